// The project list columns of 项目管理 (project-page) and 组织架构's 下属项目 (org-tree-page): the name (over each
// list's own grey line), manager, period, contract amount and status columns stand once here and serve both lists; each
// list keeps its own organisation, type and count cells (their markup differs), and 项目管理 adds the 编辑 / status links.
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { titleColumn } from '@/ui/two-lines';
import { formatMoney, PROJECT_STATUS, PROJECT_TYPES, projectStatusActions, type StatusAction } from './system-rules';

type Project = components['schemas']['OrgProject'];
type Column = ColumnDef<Project, unknown>;

const managerColumn: Column = {
  id: 'manager',
  header: '项目经理',
  cell: ({ row }) => (
    <span className="whitespace-nowrap">
      {row.original.manager_name || '—'}
      {row.original.manager_mobile ? <span className="ml-1 text-muted">{row.original.manager_mobile}</span> : null}
    </span>
  ),
};

const periodColumn: Column = {
  id: 'period',
  header: '工期',
  cell: ({ row }) => (
    <Nowrap>
      {formatDate(row.original.start_date)} 至 {formatDate(row.original.end_date)}
    </Nowrap>
  ),
};

const amountColumn: Column = {
  id: 'contract_amount',
  header: '合同金额',
  cell: ({ row }) => (
    <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.contract_amount)}</span>
  ),
};

/** 项目经理, 工期 and 合同金额, side by side in both lists. */
const FACT_COLUMNS = [managerColumn, periodColumn, amountColumn];

/** 项目名称, bold, over a small grey line about the project. */
const projectNameColumn = (detail: (p: Project) => ReactNode): Column =>
  titleColumn<Project>('project_name', '项目名称', 'min-w-52', detail);

const statusColumn: Column = {
  id: 'status',
  header: '状态',
  cell: ({ row }) => <StatusTag table={PROJECT_STATUS} value={row.original.status} />,
};

/** 组织架构's 下属项目 of an organisation. */
export const ORG_PROJECT_COLUMNS: Column[] = [
  projectNameColumn((p) => p.address),
  { id: 'org_name', header: '所属组织', cell: ({ row }) => <Nowrap>{row.original.org_name}</Nowrap> },
  {
    id: 'project_type',
    header: '工程类型',
    cell: ({ row }) => <Nowrap>{PROJECT_TYPES[row.original.project_type ?? 0]}</Nowrap>,
  },
  statusColumn,
  ...FACT_COLUMNS,
  {
    id: 'counts',
    header: '班组/工人',
    cell: ({ row }) => (
      <Nowrap>
        {row.original.team_count ?? 0} / {row.original.worker_count ?? 0}
      </Nowrap>
    ),
  },
];

/** 项目管理's list, with the 编辑 and status links the page's permission allows. */
export function projectColumns(
  perm: PagePermission,
  on: { edit: (p: Project) => void; change: (c: { project: Project; action: StatusAction }) => void },
): Column[] {
  return [
    projectNameColumn((p) => (
      <>
        {p.innerid}
        {p.is_have_bim?.includes('BIM') ? (
          <span className="ml-2 rounded bg-primary/10 px-1.5 text-primary">BIM</span>
        ) : null}
      </>
    )),
    { id: 'org_name', header: '所属分公司', cell: ({ row }) => row.original.org_name || '—' },
    {
      id: 'project_type',
      header: '工程类型',
      cell: ({ row }) => PROJECT_TYPES[row.original.project_type ?? 0] ?? '—',
    },
    ...FACT_COLUMNS,
    {
      id: 'counts',
      header: '班组/工人',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.team_count ?? 0} / {row.original.worker_count ?? 0}
        </span>
      ),
    },
    statusColumn,
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const p = row.original;
        return (
          <div className="flex gap-3">
            {perm.can('edit') ? (
              <Button size="sm" variant="link" onClick={() => on.edit(p)}>
                编辑
              </Button>
            ) : null}
            {perm.can('editStatus')
              ? projectStatusActions(p.status).map((a) => (
                  <Button
                    key={a.to}
                    size="sm"
                    variant="link"
                    className={a.needsReason ? 'text-danger' : undefined}
                    onClick={() => on.change({ project: p, action: a })}
                  >
                    {a.label}
                  </Button>
                ))
              : null}
          </div>
        );
      },
    },
  ];
}
