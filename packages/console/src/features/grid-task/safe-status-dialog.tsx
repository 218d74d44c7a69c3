// 提交检查结论 (udpateSafeStatus): each check item 合格 or 不合格, then the conclusion — 安全 ends the task, 存在隐患
// is followed by 登记隐患. A 不合格 item cannot be concluded 安全.
import type { UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/platform/api';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { Select } from '@/ui/select';
import { useDialogSave } from '@/ui/use-dialog-save';
import { safeStatusBody, safeStatusSchema, type SafeStatusForm } from './grid-task-forms';
import { RadioChoice } from './radio-choice';

export function SafeStatusDialog({
  taskId,
  items,
  onClose,
  onDone,
}: {
  taskId: number;
  items: readonly { itemId: number; content: string; result: number }[];
  onClose: () => void;
  onDone: (safeStatus: 1 | 2) => void;
}) {
  const { form, errors, dialog } = useDialogSave<SafeStatusForm>({
    resolver: zodResolver(safeStatusSchema),
    defaultValues: {
      safeStatus: undefined,
      results: items.map((i) => ({
        itemId: i.itemId,
        content: i.content,
        result: i.result === 1 || i.result === 2 ? String(i.result) : '',
      })),
      remark: '',
    },
    save: (v) => api.POST('/grid/ginCheckPointTaskList/udpateSafeStatus', { body: safeStatusBody(taskId, v) }),
    success: '检查结论已提交',
    onClose,
    onDone: (v) => onDone(v.safeStatus === '1' ? 1 : 2),
  });
  return (
    <FormDialog {...dialog} title="提交检查结论" width={600}>
      {items.length ? (
        <ItemResults
          items={items}
          register={form.register}
          error={errors.results?.message ?? errors.results?.root?.message}
        />
      ) : null}
      <RadioChoice
        legend="检查结论"
        options={[
          { value: '1', label: '安全（未发现隐患）' },
          { value: '2', label: '存在隐患' },
        ]}
        register={form.register('safeStatus')}
        error={errors.safeStatus?.message}
      />
      <FormTextField form={form} name="remark" id="ss-remark" label="备注" rows={0} />
    </FormDialog>
  );
}

/** 逐项检查结果: each check item of the point task, 合格 or 不合格. */
function ItemResults({
  items,
  register,
  error,
}: {
  items: readonly { itemId: number; content: string }[];
  register: UseFormRegister<SafeStatusForm>;
  error: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm text-gray-700">逐项检查结果</legend>
      <ul className="flex max-h-56 flex-col divide-y divide-line overflow-y-auto rounded border border-line">
        {items.map((item, i) => (
          <li key={item.itemId} className="flex items-center gap-3 px-3 py-2">
            <label htmlFor={`ss-item-${item.itemId}`} className="min-w-0 flex-1 text-sm text-gray-800">
              {item.content}
            </label>
            <Select
              id={`ss-item-${item.itemId}`}
              className="w-28 shrink-0"
              options={[
                { value: '1', label: '合格' },
                { value: '2', label: '不合格' },
              ]}
              {...register(`results.${i}.result`)}
            />
          </li>
        ))}
      </ul>
      <p role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
