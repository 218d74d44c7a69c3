// The list of point tasks (ginCheckPointTaskList/page) behind 点位任务 and 隐患处置 (only the tasks with a hazard),
// and the columns both show.
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { pointTaskQuery, projectOf, TROUBLE_LEVEL, type PointTask } from './grid-task-model';
import { DeadlineCell } from './deadline-cell';

type Column = ColumnDef<PointTask, unknown>;

export function PointTaskList({
  id,
  title,
  filters,
  columns,
  onlyTrouble = false,
}: {
  id: string;
  title: string;
  filters: FilterField[];
  columns: Column[];
  onlyTrouble?: boolean;
}) {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  return (
    <ListScreen<PointTask>
      id={id}
      title={title}
      filters={filters}
      columns={columns}
      operation="pageGridPointTasks"
      scope={onlyTrouble ? { projectId, onlyTrouble } : { projectId }}
      rowId={(t) => String(t.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/grid/ginCheckPointTaskList/page', {
          body: pointTaskQuery(values, page, size, projectId, onlyTrouble),
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

/** The columns both lists show; 检查人 / 发现人 and 检查时间 / 发现时间 take their header. */
export const taskColumns: {
  checkName: Column;
  checkUser: (header: string) => Column;
  checkTime: (header: string) => Column;
  troubleLevel: Column;
  rectify: Column[];
} = {
  checkName: {
    id: 'checkName',
    header: '所属检查',
    cell: ({ row }) => <Nowrap>{row.original.checkName}</Nowrap>,
  },
  checkUser: (header) => ({
    id: 'checkUserName',
    header,
    cell: ({ row }) => <Nowrap>{row.original.checkUserName}</Nowrap>,
  }),
  checkTime: (header) => ({
    id: 'checkTime',
    header,
    cell: ({ row }) => <Nowrap>{row.original.checkTime ? formatDate(row.original.checkTime, 'minute') : null}</Nowrap>,
  }),
  troubleLevel: {
    id: 'troubleLevel',
    header: '隐患等级',
    cell: ({ row }) => <StatusTag table={TROUBLE_LEVEL} value={row.original.troubleLevel} />,
  },
  /** 整改责任人 and 整改期限. */
  rectify: [
    { id: 'rectifyUserName', header: '整改责任人', cell: ({ row }) => <Nowrap>{row.original.rectifyUserName}</Nowrap> },
    {
      id: 'rectifyDeadline',
      header: '整改期限',
      cell: ({ row }) => <DeadlineCell deadline={row.original.rectifyDeadline} status={row.original.troubleStatus} />,
    },
  ],
};
