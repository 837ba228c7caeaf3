import { formatAgeDays } from '../../../domain/growth/growth-age';
import { percentileText } from '../../../domain/growth/growth-words';
import { growthChartSvg } from '../../../domain/reports/growth-chart-svg';
import { CLOSED_LINK_PAGES, type ClosedLink } from '../../../domain/reports/report-link';
import { REPORT_DISCLAIMER } from '../../../domain/reports/report-period';
import { doseOrdinal } from '../../../domain/vaccines/vaccine-card';
import type { ReportData } from './reports.service';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

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

/** The report as a web page, the same content as its PDF, and the PDF a tap away. */
export function reportPage(data: ReportData, pdfHref: string): string {
  const { baby, growth, vaccines, careLog } = data;
  const corrected = baby.growthAge.corrected ? ` (idade corrigida: ${formatAgeDays(baby.growthAge.days)})` : '';
  const facts: [string, string][] = [
    ['Nascimento', brDate(baby.birthDate)],
    ['Idade', `${formatAgeDays(baby.ageDays)}${corrected}`],
    ['Sexo', baby.sex === 'M' ? 'Masculino' : baby.sex === 'F' ? 'Feminino' : 'Não informado'],
    ['Tipo sanguíneo', baby.bloodType || 'Não informado'],
    ['Idade gestacional', baby.gestationalWeeks ? `${baby.gestationalWeeks} semanas` : 'Não informada'],
    ['Alergias', baby.allergies.join(', ') || 'Nenhuma registrada'],
    ['Condições de saúde', baby.healthConditions.join(', ') || 'Nenhuma registrada'],
  ];
  const latest = growth.measurements[0];
  const score = (s: { percentile: number } | undefined) => (s ? ` — ${percentileText(s.percentile)}` : '');
  const chart = (
    title: string,
    curve: NonNullable<typeof growth.curves>['weightForAge'],
    unit: string,
    pick: (m: NonNullable<typeof latest>) => number | null,
  ) =>
    `<figure><figcaption><strong>${escapeHtml(title)}</strong></figcaption>${growthChartSvg({
      curve,
      points: growth.measurements.flatMap((m) => {
        const value = pick(m);
        return value === null ? [] : [{ days: m.ageDays, value }];
      }),
      unit,
      width: 340,
      height: 220,
    })}</figure>`;
  const medicinesOn = (day: string) =>
    careLog.medicines
      .filter((m) => m.day === day)
      .map((m) => `${m.time} ${m.medicine}${m.dose ? ` (${m.dose})` : ''}`)
      .join('; ');
  const logged = careLog.days.filter((d) => d.feedings + d.sleepSeconds + d.diapers > 0 || medicinesOn(d.day));

  const body = `
<h1>Relatório para o pediatra</h1>
<p class="sub">${escapeHtml(baby.name)} · período de ${brDate(data.period.from)} a ${brDate(data.period.to)}</p>
<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<a class="pdf" href="${escapeHtml(pdfHref)}">Baixar PDF</a>
<h2>Crescimento</h2>
${
  latest
    ? `<p><strong>Última medida, em ${brDate(latest.measuredOn)}</strong></p><ul>${[
        latest.weightKg !== null &&
          `Peso: ${latest.weightKg.toLocaleString('pt-BR')} kg${score(latest.scores.weightForAge)}`,
        latest.lengthCm !== null &&
          `${latest.position === 'standing' ? 'Altura' : 'Comprimento'}: ${latest.lengthCm.toLocaleString('pt-BR')} cm${score(latest.scores.lengthForAge)}`,
        latest.headCm !== null &&
          `Perímetro cefálico: ${latest.headCm.toLocaleString('pt-BR')} cm${score(latest.scores.headForAge)}`,
      ]
        .filter((line): line is string => typeof line === 'string')
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>${
        growth.curves
          ? `<div class="charts">${chart('Peso por idade (OMS)', growth.curves.weightForAge, 'kg', (m) => m.weightKg)}${chart('Comprimento/altura por idade (OMS)', growth.curves.lengthForAge, 'cm', (m) => m.lengthCm)}</div><p class="muted">Linha cheia: mediana; tracejadas: escore z −2 e +2. Pontos: as medidas do bebê.</p>`
          : empty('Sem o sexo do bebê, as curvas da OMS não podem ser traçadas.')
      }`
    : empty('Nenhuma medida registrada.')
}
<h2>Vacinas</h2>
${
  vaccines.applied.length
    ? table(
        ['Vacina', 'Dose', 'Data'],
        vaccines.applied.map((r) => [r.vaccineName, doseOrdinal(r.doseNumber), brDate(r.applicationDate)]),
      )
    : empty('Nenhuma vacina registrada.')
}
<p><strong>Pendentes${vaccines.calendar ? ` (${escapeHtml(vaccines.calendar)})` : ''}</strong></p>
${
  vaccines.pending.length
    ? `<ul>${vaccines.pending
        .map(
          (d) =>
            `<li>${escapeHtml(`${d.vaccineName} — ${d.doseLabel} (${d.ageDisplay})${d.recommendedAgeMonths < vaccines.ageMonths ? ' — atrasada' : ''}`)}</li>`,
        )
        .join('')}</ul>`
    : empty('Nenhuma dose pendente para a idade.')
}
<h2>Marcos do desenvolvimento — "Ainda não"</h2>
${
  data.milestonesNotYet.length
    ? table(
        ['Marco', 'Faixa', 'Marcado em'],
        data.milestonesNotYet.map((m) => [m.text, m.band, brDate(m.markedOn)]),
      )
    : empty('Nenhum marco marcado como "Ainda não".')
}
<h2>Rotina no período</h2>
${
  logged.length
    ? table(
        ['Dia', 'Mamadas', 'Peito E / D (min)', 'Mamadeira', 'Sono (h)', 'Fraldas (xixi / cocô)', 'Remédios dados'],
        logged.map((d) => [
          shortDate(d.day),
          String(d.feedings),
          `${Math.round(d.leftSeconds / 60)} / ${Math.round(d.rightSeconds / 60)}`,
          d.bottles ? `${d.bottles} · ${d.bottleMl} ml` : '—',
          (d.sleepSeconds / 3600).toLocaleString('pt-BR', { maximumFractionDigits: 1 }),
          `${d.diapers} (${d.wet} / ${d.dirty})`,
          medicinesOn(d.day) || '—',
        ]),
      )
    : empty('Nada registrado na agenda neste período.')
}
${
  careLog.notes.length
    ? `<p><strong>Observações da família</strong></p>${table(
        ['Dia', 'Hora', 'Registro', 'Observação'],
        careLog.notes.map((n) => [shortDate(n.day), n.time, n.what, n.text]),
      )}`
    : ''
}
<footer>${escapeHtml(REPORT_DISCLAIMER)} · gerado em ${brDate(data.generatedOn)}</footer>`;
  return page(`Relatório para o pediatra — ${baby.name}`, body);
}

/** The page of a link that shows no report: expired, revoked, unknown, or tried too often. */
export function closedLinkPage(closed: ClosedLink): string {
  const { title, text } = CLOSED_LINK_PAGES[closed];
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><footer>Lumma — O manual do seu bebê</footer>`,
  );
}
