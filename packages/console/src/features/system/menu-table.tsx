// 菜单管理's indented tree table: the header, the loading / failed / empty rows and one row per visible entry with its
// expand button, kind, route, component, button powers, sort, visibility and the row actions.
import { ChevronRight, ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { hasChildren, type TreeRow } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { MenuIcon } from '@/ui/menu-icon';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { Tag } from '@/ui/status-tag';
import { LoadFailed } from '@/ui/retry-failed';
import { MENU_KINDS, menuKind, powerNames, type MenuItem } from './menu-rules';
import { POWER_OPTIONS } from './power-rules';
import type { useMenuPage } from './use-menu-page';

type MenuPageState = ReturnType<typeof useMenuPage>;

export function MenuTable({ page }: { page: MenuPageState }) {
  const { query, rows, searching } = page;
  return (
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
            rows.map((row) => <MenuRow key={String(row.node.id)} row={row} page={page} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function MenuRow({ row: { node, depth }, page }: { row: TreeRow<MenuItem>; page: MenuPageState }) {
  const item = node.data as MenuItem;
  const kind = menuKind(item);
  const branch = hasChildren(node);
  const isOpen = branch && page.expanded.has(node.id);
  const container = kind === 'directory' || kind === 'group';
  return (
    <tr className="bg-white hover:bg-gray-50" data-menu-id={String(node.id)}>
      <td className="whitespace-nowrap border-b border-line px-3 py-2">
        <div className="flex items-center gap-1.5" style={{ paddingLeft: depth * 24 }}>
          {branch ? (
            <ExpandButton open={isOpen} title={item.title} onToggle={() => page.toggle(node.id)} />
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
        <PowerTags value={item.power_value} />
      </td>
      <td className="border-b border-line px-3 py-2 tabular-nums">{item.sort ?? '—'}</td>
      <td className="border-b border-line px-3 py-2">
        <Tag tag={item.hidden ? { label: '隐藏', tone: 'muted' } : { label: '显示', tone: 'success' }} />
      </td>
      <td className="sticky right-0 whitespace-nowrap border-b border-line bg-inherit px-3 py-2 shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.15)]">
        <MenuRowActions item={item} container={container} page={page} />
      </td>
    </tr>
  );
}

function ExpandButton({ open, title, onToggle }: { open: boolean; title: string | undefined; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={`${open ? '收起' : '展开'}${title}`}
      onClick={onToggle}
      className="grid size-6 place-items-center rounded text-gray-400 hover:bg-gray-200 hover:text-gray-600"
    >
      <ChevronRight className={cn('size-4 transition-transform', open && 'rotate-90')} />
    </button>
  );
}

function PowerTags({ value }: { value: MenuItem['power_value'] }) {
  const powers = powerNames(value, POWER_OPTIONS);
  return powers.length ? (
    <div className="flex min-w-32 flex-wrap gap-1">
      {powers.map((p) => (
        <Tag key={p} tag={{ label: p, tone: 'primary' }} />
      ))}
    </div>
  ) : (
    <span className="text-muted">—</span>
  );
}

function MenuRowActions({ item, container, page }: { item: MenuItem; container: boolean; page: MenuPageState }) {
  const perm = usePagePermission();
  return (
    <div className="flex gap-3">
      {perm.can('add') && container && item.id !== undefined ? (
        <Button size="sm" variant="link" onClick={() => page.setEditing({ parentId: item.id as number })}>
          新增下级
        </Button>
      ) : null}
      {perm.can('edit') ? (
        <Button size="sm" variant="link" onClick={() => page.setEditing({ item, parentId: item.parent_id ?? 0 })}>
          编辑
        </Button>
      ) : null}
      {perm.can('delete') ? (
        <Button size="sm" variant="link" className="text-danger" onClick={() => page.del.ask(item)}>
          删除
        </Button>
      ) : null}
    </div>
  );
}
