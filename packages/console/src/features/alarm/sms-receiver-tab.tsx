// 短信报警设置 › 接收人 (000 §7 / 001 §7.6 /contract/msmalarmController/page + get): who receives the alarm SMS in
// every project of the identity's scope, which alarm types each one receives, and how many SMS came lately.
// 查看 opens one receiver's configuration as read from the server.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { projectOf } from './alarm-codes';
import { orgOf } from './alarm-stats';
import { RECEIVER_ENABLED, receiverPageBody } from './sms-setting-rules';
import { LoadFailed } from '@/ui/retry-failed';
import { getSmsAlarmReceiverConfigQueryOptions } from '@site/sdk/query/sms-alarm';
import { linkColumn } from '@/ui/link-column';

type Receiver = components['schemas']['SmsAlarmReceiverConfig'];

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '接收人', placeholder: '姓名或手机号' },
  {
    name: 'enabled',
    label: '启用状态',
    type: 'select',
    options: [
      { value: '1', label: '启用' },
      { value: '0', label: '停用' },
    ],
  },
];

export function SmsReceiverTab() {
  const { identity } = useSession();
  const scope = { projectId: projectOf(identity), orgId: orgOf(identity) };
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useMemo<ColumnDef<Receiver, unknown>[]>(
    () => [
      {
        id: 'receiverName',
        header: '接收人',
        cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.receiverName}</span>,
      },
      { id: 'mobile', header: '手机号', cell: ({ row }) => <Nowrap>{row.original.mobile}</Nowrap> },
      { id: 'post', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.post || undefined}</Nowrap> },
      { id: 'projectName', header: '项目', cell: ({ row }) => <Nowrap>{row.original.projectName}</Nowrap> },
      { id: 'alarmTypeNames', header: '接收的报警类型', cell: ({ row }) => row.original.alarmTypeNames || '—' },
      {
        id: 'enabled',
        header: '状态',
        cell: ({ row }) => <StatusTag table={RECEIVER_ENABLED} value={row.original.enabled} />,
      },
      {
        id: 'recentSendCount',
        header: '近30天短信',
        cell: ({ row }) => <span className="tabular-nums">{row.original.recentSendCount ?? 0} 条</span>,
      },
      {
        id: 'lastSendTime',
        header: '最近收到',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.lastSendTime, 'dateTime')}</Nowrap>,
      },
      linkColumn({ label: '查看', onClick: (r) => setViewing(r.id) }),
    ],
    [],
  );
  return (
    <>
      <ListScreen<Receiver>
        id="alarm-sms-receiver"
        title="短信接收人"
        filters={FILTERS}
        columns={columns}
        operation="listSmsAlarmReceiverConfigs"
        scope={scope}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.POST('/contract/msmalarmController/page', {
            body: receiverPageBody(filters, scope, page, size),
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing !== null ? <ReceiverDialog id={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}

function ReceiverDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useQuery({
    ...getSmsAlarmReceiverConfigQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });
  const r = q.data;
  return (
    <ViewDialog title="接收人配置" onClose={onClose}>
      {q.isPending ? (
        <Loading />
      ) : q.isError || !r ? (
        <LoadFailed className="justify-center py-6" error={q.error} fallback="接收人配置加载失败" />
      ) : (
        <DetailSection
          title={r.receiverName}
          columns={2}
          className="p-0 shadow-none"
          items={[
            { label: '手机号', value: r.mobile },
            { label: '岗位', value: r.post || '—' },
            { label: '项目', value: r.projectName || '—' },
            { label: '所属分公司', value: r.orgName || '—' },
            { label: '状态', value: <StatusTag table={RECEIVER_ENABLED} value={r.enabled} /> },
            { label: '近30天短信', value: `${r.recentSendCount ?? 0} 条` },
            { label: '最近收到', value: formatDate(r.lastSendTime, 'dateTime') || '—' },
            { label: '最后修改', value: formatDate(r.updateTime, 'dateTime') || '—' },
            { label: '接收的报警类型', value: r.alarmTypeNames || '—', wide: true },
          ]}
        />
      )}
    </ViewDialog>
  );
}
