// 工人花名册 (seed 001 §7.14 /pc/worker/list, menu person/worker): the roster with filters; 新增 and 编辑 open the
// worker form (/pc/worker/edit); 详情 opens 工人详情.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import { joinKnown, nameDetailColumn } from '@/ui/name-detail-column';
import { CONTRACT, EDUCATION, formatMoney, optionsOf, REAL_NAME, SEX, WORKER_STATUS } from './person-model';
import { teamOptionsQuery } from './person-queries';
import { StatusTag } from '@/ui/status-tag';
import { Permission, usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { WorkerFormDialog } from './worker-form-dialog';
import { dateColumn, textColumn } from '@/ui/field-columns';
import { useRowDialog } from '@/ui/use-row-dialog';

type Worker = components['schemas']['OrgWorker'];

export const WORKER_DETAIL_PATH = '/person/workerDetail';

export default function WorkerListPage() {
  const navigate = useNavigate();
  const perm = usePagePermission();
  const { identity } = useSession();
  const { open: edit, ...editing } = useRowDialog<Worker | 'new'>('listOrgWorkers');
  const teams = useQuery(teamOptionsQuery());
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'name', label: '姓名', placeholder: '姓名、手机号或身份证号' },
      {
        name: 'team_id',
        label: '班组',
        type: 'select',
        searchable: true,
        options: (teams.data ?? []).map((o) => ({ value: o.value, label: o.label })),
      },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(WORKER_STATUS) },
      { name: 'work_type', label: '工种' },
    ],
    [teams.data],
  );
  const columns = useMemo<ColumnDef<Worker, unknown>[]>(
    () => [
      nameDetailColumn<Worker>((w) => joinKnown(SEX[w.sex ?? 0], w.age ? `${w.age}岁` : '')),
      textColumn('id_card', '身份证号'),
      textColumn('mobile', '手机号'),
      textColumn('work_type', '工种'),
      textColumn('team_name', '班组'),
      {
        id: 'corp_name',
        header: '所属企业',
        cell: ({ row }) => <span className="inline-block min-w-40">{row.original.corp_name}</span>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={WORKER_STATUS} value={row.original.status} />,
      },
      {
        id: 'real_name_status',
        header: '实名',
        cell: ({ row }) => <StatusTag table={REAL_NAME} value={row.original.real_name_status} />,
      },
      {
        id: 'education_status',
        header: '安全教育',
        cell: ({ row }) => <StatusTag table={EDUCATION} value={row.original.education_status} />,
      },
      {
        id: 'contract_status',
        header: '劳动合同',
        cell: ({ row }) => <StatusTag table={CONTRACT} value={row.original.contract_status} />,
      },
      {
        id: 'day_wage',
        header: '日工资',
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.day_wage)}</span>,
      },
      dateColumn('entry_date', '进场日期'),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-1 whitespace-nowrap">
            <Button
              size="sm"
              variant="link"
              onClick={() => void navigate(`${WORKER_DETAIL_PATH}?id=${row.original.id}`)}
            >
              详情
            </Button>
            {perm.can('edit') ? (
              <Permission code="worker:edit">
                <Button size="sm" variant="link" onClick={() => edit(row.original)}>
                  编辑
                </Button>
              </Permission>
            ) : null}
          </div>
        ),
      },
    ],
    [navigate, perm, edit],
  );

  return (
    <>
      <ListScreen<Worker>
        id="person-workers"
        title="工人花名册"
        filters={filters}
        columns={columns}
        operation="listOrgWorkers"
        rowId={(w) => String(w.id)}
        toolbar={
          perm.can('add') ? (
            <Permission code="worker:add">
              <Button variant="primary" onClick={() => edit('new')}>
                <Plus className="size-4" aria-hidden />
                新增
              </Button>
            </Permission>
          ) : null
        }
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/pc/worker/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                name: f.name,
                work_type: f.work_type,
                team_id: f.team_id ? Number(f.team_id) : undefined,
                status: f.status === undefined ? undefined : (Number(f.status) as 0 | 1 | 2),
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing.row ? (
        <WorkerFormDialog
          worker={editing.row === 'new' ? undefined : editing.row}
          projectId={identity?.project_id || undefined}
          onClose={editing.close}
          onDone={editing.done}
        />
      ) : null}
    </>
  );
}
