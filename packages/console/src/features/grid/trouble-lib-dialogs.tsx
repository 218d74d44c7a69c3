// The dialogs of 隐患库管理: 新增/编辑 a check item, 导入 from the Excel template and the import's result.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { Button } from '@/ui/button';
import { Field, RequiredLabel } from '@/ui/field';
import { FormSelectField } from '@/ui/form-select-field';
import { FormDialog } from '@/ui/form-dialog';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { useDialogSave } from '@/ui/use-dialog-save';
import { Select } from '@/ui/select';
import { Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import {
  TROUBLE_LEVELS,
  isSpreadsheet,
  itemBody,
  itemFormOf,
  itemSchema,
  optionsOf,
  type GridCategoryItem,
  type ItemFormValues,
} from './grid-setup-codes';

export type Level = components['schemas']['GridTroubleLevel'];

export type ImportResult = components['schemas']['GridImportResult'];

// The item's fields around its 所属分类 and 隐患等级 (ids item-…).
const ITEM_TEXT_FIELDS: FormFieldSpec<ItemFormValues>[] = [
  { name: 'content', label: '检查内容', required: true, rows: 2, placeholder: '请输入检查内容（隐患描述）' },
  { name: 'standard', label: '检查标准', rows: 2, placeholder: '请输入检查标准', markInvalid: false },
];
const ITEM_TERM_FIELDS: FormFieldSpec<ItemFormValues>[] = [
  { name: 'basis', label: '依据条款', placeholder: '如 JGJ 80-2016 第4.1.1条', markInvalid: false },
  { name: 'rectifyDays', id: 'days', label: '整改期限（天）', inputMode: 'numeric', placeholder: '默认按隐患等级' },
];
const ITEM_TAIL_FIELDS: FormFieldSpec<ItemFormValues>[] = [
  { name: 'measure', label: '整改措施', rows: 2, placeholder: '请输入整改措施建议', markInvalid: false },
  { as: 'check', name: 'enabled', label: '启用（停用的检查项不会出现在巡检任务中）' },
];

export function ItemDialog({
  item,
  categoryId,
  categories,
  levels,
  onClose,
  onDone,
}: {
  item: GridCategoryItem | undefined;
  categoryId: number | undefined;
  categories: { value: string; label: string }[];
  levels: Level[];
  onClose: () => void;
  onDone: () => void;
}) {
  // A chosen 大类 is not a place for items: only its 小类 are offered, so start empty then.
  const start = categoryId && categories.some((c) => c.value === String(categoryId)) ? categoryId : undefined;
  const { form, errors, dialog } = useDialogSave<ItemFormValues>({
    resolver: zodResolver(itemSchema),
    defaultValues: itemFormOf(item, start),
    save: (v) =>
      item
        ? api.POST('/grid/ginDscCategoryItem/edit', { body: itemBody(v, item.id) })
        : api.POST('/grid/ginDscCategoryItem/add', { body: itemBody(v) }),
    success: '已保存',
    onClose,
    onDone,
  });
  const levelOptions = levels.length
    ? levels.map((l) => ({ value: String(l.value), label: l.label }))
    : optionsOf(TROUBLE_LEVELS);
  const levelField = form.register('troubleLevel');
  return (
    <FormDialog {...dialog} width={720} title={item ? '编辑检查项' : '新增检查项'}>
      <div className="grid grid-cols-2 gap-x-4">
        <FormSelectField
          form={form}
          name="categoryId"
          id="item-category"
          label="所属分类"
          required
          options={categories}
        />
        <Field
          label={<RequiredLabel>隐患等级</RequiredLabel>}
          htmlFor="item-level"
          error={errors.troubleLevel?.message}
        >
          <Select
            id="item-level"
            options={levelOptions}
            aria-invalid={Boolean(errors.troubleLevel)}
            {...levelField}
            onChange={(e) => {
              void levelField.onChange(e);
              // The level's default deadline, unless one was typed.
              const days = levels.find((l) => String(l.value) === e.target.value)?.rectifyDays;
              if (days && !form.getValues('rectifyDays')) form.setValue('rectifyDays', String(days));
            }}
          />
        </Field>
      </div>
      <FormFields form={form} idPrefix="item-" fields={ITEM_TEXT_FIELDS} />
      <FormFields className="grid grid-cols-2 gap-x-4" form={form} idPrefix="item-" fields={ITEM_TERM_FIELDS} />
      <FormFields form={form} idPrefix="item-" fields={ITEM_TAIL_FIELDS} />
    </FormDialog>
  );
}

export function ImportDialog({
  categoryId,
  categories,
  onClose,
  onDone,
}: {
  categoryId: number | undefined;
  categories: { value: string; label: string }[];
  onClose: () => void;
  onDone: (result: ImportResult) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState(
    categoryId && categories.some((c) => c.value === String(categoryId)) ? String(categoryId) : '',
  );
  const [error, setError] = useState('');
  const upload = useMutation({
    mutationFn: (f: File) =>
      api.POST('/grid/ginDscCategoryItem/import', {
        body: { file: f, ...(target ? { categoryId: Number(target) } : {}) },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '导入完成', { duration: TOAST_MS });
      if (env.data) onDone(env.data);
      else onClose();
    },
  });
  return (
    <FormDialog
      open
      width={560}
      onOpenChange={(o) => !o && onClose()}
      title="导入检查项"
      confirmText="开始导入"
      submitting={upload.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return setError('请选择要导入的 Excel 文件');
        if (!isSpreadsheet(file.name)) return setError('只支持 .xlsx、.xls 格式的文件');
        setError('');
        upload.mutate(file);
      }}
    >
      <TemplateNote />
      <Field label="导入到分类" htmlFor="import-category">
        <Select
          id="import-category"
          options={categories}
          placeholder="按表内“分类”列匹配"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </Field>
      <Field label={<RequiredLabel>Excel 文件</RequiredLabel>} htmlFor="import-file" error={error || undefined}>
        <input
          ref={input}
          id="import-file"
          type="file"
          accept=".xlsx,.xls"
          aria-invalid={Boolean(error)}
          className="text-sm file:mr-3 file:rounded file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm file:text-gray-700 hover:file:border-primary"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError('');
          }}
        />
      </Field>
    </FormDialog>
  );
}

/** What the import template holds, and 下载模板. */
function TemplateNote() {
  const [downloading, setDownloading] = useState(false);
  const template = async () => {
    setDownloading(true);
    try {
      saveFile(await api.GET('/grid/ginDscCategoryItem/downloadTemplate'));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `模板下载失败：${e.message}` : '模板下载失败', {
        duration: TOAST_MS,
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex items-center justify-between rounded bg-primary-soft px-3 py-2 text-sm text-gray-700">
      <span>请按模板填写：大类、分类、检查内容、检查标准、依据条款、隐患等级、整改期限、整改措施。</span>
      <Button size="sm" variant="link" onClick={() => void template()} disabled={downloading}>
        <FileDown />
        {downloading ? '下载中…' : '下载模板'}
      </Button>
    </div>
  );
}

export function ImportResultDialog({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  return (
    <ViewDialog title="导入结果" onClose={onClose} width={560}>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded bg-gray-50 py-3">
          <dt className="text-xs text-gray-500">读取行数</dt>
          <dd className="text-xl font-semibold text-gray-900">{result.total}</dd>
        </div>
        <div className="rounded bg-success/10 py-3">
          <dt className="text-xs text-gray-500">导入成功</dt>
          <dd className="text-xl font-semibold text-success">{result.successCount}</dd>
        </div>
        <div className="rounded bg-danger/10 py-3">
          <dt className="text-xs text-gray-500">导入失败</dt>
          <dd className="text-xl font-semibold text-danger">{result.failCount}</dd>
        </div>
      </dl>
      {result.failRows?.length ? (
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="bg-gray-50 text-left text-gray-600">
              <th className="w-20 border-b border-line px-3 py-2 font-medium">行号</th>
              <th className="border-b border-line px-3 py-2 font-medium">失败原因</th>
            </tr>
          </thead>
          <tbody>
            {result.failRows.map((r) => (
              <tr key={r.row}>
                <td className="border-b border-line px-3 py-2">第 {r.row} 行</td>
                <td className="border-b border-line px-3 py-2 text-danger">{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-gray-600">
          <Tag tag={{ label: '全部成功', tone: 'success' }} />
        </p>
      )}
    </ViewDialog>
  );
}
