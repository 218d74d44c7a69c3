// The organisation, project and 值班/带班 a duty statistic screen shows, kept in the address (orgId, projectId, dutyType) beside the
// period (start_date, end_date), so a refresh, a link and the page's tabs keep them.
import { useSearchParams } from 'react-router-dom';
import type { DutyScope } from './duty-queries';

/** Address parameters every tab of a duty screen keeps. */
export const SCOPE_KEEP = ['start_date', 'end_date', 'orgId', 'projectId', 'dutyType'] as const;

export function readScope(search: URLSearchParams): DutyScope {
  const org = Number(search.get('orgId'));
  const project = Number(search.get('projectId'));
  const type = search.get('dutyType');
  return {
    orgId: Number.isInteger(org) && org > 0 ? org : undefined,
    projectId: Number.isInteger(project) && project > 0 ? project : undefined,
    dutyType: type === '1' ? 1 : type === '2' ? 2 : undefined,
  };
}

export function useDutyScope() {
  const [search, setSearch] = useSearchParams();
  const scope = readScope(search);
  const set = (name: 'orgId' | 'projectId' | 'dutyType', value: string) =>
    setSearch(
      (current) => {
        const q = new URLSearchParams(current);
        if (value) q.set(name, value);
        else q.delete(name);
        q.delete('page');
        return q;
      },
      { replace: true },
    );
  return { scope, set };
}
