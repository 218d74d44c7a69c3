// The dialogs of 法务账号 (account-page.tsx): 新增/编辑 an account, 分配角色 and the menus a role opens.
import { useQuery } from '@tanstack/react-query';
import { editTitle, useSaveMutation } from '@/ui/save-form-dialog';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { Field, RequiredLabel } from '@/ui/field';
import { FieldMessage } from '@/ui/field-message';
import { FormDialog } from '@/ui/form-dialog';
import { FormFields } from '@/ui/form-fields';
import { FormSelectField } from '@/ui/form-select-field';
import { Tag } from '@/ui/status-tag';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormCombobox } from '@/ui/form-combobox';
import { menuAllowed, ORG_TYPE, type MenuNode } from './legal-model';
import { legalMenuTreeQuery, legalRolesQuery } from './legal-queries';
import { useAccountForm, type AccountFormState } from './use-account-form';
import type { Account } from './account-columns';
import { formDialogProps } from '@/ui/form-dialog-props';

export function AccountDialog({
  account,
  onClose,
  onDone,
}: {
  account: Account | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const state = useAccountForm(account, onDone);
  const { form } = state;
  return (
    <FormDialog
      {...formDialogProps(form, state.save, onClose)}
      width={560}
      title={editTitle('法务账号', account, (r) => r.userName)}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <FormComboboxField
          form={form}
          name="orgId"
          id="legal-orgId"
          label="所属组织"
          options={state.orgOptions}
          required
          onChange={() => form.setValue('userId', '')}
        />
        {account ? (
          <FormSelectField form={form} name="status" id="legal-status" label="账号状态" markInvalid={false}>
            <option value="1">启用</option>
            <option value="0">停用</option>
          </FormSelectField>
        ) : (
          <PersonField state={state} />
        )}
        <AccountFields state={state} editing={Boolean(account)} />
      </div>
      <AccountRoles state={state} />
      {!account ? <p className="text-xs text-gray-500">开通后初始密码以短信发送到该手机号。</p> : null}
    </FormDialog>
  );
}

/** 选择人员 of a new account: the organisation's people, filling name and mobile. */
function PersonField({ state }: { state: AccountFormState }) {
  const { orgId } = state;
  return (
    <Field label="选择人员" htmlFor="legal-userId">
      <FormCombobox
        control={state.form.control}
        name="userId"
        id="legal-userId"
        label="人员"
        disabled={!orgId}
        onChange={state.pickPerson}
        emptyLabel={orgId ? '请选择（可手动填写）' : '请先选择组织'}
        options={(state.people.data?.data ?? []).map((u) => ({
          value: String(u.userId),
          label: `${u.userName}${u.postName ? ` · ${u.postName}` : ''}${u.hasAccount ? '（已开通）' : ''}`,
        }))}
      />
    </Field>
  );
}

/** 姓名, 手机号 and 登录账号 (fixed once the account exists). */
function AccountFields({ state, editing }: { state: AccountFormState; editing: boolean }) {
  const { form } = state;
  return (
    <>
      <FormFields
        form={form}
        idPrefix="legal-"
        fields={[
          { name: 'userName', label: '姓名', required: true, placeholder: '请输入姓名' },
          {
            name: 'mobile',
            label: '手机号',
            required: true,
            inputMode: 'numeric',
            maxLength: 11,
            placeholder: '请输入手机号',
          },
          {
            name: 'account',
            label: '登录账号',
            required: true,
            placeholder: '4-20位字母、数字或下划线',
            disabled: editing,
            className: 'col-span-2',
          },
        ]}
      />
    </>
  );
}

/** 法务角色 as checkboxes, at least one. */
function AccountRoles({ state }: { state: AccountFormState }) {
  const { errors } = state;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm text-gray-700">
        <RequiredLabel>法务角色</RequiredLabel>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2 rounded border border-line px-3 py-2">
        {(state.roles.data ?? []).map((r) => (
          <label key={r.roleId} className="flex items-center gap-1.5 text-sm text-gray-700">
            <input type="checkbox" value={String(r.roleId)} {...state.form.register('roleIds')} />
            {r.roleName}
          </label>
        ))}
      </div>
      <FieldMessage error={errors.roleIds?.message} className="min-h-4 text-xs leading-4 text-danger" />
    </fieldset>
  );
}

const assignSchema = z.object({ roleIds: z.array(z.string()).check(z.minLength(1, '请至少选择一个角色')) });

export type AssignForm = z.infer<typeof assignSchema>;

export function AssignRoleDialog({
  account,
  onClose,
  onDone,
}: {
  account: Account;
  onClose: () => void;
  onDone: () => void;
}) {
  const roles = useQuery(legalRolesQuery());
  const menus = useQuery(legalMenuTreeQuery(account.orgId));
  const form = useForm<AssignForm>({
    resolver: zodResolver(assignSchema),
    defaultValues: { roleIds: (account.roleIds ?? []).map(String) },
  });
  const save = useSaveMutation(
    (v: AssignForm) =>
      api.POST('/legal-service/account/assignRole', {
        body: { accountId: account.id, roleIds: v.roleIds.map(Number) },
      }),
    onDone,
    '分配成功',
  );
  const { errors } = form.formState;
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} width={640} title={`分配角色：${account.userName}`}>
      <p className="text-sm text-gray-600">
        {account.orgName} <Tag tag={account.orgType ? ORG_TYPE[account.orgType] : undefined} />
        <span className="ml-2 text-gray-400">所选角色将覆盖原有角色</span>
      </p>
      <div className="grid grid-cols-2 gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-gray-900">角色</legend>
          <div className="flex flex-col gap-2 rounded border border-line p-3">
            {(roles.data ?? []).map((r) => (
              <label key={r.roleId} className="flex items-center gap-2 text-sm text-gray-700">
                <input type="checkbox" value={String(r.roleId)} {...form.register('roleIds')} />
                {r.roleName}
                {r.roleCode ? <span className="text-xs text-gray-400">{r.roleCode}</span> : null}
              </label>
            ))}
          </div>
          <FieldMessage error={errors.roleIds?.message} className="min-h-4 text-xs leading-4 text-danger" />
        </fieldset>
        <section aria-label="可用法务菜单" className="flex flex-col gap-1">
          <h4 className="mb-1 text-sm font-medium text-gray-900">该组织可用的法务菜单</h4>
          <div className="max-h-64 overflow-y-auto rounded border border-line p-3 text-sm">
            {menus.isPending ? <p className="text-gray-400">加载中…</p> : null}
            <MenuTree nodes={menus.data ?? []} orgType={account.orgType} />
          </div>
        </section>
      </div>
    </FormDialog>
  );
}

function MenuTree({ nodes, orgType }: { nodes: readonly MenuNode[]; orgType: number | undefined }) {
  return (
    <ul className="flex flex-col gap-1">
      {nodes.map((n) => {
        const ok = menuAllowed(n, orgType);
        return (
          <li key={n.id}>
            <span className={ok ? 'text-gray-700' : 'text-gray-400 line-through'}>{n.label}</span>
            {!ok ? <span className="ml-1 text-xs text-gray-400">仅公司层级可用</span> : null}
            {n.children?.length ? (
              <div className="ml-4 mt-1 border-l border-line pl-2">
                <MenuTree nodes={n.children} orgType={orgType} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
