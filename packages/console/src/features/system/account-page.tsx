// 人员账号 (001 §7.14 /pc/person/*, menu system/accountManager): managers and their login accounts. Add and edit with
// the user-form rules of seed 000 §5 (所属企业不能为空, 姓名不能为空, 身份证号格式错误, 手机号格式错误, 角色不能为空;
// roles from /pc/role/select), reset a password (perm person:resetPwd) and delete, each after a confirmation.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { newPasswordField } from '@/lib/validation';
import { usePagePermission } from '@/session/permissions';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { FormTextField } from '@/ui/form-text-field';
import type { FilterField } from '@/ui/filter-bar';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { corpOptionsQuery } from '@/platform/org-options';
import { accountColumns } from './account-columns';
import { AddButton, useEditing, type ListLoad } from './list-editing';
import { PersonDialog } from './person-dialog';
import { roleOptionsQuery } from './system-queries';
import { ENABLE_STATUS, optionsOf } from './system-rules';
import { invalidateOperation } from '@site/sdk/query/common';

type Person = components['schemas']['OrgPerson'];

const KEY = 'pageOrgPersons';

export default function AccountPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const roles = useQuery(roleOptionsQuery());
  const corps = useQuery(corpOptionsQuery());
  const { editing, setEditing, close, done } = useEditing<Person>(() => void invalidateOperation(queryClient, KEY));
  const [resetting, setResetting] = useState<Person | null>(null);
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
  const columns = useMemo(
    () => accountColumns(perm, { edit: setEditing, reset: setResetting, remove: askDelete }),
    [perm, setEditing, askDelete],
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
          <AddButton show={perm.can('add')} onClick={() => setEditing('new')}>
            新增人员
          </AddButton>
        }
        load={loadPersons}
      />
      {editing ? (
        <PersonDialog
          person={editing === 'new' ? undefined : editing}
          corps={corps.data ?? []}
          roles={roles.data ?? []}
          onClose={close}
          onDone={done}
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

async function loadPersons({ page, size, filters: f, signal }: ListLoad) {
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
}

const resetSchema = z.object({
  new_password: newPasswordField,
});

function ResetPasswordDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const form = useForm<{ new_password: string }>({
    resolver: zodResolver(resetSchema),
    defaultValues: { new_password: '' },
  });
  const reset = useSaveMutation(
    (v: { new_password: string }) =>
      api.POST('/pc/person/password/reset', { body: { id: person.id, new_password: v.new_password } }),
    onClose,
    '密码已重置',
  );
  return (
    <SaveFormDialog form={form} save={reset} onClose={onClose} title="重置密码" confirmText="确定重置">
      <p className="text-sm text-gray-600">
        确定重置“{person.name}”（{person.account || person.mobile}）的登录密码吗？新密码将以短信通知本人。
      </p>
      <FormTextField
        form={form}
        name="new_password"
        id="reset-new_password"
        label="新密码"
        required
        type="password"
        autoComplete="new-password"
        placeholder="8～16位，含字母、数字和特殊字符"
      />
    </SaveFormDialog>
  );
}
