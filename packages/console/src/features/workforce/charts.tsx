// Chart pieces shared by the 数据分析 screens (recharts; imported only by the lazy screen chunks): a ChartSeries as
// lines, stacked areas or stacked bars, and a share pie with its labels. Animation is off so a screenshot or a
// quick look never catches a half-drawn chart.
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLORS } from '@/lib/constants';
import { seriesRows, type Series } from './workforce-model';

export const color = (i: number) => CHART_COLORS[i % CHART_COLORS.length] ?? '#0081cc';
/** Long company or project names on an axis: the first 6 characters. */
export const clip = (name: string) => (name.length > 6 ? `${name.slice(0, 6)}…` : name);
export const AXIS = { fontSize: 12, stroke: '#8c8c8c' } as const;
export const LEGEND = { fontSize: 12 } as const;

/** A ChartSeries (categories × named series): lines, stacked areas or stacked bars. */
export function SeriesChart({
  data,
  kind,
  unit = '人',
}: {
  data: Series | undefined;
  kind: 'line' | 'area' | 'bar';
  unit?: string;
}) {
  const { rows, keys } = seriesRows(data);
  const common = { data: rows, margin: { top: 8, right: 12, bottom: 0, left: -12 } };
  const tooltip = <Tooltip formatter={(v) => `${String(v)} ${unit}`} />;
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="category"
        {...AXIS}
        tickFormatter={(c: string) => (/^\d{4}-\d{2}-\d{2}$/.test(c) ? c.slice(5) : c)}
      />
      <YAxis {...AXIS} allowDecimals={false} />
      {tooltip}
      <Legend wrapperStyle={LEGEND} formatter={(v: string) => clip(v)} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {kind === 'line' ? (
        <LineChart {...common}>
          {axes}
          {keys.map((k, i) => (
            <Line
              key={k.key}
              isAnimationActive={false}
              dataKey={k.key}
              name={k.name}
              stroke={color(i)}
              strokeWidth={2}
              dot={{ r: 2 }}
            />
          ))}
        </LineChart>
      ) : kind === 'area' ? (
        <AreaChart {...common}>
          {axes}
          {keys.map((k, i) => (
            <Area
              key={k.key}
              isAnimationActive={false}
              type="monotone"
              stackId="all"
              dataKey={k.key}
              name={k.name}
              stroke={color(i)}
              fill={color(i)}
              fillOpacity={0.35}
            />
          ))}
        </AreaChart>
      ) : (
        <BarChart {...common}>
          {axes}
          {keys.map((k, i) => (
            <Bar
              key={k.key}
              isAnimationActive={false}
              stackId="all"
              dataKey={k.key}
              name={k.name}
              fill={color(i)}
              maxBarSize={36}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

/** Shares of a whole: a ring with a legend of names; a click on a slice reports its row. */
export function SharePie<R>({
  rows,
  name,
  value,
  fill,
  onPick,
  unit = '人',
}: {
  rows: readonly R[];
  name: (r: R) => string;
  value: (r: R) => number;
  fill?: (r: R, i: number) => string;
  onPick?: (r: R) => void;
  unit?: string;
}) {
  const data = rows.map((r, i) => ({ name: name(r), value: value(r), row: r, fill: fill ? fill(r, i) : color(i) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          isAnimationActive={false}
          data={data}
          dataKey="value"
          nameKey="name"
          cx="42%"
          innerRadius="42%"
          outerRadius="68%"
          paddingAngle={1}
          label={({ percent }: { percent?: number }) => `${((percent ?? 0) * 100).toFixed(1)}%`}
          labelLine={false}
          cursor={onPick ? 'pointer' : undefined}
          onClick={(d: { payload?: { row: R } }) => {
            if (onPick && d.payload) onPick(d.payload.row);
          }}
        >
          {data.map((d) => (
            <Cell key={d.name} fill={d.fill} />
          ))}
        </Pie>
        <Tooltip formatter={(v) => `${String(v)} ${unit}`} />
        <Legend wrapperStyle={LEGEND} layout="vertical" align="right" verticalAlign="middle" />
      </PieChart>
    </ResponsiveContainer>
  );
}
