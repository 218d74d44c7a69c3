// 项目管理 (001 §7.14 /pc/project/*, menu system/project): list with status tags, add and edit in a dialog, and the
// status flow (0 筹建 → 1 在建 ⇄ 2 停工, 1 → 3 竣工) with a confirmation; 停工 and 竣工 ask for a reason.
// The status buttons follow editStatus (000 §6: bit 1024 of power_value allows it when NOT set).
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { branchTreeQuery } from './system-queries';
import { branchOptions, optionsOf, PROJECT_STATUS, type StatusAction } from './system-rules';
import { invalidateOperation } from '@site/sdk/query/common';
import { ConfirmStatus, ReasonDialog, EditProjectDialog, ProjectDialog } from './project-dialogs';
import { projectColumns } from './project-columns';
import type { ListLoad } from './list-editing';

type Project = components['schemas']['OrgProject'];
type Changing = { project: Project; action: StatusAction };
type Option = { value: string; label: string };

const KEY = 'pageOrgProjects';

export default function ProjectPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const branches = useQuery(branchTreeQuery());
  const branchOpts = useMemo(() => branchOptions(branches.data), [branches.data]);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [changing, setChanging] = useState<Changing | null>(null);
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
  const columns = useMemo(() => projectColumns(perm, { edit: setEditing, change: setChanging }), [perm]);

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
        load={loadProjects}
      />
      <ProjectPageDialogs
        editing={editing}
        changing={changing}
        branches={branchOpts}
        onEditClose={() => setEditing(null)}
        onChangeClose={() => setChanging(null)}
        refresh={refresh}
      />
    </>
  );
}

async function loadProjects({ page, size, filters: f, signal }: ListLoad) {
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
}

/** The add / edit dialog and the status confirmation or reason dialog; each closes and refreshes the list when done. */
function ProjectPageDialogs({
  editing,
  changing,
  branches,
  onEditClose,
  onChangeClose,
  refresh,
}: {
  editing: Project | 'new' | null;
  changing: Changing | null;
  branches: Option[];
  onEditClose: () => void;
  onChangeClose: () => void;
  refresh: () => void;
}) {
  const edited = () => {
    onEditClose();
    refresh();
  };
  const changed = () => {
    onChangeClose();
    refresh();
  };
  return (
    <>
      {editing === 'new' ? (
        <ProjectDialog branches={branches} onClose={onEditClose} onDone={edited} />
      ) : editing ? (
        <EditProjectDialog project={editing} branches={branches} onClose={onEditClose} onDone={edited} />
      ) : null}
      {changing && !changing.action.needsReason ? (
        <ConfirmStatus {...changing} onClose={onChangeClose} onDone={changed} />
      ) : null}
      {changing?.action.needsReason ? <ReasonDialog {...changing} onClose={onChangeClose} onDone={changed} /> : null}
    </>
  );
}
