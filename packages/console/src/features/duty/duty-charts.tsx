// The charts of the duty screens (recharts, loaded only with them): a server series as bars and rate lines, a
// distribution as a ring, the last 30 days stacked by result, and key-position performance per person.
// Generic pieces (SeriesChart, DistributionPie) are candidates for ui/.
import {
  Bar,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  Pie,
  PieChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS } from '@/lib/constants';
import { isRateSeries, seriesRows, type ChartSeries } from './duty-model';

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

export interface DayResult {
  date: string;
  completeCount: number;
  substandardCount?: number | undefined;
  absentCount?: number | undefined;
  completeRate: number;
}

/** The last 30 days: 已完成 / 未达标 / 缺勤 stacked, and the completion rate. */
export function ThirtyDaysChart({ days }: { days: readonly DayResult[] }) {
  const data = days.map((d) => ({ ...d, label: d.date.slice(5) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} />
        <YAxis yAxisId="count" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis
          yAxisId="rate"
          orientation="right"
          domain={[0, 100]}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          tickFormatter={percentTick}
        />
        <Tooltip
          labelFormatter={(_, payload) => String((payload?.[0]?.payload as DayResult | undefined)?.date ?? '')}
          formatter={(value, name) => (name === '完成率' ? `${Number(value).toFixed(2)}%` : `${String(value)} 人次`)}
        />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          stackId="r"
          dataKey="completeCount"
          name="已完成"
          fill={CHART_COLORS[1]}
          maxBarSize={18}
        />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          stackId="r"
          dataKey="substandardCount"
          name="未达标"
          fill={CHART_COLORS[2]}
          maxBarSize={18}
        />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          stackId="r"
          dataKey="absentCount"
          name="缺勤"
          fill={CHART_COLORS[3]}
          maxBarSize={18}
          radius={[3, 3, 0, 0]}
        />
        <Line
          isAnimationActive={false}
          yAxisId="rate"
          dataKey="completeRate"
          name="完成率"
          stroke={CHART_COLORS[0]}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Per group (岗位、人员): two counts as bars and a rate line. */
export function GroupRateChart({
  rows,
  planLabel,
  doneLabel,
  rateLabel,
  threshold,
}: {
  rows: readonly { name: string; plan: number; done: number; rate: number }[];
  planLabel: string;
  doneLabel: string;
  rateLabel: string;
  /** A dashed line at this rate (the rule's requirement). */
  threshold?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="name" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} interval={0} />
        <YAxis yAxisId="count" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis
          yAxisId="rate"
          orientation="right"
          domain={[0, 100]}
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          tickFormatter={percentTick}
        />
        <Tooltip formatter={(value, name) => (name === rateLabel ? `${Number(value).toFixed(1)}%` : value)} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          dataKey="plan"
          name={planLabel}
          fill={CHART_COLORS[7]}
          radius={[3, 3, 0, 0]}
          maxBarSize={24}
        />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          dataKey="done"
          name={doneLabel}
          fill={CHART_COLORS[0]}
          radius={[3, 3, 0, 0]}
          maxBarSize={24}
        />
        <Line
          isAnimationActive={false}
          yAxisId="rate"
          dataKey="rate"
          name={rateLabel}
          stroke={CHART_COLORS[2]}
          strokeWidth={2}
          dot={{ r: 3 }}
        />
        {threshold != null ? (
          <ReferenceLine
            yAxisId="rate"
            y={threshold}
            stroke={CHART_COLORS[3]}
            strokeDasharray="4 3"
            label={{ value: `要求 ${threshold}%`, fontSize: 11, fill: CHART_COLORS[3], position: 'insideTopRight' }}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
