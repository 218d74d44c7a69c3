// 值班配置 (001 §7.1 /starSafety/duty/config): who is on duty (值班) or leads the shift (带班) on which week days and
// hours, for how long at least and which buildings they must patrol. 新增/编辑 checks the plan first (config/addCheck:
// overlapping hours, no helmet bound) and asks before saving anyway; the operation log lists every change. The
// 考勤规则 tab holds the attendance rules per position and the project's 打卡时段 (/duty/config, attendance-rules.tsx).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { usePagePermission } from '@/session/permissions';
import { AddButton } from '@/ui/list-add-dialog';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { ViewDialog } from '@/ui/view-dialog';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { formatDate } from '@/lib/dates';
import { OPERATE_TYPE, type DutyConfig } from './duty-model';
import { AttendanceRules, type ConfigTabProps } from './attendance-rules';
import { configColumns, configFilters } from './config-columns';
import { dutyProjectsQuery } from './duty-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { listDutyConfigOperationsQueryOptions } from '@site/sdk/query/duty';
import { ConfigDialog } from './config-dialog';

const num = (v: string | undefined) => (v ? Number(v) : undefined);

export default function DutyConfigPage() {
  const { identity } = useSession();
  const projects = useQuery(dutyProjectsQuery());
  const ownProject = identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;
  const projectOptions = useMemo(
    () => (projects.data ?? []).map((p) => ({ value: String(p.projectId), label: p.projectName })),
    [projects.data],
  );
  return (
    <PageTabs
      label="值班配置"
      tabs={[
        {
          key: 'config',
          label: '值班配置',
          render: () => <ConfigList projectOptions={projectOptions} ownProject={ownProject} />,
        },
        { key: 'log', label: '操作记录', render: () => <OperationList projectOptions={projectOptions} /> },
        {
          key: 'attendance',
          label: '考勤规则',
          render: () => <AttendanceRules projectOptions={projectOptions} ownProject={ownProject} />,
        },
      ]}
    />
  );
}

function ConfigList({ projectOptions, ownProject }: ConfigTabProps) {
  const perm = usePagePermission();
  const mayConfig = perm.hasPerm('duty:config');
  const [editing, setEditing] = useState<{ config?: DutyConfig } | null>(null);
  const [log, setLog] = useState<DutyConfig | null>(null);
  const filters = useMemo(() => configFilters(projectOptions), [projectOptions]);
  const columns = useMemo(
    () => configColumns(mayConfig ? (config) => setEditing({ config }) : undefined, setLog),
    [mayConfig],
  );
  return (
    <>
      <ListScreen<DutyConfig>
        id="duty-config"
        title="值班配置"
        filters={filters}
        columns={columns}
        operation="listDutyConfigs"
        rowId={(c) => String(c.id)}
        toolbar={<AddButton show={perm.can('add') && mayConfig} label="新增" onClick={() => setEditing({})} />}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/starSafety/duty/config/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                projectId: num(f.projectId),
                dutyType: num(f.dutyType) as 1 | 2 | undefined,
                status: num(f.status) as 0 | 1 | undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing ? (
        <ConfigDialog
          config={editing.config}
          projectOptions={projectOptions}
          defaultProject={editing.config?.projectId ?? ownProject}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {log ? (
        <ViewDialog title={`操作记录：${log.userName}`} onClose={() => setLog(null)} width={760}>
          <OperationTable configId={log.id} projectId={log.projectId} />
        </ViewDialog>
      ) : null}
    </>
  );
}

type DutyConfigOperation = components['schemas']['DutyConfigOperation'];

const OPERATION_COLUMNS: ColumnDef<DutyConfigOperation, unknown>[] = [
  {
    id: 'operateTime',
    header: '操作时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.operateTime, 'dateTime')}</Nowrap>,
  },
  {
    id: 'operateType',
    header: '操作',
    cell: ({ row }) => <StatusTag table={OPERATE_TYPE} value={row.original.operateType} />,
  },
  { id: 'userName', header: '值班人员', cell: ({ row }) => <Nowrap>{row.original.userName}</Nowrap> },
  { id: 'operateContent', header: '操作内容', cell: ({ row }) => row.original.operateContent ?? '—' },
  { id: 'operatorName', header: '操作人', cell: ({ row }) => <Nowrap>{row.original.operatorName}</Nowrap> },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName ?? '—' },
];

function OperationList({ projectOptions }: { projectOptions: { value: string; label: string }[] }) {
  const filters = useMemo<FilterField[]>(
    () => [{ name: 'projectId', label: '项目', type: 'select', searchable: true, options: projectOptions }],
    [projectOptions],
  );
  return (
    <ListScreen<DutyConfigOperation>
      id="duty-config-log"
      title="值班配置操作记录"
      filters={filters}
      columns={OPERATION_COLUMNS}
      operation="listDutyConfigOperations"
      rowId={(o) => String(o.id)}
      load={async ({ page, size, filters: f, signal }) => {
        const env = await api.GET('/starSafety/duty/config/operate/list', {
          params: { query: { pageNum: page, pageSize: size, projectId: num(f.projectId) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

/** The log of one configuration (in a dialog, its own small table). */
function OperationTable({ configId, projectId }: { configId: number; projectId: number }) {
  const q = useQuery({
    ...listDutyConfigOperationsQueryOptions(api, {
      params: { query: { configId, projectId, pageNum: 1, pageSize: 50 } },
    }),
    select: (env) => env.data?.list ?? [],
  });
  if (q.isPending) return <p className="py-6 text-center text-sm text-gray-400">加载中…</p>;
  if (q.isError) return <LoadFailed className="justify-center py-6" error={q.error} />;
  if (!q.data.length) return <p className="py-6 text-center text-sm text-gray-400">暂无数据</p>;
  return (
    <ol className="flex flex-col gap-2">
      {q.data.map((o) => (
        <li key={o.id} className="flex gap-3 rounded border border-line px-3 py-2 text-sm">
          <StatusTag table={OPERATE_TYPE} value={o.operateType} />
          <div className="flex min-w-0 flex-1 flex-col">
            <span>{o.operateContent ?? '—'}</span>
            <span className="text-xs text-gray-400">
              {o.operatorName ?? '—'} · {formatDate(o.operateTime, 'dateTime')}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
