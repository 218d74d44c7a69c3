// 流程配置 (001 §7.10 /flw/flwconfig/*, menu flow/config): per organisation (company, branch or project) and business
// module, which process definition runs and its reminders and time limits. The organisation and the category are
// chosen on the left; each module of the category shows its configuration (or that it follows the parent
// organisation) with 新增配置 / 编辑 in a dialog.
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Pencil, Plus, Settings2 } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { findNode } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { Combobox } from '@/ui/combobox';
import { Select } from '@/ui/select';
import { Tag } from '@/ui/status-tag';
import { TreePanel } from '@/ui/tree-panel';
import { categoryTreeQuery, configQuery, modulesQuery, orgTreeQuery, procDefOptionsQuery } from './flow-queries';
import {
  configBody,
  configValues,
  optionsOf,
  TIMEOUT_ACTIONS,
  toCategoryNodes,
  treeOptions,
  type ConfigValues,
  type FlowCategoryNode,
  type FlowConfig,
} from './flow-rules';
import { RetryFailed } from '@/ui/retry-failed';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';

type Module = { moduleCode: string; moduleName: string; route?: string; categoryId?: number };

export default function ConfigPage() {
  const [search, setSearch] = useSearchParams();
  const orgs = useQuery(orgTreeQuery());
  const orgOptions = useMemo(() => treeOptions(orgs.data), [orgs.data]);
  const tree = useQuery(categoryTreeQuery());
  const nodes = useMemo(() => toCategoryNodes(tree.data), [tree.data]);
  const orgId = Number(search.get('org')) || Number(orgOptions[0]?.value) || 0;
  const orgName = orgOptions.find((o) => Number(o.value) === orgId)?.label.trim();
  const wanted = Number(search.get('cat'));
  const selected = (wanted ? findNode(nodes, wanted) : undefined) ?? nodes[0];
  const setParam = (name: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex h-full min-h-[560px] gap-3">
      <div className="flex w-72 shrink-0 flex-col gap-3">
        <section className="rounded-md bg-white p-3 shadow-sm">
          <label htmlFor="flow-config-org" className="mb-1 block text-sm text-gray-700">
            组织
          </label>
          <Combobox
            id="flow-config-org"
            label="组织"
            className="h-9 w-full"
            value={orgId ? String(orgId) : ''}
            onChange={(v) => setParam('org', v)}
            options={orgOptions}
            showEmpty={false}
            emptyLabel=""
          />
        </section>
        <TreePanel<FlowCategoryNode>
          label="流程分类"
          className="min-h-0 flex-1"
          nodes={nodes}
          selectedId={selected?.id ?? null}
          onSelect={(node) => setParam('cat', String(node.id))}
          actions={[]}
          loading={tree.isPending}
          error={errorText(tree.error)}
          onRetry={() => void tree.refetch()}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 overflow-auto">
        <header className="flex items-center gap-2 rounded-md bg-white px-4 py-3 shadow-sm">
          <Settings2 className="size-4 text-primary" aria-hidden />
          <h2 className="text-base font-semibold text-gray-900">流程配置</h2>
          <span className="text-sm text-muted">
            {orgName ?? '—'}
            {selected ? ` · ${selected.label}` : ''}
          </span>
        </header>
        {tree.isPending || orgs.isPending ? (
          <section className="rounded-md bg-white shadow-sm">
            <Loading />
          </section>
        ) : selected && orgId ? (
          <ModuleConfigs key={`${orgId}-${selected.id}`} orgId={orgId} categoryId={Number(selected.id)} />
        ) : orgs.isError || tree.isError ? (
          <section
            role="alert"
            className="flex flex-col items-center gap-2 rounded-md bg-white p-10 text-sm text-danger shadow-sm"
          >
            组织或流程分类加载失败：{errorText(orgs.error ?? tree.error)}
            <RetryFailed />
          </section>
        ) : (
          <section className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
            请先选择组织和流程分类
          </section>
        )}
      </div>
    </div>
  );
}

function ModuleConfigs({ orgId, categoryId }: { orgId: number; categoryId: number }) {
  const modules = useQuery(modulesQuery(categoryId));
  if (modules.isPending)
    return (
      <section className="rounded-md bg-white shadow-sm">
        <Loading />
      </section>
    );
  if (modules.isError)
    return (
      <section
        role="alert"
        className="flex flex-col items-center gap-2 rounded-md bg-white p-10 text-sm text-danger shadow-sm"
      >
        业务模块加载失败：{errorText(modules.error)}
        <RetryFailed />
      </section>
    );
  if (!modules.data.length)
    return (
      <section className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
        该分类下暂无业务模块
      </section>
    );
  return (
    <div className="flex flex-col gap-3">
      {modules.data.map((m) => (
        <ModuleConfig key={m.moduleCode} orgId={orgId} module={m} />
      ))}
    </div>
  );
}

function ModuleConfig({ orgId, module }: { orgId: number; module: Module }) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const config = useQuery(configQuery(orgId, module.moduleCode));
  const [open, setOpen] = useState(false);
  const c = config.data;
  const yes = (v: boolean | undefined) => (v ? '是' : '否');
  return (
    <section aria-label={module.moduleName} className="flex flex-col rounded-md bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center gap-2 border-l-4 border-primary pl-2">
        <h3 className="text-sm font-semibold text-gray-900">{module.moduleName}</h3>
        {c ? (
          <Tag tag={c.enabled ? { label: '已启用', tone: 'success' } : { label: '未启用', tone: 'muted' }} />
        ) : config.isSuccess ? (
          <Tag tag={{ label: '未配置', tone: 'warning' }} />
        ) : null}
        <div className="ml-auto">
          {c && perm.can('edit') ? (
            <Button size="sm" onClick={() => setOpen(true)}>
              <Pencil />
              编辑
            </Button>
          ) : null}
          {config.isSuccess && !c && perm.can('add') ? (
            <Button size="sm" variant="primary" onClick={() => setOpen(true)}>
              <Plus />
              新增配置
            </Button>
          ) : null}
        </div>
      </div>
      {config.isPending ? (
        <Loading />
      ) : config.isError ? (
        <div role="alert" className="flex items-center gap-2 py-4 text-sm text-danger">
          流程配置加载失败：{errorText(config.error)}
          <RetryFailed />
        </div>
      ) : c ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm md:grid-cols-2 xl:grid-cols-3">
          <Pair label="流程定义">{c.procDefName || `#${c.procDefId}`}</Pair>
          <Pair label="短信通知">{yes(c.smsNotify)}</Pair>
          <Pair label="同人自动通过">{yes(c.autoApproveSameUser)}</Pair>
          <Pair label="办理时限">{c.timeoutHours ? `${c.timeoutHours} 小时` : '不限'}</Pair>
          <Pair label="超时处理">{TIMEOUT_ACTIONS[c.timeoutAction ?? 0] ?? '—'}</Pair>
          <Pair label="最后修改">
            {c.updateBy || '—'} <span className="whitespace-nowrap">{formatDate(c.updateTime, 'dateTime')}</span>
          </Pair>
        </dl>
      ) : (
        <p className="py-4 text-sm text-muted">该组织未单独配置，沿用上级组织的流程配置。</p>
      )}
      {open && config.isSuccess ? (
        <ConfigDialog
          orgId={orgId}
          module={module}
          config={c ?? null}
          onClose={() => setOpen(false)}
          onDone={(msg) => {
            setOpen(false);
            toast.success(msg || '流程配置已保存', { duration: TOAST_MS });
            void invalidateOperation(queryClient, 'getWorkflowConfig');
          }}
        />
      ) : null}
    </section>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="w-24 shrink-0 text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

const configSchema = z.object({
  procDefId: z.string().check(z.minLength(1, '请选择流程定义')),
  enabled: z.boolean(),
  smsNotify: z.boolean(),
  autoApproveSameUser: z.boolean(),
  timeoutHours: z.string().check(z.regex(/^\d{1,4}$/, '办理时限为0到9999的整数小时')),
  timeoutAction: z.string(),
});

function ConfigDialog({
  orgId,
  module,
  config,
  onClose,
  onDone,
}: {
  orgId: number;
  module: Module;
  config: FlowConfig | null;
  onClose: () => void;
  onDone: (msg: string | undefined) => void;
}) {
  const defs = useQuery(procDefOptionsQuery({ moduleCode: module.moduleCode }));
  const form = useForm<ConfigValues>({ resolver: zodResolver(configSchema), defaultValues: configValues(config) });
  const save = useMutation({
    mutationFn: (v: ConfigValues) => {
      const body = configBody({ orgId, moduleCode: module.moduleCode, id: config?.id }, v);
      return config ? api.POST('/flw/flwconfig/edit', { body }) : api.POST('/flw/flwconfig/add', { body });
    },
    onSuccess: (env) => onDone(env.msg),
  });
  const { errors } = form.formState;
  const options = (defs.data ?? []).map((d) => ({ value: String(d.id), label: `${d.procName}（v${d.version ?? 1}）` }));
  // The current definition stays choosable while the list loads or when it is not in the first page.
  if (config?.procDefId && !options.some((o) => o.value === String(config.procDefId)))
    options.unshift({ value: String(config.procDefId), label: config.procDefName ?? `#${config.procDefId}` });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`${config ? '编辑' : '新增'}流程配置：${module.moduleName}`}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
      width={520}
    >
      <Field
        label={<RequiredLabel>流程定义</RequiredLabel>}
        htmlFor="flow-config-def"
        error={errors.procDefId?.message}
      >
        <Select
          id="flow-config-def"
          aria-invalid={Boolean(errors.procDefId)}
          options={options}
          {...form.register('procDefId')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="办理时限（小时，0 为不限）" htmlFor="flow-config-hours" error={errors.timeoutHours?.message}>
          <Input
            id="flow-config-hours"
            inputMode="numeric"
            aria-invalid={Boolean(errors.timeoutHours)}
            {...form.register('timeoutHours')}
          />
        </Field>
        <Field label="超时处理" htmlFor="flow-config-action">
          <Select id="flow-config-action" {...form.register('timeoutAction')}>
            {optionsOf(TIMEOUT_ACTIONS).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col gap-2 pb-2 text-sm text-gray-700">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('enabled')} />
          启用审批流程（关闭时业务单据提交即生效）
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('smsNotify')} />
          到达节点时短信通知办理人
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('autoApproveSameUser')} />
          相邻节点办理人相同时自动通过
        </label>
      </div>
    </FormDialog>
  );
}
