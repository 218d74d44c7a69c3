// 项目巡检分析 (001 §7.5 ginAnalyseProjectDep): one project's inspection over a period — the overview numbers, the
// daily trend, the rectification state of its hazards and each point's completion as charts; then the undone tasks,
// the rectification details, the checkers and the points as tables, each with its 导出 (grid:export).
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ComboChart, DistributionPie, chartColor, percentTick } from '@/ui/charts';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  analyseBody,
  closedLoopStats,
  doneStat,
  defaultPeriod,
  percent,
  projectOf,
  rectifyParts,
  seriesRows,
  TROUBLE_LEVEL,
  TROUBLE_STATUS,
  type AnalyseQuery,
  type Period,
  type PointTask,
} from './grid-task-model';
import {
  depCheckerQuery,
  depCompletionQuery,
  depOverviewQuery,
  depRectifyOverviewQuery,
  depTrendQuery,
} from './grid-task-queries';
import { DeadlineCell } from './deadline-cell';
import { ExportButton } from '@/ui/export-button';
import { PeriodBar } from './period-bar';
import { TrendLines } from './trend-lines';
import { RateCell } from './rate-cell';
import { StatTable } from './stat-table';
import { LoadFailed } from '@/ui/retry-failed';

type Trouble = components['schemas']['GridTrouble'];
type Checker = components['schemas']['GridCheckerStat'];
type Completion = components['schemas']['GridCompletionRow'];

export default function ProjectAnalysisPage() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const body = analyseBody(period, { projectId });
  const overview = useQuery(depOverviewQuery(body));
  const trend = useQuery(depTrendQuery(body));
  const rectify = useQuery(depRectifyOverviewQuery(body));
  const completion = useQuery(depCompletionQuery(body));
  const o = overview.data;
  const trendRows = seriesRows(trend.data);
  const parts = rectifyParts(rectify.data);
  return (
    <div className="flex flex-col gap-3">
      <PeriodBar period={period} onChange={setPeriod} />
      <StatCards
        items={[
          { label: '检查次数', value: o?.checkCount, unit: '次' },
          { label: '检查任务', value: o?.taskCount, unit: '个' },
          doneStat('已完成', o?.checkedTaskCount, '个', `完成率 ${percent(o?.checkRate)}`),
          { label: '未完成', value: o?.undoneTaskCount, unit: '个', tone: 'warning' },
          { label: '发现隐患', value: o?.troubleCount, unit: '项', tone: 'warning' },
          { label: '整改中', value: o?.rectifyingCount, unit: '项', tone: 'primary' },
          ...closedLoopStats(o),
        ]}
      />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard title="检查趋势" className="xl:col-span-2" query={trend} empty={!trendRows.length}>
          <TrendLines trend={trend.data} />
        </ChartCard>
        <ChartCard
          title="整改概况"
          query={rectify}
          empty={!parts.length}
          actions={
            rectify.data ? (
              <span className="text-xs text-gray-500">
                闭环率 {percent(rectify.data.rectifyRate)} · 按期整改率 {percent(rectify.data.onTimeRate)}
              </span>
            ) : null
          }
        >
          <DistributionPie items={parts} unit="项" legend="bottom" labels={false} />
        </ChartCard>
      </div>
      <ChartCard title="各点位检查完成率" query={completion} empty={!completion.data?.length}>
        <ComboChart
          data={completion.data}
          xKey="pointName"
          everyTick
          leftTick={percentTick}
          tooltipValue={(v) => `${String(v)}%`}
          series={[
            { key: 'ratio', name: '任务完成率', color: chartColor(0) },
            { key: 'rectifyRatio', name: '整改闭环率', color: chartColor(1) },
          ]}
        />
      </ChartCard>
      <PageTabs
        label="项目巡检明细"
        tabs={[
          { key: 'undone', label: '未完成任务', render: () => <UndoneTasks body={body} /> },
          { key: 'rectify', label: '整改明细', render: () => <Rectifications body={body} /> },
          { key: 'checker', label: '检查人分析', render: () => <Checkers body={body} /> },
          { key: 'point', label: '点位完成率', render: () => <Completions body={body} /> },
        ]}
      />
    </div>
  );
}

const UNDONE_COLUMNS: ColumnDef<PointTask, unknown>[] = [
  {
    id: 'taskNo',
    header: '任务编号',
    cell: ({ row }) => <span className="font-mono text-xs text-gray-700">{row.original.taskNo ?? '—'}</span>,
  },
  {
    id: 'point',
    header: '点位',
    enableHiding: false,
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-gray-900">{row.original.pointName}</span>,
  },
  { id: 'areaName', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.areaName}</Nowrap> },
  { id: 'checkName', header: '所属检查', cell: ({ row }) => <Nowrap>{row.original.checkName}</Nowrap> },
  { id: 'checkUserName', header: '检查人', cell: ({ row }) => <Nowrap>{row.original.checkUserName}</Nowrap> },
  { id: 'planDate', header: '计划日期', cell: ({ row }) => <Nowrap>{formatDate(row.original.planDate)}</Nowrap> },
];

function UndoneTasks({ body }: { body: AnalyseQuery }) {
  const perm = usePagePermission();
  return (
    <ListScreen<PointTask>
      id="grid-dep-undone"
      title="未完成检查任务"
      columns={UNDONE_COLUMNS}
      operation="pageGridDepUndoneTasks"
      scope={body}
      rowId={(r) => String(r.id)}
      load={async ({ page, size, signal }) => {
        const env = await api.POST('/grid/ginAnalyseProjectDep/undoneTask', {
          body: { ...body, page, limit: size },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('grid:export')
          ? () => api.POST('/grid/ginAnalyseProjectDep/undoneTaskExport', { body })
          : undefined
      }
    />
  );
}

const RECTIFY_COLUMNS: ColumnDef<Trouble, unknown>[] = [
  {
    id: 'troubleNo',
    header: '隐患编号',
    enableHiding: false,
    cell: ({ row }) => <span className="font-mono text-xs text-gray-700">{row.original.troubleNo ?? '—'}</span>,
  },
  { id: 'pointName', header: '点位', cell: ({ row }) => <Nowrap>{row.original.pointName}</Nowrap> },
  { id: 'categoryName', header: '隐患分类', cell: ({ row }) => <Nowrap>{row.original.categoryName}</Nowrap> },
  {
    id: 'description',
    header: '隐患描述',
    cell: ({ row }) => (
      <span className="block max-w-72 truncate" title={row.original.description}>
        {row.original.description}
      </span>
    ),
  },
  {
    id: 'troubleLevel',
    header: '等级',
    cell: ({ row }) => <StatusTag table={TROUBLE_LEVEL} value={row.original.troubleLevel} />,
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={TROUBLE_STATUS} value={row.original.status} />,
  },
  { id: 'companyName', header: '整改单位', cell: ({ row }) => <Nowrap>{row.original.companyName}</Nowrap> },
  {
    id: 'rectifyUserName',
    header: '整改责任人',
    cell: ({ row }) => <Nowrap>{row.original.rectifyUserName}</Nowrap>,
  },
  {
    id: 'rectifyDeadline',
    header: '整改期限',
    cell: ({ row }) => <DeadlineCell deadline={row.original.rectifyDeadline} status={row.original.status} />,
  },
  {
    id: 'rectifyTime',
    header: '整改完成',
    cell: ({ row }) => (
      <Nowrap>{row.original.rectifyTime ? formatDate(row.original.rectifyTime, 'minute') : null}</Nowrap>
    ),
  },
];

function Rectifications({ body }: { body: AnalyseQuery }) {
  const perm = usePagePermission();
  return (
    <ListScreen<Trouble>
      id="grid-dep-rectify"
      title="整改明细"
      columns={RECTIFY_COLUMNS}
      operation="pageGridDepRectifications"
      scope={body}
      rowId={(r) => String(r.troubleId)}
      load={async ({ page, size, signal }) => {
        const env = await api.POST('/grid/ginAnalyseProjectDep/rectificationPage', {
          body: { ...body, page, limit: size },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('grid:export')
          ? () => api.POST('/grid/ginAnalyseProjectDep/rectificationExport', { body })
          : undefined
      }
    />
  );
}

function TableCard({
  title,
  exportRun,
  children,
}: {
  title: string;
  exportRun: (() => Promise<Blob>) | undefined;
  children: ReactNode;
}) {
  return (
    <section className="rounded-md bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center gap-2">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {exportRun ? (
          <div className="ml-auto">
            <ExportButton onExport={exportRun} />
          </div>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p role="status" className="py-10 text-center text-sm text-muted">
        加载中…
      </p>
    );
  if (query.isError || query.data === undefined)
    return <LoadFailed className="justify-center py-10" error={query.error} fallback="加载失败" />;
  return <>{children(query.data)}</>;
}

function Checkers({ body }: { body: AnalyseQuery }) {
  const perm = usePagePermission();
  const query = useQuery(depCheckerQuery(body));
  return (
    <TableCard
      title="检查人分析"
      exportRun={
        perm.hasPerm('grid:export')
          ? () => api.POST('/grid/ginAnalyseProjectDep/analyseCheckExport', { body })
          : undefined
      }
    >
      <Loaded query={query}>
        {(rows) => (
          <StatTable<Checker>
            label="检查人分析"
            rows={rows}
            rowKey={(r) => r.userId}
            columns={[
              {
                key: 'userName',
                header: '检查人',
                cell: (r) => <span className="font-medium text-gray-900">{r.userName}</span>,
              },
              { key: 'position', header: '岗位', cell: (r) => r.position ?? '—' },
              { key: 'taskCount', header: '应完成', align: 'right', cell: (r) => r.taskCount },
              { key: 'checkedCount', header: '已完成', align: 'right', cell: (r) => r.checkedCount },
              { key: 'checkRate', header: '完成率', cell: (r) => <RateCell value={r.checkRate} /> },
              { key: 'troubleCount', header: '发现隐患', align: 'right', cell: (r) => r.troubleCount ?? '—' },
              {
                key: 'lastCheckTime',
                header: '最近检查',
                cell: (r) => (r.lastCheckTime ? formatDate(r.lastCheckTime, 'minute') : '—'),
              },
            ]}
          />
        )}
      </Loaded>
    </TableCard>
  );
}

function Completions({ body }: { body: AnalyseQuery }) {
  const perm = usePagePermission();
  const query = useQuery(depCompletionQuery(body));
  return (
    <TableCard
      title="点位完成率"
      exportRun={
        perm.hasPerm('grid:export')
          ? () => api.POST('/grid/ginAnalyseProjectDep/completionRatioExport', { body })
          : undefined
      }
    >
      <Loaded query={query}>
        {(rows) => (
          <StatTable<Completion>
            label="点位完成率"
            rows={rows}
            rowKey={(r) => r.pointId}
            columns={[
              {
                key: 'pointName',
                header: '点位',
                cell: (r) => <span className="font-medium text-gray-900">{r.pointName}</span>,
              },
              { key: 'areaName', header: '施工区域', cell: (r) => r.areaName ?? '—' },
              { key: 'planCount', header: '应完成', align: 'right', cell: (r) => r.planCount },
              { key: 'doneCount', header: '已完成', align: 'right', cell: (r) => r.doneCount },
              { key: 'ratio', header: '完成率', cell: (r) => <RateCell value={r.ratio} /> },
              { key: 'troubleCount', header: '隐患数', align: 'right', cell: (r) => r.troubleCount ?? '—' },
              { key: 'rectifiedCount', header: '已闭环', align: 'right', cell: (r) => r.rectifiedCount ?? '—' },
              { key: 'rectifyRatio', header: '闭环率', cell: (r) => <RateCell value={r.rectifyRatio} /> },
            ]}
          />
        )}
      </Loaded>
    </TableCard>
  );
}
