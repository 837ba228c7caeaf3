/** A curve point: x (age in days, length in cm or PMA in weeks), then the values at z −3, −2, 0, +2 and +3. */
export type CurvePoint = readonly [number, number, number, number, number, number];
/** A baby's point; `pending` when it was measured offline and waits on the phone (drawn dashed). */
export type ChartPoint = { x: number; y: number; pending?: boolean };

const WIDTH = 360;
const HEIGHT = 260;
const PAD = { left: 38, right: 26, top: 10, bottom: 34 };
const DAYS_PER_MONTH = 30.4375;

/** The Caderneta's lines: the median in green, ±2 z in red, ±3 z in black. */
const LINES = [
  { index: 1, label: '−3', color: '#1f2937' },
  { index: 2, label: '−2', color: '#dc2626' },
  { index: 3, label: '0', color: '#15803d' },
  { index: 4, label: '+2', color: '#dc2626' },
  { index: 5, label: '+3', color: '#1f2937' },
] as const;

/** Its bands: within ±2 z expected, between 2 and 3 attention, beyond 3 the pediatrician. */
const BANDS = [
  { from: 0, to: 1, fill: '#fee2e2' },
  { from: 1, to: 2, fill: '#fef3c7' },
  { from: 2, to: 4, fill: '#dcfce7' },
  { from: 4, to: 5, fill: '#fef3c7' },
  { from: 5, to: 6, fill: '#fee2e2' },
] as const;

const AXIS_LABEL = {
  days: 'Idade (meses; a = anos)',
  cm: 'Comprimento ou altura (cm)',
  weeks: 'Idade pós-menstrual (semanas)',
} as const;

function niceStep(span: number) {
  const raw = span / 6;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw)!;
}

/**
 * One WHO chart in plain SVG: the shaded bands and lines of the Caderneta over `range`, and the
 * baby's points joined. `xUnit` says whether x is an age (ticks in months), a length (cm) or a
 * postmenstrual age (weeks, the preterm curve).
 */
export function GrowthChart({
  curve,
  points,
  range,
  xUnit,
  yUnit,
}: {
  curve: readonly CurvePoint[];
  points: ChartPoint[];
  range: readonly [number, number];
  xUnit: 'days' | 'cm' | 'weeks';
  yUnit: string;
}) {
  const shown = curve.filter(([x]) => x >= range[0] && x <= range[1]);
  const inRange = points.filter((p) => p.x >= range[0] && p.x <= range[1]);
  const saved = inRange.filter((p) => !p.pending);
  const ys = [...shown.flatMap((p) => [p[1], p[5]]), ...inRange.map((p) => p.y)];
  const yStep = niceStep(Math.max(...ys) - Math.min(...ys));
  const yMin = Math.floor(Math.min(...ys) / yStep) * yStep;
  const yMax = Math.ceil(Math.max(...ys) / yStep) * yStep;
  const sx = (x: number) => PAD.left + ((x - range[0]) / (range[1] - range[0])) * (WIDTH - PAD.left - PAD.right);
  const sy = (y: number) => HEIGHT - PAD.bottom - ((y - yMin) / (yMax - yMin)) * (HEIGHT - PAD.top - PAD.bottom);
  const edge = (index: number) => (index === 0 ? yMin : index === 6 ? yMax : null);
  const yAt = (p: CurvePoint, index: number) => edge(index) ?? p[index as 1 | 2 | 3 | 4 | 5];

  const band = (from: number, to: number) =>
    [
      ...shown.map((p) => `${sx(p[0])},${sy(yAt(p, to))}`),
      ...[...shown].reverse().map((p) => `${sx(p[0])},${sy(yAt(p, from))}`),
    ].join(' ');

  const months = xUnit === 'days';
  const xTicks: { x: number; label: string }[] = [];
  if (months) {
    const [first, last] = [Math.round(range[0] / DAYS_PER_MONTH), Math.round(range[1] / DAYS_PER_MONTH)];
    const every = last - first > 24 ? 6 : 2;
    for (let m = first; m <= last; m += every)
      xTicks.push({ x: m * DAYS_PER_MONTH, label: m % 12 === 0 && m > 0 ? `${m / 12}a` : String(m) });
  } else if (xUnit === 'weeks') {
    for (let week = Math.ceil(range[0] / 4) * 4; week <= range[1]; week += 4)
      xTicks.push({ x: week, label: String(week) });
  } else {
    const every = range[1] - range[0] > 50 ? 10 : 5;
    for (let cm = Math.ceil(range[0] / every) * every; cm <= range[1]; cm += every)
      xTicks.push({ x: cm, label: String(cm) });
  }
  const yTicks: number[] = [];
  for (let y = yMin; y <= yMax + 1e-9; y += yStep) yTicks.push(Math.round(y * 100) / 100);
  const last = shown.at(-1);

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden>
      {BANDS.map(({ from, to, fill }) => (
        <polygon key={from} points={band(from, to)} fill={fill} />
      ))}
      {yTicks.map((y) => (
        <g key={y}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={sy(y)} y2={sy(y)} stroke="#000" strokeOpacity={0.08} />
          <text x={PAD.left - 4} y={sy(y) + 3} textAnchor="end" fontSize={10} fill="#4b5563">
            {y.toLocaleString('pt-BR')}
          </text>
        </g>
      ))}
      {xTicks.map(({ x, label }) => (
        <g key={x}>
          <line x1={sx(x)} x2={sx(x)} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke="#000" strokeOpacity={0.08} />
          <text x={sx(x)} y={HEIGHT - PAD.bottom + 13} textAnchor="middle" fontSize={10} fill="#4b5563">
            {label}
          </text>
        </g>
      ))}
      <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={10} fill="#4b5563">
        {AXIS_LABEL[xUnit]}
      </text>
      <text
        x={4}
        y={PAD.top + 2}
        fontSize={10}
        fill="#4b5563"
        dominantBaseline="hanging"
        transform={`rotate(-90 4 ${PAD.top + 2})`}
        textAnchor="end"
      >
        {yUnit}
      </text>
      {LINES.map(({ index, color, label }) => (
        <g key={index}>
          <polyline
            points={shown.map((p) => `${sx(p[0])},${sy(p[index])}`).join(' ')}
            fill="none"
            stroke={color}
            strokeWidth={index === 3 ? 1.6 : 1.1}
          />
          {last && (
            <text x={sx(last[0]) + 3} y={sy(last[index]) + 3} fontSize={9} fill={color}>
              {label}
            </text>
          )}
        </g>
      ))}
      {/* Through every point dashed, under the saved ones' solid line: what shows dashed leads to a pending point. */}
      {inRange.some((p) => p.pending) && inRange.length > 1 && (
        <polyline
          points={inRange.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')}
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth={2}
          strokeDasharray="5 4"
        />
      )}
      {saved.length > 1 && (
        <polyline
          points={saved.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')}
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth={2}
        />
      )}
      {inRange.map((p) => (
        <circle
          key={`${p.x}-${p.y}-${p.pending ? 'pending' : 'saved'}`}
          cx={sx(p.x)}
          cy={sy(p.y)}
          r={4}
          fill={p.pending ? '#fff' : 'var(--color-primary)'}
          stroke={p.pending ? 'var(--color-primary)' : '#fff'}
          strokeWidth={1.5}
          strokeDasharray={p.pending ? '2 1.5' : undefined}
        />
      ))}
    </svg>
  );
}
