import { formatAgeDays } from '../../../domain/growth/growth-age';
import { percentileText } from '../../../domain/growth/growth-words';
import { REPORT_DISCLAIMER } from '../../../domain/reports/report-period';
import { growthChartSvg } from '../../../domain/reports/growth-chart-svg';
import { doseOrdinal } from '../../../domain/vaccines/vaccine-card';
import type { ReportData } from './reports.service';

/**
 * The words and rows of "Relatório para o pediatra", once: the PDF (report-pdf.ts) and the shared
 * page (report-page.ts) lay them out, each in its own medium.
 */

export const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
export const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const decimal = (value: number) => value.toLocaleString('pt-BR');

export const CHART_NOTE = 'Linha cheia: mediana; tracejadas: escore z −2 e +2. Pontos: as medidas do bebê.';
export const NO_SEX_NOTE = 'Sem o sexo do bebê, as curvas da OMS não podem ser traçadas.';

/** The report's title, its sections' headings, and what a section says when it has nothing. */
export const REPORT_TEXT = {
  title: 'Relatório para o pediatra',
  growth: 'Crescimento',
  noMeasurement: 'Nenhuma medida registrada.',
  vaccines: 'Vacinas',
  noVaccine: 'Nenhuma vacina registrada.',
  noPendingDose: 'Nenhuma dose pendente para a idade.',
  milestones: 'Marcos do desenvolvimento — "Ainda não"',
  noMilestone: 'Nenhum marco marcado como "Ainda não".',
  careLog: 'Rotina no período',
  noCareLog: 'Nada registrado na agenda neste período.',
  notes: 'Observações da família',
} as const;

/** "Relatório para o pediatra — Maria": the document's own title. */
export const documentTitle = ({ baby }: ReportData) => `${REPORT_TEXT.title} — ${baby.name}`;

/** "Maria · período de 01/10/2026 a 30/10/2026", under the title. */
export const periodLine = ({ baby, period }: ReportData) =>
  `${baby.name} · período de ${brDate(period.from)} a ${brDate(period.to)}`;

/** What every page (or the page's end) says of the report. */
export const footerLine = ({ generatedOn }: ReportData) => `${REPORT_DISCLAIMER} · gerado em ${brDate(generatedOn)}`;

export function babyFacts({ baby }: ReportData): [string, string][] {
  const corrected = baby.growthAge.corrected ? ` (idade corrigida: ${formatAgeDays(baby.growthAge.days)})` : '';
  return [
    ['Nascimento', brDate(baby.birthDate)],
    ['Idade', `${formatAgeDays(baby.ageDays)}${corrected}`],
    ['Sexo', baby.sex === 'M' ? 'Masculino' : baby.sex === 'F' ? 'Feminino' : 'Não informado'],
    ['Tipo sanguíneo', baby.bloodType || 'Não informado'],
    ['Idade gestacional', baby.gestationalWeeks ? `${baby.gestationalWeeks} semanas` : 'Não informada'],
    ['Alergias', baby.allergies.join(', ') || 'Nenhuma registrada'],
    ['Condições de saúde', baby.healthConditions.join(', ') || 'Nenhuma registrada'],
  ];
}

/** The latest measurement's day and its values with their percentiles; null before the first. */
export function latestMeasurement({ growth }: ReportData): { heading: string; lines: string[] } | null {
  const latest = growth.measurements[0];
  if (!latest) return null;
  const scored = (value: string, score: { percentile: number } | undefined) =>
    score ? `${value} — ${percentileText(score.percentile)}` : value;
  const length = latest.position === 'standing' ? 'Altura' : 'Comprimento';
  return {
    heading: `Última medida, em ${brDate(latest.measuredOn)}`,
    lines: [
      latest.weightKg !== null && scored(`Peso: ${decimal(latest.weightKg)} kg`, latest.scores.weightForAge),
      latest.lengthCm !== null && scored(`${length}: ${decimal(latest.lengthCm)} cm`, latest.scores.lengthForAge),
      latest.headCm !== null && scored(`Perímetro cefálico: ${decimal(latest.headCm)} cm`, latest.scores.headForAge),
    ].filter((line): line is string => typeof line === 'string'),
  };
}

/** The two WHO charts as SVG at a size, or none without the baby's sex or a measurement. */
export function growthCharts({ growth }: ReportData, width: number, height: number) {
  const { curves, measurements } = growth;
  if (!curves || measurements.length === 0) return [];
  const chart = (
    title: string,
    curve: typeof curves.weightForAge,
    unit: string,
    pick: (m: (typeof measurements)[number]) => number | null,
  ) => ({
    title,
    svg: growthChartSvg({
      curve,
      points: measurements.flatMap((m) => {
        const value = pick(m);
        return value === null ? [] : [{ days: m.ageDays, value }];
      }),
      unit,
      width,
      height,
    }),
  });
  return [
    chart('Peso por idade (OMS)', curves.weightForAge, 'kg', (m) => m.weightKg),
    chart('Comprimento/altura por idade (OMS)', curves.lengthForAge, 'cm', (m) => m.lengthCm),
  ];
}

export const APPLIED_HEADER = ['Vacina', 'Dose', 'Data'];
export const appliedRow = (r: ReportData['vaccines']['applied'][number]) => [
  r.vaccineName,
  doseOrdinal(r.doseNumber),
  brDate(r.applicationDate),
];

export const pendingHeading = ({ vaccines }: ReportData) =>
  `Pendentes${vaccines.calendar ? ` (${vaccines.calendar})` : ''}`;

export const pendingLines = ({ vaccines }: ReportData) =>
  vaccines.pending.map(
    (d) =>
      `${d.vaccineName} — ${d.doseLabel} (${d.ageDisplay})${d.recommendedAgeMonths < vaccines.ageMonths ? ' — atrasada' : ''}`,
  );

export const MILESTONES_HEADER = ['Marco', 'Faixa', 'Marcado em'];
export const milestoneRows = (data: ReportData) =>
  data.milestonesNotYet.map((m) => [m.text, m.band, brDate(m.markedOn)]);

export const CARE_LOG_HEADER = [
  'Dia',
  'Mamadas',
  'Peito E / D (min)',
  'Mamadeira',
  'Sono (h)',
  'Fraldas (xixi / cocô)',
  'Remédios dados',
];

/** One row per day with anything logged; the day's medicines (time, name, dose) in its last cell. */
export function careLogRows({ careLog }: ReportData, medicineSeparator: string): string[][] {
  const medicinesOn = (day: string) =>
    careLog.medicines
      .filter((m) => m.day === day)
      .map((m) => `${m.time} ${m.medicine}${m.dose ? ` (${m.dose})` : ''}`)
      .join(medicineSeparator);
  return careLog.days
    .map((d) => ({ d, medicines: medicinesOn(d.day) }))
    .filter(({ d, medicines }) => d.feedings + d.sleepSeconds + d.diapers > 0 || medicines)
    .map(({ d, medicines }) => [
      shortDate(d.day),
      String(d.feedings),
      `${Math.round(d.leftSeconds / 60)} / ${Math.round(d.rightSeconds / 60)}`,
      d.bottles ? `${d.bottles} · ${d.bottleMl} ml` : '—',
      (d.sleepSeconds / 3600).toLocaleString('pt-BR', { maximumFractionDigits: 1 }),
      `${d.diapers} (${d.wet} / ${d.dirty})`,
      medicines || '—',
    ]);
}

export const NOTES_HEADER = ['Dia', 'Hora', 'Registro', 'Observação'];
export const noteRows = ({ careLog }: ReportData) =>
  careLog.notes.map((n) => [shortDate(n.day), n.time, n.what, n.text]);
