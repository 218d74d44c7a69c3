// 值班配置 (001 §7.1 /starSafety/duty/config): who is on duty (值班) or leads the shift (带班) on which week days and
// hours, for how long at least and which buildings they must patrol. 新增/编辑 checks the plan first (config/addCheck:
// overlapping hours, no helmet bound) and asks before saving anyway; the operation log lists every change. The
// 考勤规则 tab holds the attendance rules per position and the project's 打卡时段 (/duty/config, attendance-rules.tsx).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { useSession } from '@/session/session-store';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { FormDialog } from '@/ui/form-dialog';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ViewDialog } from '@/ui/view-dialog';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDatePicker } from '@/ui/form-date-picker';
import { Select } from '@/ui/select';
import { Button } from '@/ui/button';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { formatDate } from '@/lib/dates';
import {
  CONFIG_STATUS,
  DUTY_TYPE,
  OPERATE_TYPE,
  WEEK_DAYS,
  configFormValues,
  formatMinutes,
  formatWeekDays,
  spanMinutes,
  toConfigBody,
  type ConfigFormValues,
  type DutyConfig,
  type DutyConfigForm,
  type DutyConfigOperation,
} from './duty-model';
import { AttendanceRules } from './attendance-rules';
import {
  AddButton,
  NumberField,
  ProjectField,
  StatusField,
  TimeField,
  maintainedColumns,
  registered,
} from './config-parts';
import { dutyBuildingsQuery, dutyProjectsQuery, dutyUsersQuery } from './duty-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { FormCombobox } from '@/ui/form-combobox';
import { invalidateOperation } from '@site/sdk/query/common';
import { listDutyConfigOperationsQueryOptions } from '@site/sdk/query/duty';

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

function ConfigList({
  projectOptions,
  ownProject,
}: {
  projectOptions: { value: string; label: string }[];
  ownProject: number | undefined;
}) {
  const perm = usePagePermission();
  const mayConfig = perm.hasPerm('duty:config');
  const [editing, setEditing] = useState<{ config?: DutyConfig } | null>(null);
  const [log, setLog] = useState<DutyConfig | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projectOptions },
      {
        name: 'dutyType',
        label: '值班类型',
        type: 'select',
        options: Object.entries(DUTY_TYPE).map(([value, t]) => ({ value, label: t.label })),
      },
      {
        name: 'status',
        label: '状态',
        type: 'select',
        options: Object.entries(CONFIG_STATUS).map(([value, t]) => ({ value, label: t.label })),
      },
    ],
    [projectOptions],
  );
  const columns = useMemo<ColumnDef<DutyConfig, unknown>[]>(
    () => [
      {
        id: 'userName',
        header: '值班人员',
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium whitespace-nowrap">{row.original.userName}</span>
            <span className="text-xs text-gray-400">{row.original.postName ?? ''}</span>
          </div>
        ),
      },
      {
        id: 'dutyType',
        header: '类型',
        cell: ({ row }) => <StatusTag table={DUTY_TYPE} value={row.original.dutyType} />,
      },
      { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName ?? '—' },
      { id: 'weekDays', header: '值班日', cell: ({ row }) => <Nowrap>{formatWeekDays(row.original.weekDays)}</Nowrap> },
      {
        id: 'time',
        header: '时段',
        cell: ({ row }) => <Nowrap>{`${row.original.startTime}–${row.original.endTime}`}</Nowrap>,
      },
      {
        id: 'minDuration',
        header: '最短时长',
        cell: ({ row }) => <Nowrap>{formatMinutes(row.original.minDurationMinutes)}</Nowrap>,
      },
      {
        id: 'buildings',
        header: '须巡查楼栋',
        cell: ({ row }) => (
          <div className="flex max-w-64 flex-wrap gap-1">
            {(row.original.buildingNames ?? []).map((b) => (
              <Tag key={b} tag={{ label: b, tone: 'muted' }} />
            ))}
          </div>
        ),
      },
      {
        id: 'hat',
        header: '安全帽',
        cell: ({ row }) =>
          row.original.hatInnerid ? (
            <Nowrap>{row.original.hatInnerid}</Nowrap>
          ) : (
            <Tag tag={{ label: '未绑定', tone: 'danger' }} />
          ),
      },
      {
        id: 'effective',
        header: '生效期',
        cell: ({ row }) => (
          <Nowrap>
            {row.original.effectiveStartDate
              ? `${formatDate(row.original.effectiveStartDate)} 至 ${formatDate(row.original.effectiveEndDate)}`
              : '长期'}
          </Nowrap>
        ),
      },
      ...maintainedColumns<DutyConfig>(),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex gap-1">
            {mayConfig ? (
              <Button size="sm" variant="link" onClick={() => setEditing({ config: row.original })}>
                编辑
              </Button>
            ) : null}
            <Button size="sm" variant="link" onClick={() => setLog(row.original)}>
              操作记录
            </Button>
          </div>
        ),
      },
    ],
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

const TIME = /^\d{2}:\d{2}$/;
const configSchema = z
  .object({
    projectId: z.string().check(z.minLength(1, '请选择项目')),
    userId: z.string().check(z.minLength(1, '请选择值班人员')),
    dutyType: z.enum(['1', '2']),
    weekDays: z.array(z.number()).check(z.minLength(1, '请选择值班日')),
    startTime: z.string().check(z.regex(TIME, '请选择开始时间')),
    endTime: z.string().check(z.regex(TIME, '请选择结束时间')),
    minDurationMinutes: z.string().check(z.regex(/^(\d{1,4})?$/, '请输入整数分钟')),
    buildingIds: z.array(z.number()),
    effectiveStartDate: z.string(),
    effectiveEndDate: z.string(),
    status: z.enum(['0', '1']),
  })
  .check(
    z.refine((v) => !TIME.test(v.startTime) || !TIME.test(v.endTime) || spanMinutes(v.startTime, v.endTime) > 0, {
      message: '结束时间须晚于开始时间',
      path: ['endTime'],
    }),
    z.refine(
      (v) =>
        !v.minDurationMinutes ||
        !TIME.test(v.startTime) ||
        !TIME.test(v.endTime) ||
        Number(v.minDurationMinutes) <= spanMinutes(v.startTime, v.endTime),
      { message: '最短时长不能超过值班时段', path: ['minDurationMinutes'] },
    ),
    z.refine((v) => !v.effectiveStartDate || !v.effectiveEndDate || v.effectiveStartDate <= v.effectiveEndDate, {
      message: '生效结束日期不能早于开始日期',
      path: ['effectiveEndDate'],
    }),
  );
type ConfigForm = ConfigFormValues & { projectId: string };

function ConfigDialog({
  config,
  projectOptions,
  defaultProject,
  onClose,
}: {
  config: DutyConfig | undefined;
  projectOptions: { value: string; label: string }[];
  defaultProject: number | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ConfigForm>({
    resolver: zodResolver(configSchema),
    defaultValues: { ...configFormValues(config), projectId: defaultProject ? String(defaultProject) : '' },
  });
  const projectId = Number(useWatch({ control: form.control, name: 'projectId' })) || 0;
  const users = useQuery(dutyUsersQuery(projectId));
  const buildings = useQuery(dutyBuildingsQuery(projectId));
  const [conflicts, setConflicts] = useState<{ body: DutyConfigForm; message: string; reasons: string[] } | null>(null);
  const save = useMutation({
    mutationFn: (body: DutyConfigForm) => api.POST('/starSafety/duty/config/add', { body }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: 1500 });
      void invalidateOperation(queryClient, 'listDutyConfigs');
      void invalidateOperation(queryClient, 'listDutyConfigOperations');
      onClose();
    },
  });
  const check = useMutation({
    mutationFn: (body: DutyConfigForm) => api.POST('/starSafety/duty/config/addCheck', { body }),
    onSuccess: (env, body) => {
      const r = env.data;
      if (!r || r.pass) save.mutate(body);
      else
        setConflicts({
          body,
          message: r.message || '存在冲突，请确认后提交',
          reasons: r.conflicts.map((c) => `${c.userName ?? ''} ${c.reason}`.trim()),
        });
    },
  });
  const { errors } = form.formState;
  const reg = registered(form);
  const submit = form.handleSubmit((v) => check.mutate(toConfigBody(Number(v.projectId), v, config?.id)));
  return (
    <>
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={config ? `编辑值班配置：${config.userName}` : '新增值班配置'}
        submitting={check.isPending || save.isPending}
        onSubmit={submit}
        width={640}
      >
        <div className="grid grid-cols-2 gap-x-4">
          <ProjectField
            id="duty-projectId"
            options={projectOptions}
            form={form}
            name="projectId"
            onChange={() => {
              form.setValue('userId', '');
              form.setValue('buildingIds', []);
            }}
          />
          <Field label={<RequiredLabel>值班人员</RequiredLabel>} htmlFor="duty-userId" error={errors.userId?.message}>
            <FormCombobox
              control={form.control}
              name="userId"
              id="duty-userId"
              label="值班人员"
              emptyLabel={projectId ? '请选择' : '请先选择项目'}
              options={(users.data ?? []).map((u) => ({
                value: String(u.userId),
                label: `${u.userName}${u.postName ? `（${u.postName}）` : ''}${u.hatBound === false ? ' · 未绑定安全帽' : ''}`,
              }))}
              required
            />
          </Field>
          <Field label={<RequiredLabel>值班类型</RequiredLabel>} htmlFor="duty-dutyType">
            <Select id="duty-dutyType" {...form.register('dutyType')}>
              <option value="1">值班</option>
              <option value="2">带班</option>
            </Select>
          </Field>
          <StatusField id="duty-status" field={form.register('status')} />
        </div>
        <Controller
          control={form.control}
          name="weekDays"
          render={({ field }) => (
            <Field
              label={<RequiredLabel>值班日</RequiredLabel>}
              htmlFor="duty-weekDays"
              error={errors.weekDays?.message}
            >
              <div id="duty-weekDays" role="group" aria-label="值班日" className="flex flex-wrap gap-3 py-1">
                {WEEK_DAYS.map((label, i) => (
                  <label key={label} className="flex items-center gap-1 text-sm text-gray-700">
                    <input
                      type="checkbox"
                      checked={field.value.includes(i + 1)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, i + 1] : field.value.filter((d) => d !== i + 1),
                        )
                      }
                    />
                    {label}
                  </label>
                ))}
              </div>
            </Field>
          )}
        />
        <div className="grid grid-cols-3 gap-x-4">
          <TimeField id="duty-startTime" label="开始时间" {...reg('startTime')} />
          <TimeField id="duty-endTime" label="结束时间" {...reg('endTime')} />
          <NumberField
            id="duty-minDuration"
            label="最短时长（分钟）"
            placeholder="不足判为未达标"
            {...reg('minDurationMinutes')}
          />
        </div>
        <Controller
          control={form.control}
          name="buildingIds"
          render={({ field }) => (
            <Field label="须巡查楼栋/区域" htmlFor="duty-buildings">
              <div id="duty-buildings" role="group" aria-label="须巡查楼栋" className="flex flex-wrap gap-3 py-1">
                {!projectId ? <span className="text-sm text-gray-400">请先选择项目</span> : null}
                {(buildings.data ?? []).map((b) => (
                  <label key={b.buildingId} className="flex items-center gap-1 text-sm text-gray-700">
                    <input
                      type="checkbox"
                      checked={field.value.includes(b.buildingId)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? [...field.value, b.buildingId]
                            : field.value.filter((id) => id !== b.buildingId),
                        )
                      }
                    />
                    {b.buildingName}
                  </label>
                ))}
              </div>
            </Field>
          )}
        />
        <div className="grid grid-cols-2 gap-x-4">
          <Field label="生效开始日期" htmlFor="duty-effStart">
            <FormDatePicker control={form.control} name="effectiveStartDate" id="duty-effStart" />
          </Field>
          <Field label="生效结束日期" htmlFor="duty-effEnd" error={errors.effectiveEndDate?.message}>
            <FormDatePicker control={form.control} name="effectiveEndDate" id="duty-effEnd" />
          </Field>
        </div>
      </FormDialog>
      <ConfirmDialog
        open={conflicts !== null}
        onOpenChange={(o) => !o && setConflicts(null)}
        title="值班配置校验未通过"
        confirmText="仍然提交"
        message={
          <span className="flex flex-col gap-2">
            <span>{conflicts?.message}</span>
            <span className="flex flex-col gap-1">
              {conflicts?.reasons.map((r) => (
                <span key={r} className="rounded bg-warning/10 px-2 py-1 text-xs text-warning">
                  {r}
                </span>
              ))}
            </span>
          </span>
        }
        onConfirm={() => {
          const body = conflicts?.body;
          setConflicts(null);
          if (body) save.mutate(body);
        }}
      />
    </>
  );
}
