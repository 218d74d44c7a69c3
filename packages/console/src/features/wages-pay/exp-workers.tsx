// The workers of a pre-settlement (001 §7.3 WagesExpWorker rows of listByExp and getbyteamid): their columns and the
// 修改 dialog (saveByExp: days, daily wage, deductions, paid; payable is days × daily wage), shared by
// /wagesmaintenance, /wagesconfirm and /wagesother.
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import type { ListScreenProps } from '@/ui/list-screen';
import type { FilterValues } from '@/lib/list-params';
import { FormTextField } from '@/ui/form-text-field';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { StatusTag } from '@/ui/status-tag';
import { formatYuan } from '@/domain/money';
import { decimalOf } from './pay-bodies';
import { intOf, text } from '@/domain/filter-body';
import { workerNameColumn, workerWageColumns } from './salary-level-columns';
import { type ExpWorkerForm, expWorkerSchema } from './pay-forms';
import { WORKER_CONFIRM_STATUS, optionsOf } from './pay-status';

export type ExpWorker = components['schemas']['WagesExpWorker'];

export const EXP_WORKER_KEYS = ['pageSalaryExpWorkersByExp', 'pageSalaryExpWorkersByTeam'] as const;

export const EXP_WORKER_FILTERS: FilterField[] = [
  { name: 'keyword', label: '工人', placeholder: '姓名或身份证号' },
  { name: 'confirmStatus', label: '确认状态', type: 'select', options: optionsOf(WORKER_CONFIRM_STATUS) },
];

/** The keyword and confirmation status of the workers' filter bar, as the list calls take them. */
export function expWorkerFilter(filters: FilterValues) {
  const keyword = text(filters.keyword);
  const confirmStatus = intOf(filters.confirmStatus);
  return { ...(keyword ? { keyword } : {}), ...(confirmStatus !== undefined ? { confirmStatus } : {}) };
}

/** The ListScreen `load` of all the workers of one pre-settlement (listByExp). */
export const loadExpWorkers =
  (expId: number): ListScreenProps<ExpWorker>['load'] =>
  async ({ page, size, filters, signal }) => {
    const env = await api.POST('/star/salaryExpWorkerList/listByExp', {
      body: { pageNum: page, pageSize: size, expId, ...expWorkerFilter(filters) },
      signal,
    });
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  };

export function expWorkerColumns(onEdit?: (w: ExpWorker) => void): ColumnDef<ExpWorker, unknown>[] {
  const columns: ColumnDef<ExpWorker, unknown>[] = [
    workerNameColumn(),
    ...workerWageColumns<ExpWorker>(),
    {
      id: 'confirmStatus',
      header: '工人确认',
      cell: ({ row }) => <StatusTag table={WORKER_CONFIRM_STATUS} value={row.original.confirmStatus} />,
    },
    {
      id: 'remark',
      header: '备注',
      cell: ({ row }) => <p className="max-w-48 truncate text-gray-600">{row.original.remark || '—'}</p>,
    },
  ];
  if (onEdit) {
    columns.push({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <Button size="sm" variant="link" onClick={() => onEdit(row.original)}>
          修改
        </Button>
      ),
    });
  }
  return columns;
}

const str = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The saveByExp body of one edited worker (payable = days × daily wage, rounded to the fen). */
function expWorkerSave(w: Pick<ExpWorker, 'id' | 'workerId'>, v: ExpWorkerForm) {
  const attendDays = Number(v.attendDays);
  const dailyWage = Number(v.dailyWage);
  const deductAmount = decimalOf(v.deductAmount);
  const paidAmount = decimalOf(v.paidAmount);
  return {
    id: w.id,
    workerId: w.workerId,
    attendDays,
    dailyWage,
    payableAmount: Math.round(attendDays * dailyWage * 100) / 100,
    ...(deductAmount !== undefined ? { deductAmount } : {}),
    ...(paidAmount !== undefined ? { paidAmount } : {}),
    remark: v.remark.trim() || null,
  };
}

/** The 修改 dialog's amounts: the field, its label and whether it is required. */
const EXP_WORKER_AMOUNTS: [keyof ExpWorkerForm, string, boolean][] = [
  ['attendDays', '出勤天数', true],
  ['dailyWage', '日工资（元）', true],
  ['deductAmount', '扣款（元）', false],
  ['paidAmount', '已发（元）', false],
];

export function ExpWorkerDialog({
  expId,
  worker,
  onClose,
  onDone,
}: {
  expId: number;
  worker: ExpWorker;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<ExpWorkerForm>({
    resolver: zodResolver(expWorkerSchema),
    defaultValues: {
      attendDays: str(worker.attendDays),
      dailyWage: str(worker.dailyWage),
      deductAmount: str(worker.deductAmount),
      paidAmount: str(worker.paidAmount),
      remark: worker.remark ?? '',
    },
  });
  const save = useSaveMutation(
    (v: ExpWorkerForm) =>
      api.POST('/star/salaryExpWorkerList/saveByExp', { body: { expId, workers: [expWorkerSave(worker, v)] } }),
    onDone,
  );
  const [days, wage] = useWatch({ control: form.control, name: ['attendDays', 'dailyWage'] });
  const payable = Number(days) * Number(wage);
  return (
    <SaveFormDialog form={form} save={save} onClose={onClose} title={`修改工资：${worker.workerName}`} width={560}>
      <div className="grid grid-cols-2 gap-x-4">
        {EXP_WORKER_AMOUNTS.map(([name, label, required]) => (
          <FormTextField
            key={name}
            form={form}
            name={name}
            id={`ew-${name}`}
            label={label}
            required={required}
            inputMode="decimal"
          />
        ))}
      </div>
      <p className="text-sm text-gray-600">
        应发 = 出勤天数 × 日工资：
        <span className="font-semibold text-gray-900">{Number.isFinite(payable) ? formatYuan(payable) : '—'}</span>
      </p>
      <FormTextField
        form={form}
        name="remark"
        id="ew-remark"
        label="备注"
        rows={0}
        placeholder="例如：扣款为宿舍水电费"
        markInvalid={false}
      />
    </SaveFormDialog>
  );
}
