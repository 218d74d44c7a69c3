// 组织架构 (000 §3, §7; 001 §7.14; menu system/orgTree): the company—branch—project tree on the left (keyword search),
// and on the right the chosen node: an organisation's summary and its projects, or a project's details, participating
// companies and managers. The chosen node is kept in the address (?node=). The spec has no calls to add, rename or
// delete organisations, so the tree has no node menu (projects are added on 项目管理).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { findNode, pathTo, type TreeNode } from '@/lib/tree';
import { DetailSection } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { StatusTag, Tag } from '@/ui/status-tag';
import { TreeDetailPane } from '@/ui/tree-detail-pane';
import { TreePanel } from '@/ui/tree-panel';
import { PlainTable, type PlainColumn } from '@/ui/plain-table';
import { ORG_PROJECT_COLUMNS } from './project-columns';
import { ORG_KINDS, toOrgTree, type OrgNodeData } from './org-tree-rules';
import { orgManagersQuery, orgProjectTreeQuery } from './org-tree-queries';
import { projectDetailQuery } from './system-queries';
import { formatMoney, PROJECT_STATUS, PROJECT_TYPES } from './system-rules';
import { errorText } from '@/lib/error-text';
import { LoadFailed } from '@/ui/retry-failed';

type Project = components['schemas']['OrgProject'];
type ProjectDetail = components['schemas']['OrgProjectDetail'];
type Node = TreeNode<OrgNodeData>;
type OrgManager = components['schemas']['OrgManager'];

const NODE_PARAM = 'node';
const CORP_ROLES: Record<number, string> = { 1: '总承包', 2: '劳务分包', 3: '专业分包' };

export default function OrgTreePage() {
  const [search, setSearch] = useSearchParams();
  const full = useQuery(orgProjectTreeQuery());
  const nodes = useMemo(() => toOrgTree(full.data), [full.data]);
  const wanted = search.get(NODE_PARAM);
  const selected = (wanted ? findNode(nodes, Number(wanted)) : undefined) ?? nodes[0];
  const select = (id: string | number) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(NODE_PARAM, String(id));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const pending = full.isPending;

  return (
    <div className="flex h-full min-h-[560px] gap-3">
      <TreePanel<OrgNodeData>
        label="组织架构"
        className="w-72 shrink-0"
        nodes={nodes}
        selectedId={selected?.id ?? null}
        onSelect={(node) => select(node.id)}
        defaultExpandDepth={2}
        loading={pending}
        error={errorText(full.error)}
        onRetry={() => void full.refetch()}
      />
      <TreeDetailPane loading={pending} empty={full.isError ? '组织架构加载失败' : '暂无组织'}>
        {selected?.data ? (
          selected.data.kind === 'project' ? (
            <ProjectDetails key={String(selected.id)} node={selected} path={pathTo(nodes, selected.id)} />
          ) : (
            <OrgDetails key={String(selected.id)} node={selected} path={pathTo(nodes, selected.id)} onSelect={select} />
          )
        ) : null}
      </TreeDetailPane>
    </div>
  );
}

function Header({ node, path }: { node: Node; path: Node[] }) {
  const kind = node.data?.kind ?? 'branch';
  return (
    <section className="rounded-md bg-white px-4 py-3 shadow-sm">
      <nav aria-label="组织路径" className="text-xs text-muted">
        {path.map((p) => p.label).join(' / ')}
      </nav>
      <div className="mt-1 flex items-center gap-2">
        <Building2 className="size-5 text-primary" aria-hidden />
        <h1 className="text-lg font-semibold text-gray-900">{node.label}</h1>
        <Tag tag={ORG_KINDS[kind]} />
        {node.uncontrol ? <Tag tag={{ label: '无管理权限', tone: 'muted' }} /> : null}
      </div>
    </section>
  );
}

function OrgDetails({ node, path, onSelect }: { node: Node; path: Node[]; onSelect: (id: string | number) => void }) {
  const data = node.data as OrgNodeData;
  const id = Number(node.id);
  const units = (node.children ?? []).filter((c) => c.data?.kind !== 'project');
  return (
    <>
      <Header node={node} path={path} />
      <DetailSection
        title="组织信息"
        items={[
          { label: '组织名称', value: node.label },
          { label: '组织类型', value: ORG_KINDS[data.kind].label },
          { label: '内部编号', value: data.innerid },
          { label: '上级组织', value: data.parentName || '无（顶级）' },
          { label: '下级分公司', value: `${data.branchCount} 个` },
          { label: '下属项目', value: `${data.projectCount} 个` },
        ]}
      >
        {units.length ? (
          <div className="mt-4 border-t border-line pt-3">
            <h3 className="text-sm text-gray-600">下级组织</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {units.map((u) => (
                <li key={String(u.id)}>
                  <button
                    type="button"
                    onClick={() => onSelect(u.id)}
                    className="flex items-center gap-2 rounded border border-line px-3 py-1.5 text-sm text-gray-700 hover:border-primary hover:text-primary"
                  >
                    {u.label}
                    <span className="rounded-full bg-gray-100 px-1.5 text-xs text-muted">
                      {u.data?.projectCount ?? 0} 个项目
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DetailSection>
      <ListScreen<Project>
        id="system-org-projects"
        title="下属项目"
        columns={ORG_PROJECT_COLUMNS}
        operation="pageOrgProjects"
        scope={{ org_id: id }}
        rowId={(p) => String(p.project_id)}
        load={async ({ page, size, signal }) => {
          const env = await api.GET('/pc/project/page', {
            params: { query: { pageNum: page, pageSize: size, org_id: id } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
    </>
  );
}

function ProjectDetails({ node, path }: { node: Node; path: Node[] }) {
  const projectId = Number(node.id);
  const detail = useQuery(projectDetailQuery(projectId));
  const p = detail.data;
  return (
    <>
      <Header node={node} path={path} />
      {detail.isPending ? (
        <section className="rounded-md bg-white shadow-sm">
          <Loading />
        </section>
      ) : detail.isError || !p ? (
        <section className="rounded-md bg-white p-6 shadow-sm">
          <LoadFailed className="justify-center" error={detail.error} fallback="项目详情加载失败" />
        </section>
      ) : (
        <>
          <ProjectInfo p={p} />
          <ProjectCorps corps={p.corps} />
        </>
      )}
      <ProjectManagers projectId={projectId} />
    </>
  );
}

function ProjectInfo({ p }: { p: ProjectDetail }) {
  return (
    <DetailSection
      title="项目信息"
      items={[
        { label: '项目名称', value: p.project_name },
        { label: '所属组织', value: p.org_name },
        { label: '工程类型', value: PROJECT_TYPES[p.project_type ?? 0] },
        { label: '项目状态', value: <StatusTag table={PROJECT_STATUS} value={p.status} /> },
        { label: '开工日期', value: formatDate(p.start_date) },
        { label: '竣工日期', value: formatDate(p.end_date) },
        { label: '合同金额', value: formatMoney(p.contract_amount) },
        { label: '建筑面积', value: p.build_area ? `${p.build_area.toFixed(2)} ㎡` : '—' },
        { label: 'BIM 模型', value: p.is_have_bim?.includes('BIM') ? '有' : '无' },
        { label: '项目经理', value: [p.manager_name, p.manager_mobile].filter(Boolean).join(' ') || '—' },
        { label: '班组/工人', value: `${p.team_count ?? 0} 个班组 / ${p.worker_count ?? 0} 名工人` },
        { label: '施工许可证号', value: p.permit_no },
        { label: '建设单位', value: p.construction_unit },
        { label: '监理单位', value: p.supervision_unit },
        { label: '设计单位', value: p.design_unit },
        { label: '项目地址', value: p.address, wide: true },
      ]}
    />
  );
}

function ProjectCorps({ corps }: { corps: ProjectDetail['corps'] }) {
  return (
    <DetailSection title={`参建单位（${corps?.length ?? 0}）`}>
      {corps?.length ? (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {corps.map((c) => (
            <li
              key={c.corp_id}
              className="flex items-center justify-between gap-2 rounded border border-line px-3 py-2 text-sm"
            >
              <span className="truncate text-gray-800" title={c.corp_name}>
                {c.corp_name}
              </span>
              <Tag tag={{ label: CORP_ROLES[c.corp_type ?? 0] ?? '参建', tone: 'primary' }} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">暂无参建单位</p>
      )}
    </DetailSection>
  );
}

const MANAGER_COLUMNS: PlainColumn<OrgManager>[] = [
  { header: '姓名', cell: (m) => m.name, className: 'font-medium text-gray-900' },
  { header: '岗位', cell: (m) => m.post_name || '—' },
  { header: '手机号', cell: (m) => m.mobile || '—', className: 'tabular-nums' },
  { header: '所属组织', cell: (m) => m.org_name || '—' },
  {
    header: '安全帽',
    cell: (m) =>
      m.hat_innerid ? (
        <Tag tag={{ label: m.hat_innerid, tone: 'success' }} />
      ) : (
        <Tag tag={{ label: '未绑定', tone: 'muted' }} />
      ),
  },
];

function ProjectManagers({ projectId }: { projectId: number }) {
  const managers = useQuery(orgManagersQuery(projectId));
  return (
    <DetailSection title="管理人员">
      {managers.isPending ? (
        <Loading />
      ) : managers.isError ? (
        <LoadFailed label="管理人员加载失败：" error={managers.error} />
      ) : managers.data.length ? (
        <PlainTable
          label="管理人员"
          columns={MANAGER_COLUMNS}
          rows={managers.data}
          rowKey={(m) => m.id}
          th="whitespace-nowrap border-b border-line px-3 py-2 font-medium"
          td="border-b border-line px-3 py-2"
          headRowClassName="bg-gray-50 text-left text-gray-600"
          rowClassName="hover:bg-gray-50"
        />
      ) : (
        <p className="text-sm text-muted">暂无管理人员</p>
      )}
    </DetailSection>
  );
}
