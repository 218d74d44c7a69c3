// The workers of one attendance confirmation task (001 §7.3 /star/laborwagesattend/task/worker/page), shared by the
// fixed routes /attendanceConfirmation (confirm, register an objection, adjust days) and
// /attendanceSupplementrecording, /subcontracting (补录 missed days). The task comes in the address (?taskId=…).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@site/sdk';
import { Button } from '@/ui/button';
import { DetailPage } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { intOf } from '@/domain/filter-body';
import { Notice } from './pay-cells';
import { AdjustDialog, ObjectionDialog, SupplementDialog } from './attend-worker-dialogs';
import { workerColumns } from './attend-worker-columns';
import { ATTEND_LIST, WORKERS_KEY, loadWorkers, useAttendWorkers } from './use-attend-workers';

type Worker = components['schemas']['WagesAttendWorker'];
type Mode = 'confirm' | 'supplement';
type State = ReturnType<typeof useAttendWorkers>;

export function AttendWorkers({ mode }: { mode: Mode }) {
  const [search] = useSearchParams();
  const taskId = intOf(search.get('taskId'));
  const title = mode === 'confirm' ? '工人考勤确认' : '考勤补录';
  const where = [search.get('projectName'), search.get('period')].filter(Boolean).join(' ');
  return (
    <DetailPage title={where ? `${title}：${where}` : title} backTo={ATTEND_LIST}>
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

function WorkerList({ taskId, mode }: { taskId: number; mode: Mode }) {
  const state = useAttendWorkers(taskId);
  const { canConfirm, setAdjusting, setSupplementing } = state;
  const columns = useMemo(
    () => workerColumns({ mode, canConfirm, onAdjust: setAdjusting, onSupplement: setSupplementing }),
    [mode, canConfirm, setAdjusting, setSupplementing],
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
        filters={state.filters}
        columns={columns}
        operation={WORKERS_KEY}
        scope={taskId}
        rowId={(w) => String(w.id)}
        load={(params) => loadWorkers(taskId, params)}
        bulkActions={
          mode === 'confirm' && canConfirm
            ? (rows, clear) => <BulkActions state={state} ids={rows.map((r) => r.id)} clear={clear} />
            : undefined
        }
      />
      <WorkerDialogs taskId={taskId} state={state} />
    </>
  );
}

/** 确认工日 and 登记异议 for the checked workers. */
function BulkActions({ state, ids, clear }: { state: State; ids: number[]; clear: () => void }) {
  return (
    <span className="ml-3 flex gap-2">
      <Button
        size="sm"
        variant="primary"
        disabled={state.confirm.isPending}
        onClick={() => state.confirm.mutate({ ids, clear })}
      >
        确认工日
      </Button>
      <Button size="sm" onClick={() => state.setObjecting({ ids, clear })}>
        登记异议
      </Button>
    </span>
  );
}

/** The dialog open for a row (adjust, supplement) or for the checked rows (objection). */
function WorkerDialogs({ taskId, state }: { taskId: number; state: State }) {
  const { adjusting, setAdjusting, objecting, setObjecting, supplementing, setSupplementing, refresh } = state;
  return (
    <>
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
