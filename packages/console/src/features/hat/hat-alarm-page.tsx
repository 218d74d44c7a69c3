// 安全帽报警 (001 §7.4 POST /star/laborhat/alarm, menu hat/alarm): what the helmets reported — SOS, 脱帽, 碰撞, 跌落,
// 长时间静止, 闯入禁区, 低电量 — where and when, and whether someone handled it.
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { PERSON_TYPES } from './hat-model';
import { HAT_ALARM_STATUS, HAT_ALARM_TYPES, hatScope, optionsOf } from './hat-stats-model';
import { loadHatAlarms } from './hat-stats-queries';

type Row = components['schemas']['HelmetAlarm'];

const FILTERS: FilterField[] = [
  { name: 'alarm_type', label: '报警类型', type: 'select', options: optionsOf(HAT_ALARM_TYPES) },
  { name: 'status', label: '处理状态', type: 'select', options: optionsOf(HAT_ALARM_STATUS) },
  { name: 'name', label: '人员姓名' },
  { name: 'innerid', label: '安全帽编号' },
  { name: 'start_date', label: '开始日期', type: 'date' },
  { name: 'end_date', label: '结束日期', type: 'date' },
];

export default function HatAlarmPage() {
  const { identity } = useSession();
  const projectId = hatScope(identity).projectId;
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'alarm_time',
        header: '报警时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.alarm_time, 'dateTime')}</Nowrap>,
      },
      {
        id: 'alarm_type',
        header: '报警类型',
        cell: ({ row }) => (
          <StatusTag table={HAT_ALARM_TYPES} value={row.original.alarm_type} fallback={row.original.alarm_type_name} />
        ),
      },
      {
        id: 'name',
        header: '佩戴人员',
        cell: ({ row }) => (
          <div className="flex items-center gap-1.5 whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.name}</span>
            {row.original.person_type ? <Tag tag={PERSON_TYPES[row.original.person_type]} /> : null}
          </div>
        ),
      },
      {
        id: 'innerid',
        header: '安全帽编号',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.innerid}</span>,
      },
      { id: 'area_name', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.area_name || null}</Nowrap> },
      {
        id: 'address',
        header: '报警位置',
        cell: ({ row }) => (
          <span className="block max-w-64 truncate" title={row.original.address}>
            {row.original.address || '—'}
          </span>
        ),
      },
      {
        id: 'status',
        header: '处理状态',
        cell: ({ row }) => <StatusTag table={HAT_ALARM_STATUS} value={row.original.status} />,
      },
      { id: 'handle_user', header: '处理人', cell: ({ row }) => <Nowrap>{row.original.handle_user || null}</Nowrap> },
      {
        id: 'handle_time',
        header: '处理时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.handle_time, 'dateTime')}</Nowrap>,
      },
    ],
    [],
  );
  return (
    <ListScreen<Row>
      id="hat-alarm"
      title="安全帽报警"
      filters={FILTERS}
      columns={columns}
      operation="listHelmetAlarms"
      scope={{ projectId }}
      rowId={(r) => String(r.alarm_id)}
      load={loadHatAlarms(projectId)}
    />
  );
}
