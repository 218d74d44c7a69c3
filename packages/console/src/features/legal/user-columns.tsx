// 法务用户's list (user-page.tsx): how it is loaded, the filters and the columns with the person's legal account.
import type { QueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import type { FilterField } from '@/ui/filter-bar';
import type { ListScreenProps } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { nameAndOrgFilters, RoleTags } from './account-columns';
import { ACCOUNT_STATUS, nameContains, ORG_TYPE } from './legal-model';
import { legalCandidatesQuery, legalUsersByOrgTypeQuery } from './legal-queries';
import { textColumn } from '@/ui/field-columns';
import { linkColumn } from '@/ui/link-column';

export type Person = components['schemas']['LegalUser'];
type LegalAccount = components['schemas']['LegalAccount'];
export type PersonAccounts = Map<LegalAccount['userId'], LegalAccount>;

export const userFilters = (orgs: { orgId: number; orgName: string }[] | undefined): FilterField[] => [
  ...nameAndOrgFilters(orgs),
  {
    name: 'orgType',
    label: '组织层级',
    type: 'select',
    options: Object.entries(ORG_TYPE).map(([value, t]) => ({ value, label: t.label })),
  },
];

/** A level chosen: the people of that level (queryUserByOrgType); otherwise the organisation's people. */
export const loadUserRows =
  (queryClient: QueryClient): ListScreenProps<Person>['load'] =>
  async ({ page, size, filters: f }) => {
    const orgId = f.orgId ? Number(f.orgId) : undefined;
    const env = f.orgType
      ? await queryClient.fetchQuery(
          legalUsersByOrgTypeQuery({ orgType: Number(f.orgType), ...(orgId ? { orgId } : {}) }),
        )
      : await queryClient.fetchQuery(
          legalCandidatesQuery({ ...(orgId ? { orgId } : {}), ...(f.userName ? { userName: f.userName } : {}) }),
        );
    return pageSlice(
      nameContains(env.data ?? [], (p) => p.userName, f.userName),
      page,
      size,
    );
  };

export const userColumns = (byUser: PersonAccounts, onView: (p: Person) => void): ColumnDef<Person, unknown>[] => [
  {
    id: 'userName',
    header: '姓名',
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.userName}</span>,
  },
  textColumn('mobile', '手机号'),
  { id: 'orgName', header: '所属组织', cell: ({ row }) => row.original.orgName ?? '—' },
  {
    id: 'orgType',
    header: '组织层级',
    cell: ({ row }) => <StatusTag table={ORG_TYPE} value={row.original.orgType} />,
  },
  textColumn('postName', '岗位'),
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
    cell: ({ row }) => <RoleTags names={byUser.get(row.original.userId)?.roleNames} empty="—" />,
  },
  {
    id: 'status',
    header: '账号状态',
    cell: ({ row }) => <StatusTag table={ACCOUNT_STATUS} value={byUser.get(row.original.userId)?.status} />,
  },
  linkColumn({ label: '查看', onClick: onView }),
];
