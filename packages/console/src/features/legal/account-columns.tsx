// 法务账号's list (account-page.tsx): how a page is loaded, the filters and the columns with each row's actions.
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import type { PagePermission } from '@/session/power';
import { Button } from '@/ui/button';
import type { FilterField } from '@/ui/filter-bar';
import type { ListScreenProps } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { ACCOUNT_STATUS, ORG_TYPE } from './legal-model';
import { orgFilter } from './legal-list';
import { dateColumn, textColumn } from '@/ui/field-columns';

const loadAccounts = (
  query: { pageNum: number; pageSize: number; userName?: string; orgId?: number; status?: number },
  signal?: AbortSignal,
) => api.GET('/legal-service/account/page', { params: { query }, signal });

export type Account = NonNullable<NonNullable<Awaited<ReturnType<typeof loadAccounts>>['data']>['list']>[number];

export const loadAccountRows: ListScreenProps<Account>['load'] = async ({ page, size, filters: f, signal }) => {
  const env = await loadAccounts(
    {
      pageNum: page,
      pageSize: size,
      ...(f.userName ? { userName: f.userName } : {}),
      ...(f.orgId ? { orgId: Number(f.orgId) } : {}),
      ...(f.status ? { status: Number(f.status) } : {}),
    },
    signal,
  );
  return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
};

/** 姓名 and 所属组织, the filters 法务账号 and 法务用户 begin with. */
export const nameAndOrgFilters = (orgs: { orgId: number; orgName: string }[] | undefined): FilterField[] => [
  { name: 'userName', label: '姓名', placeholder: '请输入姓名' },
  orgFilter(orgs),
];

export const accountFilters = (orgs: { orgId: number; orgName: string }[] | undefined): FilterField[] => [
  ...nameAndOrgFilters(orgs),
  {
    name: 'status',
    label: '状态',
    type: 'select',
    options: [
      { value: '1', label: '启用' },
      { value: '0', label: '停用' },
    ],
  },
];

/** A person's legal roles as tags, or `empty` when there is none. */
export function RoleTags({ names, empty }: { names: string[] | undefined; empty: string }) {
  return names?.length ? (
    <div className="flex flex-wrap gap-1">
      {names.map((n) => (
        <Tag key={n} tag={{ label: n, tone: 'primary' }} />
      ))}
    </div>
  ) : (
    <span className="text-muted">{empty}</span>
  );
}

interface AccountActionsProps {
  perm: PagePermission;
  onEdit: (a: Account) => void;
  onAssign: (a: Account) => void;
  onToggle: (a: Account) => void;
  onDelete: (a: Account) => void;
}

export const accountColumns = (actions: AccountActionsProps): ColumnDef<Account, unknown>[] => [
  {
    id: 'userName',
    header: '姓名',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.userName}</span>,
  },
  textColumn('account', '登录账号'),
  textColumn('mobile', '手机号'),
  { id: 'orgName', header: '所属组织', cell: ({ row }) => row.original.orgName ?? '—' },
  {
    id: 'orgType',
    header: '组织层级',
    cell: ({ row }) => <StatusTag table={ORG_TYPE} value={row.original.orgType} />,
  },
  {
    id: 'roleNames',
    header: '法务角色',
    cell: ({ row }) => <RoleTags names={row.original.roleNames} empty="未分配" />,
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={ACCOUNT_STATUS} value={row.original.status} />,
  },
  {
    id: 'lastLoginTime',
    header: '最近登录',
    cell: ({ row }) =>
      row.original.lastLoginTime ? (
        <Nowrap>{formatDate(row.original.lastLoginTime, 'dateTime')}</Nowrap>
      ) : (
        <span className="text-muted">从未登录</span>
      ),
  },
  dateColumn('createTime', '创建时间'),
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => <AccountActions a={row.original} {...actions} />,
  },
];

function AccountActions({ a, perm, onEdit, onAssign, onToggle, onDelete }: AccountActionsProps & { a: Account }) {
  return (
    <div className="flex gap-2">
      {perm.can('edit') ? (
        <Button size="sm" variant="link" onClick={() => onEdit(a)}>
          编辑
        </Button>
      ) : null}
      {perm.hasPerm('legal:assignRole') ? (
        <Button size="sm" variant="link" onClick={() => onAssign(a)}>
          分配角色
        </Button>
      ) : null}
      {perm.can('start') ? (
        <Button size="sm" variant="link" className={a.status === 1 ? 'text-warning' : ''} onClick={() => onToggle(a)}>
          {a.status === 1 ? '停用' : '启用'}
        </Button>
      ) : null}
      {perm.can('delete') ? (
        <Button size="sm" variant="link" className="text-danger" onClick={() => onDelete(a)}>
          删除
        </Button>
      ) : null}
    </div>
  );
}
