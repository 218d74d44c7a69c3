// 值班记录's completion tabs (record-page.tsx): per person, per branch and per project over the period; the branch and
// project lists export what they show (duty:export).
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { ListScreen, type ListPage, type ListScreenProps } from '@/ui/list-screen';
import { Nowrap, Tag } from '@/ui/status-tag';
import type { DateRange } from '@/lib/date-range';
import { formatMinutes, formatRate, rateTone } from './duty-model';
import { periodQuery, type DutyScope } from './duty-queries';
import { whoColumns } from './record-columns';

/** A filter's text, none when empty. */
export const text = (v: string | undefined) => (v ? v : undefined);

const rateCell = (rate: number | undefined) => <Tag tag={{ label: formatRate(rate), tone: rateTone(rate) }} />;

type DutyCompletion = components['schemas']['DutyCompletion'];

const COMPLETION_COLUMNS: ColumnDef<DutyCompletion, unknown>[] = [
  ...whoColumns<DutyCompletion>(),
  { id: 'planDays', header: '计划天数', cell: ({ row }) => row.original.planDays },
  { id: 'completeDays', header: '完成', cell: ({ row }) => row.original.completeDays },
  { id: 'substandardDays', header: '未达标', cell: ({ row }) => row.original.substandardDays ?? '—' },
  { id: 'absentDays', header: '缺勤', cell: ({ row }) => row.original.absentDays ?? '—' },
  { id: 'completeRate', header: '完成率', cell: ({ row }) => rateCell(row.original.completeRate) },
  {
    id: 'total',
    header: '累计在岗',
    cell: ({ row }) => <Nowrap>{formatMinutes(row.original.totalDurationMinutes)}</Nowrap>,
  },
];

export function CompletionList({ scope, range }: { scope: DutyScope; range: DateRange }) {
  return (
    <ListScreen<DutyCompletion>
      id="duty-completion"
      title="人员完成情况"
      filters={[{ name: 'keyword', label: '人员', placeholder: '姓名' }]}
      columns={COMPLETION_COLUMNS}
      operation="listDutyCompletion"
      scope={[scope, range]}
      rowId={(r) => `${r.userId}-${r.projectId ?? ''}-${r.dutyType ?? ''}`}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.GET('/starSafety/duty/record/complete/list', {
          params: {
            query: { pageNum: page, pageSize: size, ...periodQuery(scope, range), keyword: text(filters.keyword) },
          },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

type DutyCompanyComplete = components['schemas']['DutyCompanyComplete'];
type DutyProjectComplete = components['schemas']['DutyProjectComplete'];

const countColumns = <R extends DutyCompanyComplete | DutyProjectComplete>(): ColumnDef<R, unknown>[] => [
  { id: 'dutyUserCount', header: '值班人员', cell: ({ row }) => row.original.dutyUserCount ?? '—' },
  { id: 'planCount', header: '计划人次', cell: ({ row }) => row.original.planCount },
  { id: 'completeCount', header: '完成人次', cell: ({ row }) => row.original.completeCount },
  { id: 'substandardCount', header: '未达标', cell: ({ row }) => row.original.substandardCount ?? '—' },
  { id: 'absentCount', header: '缺勤', cell: ({ row }) => row.original.absentCount ?? '—' },
  { id: 'completeRate', header: '完成率', cell: ({ row }) => rateCell(row.original.completeRate) },
];

type OrgQuery = ReturnType<typeof periodQuery>;

/** A list of the branch and type chosen (the project filter left out) over the period, exported whole. */
interface OrgList<R> extends Pick<ListScreenProps<R>, 'id' | 'title' | 'filters' | 'operation' | 'rowId'> {
  columns: ColumnDef<R, unknown>[];
  exportTo: (body: OrgQuery) => Promise<Blob>;
  load: (query: OrgQuery, params: Parameters<ListScreenProps<R>['load']>[0]) => Promise<ListPage<R>>;
}

export function OrgCompleteList<R>({ list, scope, range }: { list: OrgList<R>; scope: DutyScope; range: DateRange }) {
  const perm = usePagePermission();
  const { exportTo, load, ...props } = list;
  const orgScope = { orgId: scope.orgId, dutyType: scope.dutyType };
  return (
    <ListScreen<R>
      {...props}
      scope={[orgScope, range]}
      exportFile={perm.hasPerm('duty:export') ? () => exportTo(periodQuery(orgScope, range)) : undefined}
      load={(params) => load(periodQuery(orgScope, range), params)}
    />
  );
}

export const COMPANY_LIST: OrgList<DutyCompanyComplete> = {
  id: 'duty-company',
  title: '分公司完成情况',
  columns: [
    { id: 'orgName', header: '分公司', cell: ({ row }) => <span className="font-medium">{row.original.orgName}</span> },
    { id: 'projectCount', header: '项目数', cell: ({ row }) => row.original.projectCount ?? '—' },
    ...countColumns<DutyCompanyComplete>(),
  ],
  operation: 'listDutyCompleteByCompany',
  rowId: (r) => String(r.orgId),
  exportTo: (body) => api.POST('/starSafety/duty/dutyCompleteByCompany/export', { body }),
  load: async (query, { signal }) => {
    const env = await api.GET('/starSafety/duty/record/dutyCompleteByCompany', { params: { query }, signal });
    const rows = env.data ?? [];
    return { total: rows.length, rows };
  },
};

export const PROJECT_LIST: OrgList<DutyProjectComplete> = {
  id: 'duty-project',
  title: '项目完成情况',
  filters: [{ name: 'projectName', label: '项目名称' }],
  columns: [
    {
      id: 'projectName',
      header: '项目',
      cell: ({ row }) => <span className="font-medium">{row.original.projectName}</span>,
    },
    { id: 'orgName', header: '所属分公司', cell: ({ row }) => row.original.orgName ?? '—' },
    ...countColumns<DutyProjectComplete>(),
  ],
  operation: 'listDutyCompleteByProject',
  rowId: (r) => String(r.projectId),
  exportTo: (body) => api.POST('/starSafety/duty/dutyCompleteByProject/export', { body }),
  load: async (query, { page, size, filters, signal }) => {
    const env = await api.GET('/starSafety/duty/record/dutyCompleteByProject', {
      params: { query: { pageNum: page, pageSize: size, ...query, projectName: text(filters.projectName) } },
      signal,
    });
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  },
};
