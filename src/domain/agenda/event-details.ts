/**
 * What each built-in type may say besides its type and time. Every detail is optional, so a
 * feeding is still two taps; a custom type (`outro`) has none.
 */
export const FEEDINGS = [
  { id: 'peito_esquerdo', label: 'Peito esquerdo' },
  { id: 'peito_direito', label: 'Peito direito' },
  { id: 'mamadeira', label: 'Mamadeira' },
] as const;
export type Feeding = (typeof FEEDINGS)[number]['id'];
export const FEEDING_IDS = FEEDINGS.map((f) => f.id) as [Feeding, ...Feeding[]];

export const MILKS = [
  { id: 'materno', label: 'Leite materno' },
  { id: 'formula', label: 'Fórmula' },
] as const;
export type Milk = (typeof MILKS)[number]['id'];
export const MILK_IDS = MILKS.map((m) => m.id) as [Milk, ...Milk[]];

export const DIAPERS = [
  { id: 'xixi', label: 'Xixi' },
  { id: 'coco', label: 'Cocô' },
  { id: 'xixi_e_coco', label: 'Xixi e cocô' },
] as const;
export type Diaper = (typeof DIAPERS)[number]['id'];
export const DIAPER_IDS = DIAPERS.map((d) => d.id) as [Diaper, ...Diaper[]];

export const MAX_BOTTLE_ML = 500;
export const MAX_MEDICINE_LENGTH = 80;
export const MAX_DOSE_LENGTH = 40;
/** A sleep or a feeding longer than a day is a timer left running, not care. */
export const MAX_DURATION_SECONDS = 24 * 60 * 60;
/** Phones' clocks run a little ahead of the server's; more than this is a time in the future. */
export const FUTURE_SLACK_MS = 5 * 60 * 1000;

/** The details of an event, as the API and the database carry them; absent ones are null. */
export interface EventDetails {
  endedAt: string | null;
  feeding: Feeding | null;
  leftSeconds: number | null;
  rightSeconds: number | null;
  bottleMl: number | null;
  milk: Milk | null;
  diaper: Diaper | null;
  medicine: string | null;
  dose: string | null;
}

export const NO_DETAILS: EventDetails = {
  endedAt: null,
  feeding: null,
  leftSeconds: null,
  rightSeconds: null,
  bottleMl: null,
  milk: null,
  diaper: null,
  medicine: null,
  dose: null,
};

/** Which details each type may carry. */
const DETAILS_OF_TYPE: Record<string, (keyof EventDetails)[]> = {
  mamada: ['endedAt', 'feeding', 'leftSeconds', 'rightSeconds', 'bottleMl', 'milk'],
  sono: ['endedAt'],
  fralda: ['diaper'],
  remedio: ['medicine', 'dose'],
  outro: [],
};

export const DETAIL_MESSAGES = {
  notOfType: 'Este detalhe não vale para este tipo de registro',
  future: 'O horário não pode estar no futuro',
  endBeforeStart: 'O fim deve ser depois do início',
  tooLong: 'A duração não pode passar de 24 horas',
  bottleMl: `Informe a quantidade em ml, de 1 a ${MAX_BOTTLE_ML}`,
  bottleOnly: 'Quantidade e tipo de leite são só da mamadeira',
  breastOnly: 'A duração por peito é só da mamada no peito',
  sideless: 'Escolha o peito ou a mamadeira',
} as const;

const isSet = (value: unknown) => value !== null && value !== undefined;
const isBreast = (feeding: Feeding | null) => feeding === 'peito_esquerdo' || feeding === 'peito_direito';

/**
 * The first thing wrong with an event's time and details, in the mother's words, or null. `now`
 * is the server's clock when it checks, the phone's when the form does.
 */
export function eventDetailsProblem(
  type: string,
  occurredAt: Date,
  details: EventDetails,
  now: Date = new Date(),
): string | null {
  const allowed = DETAILS_OF_TYPE[type] ?? [];
  for (const key of Object.keys(details) as (keyof EventDetails)[]) {
    if (isSet(details[key]) && !allowed.includes(key)) return DETAIL_MESSAGES.notOfType;
  }
  const latest = now.getTime() + FUTURE_SLACK_MS;
  if (occurredAt.getTime() > latest) return DETAIL_MESSAGES.future;
  if (details.endedAt) {
    const end = new Date(details.endedAt).getTime();
    if (end > latest) return DETAIL_MESSAGES.future;
    if (end <= occurredAt.getTime()) return DETAIL_MESSAGES.endBeforeStart;
    if (end - occurredAt.getTime() > MAX_DURATION_SECONDS * 1000) return DETAIL_MESSAGES.tooLong;
  }
  const { feeding, leftSeconds, rightSeconds, bottleMl, milk } = details;
  if ((isSet(leftSeconds) || isSet(rightSeconds)) && !isBreast(feeding)) {
    return feeding ? DETAIL_MESSAGES.breastOnly : DETAIL_MESSAGES.sideless;
  }
  if ((leftSeconds ?? 0) + (rightSeconds ?? 0) > MAX_DURATION_SECONDS) return DETAIL_MESSAGES.tooLong;
  if ((isSet(bottleMl) || isSet(milk)) && feeding !== 'mamadeira') {
    return feeding ? DETAIL_MESSAGES.bottleOnly : DETAIL_MESSAGES.sideless;
  }
  return null;
}

/** How long an event lasted, in seconds: a sleep's or a timed feeding's span, else a breast feeding's sides. */
export function durationSeconds(
  occurredAt: string,
  details: Pick<EventDetails, 'endedAt' | 'leftSeconds' | 'rightSeconds'>,
) {
  if (details.endedAt) return Math.round((Date.parse(details.endedAt) - Date.parse(occurredAt)) / 1000);
  if (isSet(details.leftSeconds) || isSet(details.rightSeconds)) {
    return (details.leftSeconds ?? 0) + (details.rightSeconds ?? 0);
  }
  return null;
}

export const labelOfFeeding = (id: Feeding) => FEEDINGS.find((f) => f.id === id)!.label;
export const labelOfMilk = (id: Milk) => MILKS.find((m) => m.id === id)!.label;
export const labelOfDiaper = (id: Diaper) => DIAPERS.find((d) => d.id === id)!.label;
