export type Greeting = 'Bom dia' | 'Boa tarde' | 'Boa noite';

/** Bom dia before 12h, Boa tarde before 18h, otherwise Boa noite — by the user's local hour. */
export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** The first word of the full name, or "Mamãe" when there is none. */
export function firstNameOf(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : 'Mamãe';
}
