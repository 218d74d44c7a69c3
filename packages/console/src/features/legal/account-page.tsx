// 法务账号 (001 §7.9 /legal-service/account/*): accounts of the legal service by organisation and status; add
// (from the system's people), edit, enable/disable, delete, and 分配角色 with the menus the organisation may use.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { LegalIdentity } from './legal-identity';
import { ACCOUNT_STATUS, accountBody, ORG_TYPE } from './legal-model';
import { legalOrgsQuery } from './legal-queries';
import { invalidateOperation } from '@site/sdk/query/common';
import { AccountDialog, AssignRoleDialog } from './account-dialogs';

const loadAccounts = (
  query: { pageNum: number; pageSize: number; userName?: string; orgId?: number; status?: number },
  signal?: AbortSignal,
) => api.GET('/legal-service/account/page', { params: { query }, signal });

export type Account = NonNullable<NonNullable<Awaited<ReturnType<typeof loadAccounts>>['data']>['list']>[number];

const KEY = 'pageLegalAccounts';

export default function AccountPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const orgs = useQuery(legalOrgsQuery());
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const [assigning, setAssigning] = useState<Account | null>(null);
  const [toggling, setToggling] = useState<Account | null>(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);
  const del = useRowDelete<Account>({
    run: (a) => api.POST('/legal-service/account/deleteAccount', { body: { id: a.id } }),
    done: '删除成功',
    invalidate: KEY,
  });
  const toggle = useMutation({
    mutationFn: (a: Account) =>
      api.POST('/legal-service/account/update', {
        body: accountBody(
          {
            userId: a.userId ? String(a.userId) : '',
            orgId: String(a.orgId),
            account: a.account,
            userName: a.userName,
            mobile: a.mobile ?? '',
            roleIds: (a.roleIds ?? []).map(String),
            status: a.status === 1 ? '0' : '1',
          },
          a.orgType,
          a.id,
        ),
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '操作成功', { duration: TOAST_MS });
      setToggling(null);
      refresh();
    },
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'userName', label: '姓名', placeholder: '请输入姓名' },
      {
        name: 'orgId',
        label: '所属组织',
        type: 'select',
        options: (orgs.data ?? []).map((o) => ({ value: String(o.orgId), label: o.orgName })),
      },
      {
        name: 'status',
        label: '状态',
        type: 'select',
        options: [
          { value: '1', label: '启用' },
          { value: '0', label: '停用' },
        ],
      },
    ],
    [orgs.data],
  );

  const columns = useMemo<ColumnDef<Account, unknown>[]>(
    () => [
      {
        id: 'userName',
        header: '姓名',
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.userName}</span>,
      },
      { id: 'account', header: '登录账号', cell: ({ row }) => <Nowrap>{row.original.account}</Nowrap> },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      { id: 'orgName', header: '所属组织', cell: ({ row }) => row.original.orgName ?? '—' },
      {
        id: 'orgType',
        header: '组织层级',
        cell: ({ row }) => <StatusTag table={ORG_TYPE} value={row.original.orgType} />,
      },
      {
        id: 'roleNames',
        header: '法务角色',
        cell: ({ row }) =>
          row.original.roleNames?.length ? (
            <div className="flex flex-wrap gap-1">
              {row.original.roleNames.map((n) => (
                <Tag key={n} tag={{ label: n, tone: 'primary' }} />
              ))}
            </div>
          ) : (
            <span className="text-muted">未分配</span>
          ),
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
      {
        id: 'createTime',
        header: '创建时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.createTime, 'date')}</Nowrap>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const a = row.original;
          return (
            <div className="flex gap-2">
              {perm.can('edit') ? (
                <Button size="sm" variant="link" onClick={() => setEditing(a)}>
                  编辑
                </Button>
              ) : null}
              {perm.hasPerm('legal:assignRole') ? (
                <Button size="sm" variant="link" onClick={() => setAssigning(a)}>
                  分配角色
                </Button>
              ) : null}
              {perm.can('start') ? (
                <Button
                  size="sm"
                  variant="link"
                  className={a.status === 1 ? 'text-warning' : ''}
                  onClick={() => setToggling(a)}
                >
                  {a.status === 1 ? '停用' : '启用'}
                </Button>
              ) : null}
              {perm.can('delete') ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => del.ask(a)}>
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [perm, del],
  );

  return (
    <div className="flex flex-col gap-3">
      <LegalIdentity />
      <ListScreen<Account>
        id="legal-accounts"
        title="法务账号"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(a) => String(a.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              新增账号
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: f, signal }) => {
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
        }}
      />
      {editing ? (
        <AccountDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {assigning ? (
        <AssignRoleDialog
          account={assigning}
          onClose={() => setAssigning(null)}
          onDone={() => {
            setAssigning(null);
            refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(o) => !o && setToggling(null)}
        title={toggling?.status === 1 ? '停用账号' : '启用账号'}
        message={
          toggling
            ? toggling.status === 1
              ? `确定停用“${toggling.userName}”的法务账号吗？停用后该账号不能登录法务服务。`
              : `确定启用“${toggling.userName}”的法务账号吗？`
            : ''
        }
        onConfirm={() => toggling && toggle.mutate(toggling)}
      />
      <DeleteConfirm
        del={del}
        title="删除法务账号"
        message={(a) => `确定删除“${a.userName}（${a.account}）”的法务账号吗？删除后不可恢复。`}
      />
    </div>
  );
}
