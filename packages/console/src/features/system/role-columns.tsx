// The columns of 角色管理 (role-page): name and remark, type, account level, account count, status, creation, and
// the 编辑 / 菜单权限 / 删除 links the page's permission allows.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { deleteLink, editLink, enableStatusColumn } from './row-links-column';
import { linksColumn } from '@/ui/links-column';
import { SOURCE_NAMES } from './system-rules';

type Role = components['schemas']['MenuRole'];
type Option = { value: string; label: string };

export function roleColumns(
  perm: PagePermission,
  types: readonly Option[] | undefined,
  on: { edit: (r: Role) => void; power: (r: Role) => void; remove: (r: Role) => void },
): ColumnDef<Role, unknown>[] {
  return [
    {
      id: 'role_name',
      header: '角色名称',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="min-w-48">
          <p className="font-medium text-gray-900">{row.original.role_name}</p>
          {row.original.remark ? <p className="text-xs text-muted">{row.original.remark}</p> : null}
        </div>
      ),
    },
    {
      id: 'role_type',
      header: '角色类型',
      cell: ({ row }) => (
        <span className="whitespace-nowrap rounded bg-primary/10 px-2 py-0.5 text-xs text-primary">
          {row.original.role_type_name ||
            types?.find((t) => t.value === String(row.original.role_type))?.label ||
            row.original.role_type}
        </span>
      ),
    },
    {
      id: 'source',
      header: '账号级别',
      cell: ({ row }) => (row.original.source ? (SOURCE_NAMES[row.original.source] ?? row.original.source) : '—'),
    },
    {
      id: 'user_count',
      header: '账号数',
      cell: ({ row }) => <span className="tabular-nums">{row.original.user_count ?? 0}</span>,
    },
    enableStatusColumn(),
    {
      id: 'created',
      header: '创建',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p>{row.original.create_by || '—'}</p>
          <p className="text-xs text-muted">{formatDate(row.original.create_time, 'dateTime')}</p>
        </div>
      ),
    },
    linksColumn([
      editLink(perm, on.edit),
      { text: '菜单权限', show: perm.hasPerm('role:power'), onClick: on.power },
      deleteLink(perm, on.remove),
    ]),
  ];
}
