// 项目管理's project form (add or edit): the values, the save, and 地址 → 坐标 (/pc/map/geocode) and 坐标 → 地址
// (/pc/map/regeocode), which fill the other fields; the server's message on failure comes from the shared error toast.
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { coordinateOf, projectBody, projectSchema, type ProjectForm } from './system-rules';

type Project = components['schemas']['OrgProject'];
type ProjectDetail = components['schemas']['OrgProjectDetail'];

export function useProjectForm(project: ProjectDetail | Project | undefined, onDone: () => void) {
  const form = useForm<ProjectForm>({ resolver: zodResolver(projectSchema), defaultValues: toForm(project) });
  const save = useSaveMutation(
    (v: ProjectForm) =>
      project
        ? api.POST('/pc/project/edit', { body: { project_id: project.project_id, ...projectBody(v) } })
        : api.POST('/pc/project/add', { body: projectBody(v) }),
    onDone,
  );
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
  return { form, save, geocode, regeocode, locate, fillAddress };
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
