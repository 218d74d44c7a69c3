// 基础配置 (001 §7.3 /star/baseConfig/*, menu wages/baseConfig): the wage rules of each organisation (default) and
// project — pay day, attendance confirmation deadline, who pays, wage account, SMS reminders, trouble wages on a
// failed payment, land area. 修改 (the page's edit bit) reads the configuration (get) and saves it (edit).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { areaLeafOptions, baseConfigEditBody, baseConfigFilter, baseConfigFormOf } from './fund-bodies';
import { baseConfigQuery, landAreaTreeQuery, wageAccountsQuery } from './fund-queries';
import { CONFIG_LEVEL, optionsOf } from './fund-status';
import { invalidateOperation } from '@site/sdk/query/org';
import { AddDialog } from './base-config-add';
import { baseConfigColumns } from './base-config-columns';
import { ConfigFields, type ConfigValues, type Option, accountOption, addSchema } from './base-config-form';

type Config = components['schemas']['WagesConfigBase'];

const FILTERS: FilterField[] = [
  { name: 'configLevel', label: '配置级别', type: 'select', options: optionsOf(CONFIG_LEVEL) },
  { name: 'projectName', label: '项目名称' },
];

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
  const columns = useMemo(
    () => baseConfigColumns({ canEdit, canDelete, onEdit: setEditing, onDelete: askDelete }),
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
export function EditDialog({ row, onClose }: { row: Config; onClose: () => void }) {
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
  const accountOptions = isProject ? (accounts.data ?? []).map(accountOption) : null;
  if (accountOptions && config.wageAccountId && !accountOptions.some((o) => o.value === String(config.wageAccountId)))
    accountOptions.unshift({
      value: String(config.wageAccountId),
      label: [config.wageBankName, config.wageAccountNo].filter(Boolean).join(' ') || String(config.wageAccountId),
    });
  return <EditForm config={config} areaOptions={areaOptions} accountOptions={accountOptions} onClose={onClose} />;
}

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
