// 单项配置 (001 §7.14 /pc/config/single/*, menu system/config): a project's attendance, alarm, real-name and wage
// parameters as a settings form (project picker kept in the address as ?project=), 恢复默认 after a confirmation
// that shows the system defaults, and below it every project's parameters at a glance.
import { useMemo } from 'react';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { flagOptions } from '@/lib/options';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { BarCombobox } from '@/ui/bar-combobox';
import { ConfigEditor } from './config-form';
import type { ListLoad } from './list-editing';
import { configColumns, type ConfigRow } from './config-columns';
import { CONFIG_LIST_KEY, useConfigPage } from './use-config-page';

const FILTERS: FilterField[] = [
  {
    name: 'customized',
    label: '配置方式',
    type: 'select',
    options: flagOptions('已单独配置', '使用系统默认'),
  },
];

export default function ConfigPage() {
  const perm = usePagePermission();
  const page = useConfigPage();
  const { projectId, open, setResetting, top } = page;
  const columns = useMemo(() => configColumns(perm.can('edit'), open, setResetting), [perm, open, setResetting]);
  return (
    <div className="flex flex-col gap-3">
      <section ref={top} className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="config-title">
        <ConfigProjectBar page={page} />
        {projectId ? (
          <ConfigEditor
            key={projectId}
            projectId={projectId}
            canEdit={perm.can('edit')}
            onReset={(c) => setResetting({ project_id: projectId, project_name: c.project_name ?? '' })}
            onSaved={page.refresh}
          />
        ) : page.projects.isPending ? (
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
        operation={CONFIG_LIST_KEY}
        rowId={(r) => String(r.project_id)}
        load={loadConfigs}
      />
      <ResetConfirm page={page} />
    </div>
  );
}

type ConfigPageState = ReturnType<typeof useConfigPage>;

async function loadConfigs({ page, size, filters, signal }: ListLoad) {
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
}

/** The title and the project picker above the editor. */
function ConfigProjectBar({ page: { projects, options, projectId, choose } }: { page: ConfigPageState }) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-line pb-3">
      <h2 id="config-title" className="text-base font-semibold text-gray-900">
        单项配置
      </h2>
      <BarCombobox
        id="config-project"
        label="项目"
        labelClassName="ml-4 text-sm text-gray-600"
        className="h-9 w-72"
        emptyLabel={projects.isPending ? '加载中…' : '请选择项目'}
        showEmpty={false}
        options={options}
        value={projectId ? String(projectId) : ''}
        onChange={(v) => v && choose(Number(v))}
      />
    </div>
  );
}

/** 恢复默认配置's confirmation, with the system defaults it will restore. */
function ResetConfirm({ page: { resetting, setResetting, defaults, reset } }: { page: ConfigPageState }) {
  const d = defaults.data;
  return (
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
  );
}
