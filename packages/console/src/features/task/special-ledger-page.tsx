// 专项任务台账 (001 §7.1 /duty/specialTaskLedger/*, menu task/specialLedger): special tasks issued by the company or a
// branch and carried out per project — progress of check items, hazards found, status; 详情 opens the task detail
// route, 作废 cancels an unfinished one with a reason (power bit 32, perm task:cancel), 导出 downloads the filter.
import { api } from '@/platform/api';
import { ListScreen } from '@/ui/list-screen';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { optionsOf, SPECIAL_STATUS, SPECIAL_TYPES, specialFilterQuery, type SpecialLedger } from './task-model';
import { SPECIAL_KEYS } from './task-queries';
import { CancelTaskDialog } from './cancel-task-dialog';
import { specialLedgerColumns } from './ledger-columns';
import { useLedger } from './use-ledger';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '名称、编号或负责人' },
  { name: 'specialType', label: '专项类型', type: 'select', options: optionsOf(SPECIAL_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(SPECIAL_STATUS) },
  ...dateRangeFilters(),
];

export default function SpecialLedgerPage() {
  const { mayExport, columns, cancelling, setCancelling, cancelled } = useLedger<SpecialLedger>(
    'special',
    SPECIAL_KEYS,
    specialLedgerColumns,
  );

  return (
    <>
      <ListScreen<SpecialLedger>
        id="task-special-ledger"
        title="专项任务台账"
        filters={FILTERS}
        columns={columns}
        operation="listDutySpecialTaskLedgers"
        rowId={(t) => String(t.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/duty/specialTaskLedger/listPage', {
            params: { query: { pageNum: page, pageSize: size, ...specialFilterQuery(filters) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        {...(mayExport
          ? {
              exportFile: (f) =>
                api.GET('/duty/specialTaskLedger/export', { params: { query: specialFilterQuery(f) } }),
            }
          : {})}
      />
      {cancelling ? (
        <CancelTaskDialog type="special" task={cancelling} onClose={() => setCancelling(null)} onDone={cancelled} />
      ) : null}
    </>
  );
}
