// 项目管理 (001 §7.14 /pc/project/*, menu system/project): list with status tags, add and edit in a dialog, and the
// status flow (0 筹建 → 1 在建 ⇄ 2 停工, 1 → 3 竣工) with a confirmation; 停工 and 竣工 ask for a reason.
// The status buttons follow editStatus (000 §6: bit 1024 of power_value allows it when NOT set).
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { branchTreeQuery } from './system-queries';
import {
  branchOptions,
  formatMoney,
  optionsOf,
  PROJECT_STATUS,
  PROJECT_TYPES,
  projectStatusActions,
  type StatusAction,
} from './system-rules';
import { invalidateOperation } from '@site/sdk/query/common';
import { ConfirmStatus, ReasonDialog, EditProjectDialog, ProjectDialog } from './project-dialogs';

type Project = components['schemas']['OrgProject'];

const KEY = 'pageOrgProjects';

export default function ProjectPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const branches = useQuery(branchTreeQuery());
  const branchOpts = useMemo(() => branchOptions(branches.data), [branches.data]);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [changing, setChanging] = useState<{ project: Project; action: StatusAction } | null>(null);
  // A save or a status change also marks the project's cached details stale (组织架构 shows them too).
  const refresh = () => {
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'getOrgProject');
  };

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'project_name', label: '项目名称' },
      { name: 'org_id', label: '所属分公司', type: 'select', searchable: true, options: branchOpts },
      { name: 'status', label: '项目状态', type: 'select', options: optionsOf(PROJECT_STATUS) },
    ],
    [branchOpts],
  );

  const columns = useMemo<ColumnDef<Project, unknown>[]>(
    () => [
      {
        id: 'project_name',
        header: '项目名称',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="min-w-52">
            <p className="font-medium text-gray-900">{row.original.project_name}</p>
            <p className="text-xs text-muted">
              {row.original.innerid}
              {row.original.is_have_bim?.includes('BIM') ? (
                <span className="ml-2 rounded bg-primary/10 px-1.5 text-primary">BIM</span>
              ) : null}
            </p>
          </div>
        ),
      },
      { id: 'org_name', header: '所属分公司', cell: ({ row }) => row.original.org_name || '—' },
      {
        id: 'project_type',
        header: '工程类型',
        cell: ({ row }) => PROJECT_TYPES[row.original.project_type ?? 0] ?? '—',
      },
      {
        id: 'manager',
        header: '项目经理',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.manager_name || '—'}
            {row.original.manager_mobile ? (
              <span className="ml-1 text-muted">{row.original.manager_mobile}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'period',
        header: '工期',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDate(row.original.start_date)} 至 {formatDate(row.original.end_date)}
          </span>
        ),
      },
      {
        id: 'contract_amount',
        header: '合同金额',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.contract_amount)}</span>
        ),
      },
      {
        id: 'counts',
        header: '班组/工人',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.team_count ?? 0} / {row.original.worker_count ?? 0}
          </span>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={PROJECT_STATUS} value={row.original.status} />,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const p = row.original;
          return (
            <div className="flex gap-3">
              {perm.can('edit') ? (
                <Button size="sm" variant="link" onClick={() => setEditing(p)}>
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
                      onClick={() => setChanging({ project: p, action: a })}
                    >
                      {a.label}
                    </Button>
                  ))
                : null}
            </div>
          );
        },
      },
    ],
    [perm],
  );

  return (
    <>
      <ListScreen<Project>
        id="system-projects"
        title="项目管理"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(p) => String(p.project_id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              新增项目
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/pc/project/page', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                project_name: f.project_name,
                org_id: f.org_id ? Number(f.org_id) : undefined,
                status: f.status ? (Number(f.status) as 0 | 1 | 2 | 3) : undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing === 'new' ? (
        <ProjectDialog
          branches={branchOpts}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : editing ? (
        <EditProjectDialog
          project={editing}
          branches={branchOpts}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {changing && !changing.action.needsReason ? (
        <ConfirmStatus
          {...changing}
          onClose={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            refresh();
          }}
        />
      ) : null}
      {changing?.action.needsReason ? (
        <ReasonDialog
          {...changing}
          onClose={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}
