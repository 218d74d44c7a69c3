// 专项检查管理 (menu check/special; 001 §7.5 /pc/project/special/check/*, §4 "Special check: add, start, finish,
// back out"): 新增 → 未开始 → 启动 → 进行中 → 完成 → 已完成; not yet finished → 撤回 → 已撤回. The organisation
// tree scopes the list; 详情 shows the projects, problems with photos and the flow. Buttons by the page's power bits
// (2 新增, 4 编辑/启动/完成/撤回, 8 删除).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { Building2, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import type { FilterValues } from '@/lib/list-params';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { RowActions } from '@/ui/row-actions';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import {
  SPECIAL_STATUS,
  SPECIAL_TYPES,
  optionsOf,
  projectOptions,
  scopeOf,
  specialActions,
  type OrgNode,
  type SpecialCheck,
} from './check-model';
import { Block, DetailBody, ProblemsAndRecords, ScopeTree, TwoLine } from './check-parts';
import { orgTreeQuery, specialDetailQuery } from './check-queries';
import { invalidateOperation } from '@site/sdk/query/common';

const KEY = 'pageProjectSpecialChecks';
const TYPE_OPTIONS = optionsOf(SPECIAL_TYPES);

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '专项名称或编号' },
  { name: 'special_type', label: '专项类型', type: 'select', options: TYPE_OPTIONS },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(SPECIAL_STATUS) },
];

function specialQuery(values: FilterValues, scope: OrgNode | null) {
  return {
    ...scopeOf(scope),
    ...(values.keyword ? { keyword: values.keyword } : {}),
    ...(values.special_type ? { special_type: Number(values.special_type) } : {}),
    ...(values.status ? { status: Number(values.status) as 0 | 1 | 2 | 3 } : {}),
  };
}

type Pending =
  { kind: 'view' | 'start' | 'finish' | 'backout'; row: SpecialCheck } | { kind: 'form'; row: SpecialCheck | null };

export default function SpecialPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<OrgNode | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const done = (env: { msg?: string | null }, fallback: string) => {
    toast.success(env.msg || fallback, { duration: TOAST_MS });
    close();
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'getProjectSpecialCheck');
  };
  const del = useRowDelete<SpecialCheck>({
    run: (row) => api.POST('/pc/project/special/check/del/{id}', { params: { path: { id: row.id } } }),
    done: '删除成功',
    invalidate: KEY,
  });
  const start = useMutation({
    mutationFn: (row: SpecialCheck) => api.POST('/grid/ginCheckList/specialStart', { body: { id: row.id } }),
    onSuccess: (env) => done(env, '专项检查已启动'),
  });
  const askDelete = del.ask;
  const columns = useMemo<ColumnDef<SpecialCheck, unknown>[]>(
    () => [
      {
        id: 'special_name',
        header: '专项名称',
        cell: ({ row }) => (
          <TwoLine
            main={
              <button
                type="button"
                className="text-left font-medium text-primary hover:underline"
                onClick={() => setPending({ kind: 'view', row: row.original })}
              >
                {row.original.special_name}
              </button>
            }
            sub={row.original.special_no}
          />
        ),
      },
      {
        id: 'special_type',
        header: '专项类型',
        cell: ({ row }) => (
          <Tag
            tag={{
              label: row.original.special_type_name ?? SPECIAL_TYPES[row.original.special_type] ?? '—',
              tone: 'primary',
            }}
          />
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={SPECIAL_STATUS} value={row.original.status} />,
      },
      {
        id: 'project_names',
        header: '涉及项目 / 发起组织',
        cell: ({ row }) => (
          <TwoLine width="max-w-[14rem]" main={row.original.project_names} sub={row.original.org_name} />
        ),
      },
      {
        id: 'period',
        header: '检查时间',
        cell: ({ row }) => (
          <TwoLine
            width="whitespace-nowrap"
            main={formatDate(row.original.start_date)}
            sub={`至 ${formatDate(row.original.end_date)}`}
          />
        ),
      },
      { id: 'leader_name', header: '组长', cell: ({ row }) => <Nowrap>{row.original.leader_name}</Nowrap> },
      { id: 'problem_count', header: '问题数', cell: ({ row }) => row.original.problem_count ?? 0 },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const c = row.original;
          const a = specialActions(c.status);
          return (
            <RowActions
              actions={[
                { label: '详情', onClick: () => setPending({ kind: 'view', row: c }) },
                {
                  label: '编辑',
                  show: a.edit && perm.can('edit'),
                  onClick: () => setPending({ kind: 'form', row: c }),
                },
                {
                  label: '启动',
                  show: a.start && perm.can('edit'),
                  onClick: () => setPending({ kind: 'start', row: c }),
                },
                {
                  label: '完成',
                  show: a.finish && perm.can('edit'),
                  onClick: () => setPending({ kind: 'finish', row: c }),
                },
                {
                  label: '撤回',
                  tone: 'warning',
                  show: a.backout && perm.can('edit'),
                  onClick: () => setPending({ kind: 'backout', row: c }),
                },
                { label: '删除', tone: 'danger', show: a.remove && perm.can('delete'), onClick: () => askDelete(c) },
              ]}
            />
          );
        },
      },
    ],
    [perm, askDelete],
  );
  return (
    <div className="flex min-h-[560px] gap-3">
      <ScopeTree selected={scope} onSelect={setScope} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {scope ? (
          <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
            <Building2 className="size-4 text-primary" aria-hidden />
            <span className="text-gray-500">当前范围</span>
            <span className="font-medium text-gray-900">{scope.label}</span>
            <Button size="sm" variant="link" className="ml-2" onClick={() => setScope(null)}>
              查看全部
            </Button>
          </div>
        ) : null}
        <ListScreen<SpecialCheck>
          id="check-special"
          title="专项检查管理"
          filters={FILTERS}
          columns={columns}
          operation={KEY}
          scope={scopeOf(scope)}
          rowId={(c) => String(c.id)}
          toolbar={
            perm.can('add') ? (
              <Button variant="primary" onClick={() => setPending({ kind: 'form', row: null })}>
                <Plus />
                新增专项检查
              </Button>
            ) : null
          }
          load={async ({ page, size, filters, signal }) => {
            const env = await api.GET('/pc/project/special/check/page', {
              params: { query: { page, limit: size, ...specialQuery(filters, scope) } },
              signal,
            });
            return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
          }}
          exportFile={(values) => {
            const { keyword, org_id, project_id } = specialQuery(values, scope);
            return api.GET('/pc/project/special/check/export', { params: { query: { keyword, org_id, project_id } } });
          }}
        />
      </div>
      {pending?.kind === 'view' ? <SpecialDetailDialog row={pending.row} onClose={close} /> : null}
      {pending?.kind === 'form' ? (
        <SpecialFormDialog row={pending.row} onClose={close} onDone={(env) => done(env, '保存成功')} />
      ) : null}
      {pending?.kind === 'finish' || pending?.kind === 'backout' ? (
        <SpecialStepDialog row={pending.row} step={pending.kind} onClose={close} onDone={done} />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'start'}
        onOpenChange={(o) => !o && close()}
        title="启动专项检查"
        message={pending ? `确定启动「${pending.row?.special_name ?? ''}」？启动后向涉及项目下发检查任务。` : ''}
        onConfirm={() => pending?.kind === 'start' && start.mutate(pending.row)}
      />
      <DeleteConfirm
        del={del}
        title="删除专项检查"
        message={(c) => `确定删除「${c.special_name}」？删除后不可恢复。`}
      />
    </div>
  );
}

function SpecialDetailDialog({ row, onClose }: { row: SpecialCheck; onClose: () => void }) {
  const detail = useQuery(specialDetailQuery(row.id));
  const d = detail.data ?? row;
  const full = detail.data;
  return (
    <ViewDialog title="专项检查详情" width={860} onClose={onClose}>
      <DetailSection
        className="p-0 shadow-none"
        title={d.special_name}
        extra={<StatusTag table={SPECIAL_STATUS} value={d.status} />}
        columns={2}
        items={[
          { label: '专项编号', value: d.special_no },
          { label: '专项类型', value: d.special_type_name ?? SPECIAL_TYPES[d.special_type] },
          { label: '发起组织', value: d.org_name },
          { label: '检查组组长', value: d.leader_name },
          { label: '检查时间', value: `${formatDate(d.start_date)} 至 ${formatDate(d.end_date)}` },
          { label: '登记时间', value: formatDate(d.create_time, 'dateTime') },
          { label: '检查要求', value: full?.requirement, wide: true },
        ]}
      />
      <DetailBody pending={detail.isPending} error={detail.error}>
        <Block title="各项目检查情况">
          <table className="w-full text-sm">
            <thead className="bg-gray-50 text-left text-gray-500">
              <tr>
                <th className="px-3 py-2 font-normal">项目</th>
                <th className="px-3 py-2 font-normal">检查情况</th>
                <th className="px-3 py-2 font-normal">问题数</th>
              </tr>
            </thead>
            <tbody>
              {(full?.projects ?? []).map((p) => (
                <tr key={p.project_id} className="border-t border-line">
                  <td className="px-3 py-2">{p.project_name}</td>
                  <td className="px-3 py-2">
                    <Tag
                      tag={
                        p.check_status === 1 ? { label: '已检查', tone: 'success' } : { label: '未检查', tone: 'muted' }
                      }
                    />
                  </td>
                  <td className="px-3 py-2">{p.problem_count ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Block>
        <ProblemsAndRecords problems={full?.problems} records={full?.records} />
      </DetailBody>
    </ViewDialog>
  );
}

const formSchema = z.object({
  special_name: z.string().check(z.trim(), z.minLength(1, '请填写专项名称'), z.maxLength(100, '专项名称最多100字')),
  special_type: z.string().check(z.minLength(1, '请选择专项类型')),
  project_ids: z.array(z.string()).check(z.minLength(1, '请至少选择一个项目')),
  leader_name: z.string().check(z.trim(), z.maxLength(50, '最多50字')),
  start_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择开始日期')),
  end_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择结束日期')),
  requirement: z.string().check(z.trim(), z.maxLength(1000, '检查要求最多1000字')),
});
type SpecialForm = z.infer<typeof formSchema>;

function SpecialFormDialog({
  row,
  onClose,
  onDone,
}: {
  row: SpecialCheck | null;
  onClose: () => void;
  onDone: (env: { msg?: string | null }) => void;
}) {
  const tree = useQuery(orgTreeQuery());
  const detail = useQuery({ ...specialDetailQuery(row?.id ?? 0), enabled: row !== null });
  const loaded = detail.data;
  const form = useForm<SpecialForm>({
    resolver: zodResolver(formSchema),
    values: loaded
      ? {
          special_name: loaded.special_name,
          special_type: String(loaded.special_type),
          project_ids: (loaded.project_ids ?? []).map(String),
          leader_name: loaded.leader_name ?? '',
          start_date: loaded.start_date ?? '',
          end_date: loaded.end_date ?? '',
          requirement: loaded.requirement ?? '',
        }
      : undefined,
    defaultValues: {
      special_name: '',
      special_type: '',
      project_ids: [],
      leader_name: '',
      start_date: dayjs().format('YYYY-MM-DD'),
      end_date: dayjs().add(10, 'day').format('YYYY-MM-DD'),
      requirement: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const save = useMutation({
    mutationFn: (v: SpecialForm) => {
      const body = {
        special_name: v.special_name,
        special_type: Number(v.special_type) as 1 | 2 | 3 | 4 | 5 | 6,
        project_ids: v.project_ids.map(Number),
        start_date: v.start_date,
        end_date: v.end_date,
        ...(v.leader_name ? { leader_name: v.leader_name } : {}),
        ...(v.requirement ? { requirement: v.requirement } : {}),
      };
      return row
        ? api.POST('/pc/project/special/check/edit', { body: { ...body, id: row.id } })
        : api.POST('/pc/project/special/check/add', { body });
    },
    onSuccess: onDone,
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      width={640}
      onOpenChange={(o) => !o && onClose()}
      title={row ? '编辑专项检查' : '新增专项检查'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (v.end_date < v.start_date) return form.setError('end_date', { message: '结束日期不能早于开始日期' });
        save.mutate(v);
      })}
    >
      {row && detail.isPending ? (
        <Loading />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-x-3">
            <Field
              label={<RequiredLabel>专项名称</RequiredLabel>}
              htmlFor="sp-name"
              error={errors.special_name?.message}
            >
              <Input
                id="sp-name"
                placeholder="如：冬季施工临时用电专项检查"
                aria-invalid={Boolean(errors.special_name)}
                {...form.register('special_name')}
              />
            </Field>
            <Field
              label={<RequiredLabel>专项类型</RequiredLabel>}
              htmlFor="sp-type"
              error={errors.special_type?.message}
            >
              <Select
                id="sp-type"
                options={TYPE_OPTIONS}
                aria-invalid={Boolean(errors.special_type)}
                {...form.register('special_type')}
              />
            </Field>
            <Field
              label={<RequiredLabel>开始日期</RequiredLabel>}
              htmlFor="sp-start"
              error={errors.start_date?.message}
            >
              <FormDatePicker control={form.control} name="start_date" id="sp-start" />
            </Field>
            <Field label={<RequiredLabel>结束日期</RequiredLabel>} htmlFor="sp-end" error={errors.end_date?.message}>
              <FormDatePicker control={form.control} name="end_date" id="sp-end" />
            </Field>
            <Field label="检查组组长" htmlFor="sp-leader" error={errors.leader_name?.message}>
              <Input id="sp-leader" placeholder="请输入组长姓名" {...form.register('leader_name')} />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm text-gray-700">
              <RequiredLabel>涉及项目</RequiredLabel>
            </legend>
            <div className="grid grid-cols-2 gap-1.5 rounded border border-line p-2">
              {projectOptions(tree.data).map((p) => (
                <label key={p.value} className="flex items-center gap-2 text-sm text-gray-700">
                  <input type="checkbox" value={p.value} {...form.register('project_ids')} />
                  {p.label}
                </label>
              ))}
            </div>
            <p role={errors.project_ids ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
              {errors.project_ids?.message ?? ''}
            </p>
          </fieldset>
          <Field label="检查要求" htmlFor="sp-req" error={errors.requirement?.message}>
            <Textarea id="sp-req" rows={3} placeholder="检查重点与整改要求" {...form.register('requirement')} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

const stepSchema = z.object({ text: z.string().check(z.trim(), z.maxLength(1000, '最多1000字')) });
type StepForm = z.infer<typeof stepSchema>;

/** 完成 (optional summary) or 撤回 (reason required), each confirmed before the call. */
function SpecialStepDialog({
  row,
  step,
  onClose,
  onDone,
}: {
  row: SpecialCheck;
  step: 'finish' | 'backout';
  onClose: () => void;
  onDone: (env: { msg?: string | null }, fallback: string) => void;
}) {
  const finish = step === 'finish';
  const form = useForm<StepForm>({ resolver: zodResolver(stepSchema), defaultValues: { text: '' } });
  const [confirming, setConfirming] = useState<StepForm | null>(null);
  const save = useMutation({
    mutationFn: (v: StepForm) =>
      finish
        ? api.POST('/pc/project/special/check/finish', {
            body: { id: row.id, ...(v.text ? { summary: v.text } : {}) },
          })
        : api.POST('/grid/ginCheckList/backout', { body: { id: row.id, reason: v.text } }),
    onSuccess: (env) => onDone(env, finish ? '专项检查已完成' : '专项检查已撤回'),
    onSettled: () => setConfirming(null),
  });
  const errors = form.formState.errors;
  return (
    <>
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={`${finish ? '完成' : '撤回'}专项检查：${row.special_name}`}
        confirmText={finish ? '完成' : '撤回'}
        submitting={save.isPending}
        onSubmit={form.handleSubmit((v) => {
          if (!finish && !v.text) return form.setError('text', { message: '请填写撤回原因' });
          if (!finish && v.text.length > 200) return form.setError('text', { message: '撤回原因最多200字' });
          setConfirming(v);
        })}
      >
        <Field
          label={finish ? '检查总结' : <RequiredLabel>撤回原因</RequiredLabel>}
          htmlFor="sp-step"
          error={errors.text?.message}
        >
          <Textarea
            id="sp-step"
            rows={3}
            placeholder={finish ? '检查总结（选填）' : '请填写撤回原因'}
            aria-invalid={Boolean(errors.text)}
            {...form.register('text')}
          />
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title={finish ? '完成专项检查' : '撤回专项检查'}
        message={
          finish ? `确定将「${row.special_name}」标记为已完成？` : `确定撤回「${row.special_name}」？撤回后不可恢复。`
        }
        onConfirm={() => confirming && save.mutate(confirming)}
      />
    </>
  );
}
