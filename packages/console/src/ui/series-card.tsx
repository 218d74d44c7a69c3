// A dashboard card drawing a server ChartSeries (SeriesChart): its call's loading and error states, and the empty
// picture while the series has no categories.
import type { ChartSeriesLike } from '@/lib/chart-series';
import { ChartCard, type CardQuery } from './chart-card';
import { SeriesChart } from './charts';

export function SeriesCard({
  title,
  query,
  chart,
  lineCounts,
  className,
}: {
  title: string;
  query: CardQuery<unknown>;
  chart: ChartSeriesLike | null | undefined;
  /** Counts as lines instead of bars. */
  lineCounts?: boolean;
  className?: string;
}) {
  return (
    <ChartCard title={title} className={className} query={query} empty={!chart?.categories.length}>
      <SeriesChart chart={chart} lineCounts={lineCounts} />
    </ChartCard>
  );
}
