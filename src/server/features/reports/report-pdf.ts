import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatAgeDays } from '../../../domain/growth/growth-age';
import { percentileText } from '../../../domain/growth/growth-words';
import { growthChartSvg } from '../../../domain/reports/growth-chart-svg';
import { REPORT_DISCLAIMER } from '../../../domain/reports/report-period';
import { doseOrdinal } from '../../../domain/vaccines/vaccine-card';
import type { ReportData } from './reports.service';

/** Beside this file, or beside the bundle (dist-server/fonts, copied by scripts/build-server.mjs). */
function fontFolder(): string {
  const folder = fileURLToPath(new URL('./fonts/', import.meta.url));
  if (!fs.existsSync(folder)) throw new Error(`Report fonts not found in ${folder}`);
  return folder;
}

type PdfMake = typeof import('pdfmake');
let pdfmake: Promise<PdfMake> | undefined;

/** pdfmake and pdfkit load on the first report, not at start (issue #20's memory budget). */
function loadPdfMake(): Promise<PdfMake> {
  pdfmake ??= import('pdfmake').then((module) => {
    const library = ((module as { default?: PdfMake }).default ?? module) as PdfMake;
    const folder = fontFolder();
    const regular = `${folder}nunito-latin-400-normal.woff`;
    const bold = `${folder}nunito-latin-700-normal.woff`;
    library.addFonts({ Nunito: { normal: regular, bold, italics: regular, bolditalics: bold } });
    // A report holds no images or links to fetch: nothing outside the fonts is read.
    library.setUrlAccessPolicy(() => false);
    library.setLocalAccessPolicy((path) => path.startsWith(folder));
    return library;
  });
  return pdfmake;
}

const INK = '#2b1d24';
const MUTED = '#6b5b63';
const ACCENT = '#8f2f5a';
const LINE = '#e5d5dc';

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const minutes = (seconds: number) => Math.round(seconds / 60);
const hours = (seconds: number) => (seconds / 3600).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const decimal = (value: number) => value.toLocaleString('pt-BR');

const heading = (text: string): Content => ({ text, style: 'heading', margin: [0, 14, 0, 6] });
const empty = (text: string): Content => ({ text, color: MUTED, italics: true });

/** Zebra rows and hairlines: a table a pediatrician reads at a glance. */
const tableLayout = {
  hLineWidth: (i: number) => (i === 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => LINE,
  fillColor: (row: number) => (row > 0 && row % 2 === 0 ? '#fbf5f8' : null),
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function table(header: string[], rows: (string | number)[][], widths: (string | number)[]): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        header.map((text) => ({ text, bold: true, color: MUTED, fontSize: 7.5 })),
        ...rows.map((r) => r.map(String)),
      ],
    },
    fontSize: 8,
    layout: tableLayout,
  };
}

function babySection(data: ReportData): Content {
  const { baby } = data;
  const age = formatAgeDays(baby.ageDays);
  const corrected = baby.growthAge.corrected ? ` (idade corrigida: ${formatAgeDays(baby.growthAge.days)})` : '';
  const rows: [string, string][] = [
    ['Nascimento', brDate(baby.birthDate)],
    ['Idade', `${age}${corrected}`],
    ['Sexo', baby.sex === 'M' ? 'Masculino' : baby.sex === 'F' ? 'Feminino' : 'Não informado'],
    ['Tipo sanguíneo', baby.bloodType || 'Não informado'],
    ['Idade gestacional', baby.gestationalWeeks ? `${baby.gestationalWeeks} semanas` : 'Não informada'],
    ['Alergias', baby.allergies.length ? baby.allergies.join(', ') : 'Nenhuma registrada'],
    ['Condições de saúde', baby.healthConditions.length ? baby.healthConditions.join(', ') : 'Nenhuma registrada'],
  ];
  return {
    table: { widths: [110, '*'], body: rows.map(([label, value]) => [{ text: label, color: MUTED }, value]) },
    layout: 'noBorders',
  };
}

function growthSection(data: ReportData): Content[] {
  const { measurements, curves } = data.growth;
  if (measurements.length === 0) return [heading('Crescimento'), empty('Nenhuma medida registrada.')];
  const latest = measurements[0]!;
  const scored = (value: string, score: { percentile: number } | undefined) =>
    score ? `${value} — ${percentileText(score.percentile)}` : value;
  const lines = [
    latest.weightKg !== null && scored(`Peso: ${decimal(latest.weightKg)} kg`, latest.scores.weightForAge),
    latest.lengthCm !== null &&
      scored(
        `${latest.position === 'standing' ? 'Altura' : 'Comprimento'}: ${decimal(latest.lengthCm)} cm`,
        latest.scores.lengthForAge,
      ),
    latest.headCm !== null && scored(`Perímetro cefálico: ${decimal(latest.headCm)} cm`, latest.scores.headForAge),
  ].filter((line): line is string => typeof line === 'string');
  const content: Content[] = [
    heading('Crescimento'),
    { text: `Última medida, em ${brDate(latest.measuredOn)}`, bold: true, margin: [0, 0, 0, 2] },
    { ul: lines, margin: [0, 0, 0, 6] },
  ];
  if (curves) {
    const chart = (
      title: string,
      curve: typeof curves.weightForAge,
      unit: string,
      pick: (m: typeof latest) => number | null,
    ): Content => ({
      stack: [
        { text: title, bold: true, fontSize: 9, margin: [0, 0, 0, 2] },
        {
          svg: growthChartSvg({
            curve,
            points: measurements.flatMap((m) => {
              const value = pick(m);
              return value === null ? [] : [{ days: m.ageDays, value }];
            }),
            unit,
            width: 250,
            height: 170,
          }),
        },
      ],
    });
    content.push({
      columns: [
        chart('Peso por idade (OMS)', curves.weightForAge, 'kg', (m) => m.weightKg),
        chart('Comprimento/altura por idade (OMS)', curves.lengthForAge, 'cm', (m) => m.lengthCm),
      ],
      columnGap: 12,
    });
    content.push({
      text: 'Linha cheia: mediana; tracejadas: escore z −2 e +2. Pontos: as medidas do bebê.',
      fontSize: 7,
      color: MUTED,
      margin: [0, 3, 0, 0],
    });
  } else {
    content.push(empty('Sem o sexo do bebê, as curvas da OMS não podem ser traçadas.'));
  }
  return content;
}

/** The applied doses in two columns side by side, oldest first down the left: half the height. */
function appliedColumns(applied: ReportData['vaccines']['applied']): Content {
  const half = Math.ceil(applied.length / 2);
  const column = (records: typeof applied) =>
    table(
      ['Vacina', 'Dose', 'Data'],
      records.map((r) => [r.vaccineName, doseOrdinal(r.doseNumber), brDate(r.applicationDate)]),
      ['*', 38, 50],
    );
  return applied.length <= 4
    ? column(applied)
    : { columns: [column(applied.slice(0, half)), column(applied.slice(half))], columnGap: 12 };
}

function vaccinesSection(data: ReportData): Content[] {
  const { applied, pending, calendar, ageMonths } = data.vaccines;
  return [
    heading('Vacinas'),
    applied.length ? appliedColumns(applied) : empty('Nenhuma vacina registrada.'),
    {
      text: `Pendentes${calendar ? ` (${calendar})` : ''}`,
      bold: true,
      margin: [0, 8, 0, 2],
    },
    pending.length
      ? {
          ul: pending.map(
            (d) =>
              `${d.vaccineName} — ${d.doseLabel} (${d.ageDisplay})${d.recommendedAgeMonths < ageMonths ? ' — atrasada' : ''}`,
          ),
        }
      : empty('Nenhuma dose pendente para a idade.'),
  ];
}

function milestonesSection(data: ReportData): Content[] {
  return [
    heading('Marcos do desenvolvimento — "Ainda não"'),
    data.milestonesNotYet.length
      ? table(
          ['Marco', 'Faixa', 'Marcado em'],
          data.milestonesNotYet.map((m) => [m.text, m.band, brDate(m.markedOn)]),
          ['*', 90, 60],
        )
      : empty('Nenhum marco marcado como "Ainda não".'),
  ];
}

function careLogSection(data: ReportData): Content[] {
  const { days, medicines, notes } = data.careLog;
  const medicinesOn = (day: string) =>
    medicines
      .filter((m) => m.day === day)
      .map((m) => `${m.time} ${m.medicine}${m.dose ? ` (${m.dose})` : ''}`)
      .join('\n');
  const logged = days.filter((d) => d.feedings + d.sleepSeconds + d.diapers > 0 || medicinesOn(d.day));
  return [
    heading('Rotina no período'),
    logged.length
      ? table(
          ['Dia', 'Mamadas', 'Peito E / D (min)', 'Mamadeira', 'Sono (h)', 'Fraldas (xixi / cocô)', 'Remédios dados'],
          logged.map((d) => [
            shortDate(d.day),
            d.feedings,
            `${minutes(d.leftSeconds)} / ${minutes(d.rightSeconds)}`,
            d.bottles ? `${d.bottles} · ${d.bottleMl} ml` : '—',
            hours(d.sleepSeconds),
            `${d.diapers} (${d.wet} / ${d.dirty})`,
            medicinesOn(d.day) || '—',
          ]),
          [30, 40, 58, 52, 34, 62, '*'],
        )
      : empty('Nada registrado na agenda neste período.'),
    ...(notes.length
      ? [
          { text: 'Observações da família', bold: true, margin: [0, 8, 0, 2] } as Content,
          table(
            ['Dia', 'Hora', 'Registro', 'Observação'],
            notes.map((n) => [shortDate(n.day), n.time, n.what, n.text]),
            [30, 30, 70, '*'],
          ),
        ]
      : []),
  ];
}

/** "Relatório para o pediatra": A4, Nunito embedded, charts as vectors, numbered pages. */
export async function reportPdf(data: ReportData): Promise<Buffer> {
  const library = await loadPdfMake();
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: `Relatório para o pediatra — ${data.baby.name}`, author: 'Lumma', creator: 'Lumma' },
    defaultStyle: { font: 'Nunito', fontSize: 9, color: INK, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, color: ACCENT },
      heading: { fontSize: 12, bold: true, color: ACCENT },
    },
    content: [
      { text: 'Relatório para o pediatra', style: 'title' },
      {
        text: `${data.baby.name} · período de ${brDate(data.period.from)} a ${brDate(data.period.to)}`,
        fontSize: 11,
        bold: true,
        margin: [0, 2, 0, 8],
      },
      babySection(data),
      ...growthSection(data),
      ...vaccinesSection(data),
      ...milestonesSection(data),
      ...careLogSection(data),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: `${REPORT_DISCLAIMER} · gerado em ${brDate(data.generatedOn)}`, fontSize: 7, color: MUTED },
        { text: `Página ${page} de ${pages}`, fontSize: 7, color: MUTED, alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
  return library.createPdf(definition).getBuffer();
}
