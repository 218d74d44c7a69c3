// The charts of the helmet statistics screens (recharts, loaded only with these screens): use day by day, monthly
// turnover with loss and damage, and 未佩戴 day by day or per branch.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from '@/lib/constants';

const AXIS = { fontSize: 12, fill: '#6b7280' };
const GRID = '#eef0f3';
const percent = (v: unknown) => `${Number(v).toFixed(2)}%`;

export interface ChartBar {
  key: string;
  name: string;
  /** Defaults to the chart palette in order. */
  color?: string | undefined;
  /** Bars with the same stack id are stacked. */
  stack?: string;
}

/** Bars of counts on the left axis and one rate (%) line on the right axis. */
export function CountRateChart({
  rows,
  x,
  bars,
  rate,
  unit = '',
  xLabel,
}: {
  rows: readonly object[];
  x: string;
  bars: readonly ChartBar[];
  rate?: { key: string; name: string };
  unit?: string;
  /** How an x value shows (dates shortened to MM-DD). */
  xLabel?: (value: string) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey={x}
          tick={AXIS}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          interval={0}
          tickFormatter={xLabel ? (v: string) => xLabel(String(v)) : undefined}
        />
        <YAxis yAxisId="count" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        {rate ? (
          <YAxis
            yAxisId="rate"
            orientation="right"
            domain={[0, 'auto']}
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => `${v}%`}
          />
        ) : null}
        <Tooltip
          formatter={(value, name) => (rate && name === rate.name ? percent(value) : `${String(value)}${unit}`)}
        />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        {bars.map((b, i) => (
          <Bar
            key={b.key}
            isAnimationActive={false}
            yAxisId="count"
            dataKey={b.key}
            name={b.name}
            fill={b.color ?? CHART_COLORS[i % CHART_COLORS.length]}
            stackId={b.stack}
            radius={b.stack ? undefined : [3, 3, 0, 0]}
            maxBarSize={26}
          />
        ))}
        {rate ? (
          <Line
            isAnimationActive={false}
            yAxisId="rate"
            dataKey={rate.key}
            name={rate.name}
            stroke={CHART_COLORS[4]}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export const dayLabel = (date: string) => date.slice(5);
