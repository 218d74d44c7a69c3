// The fund-source form: one row per source (type, amount, payer, arrival date, remark), the running total and gap,
// a remark required while there is a gap, the proofs; 保存 keeps a draft, 提交审批 sends it on (edit, submit).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import { Select } from '@/ui/select';
import { CapitalStats, CapitalSummary } from './capital-detail';
import { FilesAndProcess } from './file-section';
import { capitalEditBody, capitalFormOf, capitalTotals, type CapitalForm as FormValues } from './fund-bodies';
import { optionsOf, SOURCE_TYPE } from './fund-status';
import { invalidateOperation } from '@site/sdk/query/common';

type Detail = components['schemas']['WagesCapitaSourceDetail'];

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const itemSchema = z.object({
  sourceType: z.string().check(z.minLength(1, '请选择来源类型')),
  amount: z.string().check(z.trim(), z.regex(AMOUNT, '请输入金额（最多两位小数）')),
  payer: z.string().check(z.maxLength(100, '出资方最多100字')),
  arriveDate: z.string(),
  remark: z.string().check(z.maxLength(200, '说明最多200字')),
});
const schema = z.object({
  items: z.array(itemSchema).check(z.minLength(1, '请至少填写一项资金来源')),
  remark: z.string().check(z.maxLength(500, '说明最多500字')),
});

const emptyItem = { sourceType: '', amount: '', payer: '', arriveDate: '', remark: '' };

export function CapitalForm({ detail }: { detail: Detail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = capitalFormOf(detail);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: initial.items.length ? initial : { ...initial, items: [emptyItem] },
  });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' });
  const { total, gap } = capitalTotals(detail.needAmount, items ?? []);
  const [submitting, setSubmitting] = useState(false);
  const save = useMutation({
    mutationFn: ({ v, submit }: { v: FormValues; submit: boolean }) =>
      api.POST('/star/salaryCapitaSourceList/edit', { body: capitalEditBody(detail.id, v, submit) }),
    onSuccess: (env, { submit }) => {
      toast.success(env.msg || (submit ? '已提交审批' : '已保存'), { duration: TOAST_MS });
      void invalidateOperation(queryClient, 'getSalaryCapitaSource');
      void invalidateOperation(queryClient, 'pageSalaryCapitaSources');
      if (submit) void navigate('/wages/capitalSource');
    },
    onSettled: () => setSubmitting(false),
  });
  const send = (submit: boolean) =>
    form.handleSubmit((v) => {
      const gapNow = capitalTotals(detail.needAmount, v.items).gap;
      if (submit && gapNow > 0 && !v.remark.trim()) {
        form.setError('remark', { message: '存在资金缺口，请说明缺口原因与解决办法' });
        return;
      }
      setSubmitting(true);
      save.mutate({ v, submit });
    });
  const { errors } = form.formState;
  return (
    <>
      <CapitalStats need={detail.needAmount} total={total} gap={gap} />
      <CapitalSummary detail={detail} />
      <form noValidate onSubmit={(e) => void send(true)(e)} className="contents">
        <DetailSection
          title="资金来源明细"
          extra={
            <Button size="sm" onClick={() => rows.append(emptyItem)}>
              <Plus />
              添加来源
            </Button>
          }
        >
          <div className="flex flex-col gap-3">
            {rows.fields.map((f, i) => {
              const e = errors.items?.[i];
              return (
                <fieldset
                  key={f.id}
                  className="grid grid-cols-1 gap-x-3 rounded border border-line p-3 md:grid-cols-[160px_160px_1fr_160px_1fr_auto]"
                  aria-label={`资金来源 ${i + 1}`}
                >
                  <Field
                    label={<RequiredLabel>来源类型</RequiredLabel>}
                    htmlFor={`src-type-${i}`}
                    error={e?.sourceType?.message}
                  >
                    <Select
                      id={`src-type-${i}`}
                      aria-invalid={Boolean(e?.sourceType)}
                      options={optionsOf(SOURCE_TYPE)}
                      {...form.register(`items.${i}.sourceType`)}
                    />
                  </Field>
                  <FormTextField
                    form={form}
                    name={`items.${i}.amount`}
                    id={`src-amount-${i}`}
                    label="金额（元）"
                    required
                    inputMode="decimal"
                  />
                  <FormTextField
                    form={form}
                    name={`items.${i}.payer`}
                    id={`src-payer-${i}`}
                    label="出资方"
                    markInvalid={false}
                  />
                  <FormDateField form={form} name={`items.${i}.arriveDate`} id={`src-date-${i}`} label="到账日期" />
                  <FormTextField
                    form={form}
                    name={`items.${i}.remark`}
                    id={`src-remark-${i}`}
                    label="说明"
                    markInvalid={false}
                  />
                  <div className="flex items-start pt-6">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`删除资金来源 ${i + 1}`}
                      disabled={rows.fields.length === 1}
                      onClick={() => rows.remove(i)}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                </fieldset>
              );
            })}
            {errors.items?.root?.message || errors.items?.message ? (
              <p role="alert" className="text-xs text-danger">
                {errors.items?.root?.message ?? errors.items?.message}
              </p>
            ) : null}
            <FormTextField
              form={form}
              name="remark"
              id="capital-remark"
              label={gap > 0 ? '缺口说明' : '说明'}
              required={gap > 0}
              rows={3}
              placeholder={gap > 0 ? '资金合计不足本期需发放工资，请说明缺口原因与解决办法' : '可填写资金安排说明'}
            />
            <div className="flex justify-end gap-2 border-t border-line pt-3">
              <Button disabled={submitting} onClick={() => void send(false)()}>
                保存
              </Button>
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting ? '提交中…' : '提交审批'}
              </Button>
            </div>
          </div>
        </DetailSection>
      </form>
      <FilesAndProcess home="capital" record={detail} canUpload />
    </>
  );
}
