// The columns of AI 参建单位 (ai-company-page): the company and its platform code, type, project, cameras, workers,
// status, remark, update time, and the 编辑 / 删除 links the page's permission allows.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { StatusTag } from '@/ui/status-tag';
import { deleteLink, editLink, enableStatusColumn } from './row-links-column';
import { linksColumn } from '@/ui/links-column';
import { titleColumn } from '@/ui/two-lines';
import { CORP_TYPES } from './system-rules';

type AiCompany = components['schemas']['OrgAiCompany'];

export function aiCompanyColumns(
  perm: PagePermission,
  on: { edit: (c: AiCompany) => void; remove: (c: AiCompany) => void },
): ColumnDef<AiCompany, unknown>[] {
  return [
    titleColumn<AiCompany>('companyName', '单位名称', 'min-w-56', (r) => <>平台编码 {r.platformCode || '—'}</>),
    {
      id: 'companyType',
      header: '企业类型',
      cell: ({ row }) => <StatusTag table={CORP_TYPES} value={row.original.companyType} />,
    },
    { id: 'projectName', header: '所属项目', cell: ({ row }) => row.original.projectName || '—' },
    {
      id: 'cameraCount',
      header: '摄像头',
      cell: ({ row }) => <span className="tabular-nums">{row.original.cameraCount ?? 0} 台</span>,
    },
    {
      id: 'workerCount',
      header: '登记工人',
      cell: ({ row }) => <span className="tabular-nums">{row.original.workerCount ?? 0} 人</span>,
    },
    enableStatusColumn(),
    {
      id: 'remark',
      header: '备注',
      cell: ({ row }) => <p className="min-w-40 text-gray-600">{row.original.remark || '—'}</p>,
    },
    {
      id: 'updateTime',
      header: '更新时间',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.updateTime, 'dateTime')}</span>,
    },
    linksColumn([editLink(perm, on.edit), deleteLink(perm, on.remove)]),
  ];
}
