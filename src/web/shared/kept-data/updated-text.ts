import { toCalendarDate } from '@domain/age';

const two = (n: number) => String(n).padStart(2, '0');

/** "Atualizado às 06:12 — sem internet agora", with the day when it was not today. */
export function updatedText(updatedAt: Date, now: Date): string {
  const time = `${two(updatedAt.getHours())}:${two(updatedAt.getMinutes())}`;
  const day =
    toCalendarDate(updatedAt) === toCalendarDate(now)
      ? ''
      : ` em ${two(updatedAt.getDate())}/${two(updatedAt.getMonth() + 1)}`;
  return `Atualizado${day} às ${time} — sem internet agora.`;
}
