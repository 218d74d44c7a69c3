// 基础配置 (001 §7.3 /star/baseConfig/*, menu wages/baseConfig): the wage rules of each organisation (default) and
// project — pay day, attendance confirmation deadline, who pays, wage account, SMS reminders, trouble wages on a
// failed payment, land area. 修改 (the page's edit bit) reads the configuration (get) and saves it (edit).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { FormCombobox } from '@/ui/form-combobox';
import { TwoLines } from './cells';
import {
  areaLeafOptions,
  baseConfigAddBody,
  baseConfigEditBody,
  baseConfigFilter,
  baseConfigFormOf,
  type BaseConfigForm,
  type BaseConfigScope,
} from './fund-bodies';
import { baseConfigQuery, landAreaTreeQuery, wageAccountsQuery } from './fund-queries';
import { CONFIG_LEVEL, PAY_MODE, optionsOf } from './fund-status';
import { invalidateOperation, pageOrgProjectsQueryOptions } from '@site/sdk/query/org';

type Config = components['schemas']['WagesConfigBase'];

const FILTERS: FilterField[] = [
  { name: 'configLevel', label: '配置级别', type: 'select', options: optionsOf(CONFIG_LEVEL) },
  { name: 'projectName', label: '项目名称' },
];

const YES = <Tag tag={{ label: '是', tone: 'success' }} />;
const NO = <Tag tag={{ label: '否', tone: 'muted' }} />;

export default function BaseConfigPage() {
  const perm = usePagePermission();
  const [editing, setEditing] = useState<Config | null>(null);
  const [adding, setAdding] = useState(false);
  const canEdit = perm.can('edit');
  const canDelete = perm.can('delete');
  const del = useRowDelete<Config>({
    run: (c) => api.POST('/star/baseConfig/del', { body: { ids: [c.id] } }),
    done: '删除成功',
    invalidate: 'listWagesBaseConfigs',
  });
  const askDelete = del.ask;
  const columns = useMemo<ColumnDef<Config, unknown>[]>(
    () => [
      {
        id: 'scope',
        header: '适用范围',
        cell: ({ row }) =>
          row.original.configLevel === 2 ? (
            <TwoLines main={row.original.projectName} sub={row.original.orgName} />
          ) : (
            <TwoLines main={row.original.orgName} sub="组织下项目默认沿用" />
          ),
      },
      {
        id: 'configLevel',
        header: '级别',
        cell: ({ row }) => <StatusTag table={CONFIG_LEVEL} value={row.original.configLevel} />,
      },
      { id: 'payDay', header: '发薪日', cell: ({ row }) => <Nowrap>每月 {row.original.payDay} 日</Nowrap> },
      {
        id: 'attendConfirmDay',
        header: '考勤确认截止',
        cell: ({ row }) => <Nowrap>每月 {row.original.attendConfirmDay} 日</Nowrap>,
      },
      { id: 'payMode', header: '代发方式', cell: ({ row }) => <Nowrap>{PAY_MODE[row.original.payMode]}</Nowrap> },
      {
        id: 'wageAccount',
        header: '工资专户',
        cell: ({ row }) =>
          row.original.wageAccountNo ? (
            <TwoLines
              className="min-w-44"
              main={<span className="font-normal tabular-nums text-gray-700">{row.original.wageAccountNo}</span>}
              sub={row.original.wageBankName}
            />
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        id: 'smsRemind',
        header: '短信提醒',
        cell: ({ row }) =>
          row.original.smsRemind ? (
            <Tag tag={{ label: `提前 ${row.original.remindDaysBefore ?? 0} 天`, tone: 'success' }} />
          ) : (
            <Tag tag={{ label: '关闭', tone: 'muted' }} />
          ),
      },
      {
        id: 'troubleAutoCreate',
        header: '失败转问题工资',
        cell: ({ row }) => (row.original.troubleAutoCreate ? YES : NO),
      },
      { id: 'landAreaName', header: '属地', cell: ({ row }) => <Nowrap>{row.original.landAreaName}</Nowrap> },
      {
        id: 'update',
        header: '最后修改',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-32"
            main={<span className="font-normal text-gray-700">{row.original.updateBy ?? '—'}</span>}
            sub={formatDate(row.original.updateTime, 'minute')}
          />
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          canEdit || canDelete ? (
            <div className="flex items-center gap-1 whitespace-nowrap">
              {canEdit ? (
                <Button size="sm" variant="link" onClick={() => setEditing(row.original)}>
                  修改
                </Button>
              ) : null}
              {canDelete ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(row.original)}>
                  删除
                </Button>
              ) : null}
            </div>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
    ],
    [canEdit, canDelete, askDelete],
  );

  return (
    <>
      <ListScreen<Config>
        id="wages-base-config"
        title="基础配置"
        filters={FILTERS}
        columns={columns}
        operation="listWagesBaseConfigs"
        rowId={(c) => String(c.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/star/baseConfig/page', {
            body: { pageNum: page, pageSize: size, ...baseConfigFilter(filters) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              <Plus />
              新增
            </Button>
          ) : null
        }
      />
      {editing ? <EditDialog row={editing} onClose={() => setEditing(null)} /> : null}
      {adding ? <AddDialog onClose={() => setAdding(false)} /> : null}
      <DeleteConfirm
        del={del}
        title="删除基础配置"
        message={(c) =>
          c.configLevel === 2
            ? `确定删除「${c.projectName ?? ''}」的项目配置吗？删除后该项目沿用所属组织的默认配置。`
            : `确定删除「${c.orgName ?? ''}」的组织默认配置吗？`
        }
      />
    </>
  );
}

/** Reads the saved configuration (the list row may be stale) and the choices first, then shows the form. */
function EditDialog({ row, onClose }: { row: Config; onClose: () => void }) {
  const saved = useQuery(baseConfigQuery(row.id));
  const config = saved.data ?? row;
  const isProject = config.configLevel === 2 && Boolean(config.projectId);
  const accounts = useQuery({ ...wageAccountsQuery(config.projectId ?? undefined), enabled: isProject });
  const areas = useQuery(landAreaTreeQuery());
  if (saved.isPending || areas.isPending || (isProject && accounts.isPending)) {
    return (
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title="修改基础配置"
        onSubmit={(e) => e.preventDefault()}
        submitting
      >
        <Loading />
      </FormDialog>
    );
  }
  const areaOptions = areaLeafOptions(areas.data ?? []);
  if (config.landAreaCode && !areaOptions.some((o) => o.value === config.landAreaCode))
    areaOptions.unshift({ value: config.landAreaCode, label: config.landAreaName ?? config.landAreaCode });
  const accountOptions = isProject
    ? (accounts.data ?? []).map((a) => ({
        value: String(a.id),
        label: `${a.accountName}（${a.bankName} ${a.accountNo}）`,
      }))
    : null;
  if (accountOptions && config.wageAccountId && !accountOptions.some((o) => o.value === String(config.wageAccountId)))
    accountOptions.unshift({
      value: String(config.wageAccountId),
      label: [config.wageBankName, config.wageAccountNo].filter(Boolean).join(' ') || String(config.wageAccountId),
    });
  return <EditForm config={config} areaOptions={areaOptions} accountOptions={accountOptions} onClose={onClose} />;
}

const day = (label: string) => z.string().check(z.regex(/^([1-9]|[12]\d|3[01])$/, `请输入${label}（1～31）`));
const schema = z.object({
  payDay: day('发薪日'),
  attendConfirmDay: day('考勤确认截止日'),
  payMode: z.string().check(z.regex(/^[123]$/, '请选择代发方式')),
  wageAccountId: z.string(),
  smsRemind: z.boolean(),
  remindDaysBefore: z.string().check(z.regex(/^(\d|10)$/, '提前天数为 0～10')),
  troubleAutoCreate: z.boolean(),
  landAreaCode: z.string(),
});

type Option = { value: string; label: string };

const addSchema = z.object({
  ...schema.shape,
  configLevel: z.string().check(z.regex(/^[12]$/, '请选择配置级别')),
  orgId: z.string(),
  projectId: z.string(),
});
/** The form of 新增 and 修改 (修改 keeps the row's scope). */
type ConfigValues = BaseConfigForm & BaseConfigScope;

function EditForm({
  config,
  areaOptions,
  accountOptions,
  onClose,
}: {
  config: Config;
  areaOptions: Option[];
  /** The project's wage accounts; null for an organisation default. */
  accountOptions: Option[] | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ConfigValues>({
    resolver: zodResolver(addSchema),
    defaultValues: {
      ...baseConfigFormOf(config),
      configLevel: String(config.configLevel),
      orgId: String(config.orgId),
      projectId: config.projectId ? String(config.projectId) : '',
    },
  });
  const save = useMutation({
    mutationFn: (v: ConfigValues) => api.POST('/star/baseConfig/edit', { body: baseConfigEditBody(config, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: TOAST_MS });
      void invalidateOperation(queryClient, 'listWagesBaseConfigs');
      void invalidateOperation(queryClient, 'getWagesBaseConfig');
      onClose();
    },
  });
  const submit = form.handleSubmit((v) => {
    if (Number(v.attendConfirmDay) >= Number(v.payDay)) {
      form.setError('attendConfirmDay', { message: '考勤确认截止日须早于发薪日' });
      return;
    }
    save.mutate(v);
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`修改基础配置：${config.projectName ?? config.orgName ?? ''}`}
      submitting={save.isPending}
      onSubmit={submit}
      width={600}
    >
      <ConfigFields form={form} areaOptions={areaOptions} accountOptions={accountOptions} />
    </FormDialog>
  );
}

/** The rule fields shared by 新增 and 修改. */
function ConfigFields({
  form,
  areaOptions,
  accountOptions,
}: {
  form: UseFormReturn<ConfigValues>;
  areaOptions: Option[];
  accountOptions: Option[] | null;
}) {
  const sms = useWatch({ control: form.control, name: 'smsRemind' });
  const { errors } = form.formState;
  return (
    <>
      <div className="grid grid-cols-2 gap-x-4">
        <Field
          label={<RequiredLabel>发薪日（每月）</RequiredLabel>}
          htmlFor="bc-pay-day"
          error={errors.payDay?.message}
        >
          <Input
            id="bc-pay-day"
            inputMode="numeric"
            aria-invalid={Boolean(errors.payDay)}
            {...form.register('payDay')}
          />
        </Field>
        <Field
          label={<RequiredLabel>考勤确认截止日（每月）</RequiredLabel>}
          htmlFor="bc-attend-day"
          error={errors.attendConfirmDay?.message}
        >
          <Input
            id="bc-attend-day"
            inputMode="numeric"
            aria-invalid={Boolean(errors.attendConfirmDay)}
            {...form.register('attendConfirmDay')}
          />
        </Field>
        <Field label={<RequiredLabel>代发方式</RequiredLabel>} htmlFor="bc-pay-mode" error={errors.payMode?.message}>
          <Select id="bc-pay-mode" options={optionsOf(PAY_MODE)} {...form.register('payMode')} />
        </Field>
        <Field label="属地" htmlFor="bc-area">
          <Select id="bc-area" options={areaOptions} placeholder="不设置" {...form.register('landAreaCode')} />
        </Field>
        {accountOptions ? (
          <Field label="工资专户" htmlFor="bc-account" className="col-span-2">
            <Select id="bc-account" options={accountOptions} placeholder="未设置" {...form.register('wageAccountId')} />
          </Field>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 rounded bg-gray-50 p-3 text-sm text-gray-700">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('smsRemind')} />
          发送短信提醒（发薪日、考勤确认截止前）
        </label>
        {sms ? (
          <Field
            label="提前天数"
            htmlFor="bc-remind-days"
            error={errors.remindDaysBefore?.message}
            className="ml-6 w-40"
          >
            <Input
              id="bc-remind-days"
              inputMode="numeric"
              aria-invalid={Boolean(errors.remindDaysBefore)}
              {...form.register('remindDaysBefore')}
            />
          </Field>
        ) : null}
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('troubleAutoCreate')} />
          代发失败时自动生成问题工资记录
        </label>
      </div>
    </>
  );
}

type Project = { project_id: number; project_name: string; org_batch_id: number; org_name?: string };

/** 新增: the scope (organisation default or project) first, then the same rule fields as 修改. */
function AddDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const areas = useQuery(landAreaTreeQuery());
  const projects = useQuery({
    ...pageOrgProjectsQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 100 } } }),
    select: (env): Project[] => env.data?.list ?? [],
    staleTime: 10 * 60_000,
  });
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
  const level = useWatch({ control: form.control, name: 'configLevel' });
  const projectId = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const accounts = useQuery({ ...wageAccountsQuery(projectId), enabled: level === '2' && projectId !== undefined });
  const list = projects.data ?? [];
  const orgOptions = [...new Map(list.map((p) => [p.org_batch_id, p.org_name ?? String(p.org_batch_id)]))].map(
    ([value, label]) => ({ value: String(value), label }),
  );
  const projectOptions = list.map((p) => ({ value: String(p.project_id), label: p.project_name }));
  const accountOptions =
    level === '2' && projectId
      ? (accounts.data ?? []).map((a) => ({
          value: String(a.id),
          label: `${a.accountName}（${a.bankName} ${a.accountNo}）`,
        }))
      : null;
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
    const body = baseConfigAddBody(v, v, (id) => list.find((p) => p.project_id === id)?.org_batch_id);
    if (body) save.mutate(body);
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="新增基础配置"
      submitting={save.isPending}
      onSubmit={submit}
      width={600}
    >
      {projects.isPending || areas.isPending ? (
        <Loading />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-x-4">
            <Field label={<RequiredLabel>配置级别</RequiredLabel>} htmlFor="bc-level">
              <Select id="bc-level" {...form.register('configLevel')}>
                <option value="2">{CONFIG_LEVEL[2]?.label}</option>
                <option value="1">{CONFIG_LEVEL[1]?.label}</option>
              </Select>
            </Field>
            {level === '2' ? (
              <Field label={<RequiredLabel>项目</RequiredLabel>} htmlFor="bc-project" error={errors.projectId?.message}>
                <FormCombobox
                  control={form.control}
                  name="projectId"
                  id="bc-project"
                  label="项目"
                  options={projectOptions}
                  required
                />
              </Field>
            ) : (
              <Field label={<RequiredLabel>组织</RequiredLabel>} htmlFor="bc-org" error={errors.orgId?.message}>
                <FormCombobox
                  control={form.control}
                  name="orgId"
                  id="bc-org"
                  label="组织"
                  options={orgOptions}
                  required
                />
              </Field>
            )}
          </div>
          <ConfigFields form={form} areaOptions={areaLeafOptions(areas.data ?? [])} accountOptions={accountOptions} />
        </>
      )}
    </FormDialog>
  );
}
