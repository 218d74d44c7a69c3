// The four lists of 我的待办 (待办、已办、我的申请、抄送我的) on the generic list screen: the same filters and the
// columns each list needs; the row actions come from the page.
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import type { FilterField } from '@/ui/filter-bar';
import { Button } from '@/ui/button';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import {
  MODULES,
  PROC_STATUS,
  READ_FLAG,
  TASK_STATUS,
  dateRangeError,
  moduleName,
  optionsOf,
  taskQuery,
  viewUrl,
  type TaskItem,
} from './order-model';
import { LIST_KEY, loadTasks, type TaskListKind } from './order-queries';

const MODULE_OPTIONS = Object.entries(MODULES).map(([value, label]) => ({ value, label }));

const filtersOf = (kind: TaskListKind): FilterField[] => [
  { name: 'title', label: '标题', placeholder: '请输入标题关键字' },
  { name: 'moduleCode', label: '业务模块', type: 'select', options: MODULE_OPTIONS },
  ...(kind === 'todo'
    ? []
    : [{ name: 'procStatus', label: '流程状态', type: 'select' as const, options: optionsOf(PROC_STATUS) }]),
  { name: 'startDate', label: '发起日期起', type: 'date' },
  { name: 'endDate', label: '发起日期止', type: 'date' },
];

const TITLES: Record<TaskListKind, string> = {
  todo: '待办事项',
  done: '已办事项',
  applied: '我的申请',
  cc: '抄送我的',
};

/** The columns of one list: what all four show, and the time, result, handler or read flag of the kind. */
function taskColumns(kind: TaskListKind, actions: (task: TaskItem) => ReactNode): ColumnDef<TaskItem, unknown>[] {
  const cols: (ColumnDef<TaskItem, unknown> | false)[] = [
    {
      id: 'title',
      header: '标题',
      cell: ({ row }) => (
        <div className="min-w-56 max-w-xs whitespace-normal">
          <p className="font-medium text-gray-900">{row.original.title}</p>
          <p className="mt-0.5 text-xs text-muted">
            {[row.original.projectName, row.original.procDefName, row.original.businessKey].filter(Boolean).join(' · ')}
          </p>
        </div>
      ),
    },
    {
      id: 'moduleCode',
      header: '业务模块',
      cell: ({ row }) => <Tag tag={{ label: moduleName(row.original.moduleCode) ?? '—', tone: 'primary' }} />,
    },
    {
      id: 'nodeName',
      header: kind === 'done' ? '办理节点' : '当前节点',
      cell: ({ row }) => <Nowrap>{row.original.nodeName}</Nowrap>,
    },
    {
      id: 'start',
      header: '发起',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p>{row.original.startUserName ?? '—'}</p>
          <p className="text-xs text-muted">{formatDate(row.original.startTime, 'minute')}</p>
        </div>
      ),
    },
    kind === 'todo' && {
      id: 'createTime',
      header: '到达时间',
      cell: ({ row }) => <Nowrap>{formatDate(row.original.createTime, 'minute')}</Nowrap>,
    },
    kind === 'done' && {
      id: 'endTime',
      header: '办理时间',
      cell: ({ row }) => <Nowrap>{formatDate(row.original.endTime, 'minute')}</Nowrap>,
    },
    kind === 'done' && {
      id: 'taskStatus',
      header: '办理结果',
      cell: ({ row }) => <StatusTag table={TASK_STATUS} value={row.original.taskStatus} />,
    },
    kind === 'applied' && {
      id: 'assigneeName',
      header: '当前办理人',
      cell: ({ row }) => <Nowrap>{row.original.procStatus === 1 ? row.original.assigneeName : undefined}</Nowrap>,
    },
    kind === 'cc' && {
      id: 'readFlag',
      header: '是否已读',
      cell: ({ row }) => <StatusTag table={READ_FLAG} value={String(Boolean(row.original.readFlag))} />,
    },
    {
      id: 'procStatus',
      header: '流程状态',
      cell: ({ row }) => <StatusTag table={PROC_STATUS} value={row.original.procStatus} />,
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => <div className="flex gap-1">{actions(row.original)}</div>,
    },
  ];
  return cols.filter((c): c is ColumnDef<TaskItem, unknown> => Boolean(c));
}

export function TaskList({
  kind,
  actions,
  toolbar,
}: {
  kind: TaskListKind;
  actions: (task: TaskItem) => ReactNode;
  toolbar?: ReactNode;
}) {
  const filters = useMemo(() => filtersOf(kind), [kind]);
  const columns = useMemo(() => taskColumns(kind, actions), [kind, actions]);

  return (
    <ListScreen<TaskItem>
      id={`order-${kind}`}
      title={TITLES[kind]}
      filters={filters}
      columns={columns}
      operation={LIST_KEY[kind]}
      rowId={(t) => t.taskId}
      toolbar={toolbar}
      load={async ({ page, size, filters: values, signal }) => {
        const bad = dateRangeError(values);
        if (bad) throw new Error(bad);
        const env = await loadTasks(kind, taskQuery(page, size, values), signal);
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

/** 已办事项, 我的申请 and 抄送我的: the list whose 查看 opens 办理详情 (/stagingO). */
export function ViewedTaskList({ kind }: { kind: Exclude<TaskListKind, 'todo'> }) {
  const navigate = useNavigate();
  const actions = useCallback(
    (t: TaskItem) => (
      <Button size="sm" variant="link" onClick={() => void navigate(viewUrl(t))}>
        查看
      </Button>
    ),
    [navigate],
  );
  return <TaskList kind={kind} actions={actions} />;
}
