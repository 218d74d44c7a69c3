// 项目管理 · the status (confirm / reason) and project edit dialogs (moved out of project-page.tsx).
import { useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormSelectField } from '@/ui/form-select-field';
import { FormDialog } from '@/ui/form-dialog';
import { Loading } from '@/ui/loading';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormTextField } from '@/ui/form-text-field';
import { SaveFormDialog, editTitle, useSaveMutation } from '@/ui/save-form-dialog';
import { projectDetailQuery } from './system-queries';
import { useProjectForm } from './use-project-form';
import { optionsOf, PROJECT_STATUS, PROJECT_TYPES, type ProjectForm, type StatusAction } from './system-rules';

type Project = components['schemas']['OrgProject'];

type ProjectDetail = components['schemas']['OrgProjectDetail'];

interface StatusProps {
  project: Project;
  action: StatusAction;
  onClose: () => void;
  onDone: () => void;
}

function useChangeStatus(project: Project, action: StatusAction, onDone: () => void) {
  return useSaveMutation(
    (reason?: string) =>
      api.POST('/pc/project/status', { body: { project_id: project.project_id, status: action.to, reason } }),
    onDone,
    `项目已${action.label}`,
  );
}

function statusLine(project: Project, action: StatusAction) {
  return `项目“${project.project_name}”状态将由“${PROJECT_STATUS[project.status]?.label ?? '—'}”改为“${PROJECT_STATUS[action.to]?.label}”。`;
}

export function ConfirmStatus({ project, action, onClose, onDone }: StatusProps) {
  const change = useChangeStatus(project, action, onDone);
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`项目${action.label}`}
      message={`${statusLine(project, action)}确定${action.label}吗？`}
      confirmText={action.label}
      onConfirm={() => change.mutate(undefined)}
    />
  );
}

const reasonSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, '请填写原因'), z.maxLength(200, '原因最多200字')),
});

export function ReasonDialog({ project, action, onClose, onDone }: StatusProps) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const change = useChangeStatus(project, action, onDone);
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`项目${action.label}`}
      confirmText={`确定${action.label}`}
      submitting={change.isPending}
      onSubmit={form.handleSubmit((v) => change.mutate(v.reason))}
    >
      <p className="text-sm text-gray-600">
        {statusLine(project, action)}
        {action.to === 3 ? '竣工后不可再修改状态。' : ''}
      </p>
      <FormTextField
        form={form}
        name="reason"
        id="status-reason"
        label={`${action.label}原因`}
        required
        rows={0}
        placeholder={`请填写${action.label}原因`}
      />
    </FormDialog>
  );
}

type Option = { value: string; label: string };

export function EditProjectDialog({
  project,
  branches,
  onClose,
  onDone,
}: {
  project: Project;
  branches: Option[];
  onClose: () => void;
  onDone: () => void;
}) {
  // Always the server's current details (a cached copy would show what the last save replaced).
  const detail = useQuery({ ...projectDetailQuery(project.project_id), refetchOnMount: 'always' });
  if (detail.isPending || detail.isFetching) {
    return (
      <FormDialog open onOpenChange={(o) => !o && onClose()} title="编辑项目" onSubmit={(e) => e.preventDefault()}>
        <Loading />
      </FormDialog>
    );
  }
  // Without the details (the server refused) the list row still fills the form.
  return <ProjectDialog project={detail.data ?? project} branches={branches} onClose={onClose} onDone={onDone} />;
}

export function ProjectDialog({
  project,
  branches,
  onClose,
  onDone,
}: {
  project?: ProjectDetail | Project;
  branches: Option[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, save, geocode, regeocode, locate, fillAddress } = useProjectForm(project, onDone);
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={editTitle('项目', project, (r) => r.project_name)}
      width={720}
    >
      <div className="grid max-h-[60vh] grid-cols-2 gap-x-4 overflow-y-auto pr-1">
        <ProjectText form={form} name="project_name" label="项目名称" required />
        <ProjectKindFields form={form} branches={branches} />
        <ProjectText form={form} name="permit_no" label="施工许可证号" />
        <div className="col-span-2 flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <ProjectText form={form} name="address" label="项目地址" required />
          </div>
          <Button className="mt-6" onClick={locate} disabled={geocode.isPending}>
            {geocode.isPending ? '定位中…' : '地址定位'}
          </Button>
        </div>
        <ProjectText form={form} name="lng" label="经度" placeholder="如 120.2108" />
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <ProjectText form={form} name="lat" label="纬度" placeholder="如 30.2084" />
          </div>
          <Button className="mt-6" onClick={() => void fillAddress()} disabled={regeocode.isPending}>
            {regeocode.isPending ? '解析中…' : '按坐标取地址'}
          </Button>
        </div>
        <ProjectText form={form} name="start_date" label="开工日期" date />
        <ProjectText form={form} name="end_date" label="计划竣工日期" date />
        <ProjectText form={form} name="contract_amount" label="合同金额（元）" placeholder="如 215000000.00" />
        <ProjectText form={form} name="build_area" label="建筑面积（㎡）" placeholder="如 84600" />
        <ProjectText form={form} name="manager_name" label="项目经理" />
        <ProjectText form={form} name="manager_mobile" label="项目经理电话" placeholder="请输入手机号" />
        <ProjectText form={form} name="construction_unit" label="建设单位" />
        <ProjectText form={form} name="supervision_unit" label="监理单位" />
        <label className="col-span-2 mb-2 flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" {...form.register('is_have_bim')} />
          项目有 BIM 模型（可进入 3D 大屏）
        </label>
      </div>
    </SaveFormDialog>
  );
}

/** 所属分公司 and 工程类型. */
function ProjectKindFields({ form, branches }: { form: UseFormReturn<ProjectForm>; branches: Option[] }) {
  return (
    <>
      <FormComboboxField
        form={form}
        name="org_batch_id"
        id="project-org_batch_id"
        label="所属分公司"
        options={branches}
        required
      />
      <FormSelectField
        form={form}
        name="project_type"
        id="project-project_type"
        label="工程类型"
        required
        options={optionsOf(PROJECT_TYPES)}
      />
    </>
  );
}

function ProjectText({
  form,
  name,
  label,
  required,
  date,
  placeholder,
}: {
  form: UseFormReturn<ProjectForm>;
  name: Exclude<keyof ProjectForm, 'is_have_bim'>;
  label: string;
  required?: boolean;
  /** A native date box, as the two dates have always been (the source rule against them missed the old options object). */
  date?: boolean;
  placeholder?: string;
}) {
  return (
    <FormTextField
      form={form}
      name={name}
      id={`project-${name}`}
      label={label}
      required={required}
      type={date ? 'date' : 'text'}
      placeholder={placeholder ?? `请输入${label}`}
    />
  );
}
