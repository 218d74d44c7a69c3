// 出勤明细 (menu attendance/projectDetail; seed 001 §7.1 /pc/worker/attendancedetail/*): the project's worker
// attendance over a period by subcontractor, by team and by worker; the monthly attendance sheet (a day's hours open
// that day's checks); and the subcontractors of each project with their workers. Each tab exports its view
// (perm attendance:export).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import type { FilterField, FilterOption } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap } from '@/ui/status-tag';
import {
  companyWorkerQuery,
  dayInMonth,
  daysInMonth,
  formatCount,
  formatHours,
  idOf,
  monthOf,
  rangeOf,
  rangeQuery,
  workerMonthQuery,
  workerRateQuery,
  type Dimension,
} from './attendance-model';
import { branchOptionsQuery, companyOptionsQuery, teamOptionsQuery } from './attendance-queries';
import { DayCheckDialog } from './day-check-dialog';
import { PeriodNote } from './period-bar';
import { Rate } from '@/ui/rate';

type S = components['schemas'];
type CompanyRow = S['AttendanceCompanyStat'];
type TeamRow = S['AttendanceTeamStat'];
type WorkerRow = S['AttendanceWorkerRateRow'];
type MonthRow = S['AttendanceWorkerMonthRow'];
type CompanyWorkerRow = S['AttendanceCompanyWorkerRow'];

export default function ProjectDetailPage() {
  return (
    <PageTabs
      label="出勤明细"
      tabs={[
        { key: 'company', label: '按参建单位', render: () => <ByCompany /> },
        { key: 'team', label: '按班组', render: () => <ByTeam /> },
        { key: 'worker', label: '按工人', render: () => <ByWorker /> },
        { key: 'month', label: '工人月度考勤表', render: () => <MonthSheet /> },
        { key: 'companyWorker', label: '参建单位人员', render: () => <CompanyWorkers /> },
      ]}
    />
  );
}

const RANGE_FILTERS: FilterField[] = [
  { name: 'start_date', label: '开始日期', type: 'date' },
  { name: 'end_date', label: '结束日期', type: 'date' },
];

/** The period of the tab's filter (for the note beside the title). */
function usePeriodNote() {
  const [search] = useSearchParams();
  return <PeriodNote range={rangeOf(search.get('start_date'), search.get('end_date'))} />;
}

function useCanExport() {
  return usePagePermission().hasPerm('attendance:export');
}

/** 导出 of the by-company, by-team and by-worker views: the same call, one dimension each. */
const exportDetail = (dimension: Dimension) => (values: Record<string, string>) =>
  api.GET('/pc/worker/attendancedetail/projectDetailExport', {
    params: { query: { dimension, ...rangeQuery(values) } },
  });

const NONE: FilterOption[] = [];

function useOptions() {
  const companies = useQuery(companyOptionsQuery());
  const teams = useQuery(teamOptionsQuery());
  return { companies: companies.data ?? NONE, teams: teams.data ?? NONE };
}

const num = (n: number | undefined) => formatCount(n);
const hours = (n: number | undefined) => (n === undefined ? '—' : n.toFixed(1));

function metricColumns<R extends S['AttendanceGroupMetrics']>(): ColumnDef<R, unknown>[] {
  return [
    { id: 'worker_count', header: '在册人数', cell: ({ row }) => num(row.original.worker_count) },
    { id: 'attend_person_count', header: '出勤人数', cell: ({ row }) => num(row.original.attend_person_count) },
    { id: 'attend_days', header: '出勤人天', cell: ({ row }) => num(row.original.attend_days) },
    { id: 'avg_attend_count', header: '日均出勤', cell: ({ row }) => num(row.original.avg_attend_count) },
    { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <Rate value={row.original.attendance_rate} /> },
    { id: 'total_work_hours', header: '总工时(小时)', cell: ({ row }) => hours(row.original.total_work_hours) },
    { id: 'avg_work_hours', header: '人均日工时', cell: ({ row }) => hours(row.original.avg_work_hours) },
  ];
}

function ByCompany() {
  const canExport = useCanExport();
  const note = usePeriodNote();
  const columns = useMemo<ColumnDef<CompanyRow, unknown>[]>(
    () => [
      {
        id: 'company_name',
        header: '参建单位',
        cell: ({ row }) => <span className="font-medium">{row.original.company_name}</span>,
      },
      { id: 'company_type', header: '单位类型', cell: ({ row }) => <Nowrap>{row.original.company_type}</Nowrap> },
      { id: 'team_count', header: '班组数', cell: ({ row }) => num(row.original.team_count) },
      ...metricColumns<CompanyRow>(),
    ],
    [],
  );
  return (
    <ListScreen<CompanyRow>
      id="attendance-by-company"
      title="出勤明细（按参建单位）"
      filters={RANGE_FILTERS}
      columns={columns}
      operation="listProjectAttendanceByCompany"
      rowId={(r) => String(r.company_id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.GET('/pc/worker/attendancedetail/projectDetailByCompany', {
          params: { query: rangeQuery(filters) },
          signal,
        });
        return pageSlice(env.data ?? [], page, size);
      }}
      exportFile={canExport ? exportDetail(1) : undefined}
      toolbar={note}
    />
  );
}

function ByTeam() {
  const canExport = useCanExport();
  const note = usePeriodNote();
  const { companies } = useOptions();
  const filters = useMemo<FilterField[]>(
    () => [
      ...RANGE_FILTERS,
      { name: 'company_id', label: '参建单位', type: 'select', searchable: true, options: companies },
    ],
    [companies],
  );
  const columns = useMemo<ColumnDef<TeamRow, unknown>[]>(
    () => [
      {
        id: 'team_name',
        header: '班组',
        cell: ({ row }) => <span className="font-medium">{row.original.team_name}</span>,
      },
      { id: 'leader_name', header: '班组长', cell: ({ row }) => <Nowrap>{row.original.leader_name}</Nowrap> },
      { id: 'company_name', header: '参建单位', cell: ({ row }) => <Nowrap>{row.original.company_name}</Nowrap> },
      ...metricColumns<TeamRow>(),
    ],
    [],
  );
  return (
    <ListScreen<TeamRow>
      id="attendance-by-team"
      title="出勤明细（按班组）"
      filters={filters}
      columns={columns}
      operation="listProjectAttendanceByTeam"
      rowId={(r) => String(r.team_id)}
      load={async ({ page, size, filters: values, signal }) => {
        const companyId = idOf(values.company_id);
        const env = await api.GET('/pc/worker/attendancedetail/projectDetailByTeam', {
          params: { query: { ...rangeQuery(values), ...(companyId ? { company_id: companyId } : {}) } },
          signal,
        });
        return pageSlice(env.data ?? [], page, size);
      }}
      exportFile={canExport ? exportDetail(2) : undefined}
      toolbar={note}
    />
  );
}

function workerFilters(companies: FilterOption[], teams: FilterOption[], first: FilterField[]): FilterField[] {
  return [
    ...first,
    { name: 'company_id', label: '参建单位', type: 'select', searchable: true, options: companies },
    { name: 'team_id', label: '班组', type: 'select', searchable: true, options: teams },
    { name: 'keyword', label: '姓名', placeholder: '请输入工人姓名' },
  ];
}

function ByWorker() {
  const canExport = useCanExport();
  const note = usePeriodNote();
  const { companies, teams } = useOptions();
  const filters = useMemo(() => workerFilters(companies, teams, RANGE_FILTERS), [companies, teams]);
  const columns = useMemo<ColumnDef<WorkerRow, unknown>[]>(
    () => [
      {
        id: 'worker_name',
        header: '姓名',
        cell: ({ row }) => <span className="font-medium">{row.original.worker_name}</span>,
      },
      { id: 'id_card', header: '身份证号', cell: ({ row }) => <Nowrap>{row.original.id_card}</Nowrap> },
      { id: 'work_type', header: '工种', cell: ({ row }) => <Nowrap>{row.original.work_type}</Nowrap> },
      { id: 'team_name', header: '班组', cell: ({ row }) => <Nowrap>{row.original.team_name}</Nowrap> },
      { id: 'company_name', header: '参建单位', cell: ({ row }) => <Nowrap>{row.original.company_name}</Nowrap> },
      {
        id: 'attend_days',
        header: '出勤天数',
        cell: ({ row }) => `${num(row.original.attend_days)} / ${num(row.original.range_days)}`,
      },
      { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <Rate value={row.original.attendance_rate} /> },
      { id: 'total_work_hours', header: '总工时(小时)', cell: ({ row }) => hours(row.original.total_work_hours) },
      { id: 'avg_work_hours', header: '日均工时', cell: ({ row }) => hours(row.original.avg_work_hours) },
      {
        id: 'last_attend_date',
        header: '最近出勤',
        cell: ({ row }) => <Nowrap>{row.original.last_attend_date}</Nowrap>,
      },
    ],
    [],
  );
  return (
    <ListScreen<WorkerRow>
      id="attendance-by-worker"
      title="出勤明细（按工人）"
      filters={filters}
      columns={columns}
      operation="listProjectAttendanceByWorker"
      rowId={(r) => String(r.worker_id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.GET('/pc/worker/attendancedetail/projectDetailByWorker', {
          params: { query: { page, limit: size, ...workerRateQuery(values) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={canExport ? exportDetail(3) : undefined}
      toolbar={note}
    />
  );
}

const MONTH_FILTER: FilterField[] = [{ name: 'month', label: '考勤月份', type: 'month' }];

function MonthSheet() {
  const canExport = useCanExport();
  const { companies, teams } = useOptions();
  const [search] = useSearchParams();
  const month = monthOf(search.get('month'));
  const [open, setOpen] = useState<{ workerId: number; name: string; date: string } | null>(null);
  const filters = useMemo(() => workerFilters(companies, teams, MONTH_FILTER), [companies, teams]);
  const columns = useMemo<ColumnDef<MonthRow, unknown>[]>(() => {
    const days = Array.from({ length: daysInMonth(month) }, (_, i) => i + 1);
    return [
      {
        id: 'worker_name',
        header: '姓名',
        enableHiding: false,
        cell: ({ row }) => <span className="font-medium">{row.original.worker_name}</span>,
      },
      { id: 'work_type', header: '工种', cell: ({ row }) => <Nowrap>{row.original.work_type}</Nowrap> },
      { id: 'team_name', header: '班组', cell: ({ row }) => <Nowrap>{row.original.team_name}</Nowrap> },
      { id: 'attend_days', header: '出勤天数', cell: ({ row }) => num(row.original.attend_days) },
      { id: 'total_work_hours', header: '总工时', cell: ({ row }) => hours(row.original.total_work_hours) },
      ...days.map<ColumnDef<MonthRow, unknown>>((d) => ({
        id: `d${d}`,
        header: String(d),
        enableHiding: false,
        cell: ({ row }) => {
          const h = row.original.days[d - 1];
          if (!h) return <span className="text-gray-300">·</span>;
          const date = dayInMonth(row.original.month, d);
          return (
            <button
              type="button"
              className="rounded px-1 tabular-nums text-primary hover:bg-primary-soft"
              aria-label={`${row.original.worker_name} ${date} 工时 ${formatHours(h)} 小时`}
              onClick={() => setOpen({ workerId: row.original.worker_id, name: row.original.worker_name, date })}
            >
              {formatHours(h)}
            </button>
          );
        },
      })),
    ];
  }, [month]);
  return (
    <>
      <ListScreen<MonthRow>
        id="attendance-worker-month"
        title={`工人月度考勤表（${month}）`}
        filters={filters}
        columns={columns}
        operation="listProjectWorkerMonthlyAttendance"
        rowId={(r) => String(r.worker_id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.GET('/pc/worker/attendancedetail/projectWorker', {
            params: { query: { page, limit: size, ...workerMonthQuery(values) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          canExport
            ? (values) =>
                api.GET('/pc/worker/attendancedetail/projectWorkerExport', {
                  params: { query: workerMonthQuery(values) },
                })
            : undefined
        }
        toolbar={<span className="text-xs text-gray-500">单元格为当日工时（小时），点击查看当日打卡明细</span>}
      />
      {open ? <DayCheckDialog {...open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function CompanyWorkers() {
  const canExport = useCanExport();
  const branches = useQuery(branchOptionsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'org_id', label: '分公司', type: 'select', searchable: true, options: branches.data ?? [] },
      { name: 'keyword', label: '关键字', placeholder: '项目或单位名称' },
    ],
    [branches.data],
  );
  const columns = useMemo<ColumnDef<CompanyWorkerRow, unknown>[]>(
    () => [
      { id: 'project_name', header: '项目', cell: ({ row }) => <Nowrap>{row.original.project_name}</Nowrap> },
      {
        id: 'company_name',
        header: '参建单位',
        cell: ({ row }) => <span className="font-medium">{row.original.company_name}</span>,
      },
      { id: 'company_type', header: '单位类型', cell: ({ row }) => <Nowrap>{row.original.company_type}</Nowrap> },
      { id: 'team_count', header: '班组数', cell: ({ row }) => num(row.original.team_count) },
      { id: 'register_count', header: '在册工人', cell: ({ row }) => num(row.original.register_count) },
      {
        id: 'enter_exit',
        header: '本月进场/退场',
        cell: ({ row }) => `${num(row.original.enter_count)} / ${num(row.original.exit_count)}`,
      },
      { id: 'today_attend_count', header: '今日出勤', cell: ({ row }) => num(row.original.today_attend_count) },
      { id: 'attendance_rate', header: '今日出勤率', cell: ({ row }) => <Rate value={row.original.attendance_rate} /> },
    ],
    [],
  );
  return (
    <ListScreen<CompanyWorkerRow>
      id="attendance-company-worker"
      title="参建单位人员与出勤"
      filters={filters}
      columns={columns}
      operation="listCompanyWorkerAttendance"
      rowId={(r) => `${r.project_id}-${r.company_id}`}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.GET('/pc/worker/attendancedetail/companyWithWorker', {
          params: { query: { page, limit: size, ...companyWorkerQuery(values) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        canExport
          ? (values) =>
              api.GET('/pc/worker/attendancedetail/companyWithWorkerExport', {
                params: { query: companyWorkerQuery(values) },
              })
          : undefined
      }
    />
  );
}
