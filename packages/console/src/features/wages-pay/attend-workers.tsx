// The workers of one attendance confirmation task (001 §7.3 /star/laborwagesattend/task/worker/page), shared by the
// fixed routes /attendanceConfirmation (confirm, register an objection, adjust days) and
// /attendanceSupplementrecording, /subcontracting (补录 missed days). The task comes in the address (?taskId=…).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { X } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { DatePicker } from '@/ui/date-picker';
import { ListScreen } from '@/ui/list-screen';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { formatCount } from './money';
import { intOf, supplementDates, text } from './pay-bodies';
import { Notice, TwoLines } from './pay-cells';
import { type AttendAdjustForm, attendAdjustSchema, type SupplementForm, supplementSchema } from './pay-forms';
import { attendTaskTeamsQuery } from './pay-queries';
import { ATTEND_WORKER_STATUS, optionsOf } from './pay-status';
import { invalidateOperation } from '@site/sdk/query/common';

type Worker = components['schemas']['WagesAttendWorker'];

const KEY = 'listWagesAttendWorkers';
const LIST = '/wages/attendConfirm';

export function AttendWorkers({ mode }: { mode: 'confirm' | 'supplement' }) {
  const [search] = useSearchParams();
  const taskId = intOf(search.get('taskId'));
  const title = mode === 'confirm' ? '工人考勤确认' : '考勤补录';
  const where = [search.get('projectName'), search.get('period')].filter(Boolean).join(' ');
  return (
    <DetailPage title={where ? `${title}：${where}` : title} backTo={LIST}>
      {taskId ? (
        <WorkerList taskId={taskId} mode={mode} />
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          缺少考勤任务，请从考勤确认任务列表进入
        </p>
      )}
    </DetailPage>
  );
}

function WorkerList({ taskId, mode }: { taskId: number; mode: 'confirm' | 'supplement' }) {
  const perm = usePagePermission(LIST);
  const queryClient = useQueryClient();
  const teams = useQuery(attendTaskTeamsQuery(taskId));
  const [adjusting, setAdjusting] = useState<Worker | null>(null);
  const [supplementing, setSupplementing] = useState<Worker | null>(null);
  const [objecting, setObjecting] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const canConfirm = perm.hasPerm('salary:confirm');
  const refresh = () => {
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'listWagesAttendTaskTeams');
  };
  const confirm = useMutation({
    mutationFn: (v: { ids: number[]; clear: () => void }) =>
      api.POST('/star/laborwagesattend/task/worker/confirm', { body: { ids: v.ids, result: 1 } }),
    onSuccess: (env, v) => {
      toast.success(env.msg || '已确认', { duration: TOAST_MS });
      v.clear();
      refresh();
    },
  });

  const teamOptions = useMemo(
    () => (teams.data ?? []).map((t) => ({ value: String(t.teamId), label: t.teamName })),
    [teams.data],
  );
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '工人', placeholder: '姓名或身份证号' },
      { name: 'teamId', label: '班组', type: 'select', searchable: true, options: teamOptions },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(ATTEND_WORKER_STATUS) },
    ],
    [teamOptions],
  );

  const columns = useMemo<ColumnDef<Worker, unknown>[]>(
    () => [
      {
        id: 'workerName',
        header: '工人',
        cell: ({ row }) => <TwoLines main={row.original.workerName} sub={row.original.idCard} />,
      },
      { id: 'workType', header: '工种', cell: ({ row }) => row.original.workType ?? '—' },
      {
        id: 'team',
        header: '班组 / 单位',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-44"
            main={<span className="font-normal">{row.original.teamName}</span>}
            sub={row.original.companyName}
          />
        ),
      },
      {
        id: 'attendDays',
        header: '系统考勤（天）',
        cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.attendDays)}</span>,
      },
      {
        id: 'additionDays',
        header: '补录工日',
        cell: ({ row }) => (
          <span className={row.original.additionDays ? 'tabular-nums text-warning' : 'tabular-nums text-muted'}>
            {formatCount(row.original.additionDays, '0')}
          </span>
        ),
      },
      {
        id: 'confirmDays',
        header: '确认工日',
        cell: ({ row }) => (
          <span className="font-semibold tabular-nums text-gray-900">{formatCount(row.original.confirmDays)}</span>
        ),
      },
      {
        id: 'overtimeHours',
        header: '加班（小时）',
        cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.overtimeHours)}</span>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={ATTEND_WORKER_STATUS} value={row.original.status} />,
      },
      {
        id: 'confirmTime',
        header: '确认时间',
        cell: ({ row }) => <span className="tabular-nums">{formatDate(row.original.confirmTime, 'minute')}</span>,
      },
      {
        id: 'remark',
        header: '备注',
        cell: ({ row }) => <p className="max-w-56 truncate text-gray-600">{row.original.remark || '—'}</p>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          mode === 'supplement' ? (
            <Button size="sm" variant="link" onClick={() => setSupplementing(row.original)}>
              补录
            </Button>
          ) : canConfirm ? (
            <Button size="sm" variant="link" onClick={() => setAdjusting(row.original)}>
              调整工日
            </Button>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
    ],
    [mode, canConfirm],
  );

  return (
    <>
      <Notice>
        {mode === 'confirm'
          ? '确认工日 = 系统考勤（闸机、安全帽）+ 补录工日，可按半天调整。勾选工人后可批量确认或登记异议；任务提交后不能再修改。'
          : '为漏打卡的工人补录出勤日，补录工日计入确认工日；请上传班组签字单等证明材料备查。任务提交后不能补录。'}
      </Notice>
      <ListScreen<Worker>
        id={`wages-attend-workers-${mode}`}
        title="工人明细"
        filters={filters}
        columns={columns}
        operation={KEY}
        scope={taskId}
        rowId={(w) => String(w.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const status = intOf(values.status);
          const teamId = intOf(values.teamId);
          const keyword = text(values.keyword);
          const env = await api.POST('/star/laborwagesattend/task/worker/page', {
            body: {
              pageNum: page,
              pageSize: size,
              taskId,
              ...(teamId ? { teamId } : {}),
              ...(status === 0 || status === 1 || status === 2 ? { status } : {}),
              ...(keyword ? { keyword } : {}),
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        bulkActions={
          mode === 'confirm' && canConfirm
            ? (rows, clear) => (
                <span className="ml-3 flex gap-2">
                  <Button
                    size="sm"
                    variant="primary"
                    disabled={confirm.isPending}
                    onClick={() => confirm.mutate({ ids: rows.map((r) => r.id), clear })}
                  >
                    确认工日
                  </Button>
                  <Button size="sm" onClick={() => setObjecting({ ids: rows.map((r) => r.id), clear })}>
                    登记异议
                  </Button>
                </span>
              )
            : undefined
        }
      />
      {adjusting ? (
        <AdjustDialog
          worker={adjusting}
          onClose={() => setAdjusting(null)}
          onDone={() => {
            setAdjusting(null);
            refresh();
          }}
        />
      ) : null}
      {objecting ? (
        <ObjectionDialog
          ids={objecting.ids}
          onClose={() => setObjecting(null)}
          onDone={() => {
            objecting.clear();
            setObjecting(null);
            refresh();
          }}
        />
      ) : null}
      {supplementing ? (
        <SupplementDialog
          taskId={taskId}
          worker={supplementing}
          onClose={() => setSupplementing(null)}
          onDone={() => {
            setSupplementing(null);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

function AdjustDialog({ worker, onClose, onDone }: { worker: Worker; onClose: () => void; onDone: () => void }) {
  const form = useForm<AttendAdjustForm>({
    resolver: zodResolver(attendAdjustSchema),
    defaultValues: {
      confirmDays: String(worker.confirmDays),
      overtimeHours:
        worker.overtimeHours === undefined || worker.overtimeHours === null ? '' : String(worker.overtimeHours),
      remark: '',
    },
  });
  const save = useMutation({
    mutationFn: (v: AttendAdjustForm) =>
      api.POST('/star/laborwagesattend/task/worker/update', {
        body: {
          id: worker.id,
          confirmDays: Number(v.confirmDays),
          ...(v.overtimeHours ? { overtimeHours: Number(v.overtimeHours) } : {}),
          remark: v.remark.trim(),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已调整', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`调整工日：${worker.workerName}`}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        系统考勤 {formatCount(worker.attendDays)} 天，补录 {formatCount(worker.additionDays, '0')} 工日。
      </p>
      <div className="grid grid-cols-2 gap-x-4">
        <Field
          label={<RequiredLabel>确认工日</RequiredLabel>}
          htmlFor="adjust-days"
          error={errors.confirmDays?.message}
        >
          <Input
            id="adjust-days"
            inputMode="decimal"
            aria-invalid={Boolean(errors.confirmDays)}
            {...form.register('confirmDays')}
          />
        </Field>
        <Field label="加班小时" htmlFor="adjust-overtime" error={errors.overtimeHours?.message}>
          <Input
            id="adjust-overtime"
            inputMode="decimal"
            aria-invalid={Boolean(errors.overtimeHours)}
            {...form.register('overtimeHours')}
          />
        </Field>
      </div>
      <Field label={<RequiredLabel>调整原因</RequiredLabel>} htmlFor="adjust-remark" error={errors.remark?.message}>
        <Textarea
          id="adjust-remark"
          placeholder="请写明调整原因"
          aria-invalid={Boolean(errors.remark)}
          {...form.register('remark')}
        />
      </Field>
    </FormDialog>
  );
}

function ObjectionDialog({ ids, onClose, onDone }: { ids: number[]; onClose: () => void; onDone: () => void }) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      api.POST('/star/laborwagesattend/task/worker/confirm', { body: { ids, result: 2, remark: remark.trim() } }),
    onSuccess: (env) => {
      toast.success(env.msg || '异议已登记', { duration: TOAST_MS });
      onDone();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`登记异议（${ids.length} 人）`}
      submitting={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (!remark.trim()) return setError('请填写异议说明');
        if (remark.length > 200) return setError('异议说明最多200字');
        save.mutate();
      }}
    >
      <Field label={<RequiredLabel>异议说明</RequiredLabel>} htmlFor="objection-remark" error={error}>
        <Textarea
          id="objection-remark"
          placeholder="例如：10月12日在地下车库作业，安全帽无信号"
          aria-invalid={Boolean(error)}
          value={remark}
          onChange={(e) => {
            setRemark(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}

function SupplementDialog({
  taskId,
  worker,
  onClose,
  onDone,
}: {
  taskId: number;
  worker: Worker;
  onClose: () => void;
  onDone: () => void;
}) {
  const [search] = useSearchParams();
  const teamId = intOf(search.get('teamId'));
  const [day, setDay] = useState('');
  const form = useForm<SupplementForm>({
    resolver: zodResolver(supplementSchema),
    defaultValues: { dates: [], daysPerDate: '1', overtimeHours: '', reason: '' },
  });
  const dates = useWatch({ control: form.control, name: 'dates' });
  const setDates = (next: string[]) =>
    form.setValue('dates', supplementDates(next), { shouldValidate: form.formState.isSubmitted });
  const save = useMutation({
    mutationFn: (v: SupplementForm) =>
      api.POST('/star/laborwagesattend/task/addition', {
        body: {
          taskId,
          ...(teamId ? { teamId } : {}),
          workerId: worker.workerId,
          dates: supplementDates(v.dates),
          daysPerDate: v.daysPerDate === '0.5' ? 0.5 : 1,
          ...(v.overtimeHours ? { overtimeHours: Number(v.overtimeHours) } : {}),
          reason: v.reason.trim(),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '补录成功', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`补录考勤：${worker.workerName}`}
      width={560}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        {worker.teamName ?? ''} · 系统考勤 {formatCount(worker.attendDays)} 天，已补录{' '}
        {formatCount(worker.additionDays, '0')} 工日
      </p>
      <Field label={<RequiredLabel>补录日期</RequiredLabel>} htmlFor="supplement-day" error={errors.dates?.message}>
        <div className="flex gap-2">
          <DatePicker
            id="supplement-day"
            className="w-48"
            value={day}
            invalid={Boolean(errors.dates)}
            onChange={setDay}
          />
          <Button
            disabled={!day}
            onClick={() => {
              setDates([...dates, day]);
              setDay('');
            }}
          >
            添加日期
          </Button>
        </div>
        {dates.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="已添加的日期">
            {dates.map((d) => (
              <li key={d} className="flex items-center gap-1 rounded bg-primary-soft px-2 py-0.5 text-xs text-primary">
                {d}
                <button
                  type="button"
                  aria-label={`移除 ${d}`}
                  className="rounded hover:bg-primary/10"
                  onClick={() => setDates(dates.filter((x) => x !== d))}
                >
                  <X className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </Field>
      <div className="grid grid-cols-2 gap-x-4">
        <Field label="每日计工" htmlFor="supplement-per-day">
          <Select id="supplement-per-day" {...form.register('daysPerDate')}>
            <option value="1">全天（1 工日）</option>
            <option value="0.5">半天（0.5 工日）</option>
          </Select>
        </Field>
        <Field label="补录加班小时" htmlFor="supplement-overtime" error={errors.overtimeHours?.message}>
          <Input
            id="supplement-overtime"
            inputMode="decimal"
            aria-invalid={Boolean(errors.overtimeHours)}
            {...form.register('overtimeHours')}
          />
        </Field>
      </div>
      <Field label={<RequiredLabel>补录原因</RequiredLabel>} htmlFor="supplement-reason" error={errors.reason?.message}>
        <Textarea
          id="supplement-reason"
          placeholder="例如：安全帽定位离线，当日在地下车库浇筑混凝土"
          aria-invalid={Boolean(errors.reason)}
          {...form.register('reason')}
        />
      </Field>
    </FormDialog>
  );
}
