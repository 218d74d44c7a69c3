// The dialogs of 作业记录 (record-page.tsx): a record's 详情 with its problems, and 新增作业记录 with its photos.
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { Loading } from '@/ui/loading';
import { FormSelectField } from '@/ui/form-select-field';
import { StatusTag } from '@/ui/status-tag';
import { FormFields } from '@/ui/form-fields';
import { ViewDialog } from '@/ui/view-dialog';
import { RECORD_TYPES, RECTIFY_STATUS, TROUBLE_LEVELS, optionsOf } from './lso-model';
import { recordDetailQuery } from './lso-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { FormCombobox } from '@/ui/form-combobox';
import { AreaField, ProjectFormDialog, type ProjectDialogProps } from './project-fields';
import { ProblemList, RecordPhotos } from './record-problems';
import { useRecordForm, type RecordFormState } from './use-record-form';

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

export function AddRecordDialog({ projectId, onClose, onDone }: ProjectDialogProps) {
  const record = useRecordForm(projectId, onDone);
  const { form } = record;
  return (
    <ProjectFormDialog
      projectId={projectId}
      onClose={onClose}
      title="新增作业记录"
      submitting={record.save.isPending}
      onSubmit={form.handleSubmit((v) => record.save.mutate(v))}
      project={{
        control: form.control,
        name: 'projectId',
        id: 'record-project',
        error: record.errors.projectId?.message,
        onChange: () => {
          form.setValue('areaId', '');
          form.setValue('jobId', '');
        },
      }}
    >
      <RecordFields record={record} />
      <ProblemList record={record} />
      <RecordPhotos record={record} />
    </ProjectFormDialog>
  );
}

/** 记录类型, 关联作业许可 (a 旁站监督 only), 施工区域, 记录时间 and 记录内容. */
function RecordFields({ record }: { record: RecordFormState }) {
  const { form, errors, recordType, chosenProject } = record;
  return (
    <>
      <FormSelectField
        form={form}
        name="recordType"
        id="record-type"
        label="记录类型"
        required
        options={optionsOf(RECORD_TYPES)}
      />
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
          options={recordType === '2' ? (record.jobs.data ?? []) : []}
          required={recordType === '2'}
        />
      </Field>
      <AreaField
        id="record-area"
        error={errors.areaId?.message}
        chosenProject={chosenProject}
        areas={record.areas.data}
        registration={form.register('areaId')}
      />
      <FormFields
        form={form}
        idPrefix="record-"
        fields={[
          { as: 'date', name: 'recordTime', id: 'time', label: '记录时间', required: true, kind: 'datetime' },
          {
            name: 'content',
            label: '记录内容',
            required: true,
            rows: 3,
            placeholder: '如：1号楼北侧临边巡查：18 层临边防护栏杆缺失 6 米。',
            className: 'col-span-2',
          },
        ]}
      />
    </>
  );
}
