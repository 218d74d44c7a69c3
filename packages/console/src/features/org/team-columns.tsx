// The columns of 班组管理 (team-list-page.tsx), with the list's request and its states: name, company, project,
// leader, work type, head count, state, check-in date, and 编辑 / 登记二维码 / 进场 / 退场 / 删除 per the page's perms.
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { Permission } from '@/session/permissions';
import type { PagePermission } from '@/session/power';
import { Button } from '@/ui/button';
import { formatDate } from '@/lib/dates';

export type Team = NonNullable<NonNullable<Awaited<ReturnType<typeof loadTeams>>['data']>['list']>[number];

export const STATUS: Record<number, { label: string; className: string }> = {
  0: { label: '待进场', className: 'bg-warning/10 text-warning' },
  1: { label: '已进场', className: 'bg-success/10 text-success' },
  2: { label: '已退场', className: 'bg-gray-100 text-gray-500' },
};

export const loadTeams = (
  query: { pageNum: number; pageSize: number; team_name?: string; status?: 0 | 1 | 2 },
  signal?: AbortSignal,
) => api.GET('/pc/team/list', { params: { query }, signal });

export function teamColumns({
  perm,
  onEdit,
  onQr,
  onPending,
  onDelete,
}: {
  perm: PagePermission;
  onEdit: (t: Team) => void;
  onQr: (t: Team) => void;
  onPending: (p: { team: Team; action: 'checkin' | 'exit' }) => void;
  onDelete: (t: Team) => void;
}): ColumnDef<Team, unknown>[] {
  return [
    {
      id: 'team_name',
      header: '班组名称',
      cell: ({ row }) => <span className="font-medium">{row.original.team_name}</span>,
    },
    { id: 'corp_name', header: '所属企业', cell: ({ row }) => row.original.corp_name },
    { id: 'project_name', header: '项目', cell: ({ row }) => row.original.project_name },
    {
      id: 'leader',
      header: '班组长',
      cell: ({ row }) =>
        `${row.original.leader_name ?? ''}${row.original.leader_mobile ? ` ${row.original.leader_mobile}` : ''}`,
    },
    { id: 'work_type', header: '主要工种', cell: ({ row }) => row.original.work_type },
    {
      id: 'count',
      header: '在场/登记',
      cell: ({ row }) => `${row.original.on_site_count ?? 0} / ${row.original.worker_count ?? 0}`,
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => {
        const s = STATUS[row.original.status ?? -1];
        return s ? <span className={`rounded px-2 py-0.5 text-xs ${s.className}`}>{s.label}</span> : '—';
      },
    },
    { id: 'checkin_date', header: '进场日期', cell: ({ row }) => formatDate(row.original.checkin_date) },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const t = row.original;
        return (
          <div className="flex gap-1">
            {perm.can('edit') ? (
              <Button size="sm" variant="link" onClick={() => onEdit(t)}>
                编辑
              </Button>
            ) : null}
            {t.status !== 2 ? (
              <Button size="sm" variant="link" onClick={() => onQr(t)}>
                登记二维码
              </Button>
            ) : null}
            {t.status !== 1 && perm.hasPerm('team:checkin') ? (
              <Permission code="team:checkin">
                <Button size="sm" variant="link" onClick={() => onPending({ team: t, action: 'checkin' })}>
                  进场
                </Button>
              </Permission>
            ) : null}
            {t.status === 1 && perm.hasPerm('team:exit') ? (
              <Permission code="team:exit">
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => onPending({ team: t, action: 'exit' })}
                >
                  退场
                </Button>
              </Permission>
            ) : null}
            {perm.can('delete') ? (
              <Permission code="team:delete">
                <Button size="sm" variant="link" className="text-danger" onClick={() => onDelete(t)}>
                  删除
                </Button>
              </Permission>
            ) : null}
          </div>
        );
      },
    },
  ];
}
