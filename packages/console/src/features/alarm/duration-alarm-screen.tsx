// 滞留报警 and 静止报警 (001 §7.6 /pc/security/alarm/{stayin,stationary}/*): one screen, two sets of calls.
// Stat cards and the area distribution follow the date range of the list's filters (kept in the URL), the list shows
// each alarm with its closed-loop status, and 导出 downloads the current filter.
import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { useListParams } from '@/lib/list-params';
import { cn } from '@/lib/cn';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { RetryFailed } from '@/ui/retry-failed';
import { ListScreen } from '@/ui/list-screen';
import { formatMinutes } from '@/domain/duration';
import { DURATION_FILTER_NAMES, durationExportBody, durationListQuery, durationRange, projectOf } from './alarm-codes';
import { CountLineChart } from '@/ui/count-line-chart';
import { DURATION_KINDS, type DurationKind } from './alarm-queries';
import { durationColumns, durationFilters } from './duration-columns';
import { errorText } from '@/lib/error-text';

type Row = components['schemas']['AlarmDurationRecord'];
type Stat = components['schemas']['AlarmDurationStat'];

export function DurationAlarmScreen({ kind }: { kind: DurationKind }) {
  const calls = DURATION_KINDS[kind];
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const perm = usePagePermission();
  const { filters } = useListParams(DURATION_FILTER_NAMES);
  const range = durationRange(filters, projectId);
  // The kinds' options differ only in their key's operationId: one useQuery call takes either.
  const stat = useQuery(calls.statQuery(range) as ReturnType<(typeof DURATION_KINDS)['stayin']['statQuery']>);
  const trend = useQuery(calls.trendQuery(range) as ReturnType<(typeof DURATION_KINDS)['stayin']['trendQuery']>);
  const areas = stat.data?.area_list;

  const filterFields = useMemo(() => durationFilters(areas), [areas]);

  const columns = useMemo(() => durationColumns(calls.noun), [calls.noun]);

  return (
    <div className="flex flex-col gap-3">
      <StatCards
        title={calls.title}
        noun={calls.noun}
        stat={stat.data}
        pending={stat.isPending}
        error={errorText(stat.error)}
      />
      <ChartCard title={`${calls.title}按日趋势`} height={240} query={trend} empty={!trend.data?.length}>
        <CountLineChart
          unit="次"
          rows={trend.data ?? []}
          x="date"
          bars={[
            { key: 'count', name: '报警次数' },
            { key: 'worker_count', name: '涉及人数' },
          ]}
          xLabel={(d) => d.slice(5)}
        />
      </ChartCard>
      <ListScreen<Row>
        id={`alarm-${kind}`}
        title={`${calls.title}明细`}
        filters={filterFields}
        columns={columns}
        operation={calls.listKey}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await calls.list(durationListQuery(values, projectId, page, size), signal);
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('alarm:export') ? (values) => calls.exportFile(durationExportBody(values, projectId)) : undefined
        }
      />
    </div>
  );
}

function StatCards({
  title,
  noun,
  stat,
  pending,
  error,
}: {
  title: string;
  noun: string;
  stat: Stat | undefined;
  pending: boolean;
  /** The server's message when the statistics call failed. */
  error: string | null;
}) {
  const failed = Boolean(error);
  const show = (v: number | undefined, unit = '') => (pending ? '…' : failed || v === undefined ? '—' : `${v}${unit}`);
  const areas = (stat?.area_list ?? []).filter((a) => a.count > 0);
  const max = Math.max(1, ...areas.map((a) => a.count));
  return (
    <section aria-label={`${title}统计`} className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Card label="报警次数" accent="text-primary">
          {show(stat?.total_count)}
        </Card>
        <Card label="涉及人数">{show(stat?.worker_count)}</Card>
        <Card label="未处理" accent={stat?.unhandled_count ? 'text-danger' : undefined}>
          {show(stat?.unhandled_count)}
        </Card>
        <Card label="今日 / 昨日">{pending ? '…' : `${stat?.today_count ?? 0} / ${stat?.yesterday_count ?? 0}`}</Card>
        <Card label={`平均${noun}时长`}>{pending ? '…' : formatMinutes(stat?.avg_duration_minutes)}</Card>
        <Card label={`最长${noun}时长`} accent="text-warning">
          {pending ? '…' : formatMinutes(stat?.max_duration_minutes)}
        </Card>
      </div>
      <div className="rounded-md bg-white p-4 shadow-sm">
        <h2 className="text-sm font-medium text-gray-700">按施工区域分布</h2>
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-2 py-6 text-sm text-danger">
            统计加载失败：{error}
            <RetryFailed />
          </div>
        ) : areas.length ? (
          <ul className="mt-3 flex flex-col gap-2.5">
            {areas.map((a) => (
              <li key={a.area_id} className="grid grid-cols-[6rem_minmax(0,1fr)_5.5rem] items-center gap-3 text-sm">
                <span className="truncate text-gray-600">{a.area_name}</span>
                <span className="h-2 overflow-hidden rounded-full bg-gray-100">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${(a.count / max) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums text-gray-700">
                  {a.count} 次<span className="ml-1 text-xs text-muted">{a.rate ?? 0}%</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-sm text-muted">{pending ? '加载中…' : '所选时段暂无报警'}</p>
        )}
      </div>
    </section>
  );
}

function Card({ label, children, accent }: { label: string; children: ReactNode; accent?: string | undefined }) {
  return (
    <div className="rounded-md bg-white px-4 py-3 shadow-sm">
      <p className="text-xs text-muted">{label}</p>
      <p className={cn('mt-1 text-2xl font-semibold tabular-nums text-gray-900', accent)}>{children}</p>
    </div>
  );
}
