import { CLOSED_LINK_PAGES, type ClosedLink } from '../../../domain/reports/report-link';
import type { ReportBlock, ReportModel } from './report-model';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
body{margin:0;font-family:Nunito,ui-rounded,system-ui,sans-serif;color:#2b1d24;background:#fff8fa;line-height:1.4}
main{max-width:760px;margin:0 auto;padding:20px 16px 40px}
h1{color:#8f2f5a;font-size:1.6rem;margin:0}h2{color:#8f2f5a;font-size:1.15rem;margin:28px 0 8px}
.sub{font-weight:700;margin:4px 0 16px}.muted{color:#6b5b63}
table{width:100%;border-collapse:collapse;font-size:.9rem;background:#fff}th{color:#6b5b63;font-size:.78rem;text-align:left}
th,td{padding:6px 8px;border-bottom:1px solid #eddfe5;vertical-align:top}.n{white-space:nowrap}figure{margin:0}figcaption{margin-bottom:4px}dl{display:grid;grid-template-columns:10rem 1fr;gap:4px 12px;margin:0}
dt{color:#6b5b63}dd{margin:0}.charts{display:flex;flex-wrap:wrap;gap:16px}.charts svg{width:340px;max-width:100%;height:auto}.small{font-size:.8rem}
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

const cellHtml = (cell: string) => cell.split('\n').map(escapeHtml).join('<br>');

const table = (header: string[], rows: string[][]) =>
  `<div class="scroll"><table><thead><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
    // A short cell ("1ª dose", a date) never breaks; a long one (notes, medicines) wraps.
    .map(
      (r) =>
        `<tr>${r.map((cell) => `<td${cell.length <= 12 ? ' class="n"' : ''}>${cellHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table></div>`;

function block(b: ReportBlock): string {
  switch (b.kind) {
    case 'heading':
      return `<h2>${escapeHtml(b.text)}</h2>`;
    case 'subheading':
      return `<p><strong>${escapeHtml(b.text)}</strong></p>`;
    case 'empty':
      return `<p class="muted">${escapeHtml(b.text)}</p>`;
    case 'note':
      return `<p class="muted small">${escapeHtml(b.text)}</p>`;
    case 'list':
      return `<ul>${b.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
    case 'table':
      return table(b.header, b.rows);
    case 'charts':
      return `<div class="charts">${b.charts
        .map(
          ({ title, svg }) => `<figure><figcaption><strong>${escapeHtml(title)}</strong></figcaption>${svg}</figure>`,
        )
        .join('')}</div>`;
  }
}

/** The report as a web page, the same model as its PDF, and the PDF a tap away. */
export function reportPage(model: ReportModel, pdfHref: string): string {
  const body = `
<h1>${escapeHtml(model.title)}</h1>
<p class="sub">${escapeHtml(model.periodLine)}</p>
<dl>${model.facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<a class="pdf" href="${escapeHtml(pdfHref)}">Baixar PDF</a>
${model.blocks.map(block).join('\n')}
<footer>${escapeHtml(model.footer)}</footer>`;
  return page(model.documentTitle, body);
}

/** A page of one message: a link that shows no report, a PDF that could not be made now. */
export const messagePage = (title: string, text: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><footer>Lumma — O manual do seu bebê</footer>`);

/** The page of a link that shows no report: expired, revoked, unknown, or tried too often. */
export function closedLinkPage(closed: ClosedLink): string {
  const { title, text } = CLOSED_LINK_PAGES[closed];
  return messagePage(title, text);
}
