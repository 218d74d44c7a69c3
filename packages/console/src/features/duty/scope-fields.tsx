// 组织, 项目 and 值班类型 choosers of a duty statistic screen (in its period bar); a choice re-queries at once.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BarCombobox } from '@/ui/bar-combobox';
import { Select } from '@/ui/select';
import { baseOrgsQuery, dutyProjectsQuery } from './duty-queries';
import { useDutyScope } from './use-duty-scope';

const ORG_TYPE: Record<number, string> = { 2: '总公司', 3: '分公司', 4: '项目' };

export function ScopeFields({ withType = true }: { withType?: boolean }) {
  const { scope, set } = useDutyScope();
  const orgs = useQuery(baseOrgsQuery());
  const projects = useQuery(dutyProjectsQuery());
  // A chosen branch (分公司) narrows the projects offered; the head company offers them all.
  const chosen = orgs.data?.find((o) => o.id === scope.orgId);
  const branch = chosen?.orgType === 3 ? chosen.id : undefined;
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <>
      <BarCombobox
        id={`${id}-org`}
        label="组织"
        className="w-48"
        value={scope.orgId ? String(scope.orgId) : ''}
        onChange={(v) => set('orgId', v)}
        emptyLabel="当前组织"
        options={(orgs.data ?? []).map((o) => ({
          value: String(o.id),
          label: o.orgType === 3 ? `\u3000${o.orgName}` : `${o.orgName}（${ORG_TYPE[o.orgType] ?? ''}）`,
        }))}
      />
      <BarCombobox
        id={`${id}-project`}
        label="项目"
        labelClassName="ml-2 text-gray-500"
        className="w-52"
        value={scope.projectId ? String(scope.projectId) : ''}
        onChange={(v) => set('projectId', v)}
        emptyLabel="全部项目"
        options={(projects.data ?? [])
          .filter((p) => branch === undefined || p.orgId === branch)
          .map((p) => ({ value: String(p.projectId), label: p.projectName }))}
      />
      {withType ? (
        <>
          <label htmlFor={`${id}-type`} className="ml-2 text-gray-500">
            值班类型
          </label>
          <Select
            id={`${id}-type`}
            className="h-8 w-28"
            value={scope.dutyType ? String(scope.dutyType) : ''}
            onChange={(e) => set('dutyType', e.target.value)}
            placeholder="全部"
            options={[
              { value: '1', label: '值班' },
              { value: '2', label: '带班' },
            ]}
          />
        </>
      ) : null}
    </>
  );
}
