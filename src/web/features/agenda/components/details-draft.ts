import type { CalendarDate } from '@domain/age';
import { localInstant } from '@domain/agenda/day-periods';
import {
  type Diaper,
  type EventDetails,
  eventDetailsProblem,
  type Feeding,
  type Milk,
  NO_DETAILS,
} from '@domain/agenda/event-details';

/** The details as the form holds them: what she typed, minutes and millilitres as text. */
export interface DetailsDraft {
  feeding: Feeding | '';
  leftMinutes: string;
  rightMinutes: string;
  bottleMl: string;
  milk: Milk | '';
  endTime: string;
  diaper: Diaper | '';
  medicine: string;
  dose: string;
}

export const EMPTY_DRAFT: DetailsDraft = {
  feeding: '',
  leftMinutes: '',
  rightMinutes: '',
  bottleMl: '',
  milk: '',
  endTime: '',
  diaper: '',
  medicine: '',
  dose: '',
};

const two = (n: number) => String(n).padStart(2, '0');
const clockOf = (at: Date) => `${two(at.getHours())}:${two(at.getMinutes())}`;
const minutesText = (seconds: number | null) => (seconds === null ? '' : String(Math.round(seconds / 60)));

/** A saved event's details, back in the form. */
export function draftOf(details: EventDetails): DetailsDraft {
  return {
    feeding: details.feeding ?? '',
    leftMinutes: minutesText(details.leftSeconds),
    rightMinutes: minutesText(details.rightSeconds),
    bottleMl: details.bottleMl === null ? '' : String(details.bottleMl),
    milk: details.milk ?? '',
    endTime: details.endedAt ? clockOf(new Date(details.endedAt)) : '',
    diaper: details.diaper ?? '',
    medicine: details.medicine ?? '',
    dose: details.dose ?? '',
  };
}

/** "2,5" and "10" as numbers; an empty field is null, what is not a number is NaN (refused by the check). */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
const secondsOf = (minutes: string) => {
  const n = numberOf(minutes);
  return n === null ? null : Math.round(n * 60);
};

/**
 * The details the type carries, from the form, with the first problem in the mother's words. A
 * sleep's end before its start is the next morning: she slept across midnight.
 */
export function detailsOf(
  type: string,
  draft: DetailsDraft,
  date: CalendarDate,
  occurredAt: Date,
): { details: EventDetails; problem: string | null } {
  const details = { ...NO_DETAILS };
  if (type === 'mamada' && draft.feeding) {
    details.feeding = draft.feeding;
    if (draft.feeding === 'mamadeira') {
      details.bottleMl = numberOf(draft.bottleMl);
      details.milk = draft.milk || null;
    } else {
      details.leftSeconds = secondsOf(draft.leftMinutes);
      details.rightSeconds = secondsOf(draft.rightMinutes);
    }
  }
  if (type === 'sono' && draft.endTime) {
    const end = localInstant(date, draft.endTime);
    if (end <= occurredAt) end.setDate(end.getDate() + 1);
    details.endedAt = end.toISOString();
  }
  if (type === 'fralda') details.diaper = draft.diaper || null;
  if (type === 'remedio') {
    details.medicine = draft.medicine.trim() || null;
    details.dose = draft.dose.trim() || null;
  }
  const invalidNumber = [details.bottleMl, details.leftSeconds, details.rightSeconds].some(
    (n) => n !== null && (!Number.isFinite(n) || n < 0),
  );
  if (invalidNumber) {
    return {
      details,
      problem: details.bottleMl !== null ? 'Informe a quantidade em ml, de 1 a 500' : 'Duração inválida',
    };
  }
  if (
    details.bottleMl !== null &&
    (!Number.isInteger(details.bottleMl) || details.bottleMl < 1 || details.bottleMl > 500)
  )
    return { details, problem: 'Informe a quantidade em ml, de 1 a 500' };
  return { details, problem: eventDetailsProblem(type, occurredAt, details) };
}
