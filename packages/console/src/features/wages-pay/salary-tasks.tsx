// 工资预结算 · 发起记录 and 组织进度: the tasks as initiated and the progress by organisation (moved out of
// salary-list-page.tsx).
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag, Tag } from '@/ui/status-tag';
import { ALL_ROWS, salaryFilter } from './pay-bodies';
import { TwoLines } from './pay-cells';
import { ORG_TYPE, TASK_STATUS, TASK_TYPE, optionsOf } from './pay-status';
import { SALARY_FILTERS } from './salary-exp-records';
import { moneyColumn, leftTone } from '@/domain/money-column';
import { whoWhenColumn } from '@/ui/who-when-column';

type S = components['schemas'];

type Task = S['WagesSalaryTask'];

type OrgProgress = S['WagesExpOrgRow'];

/** The columns of the initiated tasks; 查看 opens the task's confirmation (or other pre-settlement) page. */
const taskColumns = (onOpen: (path: string) => void): ColumnDef<Task, unknown>[] => [
  {
    id: 'taskName',
    header: '工资任务',
    cell: ({ row }) => <TwoLines className="min-w-56" main={row.original.taskName} sub={row.original.proInstId} />,
  },
  {
    id: 'period',
    header: '工资周期',
    cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
  },
  {
    id: 'taskType',
    header: '发起方式',
    cell: ({ row }) => <StatusTag table={TASK_TYPE} value={row.original.taskType} />,
  },
  { id: 'branchName', header: '分公司', cell: ({ row }) => row.original.branchName ?? '—' },
  { id: 'currentNode', header: '当前环节', cell: ({ row }) => row.original.currentNode ?? '—' },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={TASK_STATUS} value={row.original.status} />,
  },
  whoWhenColumn<Task>('start', '发起人 / 时间', 'initiatorName', 'startTime'),
  {
    id: 'endTime',
    header: '结束时间',
    cell: ({ row }) => <span className="tabular-nums">{formatDate(row.original.endTime, 'minute')}</span>,
  },
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => {
      const t = row.original;
      if (!t.expId || t.status === 2) return <span className="text-muted">—</span>;
      const q = new URLSearchParams({ expId: String(t.expId), proInstId: t.proInstId });
      return (
        <Button
          size="sm"
          variant="link"
          onClick={() => onOpen(`${t.taskType === 3 ? '/wagesother' : '/wagesconfirm'}?${q}`)}
        >
          查看
        </Button>
      );
    },
  },
];

export function InitiatedTasks() {
  const navigate = useNavigate();
  const filters = useMemo(() => SALARY_FILTERS(optionsOf(TASK_STATUS), optionsOf(TASK_TYPE)), []);
  const columns = useMemo(() => taskColumns(navigate), [navigate]);
  return (
    <ListScreen<Task>
      id="wages-salary-tasks"
      title="工资任务发起记录"
      filters={filters}
      columns={columns}
      operation="pageSalaryInitiateTasks"
      rowId={(t) => String(t.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/salaryInitiateList/page', {
          body: { pageNum: page, pageSize: size, ...salaryFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

export function OrgProgressList() {
  const perm = usePagePermission();
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectName', label: '项目名称' },
      { name: 'period', label: '工资周期', type: 'month' },
    ],
    [],
  );
  const count = (n: number | null | undefined, tone?: string) => (
    <span className={cn('tabular-nums', n ? tone : 'text-muted')}>{n ?? 0}</span>
  );
  const columns = useMemo<ColumnDef<OrgProgress, unknown>[]>(
    () => [
      {
        id: 'orgName',
        header: '组织',
        cell: ({ row }) => (
          <div className="flex items-center gap-2">
            <Tag tag={ORG_TYPE[row.original.orgType]} />
            <span className="font-medium text-gray-900">{row.original.orgName}</span>
          </div>
        ),
      },
      {
        id: 'period',
        header: '工资周期',
        cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
      },
      { id: 'taskCount', header: '任务数', cell: ({ row }) => count(row.original.taskCount, 'font-medium') },
      { id: 'maintainCount', header: '待维护', cell: ({ row }) => count(row.original.maintainCount, 'text-warning') },
      {
        id: 'confirmingCount',
        header: '待确认',
        cell: ({ row }) => count(row.original.confirmingCount, 'text-primary'),
      },
      { id: 'confirmedCount', header: '已确认', cell: ({ row }) => count(row.original.confirmedCount, 'text-success') },
      { id: 'finishedCount', header: '已完成', cell: ({ row }) => count(row.original.finishedCount, 'text-success') },
      moneyColumn('payableAmount', '应发合计（元）', 'strong'),
      moneyColumn('unpaidAmount', '未发合计（元）', leftTone),
    ],
    [],
  );
  return (
    <ListScreen<OrgProgress>
      id="wages-exp-orgs"
      title="组织预结算进度"
      filters={filters}
      columns={columns}
      operation="pageSalaryExpOrgs"
      rowId={(o) => `${o.orgId}-${o.period}`}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/star/salaryExpList/orgPage', {
          body: { pageNum: page, pageSize: size, ...salaryFilter(values) },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('wages:export')
          ? (values) =>
              api.POST('/star/salaryExpList/orgPageExport', { body: { ...ALL_ROWS, ...salaryFilter(values) } })
          : undefined
      }
    />
  );
}
