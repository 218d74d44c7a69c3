import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/ui/popover';
import { ArrowLeftRight, Check } from 'lucide-react';
import { useSession } from '@/platform/session-store';
import { switchIdentity } from '@/session/switch-identity';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { cn } from '@/lib/cn';

const LEVEL: Record<number, string> = { 2: '集团', 3: '分公司', 4: '项目', 5: '班组', 10: '劳务企业' };

/** The current project or organisation name, with 切换 when the account has other identities (popover 423 px). */
export function IdentitySwitcher() {
  const { identity } = useSession();
  const [target, setTarget] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const list = identity?.identities_list ?? [];
  const others = list.filter((i) => i.innerid !== identity?.innerid);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="truncate text-sm font-medium text-gray-800" data-testid="project-name">
        {identity?.project_name}
      </span>
      {others.length ? (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger className="flex shrink-0 items-center gap-1 rounded px-2 py-1 text-xs text-primary hover:bg-primary-soft">
            <ArrowLeftRight className="size-3.5" />
            切换
          </PopoverTrigger>
          <PopoverContent align="start" sideOffset={6} className="w-[423px] max-w-[calc(100vw-16px)]">
            <p className="px-3 py-2 text-xs text-muted">切换到其他身份</p>
            <ul role="listbox" aria-label="可切换的身份">
              {list.map((i) => {
                const current = i.innerid === identity?.innerid;
                return (
                  <li key={i.innerid} role="option" aria-selected={current}>
                    <button
                      type="button"
                      disabled={current}
                      onClick={() => {
                        setOpen(false);
                        setTarget(i.innerid);
                      }}
                      className={cn(
                        'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-primary-soft disabled:cursor-default disabled:hover:bg-transparent',
                        current && 'text-primary',
                      )}
                    >
                      <span className="truncate">{i.project_name}</span>
                      <span className="ml-auto shrink-0 text-xs text-muted">{LEVEL[i.source ?? 0] ?? ''}</span>
                      {current ? <Check className="size-4 shrink-0" /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </PopoverContent>
        </Popover>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(o) => !o && setTarget(null)}
        title="提示"
        message="确定要切换角色吗?"
        onConfirm={() => {
          if (target) void switchIdentity(target);
        }}
      />
    </div>
  );
}
