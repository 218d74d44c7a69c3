// The daily trend of an analysis screen (检查任务、发现隐患、闭环 …): one line per series of the server's chart, the
// days shown as MM-DD.
import { ComboChart, chartColor } from '@/ui/charts';
import { seriesRows } from './grid-task-model';

export function TrendLines({ trend }: { trend: Parameters<typeof seriesRows>[0] }) {
  return (
    <ComboChart
      data={seriesRows(trend)}
      xKey="category"
      xLabel={(v) => v.slice(5)}
      series={(trend?.series ?? []).map((s, i) => ({
        key: s.name,
        name: s.name,
        kind: 'line' as const,
        color: chartColor(i),
      }))}
    />
  );
}
