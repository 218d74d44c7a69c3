// The charts of 劳务考勤, as configs of the console's ComboChart: attendance day by day (出勤人数 bars, 应出勤人数
// dashed and 出勤率 lines) and attendance per group (organisation, area, position: bars of people, a line of the rate).
import { CHART_COLORS } from '@/lib/constants';
import { ComboChart, shortDay } from '@/ui/charts';
import type { DayRate } from './labor-att-model';

/** Attendance day by day. */
export function DailyAttendanceChart({ days }: { days: readonly DayRate[] }) {
  return (
    <ComboChart
      data={days}
      xKey="date"
      xLabel={shortDay}
      unit="人"
      rateDigits={1}
      barSize={28}
      tooltipLabel={(d) => `${d.date} ${d.week_day ?? ''}`}
      series={[
        { key: 'attend_count', name: '出勤人数', color: CHART_COLORS[0] },
        { key: 'register_count', name: '应出勤人数', kind: 'line', dashed: true, color: CHART_COLORS[7] },
        { key: 'attendance_rate', name: '出勤率', kind: 'line', axis: 'right', color: CHART_COLORS[1] },
      ]}
    />
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
    <ComboChart
      data={rows}
      xKey="name"
      everyTick
      rateDigits={1}
      series={[
        { key: 'count', name: countLabel, color: CHART_COLORS[5] },
        { key: 'attend', name: attendLabel, color: CHART_COLORS[0] },
        { key: 'rate', name: '出勤率', kind: 'line', axis: 'right', color: CHART_COLORS[2] },
      ]}
    />
  );
}
