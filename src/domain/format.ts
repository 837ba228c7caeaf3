import { type CalendarDate, parseCalendarDate } from './age';

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy of a calendar date or of an instant in the local time zone. */
export function formatDate(value: CalendarDate | Date): string {
  if (typeof value === 'string') {
    const { year, month, day } = parseCalendarDate(value);
    return `${pad(day)}/${pad(month)}/${year}`;
  }
  return `${pad(value.getDate())}/${pad(value.getMonth() + 1)}/${value.getFullYear()}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 — Intl puts a no-break space after the symbol. */
export function formatCurrency(value: number): string {
  return brl.format(value);
}
