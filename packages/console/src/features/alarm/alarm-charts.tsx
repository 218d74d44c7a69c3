// The charts of the alarm dashboards (recharts, loaded only with these screens): counts with a rate or duration
// line, alarms per day stacked by type, the share of each type, and a ranking of horizontal bars.
import {
  Bar,
  BarChart,
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

const AXIS = { fontSize: 12, fill: '#6b7280' };
const GRID = '#eef0f3';
const colorAt = (i: number) => CHART_COLORS[i % CHART_COLORS.length];

export interface ChartBar {
  key: string;
  name: string;
  color?: string | undefined;
}

/** Bars of counts (left axis) and one line (right axis): a rate in % or a duration in minutes. */
export function CountLineChart({
  rows,
  x,
  bars,
  line,
  xLabel,
}: {
  rows: readonly object[];
  x: string;
  bars: readonly ChartBar[];
  line?: { key: string; name: string; unit: '%' | '分钟' };
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
        {line ? (
          <YAxis
            yAxisId="line"
            orientation="right"
            domain={line.unit === '%' ? [0, 100] : [0, 'auto']}
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => (line.unit === '%' ? `${v}%` : String(v))}
          />
        ) : null}
        <Tooltip
          formatter={(value, name) =>
            line && name === line.name
              ? `${Number(value).toFixed(line.unit === '%' ? 2 : 1)}${line.unit}`
              : `${String(value)} 次`
          }
        />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        {bars.map((b, i) => (
          <Bar
            key={b.key}
            isAnimationActive={false}
            yAxisId="count"
            dataKey={b.key}
            name={b.name}
            fill={b.color ?? colorAt(i)}
            radius={[3, 3, 0, 0]}
            maxBarSize={26}
          />
        ))}
        {line ? (
          <Line
            isAnimationActive={false}
            yAxisId="line"
            dataKey={line.key}
            name={line.name}
            stroke={CHART_COLORS[4]}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Alarms per day, one stacked bar segment per type (rows from seriesRows: category, s0, s1, …). */
export function StackedDayChart({
  rows,
  names,
  colorOf,
}: {
  rows: readonly Record<string, string | number>[];
  names: readonly string[];
  colorOf: (name: string, index: number) => string | undefined;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis
          dataKey="category"
          tick={AXIS}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          tickFormatter={(v: string) => String(v).slice(5)}
        />
        <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        <Tooltip formatter={(value) => `${String(value)} 次`} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        {names.map((name, i) => (
          <Bar
            key={name}
            isAnimationActive={false}
            dataKey={`s${i}`}
            name={name}
            stackId="alarms"
            fill={colorOf(name, i) ?? colorAt(i)}
            maxBarSize={32}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The share of each alarm type. */
export function TypePie({
  rows,
  colorOf,
}: {
  rows: readonly { type_name: string; count: number; rate?: number | undefined }[];
  colorOf: (name: string, index: number) => string | undefined;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          isAnimationActive={false}
          data={[...rows]}
          dataKey="count"
          nameKey="type_name"
          innerRadius="48%"
          outerRadius="76%"
          paddingAngle={2}
          label={({ name, value }) => `${String(name)} ${String(value)}`}
          fontSize={12}
        >
          {rows.map((r, i) => (
            <Cell key={r.type_name} fill={colorOf(r.type_name, i) ?? colorAt(i)} />
          ))}
        </Pie>
        <Tooltip formatter={(v) => [`${String(v)} 次`, '报警数']} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** A ranking: one horizontal bar per row, largest first as the server gives them. */
export function RankBars({
  rows,
  label,
  value,
  name,
  colors,
}: {
  rows: readonly object[];
  label: string;
  value: string;
  name: string;
  /** One colour per row (closed-loop stages); otherwise the primary colour. */
  colors?: readonly (string | undefined)[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} layout="vertical" margin={{ top: 4, right: 24, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis type="category" dataKey={label} tick={AXIS} tickLine={false} axisLine={false} width={96} />
        <Tooltip formatter={(v) => [`${String(v)} 次`, name]} />
        <Bar
          isAnimationActive={false}
          dataKey={value}
          name={name}
          fill={CHART_COLORS[0]}
          radius={[0, 3, 3, 0]}
          maxBarSize={22}
          label={{ position: 'right', fontSize: 12, fill: '#374151' }}
        >
          {colors ? rows.map((_, i) => <Cell key={i} fill={colors[i] ?? colorAt(i)} />) : null}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
