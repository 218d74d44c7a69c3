// The workers of one attendance confirmation task (001 §7.3 /star/laborwagesattend/task/worker/page), shared by the
// fixed routes /attendanceConfirmation (confirm, register an objection, adjust days) and
// /attendanceSupplementrecording, /subcontracting (补录 missed days). The task comes in the address (?taskId=…).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { formatCount } from '@/domain/money';
import { intOf, text } from './pay-bodies';
import { Notice, TwoLines } from './pay-cells';
import { attendTaskTeamsQuery } from './pay-queries';
import { ATTEND_WORKER_STATUS, optionsOf } from './pay-status';
import { invalidateOperation } from '@site/sdk/query/common';
import { AdjustDialog, ObjectionDialog, SupplementDialog } from './attend-worker-dialogs';

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
