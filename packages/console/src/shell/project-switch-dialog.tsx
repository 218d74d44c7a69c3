// 切换项目 for a project-level user (seed 000 §7 /pc/org/project/change): the projects of the organisation tree,
// searchable by name; choosing one asks for confirmation, then switches (session/switch-project.ts).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import { projectsOf } from '@/session/org-tree';
import { switchProject } from '@/session/switch-project';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { ViewDialog } from '@/ui/view-dialog';
import { LoadFailed } from '@/ui/retry-failed';

export function ProjectSwitchDialog({ currentId, onClose }: { currentId: number; onClose: () => void }) {
  const tree = useQuery(orgSelectTreeQuery());
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const projects = useMemo(() => projectsOf(tree.data ?? []), [tree.data]);
  const k = keyword.trim().toLowerCase();
  const shown = k ? projects.filter((p) => p.name.toLowerCase().includes(k)) : projects;
  return (
    <>
      <ViewDialog title="切换项目" onClose={onClose} width={480}>
        <div className="relative mb-3">
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <Input
            aria-label="搜索项目"
            placeholder="输入项目名称搜索"
            className="pl-8"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
        </div>
        {tree.isPending ? <Loading /> : null}
        {tree.isError ? <LoadFailed className="flex-col py-6" error={tree.error} /> : null}
        {tree.isSuccess && !shown.length ? <p className="py-6 text-center text-sm text-muted">没有匹配的项目</p> : null}
        <ul role="listbox" aria-label="可切换的项目" className="flex flex-col">
          {shown.map((p) => {
            const current = p.id === currentId;
            return (
              <li key={p.id} role="option" aria-selected={current}>
                <button
                  type="button"
                  disabled={current}
                  onClick={() => setTarget(p)}
                  className={cn(
                    'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm hover:bg-primary-soft disabled:cursor-default disabled:hover:bg-transparent',
                    current && 'text-primary',
                  )}
                >
                  <span className="truncate">{p.name}</span>
                  <span className="ml-auto shrink-0 text-xs text-muted">{p.batch}</span>
                  {current ? <Check className="size-4 shrink-0" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </ViewDialog>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(o) => !o && setTarget(null)}
        title="提示"
        message={`确定要切换到“${target?.name ?? ''}”吗?`}
        onConfirm={() => {
          if (target) void switchProject(target.id);
        }}
      />
    </>
  );
}
