// What the system lists share: the row open in the edit dialog (or 'new'), the toolbar's 新增 button, shown only when
// the page's permission allows it.
import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { FilterValues } from '@/lib/list-params';
import { Button } from '@/ui/button';

/** What a list's `load` is called with. */
export interface ListLoad {
  page: number;
  size: number;
  filters: FilterValues;
  signal?: AbortSignal;
}

export function useEditing<Row>(refresh: () => void) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const close = () => setEditing(null);
  const done = () => {
    setEditing(null);
    refresh();
  };
  return { editing, setEditing, close, done };
}

export function AddButton({ show, onClick, children }: { show: boolean; onClick: () => void; children: ReactNode }) {
  return show ? (
    <Button variant="primary" onClick={onClick}>
      <Plus />
      {children}
    </Button>
  ) : null;
}
