// Parts of the combo chart (ui/charts): its axes (a category chart's, a ranking's), the requirement line, the
// tooltip's value text and the left axis's bottom. recharts 3 takes its parts from components nested in the chart.
import { ReferenceLine, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from '@/lib/constants';
import type { ComboSeries } from './charts';

/** The ticks of every axis: small grey text, no tick marks. */
const AXIS_LOOK = { tick: { fontSize: 12, fill: '#6b7280' }, tickLine: false } as const;
export const CHART_GRID = '#eef0f3';
export const percentTick = (v: number) => `${v}%`;

/** What the right axis holds: `rate` (0–`rateMax` %), `count` (a second count scale) or a unit (`h`). */
type RightAxis = 'rate' | 'count' | { unit: string };

/** What both kinds of axes take: the category field and how it shows, and what the value (or right) axis holds. */
interface AxesProps {
  xKey: string;
  categoryTick: ((v: unknown) => string) | undefined;
  right: RightAxis;
  rateMax: number | 'auto';
}

/** A ranking's axes: the values along the bottom (a rate or counts), the categories down the left. */
export function RankingAxes({
  xKey,
  right,
  rateMax,
  categoryWidth,
  categoryTick,
}: AxesProps & { categoryWidth: number }) {
  return (
    <>
      <XAxis
        type="number"
        {...AXIS_LOOK}
        axisLine={false}
        {...(right === 'rate' ? { domain: [0, rateMax], tickFormatter: percentTick } : { allowDecimals: false })}
      />
      <YAxis
        type="category"
        dataKey={xKey}
        width={categoryWidth}
        {...AXIS_LOOK}
        axisLine={{ stroke: CHART_GRID }}
        interval={0}
        {...(categoryTick ? { tickFormatter: categoryTick } : {})}
      />
    </>
  );
}

/** A category chart's axes: the categories along the bottom, counts on the left and, when a series uses it, the right. */
export function CategoryAxes({
  xKey,
  everyTick,
  categoryTick,
  bottom,
  leftTick,
  right,
  rateMax,
  hasRight,
  rightTick,
}: AxesProps & {
  everyTick: boolean;
  bottom: number;
  leftTick: ((value: number) => string) | undefined;
  hasRight: boolean;
  rightTick: ((value: number) => string) | undefined;
}) {
  return (
    <>
      <XAxis
        dataKey={xKey}
        {...AXIS_LOOK}
        axisLine={{ stroke: CHART_GRID }}
        {...(everyTick ? { interval: 0 } : {})}
        {...(categoryTick ? { tickFormatter: categoryTick } : {})}
      />
      <YAxis
        yAxisId="left"
        {...AXIS_LOOK}
        axisLine={false}
        allowDecimals={false}
        domain={[bottom, 'auto']}
        {...(leftTick ? { tickFormatter: leftTick } : {})}
      />
      {hasRight ? (
        <YAxis
          yAxisId="right"
          orientation="right"
          {...AXIS_LOOK}
          axisLine={false}
          {...(right === 'rate'
            ? { domain: [0, rateMax], tickFormatter: percentTick }
            : { allowDecimals: typeof right === 'object' && Boolean(right.unit) })}
          {...(rightTick ? { tickFormatter: rightTick } : {})}
        />
      ) : null}
    </>
  );
}

/** A dashed line on the rate axis at the rule's requirement, labelled 要求 N%. */
export function RequirementLine({ threshold }: { threshold: number }) {
  return (
    <ReferenceLine
      yAxisId="right"
      y={threshold}
      stroke={CHART_COLORS[3]}
      strokeDasharray="4 3"
      label={{ value: `要求 ${threshold}%`, fontSize: 11, fill: CHART_COLORS[3], position: 'insideTopRight' }}
    />
  );
}

/** The tooltip's text of a value: `tooltipValue`'s, else rates with `rateDigits` decimals and %, counts with a unit. */
export function tooltipFormat<T>(
  series: readonly ComboSeries<T>[],
  {
    vertical,
    right,
    unit,
    rateDigits,
    tooltipValue,
  }: {
    vertical: boolean;
    right: RightAxis;
    unit: string | undefined;
    rateDigits: number;
    tooltipValue: ((value: unknown, name: string) => string) | undefined;
  },
) {
  const rightUnit = typeof right === 'object' ? right.unit : undefined;
  const rightNames = new Set(series.filter((s) => s.axis === 'right').map((s) => s.name));
  const rateNames = new Set(
    vertical && right === 'rate' ? series.map((s) => s.name) : right === 'rate' ? [...rightNames] : [],
  );
  return (value: unknown, name: unknown) => {
    if (tooltipValue) return tooltipValue(value, String(name));
    if (rateNames.has(String(name))) return `${Number(value).toFixed(rateDigits)}%`;
    if (rightUnit && rightNames.has(String(name))) return `${String(value)} ${rightUnit}`;
    return unit ? `${String(value)} ${unit}` : String(value);
  };
}

/** The bottom of the left axis: `leftMin` (default 0), or its function of the data's lowest value. */
export function leftBottom<T>(
  rows: readonly T[],
  series: readonly ComboSeries<T>[],
  leftMin: number | ((lowest: number) => number) | undefined,
) {
  if (typeof leftMin !== 'function') return leftMin ?? 0;
  const lowest = () =>
    Math.min(
      ...rows.flatMap((r) => series.map((s) => Number((r as Record<string, unknown>)[s.key]))).filter(Number.isFinite),
    );
  return leftMin(rows.length ? lowest() : 0);
}
