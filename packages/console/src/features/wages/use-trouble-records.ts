// 问题工资记录 (trouble-page): the open record kept in the address (?trouble=id), the approval link and the filters.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { FilterField } from '@/ui/filter-bar';
import type { Trouble } from './trouble-columns';
import { projectOptionsQuery } from './wages-queries';
import { TROUBLE_STATUS, TROUBLE_TYPE, optionsOf } from './wages-status';

const PARAM = 'trouble';
export const PRO_INST = 'proInstId';

export function useTroubleRecords() {
  const projects = useQuery(projectOptionsQuery());
  const [search, setSearch] = useSearchParams();
  const [chosen, setChosen] = useState<Trouble | null>(null);
  const openId = Number(search.get(PARAM)) || null;

  const open = useCallback(
    (t: Trouble) => {
      setChosen(t);
      setSearch((s) => {
        const next = new URLSearchParams(s);
        next.set(PARAM, String(t.id));
        return next;
      });
    },
    [setSearch],
  );
  const openApproval = useCallback(
    (proInstId: string) => setSearch(() => new URLSearchParams({ [PRO_INST]: proInstId })),
    [setSearch],
  );
  const back = () => {
    setChosen(null);
    setSearch((s) => {
      const next = new URLSearchParams(s);
      next.delete(PARAM);
      return next;
    });
  };

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '项目名称或工人姓名' },
      { name: 'period', label: '工资月份', type: 'month' },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(TROUBLE_STATUS) },
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'troubleType', label: '问题类型', type: 'select', options: optionsOf(TROUBLE_TYPE) },
    ],
    [projects.data],
  );

  return { openId, chosen, open, openApproval, back, filters };
}
