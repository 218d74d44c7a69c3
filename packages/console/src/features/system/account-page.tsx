// 人员账号 (001 §7.14 /pc/person/*, menu system/accountManager): managers and their login accounts. Add and edit with
// the user-form rules of seed 000 §5 (所属企业不能为空, 姓名不能为空, 身份证号格式错误, 手机号格式错误, 角色不能为空;
// roles from /pc/role/select), reset a password (perm person:resetPwd) and delete, each after a confirmation.
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
import { formatDate } from '@/lib/dates';
import { TOAST_MS } from '@/lib/constants';
import { newPasswordField } from '@/lib/validation';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { RequiredLabel } from '@/ui/field';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { FormCombobox } from '@/ui/form-combobox';
import { corpOptionsQuery } from '@/app/org-options';
import { roleOptionsQuery } from './system-queries';
import { ENABLE_STATUS, optionsOf, personBody, personSchema, SOURCE_NAMES, type PersonForm } from './system-rules';
import { invalidateOperation } from '@site/sdk/query/common';

type Person = components['schemas']['OrgPerson'];
type Option = { value: string; label: string };

const KEY = 'pageOrgPersons';

export default function AccountPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const roles = useQuery(roleOptionsQuery());
  const corps = useQuery(corpOptionsQuery());
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const [resetting, setResetting] = useState<Person | null>(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  const del = useRowDelete<Person>({
    run: (row) => api.POST('/pc/person/del/{id}', { params: { path: { id: row.id } } }),
    done: '账号已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'name', label: '姓名/手机号', placeholder: '请输入姓名或手机号' },
      { name: 'role_id', label: '角色', type: 'select', options: roles.data ?? [] },
      { name: 'status', label: '账号状态', type: 'select', options: optionsOf(ENABLE_STATUS) },
    ],
    [roles.data],
  );

  const columns = useMemo<ColumnDef<Person, unknown>[]>(
    () => [
      {
        id: 'name',
        header: '姓名/账号',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-medium text-gray-900">{row.original.name}</p>
            <p className="text-xs tabular-nums text-muted">{row.original.account || row.original.mobile}</p>
          </div>
        ),
      },
      {
        id: 'id_card',
        header: '身份证号',
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.id_card || '—'}</span>,
      },
      {
        id: 'corp_name',
        header: '所属企业',
        cell: ({ row }) => <p className="min-w-36">{row.original.corp_name || '—'}</p>,
      },
      {
        id: 'role',
        header: '角色/岗位',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.role_name || '—'}</p>
            {row.original.post_name ? <p className="text-xs text-muted">{row.original.post_name}</p> : null}
          </div>
        ),
      },
      {
        id: 'org',
        header: '所属组织',
        cell: ({ row }) => (
          <div className="min-w-40">
            <p>{row.original.org_name || '—'}</p>
            {row.original.source ? (
              <p className="text-xs text-muted">{SOURCE_NAMES[row.original.source] ?? ''}级账号</p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'hat',
        header: '安全帽',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.hat_innerid ?? <span className="text-muted">未绑定</span>}
          </span>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={ENABLE_STATUS} value={row.original.status} />,
      },
      {
        id: 'last_login_time',
        header: '最近登录',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDate(row.original.last_login_time, 'minute', '从未登录')}</span>
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-2">
            {perm.can('edit') ? (
              <Button size="sm" variant="link" onClick={() => setEditing(row.original)}>
                编辑
              </Button>
            ) : null}
            {perm.hasPerm('person:resetPwd') ? (
              <Button size="sm" variant="link" onClick={() => setResetting(row.original)}>
                重置密码
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
    [perm, askDelete],
  );

  return (
    <>
      <ListScreen<Person>
        id="system-persons"
        title="人员账号"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(p) => String(p.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              新增人员
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/pc/person/page', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                name: f.name,
                role_id: f.role_id ? Number(f.role_id) : undefined,
                status: f.status ? (Number(f.status) as 0 | 1) : undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing ? (
        <PersonDialog
          person={editing === 'new' ? undefined : editing}
          corps={corps.data ?? []}
          roles={roles.data ?? []}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {resetting ? <ResetPasswordDialog person={resetting} onClose={() => setResetting(null)} /> : null}
      <DeleteConfirm
        del={del}
        title="删除人员账号"
        message={(d) => `确定删除“${d.name}”的账号吗？其登录账号与全部身份将一并注销，已绑定的安全帽会先解绑。`}
      />
    </>
  );
}

function toForm(p: Person | undefined): PersonForm {
  return {
    corp_id: p?.corp_id ? String(p.corp_id) : '',
    name: p?.name ?? '',
    // The list shows the ID card masked: an edit asks for the full number again.
    id_card: '',
    mobile: p?.mobile ?? '',
    role_id: p?.role_id ? String(p.role_id) : '',
    post_name: p?.post_name ?? '',
    status: p ? p.status === 1 : true,
  };
}

function PersonDialog({
  person,
  corps,
  roles,
  onClose,
  onDone,
}: {
  person: Person | undefined;
  corps: Option[];
  roles: Option[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<PersonForm>({ resolver: zodResolver(personSchema), defaultValues: toForm(person) });
  const save = useMutation({
    mutationFn: (v: PersonForm) =>
      person
        ? api.POST('/pc/person/edit', { body: { id: person.id, ...personBody(v, person.org_id) } })
        : api.POST('/pc/person/add', { body: personBody(v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  // A role or company no longer offered still shows under its own name.
  const corpOptions =
    person?.corp_id && !corps.some((c) => c.value === String(person.corp_id))
      ? [...corps, { value: String(person.corp_id), label: person.corp_name ?? String(person.corp_id) }]
      : corps;
  const roleOptions =
    person?.role_id && !roles.some((r) => r.value === String(person.role_id))
      ? [...roles, { value: String(person.role_id), label: person.role_name ?? String(person.role_id) }]
      : roles;
  return (
    <FormDialog
      open
      width={640}
      onOpenChange={(o) => !o && onClose()}
      title={person ? `编辑人员账号：${person.name}` : '新增人员账号'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <Field label={<RequiredLabel>所属企业</RequiredLabel>} htmlFor="person-corp_id" error={errors.corp_id?.message}>
          <FormCombobox
            control={form.control}
            name="corp_id"
            id="person-corp_id"
            label="所属企业"
            options={corpOptions}
            required
          />
        </Field>
        <Field label={<RequiredLabel>姓名</RequiredLabel>} htmlFor="person-name" error={errors.name?.message}>
          <Input
            id="person-name"
            placeholder="请输入姓名"
            aria-invalid={Boolean(errors.name)}
            {...form.register('name')}
          />
        </Field>
        <Field label={<RequiredLabel>身份证号</RequiredLabel>} htmlFor="person-id_card" error={errors.id_card?.message}>
          <Input
            id="person-id_card"
            placeholder={person?.id_card ? `原 ${person.id_card}，请重新输入完整号码` : '15 或 18 位身份证号'}
            aria-invalid={Boolean(errors.id_card)}
            {...form.register('id_card')}
          />
        </Field>
        <Field label={<RequiredLabel>手机号</RequiredLabel>} htmlFor="person-mobile" error={errors.mobile?.message}>
          <Input
            id="person-mobile"
            placeholder="手机号同时作为登录账号"
            aria-invalid={Boolean(errors.mobile)}
            {...form.register('mobile')}
          />
        </Field>
        <Field label={<RequiredLabel>角色</RequiredLabel>} htmlFor="person-role_id" error={errors.role_id?.message}>
          <Select
            id="person-role_id"
            options={roleOptions}
            aria-invalid={Boolean(errors.role_id)}
            {...form.register('role_id')}
          />
        </Field>
        <Field label="岗位" htmlFor="person-post_name" error={errors.post_name?.message}>
          <Input id="person-post_name" placeholder="如 专职安全员" {...form.register('post_name')} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('status')} />
        启用账号
      </label>
      {person ? null : <p className="text-xs text-muted">账号默认为手机号，初始密码以短信发送给本人。</p>}
    </FormDialog>
  );
}

const resetSchema = z.object({
  new_password: newPasswordField,
});

function ResetPasswordDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const form = useForm<{ new_password: string }>({
    resolver: zodResolver(resetSchema),
    defaultValues: { new_password: '' },
  });
  const reset = useMutation({
    mutationFn: (v: { new_password: string }) =>
      api.POST('/pc/person/password/reset', { body: { id: person.id, new_password: v.new_password } }),
    onSuccess: (env) => {
      toast.success(env.msg || '密码已重置', { duration: TOAST_MS });
      onClose();
    },
  });
  const error = form.formState.errors.new_password?.message;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="重置密码"
      confirmText="确定重置"
      submitting={reset.isPending}
      onSubmit={form.handleSubmit((v) => reset.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        确定重置“{person.name}”（{person.account || person.mobile}）的登录密码吗？新密码将以短信通知本人。
      </p>
      <Field label={<RequiredLabel>新密码</RequiredLabel>} htmlFor="reset-new_password" error={error}>
        <Input
          id="reset-new_password"
          type="password"
          autoComplete="new-password"
          placeholder="8～16位，含字母、数字和特殊字符"
          aria-invalid={Boolean(error)}
          {...form.register('new_password')}
        />
      </Field>
    </FormDialog>
  );
}
