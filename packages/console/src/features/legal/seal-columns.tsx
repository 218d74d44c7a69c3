// 企业电子印章's columns (seal-page.tsx): the seal with its impression, company, keeper, validity, status,
// authorisation and each row's 详情, 启用/停用 and 删除 as its status allows.
import type { ColumnDef } from '@tanstack/react-table';
import { RowActions } from '@/ui/row-actions';
import { StatusTag, Tag } from '@/ui/status-tag';
import { AUTH_STATUS, SEAL_STATUS, SEAL_TYPE, sealActions, periodText, sealExpired, type Seal } from './seal-model';
import { SealImage } from './seal-image';

interface SealActionsProps {
  canToggle: boolean;
  canDelete: boolean;
  onView: (s: Seal) => void;
  onToggle: (s: Seal, to: 1 | 2) => void;
  onDelete: (s: Seal) => void;
}

export const sealColumns = (actions: SealActionsProps): ColumnDef<Seal, unknown>[] => [
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
    cell: ({ row }) => <SealRowActions s={row.original} {...actions} />,
  },
];

function SealRowActions({ s, canToggle, canDelete, onView, onToggle, onDelete }: SealActionsProps & { s: Seal }) {
  const act = sealActions(s.status);
  return (
    <RowActions
      actions={[
        { label: '详情', onClick: () => onView(s) },
        { label: '停用', show: canToggle && act.toggle === 2, tone: 'warning', onClick: () => onToggle(s, 2) },
        { label: '启用', show: canToggle && act.toggle === 1, onClick: () => onToggle(s, 1) },
        { label: '删除', show: canDelete && act.deletable, tone: 'danger', onClick: () => onDelete(s) },
      ]}
    />
  );
}
