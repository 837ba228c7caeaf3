/** A curve point: the age in days (WHO) or PMA in weeks (preterm), then the values at z −3, −2, 0, +2 and +3. */
export type CurvePoint = readonly [number, number, number, number, number, number];

export interface ChartInput {
  /** The WHO lines by age in days, or with `pma` INTERGROWTH-21st's preterm lines by PMA in weeks. */
  curve: readonly CurvePoint[];
  /** The baby's measurements: age in days (corrected when premature), or PMA in days with `pma`; and value. */
  points: readonly { days: number; value: number }[];
  unit: string;
  width: number;
  height: number;
  /** The preterm curve: x is the postmenstrual age, 27 to 64 weeks. */
  pma?: boolean;
}

const DAYS_PER_MONTH = 30.4375;
const PAD = { left: 30, right: 8, top: 8, bottom: 22 };
const LINES = [
  { index: 2, dash: '3,2', color: '#c9a3b4' },
  { index: 3, dash: '', color: '#8f2f5a' },
  { index: 4, dash: '3,2', color: '#c9a3b4' },
] as const;

const round = (n: number) => Math.round(n * 10) / 10;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Steps of 1, 2 or 5 times a power of ten, about `count` of them across `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/**
 * One growth chart as SVG, vector in the PDF: the WHO median (solid) and z ±2 (dashed) from birth
 * to a little past the latest measurement, and the baby's measurements joined in order.
 */
export function growthChartSvg(input: ChartInput): string {
  if (input.pma) {
    const byDays = input.curve.map(([week, ...values]) => [week * 7, ...values] as const);
    return chartSvg({ ...input, curve: byDays }, { from: byDays[0]![0], to: byDays.at(-1)![0] }, PMA_AXIS);
  }
  const lastDay = Math.max(...input.points.map((p) => p.days), 0);
  const xMax = Math.min(input.curve.at(-1)![0], Math.max(183, Math.ceil((lastDay + 60) / 91) * 91));
  return chartSvg(input, { from: 0, to: xMax }, AGE_AXIS);
}

interface Axis {
  label: string;
  /** The ticks, in days, and their labels. */
  ticks: (span: { from: number; to: number }) => { at: number; label: string }[];
}

const AGE_AXIS: Axis = {
  label: 'idade (meses)',
  ticks: ({ to }) => {
    const monthStep = to > 730 ? 6 : to > 365 ? 3 : to > 183 ? 2 : 1;
    const ticks = [];
    for (let month = 0; month * DAYS_PER_MONTH <= to; month += monthStep)
      ticks.push({ at: month * DAYS_PER_MONTH, label: String(month) });
    return ticks;
  },
};

const PMA_AXIS: Axis = {
  label: 'idade pós-menstrual (semanas)',
  ticks: ({ from, to }) => {
    const ticks = [];
    for (let week = Math.ceil(from / 28) * 4; week * 7 <= to; week += 4)
      ticks.push({ at: week * 7, label: String(week) });
    return ticks;
  },
};

function chartSvg(
  { curve, points, unit, width, height }: ChartInput,
  span: { from: number; to: number },
  axis: Axis,
): string {
  const { from, to: xMax } = span;
  const shown = curve.filter(([day]) => day >= from && day <= xMax);
  const values = [...shown.flatMap((c) => [c[2], c[4]]), ...points.map((p) => p.value)];
  const step = niceStep(Math.max(...values) - Math.min(...values), 5);
  const yMin = Math.floor(Math.min(...values) / step) * step;
  const yMax = Math.ceil(Math.max(...values) / step) * step;
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (days: number) => round(PAD.left + ((days - from) / (xMax - from)) * plotW);
  const y = (value: number) => round(PAD.top + (1 - (value - yMin) / (yMax - yMin)) * plotH);

  const parts: string[] = [
    `<rect x="${PAD.left}" y="${PAD.top}" width="${plotW}" height="${plotH}" fill="#fffafb" stroke="#e5d5dc" stroke-width="0.6"/>`,
  ];
  for (let v = yMin; v <= yMax + step / 2; v += step) {
    parts.push(
      `<line x1="${PAD.left}" y1="${y(v)}" x2="${PAD.left + plotW}" y2="${y(v)}" stroke="#efe4e9" stroke-width="0.4"/>`,
      `<text x="${PAD.left - 3}" y="${y(v) + 2.5}" font-size="7" text-anchor="end" fill="#6b5b63">${round(v)}</text>`,
    );
  }
  for (const tick of axis.ticks(span)) {
    parts.push(
      `<text x="${x(tick.at)}" y="${PAD.top + plotH + 9}" font-size="7" text-anchor="middle" fill="#6b5b63">${tick.label}</text>`,
    );
  }
  parts.push(
    `<text x="${PAD.left + plotW / 2}" y="${height - 3}" font-size="7" text-anchor="middle" fill="#6b5b63">${axis.label}</text>`,
    `<text x="${PAD.left + 2}" y="${PAD.top + 8}" font-size="7" fill="#6b5b63">${escapeXml(unit)}</text>`,
  );
  for (const line of LINES) {
    const path = shown.map((c) => `${x(c[0])},${y(c[line.index]!)}`).join(' ');
    const dash = line.dash ? ` stroke-dasharray="${line.dash}"` : '';
    parts.push(`<polyline points="${path}" fill="none" stroke="${line.color}" stroke-width="0.9"${dash}/>`);
  }
  const ordered = [...points].sort((a, b) => a.days - b.days);
  if (ordered.length > 1) {
    const path = ordered.map((p) => `${x(p.days)},${y(p.value)}`).join(' ');
    parts.push(`<polyline points="${path}" fill="none" stroke="#3f7fbf" stroke-width="1"/>`);
  }
  for (const p of ordered) parts.push(`<circle cx="${x(p.days)}" cy="${y(p.value)}" r="2" fill="#3f7fbf"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
