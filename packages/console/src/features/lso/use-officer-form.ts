// The state of 任命安全员 / 编辑安全员 (officer-tab.tsx): the project (chosen outside the form), its managers to pick
// from, the form and the save.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { officerBody, officerFormSchema, type OfficerForm } from './lso-model';
import type { Officer } from './officer-columns';
import { listOrgManagersQueryOptions } from '@site/sdk/query/org';

export type OfficerFormState = ReturnType<typeof useOfficerForm>;

export function useOfficerForm(officer: Officer | null, own: number | undefined, onDone: () => void) {
  const [project, setProject] = useState(String(officer?.project_id ?? own ?? ''));
  const [projectError, setProjectError] = useState('');
  const pid = Number(project) || undefined;
  const managers = useQuery({
    ...listOrgManagersQueryOptions(api, { params: { query: { project_id: pid } } }),
    select: (env) =>
      (env.data ?? []).map((m) => ({ value: String(m.id), label: `${m.name}（${m.post_name ?? '—'}）` })),
    enabled: pid !== undefined,
  });
  const form = useForm<OfficerForm>({
    resolver: zodResolver(officerFormSchema),
    defaultValues: {
      manager_id: officer ? String(officer.manager_id) : '',
      officer_type: officer?.officer_type ? String(officer.officer_type) : '',
      certificate_no: officer?.certificate_no ?? '',
      certificate_expire: officer?.certificate_expire ?? '',
      status: officer ? String(officer.status) : '1',
    },
  });
  const managerId = useWatch({ control: form.control, name: 'manager_id' });
  const managerOptions = managers.data ?? [];
  const shownManagers =
    officer && !managerOptions.some((m) => m.value === managerId)
      ? [{ value: String(officer.manager_id), label: officer.name }, ...managerOptions]
      : managerOptions;
  const save = useMutation({
    mutationFn: (v: OfficerForm) => {
      const body = {
        ...officerBody(v, pid ?? 0, officer?.id),
        ...(officer?.area_ids ? { area_ids: officer.area_ids } : {}),
      };
      return officer ? api.POST('/pc/safe/lso/edit', { body }) : api.POST('/pc/safe/lso/assign', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || (officer ? '保存成功' : '任命成功'), { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    const missing = pid === undefined;
    setProjectError(missing ? '请选择项目' : '');
    void form.handleSubmit((v) => {
      if (!missing) save.mutate(v);
    })(e);
  };
  const chooseProject = (v: string) => {
    setProject(v);
    form.setValue('manager_id', '');
  };
  return { form, errors, project, projectError, shownManagers, save, submit, chooseProject };
}
