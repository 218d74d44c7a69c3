// 编辑隐患条目 (/pc/trouble/items/edit, pc service): corrects the hazard-library item a hazard was recorded against
// (its content, level, deadline, basis and measure), from the hazard seen in 隐患处理 / 处置审批 / 审批驳回.
import { optionsOf } from '@/lib/options';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { FormSelectField } from '@/ui/form-select-field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { useDialogSave } from '@/ui/use-dialog-save';
import { TROUBLE_LEVEL } from './grid-task-model';
import { troubleItemBody, troubleItemFormOf, troubleItemSchema, type TroubleItemForm } from './grid-task-forms';

type Detail = components['schemas']['GridPcTroubleDetail'];

const LEVEL_OPTIONS = optionsOf(TROUBLE_LEVEL);

export function TroubleItemDialog({
  detail,
  item,
  onClose,
  onDone,
}: {
  detail: Detail;
  item: { id: number; categoryId: number };
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<TroubleItemForm>({
    resolver: zodResolver(troubleItemSchema),
    defaultValues: troubleItemFormOf(detail),
    save: (v) => api.POST('/pc/trouble/items/edit', { body: troubleItemBody(item, v) }),
    success: '隐患条目已保存',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} width={640} title="编辑隐患条目">
      <p className="mb-3 text-sm text-gray-500">
        所属分类：<span className="text-gray-800">{detail.category_name || '—'}</span>
        。修改隐患库中的检查项，之后登记的隐患按新内容显示。
      </p>
      <FormTextField form={form} name="content" id="ti-content" label="检查内容" required rows={2} />
      <div className="grid grid-cols-2 gap-x-4">
        <FormSelectField
          form={form}
          name="troubleLevel"
          id="ti-level"
          label="隐患等级"
          required
          options={LEVEL_OPTIONS}
        />
        <FormTextField form={form} name="rectifyDays" id="ti-days" label="整改期限（天）" inputMode="numeric" />
      </div>
      <FormTextField
        form={form}
        name="basis"
        id="ti-basis"
        label="依据条款"
        placeholder="如 JGJ 46-2005 第8.1.11条"
        markInvalid={false}
      />
      <FormTextField form={form} name="measure" id="ti-measure" label="整改措施" rows={2} markInvalid={false} />
    </FormDialog>
  );
}
