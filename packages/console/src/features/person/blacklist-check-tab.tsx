// 核验记录: the check tasks (GET /pc/worker/black/task/list); 查看记录 opens a task's records
// (GET /pc/worker/black/check/record/list/{id}, ?task= in the address) where a hit is handled
// (POST /pc/worker/black/worker/check/status: 禁止进场 or 误报放行).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import { DetailPage } from '@/ui/detail-page';
import { FormDialog } from '@/ui/form-dialog';
import { Field } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import type { FilterField } from '@/ui/filter-bar';
import { CHECK_STATUS, CHECK_TYPE, optionsOf, TASK_STATUS } from './person-model';
import { Select } from '@/ui/select';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { dateColumn, nameColumn, textColumn } from '@/ui/field-columns';
import { linkColumn } from '@/ui/link-column';
import { formDialogProps } from '@/ui/form-dialog-props';
import { useRowDialog } from '@/ui/use-row-dialog';

type Task = components['schemas']['BlacklistCheckTask'];
type CheckRecord = components['schemas']['BlacklistCheckRecord'];

const TASK_FILTERS: FilterField[] = [
  { name: 'status', label: '任务状态', type: 'select', options: optionsOf(TASK_STATUS) },
];
const RECORD_FILTERS: FilterField[] = [
  {
    name: 'hit',
    label: '核验结果',
    type: 'select',
    options: [
      { value: 'true', label: '命中' },
      { value: 'false', label: '未命中' },
    ],
  },
];

export default function BlacklistCheckTab() {
  const [search, setSearch] = useSearchParams();
  const taskId = Number(search.get('task'));
  if (Number.isInteger(taskId) && taskId > 0) return <RecordsView taskId={taskId} />;
  const open = (t: Task) => setSearch({ tab: 'check', task: String(t.id) });
  return <TasksView onOpen={open} />;
}

function TasksView({ onOpen }: { onOpen: (t: Task) => void }) {
  const columns = useMemo<ColumnDef<Task, unknown>[]>(
    () => [
      {
        id: 'task_no',
        header: '任务编号',
        enableHiding: false,
        cell: ({ row }) => <span className="font-medium">{row.original.task_no}</span>,
      },
      textColumn('project_name', '项目'),
      {
        id: 'check_type',
        header: '核验方式',
        cell: ({ row }) => <Nowrap>{CHECK_TYPE[row.original.check_type]}</Nowrap>,
      },
      textColumn('batch_id', '上传批次'),
      {
        id: 'count',
        header: '命中/核验人数',
        cell: ({ row }) => (
          <span className="tabular-nums">
            <span className={row.original.hit_count ? 'font-semibold text-danger' : ''}>
              {row.original.hit_count ?? 0}
            </span>{' '}
            / {row.original.total_count ?? 0}
          </span>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={TASK_STATUS} value={row.original.status} />,
      },
      dateColumn('start_time', '开始时间', 'dateTime'),
      textColumn('operator_name', '发起人'),
      linkColumn({ label: '查看记录', onClick: onOpen }),
    ],
    [onOpen],
  );
  return (
    <ListScreen<Task>
      id="person-blacklist-tasks"
      title="核验任务"
      filters={TASK_FILTERS}
      columns={columns}
      operation="listBlacklistCheckTasks"
      rowId={(t) => String(t.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.GET('/pc/worker/black/task/list', {
          params: {
            query: {
              pageNum: page,
              pageSize: size,
              status: filters.status === undefined ? undefined : Number(filters.status),
            },
          },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

function RecordsView({ taskId }: { taskId: number }) {
  const perm = usePagePermission();
  const { open: handle, ...handling } = useRowDialog<CheckRecord>('listBlacklistCheckRecords');
  const columns = useMemo<ColumnDef<CheckRecord, unknown>[]>(
    () => [
      nameColumn(),
      textColumn('id_card', '身份证号'),
      { id: 'company_name', header: '所属单位', cell: ({ row }) => row.original.company_name ?? '—' },
      textColumn('team_name', '班组'),
      {
        id: 'hit',
        header: '核验结果',
        cell: ({ row }) =>
          row.original.hit ? (
            <span className="rounded bg-danger/10 px-2 py-0.5 text-xs text-danger">
              命中{row.original.black_type_name ? `：${row.original.black_type_name}` : ''}
            </span>
          ) : (
            <span className="rounded bg-success/10 px-2 py-0.5 text-xs text-success">未命中</span>
          ),
      },
      {
        id: 'check_status',
        header: '处理状态',
        cell: ({ row }) => <StatusTag table={CHECK_STATUS} value={row.original.check_status} />,
      },
      {
        id: 'remark',
        header: '处理说明',
        cell: ({ row }) => <span className="line-clamp-2 max-w-60">{row.original.remark ?? '—'}</span>,
      },
      dateColumn('check_time', '核验时间', 'dateTime'),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          row.original.hit && perm.can('editStatus') ? (
            <Button size="sm" variant="link" onClick={() => handle(row.original)}>
              处理
            </Button>
          ) : null,
      },
    ],
    [perm, handle],
  );
  return (
    <DetailPage title={`核验记录：任务 ${taskId}`} backTo="/person/blacklist?tab=check">
      <ListScreen<CheckRecord>
        id="person-blacklist-records"
        filters={RECORD_FILTERS}
        columns={columns}
        operation="listBlacklistCheckRecords"
        scope={taskId}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/pc/worker/black/check/record/list/{id}', {
            params: {
              path: { id: taskId },
              query: {
                pageNum: page,
                pageSize: size,
                hit: filters.hit === undefined ? undefined : filters.hit === 'true',
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {handling.row ? (
        <CheckStatusDialog record={handling.row} onClose={handling.close} onDone={handling.done} />
      ) : null}
    </DetailPage>
  );
}

/** The handling choices of a hit (0 待处理 is where it starts, not a choice). */
const HANDLE_OPTIONS = [1, 2, 3] as const;
const checkStatusSchema = z.object({
  check_status: z.string().check(z.regex(/^[123]$/, '请选择处理结果')),
  remark: z.string().check(z.trim(), z.maxLength(200, '处理说明最多200字')),
});
type CheckStatusForm = z.infer<typeof checkStatusSchema>;

function CheckStatusDialog({
  record,
  onClose,
  onDone,
}: {
  record: CheckRecord;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<CheckStatusForm>({
    resolver: zodResolver(checkStatusSchema),
    defaultValues: {
      check_status: record.check_status === 0 ? '' : String(record.check_status),
      remark: record.remark ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (v: CheckStatusForm) =>
      api.POST('/pc/worker/black/worker/check/status', {
        body: {
          id: record.id,
          check_status: Number(v.check_status) as 1 | 2 | 3,
          ...(v.remark ? { remark: v.remark } : {}),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '处理成功', { duration: 1500 });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} title={`核验处理：${record.name}`}>
      <p className="rounded bg-danger/5 px-3 py-2 text-sm text-danger">
        命中{record.black_type_name ? `「${record.black_type_name}」` : '黑名单'}
        {record.reason ? `：${record.reason}` : ''}
      </p>
      <Field label="处理结果" htmlFor="check_status" error={errors.check_status?.message}>
        <Select id="check_status" aria-invalid={Boolean(errors.check_status)} {...form.register('check_status')}>
          <option value="">请选择处理结果</option>
          {HANDLE_OPTIONS.map((v) => (
            <option key={v} value={v}>
              {CHECK_STATUS[v]?.label}
            </option>
          ))}
        </Select>
      </Field>
      <FormTextField
        form={form}
        name="remark"
        id="check_remark"
        label="处理说明"
        rows={0}
        placeholder="请输入处理说明"
        markInvalid={false}
      />
    </FormDialog>
  );
}
