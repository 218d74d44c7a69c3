// 短信发送记录 (000 §7 / 001 §7.6 /contract/msmalarmInfoController/*, menu alarm/smsRecord): every alarm SMS sent,
// to whom, about whom, and whether it arrived; 导出 (alarm:export).
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { ListScreen } from '@/ui/list-screen';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { ALARM_TYPES } from '@/domain/alarm-codes';
import { projectOf, SEND_STATUS, smsRecordBody } from './alarm-codes';
import { StatusTag } from '@/ui/status-tag';
import { optionsOf } from '@/lib/options';

type SmsRecord = components['schemas']['SmsAlarmSendRecord'];

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '接收人、手机号或报警人员' },
  { name: 'alarmType', label: '报警类型', type: 'select', options: optionsOf(ALARM_TYPES) },
  { name: 'sendStatus', label: '发送状态', type: 'select', options: optionsOf(SEND_STATUS) },
  ...dateRangeFilters(),
];

const columns: ColumnDef<SmsRecord, unknown>[] = [
  {
    id: 'sendTime',
    header: '发送时间',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.sendTime, 'dateTime')}</span>,
  },
  {
    id: 'alarmType',
    header: '报警类型',
    cell: ({ row }) => (
      <StatusTag table={ALARM_TYPES} value={row.original.alarmType} fallback={row.original.alarmTypeName} />
    ),
  },
  { id: 'personName', header: '报警人员', cell: ({ row }) => row.original.personName || '—' },
  {
    id: 'receiverName',
    header: '接收人',
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-gray-900">{row.original.receiverName}</span>,
  },
  { id: 'mobile', header: '接收手机号', cell: ({ row }) => row.original.mobile },
  {
    id: 'content',
    header: '短信内容',
    cell: ({ row }) => <p className="min-w-72 max-w-md text-gray-600">{row.original.content || '—'}</p>,
  },
  {
    id: 'sendStatus',
    header: '发送状态',
    cell: ({ row }) => <StatusTag table={SEND_STATUS} value={row.original.sendStatus} />,
  },
  {
    id: 'failReason',
    header: '失败原因',
    cell: ({ row }) =>
      row.original.failReason ? <span className="whitespace-nowrap text-danger">{row.original.failReason}</span> : '—',
  },
  {
    id: 'projectName',
    header: '项目',
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.projectName || '—'}</span>,
  },
];

export default function SmsRecordPage() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const perm = usePagePermission();
  return (
    <ListScreen<SmsRecord>
      id="alarm-sms-records"
      title="短信发送记录"
      filters={FILTERS}
      columns={columns}
      operation="listSmsAlarmSendRecords"
      scope={{ projectId }}
      rowId={(r) => String(r.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.POST('/contract/msmalarmInfoController/page', {
          body: smsRecordBody(filters, projectId, page, size),
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('alarm:export')
          ? (filters) =>
              api.POST('/contract/msmalarmInfoController/pageExport', {
                body: smsRecordBody(filters, projectId, 1, 10000),
              })
          : undefined
      }
    />
  );
}
