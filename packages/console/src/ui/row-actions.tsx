// The 操作 cell of a list row: link buttons in one line, each shown only when its rule and the page's permission
// allow it. A screen lists its actions; this draws them the same way everywhere.
import { cn } from '@/lib/cn';
import { Button } from './button';

export interface RowAction {
  label: string;
  onClick: () => void;
  /** Hidden when false (the row's state or the page's permission bits do not allow it). */
  show?: boolean;
  /** 退回/撤回 read as warnings, 删除 as danger. */
  tone?: 'warning' | 'danger';
  disabled?: boolean;
}

const TONE = { warning: 'text-warning', danger: 'text-danger' } as const;

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="flex gap-1 whitespace-nowrap">
      {actions
        .filter((a) => a.show !== false)
        .map((a) => (
          <Button
            key={a.label}
            size="sm"
            variant="link"
            className={cn(a.tone && TONE[a.tone])}
            disabled={a.disabled}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ))}
    </div>
  );
}
