// 抓拍统计 (001 §7.11 getAiStatistics): the period's numbers at a glance (抓拍次数, 人数, 未实名, 未教育, 陌生人 and
// their shares), the daily trend and the make-up of the people captured; 查询 re-reads the chosen period.
import { useQuery } from '@tanstack/react-query';
import { CHART_COLORS } from '@/lib/constants';
import { useDateRange } from '@/lib/use-date-range';
import { ChartCard } from '@/ui/chart-card';
import { DistributionPie } from '@/ui/charts';
import { DateRangeBar } from '@/ui/date-range-bar';
import { StatCards, type Stat } from '@/ui/stat-cards';
import type { Tone } from '@/ui/status-tag';
import { statisticsQuery } from './ai-queries';
import { TrendChart } from './charts';
import { errorText } from '@/lib/error-text';
import { LoadFailed } from '@/ui/retry-failed';

const rate = (v: number | undefined) => (v === undefined ? undefined : `${v.toFixed(2)}%`);

/** People of one kind with their share of those captured (占比) under the number. */
const shareStat = (label: string, value: number | undefined, share: number | undefined, tone: Tone): Stat => ({
  label,
  value,
  unit: '人',
  tone,
  hint: `占比 ${rate(share) ?? '—'}`,
});

export default function StatisticsPage() {
  const { range, apply } = useDateRange();
  const stats = useQuery(statisticsQuery(range));
  const s = stats.data;
  const error = errorText(stats.error);
  const cards: Stat[] = [
    { label: '抓拍总次数', value: s?.captureTotal, unit: '次' },
    { label: '抓拍人数', value: s?.personCount, unit: '人', hint: '同一人去重' },
    { label: '实名工人', value: s?.realNameCount, unit: '人', tone: 'success' },
    shareStat('未实名人员', s?.unRealNameCount, s?.unRealNameRate, 'danger'),
    { label: '已教育', value: s?.educatedCount, unit: '人', tone: 'success' },
    shareStat('未教育工人', s?.unEducatedCount, s?.unEducatedRate, 'warning'),
    { label: '陌生人抓拍', value: s?.strangerCount, unit: '次', tone: 'muted' },
  ];
  const parts = [
    { name: '已实名已教育', value: s?.educatedCount ?? 0, color: CHART_COLORS[1] },
    { name: '已实名未教育', value: s?.unEducatedCount ?? 0, color: CHART_COLORS[2] },
    { name: '未实名', value: s?.unRealNameCount ?? 0, color: CHART_COLORS[3] },
  ].filter((p) => p.value > 0);
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="抓拍统计" range={range} onApply={apply}>
        <span>AI 人脸抓拍的实名与教育情况</span>
      </DateRangeBar>
      <section aria-label="抓拍概况">
        {error ? (
          <LoadFailed className="rounded-md bg-white px-4 py-3 shadow-sm" error={stats.error} />
        ) : (
          <StatCards items={cards} className="xl:grid-cols-7" />
        )}
      </section>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard
          title="逐日抓拍趋势"
          className="xl:col-span-2"
          height={320}
          loading={stats.isPending}
          error={error}
          empty={!s?.trend.categories.length}
        >
          <TrendChart chart={s?.trend} />
        </ChartCard>
        <ChartCard title="抓拍人员构成" height={320} loading={stats.isPending} error={error} empty={!parts.length}>
          <DistributionPie items={parts} unit="人" legend="bottom" />
        </ChartCard>
      </div>
    </div>
  );
}
