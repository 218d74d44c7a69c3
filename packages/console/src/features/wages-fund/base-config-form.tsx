// 基础配置 · the form shared by 新增 and 修改: its schema and the rule fields.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { Field } from '@/ui/field';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { FormTextField } from '@/ui/form-text-field';
import { Select } from '@/ui/select';
import type { BaseConfigForm, BaseConfigScope } from './fund-bodies';
import { PAY_MODE, optionsOf } from './fund-status';

const day = (label: string) => z.string().check(z.regex(/^([1-9]|[12]\d|3[01])$/, `请输入${label}（1～31）`));
const schema = z.object({
  payDay: day('发薪日'),
  attendConfirmDay: day('考勤确认截止日'),
  payMode: z.string().check(z.regex(/^[123]$/, '请选择代发方式')),
  wageAccountId: z.string(),
  smsRemind: z.boolean(),
  remindDaysBefore: z.string().check(z.regex(/^(\d|10)$/, '提前天数为 0～10')),
  troubleAutoCreate: z.boolean(),
  landAreaCode: z.string(),
});

export type Option = { value: string; label: string };

export const addSchema = z.object({
  ...schema.shape,
  configLevel: z.string().check(z.regex(/^[12]$/, '请选择配置级别')),
  orgId: z.string(),
  projectId: z.string(),
});
/** The form of 新增 and 修改 (修改 keeps the row's scope). */
export type ConfigValues = BaseConfigForm & BaseConfigScope;

/** A wage account as a choice of the 工资专户 select. */
export const accountOption = (a: components['schemas']['WagesLedgerAccount']): Option => ({
  value: String(a.id),
  label: `${a.accountName}（${a.bankName} ${a.accountNo}）`,
});

/** 发薪日, 考勤确认截止日 and 代发方式 (ids bc-…). */
const PAY_FIELDS: FormFieldSpec<ConfigValues>[] = [
  { name: 'payDay', id: 'pay-day', label: '发薪日（每月）', required: true, inputMode: 'numeric' },
  { name: 'attendConfirmDay', id: 'attend-day', label: '考勤确认截止日（每月）', required: true, inputMode: 'numeric' },
  {
    as: 'select',
    name: 'payMode',
    id: 'pay-mode',
    label: '代发方式',
    required: true,
    options: optionsOf(PAY_MODE),
    markInvalid: false,
  },
];

/** The rule fields shared by 新增 and 修改. */
export function ConfigFields({
  form,
  areaOptions,
  accountOptions,
}: {
  form: UseFormReturn<ConfigValues>;
  areaOptions: Option[];
  accountOptions: Option[] | null;
}) {
  const sms = useWatch({ control: form.control, name: 'smsRemind' });
  return (
    <>
      <div className="grid grid-cols-2 gap-x-4">
        <FormFields form={form} idPrefix="bc-" fields={PAY_FIELDS} />
        <Field label="属地" htmlFor="bc-area">
          <Select id="bc-area" options={areaOptions} placeholder="不设置" {...form.register('landAreaCode')} />
        </Field>
        {accountOptions ? (
          <Field label="工资专户" htmlFor="bc-account" className="col-span-2">
            <Select id="bc-account" options={accountOptions} placeholder="未设置" {...form.register('wageAccountId')} />
          </Field>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 rounded bg-gray-50 p-3 text-sm text-gray-700">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('smsRemind')} />
          发送短信提醒（发薪日、考勤确认截止前）
        </label>
        {sms ? (
          <FormTextField
            form={form}
            name="remindDaysBefore"
            id="bc-remind-days"
            label="提前天数"
            inputMode="numeric"
            className="ml-6 w-40"
          />
        ) : null}
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('troubleAutoCreate')} />
          代发失败时自动生成问题工资记录
        </label>
      </div>
    </>
  );
}
