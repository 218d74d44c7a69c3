// 角色管理 (000 §6, §7; 001 §7.14 /pc/vrole/*, /pc/vmemu/power/*, menu system/role): roles with their type, add and
// edit, delete after a confirmation, and the role's menu powers (perm role:power): a checklist of the menus with the
// button bits of 000 §6 each page supports — 编辑状态 (1024) is granted when the bit is NOT set.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { RequiredLabel } from '@/ui/field';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { rolePowersQuery, roleTypeOptionsQuery } from './system-queries';
import {
  ENABLE_STATUS,
  isChecked,
  isGranted,
  POWER_OPTIONS,
  powerEditBody,
  powerStateOf,
  setChecked,
  setGranted,
  SOURCE_NAMES,
  type PowerNode,
  type PowerState,
} from './system-rules';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';
import { listRoleMenuPowersKey } from '@site/sdk/query/menu';

type Role = components['schemas']['MenuRole'];
type Option = { value: string; label: string };

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

const roleSchema = z.object({
  role_name: z.string().check(z.trim(), z.minLength(1, '角色名称不能为空'), z.maxLength(30, '角色名称最多30字')),
  role_type: z.string().check(z.minLength(1, '请选择角色类型')),
  status: z.boolean(),
  remark: z.string().check(z.trim(), z.maxLength(200, '备注最多200字')),
});
type RoleForm = z.infer<typeof roleSchema>;

function RoleDialog({
  role,
  types,
  onClose,
  onDone,
}: {
  role: Role | undefined;
  types: Option[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<RoleForm>({
    resolver: zodResolver(roleSchema),
    defaultValues: {
      role_name: role?.role_name ?? '',
      role_type: role ? String(role.role_type) : '',
      status: role ? role.status !== 0 : true,
      remark: role?.remark ?? '',
    },
  });
  const save = useMutation({
    // One call for both: without id it adds.
    mutationFn: (v: RoleForm) =>
      api.POST('/pc/vrole/edit', {
        body: {
          id: role?.id,
          role_name: v.role_name,
          role_type: Number(v.role_type),
          status: v.status ? 1 : 0,
          remark: v.remark || undefined,
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={role ? `编辑角色：${role.role_name}` : '新增角色'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label={<RequiredLabel>角色名称</RequiredLabel>} htmlFor="role-role_name" error={errors.role_name?.message}>
        <Input
          id="role-role_name"
          placeholder="请输入角色名称"
          aria-invalid={Boolean(errors.role_name)}
          {...form.register('role_name')}
        />
      </Field>
      <Field label={<RequiredLabel>角色类型</RequiredLabel>} htmlFor="role-role_type" error={errors.role_type?.message}>
        <Select
          id="role-role_type"
          options={types}
          aria-invalid={Boolean(errors.role_type)}
          {...form.register('role_type')}
        />
      </Field>
      <Field label="备注" htmlFor="role-remark" error={errors.remark?.message}>
        <Textarea id="role-remark" placeholder="角色的职责范围" {...form.register('remark')} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('status')} />
        启用
      </label>
    </FormDialog>
  );
}

function PowerDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const powers = useQuery(rolePowersQuery(role.id));
  const queryClient = useQueryClient();
  const [state, setState] = useState<PowerState | null>(null);
  const nodes = useMemo(() => powers.data ?? [], [powers.data]);
  const current = state ?? powerStateOf(nodes);
  const save = useMutation({
    mutationFn: () => api.POST('/pc/vmemu/power/edit', { body: powerEditBody(role.id, nodes, current) }),
    onSuccess: (env) => {
      toast.success(env.msg || '权限已保存', { duration: TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: listRoleMenuPowersKey({ params: { path: { id: role.id } } }) });
      onClose();
    },
  });
  return (
    <FormDialog
      open
      width={860}
      onOpenChange={(o) => !o && onClose()}
      title={`菜单权限：${role.role_name}`}
      submitting={save.isPending || powers.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (powers.data) save.mutate();
      }}
    >
      {powers.isPending ? (
        <Loading />
      ) : powers.isError ? (
        <LoadFailed className="flex-col py-8" label="菜单权限加载失败：" error={powers.error} />
      ) : (
        <>
          <p className="text-xs text-muted">
            勾选菜单后可为页面授予按钮权限；“编辑状态”勾选表示允许（对应权限位 1024
            不置位）。保存将整体覆盖该角色的权限。
          </p>
          <div className="flex max-h-[58vh] flex-col gap-3 overflow-y-auto pr-1">
            {nodes.map((group) => (
              <PowerGroup key={group.menu_id} node={group} state={current} onChange={setState} />
            ))}
          </div>
        </>
      )}
    </FormDialog>
  );
}

function countLeaves(node: PowerNode, state: PowerState): [number, number] {
  if (!node.children?.length) return [isChecked(node, state) ? 1 : 0, 1];
  return node.children.reduce<[number, number]>(
    (acc, c) => {
      const [a, b] = countLeaves(c, state);
      return [acc[0] + a, acc[1] + b];
    },
    [0, 0],
  );
}

function PowerGroup({
  node,
  state,
  onChange,
}: {
  node: PowerNode;
  state: PowerState;
  onChange: (s: PowerState) => void;
}) {
  if (!node.children?.length) return <PowerLeaf node={node} state={state} onChange={onChange} />;
  const [chosen, total] = countLeaves(node, state);
  return (
    <section className="rounded border border-line" aria-label={node.title}>
      <header className="flex items-center gap-2 bg-gray-50 px-3 py-2">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={chosen > 0}
            ref={(el) => {
              if (el) el.indeterminate = chosen > 0 && chosen < total;
            }}
            onChange={(e) => onChange(setChecked(node, state, e.target.checked))}
          />
          {node.title}
        </label>
        <span className="ml-auto text-xs text-muted">
          已选 {chosen}/{total}
        </span>
      </header>
      <ul className="divide-y divide-line">
        {node.children.map((c) =>
          c.children?.length ? (
            <li key={c.menu_id} className="p-2">
              <PowerGroup node={c} state={state} onChange={onChange} />
            </li>
          ) : (
            <PowerLeaf key={c.menu_id} node={c} state={state} onChange={onChange} />
          ),
        )}
      </ul>
    </section>
  );
}

function PowerLeaf({
  node,
  state,
  onChange,
}: {
  node: PowerNode;
  state: PowerState;
  onChange: (s: PowerState) => void;
}) {
  const entry = state[node.menu_id] ?? { checked: node.checked, power: node.power_value };
  const supported = new Set<number>(node.power_options ?? []);
  const options = POWER_OPTIONS.filter((o) => supported.has(o.bit));
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 pl-8">
      <label className="flex w-52 items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          aria-label={node.title}
          checked={entry.checked}
          onChange={(e) => onChange({ ...state, [node.menu_id]: { ...entry, checked: e.target.checked } })}
        />
        {node.title}
        {node.path ? <span className="truncate text-xs text-muted">{node.path}</span> : null}
      </label>
      {options.length ? (
        <div className="flex flex-wrap gap-x-3 gap-y-1" role="group" aria-label={`${node.title}按钮权限`}>
          {options.map((o) => (
            <label
              key={o.bit}
              className={cn('flex items-center gap-1 text-xs', entry.checked ? 'text-gray-700' : 'text-gray-400')}
            >
              <input
                type="checkbox"
                aria-label={`${node.title} ${o.label}`}
                disabled={!entry.checked}
                checked={entry.checked && isGranted(entry.power, o.bit)}
                onChange={(e) =>
                  onChange({
                    ...state,
                    [node.menu_id]: { ...entry, power: setGranted(entry.power, o.bit, e.target.checked) },
                  })
                }
              />
              {o.label}
            </label>
          ))}
        </div>
      ) : (
        <span className="text-xs text-muted">仅查看</span>
      )}
    </li>
  );
}
