// The actions of a tree screen's panel (新增同级/下级, 重命名, 删除) by the page's power bits (2 新增, 4 编辑, 8 删除).
import { useMemo } from 'react';
import type { TreeAction } from '@/lib/tree';
import type { PagePermission } from './power';

export function useTreeActions(perm: PagePermission): TreeAction[] {
  return useMemo(() => {
    const out: TreeAction[] = [];
    if (perm.can('add')) out.push('addSibling', 'addChild');
    if (perm.can('edit')) out.push('rename');
    if (perm.can('delete')) out.push('delete');
    return out;
  }, [perm]);
}
