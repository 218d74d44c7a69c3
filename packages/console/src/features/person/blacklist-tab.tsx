// 黑名单 list (GET /pc/worker/black/list): filters, 编辑 and 解除 through POST /pc/worker/black/edit (new when the
// page may add), each per the page's power bits.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { ListScreen } from '@/ui/list-screen';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormDialog } from '@/ui/form-dialog';
import { Field } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import type { FilterField } from '@/ui/filter-bar';
import { joinKnown, nameDetailColumn } from '@/ui/name-detail-column';
import { blacklistSchema, type BlacklistFormInput } from './blacklist-schema';
import { IdentityFields } from './identity-fields';
import { BLACK_SOURCE, BLACK_STATUS, BLACK_TYPE, blacklistBody, optionsOf, releaseBody, SEX } from './person-model';
import { Select } from '@/ui/select';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { invalidateOperation } from '@site/sdk/query/common';
import { textColumn } from '@/ui/field-columns';
import { formDialogProps } from '@/ui/form-dialog-props';
import { useRowDialog } from '@/ui/use-row-dialog';
import { linksColumn } from '@/ui/links-column';
import { editTitle } from '@/ui/save-form-dialog';

type Black = components['schemas']['BlacklistWorker'];

const FILTERS: FilterField[] = [
  { name: 'name', label: '姓名' },
  { name: 'id_card', label: '身份证号' },
  { name: 'black_type', label: '类型', type: 'select', options: optionsOf(BLACK_TYPE) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(BLACK_STATUS) },
];

const KEY = 'listBlacklistWorkers';

export default function BlacklistTab() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { open: edit, ...editing } = useRowDialog<Black | 'new'>(KEY);
  const [releasing, setReleasing] = useState<Black | null>(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  const release = useMutation({
    mutationFn: (row: Black) => api.POST('/pc/worker/black/edit', { body: releaseBody(row) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已解除', { duration: 1500 });
      setReleasing(null);
      refresh();
    },
  });
  const columns = useMemo<ColumnDef<Black, unknown>[]>(
    () => [
      nameDetailColumn<Black>((b) => joinKnown(SEX[b.gender ?? 0], b.age ? `${b.age}岁` : '', b.native_place)),
      textColumn('id_card', '身份证号'),
      {
        id: 'black_type',
        header: '类型',
        cell: ({ row }) => (
          <span className="whitespace-nowrap rounded bg-danger/10 px-2 py-0.5 text-xs text-danger">
            {row.original.black_type_name ?? BLACK_TYPE[row.original.black_type] ?? '—'}
          </span>
        ),
      },
      {
        id: 'reason',
        header: '列入原因',
        cell: ({ row }) => <span className="line-clamp-2 max-w-72">{row.original.reason}</span>,
      },
      {
        id: 'last',
        header: '最近单位/项目',
        cell: ({ row }) => (
          <div className="flex flex-col text-xs">
            <span>{row.original.last_company_name ?? '—'}</span>
            <span className="text-gray-500">{row.original.last_project_name ?? ''}</span>
          </div>
        ),
      },
      { id: 'source', header: '来源', cell: ({ row }) => <Nowrap>{BLACK_SOURCE[row.original.source ?? 0]}</Nowrap> },
      {
        id: 'period',
        header: '有效期',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatDate(row.original.start_date)} ~ {row.original.end_date ? formatDate(row.original.end_date) : '永久'}
          </span>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={BLACK_STATUS} value={row.original.status} />,
      },
      textColumn('operator_name', '操作人'),
      linksColumn<Black>(
        [
          { text: '编辑', show: perm.can('edit'), onClick: edit },
          {
            text: '解除',
            show: (b) => perm.can('edit') && b.status === 1,
            tone: 'danger',
            onClick: setReleasing,
          },
        ],
        'flex gap-2',
      ),
    ],
    [perm, edit],
  );

  return (
    <>
      <ListScreen<Black>
        id="person-blacklist"
        title="黑名单"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        rowId={(b) => String(b.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => edit('new')}>
              <Plus />
              新增
            </Button>
          ) : null
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/pc/worker/black/list', {
            params: {
              query: {
                pageNum: page,
                pageSize: size,
                name: filters.name,
                id_card: filters.id_card,
                black_type: filters.black_type ? Number(filters.black_type) : undefined,
                status: filters.status === undefined ? undefined : Number(filters.status),
              },
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing.row ? (
        <BlacklistDialog
          row={editing.row === 'new' ? undefined : editing.row}
          onClose={editing.close}
          onDone={editing.done}
        />
      ) : null}
      <ConfirmDialog
        open={releasing !== null}
        onOpenChange={(o) => !o && setReleasing(null)}
        title="解除黑名单"
        message={releasing ? `确定要将「${releasing.name}」移出黑名单吗？解除后可正常进场登记。` : ''}
        onConfirm={() => releasing && release.mutate(releasing)}
      />
    </>
  );
}

/** The two dates of an entry, each a date picker. */
const DATE_FIELDS = [
  ['start_date', '生效日期'],
  ['end_date', '到期日期（不填为永久）'],
] as const;

export function BlacklistDialog({ row, onClose, onDone }: { row?: Black; onClose: () => void; onDone: () => void }) {
  const editing = Boolean(row);
  const form = useForm<BlacklistFormInput>({
    resolver: zodResolver(blacklistSchema(editing)),
    defaultValues: {
      name: row?.name ?? '',
      id_card: row?.id_card ?? '',
      mobile: row?.mobile ?? '',
      black_type: row ? String(row.black_type) : '',
      reason: row?.reason ?? '',
      start_date: row?.start_date ?? '',
      end_date: row?.end_date ?? '',
      status: row ? String(row.status) : '1',
    },
  });
  const save = useMutation({
    mutationFn: (v: BlacklistFormInput) =>
      api.POST('/pc/worker/black/edit', {
        body: blacklistBody(v, row ? { id: row.id, worker_id: row.worker_id ?? null } : undefined),
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: 1500 });
      onDone();
    },
  });
  const { errors } = form.formState;
  const err = (name: keyof BlacklistFormInput) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': `bl-${name}-error`,
  });
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} width={620} title={editTitle('黑名单', row, (r) => r.name)}>
      <div className="grid grid-cols-2 gap-x-4">
        <IdentityFields
          form={form}
          ids={['bl-name', 'bl-id_card', 'bl-mobile']}
          editing={editing}
          mobilePlaceholder="选填"
          describedByError
        />
        <Field label="类型" htmlFor="bl-black_type" error={errors.black_type?.message}>
          <Select id="bl-black_type" {...err('black_type')} {...form.register('black_type')}>
            <option value="">请选择类型</option>
            {optionsOf(BLACK_TYPE).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        {DATE_FIELDS.map(([name, label]) => (
          <FormDateField
            key={name}
            form={form}
            name={name}
            id={`bl-${name}`}
            label={label}
            aria-describedby={`bl-${name}-error`}
          />
        ))}
        {editing ? (
          <Field label="状态" htmlFor="bl-status" error={errors.status?.message}>
            <Select id="bl-status" {...form.register('status')}>
              {optionsOf(BLACK_STATUS).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
      </div>
      <FormTextField
        form={form}
        name="reason"
        id="bl-reason"
        label="列入原因"
        rows={0}
        placeholder="请输入列入原因"
        describedBy="bl-reason-error"
      />
    </FormDialog>
  );
}
