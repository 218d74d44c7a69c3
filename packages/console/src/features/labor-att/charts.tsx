// The charts of 劳务考勤 (recharts, loaded only with these screens): attendance day by day (出勤人数 bars, 在册人数
// and 出勤率 lines) and attendance per group (organisation, area, position: bars of people, a line of the rate).
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from '@/lib/constants';
import type { DayRate } from './labor-att-model';

const AXIS = { fontSize: 12, fill: '#6b7280' };
const GRID = '#eef0f3';
const percent = (v: unknown) => `${Number(v).toFixed(1)}%`;

/** Attendance day by day. */
export function DailyAttendanceChart({ days }: { days: readonly DayRate[] }) {
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
          tickFormatter={(v: number) => `${v}%`}
        />
        <Tooltip
          labelFormatter={(_, payload) => {
            const d = payload?.[0]?.payload as (DayRate & { label: string }) | undefined;
            return d ? `${d.date} ${d.week_day ?? ''}` : '';
          }}
          formatter={(value, name) => (name === '出勤率' ? percent(value) : `${String(value)} 人`)}
        />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          dataKey="attend_count"
          name="出勤人数"
          fill={CHART_COLORS[0]}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
        <Line
          isAnimationActive={false}
          yAxisId="count"
          dataKey="register_count"
          name="应出勤人数"
          stroke={CHART_COLORS[7]}
          strokeDasharray="4 3"
          dot={false}
        />
        <Line
          isAnimationActive={false}
          yAxisId="rate"
          dataKey="attendance_rate"
          name="出勤率"
          stroke={CHART_COLORS[1]}
          strokeWidth={2}
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export interface GroupRate {
  name: string;
  /** People (or attendances) counted. */
  count: number;
  /** People (or attendances) attended. */
  attend: number;
  rate: number;
}

/** Attendance per group: two bars (counted, attended) and the rate. */
export function GroupAttendanceChart({
  rows,
  countLabel,
  attendLabel,
}: {
  rows: readonly GroupRate[];
  countLabel: string;
  attendLabel: string;
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
          tickFormatter={(v: number) => `${v}%`}
        />
        <Tooltip formatter={(value, name) => (name === '出勤率' ? percent(value) : String(value))} />
        <Legend iconSize={10} wrapperStyle={{ fontSize: 12 }} />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          dataKey="count"
          name={countLabel}
          fill={CHART_COLORS[5]}
          radius={[3, 3, 0, 0]}
          maxBarSize={26}
        />
        <Bar
          isAnimationActive={false}
          yAxisId="count"
          dataKey="attend"
          name={attendLabel}
          fill={CHART_COLORS[0]}
          radius={[3, 3, 0, 0]}
          maxBarSize={26}
        />
        <Line
          isAnimationActive={false}
          yAxisId="rate"
          dataKey="rate"
          name="出勤率"
          stroke={CHART_COLORS[2]}
          strokeWidth={2}
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
