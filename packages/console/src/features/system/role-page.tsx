// 角色管理 (000 §6, §7; 001 §7.14 /pc/vrole/*, /pc/vmemu/power/*, menu system/role): roles with their type, add and
// edit, delete after a confirmation, and the role's menu powers (perm role:power): a checklist of the menus with the
// button bits of 000 §6 each page supports — 编辑状态 (1024) is granted when the bit is NOT set.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { AddButton, useEditing, type ListLoad } from './list-editing';
import { roleColumns } from './role-columns';
import { roleTypeOptionsQuery } from './system-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { RoleDialog, PowerDialog } from './role-dialogs';

type Role = components['schemas']['MenuRole'];

const KEY = 'listRoles';

export default function RolePage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const types = useQuery(roleTypeOptionsQuery());
  const { editing, setEditing, close, done } = useEditing<Role>(() => void invalidateOperation(queryClient, KEY));
  const [powering, setPowering] = useState<Role | null>(null);
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
  const columns = useMemo(
    () => roleColumns(perm, types.data, { edit: setEditing, power: setPowering, remove: askDelete }),
    [perm, types.data, setEditing, askDelete],
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
          <AddButton show={perm.can('add')} onClick={() => setEditing('new')}>
            新增角色
          </AddButton>
        }
        load={loadRoles}
      />
      {editing ? (
        <RoleDialog
          role={editing === 'new' ? undefined : editing}
          types={types.data ?? []}
          onClose={close}
          onDone={done}
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

async function loadRoles({ page, size, filters: f, signal }: ListLoad) {
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
}
