// 管理人员 (seed 000 §7 / 001 §7.14 GET /pc/org/manager, menu person/manager): the managers of the signed-in scope,
// filtered by name and post on the server, paged here (the call answers the whole list); 详情 shows the person's
// account (/pc/person/detail). The page's power_value is 0, so it offers no add, edit or delete.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { Loading } from '@/ui/loading';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { MANAGER_STATUS, SEX } from './person-model';
import { managersQuery, personDetailQuery } from './person-queries';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { LoadFailed } from '@/ui/retry-failed';
import { nameColumn, textColumn } from '@/ui/field-columns';
import { linkColumn } from '@/ui/link-column';

type Manager = components['schemas']['OrgManager'];

const FILTERS: FilterField[] = [
  { name: 'name', label: '姓名' },
  { name: 'post_name', label: '岗位' },
];

export default function ManagerListPage() {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<Manager | null>(null);
  const columns = useMemo<ColumnDef<Manager, unknown>[]>(
    () => [
      nameColumn(),
      textColumn('post_name', '岗位'),
      textColumn('mobile', '手机号'),
      { id: 'org_name', header: '所属组织/项目', cell: ({ row }) => row.original.org_name ?? '—' },
      {
        id: 'hat_innerid',
        header: '安全帽',
        cell: ({ row }) =>
          row.original.hat_innerid ? row.original.hat_innerid : <span className="text-gray-400">未绑定</span>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={MANAGER_STATUS} value={row.original.status} />,
      },
      linkColumn<Manager>({ label: '详情', onClick: setViewing }),
    ],
    [],
  );
  return (
    <>
      <ListScreen<Manager>
        id="person-managers"
        title="管理人员"
        filters={FILTERS}
        columns={columns}
        operation="listOrgManagers"
        scope={'page'}
        rowId={(m) => String(m.id)}
        load={async ({ page, size, filters }) => {
          const env = await queryClient.fetchQuery(managersQuery({ name: filters.name, post_name: filters.post_name }));
          return pageSlice(env.data ?? [], page, size);
        }}
      />
      {viewing ? <ManagerDialog manager={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

function ManagerDialog({ manager, onClose }: { manager: Manager; onClose: () => void }) {
  const detail = useQuery(personDetailQuery(manager.id));
  const p = detail.data;
  return (
    <ViewDialog title={`管理人员：${manager.name}`} onClose={onClose} width={720}>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError || !p ? (
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="人员信息加载失败" />
      ) : (
        <div className="flex flex-col gap-3">
          <DetailSection
            title="人员信息"
            columns={2}
            className="p-0 shadow-none"
            items={[
              { label: '姓名', value: p.name },
              { label: '性别', value: SEX[p.sex ?? 0] ?? '—' },
              { label: '手机号', value: p.mobile },
              { label: '身份证号', value: p.id_card },
              { label: '所属企业', value: p.corp_name },
              { label: '岗位', value: p.post_name },
              { label: '角色', value: p.role_name },
              { label: '所属组织', value: p.org_name },
              { label: '安全帽', value: p.hat_innerid ?? '未绑定' },
              { label: '登录账号', value: p.account },
              { label: '最近登录', value: formatDate(p.last_login_time, 'minute') },
              { label: '岗位证书', value: p.certificate_no },
            ]}
          />
          {p.identities?.length ? (
            <DetailSection title="身份" className="p-0 shadow-none">
              <ul className="flex flex-wrap gap-2 text-sm">
                {p.identities.map((i) => (
                  <li key={i.innerid} className="rounded bg-primary-soft px-2 py-1 text-primary">
                    {i.project_name}
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
        </div>
      )}
    </ViewDialog>
  );
}
