import { ageInMonths, type CalendarDate, parseCalendarDate } from '../age';
import { formatDate } from '../format';
import { GESTATIONAL_WEEKS } from '../growth/measurement-limits';
import { foldText } from '../text';
import { addMonths, type CalendarDose } from './vaccine-card';

/**
 * Protection against RSV (vírus sincicial respiratório) outside the routine calendar rows, from
 * the Ministry's announcements of 2025/2026 (docs/content-sources.md, RSV; VERIFY against the
 * Ministry's technical note). Kept here as data: a date or a word is fixed in this file only.
 * Never tell a mother her baby "is not eligible": what the app cannot tell, the pediatrician can.
 */
export const RSV_FACTS = {
  /** Nirsevimabe for preterm babies is in the SUS for those born from this day on. */
  pretermBornFrom: '2025-08-01',
  /** Preterm babies born from August 2025 to January 2026 get it at the start of the 2026 season. */
  catchUpBornUntil: '2026-01-31',
  /** The dose is given while the preterm baby is under this age. */
  pretermUnderMonths: 6,
  /** Children with the listed conditions get it through the CRIE while under this age. */
  conditionsUnderMonths: 24,
  /** The season, February to August, months 1-12. */
  season: { fromMonth: 2, toMonth: 8 },
} as const;

/** The card's row for a preterm baby: a dose of its own, registered like the calendar's. */
export const NIRSEVIMAB_DOSE: CalendarDose = {
  id: 'rsv-nirsevimabe',
  vaccineName: 'Nirsevimabe (VSR)',
  doseNumber: 1,
  doseLabel: 'prematuros, dose única até 6 meses',
  description:
    'Anticorpo contra o vírus sincicial respiratório (VSR), que causa a bronquiolite. Não é vacina: uma dose protege por cerca de 6 meses.',
  ageDisplay: 'Proteção contra o VSR',
  recommendedAgeMonths: 0,
  repeatsYearlyUntilMonths: null,
};

/**
 * The booklet's conditions that the Ministry lists for nirsevimabe up to 24 months, as a mother
 * or the maternity papers may write them; matched on words without accents or case.
 */
const LISTED_CONDITIONS: { label: string; words: RegExp }[] = [
  {
    label: 'doença pulmonar da prematuridade',
    words: /displasia bronco ?pulmonar|\bdbp\b|doenca pulmonar cronica|pulmonar da prematuridade/,
  },
  { label: 'cardiopatia congênita', words: /cardiopatia|cardiaca congenita|doenca cardiaca/ },
  {
    label: 'alteração congênita das vias aéreas',
    words: /vias? aereas?|traqueomalacia|laringomalacia|estenose (de )?traqueia|fenda (palatina|laringea)/,
  },
  {
    label: 'doença neuromuscular',
    words: /neuromuscular|atrofia muscular espinhal|\bame\b|distrofia muscular|miopatia/,
  },
  { label: 'fibrose cística', words: /fibrose cistica|mucoviscidose/ },
  { label: 'imunodeficiência grave', words: /imunodeficiencia|imunodeprimid|imunossuprimid/ },
  { label: 'síndrome de Down', words: /sindrome de down|\bdown\b|trissomia (do )?21|\bt21\b/ },
];

/** The Ministry's listed conditions found among the booklet's, by their Ministry name, each once. */
export function listedConditions(healthConditions: string[]): string[] {
  const written = healthConditions.map(foldText);
  return LISTED_CONDITIONS.filter((c) => written.some((w) => c.words.test(w))).map((c) => c.label);
}

/** A baby born before 37 weeks, as the app counts prematurity everywhere. */
export const isPreterm = (gestationalWeeks: number | null | undefined) =>
  gestationalWeeks != null && gestationalWeeks < GESTATIONAL_WEEKS.term;

export const inRsvSeason = (today: CalendarDate) => {
  const { month } = parseCalendarDate(today);
  return month >= RSV_FACTS.season.fromMonth && month <= RSV_FACTS.season.toMonth;
};

export interface PretermRsvRow {
  dose: CalendarDose;
  /** Where it is given. */
  where: string;
  /** The age limit, with the day she reaches it. */
  ageLimit: string;
  /** What to do now. */
  advice: string;
  underAgeLimit: boolean;
}

export interface RsvProtection {
  preterm: PretermRsvRow | null;
  /** The CRIE note for a child under 24 months whose booklet lists one of the conditions. */
  crie: { conditions: string[]; inSeason: boolean; text: string } | null;
  /** The pregnancy vaccine, told to the mother of a baby in the first months. */
  maternal: string | null;
}

const ASK = 'Converse com o pediatra ou procure a UBS.';

function pretermRow(name: string, birthDate: CalendarDate, today: CalendarDate): PretermRsvRow {
  const limit = addMonths(birthDate, RSV_FACTS.pretermUnderMonths);
  const underAgeLimit = today < limit;
  const catchUp = birthDate >= RSV_FACTS.pretermBornFrom && birthDate <= RSV_FACTS.catchUpBornUntil;
  return {
    dose: NIRSEVIMAB_DOSE,
    where: catchUp
      ? 'Dado na maternidade ou na UTI neonatal, antes da alta. Prematuros nascidos de agosto de 2025 a janeiro de 2026 recebem no início da temporada de 2026, enquanto têm menos de 6 meses.'
      : 'Dado na maternidade ou na UTI neonatal, antes da alta, em qualquer época do ano.',
    ageLimit: underAgeLimit
      ? `Limite de idade: antes dos 6 meses (${name} completa 6 meses em ${formatDate(limit)}).`
      : `Limite de idade: antes dos 6 meses (${name} completou 6 meses em ${formatDate(limit)}).`,
    advice: underAgeLimit
      ? `Se ${name} não recebeu antes da alta, pergunte ao pediatra ou na UBS onde receber.`
      : `Tem dúvida sobre a proteção de ${name} contra o VSR? ${ASK}`,
    underAgeLimit,
  };
}

function crieNote(name: string, conditions: string[], inSeason: boolean) {
  const which = conditions.join(', ');
  const where =
    'os Centros de Referência para Imunobiológicos Especiais (CRIE) aplicam o nirsevimabe, com relatório ou receita do médico';
  return inSeason
    ? `Temporada do VSR (fevereiro a agosto): para crianças de até 2 anos com ${which}, ${where}. Peça ao pediatra de ${name} o relatório e pergunte na UBS qual é o CRIE mais perto.`
    : `A temporada do VSR vai de fevereiro a agosto. Nela, para crianças de até 2 anos com ${which}, ${where}. Antes de fevereiro, converse com o pediatra de ${name} sobre o relatório.`;
}

const MATERNAL =
  'Na gestação, a vacina contra o VSR (a partir da 28ª semana, no SUS desde dezembro de 2025) protege o bebê nos primeiros meses. Se você tomou, conte ao pediatra.';

/** What the vaccine card says about RSV for this baby on `today`. */
export function rsvProtection(
  baby: { name: string; birthDate: CalendarDate; gestationalWeeks: number | null; healthConditions: string[] },
  today: CalendarDate,
): RsvProtection {
  const months = ageInMonths(baby.birthDate, today);
  const conditions = listedConditions(baby.healthConditions);
  const season = inRsvSeason(today);
  return {
    preterm: isPreterm(baby.gestationalWeeks) ? pretermRow(baby.name, baby.birthDate, today) : null,
    crie:
      conditions.length > 0 && months < RSV_FACTS.conditionsUnderMonths
        ? { conditions, inSeason: season, text: crieNote(baby.name, conditions, season) }
        : null,
    maternal: months < RSV_FACTS.pretermUnderMonths ? MATERNAL : null,
  };
}

/**
 * The pneumococcal rows follow the calendar version shown; a newer schedule (Portaria SCTIE/MS nº 6,
 * 8 January 2026, VERIFY) is not on the card until a primary source gives its doses and ages.
 */
export function pneumococcalNote(version: { label: string; validFrom: CalendarDate } | null) {
  const follows = version
    ? `Segue o calendário ${version.label}, vigente desde ${formatDate(version.validFrom)}.`
    : 'Segue o calendário do Ministério da Saúde.';
  return `${follows} Em janeiro de 2026 o SUS incorporou as vacinas pneumocócicas 13, 15 e 20-valente; o novo esquema ainda não foi publicado. Confirme as doses na UBS.`;
}

export const isPneumococcal = (vaccineName: string) => foldText(vaccineName).startsWith('pneumococica');
