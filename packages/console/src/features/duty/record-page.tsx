// 值班记录 (001 §7.1 /starSafety/duty/record): the last 30 days of duty results, the chosen project's numbers for the period,
// and four lists — each day's record of each person (with its blind spots), completion per person, per branch and per
// project — filtered by organisation, 值班/带班 and the period; the lists export what they show (duty:export).
import { optionsOf } from '@/lib/options';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { usePagePermission } from '@/session/permissions';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap, Tag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import type { FilterValues } from '@/lib/list-params';
import type { DateRange } from '@/lib/date-range';
import { formatDate } from '@/lib/dates';
import { useDateRange } from '@/lib/use-date-range';
import { RECORD_STATUS, formatMinutes, formatRate, rateTone } from './duty-model';
import { periodQuery, projectStatisticsQuery, thirtyDaysQuery, type DutyScope } from './duty-queries';
import { ThirtyDaysChart } from './duty-charts';
import { BlindSpotsDialog } from './blind-spots-dialog';
import {
  coverageColumn,
  dateColumn,
  durationColumn,
  statusColumn,
  whoColumns,
  type DutyRecord,
} from './record-columns';
import { COMPANY_LIST, CompletionList, OrgCompleteList, PROJECT_LIST, text } from './complete-lists';
import { ScopeFields } from './scope-fields';
import { SCOPE_KEEP, useDutyScope } from './use-duty-scope';
import { linkColumn } from '@/ui/link-column';

export default function DutyRecordPage() {
  const { range, apply } = useDateRange();
  const { scope } = useDutyScope();
  const { identity } = useSession();
  const projectId = scope.projectId ?? (identity?.project_id && identity.project_id > 0 ? identity.project_id : 0);
  const days = useQuery(thirtyDaysQuery(scope));
  const stats = useQuery(projectStatisticsQuery(projectId, scope, range));
  const s = stats.data;
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="值班记录" range={range} onApply={apply}>
        <ScopeFields />
      </DateRangeBar>
      {projectId ? (
        <section aria-label="项目值班统计">
          <StatCards
            items={[
              { label: '值班人员', value: s?.dutyUserCount, unit: '人', hint: s?.projectName },
              { label: '计划人次', value: s?.planCount, unit: '人次' },
              { label: '完成人次', value: s?.completeCount, unit: '人次', tone: 'success' },
              { label: '未达标', value: s?.substandardCount, unit: '人次', tone: 'warning' },
              { label: '缺勤', value: s?.absentCount, unit: '人次', tone: 'danger' },
              { label: '完成率', value: s ? formatRate(s.completeRate) : undefined, tone: rateTone(s?.completeRate) },
              { label: '平均在岗', value: s ? formatMinutes(s.avgDurationMinutes) : undefined, tone: 'muted' },
              { label: '盲区', value: s?.blindCount, unit: '楼栋次', tone: 'danger' },
            ]}
          />
        </section>
      ) : (
        <p className="rounded-md bg-white px-4 py-3 text-sm text-gray-500 shadow-sm">
          选择项目后显示该项目的值班人员、完成率、平均在岗时长与盲区统计。
        </p>
      )}
      <ChartCard title="近30天值班情况" query={days} empty={!days.data?.length}>
        <ThirtyDaysChart days={days.data ?? []} />
      </ChartCard>
      <PageTabs
        label="值班记录"
        keep={SCOPE_KEEP}
        tabs={[
          { key: 'record', label: '值班明细', render: () => <RecordList scope={scope} range={range} /> },
          { key: 'person', label: '人员完成情况', render: () => <CompletionList scope={scope} range={range} /> },
          {
            key: 'company',
            label: '分公司完成情况',
            render: () => <OrgCompleteList list={COMPANY_LIST} scope={scope} range={range} />,
          },
          {
            key: 'project',
            label: '项目完成情况',
            render: () => <OrgCompleteList list={PROJECT_LIST} scope={scope} range={range} />,
          },
        ]}
      />
    </div>
  );
}

const RECORD_FILTERS: FilterField[] = [
  { name: 'keyword', label: '人员', placeholder: '姓名' },
  {
    name: 'status',
    label: '值班结果',
    type: 'select',
    options: optionsOf(RECORD_STATUS),
  },
];

/** The list query of 值班明细 (also the body of its export). */
function recordQuery(scope: DutyScope, range: DateRange, f: FilterValues) {
  const status = f.status === '0' ? 0 : f.status === '1' ? 1 : f.status === '2' ? 2 : undefined;
  return { ...periodQuery(scope, range), status, keyword: text(f.keyword) } as const;
}

/** Who was on duty (with the position), type, project, the planned hours and the clock-in and -out. */
const PERSON_TIME_COLUMNS: ColumnDef<DutyRecord, unknown>[] = [
  ...whoColumns<DutyRecord>(),
  {
    id: 'plan',
    header: '计划时段',
    cell: ({ row }) => <Nowrap>{`${row.original.planStartTime ?? ''}–${row.original.planEndTime ?? ''}`}</Nowrap>,
  },
  {
    id: 'arrive',
    header: '到岗 / 离岗',
    cell: ({ row }) => (
      <div className="flex flex-col whitespace-nowrap text-xs">
        <span>{formatDate(row.original.arriveTime, 'HH:mm:ss')}</span>
        <span className="text-gray-400">{formatDate(row.original.leaveTime, 'HH:mm:ss')}</span>
      </div>
    ),
  },
];

function RecordList({ scope, range }: { scope: DutyScope; range: DateRange }) {
  const perm = usePagePermission();
  const [blind, setBlind] = useState<DutyRecord | null>(null);
  const columns = useMemo<ColumnDef<DutyRecord, unknown>[]>(
    () => [
      dateColumn,
      ...PERSON_TIME_COLUMNS,
      durationColumn,
      coverageColumn,
      {
        id: 'blind',
        header: '盲区',
        cell: ({ row }) =>
          row.original.blindCount ? (
            <Tag tag={{ label: `${row.original.blindCount} 处`, tone: 'danger' }} />
          ) : (
            <span className="text-gray-400">0</span>
          ),
      },
      statusColumn,
      linkColumn({ label: '巡查盲区', onClick: setBlind }),
    ],
    [],
  );
  return (
    <>
      <ListScreen<DutyRecord>
        id="duty-record"
        title="值班明细"
        filters={RECORD_FILTERS}
        columns={columns}
        operation="listDutyProjectRecords"
        scope={[scope, range]}
        rowId={(r) => String(r.id)}
        exportFile={
          perm.hasPerm('duty:export')
            ? (f) => api.POST('/starSafety/duty/record/project/export', { body: recordQuery(scope, range, f) })
            : undefined
        }
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/starSafety/duty/record/project/list', {
            params: { query: { pageNum: page, pageSize: size, ...recordQuery(scope, range, filters) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {blind ? (
        <BlindSpotsDialog
          recordId={blind.id}
          title={`巡查盲区：${blind.userName} ${formatDate(blind.dutyDate)}`}
          onClose={() => setBlind(null)}
        />
      ) : null}
    </>
  );
}
