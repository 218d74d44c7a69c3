// 项目管理 · the status (confirm / reason) and project edit dialogs (moved out of project-page.tsx).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { RequiredLabel } from '@/ui/field';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { FormCombobox } from '@/ui/form-combobox';
import { projectDetailQuery } from './system-queries';
import {
  coordinateOf,
  optionsOf,
  PROJECT_STATUS,
  PROJECT_TYPES,
  projectBody,
  projectSchema,
  type ProjectForm,
  type StatusAction,
} from './system-rules';

type Project = components['schemas']['OrgProject'];

type ProjectDetail = components['schemas']['OrgProjectDetail'];

interface StatusProps {
  project: Project;
  action: StatusAction;
  onClose: () => void;
  onDone: () => void;
}

function useChangeStatus(project: Project, action: StatusAction, onDone: () => void) {
  return useMutation({
    mutationFn: (reason?: string) =>
      api.POST('/pc/project/status', { body: { project_id: project.project_id, status: action.to, reason } }),
    onSuccess: (env) => {
      toast.success(env.msg || `项目已${action.label}`, { duration: TOAST_MS });
      onDone();
    },
  });
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
  const error = form.formState.errors.reason?.message;
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
      <Field label={<RequiredLabel>{`${action.label}原因`}</RequiredLabel>} htmlFor="status-reason" error={error}>
        <Textarea
          id="status-reason"
          placeholder={`请填写${action.label}原因`}
          aria-invalid={Boolean(error)}
          {...form.register('reason')}
        />
      </Field>
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

function toForm(d: Partial<ProjectDetail> = {}): ProjectForm {
  const num = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    project_name: d.project_name ?? '',
    org_batch_id: d.org_batch_id ? String(d.org_batch_id) : '',
    project_type: d.project_type ? String(d.project_type) : '',
    address: d.address ?? '',
    lng: d.lng === undefined ? '' : String(d.lng),
    lat: d.lat === undefined ? '' : String(d.lat),
    is_have_bim: Boolean(d.is_have_bim?.includes('BIM')),
    start_date: d.start_date ?? '',
    end_date: d.end_date ?? '',
    contract_amount: d.contract_amount === undefined ? '' : d.contract_amount.toFixed(2),
    build_area: num(d.build_area),
    manager_name: d.manager_name ?? '',
    manager_mobile: d.manager_mobile ?? '',
    construction_unit: d.construction_unit ?? '',
    supervision_unit: d.supervision_unit ?? '',
    permit_no: d.permit_no ?? '',
  };
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
  const form = useForm<ProjectForm>({ resolver: zodResolver(projectSchema), defaultValues: toForm(project) });
  const save = useMutation({
    mutationFn: (v: ProjectForm) =>
      project
        ? api.POST('/pc/project/edit', { body: { project_id: project.project_id, ...projectBody(v) } })
        : api.POST('/pc/project/add', { body: projectBody(v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  // 地址 → 坐标 (/pc/map/geocode) and 坐标 → 地址 (/pc/map/regeocode): fill the other fields, the server's
  // message on failure comes from the shared error toast.
  const geocode = useMutation({
    mutationFn: (address: string) => api.GET('/pc/map/geocode', { params: { query: { address } } }),
    onSuccess: (env) => {
      if (!env.data) return;
      form.setValue('lng', String(env.data.lng), { shouldValidate: true });
      form.setValue('lat', String(env.data.lat), { shouldValidate: true });
      toast.success(`已定位：${env.data.formatted_address}`, { duration: TOAST_MS });
    },
  });
  const regeocode = useMutation({
    mutationFn: (at: { lng: number; lat: number }) => api.GET('/pc/map/regeocode', { params: { query: at } }),
    onSuccess: (env) => {
      if (!env.data) return;
      form.setValue('address', env.data.formatted_address, { shouldValidate: true });
      toast.success(env.msg || '已回填地址', { duration: TOAST_MS });
    },
  });
  const locate = () => {
    const address = form.getValues('address').trim();
    if (!address) {
      form.setError('address', { message: '请先填写项目地址' });
      return;
    }
    geocode.mutate(address);
  };
  const fillAddress = async () => {
    const ok = await form.trigger(['lng', 'lat']);
    const lng = coordinateOf(form.getValues('lng'));
    const lat = coordinateOf(form.getValues('lat'));
    if (!ok) return;
    if (lng === undefined || lat === undefined) {
      form.setError('lng', { message: '请先填写经度、纬度' });
      return;
    }
    regeocode.mutate({ lng, lat });
  };
  const { errors } = form.formState;
  const text = (
    name: Exclude<keyof ProjectForm, 'is_have_bim'>,
    label: string,
    opts: { required?: boolean; type?: string; placeholder?: string } = {},
  ) => (
    <Field
      label={opts.required ? <RequiredLabel>{label}</RequiredLabel> : label}
      htmlFor={`project-${name}`}
      error={errors[name]?.message}
    >
      <Input
        id={`project-${name}`}
        type={opts.type ?? 'text'}
        placeholder={opts.placeholder ?? `请输入${label}`}
        aria-invalid={Boolean(errors[name])}
        {...form.register(name)}
      />
    </Field>
  );
  return (
    <FormDialog
      open
      width={720}
      onOpenChange={(o) => !o && onClose()}
      title={project ? `编辑项目：${project.project_name}` : '新增项目'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid max-h-[60vh] grid-cols-2 gap-x-4 overflow-y-auto pr-1">
        {text('project_name', '项目名称', { required: true })}
        <Field
          label={<RequiredLabel>所属分公司</RequiredLabel>}
          htmlFor="project-org_batch_id"
          error={errors.org_batch_id?.message}
        >
          <FormCombobox
            control={form.control}
            name="org_batch_id"
            id="project-org_batch_id"
            label="所属分公司"
            options={branches}
            required
          />
        </Field>
        <Field
          label={<RequiredLabel>工程类型</RequiredLabel>}
          htmlFor="project-project_type"
          error={errors.project_type?.message}
        >
          <Select
            id="project-project_type"
            options={optionsOf(PROJECT_TYPES)}
            aria-invalid={Boolean(errors.project_type)}
            {...form.register('project_type')}
          />
        </Field>
        {text('permit_no', '施工许可证号')}
        <div className="col-span-2 flex items-start gap-2">
          <div className="min-w-0 flex-1">{text('address', '项目地址', { required: true })}</div>
          <Button className="mt-6" onClick={locate} disabled={geocode.isPending}>
            {geocode.isPending ? '定位中…' : '地址定位'}
          </Button>
        </div>
        {text('lng', '经度', { placeholder: '如 120.2108' })}
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">{text('lat', '纬度', { placeholder: '如 30.2084' })}</div>
          <Button className="mt-6" onClick={() => void fillAddress()} disabled={regeocode.isPending}>
            {regeocode.isPending ? '解析中…' : '按坐标取地址'}
          </Button>
        </div>
        {text('start_date', '开工日期', { type: 'date' })}
        {text('end_date', '计划竣工日期', { type: 'date' })}
        {text('contract_amount', '合同金额（元）', { placeholder: '如 215000000.00' })}
        {text('build_area', '建筑面积（㎡）', { placeholder: '如 84600' })}
        {text('manager_name', '项目经理')}
        {text('manager_mobile', '项目经理电话', { placeholder: '请输入手机号' })}
        {text('construction_unit', '建设单位')}
        {text('supervision_unit', '监理单位')}
        <label className="col-span-2 mb-2 flex items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" {...form.register('is_have_bim')} />
          项目有 BIM 模型（可进入 3D 大屏）
        </label>
      </div>
    </FormDialog>
  );
}
