// 点位检查 (menu check/pointCheck; 001 §7.5 /pc/project/corp/pointCheck/*): the company's spot checks of a project's
// grid points. 合格 needs nothing (0 无需整改); 存在问题 is sent down → 待回复 → 回复 → 待复核 → 复核通过 / 退回.
// The organisation tree picks the project; buttons by the page's power bits (2 新增, 4 编辑/回复/复核, 8 删除).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
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
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { FormCombobox } from '@/ui/form-combobox';
import {
  CHECK_STATUS,
  CHECK_STATUS_OPTIONS,
  POINT_RESULT,
  reviewActions,
  isProjectNode,
  optionsOf,
  problemInput,
  problemsBody,
  projectOptions,
  type OrgNode,
  type PointCheck,
} from './check-model';
import { DetailBody, Files, ProblemFields, ProblemsAndRecords, ScopeTree, TwoLine } from './check-parts';
import { ReplyDialog, VerifyDialog } from './check-flow-dialogs';
import { orgTreeQuery, pointCheckDetailQuery, pointOptionsQuery } from './check-queries';
import { invalidateOperation } from '@site/sdk/query/common';

const KEY = 'pageCorpPointChecks';

const FILTERS: FilterField[] = [
  { name: 'status', label: '状态', type: 'select', options: CHECK_STATUS_OPTIONS },
  { name: 'start_date', label: '抽查日期起', type: 'date' },
  { name: 'end_date', label: '抽查日期止', type: 'date' },
];

function pointQuery(values: FilterValues, scope: OrgNode | null) {
  return {
    ...(scope && isProjectNode(scope) ? { project_id: Number(scope.id) } : {}),
    ...(values.status ? { status: Number(values.status) as 1 | 2 | 3 | 4 } : {}),
    ...(values.start_date ? { start_date: values.start_date } : {}),
    ...(values.end_date ? { end_date: values.end_date } : {}),
  };
}

type Pending = { kind: 'view' | 'reply' | 'pass' | 'back'; row: PointCheck } | { kind: 'form'; row: PointCheck | null };

export default function PointCheckPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<OrgNode | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const done = () => {
    close();
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'getCorpPointCheck');
  };
  const del = useRowDelete<PointCheck>({
    run: (row) => api.POST('/pc/project/corp/pointCheck/del/{id}', { params: { path: { id: row.id } } }),
    done: '删除成功',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const columns = useMemo<ColumnDef<PointCheck, unknown>[]>(
    () => [
      {
        id: 'point_name',
        header: '点位',
        cell: ({ row }) => (
          <TwoLine
            main={
              <button
                type="button"
                className="text-left font-medium text-primary hover:underline"
                onClick={() => setPending({ kind: 'view', row: row.original })}
              >
                {row.original.point_name ?? row.original.point_id}
              </button>
            }
            sub={[row.original.area_name, row.original.check_no].filter(Boolean).join(' · ')}
          />
        ),
      },
      {
        id: 'check_result',
        header: '抽查结论',
        cell: ({ row }) => <StatusTag table={POINT_RESULT} value={row.original.check_result} />,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={CHECK_STATUS} value={row.original.status} />,
      },
      {
        id: 'project_name',
        header: '项目 / 抽查组织',
        cell: ({ row }) => <TwoLine main={row.original.project_name} sub={row.original.check_org_name} />,
      },
      {
        id: 'check_date',
        header: '抽查日期',
        cell: ({ row }) => (
          <TwoLine
            width="whitespace-nowrap"
            main={formatDate(row.original.check_date)}
            sub={row.original.rectify_deadline ? `期限 ${formatDate(row.original.rectify_deadline)}` : null}
          />
        ),
      },
      { id: 'checker_name', header: '抽查人', cell: ({ row }) => <Nowrap>{row.original.checker_name}</Nowrap> },
      { id: 'problem_count', header: '问题数', cell: ({ row }) => row.original.problem_count ?? 0 },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const c = row.original;
          return (
            <RowActions
              actions={reviewActions(
                c.status,
                { edit: perm.can('edit'), delete: perm.can('delete'), removable: c.status === 0 },
                (kind) => setPending({ kind, row: c }),
                () => askDelete(c),
              )}
            />
          );
        },
      },
    ],
    [perm, askDelete],
  );
  const name = (c: PointCheck) => `${c.point_name ?? c.point_id}（${c.check_no}）`;
  return (
    <div className="flex min-h-[560px] gap-3">
      <ScopeTree selected={scope} onSelect={setScope} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {scope ? (
          <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
            <Building2 className="size-4 text-primary" aria-hidden />
            <span className="text-gray-500">当前项目</span>
            <span className="font-medium text-gray-900">
              {isProjectNode(scope) ? scope.label : `${scope.label}（请选择项目，当前显示全部）`}
            </span>
            <Button size="sm" variant="link" className="ml-2" onClick={() => setScope(null)}>
              查看全部
            </Button>
          </div>
        ) : null}
        <ListScreen<PointCheck>
          id="check-point"
          title="点位检查"
          filters={FILTERS}
          columns={columns}
          operation={KEY}
          scope={pointQuery({}, scope)}
          rowId={(c) => String(c.id)}
          toolbar={
            perm.can('add') ? (
              <Button variant="primary" onClick={() => setPending({ kind: 'form', row: null })}>
                <Plus />
                新增点位检查
              </Button>
            ) : null
          }
          load={async ({ page, size, filters, signal }) => {
            const env = await api.GET('/pc/project/corp/pointCheck/page', {
              params: { query: { page, limit: size, ...pointQuery(filters, scope) } },
              signal,
            });
            return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
          }}
          exportFile={(values) =>
            api.GET('/pc/project/corp/pointCheck/export', { params: { query: pointQuery(values, scope) } })
          }
        />
      </div>
      {pending?.kind === 'view' ? <PointDetailDialog row={pending.row} onClose={close} /> : null}
      {pending?.kind === 'form' ? (
        <PointFormDialog row={pending.row} scope={scope} onClose={close} onDone={done} />
      ) : null}
      {pending?.kind === 'reply' ? <PointReply row={pending.row} onClose={close} onDone={done} /> : null}
      {pending?.kind === 'pass' || pending?.kind === 'back' ? (
        <PointVerify
          row={pending.row}
          name={name(pending.row)}
          result={pending.kind === 'pass' ? 1 : 2}
          onClose={close}
          onDone={done}
        />
      ) : null}
      <DeleteConfirm del={del} title="删除点位检查" message={(c) => `确定删除「${name(c)}」？删除后不可恢复。`} />
    </div>
  );
}

function PointDetailDialog({ row, onClose }: { row: PointCheck; onClose: () => void }) {
  const detail = useQuery(pointCheckDetailQuery(row.id));
  const d = detail.data ?? row;
  const full = detail.data;
  return (
    <ViewDialog title="点位检查详情" width={860} onClose={onClose}>
      <DetailSection
        className="p-0 shadow-none"
        title={`${d.point_name ?? d.point_id}`}
        extra={<StatusTag table={CHECK_STATUS} value={d.status} />}
        columns={2}
        items={[
          { label: '抽查编号', value: d.check_no },
          { label: '项目', value: d.project_name },
          { label: '施工区域', value: d.area_name },
          { label: '抽查组织', value: d.check_org_name },
          { label: '抽查人', value: d.checker_name },
          { label: '抽查日期', value: formatDate(d.check_date) },
          { label: '抽查结论', value: <StatusTag table={POINT_RESULT} value={d.check_result} /> },
          { label: '整改期限', value: formatDate(d.rectify_deadline) },
          { label: '抽查内容', value: full?.check_content, wide: true },
          { label: '现场照片', value: <Files urls={full?.photos} label="现场照片" />, wide: true },
        ]}
      />
      <DetailBody pending={detail.isPending} error={detail.error}>
        <ProblemsAndRecords problems={full?.problems} records={full?.records} />
      </DetailBody>
    </ViewDialog>
  );
}

function PointReply({ row, onClose, onDone }: { row: PointCheck; onClose: () => void; onDone: () => void }) {
  const detail = useQuery(pointCheckDetailQuery(row.id));
  return (
    <ReplyDialog
      id={row.id}
      title={`整改回复：${row.point_name ?? row.check_no}`}
      problems={detail.data?.problems}
      loading={detail.isPending}
      submit={(body) => api.POST('/pc/project/corp/pointCheck/reply', { body })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function PointVerify({
  row,
  name,
  result,
  onClose,
  onDone,
}: {
  row: PointCheck;
  name: string;
  result: 1 | 2;
  onClose: () => void;
  onDone: () => void;
}) {
  const detail = useQuery(pointCheckDetailQuery(row.id));
  return (
    <VerifyDialog
      id={row.id}
      name={name}
      result={result}
      problems={detail.data?.problems}
      submit={(body) => api.POST('/pc/project/corp/pointCheck/verify', { body })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

const problemSchema = z.object({
  category_id: z.string().check(z.minLength(1, '请选择隐患分类')),
  content: z.string().check(z.trim(), z.minLength(1, '请填写问题描述'), z.maxLength(500, '问题描述最多500字')),
  trouble_level: z.string(),
  company_id: z.string(),
  rectify_deadline: z.string(),
});

const formSchema = z.object({
  project_id: z.string().check(z.minLength(1, '请选择项目')),
  point_id: z.string().check(z.minLength(1, '请选择点位')),
  check_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择抽查日期')),
  checker_name: z.string().check(z.trim(), z.maxLength(50, '最多50字')),
  check_result: z.string(),
  check_content: z.string().check(z.trim(), z.maxLength(1000, '抽查内容最多1000字')),
  rectify_deadline: z.string(),
  problems: z.array(problemSchema),
});
type PointForm = z.infer<typeof formSchema>;

function PointFormDialog({
  row,
  scope,
  onClose,
  onDone,
}: {
  row: PointCheck | null;
  scope: OrgNode | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const tree = useQuery(orgTreeQuery());
  const detail = useQuery({ ...pointCheckDetailQuery(row?.id ?? 0), enabled: row !== null });
  const loaded = detail.data;
  const form = useForm<PointForm>({
    resolver: zodResolver(formSchema),
    values: loaded
      ? {
          project_id: String(loaded.project_id ?? ''),
          point_id: String(loaded.point_id),
          check_date: loaded.check_date ?? '',
          checker_name: loaded.checker_name ?? '',
          check_result: String(loaded.check_result),
          check_content: loaded.check_content ?? '',
          rectify_deadline: loaded.rectify_deadline ?? '',
          problems: (loaded.problems ?? []).map(problemInput),
        }
      : undefined,
    defaultValues: {
      project_id: scope && isProjectNode(scope) ? String(scope.id) : '',
      point_id: '',
      check_date: dayjs().format('YYYY-MM-DD'),
      checker_name: '',
      check_result: '1',
      check_content: '',
      rectify_deadline: '',
      problems: [],
    },
    resetOptions: { keepDirtyValues: true },
  });
  const projectId = Number(useWatch({ control: form.control, name: 'project_id' })) || undefined;
  const hasProblems = useWatch({ control: form.control, name: 'check_result' }) === '2';
  const points = useQuery(pointOptionsQuery(projectId));
  const save = useMutation({
    mutationFn: (v: PointForm) => {
      const body = {
        project_id: Number(v.project_id),
        point_id: Number(v.point_id),
        check_date: v.check_date,
        check_result: Number(v.check_result) as 1 | 2,
        ...(v.checker_name ? { checker_name: v.checker_name } : {}),
        ...(v.check_content ? { check_content: v.check_content } : {}),
        ...(loaded?.photos?.length ? { photos: loaded.photos } : {}),
        ...(v.check_result === '2'
          ? { rectify_deadline: v.rectify_deadline, problems: problemsBody(v.problems, v.rectify_deadline) }
          : {}),
      };
      return row
        ? api.POST('/pc/project/corp/pointCheck/edit', { body: { ...body, id: row.id } })
        : api.POST('/pc/project/corp/pointCheck/add', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: TOAST_MS });
      onDone();
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      width={760}
      onOpenChange={(o) => !o && onClose()}
      title={row ? '编辑点位检查' : '新增点位检查'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (v.check_result === '2') {
          if (!v.rectify_deadline) return form.setError('rectify_deadline', { message: '存在问题时请选择整改期限' });
          if (v.rectify_deadline < v.check_date)
            return form.setError('rectify_deadline', { message: '整改期限不能早于抽查日期' });
          if (!v.problems.length) return form.setError('problems', { message: '存在问题时请至少添加一个问题' });
        }
        save.mutate(v);
      })}
    >
      {row && detail.isPending ? (
        <Loading />
      ) : (
        <div className="flex max-h-[60vh] flex-col overflow-y-auto pr-1">
          <div className="grid grid-cols-2 gap-x-3">
            <Field label={<RequiredLabel>项目</RequiredLabel>} htmlFor="pc-project" error={errors.project_id?.message}>
              <FormCombobox
                control={form.control}
                name="project_id"
                id="pc-project"
                label="项目"
                options={projectOptions(tree.data)}
                required
              />
            </Field>
            <Field label={<RequiredLabel>点位</RequiredLabel>} htmlFor="pc-point" error={errors.point_id?.message}>
              <FormCombobox
                control={form.control}
                name="point_id"
                id="pc-point"
                label="点位"
                options={points.data ?? []}
                emptyLabel={projectId ? '请选择' : '请先选择项目'}
                required
              />
            </Field>
            <Field label={<RequiredLabel>抽查日期</RequiredLabel>} htmlFor="pc-date" error={errors.check_date?.message}>
              <FormDatePicker control={form.control} name="check_date" id="pc-date" />
            </Field>
            <Field label="抽查人" htmlFor="pc-checker" error={errors.checker_name?.message}>
              <Input id="pc-checker" placeholder="请输入抽查人" {...form.register('checker_name')} />
            </Field>
            <Field label={<RequiredLabel>抽查结论</RequiredLabel>} htmlFor="pc-result">
              <Select id="pc-result" {...form.register('check_result')}>
                {optionsOf(POINT_RESULT).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </Field>
            {hasProblems ? (
              <Field
                label={<RequiredLabel>整改回复期限</RequiredLabel>}
                htmlFor="pc-deadline"
                error={errors.rectify_deadline?.message}
              >
                <FormDatePicker control={form.control} name="rectify_deadline" id="pc-deadline" />
              </Field>
            ) : null}
          </div>
          <Field label="抽查内容与意见" htmlFor="pc-content" error={errors.check_content?.message}>
            <Textarea
              id="pc-content"
              rows={2}
              placeholder="抽查内容、巡检记录情况与意见"
              {...form.register('check_content')}
            />
          </Field>
          {hasProblems ? <ProblemFields form={form} projectId={projectId} /> : null}
        </div>
      )}
    </FormDialog>
  );
}
