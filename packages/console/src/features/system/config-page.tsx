// 单项配置 (001 §7.14 /pc/config/single/*, menu system/config): a project's attendance, alarm, real-name and wage
// parameters as a settings form (project picker kept in the address as ?project=), 恢复默认 after a confirmation
// that shows the system defaults, and below it every project's parameters at a glance.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Combobox } from '@/ui/combobox';
import { projectOptionsQuery } from '@/platform/org-options';
import { defaultConfigQuery } from './system-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { ConfigEditor } from './config-form';

type ConfigRow = components['schemas']['OrgSingleConfigRow'];

const LIST_KEY = 'listOrgSingleConfigs';

const PROJECT_PARAM = 'project';

const CUSTOMIZED: Record<number, { label: string; className: string }> = {
  0: { label: '系统默认', className: 'bg-gray-100 text-gray-500' },
  1: { label: '已单独配置', className: 'bg-primary/10 text-primary' },
};

const FILTERS: FilterField[] = [
  {
    name: 'customized',
    label: '配置方式',
    type: 'select',
    options: [
      { value: 1, label: '已单独配置' },
      { value: 0, label: '使用系统默认' },
    ],
  },
];

export default function ConfigPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const [search, setSearch] = useSearchParams();
  const projects = useQuery(projectOptionsQuery());
  const options = projects.data ?? [];
  const wanted = search.get(PROJECT_PARAM) ?? (identity?.project_id ? String(identity.project_id) : '');
  const projectId = Number(options.some((o) => o.value === wanted) ? wanted : (options[0]?.value ?? wanted)) || 0;
  const top = useRef<HTMLElement>(null);
  const [resetting, setResetting] = useState<{ project_id: number; project_name: string } | null>(null);
  const defaults = useQuery({ ...defaultConfigQuery(), enabled: resetting !== null });

  const choose = useCallback(
    (id: number) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PROJECT_PARAM, String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const refresh = () => {
    void invalidateOperation(queryClient, 'getOrgSingleConfig');
    void invalidateOperation(queryClient, LIST_KEY);
  };
  const reset = useMutation({
    mutationFn: (id: number) => api.POST('/pc/config/single/reset', { body: { project_id: id } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已恢复默认', { duration: TOAST_MS });
      setResetting(null);
      refresh();
    },
  });

  const columns = useMemo<ColumnDef<ConfigRow, unknown>[]>(
    () => [
      {
        id: 'project_name',
        header: '项目',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="min-w-48">
            <p className="font-medium text-gray-900">{row.original.project_name}</p>
            <p className="text-xs text-muted">{row.original.org_name}</p>
          </div>
        ),
      },
      {
        id: 'customized',
        header: '配置方式',
        cell: ({ row }) => {
          const t = CUSTOMIZED[row.original.customized];
          return t ? (
            <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs ${t.className}`}>{t.label}</span>
          ) : (
            '—'
          );
        },
      },
      {
        id: 'attendance',
        header: '考勤时段',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.attendance_start_time ?? '—'} – {row.original.attendance_end_time ?? '—'}
          </span>
        ),
      },
      {
        id: 'hat_unwear_alarm_minutes',
        header: '未戴安全帽报警',
        cell: ({ row }) => `${row.original.hat_unwear_alarm_minutes ?? '—'} 分钟`,
      },
      {
        id: 'age',
        header: '年龄上限（男/女）',
        cell: ({ row }) => `${row.original.male_age_limit ?? '—'} / ${row.original.female_age_limit ?? '—'} 岁`,
      },
      { id: 'wage_pay_day', header: '发薪日', cell: ({ row }) => `每月 ${row.original.wage_pay_day ?? '—'} 日` },
      {
        id: 'update',
        header: '最后修改',
        cell: ({ row }) =>
          row.original.update_by ? (
            <div className="whitespace-nowrap">
              <p>{row.original.update_by}</p>
              <p className="text-xs text-muted">{formatDate(row.original.update_time, 'dateTime')}</p>
            </div>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-3">
            <Button
              size="sm"
              variant="link"
              onClick={() => {
                choose(row.original.project_id);
                top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              {perm.can('edit') ? '配置' : '查看'}
            </Button>
            {perm.can('edit') && row.original.customized === 1 ? (
              <Button size="sm" variant="link" className="text-danger" onClick={() => setResetting(row.original)}>
                恢复默认
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    [perm, choose],
  );

  const d = defaults.data;
  return (
    <div className="flex flex-col gap-3">
      <section ref={top} className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="config-title">
        <div className="flex flex-wrap items-center gap-3 border-b border-line pb-3">
          <h2 id="config-title" className="text-base font-semibold text-gray-900">
            单项配置
          </h2>
          <label htmlFor="config-project" className="ml-4 text-sm text-gray-600">
            项目
          </label>
          <Combobox
            id="config-project"
            label="项目"
            className="h-9 w-72"
            emptyLabel={projects.isPending ? '加载中…' : '请选择项目'}
            showEmpty={false}
            options={options}
            value={projectId ? String(projectId) : ''}
            onChange={(v) => v && choose(Number(v))}
          />
        </div>
        {projectId ? (
          <ConfigEditor
            key={projectId}
            projectId={projectId}
            canEdit={perm.can('edit')}
            onReset={(c) => setResetting({ project_id: projectId, project_name: c.project_name ?? '' })}
            onSaved={refresh}
          />
        ) : projects.isPending ? (
          <Loading />
        ) : (
          <p className="py-10 text-center text-sm text-muted">暂无可配置的项目</p>
        )}
      </section>
      <ListScreen<ConfigRow>
        id="system-configs"
        title="各项目配置一览"
        filters={FILTERS}
        columns={columns}
        operation={LIST_KEY}
        rowId={(r) => String(r.project_id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/pc/config/single/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                customized: filters.customized ? (Number(filters.customized) as 0 | 1) : undefined,
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(o) => !o && setResetting(null)}
        title="恢复默认配置"
        message={
          <>
            确定将“{resetting?.project_name}”的单项配置恢复为系统默认值吗？恢复后该项目的单独配置将被删除。
            {d ? (
              <span className="mt-2 block rounded bg-gray-50 p-2 text-xs text-gray-600">
                系统默认：考勤 {d.attendance_start_time}–{d.attendance_end_time}，每日 {d.work_hours_per_day}{' '}
                小时；未戴安全帽 {d.hat_unwear_alarm_minutes} 分钟报警；年龄上限 男 {d.male_age_limit} / 女{' '}
                {d.female_age_limit} 岁；每月 {d.wage_pay_day} 日发薪。
              </span>
            ) : null}
          </>
        }
        confirmText="恢复默认"
        onConfirm={() => resetting && reset.mutate(resetting.project_id)}
      />
    </div>
  );
}
