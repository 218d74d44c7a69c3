// 表单与字段 (001 §7.10 /flw/flwform/list, /flw/flwfield/*, menu flow/form): the business forms on the left
// (search by name), the fields of the chosen form on the right; add a field in a dialog, delete one after a
// confirmation. The chosen form is kept in the address (?form=).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { FileText, Plus, Search } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { SaveFormDialog } from '@/ui/save-form-dialog';
import { fieldsQuery, formsQuery } from './flow-queries';
import {
  FIELD_TYPES,
  fieldBody,
  nextSort,
  optionsOf,
  pageOf,
  type FieldValues,
  type FlowField,
  type FlowForm,
} from './flow-rules';
import { fieldColumns } from './form-field-columns';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';

const KEY = 'listWorkflowFields';
const TYPE_OPTIONS = optionsOf(FIELD_TYPES);
const FILTERS: FilterField[] = [
  { name: 'fieldName', label: '字段名称' },
  { name: 'fieldType', label: '字段类型', type: 'select', options: TYPE_OPTIONS },
];

export default function FormPage() {
  const [search, setSearch] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const forms = useQuery(formsQuery(applied || undefined));
  const list = forms.data ?? [];
  const wanted = Number(search.get('form'));
  const selected = list.find((f) => f.id === wanted) ?? list[0];
  const choose = (id: number) =>
    setSearch(
      () => {
        const next = new URLSearchParams();
        next.set('form', String(id));
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex h-full min-h-[560px] gap-3">
      <section aria-label="业务表单" className="flex w-72 shrink-0 flex-col rounded-md bg-white shadow-sm">
        <header className="flex items-center gap-2 border-b border-line px-4 py-3">
          <FileText className="size-4 text-primary" aria-hidden />
          <h2 className="text-base font-semibold text-gray-900">业务表单</h2>
          {forms.isSuccess ? <span className="ml-auto text-xs text-muted">共 {list.length} 个</span> : null}
        </header>
        <form
          className="relative px-3 pt-3"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(keyword.trim());
          }}
        >
          <Search className="pointer-events-none absolute top-1/2 left-5.5 mt-1.5 size-4 -translate-y-1/2 text-gray-400" />
          <Input
            type="search"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (!e.target.value) setApplied('');
            }}
            placeholder="表单名称，回车搜索"
            aria-label="搜索表单"
            className="h-8 pl-8"
          />
        </form>
        <div className="min-h-0 flex-1 overflow-auto p-2">
          {forms.isPending ? (
            <Loading />
          ) : forms.isError ? (
            <LoadFailed className="flex-col p-6" label="表单加载失败：" error={forms.error} />
          ) : list.length ? (
            <FormList list={list} selectedId={selected?.id} onChoose={choose} />
          ) : (
            <p className="p-6 text-center text-sm text-muted">{applied ? '没有匹配的表单' : '暂无表单'}</p>
          )}
        </div>
      </section>
      <div className="flex min-w-0 flex-1 flex-col gap-3 overflow-auto">
        {selected ? (
          <FieldsOfForm key={selected.id} formId={selected.id} formName={selected.formName} route={selected.route} />
        ) : forms.isPending ? null : (
          <section className="flex flex-1 items-center justify-center rounded-md bg-white text-sm text-muted shadow-sm">
            请在左侧选择表单
          </section>
        )}
      </div>
    </div>
  );
}

function FormList({
  list,
  selectedId,
  onChoose,
}: {
  list: FlowForm[];
  selectedId: number | undefined;
  onChoose: (id: number) => void;
}) {
  return (
    <ul role="listbox" aria-label="表单列表" className="space-y-1">
      {list.map((f) => {
        const active = f.id === selectedId;
        return (
          <li
            key={f.id}
            role="option"
            aria-selected={active}
            tabIndex={0}
            onClick={() => onChoose(f.id)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onChoose(f.id);
              }
            }}
            className={cn(
              'cursor-pointer rounded px-3 py-2 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary/40',
              active && 'bg-primary-soft hover:bg-primary-soft',
            )}
          >
            <div className="flex items-center gap-2">
              <span className={cn('flex-1 truncate text-sm', active ? 'font-medium text-primary' : 'text-gray-800')}>
                {f.formName}
              </span>
              <span className="rounded-full bg-gray-100 px-1.5 text-xs text-muted">{f.fieldCount ?? 0}</span>
            </div>
            <p className="truncate font-mono text-xs text-muted">{f.formKey ?? '—'}</p>
          </li>
        );
      })}
    </ul>
  );
}

function FieldsOfForm({ formId, formName, route }: { formId: number; formName: string; route?: string | undefined }) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<{ sort: number } | null>(null);
  const fields = useQuery(fieldsQuery(formId));
  const del = useRowDelete<FlowField>({
    run: (row) => api.POST('/flw/flwfield/del', { body: { id: row.id } }),
    done: '字段已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const canDelete = perm.can('delete');
  const columns = useMemo(() => fieldColumns(canDelete, askDelete), [canDelete, askDelete]);
  return (
    <>
      <section className="rounded-md bg-white px-4 py-3 shadow-sm">
        <h2 className="text-base font-semibold text-gray-900">{formName}</h2>
        <p className="mt-0.5 text-xs text-muted">
          表单页路由 {route || '—'} · 可作条件的字段可用于流程节点的条件表达式
        </p>
      </section>
      <ListScreen<FlowField>
        id="flow-fields"
        title="表单字段"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        scope={{ formId }}
        rowId={(f) => String(f.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setAdding({ sort: nextSort(fields.data ?? []) })}>
              <Plus />
              新增字段
            </Button>
          ) : null
        }
        load={async ({ page, size, filters }) => {
          // One call serves the table and the next sort number (the list answers the whole form).
          const { queryKey, queryFn } = fieldsQuery(formId);
          const env = await queryClient.fetchQuery({ queryKey, queryFn });
          const rows = [...(env.data ?? [])]
            .filter((f) => !filters.fieldType || f.fieldType === filters.fieldType)
            .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
          return pageOf(rows, filters.fieldName, (f) => `${f.fieldName} ${f.fieldKey}`, page, size);
        }}
      />
      {adding ? (
        <FieldDialog
          formId={formId}
          formName={formName}
          sort={adding.sort}
          onClose={() => setAdding(null)}
          onDone={(msg) => {
            setAdding(null);
            toast.success(msg || '字段已新增', { duration: TOAST_MS });
            void invalidateOperation(queryClient, KEY);
            void invalidateOperation(queryClient, 'listWorkflowForms');
          }}
        />
      ) : null}
      <DeleteConfirm del={del} title="删除字段" message={(f) => `确定删除字段“${f.fieldName}”吗？`} />
    </>
  );
}

const fieldSchema = z.object({
  fieldKey: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入字段标识'),
      z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字段标识以字母开头，只能包含字母、数字和下划线'),
    ),
  fieldName: z.string().check(z.trim(), z.minLength(1, '请输入字段名称'), z.maxLength(30, '字段名称最多30个字')),
  fieldType: z.string().check(z.minLength(1, '请选择字段类型')),
  required: z.boolean(),
  conditionable: z.boolean(),
  sort: z.string().check(z.regex(/^\d{0,4}$/, '排序号为不超过4位的整数')),
});

const emptyField = (sort: number): FieldValues => ({
  fieldKey: '',
  fieldName: '',
  fieldType: '',
  required: false,
  conditionable: false,
  sort: String(sort),
});

/** 字段名称, 字段标识, 字段类型 and 排序号 of a new field (ids flow-field-…). */
const NEW_FIELD_FIELDS: FormFieldSpec<FieldValues>[] = [
  { name: 'fieldName', id: 'name', label: '字段名称', required: true, placeholder: '如 班组数' },
  { name: 'fieldKey', id: 'key', label: '字段标识', required: true, placeholder: '如 teamCount' },
  { as: 'select', name: 'fieldType', id: 'type', label: '字段类型', required: true, options: TYPE_OPTIONS },
  { name: 'sort', label: '排序号', inputMode: 'numeric' },
];

function FieldDialog({
  formId,
  formName,
  sort,
  onClose,
  onDone,
}: {
  formId: number;
  formName: string;
  sort: number;
  onClose: () => void;
  onDone: (msg?: string) => void;
}) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(fieldSchema),
    defaultValues: emptyField(sort),
  });
  const save = useMutation({
    mutationFn: (v: FieldValues) => api.POST('/flw/flwfield/add', { body: fieldBody(formId, v) }),
    onSuccess: (env) => onDone(env.msg),
  });
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`新增字段：${formName}`}>
      <FormFields className="grid grid-cols-2 gap-x-3" form={form} idPrefix="flow-field-" fields={NEW_FIELD_FIELDS} />
      <FieldSwitches register={form.register} />
    </SaveFormDialog>
  );
}

function FieldSwitches({ register }: { register: UseFormRegister<FieldValues> }) {
  return (
    <div className="flex gap-6 pb-2 text-sm text-gray-700">
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register('required')} />
        必填
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" {...register('conditionable')} />
        可作为条件分支的判断字段
      </label>
    </div>
  );
}
