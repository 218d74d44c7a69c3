// 企业电子印章 (/legal/seal, power_value 258): the seal ledger with company/type/status filters; 新增 opens /addSeal
// (bit 2), 详情 opens /sealDetail?id=, 启用/停用 (editStatus, allowed unless bit 1024) and 删除 (bit 8) after a
// confirmation. Designed calls: GET /legal-service/seal/page, POST seal/updateStatus, POST seal/delete.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { api } from '@/app/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag, Tag } from '@/ui/status-tag';
import { useSealToggle } from './seal-actions';
import {
  AUTH_STATUS,
  options,
  SEAL_STATUS,
  SEAL_TYPE,
  sealActions,
  sealPageQuery,
  periodText,
  sealExpired,
  type Seal,
} from './seal-model';
import { loadSeals, SEAL_LIST_KEY } from './seal-queries';
import { SealImage } from './seal-image';

const FILTERS: FilterField[] = [
  { name: 'companyName', label: '企业名称' },
  { name: 'sealType', label: '印章类型', type: 'select', options: options(SEAL_TYPE) },
  { name: 'status', label: '状态', type: 'select', options: options(SEAL_STATUS) },
];

export default function SealPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const toggle = useSealToggle();
  const del = useRowDelete<Seal>({
    run: (s) => api.POST('/legal-service/seal/delete', { body: { id: s.id } }),
    done: '印章已删除',
    invalidate: SEAL_LIST_KEY,
  });
  const askDelete = del.ask;
  const askToggle = toggle.ask;
  const canToggle = perm.can('editStatus');
  const canDelete = perm.can('delete');

  const columns = useMemo<ColumnDef<Seal, unknown>[]>(
    () => [
      {
        id: 'seal',
        header: '印章',
        cell: ({ row }) => (
          <div className="flex items-center gap-3">
            <SealImage src={row.original.imageUrl} name={row.original.sealName} size="sm" />
            <div className="min-w-0">
              <div className="font-medium text-gray-900">{row.original.sealName}</div>
              <div className="mt-0.5 flex items-center gap-2 text-xs text-muted">
                <StatusTag table={SEAL_TYPE} value={row.original.sealType} />
                {row.original.sealNo ?? ''}
              </div>
            </div>
          </div>
        ),
      },
      {
        id: 'companyName',
        header: '所属企业',
        cell: ({ row }) => (
          <div>
            <div>{row.original.companyName}</div>
            <div className="text-xs text-muted">{row.original.creditCode ?? ''}</div>
          </div>
        ),
      },
      {
        id: 'keeper',
        header: '保管人',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <div>{row.original.keeperName ?? '—'}</div>
            <div className="text-xs text-muted">{row.original.keeperMobile ?? ''}</div>
          </div>
        ),
      },
      {
        id: 'validity',
        header: '授权有效期',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <div>{periodText(row.original)}</div>
            {sealExpired(row.original) ? <Tag tag={{ label: '已过期', tone: 'danger' }} className="mt-0.5" /> : null}
          </div>
        ),
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={SEAL_STATUS} value={row.original.status} />,
      },
      {
        id: 'authStatus',
        header: '签章授权',
        cell: ({ row }) => <StatusTag table={AUTH_STATUS} value={row.original.authStatus} />,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const s = row.original;
          const act = sealActions(s.status);
          return (
            <div className="flex gap-1 whitespace-nowrap">
              <Button size="sm" variant="link" onClick={() => void navigate(`/sealDetail?id=${s.id}`)}>
                详情
              </Button>
              {canToggle && act.toggle === 2 ? (
                <Button size="sm" variant="link" className="text-warning" onClick={() => askToggle(s, 2)}>
                  停用
                </Button>
              ) : null}
              {canToggle && act.toggle === 1 ? (
                <Button size="sm" variant="link" onClick={() => askToggle(s, 1)}>
                  启用
                </Button>
              ) : null}
              {canDelete && act.deletable ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(s)}>
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [navigate, canToggle, canDelete, askToggle, askDelete],
  );

  return (
    <>
      <ListScreen<Seal>
        id="legal-seals"
        title="企业电子印章"
        filters={FILTERS}
        columns={columns}
        operation={SEAL_LIST_KEY}
        rowId={(s) => String(s.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => void navigate('/addSeal')}>
              <Plus />
              新增印章
            </Button>
          ) : null
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await loadSeals(sealPageQuery(page, size, filters), signal);
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {toggle.dialog}
      <DeleteConfirm del={del} title="删除印章" message={(s) => `确定删除“${s.sealName}”吗？删除后不可恢复。`} />
    </>
  );
}
