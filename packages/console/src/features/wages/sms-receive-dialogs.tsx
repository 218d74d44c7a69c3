// 短信接收人 · the receiver dialogs (moved out of sms-receive-page.tsx).
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { Loading } from '@/ui/loading';
import { FormCombobox } from '@/ui/form-combobox';
import { smsReceiverBody, type SmsReceiverForm } from './wages-bodies';
import { smsReceiverQuery } from './wages-queries';
import { RECEIVE_TYPES, RECEIVER_TYPE, optionsOf } from './wages-status';

type Receiver = components['schemas']['WagesConfigSmsReceiver'];

const SELECT =
  'h-9 w-full rounded border border-line bg-white px-2 text-sm outline-none focus:border-primary aria-[invalid=true]:border-danger';

const receiverSchema = z.object({
  projectId: z.string().check(z.minLength(1, '请选择项目')),
  receiverName: z.string().check(z.trim(), z.minLength(1, '请输入接收人姓名'), z.maxLength(20, '姓名最多20字')),
  mobile: z.string().check(z.trim(), z.minLength(1, '请输入手机号'), z.regex(/^1[3-9]\d{9}$/, '手机号格式错误')),
  position: z.string().check(z.maxLength(50, '岗位最多50字')),
  receiverType: z.string().check(z.minLength(1, '请选择接收人类型')),
  receiveTypes: z.array(z.string()).check(z.minLength(1, '请至少选择一种提醒')),
  enabled: z.boolean(),
});

/** 修改 reads the receiver as saved (get) before showing the form; the list row stands in if the read fails. */
export function EditReceiverDialog({
  row,
  projects,
  onClose,
  onDone,
}: {
  row: Receiver;
  projects: readonly { value: number; label: string }[];
  onClose: () => void;
  onDone: (msg: string | undefined, fallback: string) => void;
}) {
  const saved = useQuery(smsReceiverQuery(row.id));
  if (saved.isPending)
    return (
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={`修改短信接收人：${row.receiverName}`}
        width={560}
        submitting
        onSubmit={(e) => e.preventDefault()}
      >
        <Loading />
      </FormDialog>
    );
  return <ReceiverDialog receiver={saved.data ?? row} projects={projects} onClose={onClose} onDone={onDone} />;
}

export function ReceiverDialog({
  receiver,
  projects,
  onClose,
  onDone,
}: {
  receiver: Receiver | null;
  projects: readonly { value: number; label: string }[];
  onClose: () => void;
  onDone: (msg: string | undefined, fallback: string) => void;
}) {
  const form = useForm<SmsReceiverForm>({
    resolver: zodResolver(receiverSchema),
    defaultValues: {
      projectId: receiver ? String(receiver.projectId) : '',
      receiverName: receiver?.receiverName ?? '',
      mobile: receiver?.mobile ?? '',
      position: receiver?.position ?? '',
      receiverType: receiver?.receiverType ? String(receiver.receiverType) : '1',
      receiveTypes: receiver ? receiver.receiveTypes.map(String) : [],
      enabled: receiver ? receiver.status !== 0 : true,
    },
  });
  const save = useMutation({
    mutationFn: (v: SmsReceiverForm) =>
      receiver
        ? api.POST('/star/smsReceiveList/edit', { body: { id: receiver.id, ...smsReceiverBody(v) } })
        : api.POST('/star/smsReceiveList/add', { body: smsReceiverBody(v) }),
    onSuccess: (env) => onDone(env.msg, receiver ? '已修改' : '已新增'),
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={receiver ? `修改短信接收人：${receiver.receiverName}` : '新增短信接收人'}
      width={560}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label="项目" htmlFor="sr-project" error={form.formState.errors.projectId?.message}>
        <FormCombobox
          control={form.control}
          name="projectId"
          id="sr-project"
          label="项目"
          emptyLabel="请选择项目"
          aria-describedby="sr-project-error"
          options={projects}
          required
        />
      </Field>
      <ReceiverFields form={form} />
      <ReceiveTypesField form={form} />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('enabled')} />
        启用（停用后不再收到短信）
      </label>
    </FormDialog>
  );
}

function ReceiverFields({ form }: { form: UseFormReturn<SmsReceiverForm> }) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormTextField
        form={form}
        name="receiverName"
        id="sr-name"
        label="姓名"
        placeholder="请输入接收人姓名"
        describedBy="sr-name-error"
      />
      <FormTextField
        form={form}
        name="mobile"
        id="sr-mobile"
        label="手机号"
        inputMode="tel"
        placeholder="请输入手机号"
        describedBy="sr-mobile-error"
      />
      <FormTextField
        form={form}
        name="position"
        id="sr-position"
        label="岗位 / 职务"
        placeholder="如：项目经理"
        markInvalid={false}
      />
      <Field label="接收人类型" htmlFor="sr-type" error={errors.receiverType?.message}>
        <select id="sr-type" className={SELECT} {...form.register('receiverType')}>
          {optionsOf(RECEIVER_TYPE).map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

function ReceiveTypesField({ form }: { form: UseFormReturn<SmsReceiverForm> }) {
  const { errors } = form.formState;
  return (
    <Controller
      control={form.control}
      name="receiveTypes"
      render={({ field }) => (
        <fieldset
          className="flex flex-col gap-1"
          aria-invalid={Boolean(errors.receiveTypes)}
          aria-describedby="sr-types-error"
        >
          <legend className="mb-1 text-sm text-gray-700">接收提醒</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1.5">
            {optionsOf(RECEIVE_TYPES).map((o) => {
              const value = String(o.value);
              return (
                <label key={value} className="flex items-center gap-2 text-sm text-gray-700">
                  <input
                    type="checkbox"
                    checked={field.value.includes(value)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, value] : field.value.filter((v) => v !== value),
                      )
                    }
                  />
                  {o.label}
                </label>
              );
            })}
          </div>
          <p
            id="sr-types-error"
            role={errors.receiveTypes ? 'alert' : undefined}
            className="min-h-4 text-xs text-danger"
          >
            {errors.receiveTypes?.message ?? ''}
          </p>
        </fieldset>
      )}
    />
  );
}
