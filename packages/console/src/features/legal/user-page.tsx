// 法务用户 (001 §7.9 /legal-service/user/*): the system's people who may use the legal service, by organisation and
// level, with their legal account (the customer's accounts, queryListByCustomerId) and a detail view.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { LegalIdentity } from './legal-identity';
import { ACCOUNT_STATUS, ORG_TYPE } from './legal-model';
import { legalAccountsByCustomerQuery, legalBasicInfoQuery, legalOrgsQuery } from './legal-queries';
import { loadUserRows, userColumns, userFilters, type Person, type PersonAccounts } from './user-columns';

export default function UserPage() {
  const queryClient = useQueryClient();
  const orgs = useQuery(legalOrgsQuery());
  const info = useQuery(legalBasicInfoQuery());
  const customerId = info.data?.customerId;
  const accounts = useQuery({ ...legalAccountsByCustomerQuery(customerId ?? 0), enabled: customerId !== undefined });
  const byUser = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.userId, a])), [accounts.data]);
  const [viewing, setViewing] = useState<Person | null>(null);
  const filters = useMemo(() => userFilters(orgs.data), [orgs.data]);
  const columns = useMemo(() => userColumns(byUser, setViewing), [byUser]);
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
        load={loadUserRows(queryClient)}
      />
      {viewing ? <UserDialog viewing={viewing} byUser={byUser} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

/** 查看 of a person: 人员信息 and their 法务账号 (or whether they have one elsewhere). */
function UserDialog({ viewing, byUser, onClose }: { viewing: Person; byUser: PersonAccounts; onClose: () => void }) {
  const viewed = byUser.get(viewing.userId);
  return (
    <ViewDialog title={`法务用户：${viewing.userName}`} onClose={onClose}>
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
  );
}
