// The columns of 人员账号 (account-page): who, ID card, company, role and post, organisation, helmet, status, last
// login, and the 编辑 / 重置密码 / 删除 links the page's permission allows.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { deleteLink, editLink, enableStatusColumn } from './row-links-column';
import { linksColumn } from '@/ui/links-column';
import { SOURCE_NAMES } from './system-rules';

type Person = components['schemas']['OrgPerson'];

export function accountColumns(
  perm: PagePermission,
  on: { edit: (p: Person) => void; reset: (p: Person) => void; remove: (p: Person) => void },
): ColumnDef<Person, unknown>[] {
  return [
    {
      id: 'name',
      header: '姓名/账号',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p className="font-medium text-gray-900">{row.original.name}</p>
          <p className="text-xs tabular-nums text-muted">{row.original.account || row.original.mobile}</p>
        </div>
      ),
    },
    {
      id: 'id_card',
      header: '身份证号',
      cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.id_card || '—'}</span>,
    },
    {
      id: 'corp_name',
      header: '所属企业',
      cell: ({ row }) => <p className="min-w-36">{row.original.corp_name || '—'}</p>,
    },
    {
      id: 'role',
      header: '角色/岗位',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p>{row.original.role_name || '—'}</p>
          {row.original.post_name ? <p className="text-xs text-muted">{row.original.post_name}</p> : null}
        </div>
      ),
    },
    {
      id: 'org',
      header: '所属组织',
      cell: ({ row }) => (
        <div className="min-w-40">
          <p>{row.original.org_name || '—'}</p>
          {row.original.source ? (
            <p className="text-xs text-muted">{SOURCE_NAMES[row.original.source] ?? ''}级账号</p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'hat',
      header: '安全帽',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {row.original.hat_innerid ?? <span className="text-muted">未绑定</span>}
        </span>
      ),
    },
    enableStatusColumn(),
    {
      id: 'last_login_time',
      header: '最近登录',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatDate(row.original.last_login_time, 'minute', '从未登录')}</span>
      ),
    },
    linksColumn(
      [
        editLink(perm, on.edit),
        { text: '重置密码', show: perm.hasPerm('person:resetPwd'), onClick: on.reset },
        deleteLink(perm, on.remove),
      ],
      'flex gap-2',
    ),
  ];
}
