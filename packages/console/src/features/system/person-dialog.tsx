// The add / edit dialog of 人员账号 (account-page), with the user-form rules of seed 000 §5. A role or company no
// longer offered still shows under its own name.
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { FormCheckbox } from '@/ui/form-checkbox';
import { FormFields } from '@/ui/form-fields';
import { withCurrentOption } from '@/ui/form-combobox-field';
import { SaveFormDialog, editTitle, useSaveMutation } from '@/ui/save-form-dialog';
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
  const save = useSaveMutation(
    (v: PersonForm) =>
      person
        ? api.POST('/pc/person/edit', { body: { id: person.id, ...personBody(v, person.org_id) } })
        : api.POST('/pc/person/add', { body: personBody(v) }),
    onDone,
  );
  // A role or company no longer offered still shows under its own name.
  const corpOptions = withCurrentOption(corps, person?.corp_id, person?.corp_name);
  const roleOptions = withCurrentOption(roles, person?.role_id, person?.role_name);
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={editTitle('人员账号', person, (r) => r.name)}
      width={640}
    >
      <PersonFields form={form} person={person} corps={corpOptions} roles={roleOptions} />
      <FormCheckbox form={form} name="status" label="启用账号" />
      {person ? null : <p className="text-xs text-muted">账号默认为手机号，初始密码以短信发送给本人。</p>}
    </SaveFormDialog>
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
  return (
    <FormFields
      className="grid grid-cols-2 gap-x-4"
      form={form}
      idPrefix="person-"
      fields={[
        { as: 'combobox', name: 'corp_id', label: '所属企业', options: corps, required: true },
        { name: 'name', label: '姓名', required: true, placeholder: '请输入姓名' },
        {
          name: 'id_card',
          label: '身份证号',
          required: true,
          placeholder: person?.id_card ? `原 ${person.id_card}，请重新输入完整号码` : '15 或 18 位身份证号',
        },
        { name: 'mobile', label: '手机号', required: true, placeholder: '手机号同时作为登录账号' },
        { as: 'select', name: 'role_id', label: '角色', required: true, options: roles },
        { name: 'post_name', label: '岗位', placeholder: '如 专职安全员', markInvalid: false },
      ]}
    />
  );
}
