// The duty screens' own charts, drawn with the shared ComboChart: the last 30 days stacked by result with the
// completion rate, and per group (岗位、人员) the planned and done counts with a rate line and the requirement.
import { CHART_COLORS } from '@/lib/constants';
import { ComboChart } from '@/ui/charts';

export interface DayResult {
  date: string;
  completeCount: number;
  substandardCount?: number | undefined;
  absentCount?: number | undefined;
  completeRate: number;
}

/** The last 30 days: 已完成 / 未达标 / 缺勤 stacked, and the completion rate. */
export function ThirtyDaysChart({ days }: { days: readonly DayResult[] }) {
  return (
    <ComboChart
      data={days.map((d) => ({ ...d, label: d.date.slice(5) }))}
      xKey="label"
      unit="人次"
      barSize={18}
      tooltipLabel={(d) => d.date}
      series={[
        { key: 'completeCount', name: '已完成', stack: 'r', color: CHART_COLORS[1] },
        { key: 'substandardCount', name: '未达标', stack: 'r', color: CHART_COLORS[2] },
        { key: 'absentCount', name: '缺勤', stack: 'r', color: CHART_COLORS[3] },
        { key: 'completeRate', name: '完成率', kind: 'line', axis: 'right', color: CHART_COLORS[0], dots: false },
      ]}
    />
  );
}

/** Per group (岗位、人员): two counts as bars and a rate line, with a dashed line at the required rate. */
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
  threshold?: number;
}) {
  return (
    <ComboChart
      data={rows}
      xKey="name"
      everyTick
      rateDigits={1}
      barSize={24}
      threshold={threshold}
      series={[
        { key: 'plan', name: planLabel, color: CHART_COLORS[7] },
        { key: 'done', name: doneLabel, color: CHART_COLORS[0] },
        { key: 'rate', name: rateLabel, kind: 'line', axis: 'right', color: CHART_COLORS[2] },
      ]}
    />
  );
}
