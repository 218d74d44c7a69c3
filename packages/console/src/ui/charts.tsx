// The console's one chart kit (recharts; only lazy screen chunks import it, so the login page never loads it). No
// feature imports recharts itself: every chart is one of these, set up by a config of series.
// - `ComboChart`: bars, lines and areas over one category axis — counts on the left axis, rates (0–100 %) or a
//   second count/unit scale on the right; stacks, dashed lines, a requirement line, per-bar colours, clickable bars;
//   `layout="vertical"` draws a ranking of horizontal bars with the categories down the left.
// - `SeriesChart`: a server `ChartSeries` through ComboChart (rate series on the right axis).
// - `DistributionPie`: a distribution as a ring with its legend, optionally clickable.
// Animation is off so screenshots and tests see the final state.
import {
  Area,
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
} from 'recharts';
import { CHART_COLORS } from '@/lib/constants';
import { isRateSeries, seriesRows, type ChartSeriesLike } from '@/lib/chart-series';
import { CategoryAxes, CHART_GRID, leftBottom, RankingAxes, RequirementLine, tooltipFormat } from './chart-parts';

export { percentTick } from './chart-parts';
/** The palette colour of the i-th series or slice. */
export const chartColor = (i: number) => CHART_COLORS[i % CHART_COLORS.length] ?? '#0081cc';
/** A date category (`2026-11-23`) as `11-23`; anything else unchanged. */
export const shortDay = (v: string) => (/^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(5, 10) : v);
/** A long company or project name on an axis: its first 6 characters. */
export const clipName = (name: string) => (name.length > 6 ? `${name.slice(0, 6)}…` : name);
const LEGEND = { iconSize: 10, wrapperStyle: { fontSize: 12 } } as const;

export interface ComboSeries<T = object> {
  /** The row field drawn. */
  key: string;
  /** Legend and tooltip name. */
  name: string;
  /** Bars (default), a line or a (stacked) area. */
  kind?: 'bar' | 'line' | 'area';
  /** Left count axis (default) or the right axis. */
  axis?: 'left' | 'right';
  color?: string | undefined;
  /** Bars or areas with the same stack id are stacked. */
  stack?: string;
  /** Draw the line's points (default true; a number is their radius). */
  dots?: boolean | number;
  /** A dashed line (a reference such as 应出勤人数). */
  dashed?: boolean;
  /** A line's width in px (default 2; a total drawn over its parts may be wider). */
  width?: number;
  /** Bar thickness in px (default: the chart's `barSize` as a maximum). */
  barSize?: number;
  /** A colour per bar (by its row), e.g. by status or risk level. */
  colorOf?: (row: T, index: number) => string | undefined;
  /** The value written at the end of each bar. */
  label?: (value: unknown) => string;
  /** A click on a bar gives its row (the bar shows a pointer). */
  onPick?: (row: T) => void;
}

interface ComboProps<T> {
  data: readonly T[] | null | undefined;
  /** The category field. */
  xKey: string;
  series: readonly ComboSeries<T>[];
  /** What the right axis holds: `rate` (0–`rateMax` %), `count` (a second count scale) or a unit (`h`). */
  right?: 'rate' | 'count' | { unit: string };
  /** The top of the rate axis (default 100; `auto` for rates that pass 100 %). */
  rateMax?: number | 'auto';
  /** The bottom of the left axis (default 0; a function of the data's lowest value, e.g. to spread close lines). */
  leftMin?: number | ((lowest: number) => number);
  /** Follows counts in the tooltip (人, 次). */
  unit?: string;
  /** Decimals of a rate in the tooltip (default 2). */
  rateDigits?: number;
  /** A dashed line on the rate axis at this value (the rule's requirement), labelled 要求 N%. */
  threshold?: number | undefined;
  /** The tooltip title from the hovered row (default: the category). */
  tooltipLabel?: (row: T) => string;
  /** How a category shows on the axis (dates shortened, long names clipped). */
  xLabel?: (value: string) => string;
  /** Show every category label (for a few named groups) instead of letting recharts thin them. */
  everyTick?: boolean;
  /** The largest bar thickness in px (default 26). */
  barSize?: number;
  /** `vertical`: horizontal bars, the categories down the left (a ranking); the value axis may be a rate. */
  layout?: 'horizontal' | 'vertical';
  /** Width of the category axis of a vertical chart in px (default 120). */
  categoryWidth?: number;
  /** The legend (default shown); a function names each entry (long names clipped). */
  legend?: boolean | ((name: string) => string);
  /** How the value axes write their ticks (money in 万元). */
  leftTick?: (value: number) => string;
  rightTick?: (value: number) => string;
  /** The tooltip's text of a value (default: rates with %, counts with `unit`). */
  tooltipValue?: (value: unknown, name: string) => string;
}

/**
 * Bars, lines and areas over one category axis. `right` says what the right axis holds; `unit` follows counts in the
 * tooltip, and rates get `rateDigits` decimals and %.
 */
export function ComboChart<T extends object>({
  data,
  xKey,
  series,
  right = 'rate',
  rateMax = 100,
  leftMin,
  unit,
  rateDigits = 2,
  threshold,
  tooltipLabel,
  xLabel,
  everyTick = false,
  barSize = 26,
  layout = 'horizontal',
  categoryWidth = 120,
  legend = true,
  leftTick,
  rightTick,
  tooltipValue,
}: ComboProps<T>) {
  const rows = [...(data ?? [])];
  const vertical = layout === 'vertical';
  const format = tooltipFormat(series, { vertical, right, unit, rateDigits, tooltipValue });
  const lastOfStack = new Map<string, string>();
  for (const s of series) if (s.stack && (s.kind ?? 'bar') === 'bar') lastOfStack.set(s.stack, s.key);
  const categoryTick = xLabel ? (v: unknown) => xLabel(String(v)) : undefined;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={rows}
        layout={vertical ? 'vertical' : 'horizontal'}
        margin={vertical ? { top: 0, right: 40, bottom: 0, left: 0 } : { top: 8, right: 8, bottom: 0, left: -8 }}
      >
        <CartesianGrid stroke={CHART_GRID} vertical={vertical} horizontal={!vertical} />
        {vertical ? (
          <RankingAxes {...{ xKey, right, rateMax, categoryWidth, categoryTick }} />
        ) : (
          <CategoryAxes
            {...{ xKey, everyTick, categoryTick, leftTick, right, rateMax, rightTick }}
            bottom={leftBottom(rows, series, leftMin)}
            hasRight={series.some((s) => s.axis === 'right')}
          />
        )}
        <Tooltip
          formatter={format}
          {...(tooltipLabel
            ? {
                labelFormatter: (label: unknown, payload: readonly { payload?: unknown }[] | undefined) => {
                  const row = payload?.[0]?.payload as T | undefined;
                  return row ? tooltipLabel(row) : String(label);
                },
              }
            : {})}
        />
        {legend ? <Legend {...LEGEND} {...(typeof legend === 'function' ? { formatter: legend } : {})} /> : null}
        {series.map((s, i) => drawSeries(s, i, { rows, vertical, barSize, lastOfStack }))}
        {threshold != null && !vertical ? <RequirementLine threshold={threshold} /> : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

function drawSeries<T>(
  s: ComboSeries<T>,
  i: number,
  {
    rows,
    vertical,
    barSize,
    lastOfStack,
  }: { rows: readonly T[]; vertical: boolean; barSize: number; lastOfStack: Map<string, string> },
) {
  const color = s.color ?? chartColor(i);
  const axis = vertical ? {} : { yAxisId: s.axis ?? 'left' };
  if (s.kind === 'line') {
    const r = typeof s.dots === 'number' ? s.dots : 3;
    return (
      <Line
        key={s.key}
        isAnimationActive={false}
        {...axis}
        dataKey={s.key}
        name={s.name}
        stroke={color}
        strokeWidth={s.width ?? (s.dashed ? 1.5 : 2)}
        {...(s.dashed ? { strokeDasharray: '4 3' } : {})}
        dot={s.dots === false || (s.dashed && s.dots === undefined) ? false : { r }}
      />
    );
  }
  if (s.kind === 'area')
    return (
      <Area
        key={s.key}
        isAnimationActive={false}
        {...axis}
        type="monotone"
        dataKey={s.key}
        name={s.name}
        stroke={color}
        fill={color}
        fillOpacity={0.35}
        {...(s.stack ? { stackId: s.stack } : {})}
      />
    );
  const top = !s.stack || lastOfStack.get(s.stack) === s.key;
  const radius: [number, number, number, number] = vertical ? [0, 3, 3, 0] : [3, 3, 0, 0];
  const pick = s.onPick;
  return (
    <Bar
      key={s.key}
      isAnimationActive={false}
      {...axis}
      dataKey={s.key}
      name={s.name}
      fill={color}
      {...(s.barSize ? { barSize: s.barSize } : { maxBarSize: barSize })}
      {...(s.stack ? { stackId: s.stack } : {})}
      {...(top ? { radius } : {})}
      {...(pick ? { cursor: 'pointer', onClick: (d: { payload?: unknown }) => d.payload && pick(d.payload as T) } : {})}
    >
      {s.colorOf ? rows.map((r, k) => <Cell key={k} fill={s.colorOf?.(r, k) ?? color} />) : null}
      {s.label ? (
        <LabelList dataKey={s.key} position={vertical ? 'right' : 'top'} fontSize={11} formatter={s.label} />
      ) : null}
    </Bar>
  );
}

/** The series of a server `ChartSeries`: counts as bars (or lines with `lineCounts`), rates as lines on the right. */
export function SeriesChart({
  chart,
  lineCounts = false,
  unit,
}: {
  chart: ChartSeriesLike | null | undefined;
  lineCounts?: boolean;
  unit?: string;
}) {
  const { rows, names } = seriesRows(chart);
  const series: ComboSeries[] = names.map((name, k) => {
    const rate = isRateSeries(name);
    return {
      key: `s${k}`,
      name,
      kind: rate || lineCounts ? 'line' : 'bar',
      axis: rate ? 'right' : 'left',
      color: chartColor(k),
    };
  });
  return <ComboChart data={rows} xKey="category" series={series} {...(unit ? { unit } : {})} />;
}

export interface PieItem<R = unknown> {
  name: string;
  value: number;
  color?: string | undefined;
  /** The row the slice stands for (given back by `onPick`). */
  row?: R;
}

/** A distribution ({name, value}) as a ring with its legend; an item's `color`, else `colors[name]`, else the palette. */
export function DistributionPie<R = unknown>({
  items,
  unit,
  colors,
  legend = 'right',
  labels = true,
  onPick,
}: {
  items: readonly PieItem<R>[];
  unit: string;
  colors?: Record<string, string>;
  legend?: 'right' | 'bottom';
  /** The label beside each slice: its value (default), its share of the whole, its name and value, or none. */
  labels?: boolean | 'percent' | 'name';
  /** A click on a slice gives its item (the slices show a pointer). */
  onPick?: (item: PieItem<R>) => void;
}) {
  const label =
    labels === 'percent'
      ? ({ percent }: { percent?: number }) => `${((percent ?? 0) * 100).toFixed(1)}%`
      : labels === 'name'
        ? ({ name, value }: { name?: string; value?: number }) => `${name ?? ''} ${value ?? ''}`
        : labels
          ? ({ value }: { value?: number }) => `${value ?? ''}`
          : undefined;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          isAnimationActive={false}
          data={[...items]}
          dataKey="value"
          nameKey="name"
          innerRadius="50%"
          outerRadius="78%"
          paddingAngle={2}
          {...(label ? { label, labelLine: labels !== 'percent' } : {})}
          {...(onPick
            ? {
                cursor: 'pointer',
                onClick: (d: { payload?: PieItem<R> }) => {
                  if (d.payload) onPick(d.payload);
                },
              }
            : {})}
        >
          {items.map((it, i) => (
            <Cell key={it.name} fill={it.color ?? colors?.[it.name] ?? chartColor(i)} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => `${String(value)} ${unit}`} />
        {legend === 'right' ? (
          <Legend {...LEGEND} layout="vertical" align="right" verticalAlign="middle" />
        ) : (
          <Legend {...LEGEND} />
        )}
      </PieChart>
    </ResponsiveContainer>
  );
}
