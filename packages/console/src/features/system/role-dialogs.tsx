// 角色管理 · the role dialog and the power (menu rights) dialog (moved out of role-page.tsx).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { TOAST_MS } from '@/lib/constants';
import { FormDialog } from '@/ui/form-dialog';
import { FormFields } from '@/ui/form-fields';
import { Loading } from '@/ui/loading';
import { SaveFormDialog, editTitle, useSaveMutation } from '@/ui/save-form-dialog';
import { rolePowersQuery } from './system-queries';
import {
  isChecked,
  isGranted,
  POWER_OPTIONS,
  powerEditBody,
  powerStateOf,
  setChecked,
  setGranted,
  type PowerNode,
  type PowerState,
} from './power-rules';
import { LoadFailed } from '@/ui/retry-failed';
import { listRoleMenuPowersKey } from '@site/sdk/query/menu';

type Role = components['schemas']['MenuRole'];

type Option = { value: string; label: string };

const roleSchema = z.object({
  role_name: z.string().check(z.trim(), z.minLength(1, '角色名称不能为空'), z.maxLength(30, '角色名称最多30字')),
  role_type: z.string().check(z.minLength(1, '请选择角色类型')),
  status: z.boolean(),
  remark: z.string().check(z.trim(), z.maxLength(200, '备注最多200字')),
});

type RoleForm = z.infer<typeof roleSchema>;

export function RoleDialog({
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
  // One call for both: without id it adds.
  const save = useSaveMutation(
    (v: RoleForm) =>
      api.POST('/pc/vrole/edit', {
        body: {
          id: role?.id,
          role_name: v.role_name,
          role_type: Number(v.role_type),
          status: v.status ? 1 : 0,
          remark: v.remark || undefined,
        },
      }),
    onDone,
  );
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={editTitle('角色', role, (r) => r.role_name)}>
      <FormFields
        form={form}
        idPrefix="role-"
        fields={[
          { name: 'role_name', label: '角色名称', required: true, placeholder: '请输入角色名称' },
          { as: 'select', name: 'role_type', label: '角色类型', required: true, options: types },
          { name: 'remark', label: '备注', rows: 0, placeholder: '角色的职责范围', markInvalid: false },
          { as: 'check', name: 'status', label: '启用' },
        ]}
      />
    </SaveFormDialog>
  );
}

export function PowerDialog({ role, onClose }: { role: Role; onClose: () => void }) {
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

/** A menu of the power tree, the choices made so far and how to change them. */
type PowerProps = { node: PowerNode; state: PowerState; onChange: (s: PowerState) => void };

function PowerGroup({ node, state, onChange }: PowerProps) {
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

function PowerLeaf({ node, state, onChange }: PowerProps) {
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
