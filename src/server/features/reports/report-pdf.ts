import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  APPLIED_HEADER,
  appliedRow,
  babyFacts,
  CARE_LOG_HEADER,
  CHART_NOTE,
  careLogRows,
  documentTitle,
  footerLine,
  growthCharts,
  latestMeasurement,
  MILESTONES_HEADER,
  milestoneRows,
  NO_SEX_NOTE,
  NOTES_HEADER,
  noteRows,
  pendingHeading,
  pendingLines,
  periodLine,
  REPORT_TEXT,
} from './report-content';
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

function table(header: string[], rows: string[][], widths: (string | number)[]): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [header.map((text) => ({ text, bold: true, color: MUTED, fontSize: 7.5 })), ...rows],
    },
    fontSize: 8,
    layout: tableLayout,
  };
}

function babySection(data: ReportData): Content {
  return {
    table: {
      widths: [110, '*'],
      body: babyFacts(data).map(([label, value]) => [{ text: label, color: MUTED }, value]),
    },
    layout: 'noBorders',
  };
}

function growthSection(data: ReportData): Content[] {
  const latest = latestMeasurement(data);
  if (!latest) return [heading(REPORT_TEXT.growth), empty(REPORT_TEXT.noMeasurement)];
  const charts = growthCharts(data, 250, 170);
  return [
    heading(REPORT_TEXT.growth),
    { text: latest.heading, bold: true, margin: [0, 0, 0, 2] },
    { ul: latest.lines, margin: [0, 0, 0, 6] },
    ...(charts.length
      ? [
          {
            columns: charts.map(({ title, svg }) => ({
              stack: [{ text: title, bold: true, fontSize: 9, margin: [0, 0, 0, 2] }, { svg }],
            })),
            columnGap: 12,
          } as Content,
          { text: CHART_NOTE, fontSize: 7, color: MUTED, margin: [0, 3, 0, 0] } as Content,
        ]
      : [empty(NO_SEX_NOTE)]),
  ];
}

/** The applied doses in two columns side by side, oldest first down the left: half the height. */
function appliedColumns(applied: ReportData['vaccines']['applied']): Content {
  const half = Math.ceil(applied.length / 2);
  const column = (records: typeof applied) => table(APPLIED_HEADER, records.map(appliedRow), ['*', 38, 50]);
  return applied.length <= 4
    ? column(applied)
    : { columns: [column(applied.slice(0, half)), column(applied.slice(half))], columnGap: 12 };
}

function vaccinesSection(data: ReportData): Content[] {
  const pending = pendingLines(data);
  return [
    heading(REPORT_TEXT.vaccines),
    data.vaccines.applied.length ? appliedColumns(data.vaccines.applied) : empty(REPORT_TEXT.noVaccine),
    { text: pendingHeading(data), bold: true, margin: [0, 8, 0, 2] },
    pending.length ? { ul: pending } : empty(REPORT_TEXT.noPendingDose),
  ];
}

function milestonesSection(data: ReportData): Content[] {
  const rows = milestoneRows(data);
  return [
    heading(REPORT_TEXT.milestones),
    rows.length ? table(MILESTONES_HEADER, rows, ['*', 90, 60]) : empty(REPORT_TEXT.noMilestone),
  ];
}

function careLogSection(data: ReportData): Content[] {
  const rows = careLogRows(data, '\n');
  const notes = noteRows(data);
  return [
    heading(REPORT_TEXT.careLog),
    rows.length ? table(CARE_LOG_HEADER, rows, [30, 40, 58, 52, 34, 62, '*']) : empty(REPORT_TEXT.noCareLog),
    ...(notes.length
      ? [
          { text: REPORT_TEXT.notes, bold: true, margin: [0, 8, 0, 2] } as Content,
          table(NOTES_HEADER, notes, [30, 30, 70, '*']),
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
    info: { title: documentTitle(data), author: 'Lumma', creator: 'Lumma' },
    defaultStyle: { font: 'Nunito', fontSize: 9, color: INK, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, color: ACCENT },
      heading: { fontSize: 12, bold: true, color: ACCENT },
    },
    content: [
      { text: REPORT_TEXT.title, style: 'title' },
      {
        text: periodLine(data),
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
        { text: footerLine(data), fontSize: 7, color: MUTED },
        { text: `Página ${page} de ${pages}`, fontSize: 7, color: MUTED, alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
  return library.createPdf(definition).getBuffer();
}
