// The dialogs of 作业记录 (record-page.tsx): a record's 详情 with its problems, and 新增作业记录 with its photos.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { UploadButton } from '@/ui/upload-button';
import { ViewDialog } from '@/ui/view-dialog';
import {
  RECORD_TYPES,
  RECTIFY_STATUS,
  TROUBLE_LEVELS,
  emptyProblem,
  optionsOf,
  recordBody,
  recordFormSchema,
  type RecordForm,
} from './lso-model';
import { areaOptionsQuery, jobOptionsQuery, recordDetailQuery } from './lso-queries';
import { useOrgOptions } from './use-org-options';
import { LoadFailed } from '@/ui/retry-failed';
import { FormCombobox } from '@/ui/form-combobox';
import { FormDateTimePicker } from '@/ui/form-date-time-picker';

const MAX_PHOTOS = 9;

export function RecordDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(recordDetailQuery(id));
  const d = detail.data;
  return (
    <ViewDialog title="作业记录详情" onClose={onClose} width={760}>
      {detail.isPending ? (
        <Loading />
      ) : !d ? (
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="作业记录加载失败" />
      ) : (
        <div className="flex flex-col gap-5">
          <DetailSection
            title="记录信息"
            columns={2}
            className="p-0 shadow-none"
            items={[
              {
                label: '记录类型',
                value: <StatusTag table={RECORD_TYPES} value={d.recordType} fallback={d.recordTypeName} />,
              },
              { label: '整改状态', value: <StatusTag table={RECTIFY_STATUS} value={d.rectifyStatus} /> },
              { label: '安全员', value: d.officerName ?? '—' },
              { label: '记录时间', value: formatDate(d.recordTime, 'dateTime') },
              { label: '项目', value: d.projectName ?? '—' },
              { label: '施工区域', value: d.areaName ?? '—' },
              { label: '关联作业票', value: d.jobNo ?? '—' },
              { label: '照片', value: d.images?.length ? `${d.images.length} 张` : '无' },
              { label: '记录内容', value: d.content ?? '—', wide: true },
            ]}
          />
          <DetailSection title={`发现问题（${d.problems?.length ?? 0}）`} className="p-0 shadow-none">
            {d.problems?.length ? (
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="bg-gray-50 text-left text-gray-600">
                    {['问题描述', '隐患等级', '责任人', '整改期限', '整改状态'].map((h) => (
                      <th key={h} className="whitespace-nowrap border-b border-line px-2 py-1.5 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {d.problems.map((p, i) => (
                    <tr key={i}>
                      <td className="border-b border-line px-2 py-1.5">{p.description}</td>
                      <td className="border-b border-line px-2 py-1.5">
                        <StatusTag table={TROUBLE_LEVELS} value={p.troubleLevel} />
                      </td>
                      <td className="border-b border-line px-2 py-1.5">{p.responsibleName ?? '—'}</td>
                      <td className="whitespace-nowrap border-b border-line px-2 py-1.5">
                        {formatDate(p.rectifyDeadline)}
                      </td>
                      <td className="border-b border-line px-2 py-1.5">
                        <StatusTag table={RECTIFY_STATUS} value={p.rectifyStatus} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted">本次记录未发现问题</p>
            )}
          </DetailSection>
        </div>
      )}
    </ViewDialog>
  );
}

export function AddRecordDialog({
  projectId,
  onClose,
  onDone,
}: {
  projectId?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { projects } = useOrgOptions(!projectId);
  const form = useForm<RecordForm>({
    resolver: zodResolver(recordFormSchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      recordType: '',
      jobId: '',
      areaId: '',
      recordTime: '',
      content: '',
      problems: [],
      images: [],
    },
  });
  const problems = useFieldArray({ control: form.control, name: 'problems' });
  const chosenProject = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const recordType = useWatch({ control: form.control, name: 'recordType' });
  const images = useWatch({ control: form.control, name: 'images' });
  const areas = useQuery(areaOptionsQuery(chosenProject));
  const jobs = useQuery({
    ...jobOptionsQuery(chosenProject),
    enabled: chosenProject !== undefined && recordType === '2',
  });
  const save = useMutation({
    mutationFn: (v: RecordForm) => api.POST('/starSafety/lso/record/add', { body: recordBody(v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '新增成功', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      width={760}
      onOpenChange={(o) => !o && onClose()}
      title="新增作业记录"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid max-h-[60vh] grid-cols-2 gap-x-4 overflow-y-auto pr-1">
        {projectId ? null : (
          <Field
            label={<RequiredLabel>项目</RequiredLabel>}
            htmlFor="record-project"
            error={errors.projectId?.message}
            className="col-span-2"
          >
            <FormCombobox
              control={form.control}
              name="projectId"
              id="record-project"
              label="项目"
              options={projects}
              required
              onChange={() => {
                form.setValue('areaId', '');
                form.setValue('jobId', '');
              }}
            />
          </Field>
        )}
        <Field label={<RequiredLabel>记录类型</RequiredLabel>} htmlFor="record-type" error={errors.recordType?.message}>
          <Select
            id="record-type"
            options={optionsOf(RECORD_TYPES)}
            aria-invalid={Boolean(errors.recordType)}
            {...form.register('recordType')}
          />
        </Field>
        <Field
          label={recordType === '2' ? <RequiredLabel>关联作业许可</RequiredLabel> : '关联作业许可'}
          htmlFor="record-job"
          error={errors.jobId?.message}
        >
          <FormCombobox
            control={form.control}
            name="jobId"
            id="record-job"
            label="作业许可"
            disabled={recordType !== '2'}
            emptyLabel={recordType === '2' ? (chosenProject ? '请选择' : '请先选择项目') : '仅旁站监督关联'}
            options={recordType === '2' ? (jobs.data ?? []) : []}
            required={recordType === '2'}
          />
        </Field>
        <Field label={<RequiredLabel>施工区域</RequiredLabel>} htmlFor="record-area" error={errors.areaId?.message}>
          <Select
            id="record-area"
            placeholder={chosenProject ? '请选择' : '请先选择项目'}
            options={areas.data ?? []}
            aria-invalid={Boolean(errors.areaId)}
            {...form.register('areaId')}
          />
        </Field>
        <Field label={<RequiredLabel>记录时间</RequiredLabel>} htmlFor="record-time" error={errors.recordTime?.message}>
          <FormDateTimePicker control={form.control} name="recordTime" id="record-time" />
        </Field>
        <Field
          label={<RequiredLabel>记录内容</RequiredLabel>}
          htmlFor="record-content"
          error={errors.content?.message}
          className="col-span-2"
        >
          <Textarea
            id="record-content"
            rows={3}
            placeholder="如：1号楼北侧临边巡查：18 层临边防护栏杆缺失 6 米。"
            aria-invalid={Boolean(errors.content)}
            {...form.register('content')}
          />
        </Field>
        <fieldset className="col-span-2 mb-3">
          <legend className="mb-1 flex w-full items-center justify-between text-sm text-gray-700">
            <span>发现问题（{problems.fields.length}）</span>
          </legend>
          {problems.fields.map((f, i) => {
            const e = errors.problems?.[i];
            return (
              <div
                key={f.id}
                role="group"
                aria-label={`问题 ${i + 1}`}
                className="mb-2 grid grid-cols-4 gap-x-3 rounded border border-line p-2"
              >
                <Field
                  label={<RequiredLabel>问题描述</RequiredLabel>}
                  htmlFor={`record-problem-${i}`}
                  error={e?.description?.message}
                  className="col-span-4"
                >
                  <Input
                    id={`record-problem-${i}`}
                    aria-invalid={Boolean(e?.description)}
                    {...form.register(`problems.${i}.description`)}
                  />
                </Field>
                <Field
                  label={<RequiredLabel>隐患等级</RequiredLabel>}
                  htmlFor={`record-level-${i}`}
                  error={e?.troubleLevel?.message}
                >
                  <Select
                    id={`record-level-${i}`}
                    options={optionsOf(TROUBLE_LEVELS)}
                    aria-invalid={Boolean(e?.troubleLevel)}
                    {...form.register(`problems.${i}.troubleLevel`)}
                  />
                </Field>
                <Field label="整改责任人" htmlFor={`record-owner-${i}`} error={e?.responsibleName?.message}>
                  <Input id={`record-owner-${i}`} {...form.register(`problems.${i}.responsibleName`)} />
                </Field>
                <Field label="整改期限" htmlFor={`record-deadline-${i}`}>
                  <FormDatePicker
                    control={form.control}
                    name={`problems.${i}.rectifyDeadline`}
                    id={`record-deadline-${i}`}
                  />
                </Field>
                <Field label="整改状态" htmlFor={`record-rectify-${i}`}>
                  <Select id={`record-rectify-${i}`} {...form.register(`problems.${i}.rectifyStatus`)}>
                    {optionsOf(RECTIFY_STATUS).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                </Field>
                <div className="col-span-4 text-right">
                  <Button size="sm" variant="link" className="text-danger" onClick={() => problems.remove(i)}>
                    移除问题 {i + 1}
                  </Button>
                </div>
              </div>
            );
          })}
          <Button size="sm" onClick={() => problems.append(emptyProblem())}>
            <Plus />
            添加问题
          </Button>
        </fieldset>
        <div className="col-span-2 flex flex-wrap items-center gap-2">
          <span className="text-sm text-gray-700">
            现场照片（{images.length}/{MAX_PHOTOS}）
          </span>
          {images.map((url, i) => (
            <span key={url} className="inline-flex items-center gap-1 rounded bg-gray-100 px-2 py-0.5 text-xs">
              {url.split('/').pop()}
              <button
                type="button"
                aria-label={`移除照片 ${i + 1}`}
                className="text-danger"
                onClick={() =>
                  form.setValue(
                    'images',
                    images.filter((u) => u !== url),
                  )
                }
              >
                ×
              </button>
            </span>
          ))}
          <UploadButton
            label="上传现场照片"
            accept=".jpg,.jpeg,.png"
            disabled={images.length >= MAX_PHOTOS}
            upload={(file) => api.POST('/pc/file/upload', { body: { file, biz_type: 'other' } })}
            onUploaded={(f) => form.setValue('images', images.includes(f.url) ? images : [...images, f.url])}
          />
        </div>
      </div>
    </FormDialog>
  );
}
