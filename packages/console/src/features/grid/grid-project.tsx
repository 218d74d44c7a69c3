// The project a point screen works on (网格点位, 点位部署): a project-level identity has its own; above project level
// the user picks one of the organisation tree's projects. The choice is kept for the browser session (both screens
// share it) rather than in the address, because switching a screen's tabs rewrites the address.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useSession } from '@/platform/session-store';
import { BarCombobox } from '@/ui/bar-combobox';
import { gridProjectOptionsQuery } from './grid-setup-queries';

const STORAGE_KEY = 'grid:project';

const stored = () => {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
};

export function useGridProject(): {
  projectId: number;
  projectName: string;
  /** The project picker (null for a project-level identity). */
  picker: ReactNode;
} {
  const { identity } = useSession();
  const own = identity?.source === 4 && identity.project_id ? identity.project_id : 0;
  const projects = useQuery({ ...gridProjectOptionsQuery(), enabled: !own });
  const [wanted, setWanted] = useState(stored);
  if (own) return { projectId: own, projectName: identity?.project_name ?? '', picker: null };
  const options = projects.data ?? [];
  const chosen = options.find((o) => o.value === wanted) ?? options[0];
  const picker = (
    <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 shadow-sm">
      <Building2 className="size-4 text-primary" aria-hidden />
      <BarCombobox
        id="grid-project"
        label="项目"
        labelClassName="shrink-0 text-sm text-gray-600"
        className="h-9 w-72"
        value={chosen?.value ?? ''}
        disabled={!options.length}
        onChange={(v) => {
          setWanted(v);
          try {
            sessionStorage.setItem(STORAGE_KEY, v);
          } catch {
            // Storage unavailable: the choice lasts while the page is open.
          }
        }}
        options={options}
        showEmpty={false}
        emptyLabel={projects.isPending ? '加载中…' : '暂无项目'}
      />
    </div>
  );
  return { projectId: Number(chosen?.value ?? 0), projectName: chosen?.label ?? '', picker };
}
