// 隐患分类 (001 §7.5 /grid/ginDscCategory/*, menu grid/category): the category tree on the left (search, add sibling,
// add child, rename, delete), and on the right the chosen category: its details, its sub-categories and the check
// items filed under it. The chosen category is kept in the address (?cat=), so a link or a refresh keeps it.
import { useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ChevronRight, FolderOpen } from 'lucide-react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useTreeActions } from '@/session/tree-actions';
import { useSession } from '@/platform/session-store';
import { findNode, hasChildren, pathTo, type TreeNode } from '@/lib/tree';
import { TreePanel } from '@/ui/tree-panel';
import { Loading } from '@/ui/loading';
import {
  addCategoryBody,
  LEVEL_NAMES,
  renameCategoryBody,
  toTreeNodes,
  type GridCategory,
} from './hazard-category-tree';
import { CATEGORY_KEYS, categoryChildrenQuery, categoryTreeQuery } from './hazard-category-queries';
import { RetryFailed } from '@/ui/retry-failed';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';
import { useCategoryParam } from './use-category-param';
import { CategoryItems } from './hazard-category-items';

export default function HazardCategoryPage() {
  const { identity } = useSession();
  // A project's own library when signed in at project level; the group's shared library otherwise.
  const projectId = identity?.source === 4 && identity.project_id ? identity.project_id : undefined;
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [wanted, select] = useCategoryParam();
  const treeQuery = useQuery(categoryTreeQuery(projectId));
  const nodes = useMemo(() => toTreeNodes(treeQuery.data), [treeQuery.data]);

  // The chosen category: the one in the address, else the first one.
  const selected = (wanted ? findNode(nodes, wanted) : undefined) ?? nodes[0];
  const actions = useTreeActions(perm);

  const done = (msg: string | undefined, fallback: string) => {
    toast.success(msg || fallback, { duration: 1500 });
    for (const key of CATEGORY_KEYS) void invalidateOperation(queryClient, key);
  };

  return (
    <div className="flex h-full min-h-[520px] gap-3">
      <TreePanel<GridCategory>
        label="隐患分类"
        className="w-72 shrink-0"
        nodes={nodes}
        selectedId={selected?.id ?? null}
        onSelect={(node) => select(Number(node.id))}
        actions={actions}
        addRootText="新增大类"
        loading={treeQuery.isPending}
        error={errorText(treeQuery.error)}
        onRetry={() => void treeQuery.refetch()}
        onAdd={async (parentId, name) => {
          const env = await api.POST('/grid/ginDscCategory/add', { body: addCategoryBody(parentId, name, projectId) });
          done(env.msg, '分类已添加');
        }}
        onRename={async (node, name) => {
          if (!node.data) return;
          await api.POST('/grid/ginDscCategory/edit', { body: renameCategoryBody(node.data, name, projectId) });
          done(undefined, '名称已修改');
        }}
        onDelete={async (node) => {
          const env = await api.POST('/grid/ginDscCategory/del', { body: { id: Number(node.id) } });
          if (node.id === selected?.id) select(node.data?.parentId || null);
          done(env.msg, '分类已删除');
        }}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 overflow-auto">
        {treeQuery.isPending ? (
          <section className="rounded-md bg-white shadow-sm">
            <Loading />
          </section>
        ) : selected ? (
          <CategoryDetails key={selected.id} tree={nodes} node={selected} projectId={projectId} onSelect={select} />
        ) : (
          <section className="flex flex-1 flex-col items-center justify-center gap-2 rounded-md bg-white text-sm text-muted shadow-sm">
            <FolderOpen className="size-10 text-gray-300" aria-hidden />
            {treeQuery.isError ? '隐患分类加载失败' : '暂无隐患分类，请先在左侧新增大类'}
          </section>
        )}
      </div>
    </div>
  );
}

function CategoryDetails({
  tree,
  node,
  projectId,
  onSelect,
}: {
  tree: TreeNode<GridCategory>[];
  node: TreeNode<GridCategory>;
  projectId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const category = node.data;
  const id = Number(node.id);
  const path = pathTo(tree, node.id);

  return (
    <>
      <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="category-title">
        <nav aria-label="分类路径" className="flex items-center gap-1 text-xs text-muted">
          <span>隐患分类</span>
          {path.map((p) => (
            <span key={String(p.id)} className="flex items-center gap-1">
              <ChevronRight className="size-3" aria-hidden />
              {p.label}
            </span>
          ))}
        </nav>
        <div className="mt-1 flex items-center gap-2">
          <h1 id="category-title" className="text-lg font-semibold text-gray-900">
            {node.label}
          </h1>
          {node.uncontrol ? (
            <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-500">停用</span>
          ) : (
            <span className="rounded bg-success/10 px-2 py-0.5 text-xs text-success">启用</span>
          )}
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-8 gap-y-2 text-sm md:grid-cols-4">
          <Detail label="上级分类">{path.length > 1 ? path[path.length - 2]?.label : '无（大类）'}</Detail>
          <Detail label="层级">{LEVEL_NAMES[category?.level ?? path.length] ?? `${path.length} 级`}</Detail>
          <Detail label="排序号">{category?.sort ?? '—'}</Detail>
          <Detail label="检查项数">{category?.itemCount ?? 0} 项</Detail>
        </dl>
        <SubCategories node={node} projectId={projectId} onSelect={onSelect} />
      </section>
      <CategoryItems id={id} projectId={projectId} />
    </>
  );
}

function SubCategories({
  node,
  projectId,
  onSelect,
}: {
  node: TreeNode<GridCategory>;
  projectId: number | undefined;
  onSelect: (id: number) => void;
}) {
  // A leaf of the tree has no sub-categories: no call for it.
  const branch = hasChildren(node);
  const children = useQuery({ ...categoryChildrenQuery(Number(node.id), projectId), enabled: branch });
  return (
    <div className="mt-4 border-t border-line pt-3">
      <h2 className="text-sm font-medium text-gray-700">
        下级分类
        {branch && children.data ? <span className="ml-1 text-muted">（{children.data.length}）</span> : null}
      </h2>
      {!branch ? (
        <p className="py-2 text-sm text-muted">暂无下级分类</p>
      ) : children.isPending ? (
        <Loading className="justify-start px-0 py-2" />
      ) : children.isError ? (
        <div role="alert" className="flex items-center gap-2 py-2 text-sm text-danger">
          下级分类加载失败：{errorText(children.error)}
          <RetryFailed />
        </div>
      ) : children.data.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {children.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => onSelect(c.id)}
                className="flex items-center gap-2 rounded border border-line px-3 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
              >
                {c.name}
                <span className="rounded-full bg-gray-100 px-1.5 text-xs text-muted">{c.itemCount ?? 0}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-2 text-sm text-muted">暂无下级分类</p>
      )}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="font-medium text-gray-800">{children}</dd>
    </div>
  );
}
