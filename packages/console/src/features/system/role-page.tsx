// 角色管理 (000 §6, §7; 001 §7.14 /pc/vrole/*, /pc/vmemu/power/*, menu system/role): roles with their type, add and
// edit, delete after a confirmation, and the role's menu powers (perm role:power): a checklist of the menus with the
// button bits of 000 §6 each page supports — 编辑状态 (1024) is granted when the bit is NOT set.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { roleTypeOptionsQuery } from './system-queries';
import { ENABLE_STATUS, SOURCE_NAMES } from './system-rules';
import { invalidateOperation } from '@site/sdk/query/common';
import { RoleDialog, PowerDialog } from './role-dialogs';

type Role = components['schemas']['MenuRole'];

const KEY = 'listRoles';

export default function RolePage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const types = useQuery(roleTypeOptionsQuery());
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [powering, setPowering] = useState<Role | null>(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  const del = useRowDelete<Role>({
    run: (row) => api.POST('/pc/vrole/del/{id}', { params: { path: { id: row.id } } }),
    done: '角色已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'role_name', label: '角色名称' },
      { name: 'role_type', label: '角色类型', type: 'select', options: types.data ?? [] },
    ],
    [types.data],
  );

  const columns = useMemo<ColumnDef<Role, unknown>[]>(
    () => [
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
              types.data?.find((t) => t.value === String(row.original.role_type))?.label ||
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
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={ENABLE_STATUS} value={row.original.status} />,
      },
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
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-3">
            {perm.can('edit') ? (
              <Button size="sm" variant="link" onClick={() => setEditing(row.original)}>
                编辑
              </Button>
            ) : null}
            {perm.hasPerm('role:power') ? (
              <Button size="sm" variant="link" onClick={() => setPowering(row.original)}>
                菜单权限
              </Button>
            ) : null}
            {perm.can('delete') ? (
              <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(row.original)}>
                删除
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [perm, types.data, askDelete],
  );

  return (
    <>
      <ListScreen<Role>
        id="system-roles"
        title="角色管理"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(r) => String(r.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              新增角色
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/pc/vrole/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                role_name: f.role_name,
                role_type: f.role_type ? Number(f.role_type) : undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing ? (
        <RoleDialog
          role={editing === 'new' ? undefined : editing}
          types={types.data ?? []}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {powering ? <PowerDialog role={powering} onClose={() => setPowering(null)} /> : null}
      <DeleteConfirm
        del={del}
        title="删除角色"
        message={(d) => `确定删除角色“${d.role_name}”吗？已分配给账号的角色不能删除。`}
      />
    </>
  );
}
