// The charts of 任务统计分析 (recharts, loaded only with it): a server series as bars (or lines) with rate lines on
// a right axis, and a distribution as a ring. The same two generic pieces as features/duty/duty-charts.tsx: candidates
// for ui/ (features cannot share them).
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS } from '@/lib/constants';
import { isRateSeries, seriesRows, type ChartSeries } from './stats-model';

const AXIS = { fontSize: 12, fill: '#6b7280' };
const GRID = '#eef0f3';
const percentTick = (v: number) => `${v}%`;

/** A server series: counts as bars on the left axis, rates (名称含 % 或 率) as lines on the right axis (0–100). */
export function SeriesChart({ chart, lineCounts = false }: { chart: ChartSeries | undefined; lineCounts?: boolean }) {
  const { rows, names } = seriesRows(chart);
  const hasRate = names.some(isRateSeries);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="category" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} />
        <YAxis yAxisId="count" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        {hasRate ? (
          <YAxis
            yAxisId="rate"
            orientation="right"
            domain={[0, 100]}
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            tickFormatter={percentTick}
          />
        ) : null}
        <Tooltip formatter={(value, name) => (isRateSeries(String(name)) ? `${Number(value).toFixed(2)}%` : value)} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        {names.map((name, k) =>
          isRateSeries(name) ? (
            <Line
              key={name}
              isAnimationActive={false}
              yAxisId="rate"
              dataKey={`s${k}`}
              name={name}
              stroke={CHART_COLORS[k % CHART_COLORS.length]}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          ) : lineCounts ? (
            <Line
              key={name}
              isAnimationActive={false}
              yAxisId="count"
              dataKey={`s${k}`}
              name={name}
              stroke={CHART_COLORS[k % CHART_COLORS.length]}
              strokeWidth={2}
              dot={{ r: 3 }}
            />
          ) : (
            <Bar
              key={name}
              isAnimationActive={false}
              yAxisId="count"
              dataKey={`s${k}`}
              name={name}
              fill={CHART_COLORS[k % CHART_COLORS.length]}
              radius={[3, 3, 0, 0]}
              maxBarSize={26}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** A distribution ({name, value}) as a ring with its legend; `colors` picks a colour per name. */
export function DistributionPie({
  items,
  unit,
  colors,
}: {
  items: readonly { name: string; value: number }[];
  unit: string;
  colors?: Record<string, string>;
}) {
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
          label={({ value }: { value?: number }) => `${value ?? ''}`}
        >
          {items.map((it, i) => (
            <Cell key={it.name} fill={colors?.[it.name] ?? CHART_COLORS[i % CHART_COLORS.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => `${String(value)} ${unit}`} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} layout="vertical" align="right" verticalAlign="middle" />
      </PieChart>
    </ResponsiveContainer>
  );
}
