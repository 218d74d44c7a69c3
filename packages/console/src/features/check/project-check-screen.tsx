// A 检查单 list screen shared by 监督检查 (/pc/project/sup/check/*) and 企业检查 (/pc/project/corp/check/*): the
// organisation tree scopes the list; filters, status tags, export; 详情 with problems, photos, attachments and the
// flow; 新增/编辑 (登记 and 下发, state 1 待回复), 回复, 复核通过/退回 and 删除 with confirmations. Buttons by the
// page's power bits (2 新增, 4 编辑 — also reply and verify, 8 删除). The form's 附件 (检查记录、整改通知扫描件、
// 现场视频) go to the resource service (/resource/pc/file/upload) in the project's check folder.
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
import { StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { UploadButton } from '@/ui/upload-button';
import { ViewDialog } from '@/ui/view-dialog';
import { FormCombobox } from '@/ui/form-combobox';
import {
  CHECK_STATUS,
  CHECK_STATUS_OPTIONS,
  EMPTY_PROBLEM,
  reviewActions,
  problemInput,
  problemsBody,
  projectOptions,
  scopeOf,
  type OrgNode,
  type ProjectCheck,
  type ReplyBody,
  type VerifyBody,
  type CheckProblemForm,
} from './check-model';
import { DetailBody, Files, ProblemFields, ProblemsAndRecords, ScopeTree, TwoLine } from './check-parts';
import { ReplyDialog, VerifyDialog } from './check-flow-dialogs';
import {
  orgTreeQuery,
  type corpDetailQuery,
  type pointCheckDetailQuery,
  type specialDetailQuery,
  type supervisionDetailQuery,
} from './check-queries';
import { invalidateOperation, type OperationId } from '@site/sdk/query/common';

type Result = Promise<{ msg?: string | null }>;

export interface CheckListQuery {
  project_id?: number;
  org_id?: number;
  status?: 1 | 2 | 3 | 4;
  keyword?: string;
  start_date?: string;
  end_date?: string;
}

export interface CheckFormBody {
  id?: number;
  project_id: number;
  check_name: string;
  check_date: string;
  checker_names?: string;
  check_content?: string;
  rectify_deadline?: string;
  attachments?: string[];
  problems: CheckProblemForm[];
}

/** The calls of one kind of check (typed per path in the page file). */
type SupervisionDetail = ReturnType<typeof supervisionDetailQuery>;
/** The detail read of each check kind: the same answer, keyed by each kind's own operation. */
type DetailOptions =
  | SupervisionDetail
  | ReturnType<typeof corpDetailQuery>
  | ReturnType<typeof pointCheckDetailQuery>
  | ReturnType<typeof specialDetailQuery>;
/** One useQuery call takes any kind's detail: the options differ only in their key's operationId. */
const detailOf = (calls: CheckCalls, id: number) => calls.detail(id) as SupervisionDetail;

export interface CheckCalls {
  /** List operation id: the query key prefix. */
  key: OperationId;
  page: (
    q: CheckListQuery & { page: number; limit: number },
    signal?: AbortSignal,
  ) => Promise<{ total: number; rows: ProjectCheck[] }>;
  exportFile: (q: CheckListQuery) => Promise<Blob>;
  detail: (id: number) => DetailOptions;
  add: (body: CheckFormBody) => Result;
  edit: (body: CheckFormBody & { id: number }) => Result;
  remove: (id: number) => Result;
  reply: (body: ReplyBody) => Result;
  verify: (body: VerifyBody) => Result;
}

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '检查名称、编号或项目' },
  { name: 'status', label: '状态', type: 'select', options: CHECK_STATUS_OPTIONS },
  { name: 'start_date', label: '检查日期起', type: 'date' },
  { name: 'end_date', label: '检查日期止', type: 'date' },
];

/** The list query of the filters and the tree scope; empty filters are left out. */
export function checkQuery(values: FilterValues, scope: OrgNode | null): CheckListQuery {
  return {
    ...scopeOf(scope),
    ...(values.status ? { status: Number(values.status) as 1 | 2 | 3 | 4 } : {}),
    ...(values.keyword ? { keyword: values.keyword } : {}),
    ...(values.start_date ? { start_date: values.start_date } : {}),
    ...(values.end_date ? { end_date: values.end_date } : {}),
  };
}

type Pending =
  { kind: 'view' | 'reply' | 'pass' | 'back'; row: ProjectCheck } | { kind: 'form'; row: ProjectCheck | null };

export function ProjectCheckScreen({
  id,
  title,
  noun,
  calls,
}: {
  id: string;
  title: string;
  noun: string;
  calls: CheckCalls;
}) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<OrgNode | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const done = () => {
    close();
    void invalidateOperation(queryClient, calls.key);
    void invalidateOperation(queryClient, calls.detail(0).queryKey[0]);
  };
  const del = useRowDelete<ProjectCheck>({
    run: (row) => calls.remove(row.id),
    done: '删除成功',
    invalidate: calls.key,
  });
  const askDelete = del.ask;
  const columns = useMemo<ColumnDef<ProjectCheck, unknown>[]>(
    () => [
      {
        id: 'check_name',
        header: '检查名称',
        cell: ({ row }) => (
          <TwoLine
            width="max-w-[14rem]"
            main={
              <button
                type="button"
                className="text-left font-medium text-primary hover:underline"
                onClick={() => setPending({ kind: 'view', row: row.original })}
              >
                {row.original.check_name ?? row.original.check_no}
              </button>
            }
            sub={row.original.check_no}
          />
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={CHECK_STATUS} value={row.original.status} />,
      },
      {
        id: 'project_name',
        header: '被检查项目 / 检查组织',
        cell: ({ row }) => <TwoLine main={row.original.project_name} sub={row.original.check_org_name} />,
      },
      {
        id: 'problem_count',
        header: '问题数',
        cell: ({ row }) => (
          <TwoLine
            main={row.original.problem_count ?? 0}
            sub={
              row.original.major_problem_count ? (
                <span className="text-danger">重大 {row.original.major_problem_count}</span>
              ) : null
            }
          />
        ),
      },
      {
        id: 'check_date',
        header: '检查日期',
        cell: ({ row }) => (
          <TwoLine
            width="whitespace-nowrap"
            main={formatDate(row.original.check_date)}
            sub={row.original.rectify_deadline ? `期限 ${formatDate(row.original.rectify_deadline)}` : null}
          />
        ),
      },
      {
        id: 'checker_names',
        header: '检查人员',
        cell: ({ row }) => <TwoLine width="max-w-[8rem]" main={row.original.checker_names} />,
      },
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
                { edit: perm.can('edit'), delete: perm.can('delete') },
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
        <ListScreen<ProjectCheck>
          id={id}
          title={title}
          filters={FILTERS}
          columns={columns}
          operation={calls.key}
          scope={scopeOf(scope)}
          rowId={(c) => String(c.id)}
          toolbar={
            perm.can('add') ? (
              <Button variant="primary" onClick={() => setPending({ kind: 'form', row: null })}>
                <Plus />
                新增{noun}
              </Button>
            ) : null
          }
          load={({ page, size, filters, signal }) =>
            calls.page({ page, limit: size, ...checkQuery(filters, scope) }, signal)
          }
          exportFile={(values) => calls.exportFile(checkQuery(values, scope))}
        />
      </div>
      {pending?.kind === 'view' ? (
        <CheckDetailDialog noun={noun} row={pending.row} calls={calls} onClose={close} />
      ) : null}
      {pending?.kind === 'form' ? (
        <CheckFormDialog noun={noun} row={pending.row} calls={calls} scope={scope} onClose={close} onDone={done} />
      ) : null}
      {pending?.kind === 'reply' ? <ReplyStep row={pending.row} calls={calls} onClose={close} onDone={done} /> : null}
      {pending?.kind === 'pass' || pending?.kind === 'back' ? (
        <VerifyStep
          row={pending.row}
          result={pending.kind === 'pass' ? 1 : 2}
          calls={calls}
          onClose={close}
          onDone={done}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title={`删除${noun}`}
        message={(c) => `确定删除「${c.check_name ?? c.check_no}」？删除后不可恢复。`}
      />
    </div>
  );
}

function CheckDetailDialog({
  noun,
  row,
  calls,
  onClose,
}: {
  noun: string;
  row: ProjectCheck;
  calls: CheckCalls;
  onClose: () => void;
}) {
  const detail = useQuery(detailOf(calls, row.id));
  const d = detail.data ?? row;
  const full = detail.data;
  return (
    <ViewDialog title={`${noun}详情`} width={860} onClose={onClose}>
      <DetailSection
        className="p-0 shadow-none"
        title={d.check_name ?? d.check_no}
        extra={<StatusTag table={CHECK_STATUS} value={d.status} />}
        columns={2}
        items={[
          { label: '检查编号', value: d.check_no },
          { label: '检查组织', value: d.check_org_name },
          { label: '被检查项目', value: d.project_name },
          { label: '检查日期', value: formatDate(d.check_date) },
          { label: '检查人员', value: d.checker_names },
          { label: '整改期限', value: formatDate(d.rectify_deadline) },
          { label: '问题数', value: `${d.problem_count ?? 0}（重大隐患 ${d.major_problem_count ?? 0}）` },
          { label: '回复时间', value: formatDate(d.reply_time, 'dateTime') },
          { label: '复核时间', value: formatDate(d.verify_time, 'dateTime') },
          { label: '登记时间', value: formatDate(d.create_time, 'dateTime') },
          { label: '检查内容', value: full?.check_content, wide: true },
          { label: '附件', value: <Files urls={full?.attachments} label="附件" />, wide: true },
        ]}
      />
      <DetailBody pending={detail.isPending} error={detail.error}>
        <ProblemsAndRecords problems={full?.problems} records={full?.records} />
      </DetailBody>
    </ViewDialog>
  );
}

function ReplyStep({
  row,
  calls,
  onClose,
  onDone,
}: {
  row: ProjectCheck;
  calls: CheckCalls;
  onClose: () => void;
  onDone: () => void;
}) {
  const detail = useQuery(detailOf(calls, row.id));
  return (
    <ReplyDialog
      id={row.id}
      title={`整改回复：${row.check_name ?? row.check_no}`}
      problems={detail.data?.problems}
      loading={detail.isPending}
      submit={calls.reply}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

function VerifyStep({
  row,
  result,
  calls,
  onClose,
  onDone,
}: {
  row: ProjectCheck;
  result: 1 | 2;
  calls: CheckCalls;
  onClose: () => void;
  onDone: () => void;
}) {
  const detail = useQuery(detailOf(calls, row.id));
  return (
    <VerifyDialog
      id={row.id}
      name={row.check_name ?? row.check_no}
      result={result}
      problems={detail.data?.problems}
      submit={calls.verify}
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
  project_id: z.string().check(z.minLength(1, '请选择被检查项目')),
  check_name: z.string().check(z.trim(), z.minLength(1, '请填写检查名称'), z.maxLength(100, '检查名称最多100字')),
  check_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择检查日期')),
  checker_names: z.string().check(z.trim(), z.maxLength(100, '最多100字')),
  rectify_deadline: z.string(),
  check_content: z.string().check(z.trim(), z.maxLength(1000, '检查内容最多1000字')),
  problems: z.array(problemSchema).check(z.minLength(1, '请至少添加一个问题')),
});
type CheckForm = z.infer<typeof formSchema>;

/** The file name at the end of an attachment address. */
function attachmentName(url: string): string {
  const last = url.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function CheckFormDialog({
  noun,
  row,
  calls,
  scope,
  onClose,
  onDone,
}: {
  noun: string;
  row: ProjectCheck | null;
  calls: CheckCalls;
  scope: OrgNode | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const tree = useQuery(orgTreeQuery());
  const detail = useQuery({ ...detailOf(calls, row?.id ?? 0), enabled: row !== null });
  const projects = projectOptions(tree.data);
  const loaded = detail.data;
  const scoped = scopeOf(scope).project_id;
  const form = useForm<CheckForm>({
    resolver: zodResolver(formSchema),
    values: loaded
      ? {
          project_id: String(loaded.project_id),
          check_name: loaded.check_name ?? '',
          check_date: loaded.check_date,
          checker_names: loaded.checker_names ?? '',
          rectify_deadline: loaded.rectify_deadline ?? '',
          check_content: loaded.check_content ?? '',
          problems: (loaded.problems ?? []).map(problemInput),
        }
      : undefined,
    defaultValues: {
      project_id: scoped ? String(scoped) : '',
      check_name: '',
      check_date: dayjs().format('YYYY-MM-DD'),
      checker_names: '',
      rectify_deadline: dayjs().add(7, 'day').format('YYYY-MM-DD'),
      check_content: '',
      problems: [{ ...EMPTY_PROBLEM }],
    },
    resetOptions: { keepDirtyValues: true },
  });
  const projectId = Number(useWatch({ control: form.control, name: 'project_id' })) || undefined;
  // Attachments: the loaded ones until the user adds or removes one.
  const [files, setFiles] = useState<{ url: string; name: string }[] | null>(null);
  const attachments = files ?? (loaded?.attachments ?? []).map((url) => ({ url, name: attachmentName(url) }));
  const save = useMutation({
    mutationFn: (v: CheckForm) => {
      const body: CheckFormBody = {
        project_id: Number(v.project_id),
        check_name: v.check_name,
        check_date: v.check_date,
        ...(v.checker_names ? { checker_names: v.checker_names } : {}),
        ...(v.check_content ? { check_content: v.check_content } : {}),
        ...(v.rectify_deadline ? { rectify_deadline: v.rectify_deadline } : {}),
        ...(attachments.length ? { attachments: attachments.map((f) => f.url) } : {}),
        problems: problemsBody(v.problems, v.rectify_deadline || undefined),
      };
      return row ? calls.edit({ ...body, id: row.id }) : calls.add(body);
    },
    onSuccess: (env) => {
      toast.success(env.msg || (row ? '保存成功' : '已下发'), { duration: TOAST_MS });
      onDone();
    },
  });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      width={760}
      onOpenChange={(o) => !o && onClose()}
      title={row ? `编辑${noun}` : `新增${noun}`}
      confirmText={row ? '保存' : '保存并下发'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (v.rectify_deadline && v.rectify_deadline < v.check_date) {
          form.setError('rectify_deadline', { message: '整改期限不能早于检查日期' });
          return;
        }
        save.mutate(v);
      })}
    >
      {row && detail.isPending ? (
        <Loading />
      ) : (
        <div className="flex max-h-[60vh] flex-col overflow-y-auto pr-1">
          <div className="grid grid-cols-2 gap-x-3">
            <Field
              label={<RequiredLabel>被检查项目</RequiredLabel>}
              htmlFor="chk-project"
              error={errors.project_id?.message}
            >
              <FormCombobox
                control={form.control}
                name="project_id"
                id="chk-project"
                label="被检查项目"
                options={projects}
                required
              />
            </Field>
            <Field
              label={<RequiredLabel>检查名称</RequiredLabel>}
              htmlFor="chk-name"
              error={errors.check_name?.message}
            >
              <Input
                id="chk-name"
                placeholder="如：第一分公司11月安全监督检查"
                aria-invalid={Boolean(errors.check_name)}
                {...form.register('check_name')}
              />
            </Field>
            <Field
              label={<RequiredLabel>检查日期</RequiredLabel>}
              htmlFor="chk-date"
              error={errors.check_date?.message}
            >
              <FormDatePicker control={form.control} name="check_date" id="chk-date" />
            </Field>
            <Field label="整改回复期限" htmlFor="chk-deadline" error={errors.rectify_deadline?.message}>
              <FormDatePicker control={form.control} name="rectify_deadline" id="chk-deadline" />
            </Field>
            <Field label="检查人员" htmlFor="chk-checkers" error={errors.checker_names?.message} className="col-span-2">
              <Input
                id="chk-checkers"
                placeholder="多人用顿号分隔，如：林峰、吴静"
                {...form.register('checker_names')}
              />
            </Field>
          </div>
          <Field label="检查内容与总体意见" htmlFor="chk-content" error={errors.check_content?.message}>
            <Textarea
              id="chk-content"
              rows={2}
              placeholder="检查范围、总体情况与整改要求"
              {...form.register('check_content')}
            />
          </Field>
          <ProblemFields form={form} projectId={projectId} />
          <div className="flex flex-col items-start gap-2 py-2">
            <span className="text-sm text-gray-700">附件</span>
            {attachments.length ? (
              <ul aria-label="检查附件" className="flex flex-col gap-1">
                {attachments.map((f) => (
                  <li key={f.url} className="flex items-center gap-3 text-sm">
                    <a href={f.url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
                      {f.name}
                    </a>
                    <Button
                      size="sm"
                      variant="link"
                      className="text-danger"
                      aria-label={`移除附件 ${f.name}`}
                      onClick={() => setFiles(attachments.filter((a) => a.url !== f.url))}
                    >
                      移除
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex items-center gap-2">
              <UploadButton
                label="上传附件"
                accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.mp4"
                disabled={!projectId}
                upload={(file) =>
                  api.POST('/resource/pc/file/upload', { body: { file, folder: `project/${projectId}/check` } })
                }
                onUploaded={(f) =>
                  setFiles([...attachments.filter((a) => a.url !== f.url), { url: f.url, name: f.name || f.url }])
                }
              />
              {projectId ? null : <span className="text-xs text-muted">选择被检查项目后可上传附件</span>}
            </div>
          </div>
        </div>
      )}
    </FormDialog>
  );
}
