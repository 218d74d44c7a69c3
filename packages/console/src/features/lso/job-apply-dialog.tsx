// 申请 of a new 作业许可 (job-page.tsx): project, type, area, team and its workers, guardian, period, measures.
import { Field, RequiredLabel } from '@/ui/field';
import { FieldMessage } from '@/ui/field-message';
import { FormSelectField } from '@/ui/form-select-field';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormFields } from '@/ui/form-fields';
import { FormCombobox } from '@/ui/form-combobox';
import { AreaField, ProjectFormDialog, type ProjectDialogProps } from './project-fields';
import { useApplyForm, type ApplyState } from './use-apply-form';

export function ApplyDialog({ projectId, onClose, onDone }: ProjectDialogProps) {
  const apply = useApplyForm(projectId, onDone);
  return (
    <ProjectFormDialog
      projectId={projectId}
      onClose={onClose}
      title="申请作业许可"
      confirmText="提交申请"
      submitting={apply.save.isPending}
      onSubmit={apply.submit}
      project={{
        control: apply.form.control,
        name: 'projectId',
        id: 'job-project',
        error: apply.errors.projectId?.message,
        onChange: () => apply.clearAfter('projectId'),
      }}
    >
      <JobFields apply={apply} />
      <TeamFields apply={apply} />
      <WorkerChecklist apply={apply} />
      <PeriodFields apply={apply} />
    </ProjectFormDialog>
  );
}

/** 作业类型, 作业级别, 施工区域, 具体部位 and 作业内容. */
function JobFields({ apply }: { apply: ApplyState }) {
  const { form, errors, type, types, chosenProject } = apply;
  return (
    <>
      <FormSelectField
        form={form}
        name="jobType"
        id="job-type"
        label="作业类型"
        required
        options={(types.data ?? []).map((t) => ({ value: String(t.value), label: t.label }))}
        registerOptions={{ onChange: () => apply.clearAfter('jobType') }}
      />
      <FormSelectField
        form={form}
        name="jobLevel"
        id="job-level"
        label="作业级别"
        disabled={!type?.levels?.length}
        placeholder={type && !type.levels?.length ? '该类作业不分级' : '请选择'}
        options={(type?.levels ?? []).map((l) => ({ value: l, label: l }))}
        markInvalid={false}
      />
      <AreaField
        id="job-area"
        error={errors.areaId?.message}
        chosenProject={chosenProject}
        areas={apply.areas.data}
        registration={form.register('areaId')}
      />
      <FormFields
        form={form}
        idPrefix="job-"
        fields={[
          { name: 'location', label: '具体部位', placeholder: '如：屋面钢梁节点', markInvalid: false },
          {
            name: 'content',
            label: '作业内容',
            required: true,
            placeholder: '如：集水井清淤与排水泵检修',
            className: 'col-span-2',
          },
        ]}
      />
    </>
  );
}

/** 班组 (which clears the chosen workers) and 监护人. */
function TeamFields({ apply }: { apply: ApplyState }) {
  const { form, errors, chosenProject } = apply;
  return (
    <>
      <Field label={<RequiredLabel>班组</RequiredLabel>} htmlFor="job-team" error={errors.teamId?.message}>
        <FormCombobox
          control={form.control}
          name="teamId"
          id="job-team"
          label="班组"
          emptyLabel={chosenProject ? '请选择' : '请先选择项目'}
          options={(apply.teams.data ?? []).map((t) => ({
            value: String(t.value),
            label: `${t.label}${t.companyName ? `（${t.companyName}）` : ''}`,
          }))}
          required
          onChange={() => apply.clearAfter('teamId')}
        />
      </Field>
      <FormComboboxField
        form={form}
        name="guardianName"
        id="job-guardian"
        label="监护人"
        options={apply.guardianOptions}
      />
    </>
  );
}

/** 作业人员: the chosen team's workers as checkboxes. */
function WorkerChecklist({ apply }: { apply: ApplyState }) {
  const { form, errors, teamId, workers } = apply;
  return (
    <fieldset className="col-span-2 mb-1" aria-describedby="job-workers-error">
      <legend className="mb-1 text-sm text-gray-700">
        <RequiredLabel>作业人员</RequiredLabel>
      </legend>
      {!teamId ? (
        <p className="text-sm text-muted">请先选择班组</p>
      ) : workers.isPending ? (
        <p className="text-sm text-muted">加载中…</p>
      ) : !workers.data?.length ? (
        <p className="text-sm text-muted">该班组暂无工人</p>
      ) : (
        <div className="grid max-h-32 grid-cols-3 gap-1.5 overflow-y-auto">
          {workers.data.map((w) => (
            <label
              key={w.id}
              className="flex cursor-pointer items-center gap-2 rounded border border-line px-2 py-1 text-sm"
            >
              <input type="checkbox" value={String(w.id)} {...form.register('workerIds')} />
              {w.name}
              <span className="ml-auto text-xs text-gray-500">{w.work_type}</span>
            </label>
          ))}
        </div>
      )}
      <FieldMessage id="job-workers-error" error={errors.workerIds?.message} className="min-h-4 text-xs text-danger" />
    </fieldset>
  );
}

/** 计划开始/结束时间, 安全措施 and, for a type that needs it, the gas-test reminder. */
function PeriodFields({ apply }: { apply: ApplyState }) {
  const { form, type } = apply;
  return (
    <>
      <FormFields
        form={form}
        idPrefix="job-"
        fields={[
          {
            as: 'date',
            name: 'planStartTime',
            id: 'start',
            label: '计划开始时间',
            required: true,
            kind: 'datetime',
            error: apply.periodError ?? undefined,
          },
          { as: 'date', name: 'planEndTime', id: 'end', label: '计划结束时间', required: true, kind: 'datetime' },
          {
            name: 'measures',
            label: '已落实的安全措施（每行一条）',
            rows: 3,
            placeholder: '作业前通风 30 分钟\n气体检测合格',
            markInvalid: false,
            className: 'col-span-2',
          },
        ]}
      />
      {type?.needGasTest ? (
        <p className="col-span-2 rounded bg-warning/10 px-3 py-2 text-xs text-warning">
          {type.label}须在审批前录入气体检测。
        </p>
      ) : null}
    </>
  );
}
