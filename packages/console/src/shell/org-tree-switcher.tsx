import { useState } from 'react';
import { ChevronDown, Network } from 'lucide-react';
import { useSession } from '@/platform/session-store';
import { showsOrgTree } from '@/session/levels';
import { Popover, PopoverContent, PopoverTrigger } from '@/ui/popover';
import { OrgTreePanel } from './org-tree-panel';

/**
 * The organisation-tree switcher of the top bar (seed 000 §2, §9): shown below source 4, a 500 px popover with a
 * keyword search and the tree (at most 600 px high). Batches expand and collapse; choosing a project opens it in a
 * new tab, signed in there through the entry parameters (session/entry.ts).
 */
export function OrgTreeSwitcher() {
  const { identity } = useSession();
  const [open, setOpen] = useState(false);
  const shown = identity !== null && showsOrgTree(identity);
  if (!shown) return null;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label="组织树"
        className="flex shrink-0 items-center gap-1 rounded px-2 py-1 text-xs text-primary hover:bg-primary-soft data-[state=open]:bg-primary-soft"
      >
        <Network className="size-3.5" />
        <span className="hidden sm:inline">组织树</span>
        <ChevronDown className="size-3.5" />
      </PopoverTrigger>
      <PopoverContent align="start" sideOffset={6} className="w-[500px] max-w-[calc(100vw-16px)] p-2">
        <OrgTreePanel identity={identity} onChosen={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
