import { CLOSED_LINK_PAGES, type ClosedLink } from '../../../domain/reports/report-link';
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
body{margin:0;font-family:Nunito,ui-rounded,system-ui,sans-serif;color:#2b1d24;background:#fff8fa;line-height:1.4}
main{max-width:760px;margin:0 auto;padding:20px 16px 40px}
h1{color:#8f2f5a;font-size:1.6rem;margin:0}h2{color:#8f2f5a;font-size:1.15rem;margin:28px 0 8px}
.sub{font-weight:700;margin:4px 0 16px}.muted{color:#6b5b63}
table{width:100%;border-collapse:collapse;font-size:.9rem;background:#fff}th{color:#6b5b63;font-size:.78rem;text-align:left}
th,td{padding:6px 8px;border-bottom:1px solid #eddfe5;vertical-align:top}.n{white-space:nowrap}figure{margin:0}figcaption{margin-bottom:4px}dl{display:grid;grid-template-columns:10rem 1fr;gap:4px 12px;margin:0}
dt{color:#6b5b63}dd{margin:0}.charts{display:flex;flex-wrap:wrap;gap:16px}.charts svg{max-width:100%;height:auto}
.scroll{overflow-x:auto}.pdf{display:inline-block;margin-top:12px;padding:10px 18px;border-radius:999px;background:#b83b6b;color:#fff;font-weight:700;text-decoration:none}
footer{margin-top:32px;font-size:.8rem;color:#6b5b63}`;

/** The page a shared link opens: no script, nothing to change, nothing of the family beyond the report. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const table = (header: string[], rows: string[][]) =>
  `<div class="scroll"><table><thead><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
    // A short cell ("1ª dose", a date) never breaks; a long one (notes, medicines) wraps.
    .map(
      (r) =>
        `<tr>${r.map((cell) => `<td${cell.length <= 12 ? ' class="n"' : ''}>${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

const empty = (text: string) => `<p class="muted">${escapeHtml(text)}</p>`;

const list = (lines: string[]) => `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;

function growthHtml(data: ReportData): string {
  const latest = latestMeasurement(data);
  if (!latest) return empty(REPORT_TEXT.noMeasurement);
  const charts = growthCharts(data, 340, 220);
  return `<p><strong>${escapeHtml(latest.heading)}</strong></p>${list(latest.lines)}${
    charts.length
      ? `<div class="charts">${charts
          .map(
            ({ title, svg }) => `<figure><figcaption><strong>${escapeHtml(title)}</strong></figcaption>${svg}</figure>`,
          )
          .join('')}</div><p class="muted">${escapeHtml(CHART_NOTE)}</p>`
      : empty(NO_SEX_NOTE)
  }`;
}

/** The report as a web page, the same content as its PDF, and the PDF a tap away. */
export function reportPage(data: ReportData, pdfHref: string): string {
  const pending = pendingLines(data);
  const milestones = milestoneRows(data);
  const days = careLogRows(data, '; ');
  const notes = noteRows(data);
  const body = `
<h1>${REPORT_TEXT.title}</h1>
<p class="sub">${escapeHtml(periodLine(data))}</p>
<dl>${babyFacts(data)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('')}</dl>
<a class="pdf" href="${escapeHtml(pdfHref)}">Baixar PDF</a>
<h2>${REPORT_TEXT.growth}</h2>
${growthHtml(data)}
<h2>${REPORT_TEXT.vaccines}</h2>
${data.vaccines.applied.length ? table(APPLIED_HEADER, data.vaccines.applied.map(appliedRow)) : empty(REPORT_TEXT.noVaccine)}
<p><strong>${escapeHtml(pendingHeading(data))}</strong></p>
${pending.length ? list(pending) : empty(REPORT_TEXT.noPendingDose)}
<h2>${REPORT_TEXT.milestones}</h2>
${milestones.length ? table(MILESTONES_HEADER, milestones) : empty(REPORT_TEXT.noMilestone)}
<h2>${REPORT_TEXT.careLog}</h2>
${days.length ? table(CARE_LOG_HEADER, days) : empty(REPORT_TEXT.noCareLog)}
${notes.length ? `<p><strong>${REPORT_TEXT.notes}</strong></p>${table(NOTES_HEADER, notes)}` : ''}
<footer>${escapeHtml(footerLine(data))}</footer>`;
  return page(documentTitle(data), body);
}

/** The page of a link that shows no report: expired, revoked, unknown, or tried too often. */
export function closedLinkPage(closed: ClosedLink): string {
  const { title, text } = CLOSED_LINK_PAGES[closed];
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><footer>Lumma — O manual do seu bebê</footer>`,
  );
}
