// The charts of AI 人脸抓拍, drawn with the shared ComboChart: the daily trend and 未教育 people per group
// (班组, 工种) with their share.
import { CHART_COLORS } from '@/lib/constants';
import { seriesRows, type ChartSeriesLike } from '@/lib/chart-series';
import { ComboChart, type ComboSeries } from '@/ui/charts';

/** Daily trend: the first series (抓拍次数) as bars on the left axis, the others (people) as lines on the right. */
export function TrendChart({ chart }: { chart: ChartSeriesLike | undefined }) {
  const { rows, names } = seriesRows(chart);
  const series: ComboSeries[] = names.map((name, k) =>
    k === 0
      ? { key: 's0', name, color: CHART_COLORS[0] }
      : { key: `s${k}`, name, kind: 'line', axis: 'right', color: CHART_COLORS[(k + 1) % CHART_COLORS.length] },
  );
  return <ComboChart data={rows} xKey="category" right="count" unit="次" barSize={28} series={series} />;
}

/** 未教育 people per group: bars of the count, a line of the share (%). */
export function UnEducatedChart({ rows }: { rows: { name: string; count: number; rate?: number | undefined }[] }) {
  return (
    <ComboChart
      data={rows}
      xKey="name"
      everyTick
      unit="人"
      barSize={28}
      series={[
        { key: 'count', name: '未教育人数', color: CHART_COLORS[2] },
        { key: 'rate', name: '未教育占比', kind: 'line', axis: 'right', color: CHART_COLORS[3] },
      ]}
    />
  );
}
