// 我的菜单权限 on 菜单管理: the signed-in user's full menu as stored (000 §7 /api/user/menu/all), one row per page with
// its path and the buttons its power_value shows (000 §6) — what the console reads to show or remove buttons.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { allUserMenusQuery } from './menu-queries';
import { menuPagePowers } from './menu-rules';
import { POWER_OPTIONS } from './power-rules';
import { LoadFailed } from '@/ui/retry-failed';

export function MyMenusDialog({ onClose }: { onClose: () => void }) {
  const query = useQuery(allUserMenusQuery());
  const [keyword, setKeyword] = useState('');
  const pages = useMemo(() => menuPagePowers(query.data, POWER_OPTIONS), [query.data]);
  const k = keyword.trim().toLowerCase();
  const shown = k
    ? pages.filter((p) => p.trail.join('/').toLowerCase().includes(k) || p.path.toLowerCase().includes(k))
    : pages;
  return (
    <ViewDialog title="我的菜单权限" onClose={onClose} width={760}>
      <div className="mb-3 flex items-center gap-3">
        <p className="flex-1 text-sm text-gray-500">
          当前账号可访问的页面及各页面可见的按钮（共 {pages.length} 个页面）。
        </p>
        <Input
          type="search"
          aria-label="搜索页面"
          placeholder="页面名称或路径"
          className="h-8 w-56"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <LoadFailed className="flex-col py-6" error={query.error} /> : null}
      {query.isSuccess ? (
        <table className="w-full border-collapse text-sm" aria-label="我的菜单权限">
          <thead>
            <tr className="bg-gray-50 text-left text-gray-600">
              <th className="border-b border-line px-3 py-2 font-medium">页面</th>
              <th className="border-b border-line px-3 py-2 font-medium">路径</th>
              <th className="border-b border-line px-3 py-2 font-medium">可见按钮</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.id}>
                <td className="border-b border-line px-3 py-2">
                  <span className="text-gray-400">{p.trail.slice(0, -1).join(' / ')}</span>
                  {p.trail.length > 1 ? <span className="text-gray-400"> / </span> : null}
                  <span className="text-gray-900">{p.trail.at(-1)}</span>
                  {p.hidden ? <Tag tag={{ label: '隐藏', tone: 'muted' }} className="ml-2" /> : null}
                </td>
                <td className="border-b border-line px-3 py-2 font-mono text-xs text-gray-600">{p.path || '—'}</td>
                <td className="border-b border-line px-3 py-2 text-gray-700">
                  {p.buttons.length ? p.buttons.join('、') : <span className="text-muted">仅查看</span>}
                </td>
              </tr>
            ))}
            {!shown.length ? (
              <tr>
                <td colSpan={3} className="px-3 py-6 text-center text-muted">
                  没有匹配的页面
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : null}
    </ViewDialog>
  );
}
