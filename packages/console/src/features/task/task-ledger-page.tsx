// 任务台账 (001 §7.1 /duty/taskLedger/*, menu task/ledger): tasks given to managers by position, with filters;
// 详情 opens the task detail route, 作废 cancels an unfinished task with a reason (power bit 32, perm task:cancel),
// 作废记录 lists the cancellations, 导出 downloads the current filter as xlsx and 导出 Word as a printable ledger.
import { useState } from 'react';
import { FileText, History } from 'lucide-react';
import { api } from '@/platform/api';
import { useListParams } from '@/lib/list-params';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { optionsOf, TASK_STATUS, TASK_TYPES, taskFilterQuery, type TaskLedger } from './task-model';
import { TASK_KEYS } from './task-queries';
import { CancelTaskDialog } from './cancel-task-dialog';
import { AbolishRecordDialog } from './abolish-record-dialog';
import { taskLedgerColumns } from './ledger-columns';
import { useLedger } from './use-ledger';
import { useWordExport } from './use-word-export';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '名称、编号或执行人' },
  { name: 'taskType', label: '任务类型', type: 'select', options: optionsOf(TASK_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(TASK_STATUS) },
  { name: 'positionName', label: '执行岗位' },
  ...dateRangeFilters(),
];
const FILTER_NAMES = FILTERS.map((f) => f.name);

export default function TaskLedgerPage() {
  const { filters } = useListParams(FILTER_NAMES);
  const { mayExport, columns, cancelling, setCancelling, cancelled } = useLedger<TaskLedger>(
    'task',
    TASK_KEYS,
    taskLedgerColumns,
  );
  const [records, setRecords] = useState(false);

  const [exportWord, wordBusy] = useWordExport(() => taskFilterQuery(filters));

  return (
    <>
      <ListScreen<TaskLedger>
        id="task-ledger"
        title="任务台账"
        filters={FILTERS}
        columns={columns}
        operation="listDutyTaskLedgers"
        rowId={(t) => String(t.id)}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/duty/taskLedger/listPage', {
            params: { query: { pageNum: page, pageSize: size, ...taskFilterQuery(f) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        {...(mayExport
          ? {
              exportFile: (f) => api.GET('/duty/taskLedger/export', { params: { query: taskFilterQuery(f) } }),
            }
          : {})}
        toolbar={
          <>
            <Button onClick={() => setRecords(true)}>
              <History />
              作废记录
            </Button>
            {mayExport ? (
              <Button onClick={() => exportWord()} disabled={wordBusy}>
                <FileText />
                导出 Word
              </Button>
            ) : null}
          </>
        }
      />
      {cancelling ? (
        <CancelTaskDialog type="task" task={cancelling} onClose={() => setCancelling(null)} onDone={cancelled} />
      ) : null}
      {records ? <AbolishRecordDialog onClose={() => setRecords(false)} /> : null}
    </>
  );
}
