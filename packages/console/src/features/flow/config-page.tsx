// 流程配置 (001 §7.10 /flw/flwconfig/*, menu flow/config): per organisation (company, branch or project) and business
// module, which process definition runs and its reminders and time limits. The organisation and the category are
// chosen on the left; each module of the category shows its configuration (or that it follows the parent
// organisation) with 新增配置 / 编辑 in a dialog.
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Settings2 } from 'lucide-react';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { findNode, type TreeId, type TreeNode } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { BarCombobox } from '@/ui/bar-combobox';
import { Tag } from '@/ui/status-tag';
import { CategoryTreeSidebar } from './category-sidebar';
import { categoryTreeQuery, configQuery, modulesQuery, orgTreeQuery } from './flow-queries';
import { ConfigDialog, type Module } from './config-dialog';
import { TIMEOUT_ACTIONS, toCategoryNodes, treeOptions, type FlowCategoryNode } from './flow-rules';
import { FailedAlert } from '@/ui/failed-alert';
import { RetryFailed } from '@/ui/retry-failed';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';

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
      <ConfigSidebar
        orgId={orgId}
        orgOptions={orgOptions}
        nodes={nodes}
        selectedId={selected?.id ?? null}
        tree={tree}
        onParam={setParam}
      />
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
        <FailedAlert what="流程配置" error={config.error} />
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

function ConfigSidebar({
  orgId,
  orgOptions,
  nodes,
  selectedId,
  tree,
  onParam,
}: {
  orgId: number;
  orgOptions: ReturnType<typeof treeOptions>;
  nodes: TreeNode<FlowCategoryNode>[];
  selectedId: TreeId | null;
  tree: UseQueryResult<unknown>;
  onParam: (name: string, value: string) => void;
}) {
  return (
    <CategoryTreeSidebar
      chooser={
        <BarCombobox
          id="flow-config-org"
          label="组织"
          labelClassName="mb-1 block text-sm text-gray-700"
          className="h-9 w-full"
          value={orgId ? String(orgId) : ''}
          onChange={(v) => onParam('org', v)}
          options={orgOptions}
          showEmpty={false}
          emptyLabel=""
        />
      }
      tree={tree}
      nodes={nodes}
      selectedId={selectedId}
      onSelect={(node) => onParam('cat', String(node.id))}
      actions={[]}
    />
  );
}
