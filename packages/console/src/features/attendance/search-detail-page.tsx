// 考勤详情 (hidden menu attendance/searchDetail, opened from 考勤查询's 详情 with ?userId=&startDate=&endDate=;
// seed 001 §7.1 /duty/personnelInfo, /duty/appendance/search_detail and its export): a back header, the manager's
// attendance card for the month, then the day-by-day records of the period with their status and check source.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { dateRangeFilters, type FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import {
  CHECK_SOURCE,
  DAY_STATUS,
  formatCount,
  formatHours,
  GENDER,
  idOf,
  rangeOf,
  SEARCH_PATH,
  searchDetailBody,
} from './attendance-model';
import { personnelInfoQuery } from './attendance-queries';
import { PeriodNote } from './period-bar';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';

type Row = components['schemas']['AttendanceSearchDetailRow'];
type Info = components['schemas']['AttendancePersonnelInfo'];

const FILTERS: FilterField[] = [...dateRangeFilters()];

const time = (value: string | null | undefined) => (value ? formatDate(value, 'HH:mm:ss') : '—');

/** 逐日考勤: each day's clock-in and -out, hours, state, where the clock-in came from, and a remark. */
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'date', header: '日期', cell: ({ row }) => <Nowrap>{row.original.date}</Nowrap> },
  { id: 'weekDay', header: '星期', cell: ({ row }) => <Nowrap>{row.original.weekDay}</Nowrap> },
  { id: 'checkInTime', header: '上班打卡', cell: ({ row }) => time(row.original.checkInTime) },
  { id: 'checkOutTime', header: '下班打卡', cell: ({ row }) => time(row.original.checkOutTime) },
  { id: 'workHours', header: '工时(小时)', cell: ({ row }) => formatHours(row.original.workHours) },
  {
    id: 'status',
    header: '考勤状态',
    cell: ({ row }) => <StatusTag table={DAY_STATUS} value={row.original.status} />,
  },
  {
    id: 'source',
    header: '打卡来源',
    cell: ({ row }) => (row.original.source ? CHECK_SOURCE[row.original.source] : '—'),
  },
  { id: 'remark', header: '备注', cell: ({ row }) => <Nowrap>{row.original.remark || null}</Nowrap> },
];

export default function SearchDetailPage() {
  const [search] = useSearchParams();
  const userId = idOf(search.get('userId'));
  const range = rangeOf(search.get('startDate'), search.get('endDate'));
  // 考勤详情 has no buttons of its own: exporting follows 考勤查询's permission.
  const canExport = usePagePermission(SEARCH_PATH).hasPerm('attendance:export');
  const month = range.endDate.slice(0, 7);
  const info = useQuery({ ...personnelInfoQuery(userId ?? 0, month), enabled: userId !== undefined });

  return (
    <DetailPage title={info.data ? `考勤详情：${info.data.name}` : '考勤详情'} backTo={SEARCH_PATH}>
      {userId === undefined ? (
        <p role="alert" className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          未指定人员，请从考勤查询的“详情”进入。
        </p>
      ) : (
        <>
          {info.isPending ? (
            <Loading className="rounded-md bg-white py-10 shadow-sm" />
          ) : info.isError || !info.data ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-2 rounded-md bg-white py-10 text-sm text-danger shadow-sm"
            >
              {errorText(info.error) ?? '人员考勤档案加载失败'}
              <Button onClick={() => void info.refetch()}>重试</Button>
            </div>
          ) : (
            <PersonCard info={info.data} />
          )}
          <ListScreen<Row>
            id="attendance-search-detail"
            title="逐日考勤"
            filters={FILTERS}
            columns={COLUMNS}
            operation="searchAttendanceDetail"
            scope={userId}
            rowId={(r) => String(r.id)}
            load={async ({ page, size, filters, signal }) => {
              const env = await api.POST('/duty/appendance/search_detail', {
                body: { page, limit: size, ...searchDetailBody(userId, filters) },
                signal,
              });
              return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
            }}
            exportFile={
              canExport
                ? (filters) =>
                    api.POST('/duty/appendance/search_detailExport', {
                      body: searchDetailBody(userId, filters),
                    })
                : undefined
            }
            toolbar={<PeriodNote range={range} />}
          />
        </>
      )}
    </DetailPage>
  );
}

function PersonCard({ info: p }: { info: Info }) {
  return (
    <>
      <section className="flex flex-wrap items-center gap-5 rounded-md bg-white p-4 shadow-sm">
        <div
          aria-hidden
          className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-2xl font-semibold text-primary"
        >
          {p.name.slice(0, 1)}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-lg font-semibold text-gray-900">{p.name}</span>
          <span className="text-sm text-gray-500">
            {[p.deptName, p.position, p.projectName].filter(Boolean).join(' · ')}
          </span>
        </div>
        <dl className="ml-auto grid grid-cols-3 gap-x-8 gap-y-1 text-center sm:grid-cols-6">
          <Figure label={`${p.month} 出勤率`} value={<Rate value={p.attendanceRate} bar={false} />} />
          <Figure label="应出勤(天)" value={formatCount(p.shouldDays)} />
          <Figure label="实出勤(天)" value={formatCount(p.actualDays)} />
          <Figure label="迟到/早退(次)" value={`${formatCount(p.lateTimes)} / ${formatCount(p.earlyTimes)}`} />
          <Figure label="缺卡/缺勤" value={`${formatCount(p.missTimes)} / ${formatCount(p.absentDays)}`} />
          <Figure label="累计工时(小时)" value={formatHours(p.totalWorkHours)} />
        </dl>
      </section>
      <DetailSection
        title="人员信息"
        items={[
          { label: '手机号', value: p.mobile },
          { label: '性别', value: p.gender ? GENDER[p.gender] : undefined },
          { label: '部门', value: p.deptName },
          { label: '岗位', value: p.position },
          { label: '安全帽', value: p.hatInnerid ?? '未绑定' },
          { label: '进项目日期', value: formatDate(p.entryDate) },
          { label: '请假(天)', value: formatCount(p.leaveDays) },
        ]}
      />
    </>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
    </div>
  );
}
