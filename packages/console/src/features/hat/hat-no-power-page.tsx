// 电量不足统计 (001 §7.4 POST /starSafety/laborHat/noElectricityStat, menu hat/noPower): helmets whose battery ran
// out or that have not come online for days, with who wears them, longest without power first — a list to chase
// charging with.
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import { ListScreen } from '@/ui/list-screen';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { Nowrap, Tag } from '@/ui/status-tag';
import { PERSON_TYPES } from './hat-model';
import { PERSON_TYPE_OPTIONS, batteryTag, hatScope } from './hat-stats-model';
import { loadNoElectricity } from './hat-stats-queries';

type Row = components['schemas']['HelmetNoElectricity'];

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '姓名或安全帽编号' },
  { name: 'personType', label: '人员类型', type: 'select', options: PERSON_TYPE_OPTIONS },
  ...dateRangeFilters(),
];

export default function HatNoPowerPage() {
  const { identity } = useSession();
  const scope = hatScope(identity);
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'innerid',
        header: '安全帽编号',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.innerid}</span>,
      },
      {
        id: 'personName',
        header: '佩戴人员',
        cell: ({ row }) => (
          <div className="flex items-center gap-1.5 whitespace-nowrap">
            <span className="font-medium text-gray-900">{row.original.personName}</span>
            {row.original.personType ? <Tag tag={PERSON_TYPES[row.original.personType]} /> : null}
          </div>
        ),
      },
      { id: 'companyName', header: '所属单位', cell: ({ row }) => <Nowrap>{row.original.companyName || null}</Nowrap> },
      { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName || null}</Nowrap> },
      {
        id: 'electricity',
        header: '最后电量',
        cell: ({ row }) => <Tag tag={batteryTag(row.original.electricity)} />,
      },
      {
        id: 'lastOnlineTime',
        header: '最后在线时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.lastOnlineTime, 'dateTime')}</Nowrap>,
      },
      {
        id: 'noElectricityDays',
        header: '连续无电天数',
        cell: ({ row }) => {
          const days = row.original.noElectricityDays;
          if (days === undefined) return '—';
          return days > 0 ? (
            <span className={days >= 3 ? 'font-medium text-danger' : 'text-warning'}>{days} 天</span>
          ) : (
            <span className="text-gray-500">今日</span>
          );
        },
      },
    ],
    [],
  );
  return (
    <ListScreen<Row>
      id="hat-no-power"
      title="电量不足统计"
      toolbar={<span className="text-xs text-gray-500">电量耗尽或长时间未充电的安全帽，按连续无电天数排列</span>}
      filters={FILTERS}
      columns={columns}
      operation="listHelmetNoElectricity"
      scope={scope}
      rowId={(r) => r.innerid}
      load={loadNoElectricity(scope)}
    />
  );
}
