// 打卡明细 (hidden page; 001 §7.1 GET /pc/labor/person/project/att/check/detail), opened from a day of 人员每日考勤:
// the day's summary and every check-in and location record in time order; 前一天 / 后一天 move through the days.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import dayjs from 'dayjs';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { Loading } from '@/ui/loading';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { formatDate, formatDateWithWeekday } from '@/lib/dates';
import {
  CHECK_SOURCE,
  checkDetailPath,
  checkSummary,
  DAY_STATUS,
  DIRECTION,
  formatHours,
  PERSON_TYPE,
  personDayPath,
  readDay,
  readPerson,
  shiftDay,
  type CheckRecord,
  type PersonRef,
} from './labor-att-model';
import { checkDetailQuery } from './labor-att-queries';
import { shown } from './summary-stats';
import { errorText } from '@/lib/error-text';
import { NewTabLink } from '@/ui/new-tab-link';

type Row = CheckRecord & { seq: number };

const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'seq', header: '序号', cell: ({ row }) => row.original.seq },
  {
    id: 'check_time',
    header: '时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.check_time, 'dateTime')}</Nowrap>,
  },
  {
    id: 'direction',
    header: '方向',
    cell: ({ row }) => <StatusTag table={DIRECTION} value={row.original.direction} />,
  },
  { id: 'source', header: '来源', cell: ({ row }) => <StatusTag table={CHECK_SOURCE} value={row.original.source} /> },
  { id: 'device_name', header: '设备', cell: ({ row }) => <Nowrap>{row.original.device_name || null}</Nowrap> },
  { id: 'area_name', header: '施工区域', cell: ({ row }) => <Nowrap>{row.original.area_name || null}</Nowrap> },
  {
    id: 'photo_url',
    header: '照片',
    cell: ({ row }) =>
      row.original.photo_url ? (
        <NewTabLink
          href={row.original.photo_url}
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          查看照片
          <ExternalLink className="size-3.5" aria-hidden />
        </NewTabLink>
      ) : (
        <span className="text-muted">—</span>
      ),
  },
];

export default function CheckDetailPage() {
  const [search] = useSearchParams();
  const person = readPerson(search);
  const date = readDay(search);
  const backTo = person
    ? personDayPath(person, { start: dayjs(date).subtract(6, 'day').format('YYYY-MM-DD'), end: date ?? '' })
    : '/laborAtt/personDay';
  if (!person || !date)
    return (
      <DetailPage title="打卡明细" backTo={backTo}>
        <p role="alert" className="rounded-md bg-white py-16 text-center text-sm text-gray-500 shadow-sm">
          缺少人员或日期，请从“人员每日考勤”中点某一天的“打卡明细”进入
        </p>
      </DetailPage>
    );
  return <CheckDetail person={person} date={date} backTo={backTo} />;
}

function CheckDetail({ person, date, backTo }: { person: PersonRef; date: string; backTo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery(checkDetailQuery(person, date));
  const d = detail.data;
  const sum = checkSummary(d?.records ?? []);
  const go = (by: number) => void navigate(checkDetailPath(person, shiftDay(date, by)), { replace: true });
  const stats: Stat[] = [
    { label: '记录', value: shown(detail, sum.count), unit: '条' },
    { label: '进', value: shown(detail, sum.ins), unit: '次', tone: 'success' },
    { label: '出', value: shown(detail, sum.outs), unit: '次', tone: 'muted' },
    { label: '工时', value: shown(detail, d?.work_hours), unit: '小时' },
  ];
  return (
    <DetailPage
      title={`打卡明细：${d?.name ?? person.name ?? ''}`}
      backTo={backTo}
      actions={<DayStepper date={date} onStep={go} />}
    >
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-md bg-white py-10 text-sm text-danger shadow-sm"
        >
          {errorText(detail.error)}
          <Button size="sm" onClick={() => void detail.refetch()}>
            重试
          </Button>
        </div>
      ) : (
        <>
          <DetailSection
            title="当日考勤"
            items={[
              { label: '姓名', value: d?.name },
              { label: '人员类别', value: PERSON_TYPE[person.person_type] },
              { label: '项目', value: d?.project_name },
              { label: '日期', value: formatDateWithWeekday(d?.date ?? date) },
              { label: '首次进场', value: formatDate(d?.first_in, 'dateTime') },
              { label: '末次离场', value: formatDate(d?.last_out, 'dateTime') },
              { label: '工时', value: formatHours(d?.work_hours) },
              { label: '考勤状态', value: <StatusTag table={DAY_STATUS} value={d?.status} /> },
            ]}
          />
          <section aria-label="打卡概况">
            <StatCards items={stats} />
          </section>
          <ListScreen<Row>
            id="labor-att-check-records"
            title="打卡记录"
            columns={COLUMNS}
            operation="getPersonProjectCheckDetail"
            scope={['page', person.person_id, person.person_type, person.project_id, date]}
            rowId={(r) => String(r.seq)}
            load={async ({ page, size }) => {
              const env = await queryClient.fetchQuery(checkDetailQuery(person, date));
              return pageSlice(
                (env.data?.records ?? []).map((r, i) => ({ ...r, seq: i + 1 })),
                page,
                size,
              );
            }}
          />
        </>
      )}
    </DetailPage>
  );
}

/** 前一天 / 后一天 around the day shown; no day after today. */
function DayStepper({ date, onStep }: { date: string; onStep: (by: number) => void }) {
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <>
      <Button size="sm" onClick={() => onStep(-1)}>
        <ChevronLeft />
        前一天
      </Button>
      <span className="text-sm tabular-nums text-gray-700">{formatDateWithWeekday(date)}</span>
      <Button size="sm" onClick={() => onStep(1)} disabled={date >= today}>
        后一天
        <ChevronRight />
      </Button>
    </>
  );
}
