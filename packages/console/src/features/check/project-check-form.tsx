// 新增/编辑 of a 检查单 (登记 and 下发, state 1 待回复): the check's fields, its problems and its 附件 (检查记录、整改
// 通知扫描件、现场视频), uploaded to the resource service (/resource/pc/file/upload) in the project's check folder.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { FormTextField } from '@/ui/form-text-field';
import { CheckFormFrame } from './check-form-frame';
import { UploadButton } from '@/ui/upload-button';
import {
  EMPTY_PROBLEM,
  problemInput,
  problemsBody,
  projectOptions,
  scopeOf,
  type OrgNode,
  type ProjectCheck,
} from './check-model';
import { ProblemFields, problemSchema } from './check-parts';
import { orgTreeQuery } from './check-queries';
import { detailOf, type CheckCalls, type CheckFormBody } from './project-check-calls';
import { NewTabLink } from '@/ui/new-tab-link';

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

interface Attachment {
  url: string;
  name: string;
}

/** The file name at the end of an attachment address. */
function attachmentName(url: string): string {
  const last = url.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function CheckFormDialog({
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
  const [files, setFiles] = useState<Attachment[] | null>(null);
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
  return (
    <CheckFormFrame
      onClose={onClose}
      loading={row !== null && detail.isPending}
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
      <CheckFields form={form} projects={projectOptions(tree.data)} />
      <ProblemFields form={form} projectId={projectId} />
      <CheckAttachments attachments={attachments} projectId={projectId} onChange={setFiles} />
    </CheckFormFrame>
  );
}

/** 检查名称, 检查日期, 整改回复期限 and 检查人员 after the project (ids chk-…). */
const CHECK_FIELDS: FormFieldSpec<CheckForm>[] = [
  { name: 'check_name', id: 'name', label: '检查名称', required: true, placeholder: '如：第一分公司11月安全监督检查' },
  { as: 'date', name: 'check_date', id: 'date', label: '检查日期', required: true },
  { as: 'date', name: 'rectify_deadline', id: 'deadline', label: '整改回复期限' },
  {
    name: 'checker_names',
    id: 'checkers',
    label: '检查人员',
    placeholder: '多人用顿号分隔，如：林峰、吴静',
    markInvalid: false,
    className: 'col-span-2',
  },
];

/** The check's own fields: project, name, dates, checkers and the overall content. */
function CheckFields({
  form,
  projects,
}: {
  form: UseFormReturn<CheckForm>;
  projects: { value: string; label: string }[];
}) {
  return (
    <>
      <FormFields
        className="grid grid-cols-2 gap-x-3"
        form={form}
        idPrefix="chk-"
        fields={[
          { as: 'combobox', name: 'project_id', id: 'project', label: '被检查项目', required: true, options: projects },
          ...CHECK_FIELDS,
        ]}
      />
      <FormTextField
        form={form}
        name="check_content"
        id="chk-content"
        label="检查内容与总体意见"
        placeholder="检查范围、总体情况与整改要求"
        rows={2}
        markInvalid={false}
      />
    </>
  );
}

/** The 附件 list with 移除 per file and the upload button (once a project is chosen). */
function CheckAttachments({
  attachments,
  projectId,
  onChange,
}: {
  attachments: Attachment[];
  projectId: number | undefined;
  onChange: (files: Attachment[]) => void;
}) {
  return (
    <div className="flex flex-col items-start gap-2 py-2">
      <span className="text-sm text-gray-700">附件</span>
      {attachments.length ? (
        <ul aria-label="检查附件" className="flex flex-col gap-1">
          {attachments.map((f) => (
            <li key={f.url} className="flex items-center gap-3 text-sm">
              <NewTabLink href={f.url} className="text-primary hover:underline">
                {f.name}
              </NewTabLink>
              <Button
                size="sm"
                variant="link"
                className="text-danger"
                aria-label={`移除附件 ${f.name}`}
                onClick={() => onChange(attachments.filter((a) => a.url !== f.url))}
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
            onChange([...attachments.filter((a) => a.url !== f.url), { url: f.url, name: f.name || f.url }])
          }
        />
        {projectId ? null : <span className="text-xs text-muted">选择被检查项目后可上传附件</span>}
      </div>
    </div>
  );
}
