// 分包人员考勤 (menu attendance/personnelBySubcontracting; seed 001 §7.1
// /duty/attendanceManagementPersonnelBySubcontracting): the managers of the general contractor and of each
// subcontractor over a period — how many, expected and actual attendance, and the rate; a bar or a row's 人员名单
// opens 人员考勤名单 for that company and period.
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ComboChart } from '@/ui/charts';
import type { components } from '@site/sdk';
import { CHART_COLORS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { StatCards } from '@/ui/stat-cards';
import { formatCount, formatRate, personLink, rateTone, summarize } from './attendance-model';
import { bySubcontractorQuery } from './attendance-queries';
import { PeriodBar, usePeriod } from './period-bar';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';
import { TableCard, type CardColumn } from '@/ui/table-card';

type Row = components['schemas']['AttendanceSubcontractorManagerStat'];

const [BLUE, GREEN, ORANGE] = CHART_COLORS;
const clip = (name: string) => (name.length > 8 ? `${name.slice(0, 8)}…` : name);

export default function PersonnelBySubcontractingPage() {
  const { range, apply } = usePeriod();
  const navigate = useNavigate();
  const stats = useQuery(bySubcontractorQuery(range));
  const open = (companyId: number) => void navigate(personLink(companyId, range));
  const sum = stats.data ? summarize(stats.data) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <PeriodBar title="分包人员考勤" range={range} onApply={apply} extra="统计对象：总包与分包单位管理人员" />
      <StatCards
        className="grid-cols-2 xl:grid-cols-4"
        items={[
          { label: '参建单位', value: stats.data?.length, unit: '家' },
          { label: '管理人员', value: sum?.managerCount, unit: '人' },
          {
            label: '实出勤 / 应出勤',
            value: sum ? `${formatCount(sum.actualCount)} / ${formatCount(sum.shouldCount)}` : undefined,
            unit: '人次',
          },
          { label: '综合出勤率', value: sum ? formatRate(sum.rate) : undefined, tone: rateTone(sum?.rate) },
        ]}
      />
      <ChartCard
        title="各参建单位管理人员出勤（点击柱子查看人员名单）"
        height={300}
        query={stats}
        empty={!stats.data?.length}
      >
        <ComboChart
          data={stats.data}
          xKey="companyName"
          xLabel={clip}
          everyTick
          series={[
            { key: 'shouldCount', name: '应出勤(人次)', color: BLUE, barSize: 22, onPick: (r) => open(r.companyId) },
            { key: 'actualCount', name: '实出勤(人次)', color: GREEN, barSize: 22, onPick: (r) => open(r.companyId) },
            { key: 'attendanceRate', name: '出勤率(%)', kind: 'line', axis: 'right', color: ORANGE },
          ]}
        />
      </ChartCard>
      <TableCard<Row>
        title="参建单位管理人员考勤"
        columns={columnsFor(open)}
        rows={stats.data}
        rowKey={(r) => String(r.companyId)}
        loading={stats.isPending}
        error={errorText(stats.error)}
        onRetry={() => void stats.refetch()}
      />
    </div>
  );
}

function columnsFor(open: (companyId: number) => void): CardColumn<Row>[] {
  return [
    { key: 'companyName', header: '参建单位', cell: (r) => <span className="font-medium">{r.companyName}</span> },
    { key: 'companyType', header: '单位类型', cell: (r) => r.companyType ?? '—' },
    { key: 'managerCount', header: '管理人员', align: 'right', cell: (r) => formatCount(r.managerCount) },
    { key: 'shouldCount', header: '应出勤(人次)', align: 'right', cell: (r) => formatCount(r.shouldCount) },
    { key: 'actualCount', header: '实出勤(人次)', align: 'right', cell: (r) => formatCount(r.actualCount) },
    { key: 'attendanceRate', header: '出勤率', cell: (r) => <Rate value={r.attendanceRate} /> },
    {
      key: 'actions',
      header: '操作',
      cell: (r) => (
        <Button size="sm" variant="link" onClick={() => open(r.companyId)}>
          人员名单
        </Button>
      ),
    },
  ];
}
