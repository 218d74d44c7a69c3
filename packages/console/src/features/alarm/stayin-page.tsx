// 滞留报警 (menu alarm/stayin): workers still in the work area after hours. Two tabs sharing the period: the alarms
// (stat cards, daily trend, list) and the same period summed up per worker (/pc/security/alarm/stayin/worker/list).
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import { ListScreen } from '@/ui/list-screen';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap } from '@/ui/status-tag';
import { formatMinutes } from '@/domain/duration';
import { projectOf } from './alarm-codes';
import { listStayinWorkers } from './alarm-queries';
import { DurationAlarmScreen } from './duration-alarm-screen';

type Worker = components['schemas']['AlarmStayinWorker'];

const TABS = [
  { key: 'list', label: '滞留明细', render: () => <DurationAlarmScreen kind="stayin" /> },
  { key: 'worker', label: '按人员汇总', render: () => <StayinWorkerTab /> },
];

export default function StayinPage() {
  return <PageTabs label="滞留报警" tabs={TABS} keep={['startDate', 'endDate']} />;
}

const FILTERS: FilterField[] = [
  ...dateRangeFilters(),
  { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或安全帽编号' },
];

function StayinWorkerTab() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const columns = useMemo<ColumnDef<Worker, unknown>[]>(
    () => [
      { id: 'person_name', header: '姓名', cell: ({ row }) => <Nowrap>{row.original.person_name}</Nowrap> },
      { id: 'work_type', header: '工种', cell: ({ row }) => <Nowrap>{row.original.work_type}</Nowrap> },
      { id: 'team_name', header: '班组', cell: ({ row }) => <Nowrap>{row.original.team_name}</Nowrap> },
      { id: 'company_name', header: '参建单位', cell: ({ row }) => <Nowrap>{row.original.company_name}</Nowrap> },
      {
        id: 'hat_innerid',
        header: '安全帽编号',
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.hat_innerid || '—'}</span>,
      },
      {
        id: 'stayin_count',
        header: '滞留次数',
        cell: ({ row }) => <span className="font-medium tabular-nums text-danger">{row.original.stayin_count}</span>,
      },
      {
        id: 'total_duration_minutes',
        header: '累计滞留时长',
        cell: ({ row }) => <Nowrap>{formatMinutes(row.original.total_duration_minutes)}</Nowrap>,
      },
      {
        id: 'max_duration_minutes',
        header: '最长一次',
        cell: ({ row }) => <Nowrap>{formatMinutes(row.original.max_duration_minutes)}</Nowrap>,
      },
      {
        id: 'last_time',
        header: '最近滞留',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.last_time, 'dateTime')}</Nowrap>,
      },
    ],
    [],
  );
  return (
    <ListScreen<Worker>
      id="alarm-stayin-worker"
      title="滞留人员汇总"
      filters={FILTERS}
      columns={columns}
      operation="listStayinAlarmWorkers"
      scope={{ projectId }}
      rowId={(r) => String(r.person_id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await listStayinWorkers(
          {
            project_id: projectId,
            startDate: filters.startDate || undefined,
            endDate: filters.endDate || undefined,
            keyword: filters.keyword?.trim() || undefined,
            pageNum: page,
            pageSize: size,
          },
          signal,
        );
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
