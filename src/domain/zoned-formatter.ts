/**
 * A date formatter for each time zone, made once per zone and kept: building an
 * Intl.DateTimeFormat costs far more than formatting with one. An unknown zone throws, as the
 * constructor does, and nothing is kept for it.
 */
export function zonedFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = byZone.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      byZone.set(timeZone, formatter);
    }
    return formatter;
  };
}
