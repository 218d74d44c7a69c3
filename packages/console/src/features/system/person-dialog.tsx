// The add / edit dialog of 人员账号 (account-page), with the user-form rules of seed 000 §5. A role or company no
// longer offered still shows under its own name.
import { useMutation } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormCombobox } from '@/ui/form-combobox';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { personBody, personSchema, type PersonForm } from './system-rules';

type Person = components['schemas']['OrgPerson'];
type Option = { value: string; label: string };

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

export function PersonDialog({
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
      <PersonFields form={form} person={person} corps={corpOptions} roles={roleOptions} />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('status')} />
        启用账号
      </label>
      {person ? null : <p className="text-xs text-muted">账号默认为手机号，初始密码以短信发送给本人。</p>}
    </FormDialog>
  );
}

function PersonFields({
  form,
  person,
  corps,
  roles,
}: {
  form: UseFormReturn<PersonForm>;
  person: Person | undefined;
  corps: Option[];
  roles: Option[];
}) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-2 gap-x-4">
      <Field label={<RequiredLabel>所属企业</RequiredLabel>} htmlFor="person-corp_id" error={errors.corp_id?.message}>
        <FormCombobox
          control={form.control}
          name="corp_id"
          id="person-corp_id"
          label="所属企业"
          options={corps}
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
          options={roles}
          aria-invalid={Boolean(errors.role_id)}
          {...form.register('role_id')}
        />
      </Field>
      <Field label="岗位" htmlFor="person-post_name" error={errors.post_name?.message}>
        <Input id="person-post_name" placeholder="如 专职安全员" {...form.register('post_name')} />
      </Field>
    </div>
  );
}
