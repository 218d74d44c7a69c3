// The project behind a lawyer letter or accused case: where it belongs (queryOrgListByProjectIds) and the units
// working on it (company/list), the usual other parties of a dispute. Looks the project up by name (project/list).
import { useQuery } from '@tanstack/react-query';
import { DetailSection } from '@/ui/detail-page';
import { Tag } from '@/ui/status-tag';
import { legalCompaniesQuery, legalOrgsByProjectsQuery, legalProjectsQuery } from './legal-queries';

export function ProjectContext({ projectName }: { projectName: string }) {
  const projects = useQuery(legalProjectsQuery(projectName));
  const project = projects.data?.find((p) => p.projectName === projectName);
  const id = project?.projectId;
  const owner = useQuery({ ...legalOrgsByProjectsQuery(id ? [id] : []), enabled: id !== undefined });
  const companies = useQuery({ ...legalCompaniesQuery(id ?? 0), enabled: id !== undefined });
  const o = owner.data?.[0];
  return (
    <>
      <DetailSection
        title="项目归属"
        columns={2}
        className="p-0 shadow-none"
        items={[
          { label: '项目', value: projectName },
          { label: '所属分公司', value: o?.orgName ?? (owner.isPending && id ? '加载中…' : '—') },
          { label: '所属公司', value: o?.companyName ?? '—' },
        ]}
      />
      <DetailSection title="项目参建单位（可能的相对方）" className="p-0 shadow-none">
        {!id && !projects.isPending ? <p className="text-sm text-gray-500">未找到该项目的参建单位。</p> : null}
        <ul className="divide-y divide-line rounded border border-line text-sm">
          {(companies.data ?? []).map((c) => (
            <li key={c.companyId} className="flex items-center gap-3 px-3 py-2">
              <span className="flex-1 text-gray-800">{c.companyName}</span>
              {c.companyType ? <Tag tag={{ label: c.companyType, tone: 'primary' }} /> : null}
              <span className="font-mono text-xs text-gray-400">{c.creditCode}</span>
            </li>
          ))}
        </ul>
      </DetailSection>
    </>
  );
}
