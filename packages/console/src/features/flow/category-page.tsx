// 流程分类 (001 §7.10 /flw/flwcategory/*, menu flow/category): the category tree on the left (a business-module
// select narrows it; search, add sibling, add child, rename, delete), and on the right the chosen category: its
// details (edit in a dialog: name, code, sort, remark) and the business modules filed under it.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { findNode, pathTo, type TreeAction, type TreeId, type TreeNode } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { useTreeActions } from '@/session/tree-actions';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { FormTextField } from '@/ui/form-text-field';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { SaveFormDialog } from '@/ui/save-form-dialog';
import { TreeDetailPane } from '@/ui/tree-detail-pane';
import { CategoryTreeSidebar } from './category-sidebar';
import { categoryQuery, categoryTreeQuery, modulesQuery } from './flow-queries';
import {
  addCategoryBody,
  editCategoryBody,
  renameCategoryBody,
  toCategoryNodes,
  type FlowCategory,
  type FlowCategoryNode,
  type FlowModule,
} from './flow-rules';
import { FailedAlert } from '@/ui/failed-alert';
import { invalidateOperation } from '@site/sdk/query/common';
import { FormFields } from '@/ui/form-fields';

const CAT_PARAM = 'cat';
const KEYS = ['listWorkflowCategories', 'getWorkflowCategory'] as const;

export default function CategoryPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const moduleCode = search.get('module') ?? '';
  const modules = useQuery(modulesQuery());
  const tree = useQuery(categoryTreeQuery(moduleCode || undefined));
  const nodes = useMemo(() => toCategoryNodes(tree.data), [tree.data]);
  const wanted = Number(search.get(CAT_PARAM));
  const selected = (wanted ? findNode(nodes, wanted) : undefined) ?? nodes[0];
  const setParam = (name: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const actions = useTreeActions(perm);

  const done = (msg: string | undefined, fallback: string) => {
    toast.success(msg || fallback, { duration: TOAST_MS });
    for (const key of KEYS) void invalidateOperation(queryClient, key);
  };

  return (
    <div className="flex h-full min-h-[560px] gap-3">
      <CategorySidebar
        moduleCode={moduleCode}
        moduleOptions={(modules.data ?? []).map((m) => ({ value: m.moduleCode, label: m.moduleName }))}
        nodes={nodes}
        selectedId={selected?.id ?? null}
        tree={tree}
        actions={actions}
        onParam={setParam}
        onDone={done}
      />
      <TreeDetailPane
        loading={tree.isPending}
        empty={tree.isError ? '流程分类加载失败' : '暂无流程分类，请先在左侧新增分类'}
      >
        {selected ? (
          <CategoryDetails
            key={selected.id}
            id={Number(selected.id)}
            path={pathTo(nodes, selected.id).map((n) => n.label)}
            canEdit={perm.can('edit')}
            onSaved={(msg) => done(msg, '分类已保存')}
          />
        ) : null}
      </TreeDetailPane>
    </div>
  );
}

function CategoryDetails({
  id,
  path,
  canEdit,
  onSaved,
}: {
  id: number;
  path: string[];
  canEdit: boolean;
  onSaved: (msg: string | undefined) => void;
}) {
  const detail = useQuery(categoryQuery(id));
  const modules = useQuery(modulesQuery(id));
  const [editing, setEditing] = useState(false);
  const c = detail.data;
  return (
    <>
      <DetailSection
        title={path.join(' / ') || '分类详情'}
        extra={
          canEdit && c ? (
            <Button size="sm" onClick={() => setEditing(true)}>
              <Pencil />
              编辑
            </Button>
          ) : null
        }
        items={
          c
            ? [
                { label: '分类名称', value: <span className="font-medium">{c.categoryName}</span> },
                { label: '分类编码', value: c.categoryCode || '—' },
                { label: '上级分类', value: c.parentName || '无（顶级）' },
                { label: '排序号', value: c.sort ?? '—' },
                { label: '流程定义数', value: `${c.procDefCount ?? 0} 个` },
                { label: '创建人', value: c.createBy || '—' },
                { label: '创建时间', value: formatDate(c.createTime, 'dateTime') },
                { label: '备注', value: c.remark || '—', wide: true },
              ]
            : undefined
        }
      >
        {detail.isPending ? <Loading /> : null}
        {detail.isError ? <FailedAlert what="分类详情" error={detail.error} /> : null}
      </DetailSection>
      <CategoryModules modules={modules} />
      {editing && c ? (
        <CategoryDialog
          category={c}
          onClose={() => setEditing(false)}
          onDone={(msg) => {
            setEditing(false);
            onSaved(msg);
          }}
        />
      ) : null}
    </>
  );
}

function CategorySidebar({
  moduleCode,
  moduleOptions,
  nodes,
  selectedId,
  tree,
  actions,
  onParam,
  onDone,
}: {
  moduleCode: string;
  moduleOptions: { value: string; label: string }[];
  nodes: TreeNode<FlowCategoryNode>[];
  selectedId: TreeId | null;
  tree: UseQueryResult<unknown>;
  actions: TreeAction[];
  onParam: (name: string, value: string | null) => void;
  onDone: (msg: string | undefined, fallback: string) => void;
}) {
  return (
    <CategoryTreeSidebar
      chooser={
        <>
          <label htmlFor="flow-category-module" className="mb-1 block text-sm text-gray-700">
            业务模块
          </label>
          <Select
            id="flow-category-module"
            value={moduleCode}
            onChange={(e) => {
              onParam('module', e.target.value);
              onParam(CAT_PARAM, null);
            }}
            placeholder="全部模块"
            options={moduleOptions}
          />
        </>
      }
      tree={tree}
      nodes={nodes}
      selectedId={selectedId}
      onSelect={(node) => onParam(CAT_PARAM, String(node.id))}
      actions={actions}
      addRootText="新增分类"
      nameMaxLength={30}
      onAdd={async (parentId, name) => {
        const env = await api.POST('/flw/flwcategory/add', { body: addCategoryBody(parentId, name) });
        onDone(env.msg, '分类已添加');
      }}
      onRename={async (node, name) => {
        if (!node.data) return;
        const env = await api.POST('/flw/flwcategory/edit', { body: renameCategoryBody(node.data, name) });
        onDone(env.msg, '名称已修改');
      }}
      onDelete={async (node) => {
        const env = await api.POST('/flw/flwcategory/del', { body: { id: Number(node.id) } });
        if (node.id === selectedId) onParam(CAT_PARAM, null);
        onDone(env.msg, '分类已删除');
      }}
    />
  );
}

function CategoryModules({ modules }: { modules: UseQueryResult<FlowModule[]> }) {
  return (
    <DetailSection title="业务模块" extra={<span className="text-xs text-muted">该分类下可绑定流程的业务模块</span>}>
      {modules.isPending ? (
        <Loading />
      ) : modules.isError ? (
        <FailedAlert what="业务模块" error={modules.error} />
      ) : modules.data.length ? (
        <table className="w-full text-sm">
          <thead className="bg-gray-50 text-left text-gray-600">
            <tr>
              <th className="px-3 py-2 font-medium">模块名称</th>
              <th className="px-3 py-2 font-medium">模块编码</th>
              <th className="px-3 py-2 font-medium">办理页路由</th>
            </tr>
          </thead>
          <tbody>
            {modules.data.map((m) => (
              <tr key={m.moduleCode} className="border-t border-line">
                <td className="px-3 py-2 font-medium text-gray-900">{m.moduleName}</td>
                <td className="px-3 py-2 font-mono text-xs text-gray-600">{m.moduleCode}</td>
                <td className="px-3 py-2 text-gray-600">{m.route || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="py-4 text-center text-sm text-muted">暂无业务模块</p>
      )}
    </DetailSection>
  );
}

const categorySchema = z.object({
  categoryName: z.string().check(z.trim(), z.minLength(1, '请输入分类名称'), z.maxLength(30, '分类名称最多30个字')),
  categoryCode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]*$/, '分类编码只能包含字母、数字和下划线')),
  sort: z.string().check(z.regex(/^\d{0,4}$/, '排序号为不超过4位的整数')),
  remark: z.string().check(z.maxLength(200, '备注最多200个字')),
});
type CategoryValues = z.infer<typeof categorySchema>;

export function CategoryDialog({
  category,
  onClose,
  onDone,
}: {
  category: FlowCategory;
  onClose: () => void;
  onDone: (msg: string | undefined) => void;
}) {
  const form = useForm<CategoryValues>({
    resolver: zodResolver(categorySchema),
    defaultValues: {
      categoryName: category.categoryName,
      categoryCode: category.categoryCode ?? '',
      sort: category.sort !== undefined ? String(category.sort) : '',
      remark: category.remark ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (v: CategoryValues) => api.POST('/flw/flwcategory/edit', { body: editCategoryBody(category, v) }),
    onSuccess: (env) => onDone(env.msg),
  });
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`编辑分类：${category.categoryName}`}>
      <FormTextField
        form={form}
        name="categoryName"
        id="flow-cat-name"
        label="分类名称"
        required
        placeholder="请输入分类名称"
      />
      <FormFields
        className="grid grid-cols-2 gap-3"
        form={form}
        idPrefix="flow-cat-"
        fields={[
          { name: 'categoryCode', id: 'code', label: '分类编码', placeholder: '如 LABOR_WAGES' },
          { name: 'sort', label: '排序号', inputMode: 'numeric' },
        ]}
      />
      <FormTextField
        form={form}
        name="remark"
        id="flow-cat-remark"
        label="备注"
        rows={3}
        placeholder="请输入备注"
        markInvalid={false}
      />
    </SaveFormDialog>
  );
}
