// 核验配置 (seed 001 §7.12 GET /pc/worker/black/check/config/list, POST check/config/edit): where the blacklist is
// checked (进场登记, 闸机通行, 工资代发), what a hit does, whether the credit list is checked too, and who gets an SMS.
// 编辑 needs the page's edit bit.
import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { ListScreen } from '@/ui/list-screen';
import { Select } from '@/ui/select';
import { StatusTag, Tag } from '@/ui/status-tag';
import { checkConfigBody, checkConfigSchema, type CheckConfigForm } from './blacklist-schema';
import { dateColumn, textColumn } from '@/ui/field-columns';
import { formDialogProps } from '@/ui/form-dialog-props';
import { useRowDialog } from '@/ui/use-row-dialog';
import { wholeList } from '@/ui/whole-list';

type Config = components['schemas']['BlacklistCheckConfig'];

const KEY = 'listBlacklistCheckConfigs';
const SCENE: Record<number, string> = { 1: '进场登记', 2: '闸机通行', 3: '工资代发' };
const ACTION = { 1: { label: '禁止并提示', tone: 'danger' }, 2: { label: '仅提醒', tone: 'warning' } } as const;

/** Scene, organisation, state, what a hit does, the credit list, SMS and the last change. */
const CONFIG_COLUMNS: ColumnDef<Config, unknown>[] = [
  {
    id: 'check_scene',
    header: '核验场景',
    enableHiding: false,
    cell: ({ row }) => <span className="font-medium">{SCENE[row.original.check_scene] ?? '—'}</span>,
  },
  textColumn('org_name', '组织'),
  {
    id: 'enabled',
    header: '状态',
    cell: ({ row }) => (
      <Tag tag={row.original.enabled ? { label: '启用', tone: 'success' } : { label: '停用', tone: 'muted' }} />
    ),
  },
  {
    id: 'action',
    header: '命中后处理',
    cell: ({ row }) => <StatusTag table={ACTION} value={row.original.action} />,
  },
  {
    id: 'include_credit_list',
    header: '失信名单',
    cell: ({ row }) => (row.original.include_credit_list ? '同时核验' : '不核验'),
  },
  {
    id: 'notify',
    header: '短信通知',
    cell: ({ row }) =>
      row.original.notify_sms ? (
        <span className="whitespace-nowrap">{(row.original.notify_mobiles ?? []).join('、') || '开启'}</span>
      ) : (
        <span className="text-muted">关闭</span>
      ),
  },
  textColumn('operator_name', '最后修改人'),
  dateColumn('update_time', '修改时间', 'dateTime'),
];

export default function BlacklistConfigTab() {
  const perm = usePagePermission();
  const { open: edit, ...editing } = useRowDialog<Config>(KEY);
  const columns = useMemo<ColumnDef<Config, unknown>[]>(
    () => [
      ...CONFIG_COLUMNS,
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          perm.can('edit') ? (
            <Button size="sm" variant="link" onClick={() => edit(row.original)}>
              编辑
            </Button>
          ) : (
            '—'
          ),
      },
    ],
    [perm, edit],
  );
  return (
    <>
      <ListScreen<Config>
        id="person-blacklist-config"
        title="黑名单核验配置"
        columns={columns}
        operation={KEY}
        rowId={(c) => String(c.id)}
        load={wholeList((signal) => api.GET('/pc/worker/black/check/config/list', { signal }))}
      />
      {editing.row ? <ConfigDialog config={editing.row} onClose={editing.close} onDone={editing.done} /> : null}
    </>
  );
}

export function ConfigDialog({ config, onClose, onDone }: { config: Config; onClose: () => void; onDone: () => void }) {
  const form = useForm<CheckConfigForm>({
    resolver: zodResolver(checkConfigSchema),
    defaultValues: {
      enabled: config.enabled,
      action: String(config.action),
      include_credit_list: config.include_credit_list ?? false,
      notify_sms: config.notify_sms ?? false,
      mobiles: (config.notify_mobiles ?? []).join('\n'),
    },
  });
  const notify = useWatch({ control: form.control, name: 'notify_sms' });
  const save = useMutation({
    mutationFn: (v: CheckConfigForm) =>
      api.POST('/pc/worker/black/check/config/edit', { body: checkConfigBody(config.id, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: 1500 });
      onDone();
    },
  });
  const { errors } = form.formState;
  const box = 'flex items-center gap-2 text-sm text-gray-700';
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`核验配置：${SCENE[config.check_scene] ?? ''}`}>
      <label className={box}>
        <input type="checkbox" {...form.register('enabled')} />
        启用核验
      </label>
      <Field label="命中后处理" htmlFor="config_action" error={errors.action?.message}>
        <Select id="config_action" aria-invalid={Boolean(errors.action)} {...form.register('action')}>
          <option value="">请选择</option>
          <option value="1">禁止并提示</option>
          <option value="2">仅提醒</option>
        </Select>
      </Field>
      <label className={box}>
        <input type="checkbox" {...form.register('include_credit_list')} />
        同时核验省建筑市场失信名单
      </label>
      <label className={box}>
        <input type="checkbox" {...form.register('notify_sms')} />
        命中时短信通知
      </label>
      <FormTextField
        form={form}
        name="mobiles"
        id="config_mobiles"
        label="接收通知的手机号"
        rows={0}
        disabled={!notify}
        placeholder="每行一个手机号"
      />
    </FormDialog>
  );
}
