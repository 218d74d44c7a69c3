// The codes of a 网格点位 check and its hazard (001 §7.5, spec/areas/grid.yaml) that the 点位任务 / 隐患处置 screens
// and the 网格化巡检 set-up screens both show, and a server chart series keyed by series name.
import { tags } from '@site/sdk';

/** 检查结论：0 未检查，1 安全，2 存在隐患. */
export const SAFE_STATUS = tags.GridPointTask.safeStatus;

/** 隐患状态：0 无隐患 → 1 待整改 → 2 待复查 → 3 复查通过（闭环）| 4 复查退回；5 已逾期. */
export const TROUBLE_STATUS = tags.GridTrouble.status;

/** A ChartSeries ({categories, series}) as chart rows: one row per category, one key per series name. */
export function namedSeriesRows(
  chart: { categories: readonly string[]; series: readonly { name: string; data: readonly number[] }[] } | undefined,
): Record<string, string | number>[] {
  if (!chart) return [];
  return chart.categories.map((category, i) => {
    const row: Record<string, string | number> = { category };
    for (const s of chart.series) row[s.name] = s.data[i] ?? 0;
    return row;
  });
}
