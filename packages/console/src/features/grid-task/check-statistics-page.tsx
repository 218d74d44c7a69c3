// 检查统计 (001 §7.5 ginCheckStatistic): for a period, the checks by type, the daily check rate and the hazards by
// category as charts, then the statistics table by organisation × month (导出 with grid:export), by project × month,
// and by participating company as the rectifying party.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboChart, DistributionPie, chartColor } from '@/ui/charts';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { StatCards } from '@/ui/stat-cards';
import { analyseBody, defaultPeriod, percent, projectOf, type AnalyseQuery, type Period } from './grid-task-model';
import { categoryStatQuery, checkRateQuery, checkTypeStatQuery, companyStatQuery } from './grid-task-queries';
import { PeriodBar } from './period-bar';
import { RateCell as Rate } from './rate-cell';
import { StatTable } from './stat-table';
import { statColumns } from './check-stat-columns';
import { LoadFailed } from '@/ui/retry-failed';

type StatRow = components['schemas']['GridCheckStatRow'];
type CompanyStat = components['schemas']['GridCompanyStat'];

/** Checks by type, the daily check rate, and hazards by category. */
function CheckCharts({ body }: { body: AnalyseQuery }) {
  // The page's own queries (the cards count them): the same keys, answered once.
  const types = useQuery(checkTypeStatQuery(body));
  const rates = useQuery(checkRateQuery(body));
  const categories = useQuery(categoryStatQuery(body));
  return (
    <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
      <ChartCard title="检查类型分布" query={types} empty={!types.data?.length}>
        <DistributionPie
          items={(types.data ?? []).map((t) => ({ name: t.typeName, value: t.checkCount }))}
          unit="次"
          legend="bottom"
          labels={false}
        />
      </ChartCard>
      <ChartCard title="检查率趋势" query={rates} empty={!rates.data?.length}>
        <ComboChart
          data={rates.data}
          xKey="date"
          xLabel={(v) => v.slice(5)}
          series={[
            { key: 'planCount', name: '应检查', color: '#a6d4f2' },
            { key: 'checkedCount', name: '已检查', color: chartColor(0) },
            { key: 'rate', name: '检查率', kind: 'line', axis: 'right', color: chartColor(2) },
          ]}
        />
      </ChartCard>
      <ChartCard title="隐患分类统计" query={categories} empty={!categories.data?.length}>
        <ComboChart
          data={categories.data}
          xKey="categoryName"
          layout="vertical"
          right="count"
          categoryWidth={84}
          series={[
            { key: 'count', name: '隐患数', color: chartColor(2) },
            { key: 'rectifiedCount', name: '已闭环', color: chartColor(1) },
          ]}
        />
      </ChartCard>
    </div>
  );
}

export default function CheckStatisticsPage() {
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const body = analyseBody(period, {});
  const types = useQuery(checkTypeStatQuery(body));
  const rates = useQuery(checkRateQuery(body));
  const categories = useQuery(categoryStatQuery(body));
  const sum = <T,>(rows: readonly T[] | undefined, pick: (r: T) => number | undefined) =>
    rows ? rows.reduce((n, r) => n + (pick(r) ?? 0), 0) : undefined;
  const planned = sum(rates.data, (r) => r.planCount);
  const checked = sum(rates.data, (r) => r.checkedCount);
  const hazards = sum(categories.data, (c) => c.count);
  const closed = sum(categories.data, (c) => c.rectifiedCount);
  return (
    <div className="flex flex-col gap-3">
      <PeriodBar period={period} onChange={setPeriod} />
      <StatCards
        items={[
          { label: '检查次数', value: sum(types.data, (t) => t.checkCount), unit: '次' },
          {
            label: '点位任务检查率',
            value: planned ? Number(((100 * (checked ?? 0)) / planned).toFixed(2)) : planned === 0 ? 0 : undefined,
            unit: '%',
            hint: planned === undefined ? undefined : `应检 ${planned}，已检 ${checked ?? 0}`,
            tone: 'success',
          },
          { label: '发现隐患', value: hazards, unit: '项', tone: 'warning' },
          {
            label: '已闭环隐患',
            value: closed,
            unit: '项',
            tone: 'success',
            hint: hazards ? `闭环率 ${percent((100 * (closed ?? 0)) / hazards)}` : undefined,
          },
        ]}
      />
      <CheckCharts body={body} />
      <PageTabs
        label="检查统计明细"
        tabs={[
          { key: 'org', label: '按组织', render: () => <StatList period={period} by="org" /> },
          { key: 'project', label: '按项目', render: () => <StatList period={period} by="project" /> },
          { key: 'company', label: '按参建单位', render: () => <CompanyStats period={period} /> },
        ]}
      />
    </div>
  );
}

function StatList({ period, by }: { period: Period; by: 'org' | 'project' }) {
  const perm = usePagePermission();
  const columns = useMemo(() => statColumns(by), [by]);
  return (
    <ListScreen<StatRow>
      id={`grid-check-stat-${by}`}
      title={by === 'org' ? '按组织统计' : '按项目统计'}
      columns={columns}
      operation={by === 'org' ? 'pageGridCheckStatistics' : 'pageGridProjectCheckStatistics'}
      scope={period}
      rowId={(r) => `${r.month ?? ''}-${r.orgId}-${r.projectId ?? ''}`}
      load={async ({ page, size, signal }) => {
        const body = analyseBody(period, {}, { page, limit: size });
        const env =
          by === 'org'
            ? await api.POST('/grid/ginCheckStatistic/list', { body, signal })
            : await api.POST('/grid/ginCheckStatistic/listProject', { body, signal });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        by === 'org' && perm.hasPerm('grid:export')
          ? () => api.POST('/grid/ginCheckStatistic/listExport', { body: analyseBody(period, {}) })
          : undefined
      }
    />
  );
}

function CompanyStats({ period }: { period: Period }) {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const stats = useQuery(companyStatQuery({ ...period, ...(projectId ? { projectId } : {}) }));
  return (
    <section className="rounded-md bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-base font-semibold text-gray-900">按参建单位统计</h2>
      {stats.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-muted">
          加载中…
        </p>
      ) : stats.isError ? (
        <LoadFailed className="justify-center py-10" error={stats.error} />
      ) : (
        <StatTable<CompanyStat>
          label="按参建单位统计"
          rows={stats.data}
          rowKey={(r) => r.companyId}
          columns={[
            {
              key: 'companyName',
              header: '参建单位',
              cell: (r) => <span className="font-medium text-gray-900">{r.companyName}</span>,
            },
            { key: 'companyType', header: '单位类型', cell: (r) => r.companyType ?? '—' },
            { key: 'troubleCount', header: '责任隐患', align: 'right', cell: (r) => r.troubleCount },
            { key: 'rectifiedCount', header: '已闭环', align: 'right', cell: (r) => r.rectifiedCount ?? '—' },
            {
              key: 'overdueCount',
              header: '逾期未整改',
              align: 'right',
              cell: (r) => (
                <span className={r.overdueCount ? 'font-medium text-danger' : undefined}>{r.overdueCount ?? '—'}</span>
              ),
            },
            { key: 'rectifyRate', header: '闭环率', cell: (r) => <Rate value={r.rectifyRate} /> },
            {
              key: 'avgRectifyDays',
              header: '平均整改用时',
              align: 'right',
              cell: (r) => (r.avgRectifyDays === undefined ? '—' : `${r.avgRectifyDays} 天`),
            },
          ]}
        />
      )}
    </section>
  );
}
