// 工资预结算 (001 §7.3 /star/salaryExpList/*, /star/salaryInitiateList/page, menu wages/salaryList): the
// pre-settlement records (0 待维护 → 1 待确认 → 2 已确认 → … → 5 已完成, 9 已撤销) with export, 生成待办 (start),
// 撤销 (remove) and attachments; the tasks as initiated; progress by organisation; and wage summaries by branch,
// project, company, team, worker and organisation, each with its export. Rows open the fixed routes /wagesmaintenance,
// /wagesconfirm and /wagesother.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { cn } from '@/lib/cn';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import type { FilterValues } from '@/lib/list-params';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { StatusTag, Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { formatCount } from './money';
import { ALL_ROWS, levelFilter, salaryFilter } from './pay-bodies';
import { FileList, Money, TwoLines } from './pay-cells';
import { type RemoveForm, removeSchema } from './pay-forms';
import { expFilesQuery } from './pay-queries';
import {
  COMPANY_CONFIRM_STATUS,
  EXP_STATUS,
  EXP_TYPE,
  ORG_TYPE,
  TASK_STATUS,
  TASK_TYPE,
  canInitTodo,
  canRemoveExp,
  expRoute,
  optionsOf,
} from './pay-status';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';

type S = components['schemas'];
type Exp = S['WagesExpRecord'];
type Task = S['WagesSalaryTask'];
type OrgProgress = S['WagesExpOrgRow'];

const EXP_KEY = 'pageSalaryExpRecords';

export default function SalaryListPage() {
  return (
    <PageTabs
      label="工资预结算"
      tabs={[
        { key: 'exp', label: '预结算', render: () => <ExpRecords /> },
        { key: 'initiate', label: '发起记录', render: () => <InitiatedTasks /> },
        { key: 'org', label: '组织进度', render: () => <OrgProgressList /> },
        { key: 'summary', label: '工资汇总', render: () => <Summaries /> },
      ]}
    />
  );
}

const amountColumns = <
  R extends {
    workerCount: number;
    attendDays?: number | null;
    payableAmount: number;
    deductAmount?: number | null;
    paidAmount?: number | null;
    unpaidAmount: number;
  },
>(): ColumnDef<R, unknown>[] => [
  { id: 'workerCount', header: '工人数', cell: ({ row }) => `${row.original.workerCount} 人` },
  {
    id: 'attendDays',
    header: '出勤天数',
    cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.attendDays)}</span>,
  },
  {
    id: 'payableAmount',
    header: '应发（元）',
    cell: ({ row }) => <Money value={row.original.payableAmount} tone="strong" />,
  },
  { id: 'deductAmount', header: '扣款（元）', cell: ({ row }) => <Money value={row.original.deductAmount} /> },
  {
    id: 'paidAmount',
    header: '已发（元）',
    cell: ({ row }) => <Money value={row.original.paidAmount} tone="success" />,
  },
  {
    id: 'unpaidAmount',
    header: '未发（元）',
    cell: ({ row }) => (
      <Money value={row.original.unpaidAmount} tone={row.original.unpaidAmount ? 'danger' : 'muted'} />
    ),
  },
];

const SALARY_FILTERS = (status: FilterField['options'], type: FilterField['options']): FilterField[] => [
  { name: 'projectName', label: '项目名称' },
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'status', label: '状态', type: 'select', options: status ?? [] },
  { name: 'type', label: '类型', type: 'select', options: type ?? [] },
];

function ExpRecords() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Exp | null>(null);
  const [todo, setTodo] = useState<Exp | null>(null);
  const [removing, setRemoving] = useState<Exp | null>(null);
  const canStart = perm.can('start') && perm.hasPerm('wages:start');
  const canRemove = perm.can('delete') && perm.hasPerm('wages:remove');
  const initTodo = useMutation({
    mutationFn: (e: Exp) =>
      api.POST('/star/salaryExpWorkerList/initTodo', { body: { proInstId: e.proInstId, expId: e.id } }),
    onSuccess: (env) => {
      const d = env.data;
      toast.success(
        d
          ? `${env.msg || '操作成功'}：生成参建单位待办 ${d.companyTodoCount} 个、班组待办 ${d.teamTodoCount} 个`
          : env.msg,
        { duration: TOAST_MS },
      );
      setTodo(null);
      void invalidateOperation(queryClient, EXP_KEY);
    },
  });

  const filters = useMemo(() => SALARY_FILTERS(optionsOf(EXP_STATUS), optionsOf(EXP_TYPE)), []);
  const columns = useMemo<ColumnDef<Exp, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.branchName} />,
      },
      {
        id: 'period',
        header: '工资周期',
        cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
      },
      { id: 'expType', header: '类型', cell: ({ row }) => <StatusTag table={EXP_TYPE} value={row.original.expType} /> },
      {
        id: 'scope',
        header: '单位 / 班组',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.companyCount ?? 0} 家 / {row.original.teamCount ?? 0} 个
          </span>
        ),
      },
      ...amountColumns<Exp>(),
      { id: 'status', header: '状态', cell: ({ row }) => <StatusTag table={EXP_STATUS} value={row.original.status} /> },
      {
        id: 'create',
        header: '发起',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-32"
            main={<span className="font-normal text-gray-700">{row.original.initiatorName ?? '—'}</span>}
            sub={formatDate(row.original.createTime, 'minute')}
          />
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const e = row.original;
          const label = e.expType === 3 ? '其他预结算' : e.status === 0 ? '维护' : e.status === 1 ? '确认' : '查看';
          return (
            <div className="flex gap-2">
              <Button size="sm" variant="link" onClick={() => navigate(expRoute(e))}>
                {label}
              </Button>
              <Button size="sm" variant="link" onClick={() => setFiles(e)}>
                附件
              </Button>
              {canStart && canInitTodo(e.status) ? (
                <Button size="sm" variant="link" onClick={() => setTodo(e)}>
                  生成待办
                </Button>
              ) : null}
              {canRemove && canRemoveExp(e.status) ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => setRemoving(e)}>
                  撤销
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [navigate, canStart, canRemove],
  );

  return (
    <>
      <ListScreen<Exp>
        id="wages-exp-records"
        title="工资预结算"
        filters={filters}
        columns={columns}
        operation={EXP_KEY}
        rowId={(e) => String(e.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/salaryExpList/page', {
            body: { pageNum: page, pageSize: size, ...salaryFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('wages:export')
            ? (values) => api.POST('/star/salaryExpList/exportPage', { body: { ...ALL_ROWS, ...salaryFilter(values) } })
            : undefined
        }
      />
      {files ? <FilesDialog exp={files} onClose={() => setFiles(null)} /> : null}
      <ConfirmDialog
        open={todo !== null}
        onOpenChange={(o) => !o && setTodo(null)}
        title="生成待办"
        message={
          todo
            ? `为「${todo.projectName ?? ''}」${todo.period} 的预结算涉及的参建单位与班组生成填报、确认待办吗？已存在的待办不会重复生成。`
            : ''
        }
        confirmText="生成"
        onConfirm={() => todo && initTodo.mutate(todo)}
      />
      {removing ? (
        <RemoveDialog
          exp={removing}
          onClose={() => setRemoving(null)}
          onDone={() => {
            setRemoving(null);
            void invalidateOperation(queryClient, EXP_KEY);
            void invalidateOperation(queryClient, 'pageSalaryInitiateTasks');
          }}
        />
      ) : null}
    </>
  );
}

function FilesDialog({ exp, onClose }: { exp: Exp; onClose: () => void }) {
  const files = useQuery(expFilesQuery(exp.id));
  return (
    <ViewDialog title={`预结算附件：${exp.projectName ?? ''} ${exp.period}`} onClose={onClose} width={720}>
      {files.isPending ? (
        <p className="py-6 text-center text-sm text-muted">加载中…</p>
      ) : (
        <FileList files={files.data ?? []} />
      )}
    </ViewDialog>
  );
}

function RemoveDialog({ exp, onClose, onDone }: { exp: Exp; onClose: () => void; onDone: () => void }) {
  const form = useForm<RemoveForm>({ resolver: zodResolver(removeSchema), defaultValues: { reason: '' } });
  const remove = useMutation({
    mutationFn: (v: RemoveForm) =>
      api.POST('/star/salaryExpList/removeTask', {
        body: { id: exp.id, proInstId: exp.proInstId, reason: v.reason.trim() },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '工资任务已撤销', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="撤销工资任务"
      confirmText="撤销"
      submitting={remove.isPending}
      onSubmit={form.handleSubmit((v) => remove.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        撤销「{exp.projectName}」{exp.period} 的工资预结算（{exp.proInstId}）后，流程终止，已生成的待办一并删除。
      </p>
      <Field label={<RequiredLabel>撤销原因</RequiredLabel>} htmlFor="remove-reason" error={errors.reason?.message}>
        <Textarea
          id="remove-reason"
          placeholder="请写明撤销原因"
          aria-invalid={Boolean(errors.reason)}
          {...form.register('reason')}
        />
      </Field>
    </FormDialog>
  );
}

function InitiatedTasks() {
  const navigate = useNavigate();
  const filters = useMemo(() => SALARY_FILTERS(optionsOf(TASK_STATUS), optionsOf(TASK_TYPE)), []);
  const columns = useMemo<ColumnDef<Task, unknown>[]>(
    () => [
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
      {
        id: 'start',
        header: '发起人 / 时间',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-32"
            main={<span className="font-normal text-gray-700">{row.original.initiatorName ?? '—'}</span>}
            sub={formatDate(row.original.startTime, 'minute')}
          />
        ),
      },
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
              onClick={() => navigate(`${t.taskType === 3 ? '/wagesother' : '/wagesconfirm'}?${q}`)}
            >
              查看
            </Button>
          );
        },
      },
    ],
    [navigate],
  );
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

function OrgProgressList() {
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
      {
        id: 'payableAmount',
        header: '应发合计（元）',
        cell: ({ row }) => <Money value={row.original.payableAmount} tone="strong" />,
      },
      {
        id: 'unpaidAmount',
        header: '未发合计（元）',
        cell: ({ row }) => (
          <Money value={row.original.unpaidAmount} tone={row.original.unpaidAmount ? 'danger' : 'muted'} />
        ),
      },
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

const LEVELS = [
  ['branch', '分公司'],
  ['project', '项目'],
  ['company', '参建单位'],
  ['team', '班组'],
  ['worker', '工人'],
  ['org', '组织'],
] as const;
type Level = (typeof LEVELS)[number][0];
/** The call each level lists (the key of its pages). */
const LEVEL_OPERATION = {
  branch: 'listSalaryByBranch',
  project: 'listSalaryByProject',
  company: 'listSalaryByCompany',
  team: 'listSalaryByTeam',
  worker: 'listSalaryByWorker',
  org: 'listSalaryByOrg',
} as const satisfies Record<Level, OperationId>;

const LEVEL_FILTERS: FilterField[] = [
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'keyword', label: '关键字', placeholder: '组织、单位、班组或工人' },
  { name: 'onlyUnpaid', label: '未发工资', type: 'select', options: [{ value: '1', label: '只看有未发工资' }] },
];

function Summaries() {
  const [search, setSearch] = useSearchParams();
  const level: Level = LEVELS.find(([k]) => k === search.get('level'))?.[0] ?? 'branch';
  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-label="汇总维度" className="flex flex-wrap gap-2 rounded-md bg-white p-3 shadow-sm">
        <span className="mr-1 self-center text-sm text-gray-600">汇总维度</span>
        {LEVELS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={level === key}
            onClick={() => setSearch({ tab: 'summary', level: key })}
            className={cn(
              'rounded-full border px-3.5 py-1 text-sm transition-colors',
              level === key
                ? 'border-primary bg-primary text-white'
                : 'border-line text-gray-600 hover:border-primary hover:text-primary',
            )}
          >
            按{label}
          </button>
        ))}
      </div>
      <LevelList key={level} level={level} />
    </div>
  );
}

type LevelBody = ReturnType<typeof levelFilter> & { pageNum: number; pageSize: number };

function LevelList({ level }: { level: Level }) {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const exportable = perm.hasPerm('wages:export');
  const title = `${LEVELS.find(([k]) => k === level)?.[1] ?? ''}工资汇总`;
  const common = {
    id: `wages-summary-${level}`,
    title: level === 'worker' ? '工人工资明细' : title,
    filters: LEVEL_FILTERS,
    operation: LEVEL_OPERATION[level],
  };
  const page = (values: FilterValues, p: number, size: number): LevelBody => ({
    pageNum: p,
    pageSize: size,
    ...levelFilter(values),
  });
  const projectColumns = useMemo<ColumnDef<S['WagesSalaryProjectRow'], unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.branchName} />,
      },
      {
        id: 'period',
        header: '工资周期',
        cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
      },
      {
        id: 'expStatus',
        header: '预结算',
        cell: ({ row }) =>
          row.original.proInstId ? (
            <StatusTag table={EXP_STATUS} value={row.original.expStatus} />
          ) : (
            <Tag tag={{ label: '未发起', tone: 'muted' }} />
          ),
      },
      { id: 'companyCount', header: '参建单位', cell: ({ row }) => `${row.original.companyCount ?? 0} 家` },
      ...amountColumns<S['WagesSalaryProjectRow']>(),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          row.original.proInstId ? (
            <Button
              size="sm"
              variant="link"
              onClick={() =>
                navigate(`/wagesconfirm?${new URLSearchParams({ proInstId: row.original.proInstId ?? '' })}`)
              }
            >
              查看
            </Button>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
    ],
    [navigate],
  );

  const levels: { [K in Level]: LevelDef<LevelRow[K]> } = {
    branch: {
      columns: BRANCH_COLUMNS,
      rowId: (r) => `${r.branchId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listBranch', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listBranchExport', { body }),
    },
    project: {
      columns: projectColumns,
      rowId: (r) => `${r.projectId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listProject', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listProjectExport', { body }),
    },
    company: {
      columns: COMPANY_COLUMNS,
      rowId: (r) => `${r.projectId}-${r.companyId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listCompany', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listCompanyExport', { body }),
    },
    team: {
      columns: TEAM_COLUMNS,
      rowId: (r) => `${r.teamId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listTeam', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listTeamExport', { body }),
    },
    worker: {
      columns: WORKER_COLUMNS,
      rowId: (r) => `${r.workerId}-${r.projectId ?? ''}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listWorker', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listWorkerExport', { body }),
    },
    org: {
      columns: ORG_COLUMNS,
      rowId: (r) => `${r.orgId}-${r.period}`,
      list: (body, signal) => api.POST('/star/salaryExpList/listOrg', { body, signal }),
      exp: (body) => api.POST('/star/salaryExpList/listOrgExport', { body }),
    },
  };
  return (
    <LevelScreen<LevelRow[typeof level]>
      key={level}
      common={common}
      def={levels[level] as LevelDef<LevelRow[typeof level]>}
      page={page}
      exportable={exportable}
    />
  );
}

interface LevelRow {
  branch: S['WagesSalaryBranchRow'];
  project: S['WagesSalaryProjectRow'];
  company: S['WagesSalaryCompanyRow'];
  team: S['WagesSalaryTeamRow'];
  worker: S['WagesSalaryWorkerRow'];
  org: S['WagesSalaryOrgRow'];
}

/** One level of the salary summary: its columns, row key, list call and export call. */
interface LevelDef<Row> {
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  list: (body: LevelBody, signal?: AbortSignal) => Promise<{ data?: { total?: number; list?: Row[] } | null }>;
  exp: (body: typeof ALL_ROWS & ReturnType<typeof levelFilter>) => Promise<Blob>;
}

function LevelScreen<Row>({
  common,
  def,
  page,
  exportable,
}: {
  common: { id: string; title: ReactNode; filters: readonly FilterField[]; operation: OperationId };
  def: LevelDef<Row>;
  page: (values: FilterValues, p: number, size: number) => LevelBody;
  exportable: boolean;
}) {
  return (
    <ListScreen<Row>
      {...common}
      columns={def.columns}
      rowId={def.rowId}
      load={async ({ page: p, size, filters, signal }) => {
        const env = await def.list(page(filters, p, size), signal);
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={exportable ? (values) => def.exp({ ...ALL_ROWS, ...levelFilter(values) }) : undefined}
    />
  );
}

const periodColumn = <R extends { period: string }>(): ColumnDef<R, unknown> => ({
  id: 'period',
  header: '工资周期',
  cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
});

const BRANCH_COLUMNS: ColumnDef<S['WagesSalaryBranchRow'], unknown>[] = [
  {
    id: 'branchName',
    header: '分公司',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.branchName}</span>,
  },
  periodColumn(),
  { id: 'projectCount', header: '项目数', cell: ({ row }) => `${row.original.projectCount ?? 0} 个` },
  ...amountColumns<S['WagesSalaryBranchRow']>(),
];

const COMPANY_COLUMNS: ColumnDef<S['WagesSalaryCompanyRow'], unknown>[] = [
  {
    id: 'companyName',
    header: '参建单位',
    cell: ({ row }) => <TwoLines className="min-w-48" main={row.original.companyName} sub={row.original.projectName} />,
  },
  periodColumn(),
  { id: 'companyType', header: '单位类型', cell: ({ row }) => row.original.companyType ?? '—' },
  { id: 'teamCount', header: '班组数', cell: ({ row }) => `${row.original.teamCount ?? 0} 个` },
  {
    id: 'confirmStatus',
    header: '确认状态',
    cell: ({ row }) => <StatusTag table={COMPANY_CONFIRM_STATUS} value={row.original.confirmStatus} />,
  },
  ...amountColumns<S['WagesSalaryCompanyRow']>(),
];

const TEAM_COLUMNS: ColumnDef<S['WagesSalaryTeamRow'], unknown>[] = [
  {
    id: 'teamName',
    header: '班组',
    cell: ({ row }) => <TwoLines main={row.original.teamName} sub={`班组长 ${row.original.leaderName ?? '—'}`} />,
  },
  periodColumn(),
  {
    id: 'companyName',
    header: '参建单位 / 项目',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-48"
        main={<span className="font-normal">{row.original.companyName}</span>}
        sub={row.original.projectName}
      />
    ),
  },
  ...amountColumns<S['WagesSalaryTeamRow']>(),
];

const WORKER_COLUMNS: ColumnDef<S['WagesSalaryWorkerRow'], unknown>[] = [
  {
    id: 'workerName',
    header: '工人',
    cell: ({ row }) => <TwoLines main={row.original.workerName} sub={row.original.idCard} />,
  },
  periodColumn(),
  {
    id: 'team',
    header: '班组 / 单位',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-48"
        main={<span className="font-normal">{`${row.original.teamName ?? '—'} · ${row.original.workType ?? ''}`}</span>}
        sub={row.original.companyName}
      />
    ),
  },
  {
    id: 'attendDays',
    header: '出勤天数',
    cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.attendDays)}</span>,
  },
  { id: 'dailyWage', header: '日工资（元）', cell: ({ row }) => <Money value={row.original.dailyWage} /> },
  {
    id: 'payableAmount',
    header: '应发（元）',
    cell: ({ row }) => <Money value={row.original.payableAmount} tone="strong" />,
  },
  { id: 'deductAmount', header: '扣款（元）', cell: ({ row }) => <Money value={row.original.deductAmount} /> },
  {
    id: 'paidAmount',
    header: '已发（元）',
    cell: ({ row }) => <Money value={row.original.paidAmount} tone="success" />,
  },
  {
    id: 'unpaidAmount',
    header: '未发（元）',
    cell: ({ row }) => (
      <Money value={row.original.unpaidAmount} tone={row.original.unpaidAmount ? 'danger' : 'muted'} />
    ),
  },
  {
    id: 'bank',
    header: '工资卡',
    cell: ({ row }) => (
      <TwoLines
        className="min-w-44"
        main={<span className="font-normal tabular-nums">{row.original.bankCardNo ?? '—'}</span>}
        sub={row.original.bankName}
      />
    ),
  },
];

const ORG_COLUMNS: ColumnDef<S['WagesSalaryOrgRow'], unknown>[] = [
  {
    id: 'orgName',
    header: '组织',
    cell: ({ row }) => (
      <div
        className={cn(
          'flex items-center gap-2',
          row.original.orgType === 'xm' ? 'pl-8' : row.original.orgType === 'fgs' && 'pl-4',
        )}
      >
        <Tag tag={ORG_TYPE[row.original.orgType]} />
        <span className="font-medium text-gray-900">{row.original.orgName}</span>
      </div>
    ),
  },
  periodColumn(),
  { id: 'projectCount', header: '项目数', cell: ({ row }) => `${row.original.projectCount ?? 0} 个` },
  ...amountColumns<S['WagesSalaryOrgRow']>(),
];
