// 菜单管理 (000 §7, 001 §7.14 /pc/vmemu/list, /pc/vmemu/edit, /pc/memu/del/{id}; menu system/menu): the whole menu as
// an indented tree table (expand/collapse, keyword search), add (top level or under an entry), edit and delete with a
// confirmation; buttons by the page's power bits (000 §6). 我的菜单权限 shows the signed-in user's full stored menu
// (/api/user/menu/all) with the buttons each page's power_value shows.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronRight, ChevronsDownUp, ChevronsUpDown, ExternalLink, KeySquare, Plus, Search } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { TOAST_MS } from '@/lib/constants';
import { branchIds, filterTree, hasChildren, searchExpandedIds, visibleRows, type TreeId } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { MenuIcon } from '@/ui/menu-icon';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { Select } from '@/ui/select';
import { Tag } from '@/ui/status-tag';
import {
  MENU_ICONS,
  MENU_KINDS,
  menuEditBody,
  menuForm,
  menuKind,
  menuSchema,
  parentOptions,
  powerNames,
  toMenuTree,
  type MenuForm,
  type MenuItem,
} from './menu-rules';
import { menuTreeQuery } from './menu-queries';
import { MyMenusDialog } from './my-menus-dialog';
import { POWER_OPTIONS } from './power-rules';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';

type Editing = { item?: MenuItem; parentId: number } | null;

export default function MenuPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const query = useQuery(menuTreeQuery());
  const tree = useMemo(() => toMenuTree(query.data), [query.data]);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<ReadonlySet<TreeId> | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [mine, setMine] = useState(false);
  const searching = keyword.trim() !== '';
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const expanded = searching ? new Set(searchExpandedIds(tree, keyword)) : (open ?? new Set(branchIds(tree, 1)));
  const rows = visibleRows(shown, (id) => expanded.has(id));
  const total = useMemo(() => branchIds(tree).length + countLeaves(tree), [tree]);
  const toggle = (id: TreeId) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
    if (searching) setKeyword('');
  };
  const del = useRowDelete<MenuItem>({
    run: (item) => api.POST('/pc/memu/del/{id}', { params: { path: { id: item.id ?? 0 } } }),
    done: '菜单已删除',
    invalidate: 'listMenuTree',
  });

  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-busy={query.isFetching}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="mr-2 text-base font-semibold text-gray-900">菜单管理</h2>
        {perm.can('add') ? (
          <Button variant="primary" onClick={() => setEditing({ parentId: 0 })}>
            <Plus />
            新增菜单
          </Button>
        ) : null}
        <Button onClick={() => setOpen(new Set(branchIds(tree)))}>
          <ChevronsUpDown />
          展开全部
        </Button>
        <Button onClick={() => setOpen(new Set())}>
          <ChevronsDownUp />
          折叠全部
        </Button>
        <Button onClick={() => setMine(true)}>
          <KeySquare />
          我的菜单权限
        </Button>
        <div className="relative ml-auto w-64">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-400" />
          <Input
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="菜单名称关键字"
            aria-label="搜索菜单"
            className="h-8 pl-8"
          />
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-label="菜单列表">
          <thead>
            <tr className="bg-gray-50 text-left text-gray-600">
              {['菜单名称', '类型', '路由地址', '组件路径', '按钮权限', '排序', '显示', '操作'].map((h) => (
                <th
                  key={h}
                  className={cn(
                    'whitespace-nowrap border-b border-line px-3 py-2 font-medium',
                    h === '操作' && 'sticky right-0 bg-gray-50',
                  )}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {query.isPending ? (
              <tr>
                <td colSpan={8}>
                  <Loading />
                </td>
              </tr>
            ) : query.isError ? (
              <tr>
                <td colSpan={8} className="py-10">
                  <LoadFailed className="justify-center" label="菜单加载失败：" error={query.error} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="py-10 text-center text-muted">
                  {searching ? '没有匹配的菜单' : '暂无菜单'}
                </td>
              </tr>
            ) : (
              rows.map(({ node, depth }) => {
                const item = node.data as MenuItem;
                const kind = menuKind(item);
                const branch = hasChildren(node);
                const isOpen = branch && expanded.has(node.id);
                const powers = powerNames(item.power_value, POWER_OPTIONS);
                const container = kind === 'directory' || kind === 'group';
                return (
                  <tr key={String(node.id)} className="bg-white hover:bg-gray-50" data-menu-id={String(node.id)}>
                    <td className="whitespace-nowrap border-b border-line px-3 py-2">
                      <div className="flex items-center gap-1.5" style={{ paddingLeft: depth * 24 }}>
                        {branch ? (
                          <button
                            type="button"
                            aria-expanded={isOpen}
                            aria-label={`${isOpen ? '收起' : '展开'}${item.title}`}
                            onClick={() => toggle(node.id)}
                            className="grid size-6 place-items-center rounded text-gray-400 hover:bg-gray-200 hover:text-gray-600"
                          >
                            <ChevronRight className={cn('size-4 transition-transform', isOpen && 'rotate-90')} />
                          </button>
                        ) : (
                          <span className="size-6" aria-hidden />
                        )}
                        <MenuIcon name={item.icon} className="size-4 text-primary" />
                        <span className={cn('text-gray-900', container && 'font-medium')}>{item.title}</span>
                        {branch ? <span className="text-xs text-muted">（{node.children?.length}）</span> : null}
                      </div>
                    </td>
                    <td className="border-b border-line px-3 py-2">
                      <Tag tag={MENU_KINDS[kind]} />
                    </td>
                    <td className="whitespace-nowrap border-b border-line px-3 py-2 font-mono text-xs text-gray-700">
                      {kind === 'link' ? (
                        <span className="inline-flex items-center gap-1 text-warning">
                          <ExternalLink className="size-3.5" aria-hidden />
                          {item.href}
                        </span>
                      ) : (
                        item.path || '—'
                      )}
                    </td>
                    <td className="whitespace-nowrap border-b border-line px-3 py-2 font-mono text-xs text-gray-700">
                      {item.filepath || '—'}
                    </td>
                    <td className="border-b border-line px-3 py-2">
                      {powers.length ? (
                        <div className="flex min-w-32 flex-wrap gap-1">
                          {powers.map((p) => (
                            <Tag key={p} tag={{ label: p, tone: 'primary' }} />
                          ))}
                        </div>
                      ) : (
                        <span className="text-muted">—</span>
                      )}
                    </td>
                    <td className="border-b border-line px-3 py-2 tabular-nums">{item.sort ?? '—'}</td>
                    <td className="border-b border-line px-3 py-2">
                      <Tag tag={item.hidden ? { label: '隐藏', tone: 'muted' } : { label: '显示', tone: 'success' }} />
                    </td>
                    <td className="sticky right-0 whitespace-nowrap border-b border-line bg-inherit px-3 py-2 shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.15)]">
                      <div className="flex gap-3">
                        {perm.can('add') && container && item.id !== undefined ? (
                          <Button size="sm" variant="link" onClick={() => setEditing({ parentId: item.id as number })}>
                            新增下级
                          </Button>
                        ) : null}
                        {perm.can('edit') ? (
                          <Button
                            size="sm"
                            variant="link"
                            onClick={() => setEditing({ item, parentId: item.parent_id ?? 0 })}
                          >
                            编辑
                          </Button>
                        ) : null}
                        {perm.can('delete') ? (
                          <Button size="sm" variant="link" className="text-danger" onClick={() => del.ask(item)}>
                            删除
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-gray-600">共 {total} 条</p>
      {editing ? (
        <MenuDialog
          key={editing.item?.id ?? `new-${editing.parentId}`}
          item={editing.item}
          parentId={editing.parentId}
          parents={parentOptions(tree, editing.item?.id)}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void invalidateOperation(queryClient, 'listMenuTree');
            void invalidateOperation(queryClient, 'loadServerMenu');
            void invalidateOperation(queryClient, 'listAllUserMenus');
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="删除菜单"
        message={(m) => `确定删除“${m.title}”吗？此操作将永久删除该节点下的所有内容。`}
      />
      {mine ? <MyMenusDialog onClose={() => setMine(false)} /> : null}
    </section>
  );
}

function countLeaves(nodes: readonly { children?: readonly unknown[] }[]): number {
  return nodes.reduce(
    (n, node) => n + (node.children?.length ? countLeaves(node.children as { children?: readonly unknown[] }[]) : 1),
    0,
  );
}

function MenuDialog({
  item,
  parentId,
  parents,
  onClose,
  onDone,
}: {
  item: MenuItem | undefined;
  parentId: number;
  parents: { value: string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<MenuForm>({ resolver: zodResolver(menuSchema), defaultValues: menuForm(item, parentId) });
  const save = useMutation({
    mutationFn: (v: MenuForm) => api.POST('/pc/vmemu/edit', { body: menuEditBody(v, item?.id) }),
    onSuccess: (env) => {
      toast.success(env.msg || '菜单已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const linkType = useWatch({ control: form.control, name: 'linkType' });
  const power = useWatch({ control: form.control, name: 'power_value' });
  const editing = item !== undefined;
  const keepHint = editing ? '留空则保持不变' : undefined;
  const text = (
    name: 'title' | 'path' | 'menuCode' | 'filepath' | 'perms' | 'sort',
    label: string,
    placeholder: string,
  ) => (
    <Field
      label={name === 'title' ? <RequiredLabel>{label}</RequiredLabel> : label}
      htmlFor={`menu-${name}`}
      error={errors[name]?.message}
    >
      <Input
        id={`menu-${name}`}
        placeholder={placeholder}
        aria-invalid={Boolean(errors[name])}
        {...form.register(name)}
      />
    </Field>
  );
  return (
    <FormDialog
      open
      width={720}
      onOpenChange={(o) => !o && onClose()}
      title={editing ? `编辑菜单：${item.title}` : '新增菜单'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <Field label="上级菜单" htmlFor="menu-parent_id">
          <Select id="menu-parent_id" {...form.register('parent_id')}>
            {parents.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        {text('title', '菜单名称', '如 操作日志')}
        <Field label="链接类型" htmlFor="menu-linkType">
          <Select id="menu-linkType" {...form.register('linkType')}>
            <option value="0">内部路由</option>
            <option value="1">外部链接（新标签页打开）</option>
          </Select>
        </Field>
        {text(
          'path',
          linkType === '1' ? '链接地址' : '路由地址',
          linkType === '1' ? 'https://…' : '如 /system/operLog',
        )}
        {text('menuCode', '路由名称', keepHint ?? '如 SystemOperLog')}
        {text('filepath', '组件路径', 'Layout、View 或视图目录，如 system/operLog')}
        <Field label="图标" htmlFor="menu-icon">
          <Select id="menu-icon" options={MENU_ICONS} {...form.register('icon')} />
        </Field>
        {text('sort', '排序', '同级顺序，如 9')}
        <div className="col-span-2">{text('perms', '权限标识', keepHint ?? '逗号分隔，如 team:checkin,team:exit')}</div>
      </div>
      <fieldset className="rounded border border-line px-3 pt-1 pb-3">
        <legend className="px-1 text-sm text-gray-700">按钮权限（power_value：{power}）</legend>
        <div className="grid grid-cols-5 gap-x-3 gap-y-2">
          {POWER_OPTIONS.map((o) => (
            <label key={o.bit} className="flex cursor-pointer items-center gap-1.5 text-sm text-gray-700">
              <input
                type="checkbox"
                checked={(power & o.bit) !== 0}
                onChange={(e) =>
                  form.setValue('power_value', e.target.checked ? power | o.bit : power & ~o.bit, {
                    shouldDirty: true,
                  })
                }
              />
              {o.label}
              <span className="text-xs text-muted">{o.bit}</span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted">“编辑状态”（1024）为反向位：勾选后该页面不允许编辑状态。</p>
      </fieldset>
      <label className="mt-2 flex w-fit cursor-pointer items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('hidden')} />
        在侧边菜单中隐藏（由其他页面的操作打开）
      </label>
    </FormDialog>
  );
}
