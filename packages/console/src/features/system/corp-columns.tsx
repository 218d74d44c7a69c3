// The columns of 参建企业 (corp-page): name and credit code, type, legal person, contact, capital, qualification,
// counts, status, creation date, and the 详情 / 编辑 / 删除 links (编辑 and 删除 as the page's permission allows).
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { StatusTag } from '@/ui/status-tag';
import { deleteLink, editLink } from './row-links-column';
import { linksColumn } from '@/ui/links-column';
import { titleColumn } from '@/ui/two-lines';
import { CORP_STATUS, CORP_TYPES, formatMoney } from './system-rules';

type Corp = components['schemas']['OrgCorp'];

export function corpColumns(
  perm: PagePermission,
  on: { view: (c: Corp) => void; edit: (c: Corp) => void; remove: (c: Corp) => void },
): ColumnDef<Corp, unknown>[] {
  return [
    titleColumn<Corp>('corp_name', '企业名称', 'min-w-56', (r) => r.credit_code),
    {
      id: 'corp_type',
      header: '企业类型',
      cell: ({ row }) => <StatusTag table={CORP_TYPES} value={row.original.corp_type} />,
    },
    { id: 'legal_person', header: '法定代表人', cell: ({ row }) => row.original.legal_person || '—' },
    {
      id: 'contact',
      header: '联系人',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.contact_name || '—'}
          {row.original.contact_mobile ? <span className="ml-1 text-muted">{row.original.contact_mobile}</span> : null}
        </span>
      ),
    },
    {
      id: 'reg_capital',
      header: '注册资本',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{formatMoney(row.original.reg_capital)}</span>
      ),
    },
    {
      id: 'qualification',
      header: '资质等级',
      cell: ({ row }) => <p className="min-w-32">{row.original.qualification || '—'}</p>,
    },
    {
      id: 'counts',
      header: '项目/班组/工人',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.project_count ?? 0} / {row.original.team_count ?? 0} / {row.original.worker_count ?? 0}
        </span>
      ),
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={CORP_STATUS} value={row.original.status} />,
    },
    {
      id: 'create_time',
      header: '创建日期',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.create_time)}</span>,
    },
    linksColumn([{ text: '详情', onClick: on.view }, editLink(perm, on.edit), deleteLink(perm, on.remove)]),
  ];
}
