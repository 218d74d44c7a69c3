// 工人出勤看板 (menu attendance/workerAttendanceDetail; seed 001 §7.1 /pc/worker/attendancedetail/*,
// /pc/report/project/attendance/avgworkhours): today's attendance at a glance, the last 7 days, hours worked per
// head, the rankings of projects, branches and subcontractors on a chosen day; a second tab with the average
// attendance of branches and projects over a period, each with its export (perm attendance:export).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { ComboChart } from '@/ui/charts';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { CHART_COLORS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { ChartCard } from '@/ui/chart-card';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap } from '@/ui/status-tag';
import { formatCount, projectAverageQuery, rangeOf, rangeQuery, shortDay } from './attendance-model';
import {
  avgWorkHoursQuery,
  branchAverageQuery,
  branchOptionsQuery,
  branchTodayQuery,
  packagesQuery,
  todayQuery,
  top10Query,
  weekQuery,
} from './attendance-queries';
import { ExportButton } from '@/ui/export-button';
import { PeriodBar, PeriodNote, usePeriod } from './period-bar';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';
import { TableCard, type CardColumn } from '@/ui/table-card';
import { TodayStats } from './today-stats';

type RankRow = components['schemas']['AttendanceRankRow'];
type BranchRow = components['schemas']['AttendanceBranchAverageRow'];
type ProjectRow = components['schemas']['AttendanceProjectAverageRow'];

const [BLUE, GREEN, ORANGE, , PURPLE] = CHART_COLORS;

export default function WorkerAttendancePage() {
  return (
    <PageTabs
      label="工人出勤看板"
      tabs={[
        { key: 'board', label: '出勤看板', render: () => <Board /> },
        { key: 'average', label: '平均出勤统计', render: () => <Averages /> },
      ]}
    />
  );
}

/** Long names kept short on a chart axis (the tooltip shows them whole). */
const clip = (name: string) => (name.length > 9 ? `${name.slice(0, 9)}…` : name);

function Board() {
  const { range, day, apply } = usePeriod();
  const today = useQuery(todayQuery());
  const week = useQuery(weekQuery());
  const hours = useQuery(avgWorkHoursQuery(range));
  const top10 = useQuery(top10Query(day));
  const branches = useQuery(branchTodayQuery(day));
  const packages = useQuery(packagesQuery(day));
  const t = today.data;

  return (
    <div className="flex flex-col gap-3">
      <PeriodBar
        title="工人出勤看板"
        day={day}
        dayLabel="排名日期"
        range={range}
        onApply={apply}
        extra={t?.update_time ? `今日数据更新于 ${t.update_time}` : undefined}
      />
      <TodayStats />

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="近 7 日出勤趋势" query={week} empty={!week.data?.length}>
          <ComboChart
            data={week.data}
            xKey="date"
            xLabel={shortDay}
            series={[
              { key: 'register_count', name: '在册人数', color: '#9fcdee' },
              { key: 'attend_count', name: '出勤人数', color: BLUE },
              { key: 'attendance_rate', name: '出勤率(%)', kind: 'line', axis: 'right', color: ORANGE },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={`人均工时（${range.startDate} 至 ${range.endDate}）`}
          query={hours}
          empty={!hours.data?.length}
        >
          <ComboChart
            data={hours.data}
            xKey="date"
            xLabel={shortDay}
            right={{ unit: '小时' }}
            series={[
              { key: 'attend_count', name: '出勤人数', color: GREEN },
              { key: 'avg_work_hours', name: '人均工时(小时)', kind: 'line', axis: 'right', color: PURPLE },
            ]}
          />
        </ChartCard>
      </div>

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <RankChart title={`项目出勤率前十（${day}）`} query={top10} color={BLUE} />
        <ChartCard title={`分公司出勤（${day}）`} height={300} query={branches} empty={!branches.data?.length}>
          <ComboChart
            data={branches.data}
            xKey="name"
            xLabel={(n) => n.replace(/^华建集团/, '')}
            series={[
              { key: 'register_count', name: '在册人数', color: '#9fcdee' },
              { key: 'attend_count', name: '出勤人数', color: BLUE },
              { key: 'attendance_rate', name: '出勤率(%)', kind: 'line', axis: 'right', color: ORANGE },
            ]}
          />
        </ChartCard>
        <RankChart title={`参建单位出勤率排名（${day}）`} query={packages} color={GREEN} />
      </div>
    </div>
  );
}

function RankChart({
  title,
  query,
  color,
}: {
  title: string;
  query: { data?: RankRow[] | undefined; isPending: boolean; error: unknown };
  color: string | undefined;
}) {
  return (
    <ChartCard title={title} height={300} query={query} empty={!query.data?.length}>
      <ComboChart
        data={query.data}
        xKey="name"
        xLabel={clip}
        layout="vertical"
        categoryWidth={150}
        legend={false}
        rateDigits={1}
        series={[{ key: 'attendance_rate', name: '出勤率', color, barSize: 14, label: (v) => `${String(v)}%` }]}
      />
    </ChartCard>
  );
}

const BRANCH_COLUMNS: CardColumn<BranchRow>[] = [
  { key: 'org_name', header: '分公司', cell: (r) => <span className="font-medium">{r.org_name}</span> },
  { key: 'project_count', header: '在建项目', align: 'right', cell: (r) => formatCount(r.project_count) },
  { key: 'register_count', header: '在册人数', align: 'right', cell: (r) => formatCount(r.register_count) },
  { key: 'work_days', header: '统计天数', align: 'right', cell: (r) => formatCount(r.work_days) },
  { key: 'total', header: '累计出勤(人天)', align: 'right', cell: (r) => formatCount(r.total_attend_count) },
  { key: 'avg', header: '日均出勤', align: 'right', cell: (r) => formatCount(r.avg_attend_count) },
  { key: 'max', header: '单日最高', align: 'right', cell: (r) => formatCount(r.max_attend_count) },
  { key: 'min', header: '单日最低', align: 'right', cell: (r) => formatCount(r.min_attend_count) },
  { key: 'rate', header: '平均出勤率', cell: (r) => <Rate value={r.avg_attendance_rate} /> },
];

const PROJECT_COLUMNS: ColumnDef<ProjectRow, unknown>[] = [
  {
    id: 'project_name',
    header: '项目',
    cell: ({ row }) => <span className="font-medium">{row.original.project_name}</span>,
  },
  { id: 'org_name', header: '所属分公司', cell: ({ row }) => <Nowrap>{row.original.org_name}</Nowrap> },
  { id: 'register_count', header: '在册人数', cell: ({ row }) => formatCount(row.original.register_count) },
  { id: 'work_days', header: '统计天数', cell: ({ row }) => formatCount(row.original.work_days) },
  {
    id: 'total_attend_count',
    header: '累计出勤(人天)',
    cell: ({ row }) => formatCount(row.original.total_attend_count),
  },
  { id: 'avg_attend_count', header: '日均出勤', cell: ({ row }) => formatCount(row.original.avg_attend_count) },
  { id: 'max_attend_count', header: '单日最高', cell: ({ row }) => formatCount(row.original.max_attend_count) },
  { id: 'min_attend_count', header: '单日最低', cell: ({ row }) => formatCount(row.original.min_attend_count) },
  {
    id: 'avg_attendance_rate',
    header: '平均出勤率',
    cell: ({ row }) => <Rate value={row.original.avg_attendance_rate} />,
  },
];

function Averages() {
  const perm = usePagePermission();
  const canExport = perm.hasPerm('attendance:export');
  const [search] = useSearchParams();
  const range = rangeQuery({ start_date: search.get('start_date') ?? '', end_date: search.get('end_date') ?? '' });
  const branchOptions = useQuery(branchOptionsQuery());
  const branches = useQuery(branchAverageQuery(range));
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'start_date', label: '开始日期', type: 'date' },
      { name: 'end_date', label: '结束日期', type: 'date' },
      { name: 'org_id', label: '分公司', type: 'select', searchable: true, options: branchOptions.data ?? [] },
    ],
    [branchOptions.data],
  );
  const period = rangeOf(range.start_date, range.end_date);
  return (
    <div className="flex flex-col gap-3">
      <ListScreen<ProjectRow>
        id="attendance-project-average"
        title="项目平均出勤"
        filters={filters}
        columns={PROJECT_COLUMNS}
        operation="listProjectAverageAttendanceStats"
        rowId={(r) => String(r.project_id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.GET('/pc/worker/attendancedetail/projectAverageAttendanceStats', {
            params: { query: { page, limit: size, ...projectAverageQuery(values) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          canExport
            ? (values) =>
                api.GET('/pc/worker/attendancedetail/projectAverageAttendanceStatsExport', {
                  params: { query: projectAverageQuery(values) },
                })
            : undefined
        }
        toolbar={<PeriodNote range={period} />}
      />
      <TableCard<BranchRow>
        title="分公司平均出勤"
        columns={BRANCH_COLUMNS}
        rows={branches.data}
        rowKey={(r) => String(r.org_id)}
        loading={branches.isPending}
        error={errorText(branches.error)}
        onRetry={() => void branches.refetch()}
        actions={
          <>
            <PeriodNote range={period} />
            {canExport ? (
              <ExportButton
                onExport={() =>
                  api.GET('/pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport', {
                    params: { query: range },
                  })
                }
              />
            ) : null}
          </>
        }
      />
    </div>
  );
}
