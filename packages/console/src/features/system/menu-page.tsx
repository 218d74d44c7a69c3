// 菜单管理 (000 §7, 001 §7.14 /pc/vmemu/list, /pc/vmemu/edit, /pc/memu/del/{id}; menu system/menu): the whole menu as
// an indented tree table (expand/collapse, keyword search), add (top level or under an entry), edit and delete with a
// confirmation; buttons by the page's power bits (000 §6). 我的菜单权限 shows the signed-in user's full stored menu
// (/api/user/menu/all) with the buttons each page's power_value shows.
import { useQueryClient } from '@tanstack/react-query';
import { ChevronsDownUp, ChevronsUpDown, KeySquare, Plus } from 'lucide-react';
import { branchIds } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm } from '@/ui/delete-confirm';
import { SearchInput } from '@/ui/search-input';
import { parentOptions } from './menu-rules';
import { MenuDialog } from './menu-dialog';
import { MenuTable } from './menu-table';
import { MyMenusDialog } from './my-menus-dialog';
import { useMenuPage } from './use-menu-page';
import { invalidateOperation } from '@site/sdk/query/common';

export default function MenuPage() {
  const queryClient = useQueryClient();
  const page = useMenuPage();
  const { editing, setEditing } = page;
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-busy={page.query.isFetching}>
      <MenuToolbar page={page} />
      <MenuTable page={page} />
      <p className="mt-3 text-sm text-gray-600">共 {page.total} 条</p>
      {editing ? (
        <MenuDialog
          key={editing.item?.id ?? `new-${editing.parentId}`}
          item={editing.item}
          parentId={editing.parentId}
          parents={parentOptions(page.tree, editing.item?.id)}
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
        del={page.del}
        title="删除菜单"
        message={(m) => `确定删除“${m.title}”吗？此操作将永久删除该节点下的所有内容。`}
      />
      {page.mine ? <MyMenusDialog onClose={() => page.setMine(false)} /> : null}
    </section>
  );
}

function MenuToolbar({ page }: { page: ReturnType<typeof useMenuPage> }) {
  const perm = usePagePermission();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <h2 className="mr-2 text-base font-semibold text-gray-900">菜单管理</h2>
      {perm.can('add') ? (
        <Button variant="primary" onClick={() => page.setEditing({ parentId: 0 })}>
          <Plus />
          新增菜单
        </Button>
      ) : null}
      <Button onClick={() => page.setOpen(new Set(branchIds(page.tree)))}>
        <ChevronsUpDown />
        展开全部
      </Button>
      <Button onClick={() => page.setOpen(new Set())}>
        <ChevronsDownUp />
        折叠全部
      </Button>
      <Button onClick={() => page.setMine(true)}>
        <KeySquare />
        我的菜单权限
      </Button>
      <SearchInput
        boxClassName="ml-auto w-64"
        type="search"
        value={page.keyword}
        onChange={(e) => page.setKeyword(e.target.value)}
        placeholder="菜单名称关键字"
        aria-label="搜索菜单"
        className="h-8"
      />
    </div>
  );
}
