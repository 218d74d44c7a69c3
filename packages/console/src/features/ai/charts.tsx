// The charts of AI 人脸抓拍 (recharts, loaded only with the screens that draw them): the daily trend, the make-up of
// the people captured, and 未教育 people per group (班组, 工种) with their share.
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

const AXIS = { fontSize: 12, fill: '#6b7280' };
const GRID = '#eef0f3';

/** Daily trend: the first series (抓拍次数) as bars on the left axis, the others as lines on the right. */
export function TrendChart({ rows, names }: { rows: Record<string, string | number>[]; names: string[] }) {
  const [first, ...rest] = names;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="category" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} />
        <YAxis yAxisId="left" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis
          yAxisId="right"
          orientation="right"
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
        />
        <Tooltip formatter={(value) => `${String(value)} 次`} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        {first ? (
          <Bar
            isAnimationActive={false}
            yAxisId="left"
            dataKey={first}
            name={first}
            fill={CHART_COLORS[0]}
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
          />
        ) : null}
        {rest.map((name, i) => (
          <Line
            key={name}
            isAnimationActive={false}
            yAxisId="right"
            dataKey={name}
            name={name}
            stroke={CHART_COLORS[(i + 2) % CHART_COLORS.length]}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Make-up of the people captured (a ring with the count in each part). */
export function MakeupChart({ parts }: { parts: { name: string; value: number; color: string | undefined }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Tooltip formatter={(value) => `${String(value)} 人`} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Pie
          isAnimationActive={false}
          data={parts}
          dataKey="value"
          nameKey="name"
          innerRadius="50%"
          outerRadius="78%"
          paddingAngle={2}
          label={({ value }: { value?: number }) => `${value ?? 0}`}
        >
          {parts.map((p) => (
            <Cell key={p.name} fill={p.color} />
          ))}
        </Pie>
      </PieChart>
    </ResponsiveContainer>
  );
}

/** 未教育 people per group: bars of the count, a line of the share (%). */
export function UnEducatedChart({ rows }: { rows: { name: string; count: number; rate?: number | undefined }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="name" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} interval={0} />
        <YAxis yAxisId="count" tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} />
        <YAxis
          yAxisId="rate"
          orientation="right"
          tick={AXIS}
          tickLine={false}
          axisLine={false}
          tickFormatter={(v: number) => `${v}%`}
        />
        <Tooltip
          formatter={(value, name) => (name === '未教育占比' ? `${Number(value).toFixed(2)}%` : `${String(value)} 人`)}
        />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          dataKey="count"
          name="未教育人数"
          fill={CHART_COLORS[2]}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
        <Line
          isAnimationActive={false}
          yAxisId="rate"
          dataKey="rate"
          name="未教育占比"
          stroke={CHART_COLORS[3]}
          strokeWidth={2}
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
