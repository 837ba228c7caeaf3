import { formatAgeDays, formatWeeksAndDays, gestationalAgeDays } from '../../../domain/growth/growth-age';
import { type GrowthStandard, growthAgeWords, STANDARD_NAMES } from '../../../domain/growth/growth-standard';
import { type GrowthIndicatorKey, growthFinding, percentileText } from '../../../domain/growth/growth-words';
import {
  type CareAverages,
  dayMedicinesText,
  hasCare,
  medicinesListed,
  NAME_LENGTH,
  NOTE_LENGTH,
  NOTES_DAYS,
  trendOf,
  truncated,
  weeksOf,
} from '../../../domain/reports/care-log-report';
import { growthChartSvg } from '../../../domain/reports/growth-chart-svg';
import { REPORT_DISCLAIMER } from '../../../domain/reports/report-period';
import { doseOrdinal } from '../../../domain/vaccines/vaccine-card';
import { fileSlug } from '../../http/file-slug';
import type { ReportData } from './reports.service';

/**
 * "Relatório para o pediatra" built once, as one plain model: every word and row, ready to lay out.
 * The PDF (report-pdf.ts, in a worker) and the shared page (report-page.ts) only render it, so they
 * say the same, and its size is bounded here whatever the family logged.
 */

export type ReportTableId = 'applied' | 'milestones' | 'days' | 'weeks' | 'trend' | 'medicines' | 'notes';

export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  /** What a section says when it has nothing. */
  | { kind: 'empty'; text: string }
  /** A small muted line: how to read what follows, or what was left out. */
  | { kind: 'note'; text: string }
  | { kind: 'list'; lines: string[] }
  /** A cell's lines are separated by "\n". */
  | { kind: 'table'; id: ReportTableId; header: string[]; rows: string[][] }
  | { kind: 'charts'; charts: { title: string; svg: string }[] };

export interface ReportModel {
  fileName: string;
  documentTitle: string;
  title: string;
  periodLine: string;
  facts: [string, string][];
  blocks: ReportBlock[];
  footer: string;
}

/** Rows of a table of the baby's records (doses, milestones) shown at most; the rest are counted. */
const MAX_RECORD_ROWS = 80;
/** Allergies or health conditions named at most. */
const MAX_LISTED = 20;
/** The charts' size in the PDF, in points; the page scales them to its width. */
export const CHART_SIZE = { width: 250, height: 170 };

export const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
export const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export const REPORT_TEXT = {
  title: 'Relatório para o pediatra',
  growth: 'Crescimento',
  noMeasurement: 'Nenhuma medida registrada.',
  chartNote: 'Linha cheia: mediana; tracejadas: escore z −2 e +2. Pontos: as medidas do bebê.',
  noSex: 'Sem o sexo do bebê, as curvas de crescimento não podem ser traçadas.',
  beforePretermCurves:
    'A curva INTERGROWTH-21st para prematuros começa em 27 semanas de idade pós-menstrual: esta medida não tem percentil.',
  vaccines: 'Vacinas',
  noVaccine: 'Nenhuma vacina registrada.',
  noPendingDose: 'Nenhuma dose pendente para a idade.',
  milestones: 'Marcos do desenvolvimento — "Ainda não"',
  noMilestone: 'Nenhum marco marcado como "Ainda não".',
  careLog: 'Rotina no período',
  noCareLog: 'Nada registrado na agenda neste período.',
  weeksNote: 'Período longo: cada linha é uma semana, com a média por dia dos dias com registro.',
  trend: 'Tendência (média por dia)',
  medicines: 'Remédios dados no período',
  noMedicine: 'Nenhum remédio registrado no período.',
  notes: `Observações da família — últimos ${NOTES_DAYS} dias`,
} as const;

export const CARE_LOG_HEADER = [
  'Dia',
  'Mamadas',
  'Peito E / D (min)',
  'Mamadeira',
  'Sono (h)',
  'Fraldas (xixi / cocô)',
  'Remédios dados',
];
const AVERAGES_HEADER = [
  'Dias com registro',
  'Mamadas/dia',
  'Peito E / D (min/dia)',
  'Mamadeira (ml/dia)',
  'Sono (h/dia)',
  'Fraldas/dia (xixi / cocô)',
  'Doses de remédio',
];
const APPLIED_HEADER = ['Vacina', 'Dose', 'Data'];
const MILESTONES_HEADER = ['Marco', 'Faixa', 'Marcado em'];
const MEDICINES_HEADER = ['Remédio', 'Última dose', 'Vezes', 'Primeira', 'Última'];
const NOTES_HEADER = ['Dia', 'Hora', 'Registro', 'Observação'];

const named = (items: readonly string[]) => {
  const shown = items.slice(0, MAX_LISTED).map((item) => truncated(item, NAME_LENGTH));
  const more = items.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` e mais ${more}` : ''}`;
};

/** The curves that read the baby today, named for the pediatrician. */
const STANDARD_FACT: Record<GrowthStandard, string> = {
  intergrowth_preterm: 'INTERGROWTH-21st para prematuros, por idade pós-menstrual (até 64 semanas)',
  before_preterm_curves: 'nenhuma ainda: a curva INTERGROWTH-21st para prematuros começa em 27 semanas',
  who: 'OMS (Caderneta da Criança)',
};

function babyFacts({ baby }: ReportData): [string, string][] {
  const { growthAge } = baby;
  const gestational = gestationalAgeDays(baby.gestationalWeeks, baby.gestationalDays);
  const curves =
    growthAge.standard === 'who' && growthAge.corrected
      ? `${STANDARD_FACT.who}, com a idade corrigida`
      : STANDARD_FACT[growthAge.standard];
  return [
    ['Nascimento', brDate(baby.birthDate)],
    ['Idade', growthAge.pmaDays === null ? formatAgeDays(baby.ageDays) : growthAgeWords(growthAge)],
    ['Sexo', baby.sex === 'M' ? 'Masculino' : baby.sex === 'F' ? 'Feminino' : 'Não informado'],
    ['Tipo sanguíneo', baby.bloodType || 'Não informado'],
    ['Idade gestacional', gestational === null ? 'Não informada' : formatWeeksAndDays(gestational)],
    ['Curvas de crescimento', curves],
    ['Alergias', named(baby.allergies) || 'Nenhuma registrada'],
    ['Condições de saúde', named(baby.healthConditions) || 'Nenhuma registrada'],
  ];
}

/** A table of at most MAX_RECORD_ROWS rows, and a line saying how many more there are. */
function recordTable(id: ReportTableId, header: string[], rows: string[][], more: string): ReportBlock[] {
  const left = rows.length - MAX_RECORD_ROWS;
  return [
    { kind: 'table', id, header, rows: rows.slice(0, MAX_RECORD_ROWS) },
    ...(left > 0 ? [{ kind: 'note' as const, text: `E mais ${left} ${more}.` }] : []),
  ];
}

function growthBlocks({ growth }: ReportData): ReportBlock[] {
  const latest = growth.measurements[0];
  if (!latest)
    return [
      { kind: 'heading', text: REPORT_TEXT.growth },
      { kind: 'empty', text: REPORT_TEXT.noMeasurement },
    ];
  const scored = (value: string, indicator: GrowthIndicatorKey) => {
    const score = latest.scores[indicator];
    if (!score) return value;
    const finding = growthFinding(indicator, score.z);
    const z = score.z.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
    return `${value} — ${percentileText(score.percentile)} (z ${z})${finding ? ` — ${finding}` : ''}`;
  };
  const length = latest.position === 'standing' ? 'Altura' : 'Comprimento';
  const lines = [
    latest.weightKg !== null && scored(`Peso: ${decimal(latest.weightKg)} kg`, 'weightForAge'),
    latest.lengthCm !== null && scored(`${length}: ${decimal(latest.lengthCm)} cm`, 'lengthForAge'),
    latest.headCm !== null && scored(`Perímetro cefálico: ${decimal(latest.headCm)} cm`, 'headForAge'),
    latest.scores.weightForLength &&
      scored(`Peso para o ${latest.position === 'standing' ? 'altura' : 'comprimento'}`, 'weightForLength'),
  ].filter((line): line is string => typeof line === 'string');
  const { curves, measurements } = growth;
  // The charts follow the standard of the latest measurement: the preterm curve by PMA until 64 weeks.
  const preterm = latest.standard !== 'who';
  const chart = (
    title: string,
    curve: NonNullable<typeof curves>['weightForAge'],
    unit: string,
    pick: (m: (typeof measurements)[number]) => number | null,
  ) => ({
    title,
    svg: growthChartSvg({
      curve,
      points: measurements.flatMap((m) => {
        const value = pick(m);
        if (value === null) return [];
        if (preterm) return m.standard === 'intergrowth_preterm' ? [{ days: m.pmaDays!, value }] : [];
        return m.standard === 'who' ? [{ days: m.ageDays, value }] : [];
      }),
      unit,
      pma: preterm,
      ...CHART_SIZE,
    }),
  });
  const charts = !curves
    ? null
    : preterm
      ? [
          chart(
            'Peso por idade pós-menstrual (INTERGROWTH-21st)',
            curves.preterm.weightForAge,
            'kg',
            (m) => m.weightKg,
          ),
          chart(
            'Comprimento por idade pós-menstrual (INTERGROWTH-21st)',
            curves.preterm.lengthForAge,
            'cm',
            (m) => m.lengthCm,
          ),
        ]
      : [
          chart('Peso por idade (OMS)', curves.weightForAge, 'kg', (m) => m.weightKg),
          chart('Comprimento/altura por idade (OMS)', curves.lengthForAge, 'cm', (m) => m.lengthCm),
        ];
  return [
    { kind: 'heading', text: REPORT_TEXT.growth },
    {
      kind: 'subheading',
      text: `Última medida, em ${brDate(latest.measuredOn)} — ${STANDARD_NAMES[latest.standard === 'who' ? 'who' : 'intergrowth_preterm']}`,
    },
    ...(latest.standard === 'before_preterm_curves'
      ? [{ kind: 'note' as const, text: REPORT_TEXT.beforePretermCurves }]
      : []),
    { kind: 'list', lines },
    ...(charts
      ? [
          { kind: 'charts' as const, charts },
          { kind: 'note' as const, text: REPORT_TEXT.chartNote },
        ]
      : [{ kind: 'empty' as const, text: REPORT_TEXT.noSex }]),
  ];
}

function vaccineBlocks({ vaccines }: ReportData): ReportBlock[] {
  const pending = vaccines.pending.map(
    (d) =>
      `${d.vaccineName} — ${d.doseLabel} (${d.ageDisplay})${d.recommendedAgeMonths < vaccines.ageMonths ? ' — atrasada' : ''}`,
  );
  const applied = vaccines.applied.map((r) => [r.vaccineName, doseOrdinal(r.doseNumber), brDate(r.applicationDate)]);
  return [
    { kind: 'heading', text: REPORT_TEXT.vaccines },
    ...(applied.length
      ? recordTable('applied', APPLIED_HEADER, applied, 'doses aplicadas, na caderneta do Lumma')
      : [{ kind: 'empty' as const, text: REPORT_TEXT.noVaccine }]),
    { kind: 'subheading', text: `Pendentes${vaccines.calendar ? ` (${vaccines.calendar})` : ''}` },
    pending.length ? { kind: 'list', lines: pending } : { kind: 'empty', text: REPORT_TEXT.noPendingDose },
  ];
}

function milestoneBlocks({ milestonesNotYet }: ReportData): ReportBlock[] {
  const rows = milestonesNotYet.map((m) => [m.text, m.band, brDate(m.markedOn)]);
  return [
    { kind: 'heading', text: REPORT_TEXT.milestones },
    ...(rows.length
      ? recordTable('milestones', MILESTONES_HEADER, rows, 'marcos')
      : [{ kind: 'empty' as const, text: REPORT_TEXT.noMilestone }]),
  ];
}

/** One row per day with anything logged; the day's doses (time, name, dose) in its last cell. */
function dayRows({ careLog }: ReportData): string[][] {
  return careLog.days.filter(hasCare).map((d) => {
    const doses = (careLog.dayDoses ?? []).filter((m) => m.day === d.day);
    return [
      shortDate(d.day),
      String(d.feedings),
      `${Math.round(d.leftSeconds / 60)} / ${Math.round(d.rightSeconds / 60)}`,
      d.bottles ? `${d.bottles} · ${d.bottleMl} ml` : '—',
      decimal(d.sleepSeconds / 3600),
      `${d.diapers} (${d.wet} / ${d.dirty})`,
      d.medicines ? dayMedicinesText(doses, d.medicines, '\n') : '—',
    ];
  });
}

const averagesCells = (a: CareAverages) => [
  String(a.loggedDays),
  decimal(a.feedings),
  `${Math.round(a.leftMinutes)} / ${Math.round(a.rightMinutes)}`,
  a.bottleMl ? String(Math.round(a.bottleMl)) : '—',
  decimal(a.sleepHours),
  `${decimal(a.diapers)} (${decimal(a.wet)} / ${decimal(a.dirty)})`,
  a.medicines ? String(a.medicines) : '—',
];

function careBlocks(data: ReportData): ReportBlock[] {
  const { careLog } = data;
  const heading: ReportBlock = { kind: 'heading', text: REPORT_TEXT.careLog };
  if (!careLog.days.some(hasCare)) return [heading, { kind: 'empty', text: REPORT_TEXT.noCareLog }];
  if (careLog.dayDoses) return [heading, { kind: 'table', id: 'days', header: CARE_LOG_HEADER, rows: dayRows(data) }];
  const span = (a: CareAverages) => `${shortDate(a.from)} a ${shortDate(a.to)}`;
  const trend = trendOf(careLog.days);
  return [
    heading,
    { kind: 'note', text: REPORT_TEXT.weeksNote },
    {
      kind: 'table',
      id: 'weeks',
      header: ['Semana', ...AVERAGES_HEADER],
      rows: weeksOf(careLog.days)
        .filter((w) => w.loggedDays > 0)
        .map((w) => [span(w), ...averagesCells(w)]),
    },
    { kind: 'subheading', text: REPORT_TEXT.trend },
    {
      kind: 'table',
      id: 'trend',
      header: ['', ...AVERAGES_HEADER],
      rows: [
        [`Primeiras 4 semanas (${span(trend.first)})`, ...averagesCells(trend.first)],
        [`Últimas 4 semanas (${span(trend.last)})`, ...averagesCells(trend.last)],
        [`Período inteiro (${span(trend.whole)})`, ...averagesCells(trend.whole)],
      ],
    },
  ];
}

function medicineBlocks({ careLog }: ReportData): ReportBlock[] {
  const { listed, others } = medicinesListed(careLog.medicines.totals, careLog.medicines.distinct);
  if (listed.length === 0) {
    return [
      { kind: 'subheading', text: REPORT_TEXT.medicines },
      { kind: 'empty', text: REPORT_TEXT.noMedicine },
    ];
  }
  return [
    { kind: 'subheading', text: REPORT_TEXT.medicines },
    {
      kind: 'table',
      id: 'medicines',
      header: MEDICINES_HEADER,
      rows: listed.map((m) => [m.name, m.lastDose ?? '—', String(m.count), brDate(m.first), brDate(m.last)]),
    },
    ...(others > 0
      ? [{ kind: 'note' as const, text: `E mais ${others} ${others === 1 ? 'remédio' : 'remédios'} no período.` }]
      : []),
  ];
}

function noteBlocks({ careLog }: ReportData): ReportBlock[] {
  const { notes, total, since } = careLog.notes;
  if (notes.length === 0) return [];
  return [
    { kind: 'subheading', text: REPORT_TEXT.notes },
    ...(total > notes.length
      ? [
          {
            kind: 'note' as const,
            text: `As ${notes.length} mais recentes de ${total} observações desde ${brDate(since)}.`,
          },
        ]
      : []),
    {
      kind: 'table',
      id: 'notes',
      header: NOTES_HEADER,
      rows: notes.map((n) => [shortDate(n.day), n.time, n.what, truncated(n.text, NOTE_LENGTH)]),
    },
  ];
}

/** The report of `data`, every word of it, in reading order. */
export function reportModelOf(data: ReportData): ReportModel {
  const { baby, period, generatedOn } = data;
  return {
    fileName: `lumma-relatorio-${fileSlug(baby.name)}-${period.from}-a-${period.to}.pdf`,
    documentTitle: `${REPORT_TEXT.title} — ${baby.name}`,
    title: REPORT_TEXT.title,
    periodLine: `${baby.name} · período de ${brDate(period.from)} a ${brDate(period.to)}`,
    facts: babyFacts(data),
    blocks: [
      ...growthBlocks(data),
      ...vaccineBlocks(data),
      ...milestoneBlocks(data),
      ...careBlocks(data),
      ...medicineBlocks(data),
      ...noteBlocks(data),
    ],
    footer: `${REPORT_DISCLAIMER} · gerado em ${brDate(generatedOn)}`,
  };
}
