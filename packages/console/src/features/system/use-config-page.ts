// 单项配置's state: the chosen project (kept in the address as ?project=; 配置/查看 in the list chooses and scrolls up
// to the editor), the project whose configuration is being
// reset with the system defaults shown in its confirmation, and the reset itself.
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { useSession } from '@/platform/session-store';
import { projectOptionsQuery } from '@/platform/org-options';
import { defaultConfigQuery } from './system-queries';
import { invalidateOperation } from '@site/sdk/query/common';

export const CONFIG_LIST_KEY = 'listOrgSingleConfigs';

const PROJECT_PARAM = 'project';

export function useConfigPage() {
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const [search, setSearch] = useSearchParams();
  const projects = useQuery(projectOptionsQuery());
  const options = projects.data ?? [];
  const wanted = search.get(PROJECT_PARAM) ?? (identity?.project_id ? String(identity.project_id) : '');
  const projectId = Number(options.some((o) => o.value === wanted) ? wanted : (options[0]?.value ?? wanted)) || 0;
  const [resetting, setResetting] = useState<{ project_id: number; project_name: string } | null>(null);
  const defaults = useQuery({ ...defaultConfigQuery(), enabled: resetting !== null });

  const choose = useCallback(
    (id: number) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PROJECT_PARAM, String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  // The editor's section, for scrolling up to it.
  const top = useRef<HTMLElement>(null);
  /** 配置/查看 in the list: choose the row's project and scroll up to the editor. */
  const open = useCallback(
    (row: { project_id: number }) => {
      choose(row.project_id);
      top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [choose],
  );
  const refresh = () => {
    void invalidateOperation(queryClient, 'getOrgSingleConfig');
    void invalidateOperation(queryClient, CONFIG_LIST_KEY);
  };
  const reset = useMutation({
    mutationFn: (id: number) => api.POST('/pc/config/single/reset', { body: { project_id: id } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已恢复默认', { duration: TOAST_MS });
      setResetting(null);
      refresh();
    },
  });
  return { projects, options, projectId, choose, top, open, refresh, resetting, setResetting, defaults, reset };
}
