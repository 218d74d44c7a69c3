// 基础配置 · 新增: the scope (organisation default or project) first, then the same rule fields as 修改.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { invalidateOperation, pageOrgProjectsQueryOptions } from '@site/sdk/query/org';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { ConfigFields, type ConfigValues, type Option, accountOption, addSchema } from './base-config-form';
import { areaLeafOptions, baseConfigAddBody } from './fund-bodies';
import { landAreaTreeQuery, wageAccountsQuery } from './fund-queries';
import { CONFIG_LEVEL } from './fund-status';

type Project = { project_id: number; project_name: string; org_batch_id: number; org_name?: string };

/** The projects (and their organisations) to choose from, and the chosen project's wage accounts. */
function useScopeOptions(form: UseFormReturn<ConfigValues>) {
  const projects = useQuery({
    ...pageOrgProjectsQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 100 } } }),
    select: (env): Project[] => env.data?.list ?? [],
    staleTime: 10 * 60_000,
  });
  const level = useWatch({ control: form.control, name: 'configLevel' });
  const projectId = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const accounts = useQuery({ ...wageAccountsQuery(projectId), enabled: level === '2' && projectId !== undefined });
  const list = projects.data ?? [];
  const orgOptions = [...new Map(list.map((p) => [p.org_batch_id, p.org_name ?? String(p.org_batch_id)]))].map(
    ([value, label]) => ({ value: String(value), label }),
  );
  const projectOptions = list.map((p) => ({ value: String(p.project_id), label: p.project_name }));
  const accountOptions = level === '2' && projectId ? (accounts.data ?? []).map(accountOption) : null;
  const orgOf = (id: number) => list.find((p) => p.project_id === id)?.org_batch_id;
  return { pending: projects.isPending, level, orgOptions, projectOptions, accountOptions, orgOf };
}

function useAddConfig(onClose: () => void) {
  const queryClient = useQueryClient();
  const form = useForm<ConfigValues>({
    resolver: zodResolver(addSchema),
    defaultValues: {
      configLevel: '2',
      orgId: '',
      projectId: '',
      payDay: '15',
      attendConfirmDay: '5',
      payMode: '1',
      wageAccountId: '',
      smsRemind: true,
      remindDaysBefore: '3',
      troubleAutoCreate: true,
      landAreaCode: '',
    },
  });
  const scope = useScopeOptions(form);
  const save = useMutation({
    mutationFn: (body: NonNullable<ReturnType<typeof baseConfigAddBody>>) => api.POST('/star/baseConfig/add', { body }),
    onSuccess: (env) => {
      toast.success(env.msg || '新增成功', { duration: TOAST_MS });
      void invalidateOperation(queryClient, 'listWagesBaseConfigs');
      onClose();
    },
  });
  const submit = form.handleSubmit((v) => {
    if (v.configLevel === '2' && !v.projectId) {
      form.setError('projectId', { message: '请选择项目' });
      return;
    }
    if (v.configLevel === '1' && !v.orgId) {
      form.setError('orgId', { message: '请选择组织' });
      return;
    }
    if (Number(v.attendConfirmDay) >= Number(v.payDay)) {
      form.setError('attendConfirmDay', { message: '考勤确认截止日须早于发薪日' });
      return;
    }
    const body = baseConfigAddBody(v, v, scope.orgOf);
    if (body) save.mutate(body);
  });
  return { form, scope, save, submit };
}

export function AddDialog({ onClose }: { onClose: () => void }) {
  const areas = useQuery(landAreaTreeQuery());
  const { form, scope, save, submit } = useAddConfig(onClose);
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="新增基础配置"
      submitting={save.isPending}
      onSubmit={submit}
      width={600}
    >
      {scope.pending || areas.isPending ? (
        <Loading />
      ) : (
        <>
          <ScopeFields form={form} {...scope} />
          <ConfigFields
            form={form}
            areaOptions={areaLeafOptions(areas.data ?? [])}
            accountOptions={scope.accountOptions}
          />
        </>
      )}
    </FormDialog>
  );
}

function ScopeFields({
  form,
  level,
  projectOptions,
  orgOptions,
}: {
  form: UseFormReturn<ConfigValues>;
  level: string;
  projectOptions: Option[];
  orgOptions: Option[];
}) {
  return (
    <div className="grid grid-cols-2 gap-x-4">
      <Field label={<RequiredLabel>配置级别</RequiredLabel>} htmlFor="bc-level">
        <Select id="bc-level" {...form.register('configLevel')}>
          <option value="2">{CONFIG_LEVEL[2]?.label}</option>
          <option value="1">{CONFIG_LEVEL[1]?.label}</option>
        </Select>
      </Field>
      {level === '2' ? (
        <FormComboboxField
          form={form}
          name="projectId"
          id="bc-project"
          label="项目"
          options={projectOptions}
          required
        />
      ) : (
        <FormComboboxField form={form} name="orgId" id="bc-org" label="组织" options={orgOptions} required />
      )}
    </div>
  );
}
