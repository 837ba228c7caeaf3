import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ReportBlock, ReportModel, ReportTableId } from './report-model';

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

/** Each table's column widths on A4 (515 points between the margins). */
const WIDTHS: Record<ReportTableId, (string | number)[]> = {
  applied: ['*', 38, 50],
  milestones: ['*', 90, 60],
  days: [30, 40, 58, 52, 34, 62, '*'],
  weeks: [54, 40, 50, 58, 56, 42, '*', 42],
  trend: [90, 40, 50, 50, 50, 36, '*', 42],
  medicines: ['*', 90, 32, 52, 52],
  notes: [30, 30, 70, '*'],
};

/** Zebra rows and hairlines: a table a pediatrician reads at a glance. */
const tableLayout = {
  hLineWidth: (i: number) => (i === 1 ? 0.8 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => LINE,
  fillColor: (row: number) => (row > 0 && row % 2 === 0 ? '#fbf5f8' : null),
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function table(id: ReportTableId, header: string[], rows: string[][]): Content {
  return {
    table: {
      headerRows: 1,
      widths: WIDTHS[id],
      body: [header.map((text) => ({ text, bold: true, color: MUTED, fontSize: 7.5 })), ...rows],
    },
    fontSize: 8,
    layout: tableLayout,
  };
}

/** The applied doses in two columns side by side, oldest first down the left: half the height. */
function appliedColumns(header: string[], rows: string[][]): Content {
  const half = Math.ceil(rows.length / 2);
  return rows.length <= 4
    ? table('applied', header, rows)
    : {
        columns: [table('applied', header, rows.slice(0, half)), table('applied', header, rows.slice(half))],
        columnGap: 12,
      };
}

function block(b: ReportBlock): Content {
  switch (b.kind) {
    case 'heading':
      return { text: b.text, style: 'heading', margin: [0, 14, 0, 6] };
    case 'subheading':
      return { text: b.text, bold: true, margin: [0, 8, 0, 2] };
    case 'empty':
      return { text: b.text, color: MUTED, italics: true };
    case 'note':
      return { text: b.text, fontSize: 7, color: MUTED, margin: [0, 3, 0, 3] };
    case 'list':
      return { ul: b.lines, margin: [0, 0, 0, 6] };
    case 'table':
      return b.id === 'applied' ? appliedColumns(b.header, b.rows) : table(b.id, b.header, b.rows);
    case 'charts':
      return {
        columns: b.charts.map(({ title, svg }) => ({
          stack: [{ text: title, bold: true, fontSize: 9, margin: [0, 0, 0, 2] }, { svg }],
        })),
        columnGap: 12,
      };
  }
}

/** "Relatório para o pediatra": A4, Nunito embedded, charts as vectors, numbered pages. */
export async function reportPdf(model: ReportModel): Promise<Buffer> {
  const library = await loadPdfMake();
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: model.documentTitle, author: 'Lumma', creator: 'Lumma' },
    defaultStyle: { font: 'Nunito', fontSize: 9, color: INK, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 18, bold: true, color: ACCENT },
      heading: { fontSize: 12, bold: true, color: ACCENT },
    },
    content: [
      { text: model.title, style: 'title' },
      { text: model.periodLine, fontSize: 11, bold: true, margin: [0, 2, 0, 8] },
      {
        table: {
          widths: [110, '*'],
          body: model.facts.map(([label, value]) => [{ text: label, color: MUTED }, value]),
        },
        layout: 'noBorders',
      },
      ...model.blocks.map(block),
    ],
    footer: (page, pages) => ({
      columns: [
        { text: model.footer, fontSize: 7, color: MUTED },
        { text: `Página ${page} de ${pages}`, fontSize: 7, color: MUTED, alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
  return library.createPdf(definition).getBuffer();
}
