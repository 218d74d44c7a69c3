// 法务用户 (001 §7.9 /legal-service/user/*): the system's people who may use the legal service, by organisation and
// level, with their legal account (the customer's accounts, queryListByCustomerId) and a detail view.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { LegalIdentity } from './legal-identity';
import { ACCOUNT_STATUS, nameContains, ORG_TYPE, pageOf } from './legal-model';
import {
  legalAccountsByCustomerQuery,
  legalBasicInfoQuery,
  legalCandidatesQuery,
  legalOrgsQuery,
  legalUsersByOrgTypeQuery,
} from './legal-queries';

type Person = components['schemas']['LegalUser'];

export default function UserPage() {
  const queryClient = useQueryClient();
  const orgs = useQuery(legalOrgsQuery());
  const info = useQuery(legalBasicInfoQuery());
  const customerId = info.data?.customerId;
  const accounts = useQuery({ ...legalAccountsByCustomerQuery(customerId ?? 0), enabled: customerId !== undefined });
  const byUser = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.userId, a])), [accounts.data]);
  const [viewing, setViewing] = useState<Person | null>(null);

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
        name: 'orgType',
        label: '组织层级',
        type: 'select',
        options: Object.entries(ORG_TYPE).map(([value, t]) => ({ value, label: t.label })),
      },
    ],
    [orgs.data],
  );

  const columns = useMemo<ColumnDef<Person, unknown>[]>(
    () => [
      {
        id: 'userName',
        header: '姓名',
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.userName}</span>,
      },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      { id: 'orgName', header: '所属组织', cell: ({ row }) => row.original.orgName ?? '—' },
      {
        id: 'orgType',
        header: '组织层级',
        cell: ({ row }) => <StatusTag table={ORG_TYPE} value={row.original.orgType} />,
      },
      { id: 'postName', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.postName}</Nowrap> },
      {
        id: 'account',
        header: '法务账号',
        cell: ({ row }) => {
          const a = byUser.get(row.original.userId);
          if (a) return <Nowrap>{a.account}</Nowrap>;
          return row.original.hasAccount ? (
            <Tag tag={{ label: '已开通', tone: 'success' }} />
          ) : (
            <Tag tag={{ label: '未开通', tone: 'muted' }} />
          );
        },
      },
      {
        id: 'roles',
        header: '法务角色',
        cell: ({ row }) => {
          const names = byUser.get(row.original.userId)?.roleNames ?? [];
          return names.length ? (
            <div className="flex flex-wrap gap-1">
              {names.map((n) => (
                <Tag key={n} tag={{ label: n, tone: 'primary' }} />
              ))}
            </div>
          ) : (
            <span className="text-muted">—</span>
          );
        },
      },
      {
        id: 'status',
        header: '账号状态',
        cell: ({ row }) => <StatusTag table={ACCOUNT_STATUS} value={byUser.get(row.original.userId)?.status} />,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <Button size="sm" variant="link" onClick={() => setViewing(row.original)}>
            查看
          </Button>
        ),
      },
    ],
    [byUser],
  );

  const viewed = viewing ? byUser.get(viewing.userId) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <LegalIdentity />
      <ListScreen<Person>
        id="legal-users"
        title="法务用户"
        filters={filters}
        columns={columns}
        operation="listLegalCandidateUsers"
        rowId={(p) => String(p.userId)}
        load={async ({ page, size, filters: f }) => {
          const orgId = f.orgId ? Number(f.orgId) : undefined;
          // A level chosen: the people of that level (queryUserByOrgType); otherwise the organisation's people.
          const env = f.orgType
            ? await queryClient.fetchQuery(
                legalUsersByOrgTypeQuery({ orgType: Number(f.orgType), ...(orgId ? { orgId } : {}) }),
              )
            : await queryClient.fetchQuery(
                legalCandidatesQuery({ ...(orgId ? { orgId } : {}), ...(f.userName ? { userName: f.userName } : {}) }),
              );
          return pageOf(
            nameContains(env.data ?? [], (p) => p.userName, f.userName),
            page,
            size,
          );
        }}
      />
      {viewing ? (
        <ViewDialog title={`法务用户：${viewing.userName}`} onClose={() => setViewing(null)}>
          <div className="flex flex-col gap-3">
            <DetailSection
              title="人员信息"
              columns={2}
              className="p-0 shadow-none"
              items={[
                { label: '姓名', value: viewing.userName },
                { label: '手机号', value: viewing.mobile ?? '—' },
                { label: '所属组织', value: viewing.orgName ?? '—' },
                { label: '组织层级', value: <StatusTag table={ORG_TYPE} value={viewing.orgType} /> },
                { label: '岗位', value: viewing.postName ?? '—' },
              ]}
            />
            <DetailSection
              title="法务账号"
              columns={2}
              className="p-0 shadow-none"
              items={
                viewed
                  ? [
                      { label: '登录账号', value: viewed.account },
                      { label: '账号状态', value: <StatusTag table={ACCOUNT_STATUS} value={viewed.status} /> },
                      { label: '法务角色', value: viewed.roleNames?.join('、') || '未分配' },
                      {
                        label: '最近登录',
                        value: viewed.lastLoginTime ? formatDate(viewed.lastLoginTime, 'dateTime') : '从未登录',
                      },
                      { label: '开通时间', value: formatDate(viewed.createTime, 'dateTime') },
                    ]
                  : []
              }
            >
              {!viewed ? (
                <p className="text-sm text-gray-500">
                  {viewing.hasAccount
                    ? '已开通法务账号（不在本客户账号列表中）。'
                    : '尚未开通法务账号，可在“法务账号”中新增。'}
                </p>
              ) : null}
            </DetailSection>
          </div>
        </ViewDialog>
      ) : null}
    </div>
  );
}
