// 临时人脸登记 (001 §7.8 /faceAuth/tempregister/*): people not yet registered by real name register their face at a
// gate to enter for a few days; the project reviews them (通过 with a validity of at most 7 days, or 驳回 with a reason),
// and removes registrations (also revoking the face at the gates), one by one or several at once.
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { TEMP_STATUS, optionsOf, type TempRegister } from './complaint-model';
import { projectOf } from './complaint-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { TempDetailDialog, ApproveDialog, RejectDialog } from './temp-register-dialogs';

const KEY = 'pageTempFaceRegisters';

const FILTERS: FilterField[] = [
  { name: 'name', label: '姓名' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(TEMP_STATUS) },
  { name: 'startDate', label: '登记日期起', type: 'date' },
  { name: 'endDate', label: '登记日期止', type: 'date' },
];

type Pending = { kind: 'view' | 'approve' | 'reject'; row: TempRegister } | { kind: 'delete'; rows: TempRegister[] };

export default function TempRegisterPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const [pending, setPending] = useState<Pending | null>(null);
  const [clearSelection, setClearSelection] = useState<(() => void) | null>(null);
  const close = () => setPending(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  // Reviewing is the page's add bit (2), removing its delete bit (8).
  const mayReview = perm.can('add');
  const mayDelete = perm.can('delete');

  const remove = useMutation({
    mutationFn: (ids: number[]) => api.POST('/faceAuth/tempregister/delete', { body: { ids } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已删除', { duration: TOAST_MS });
      close();
      clearSelection?.();
      refresh();
    },
  });

  const columns = useMemo<ColumnDef<TempRegister, unknown>[]>(
    () => [
      {
        id: 'name',
        header: '姓名',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-medium text-gray-900">
              {row.original.name}
              <span className="ml-1.5 text-xs font-normal text-gray-500">
                {row.original.gender === 2 ? '女' : row.original.gender === 1 ? '男' : ''}
              </span>
            </p>
            <p className="text-xs text-gray-500">{row.original.idCard}</p>
          </div>
        ),
      },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      {
        id: 'company',
        header: '所属单位 / 班组',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{row.original.companyName ?? '—'}</p>
            <p className="text-xs text-gray-500">{row.original.teamName ?? '—'}</p>
          </div>
        ),
      },
      { id: 'workType', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workType}</Nowrap> },
      {
        id: 'reason',
        header: '进场事由',
        cell: ({ row }) => (
          <p className="max-w-56 truncate" title={row.original.reason}>
            {row.original.reason}
          </p>
        ),
      },
      { id: 'deviceName', header: '登记闸机', cell: ({ row }) => <Nowrap>{row.original.deviceName}</Nowrap> },
      {
        id: 'registerTime',
        header: '登记时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.registerTime, 'minute')}</Nowrap>,
      },
      {
        id: 'valid',
        header: '有效期',
        cell: ({ row }) => (
          <Nowrap>
            {formatDate(row.original.validFrom)} 至 {formatDate(row.original.validTo)}
          </Nowrap>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={TEMP_STATUS} value={row.original.status} />,
      },
      {
        id: 'auditor',
        header: '审核',
        cell: ({ row }) =>
          row.original.auditorName ? (
            <div className="whitespace-nowrap">
              <p>{row.original.auditorName}</p>
              <p className="text-xs text-gray-500">{formatDate(row.original.auditTime, 'minute')}</p>
            </div>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="flex gap-3">
              <Button size="sm" variant="link" onClick={() => setPending({ kind: 'view', row: r })}>
                详情
              </Button>
              {r.status === 0 && mayReview ? (
                <>
                  <Button size="sm" variant="link" onClick={() => setPending({ kind: 'approve', row: r })}>
                    通过
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    className="text-warning"
                    onClick={() => setPending({ kind: 'reject', row: r })}
                  >
                    驳回
                  </Button>
                </>
              ) : null}
              {mayDelete ? (
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => setPending({ kind: 'delete', rows: [r] })}
                >
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [mayReview, mayDelete],
  );

  return (
    <>
      <ListScreen<TempRegister>
        id="complaint-temp-register"
        title="临时人脸登记"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters, signal }) => {
          const status = filters.status ? (Number(filters.status) as 0 | 1 | 2 | 3) : undefined;
          const env = await api.POST('/faceAuth/tempregister/page', {
            body: {
              pageNum: page,
              pageSize: size,
              projectId,
              name: filters.name,
              status,
              startDate: filters.startDate,
              endDate: filters.endDate,
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        bulkActions={
          mayDelete
            ? (rows, clear) => (
                <Button
                  size="sm"
                  variant="danger"
                  className="ml-3"
                  onClick={() => {
                    setClearSelection(() => clear);
                    setPending({ kind: 'delete', rows });
                  }}
                >
                  批量删除
                </Button>
              )
            : undefined
        }
      />
      {pending?.kind === 'view' ? <TempDetailDialog id={pending.row.id} onClose={close} /> : null}
      {pending?.kind === 'approve' ? (
        <ApproveDialog
          row={pending.row}
          onClose={close}
          onDone={() => {
            close();
            refresh();
          }}
        />
      ) : null}
      {pending?.kind === 'reject' ? (
        <RejectDialog
          row={pending.row}
          onClose={close}
          onDone={() => {
            close();
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        onOpenChange={(o) => !o && close()}
        title="删除临时人脸登记"
        message={
          pending?.kind === 'delete'
            ? `确定删除${pending.rows.length > 1 ? `选中的 ${pending.rows.length} 条登记` : `“${pending.rows[0]?.name}”的登记`}吗？删除后同时撤销闸机上的人脸授权。`
            : ''
        }
        confirmText="删除"
        onConfirm={() => pending?.kind === 'delete' && remove.mutate(pending.rows.map((r) => r.id))}
      />
    </>
  );
}
