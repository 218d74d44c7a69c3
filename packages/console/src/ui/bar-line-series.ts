// The series of a chart of counts with one line over them: the bars on the left axis, then the line (a rate or a
// duration) on the right axis in the palette's fifth colour.
import { CHART_COLORS } from '@/lib/constants';
import type { ComboSeries } from './charts';

export interface ChartBar {
  key: string;
  name: string;
  /** Defaults to the chart palette in order. */
  color?: string | undefined;
  /** Bars with the same stack id are stacked. */
  stack?: string;
}

export function barLineSeries(bars: readonly ChartBar[], line?: { key: string; name: string }): ComboSeries[] {
  return [
    ...bars.map((b) => ({ key: b.key, name: b.name, color: b.color, ...(b.stack ? { stack: b.stack } : {}) })),
    ...(line
      ? [{ key: line.key, name: line.name, kind: 'line' as const, axis: 'right' as const, color: CHART_COLORS[4] }]
      : []),
  ];
}
