// 考勤确认 · the paged task table and the task choice shared by the team and company tabs.
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSession } from '@/platform/session-store';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { ProjectCombo } from './pay-cells';
import { Select } from '@/ui/select';
import { intOf } from '@/domain/filter-body';
import { attendTaskOptionsQuery, projectOptionsQuery } from './pay-queries';
import { ATTEND_TEAM_STATUS, optionsOf } from './pay-status';
import type { OperationId } from '@site/sdk/query/common';

/**
 * The project and attendance task the 班组确认 and 单位确认 tabs show, kept in the address (project, taskId): a project
 * user starts on their own project, others on the first; the task defaults to the project's latest.
 */
interface TaskChoice {
  project: string;
  taskId: number | undefined;
  taskLabel: string | undefined;
  projectName: string | undefined;
  picker: ReactNode;
}

export function useTaskChoice(): TaskChoice {
  const [search, setSearch] = useSearchParams();
  const { identity } = useSession();
  const projects = useQuery(projectOptionsQuery());
  const project =
    search.get('project') ?? (identity?.source === 4 ? String(identity.project_id) : (projects.data?.[0]?.value ?? ''));
  const options = useQuery({ ...attendTaskOptionsQuery(Number(project)), enabled: project !== '' });
  const taskId = intOf(search.get('taskId')) ?? intOf(options.data?.[0]?.value);
  const taskLabel = options.data?.find((o) => o.value === String(taskId))?.label;
  const projectName = projects.data?.find((p) => p.value === project)?.label;

  const choose = (next: { project?: string; taskId?: string }) =>
    setSearch((s) => {
      const q = new URLSearchParams(s);
      q.delete('page');
      if (next.project !== undefined) {
        q.set('project', next.project);
        q.delete('taskId');
      }
      if (next.taskId !== undefined) q.set('taskId', next.taskId);
      return q;
    });

  const picker = (
    <div className="flex flex-wrap items-end gap-4 rounded-md bg-white p-4 shadow-sm">
      <ProjectCombo
        className="w-64"
        value={project}
        onChange={(v) => choose({ project: v })}
        options={projects.data ?? []}
      />
      <label className="flex items-center gap-2 text-sm text-gray-600">
        考勤任务
        <Select
          aria-label="考勤任务"
          className="h-8 w-52"
          value={taskId ? String(taskId) : ''}
          onChange={(e) => choose({ taskId: e.target.value })}
          options={options.data ?? []}
        />
      </label>
    </div>
  );
  return { project, taskId, taskLabel, projectName, picker };
}

/** What the 班组确认 and 单位确认 tabs send for a page of the chosen task: the paging, the task, and a known status. */
interface TaskPageQuery {
  paging: { pageNum: number; pageSize: number; taskId: number };
  status: { status?: 0 | 1 | 2 };
  signal: AbortSignal | undefined;
}

/**
 * The body of the 班组确认 and 单位确认 tabs: the project/task picker, then the chosen task's rows with a status filter
 * (待确认 / 已确认 / 已驳回), or what to choose while there is no task.
 */
export function TaskRows<Row extends { id: number }>({
  choice,
  id,
  title,
  statusLabel,
  what,
  columns,
  queryKey,
  loadPage,
  children,
}: {
  choice: TaskChoice;
  id: string;
  title: string;
  statusLabel: string;
  what: string;
  columns: ColumnDef<Row, unknown>[];
  queryKey: OperationId;
  loadPage: (q: TaskPageQuery) => Promise<{ total?: number; list?: Row[] } | undefined>;
  children: ReactNode;
}) {
  const { project, taskId, taskLabel, picker } = choice;
  const filters = useMemo<FilterField[]>(
    () => [{ name: 'status', label: statusLabel, type: 'select', options: optionsOf(ATTEND_TEAM_STATUS) }],
    [statusLabel],
  );
  return (
    <div className="flex flex-col gap-3">
      {picker}
      {taskId ? (
        <ListScreen<Row>
          id={id}
          title={`${title}${taskLabel ? `：${taskLabel}` : ''}`}
          filters={filters}
          columns={columns}
          operation={queryKey}
          scope={taskId}
          rowId={(r) => String(r.id)}
          load={async ({ page, size, filters: values, signal }) => {
            const status = intOf(values.status);
            const data = await loadPage({
              paging: { pageNum: page, pageSize: size, taskId },
              status: status === 0 || status === 1 || status === 2 ? { status } : {},
              signal,
            });
            return { total: data?.total ?? 0, rows: data?.list ?? [] };
          }}
        />
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          {project ? '该项目还没有考勤确认任务' : `请选择项目和考勤任务，查看${what}的确认进度`}
        </p>
      )}
      {children}
    </div>
  );
}
