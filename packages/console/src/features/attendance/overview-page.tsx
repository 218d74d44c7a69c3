// 考勤总览 (menu attendance/overview; seed 001 §7.1 /duty/appendance/*): the project managers' attendance over a
// period — the panel's numbers, attendance day by day, abnormal attendance by type and by day, and the breakdown by
// department — each chart or table with its export (perm attendance:export).
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { formatCount } from './attendance-model';
import { panelQuery } from './attendance-queries';
import { ExportButton } from '@/ui/export-button';
import { PeriodBar, usePeriod } from './period-bar';
import { Rate } from '@/ui/rate';
import { errorText } from '@/lib/error-text';
import { TableCard, type CardColumn } from '@/ui/table-card';
import { AbnormalDailyCard, AbnormalTypesCard, DailyCard, PanelStats } from './overview-cards';

type DeptRow = components['schemas']['AttendancePanelRow'];

const DEPT_COLUMNS: CardColumn<DeptRow>[] = [
  { key: 'deptName', header: '部门', cell: (r) => <span className="font-medium">{r.deptName}</span> },
  { key: 'totalCount', header: '人数', align: 'right', cell: (r) => formatCount(r.totalCount) },
  { key: 'shouldCount', header: '应出勤', align: 'right', cell: (r) => formatCount(r.shouldCount) },
  { key: 'actualCount', header: '实出勤', align: 'right', cell: (r) => formatCount(r.actualCount) },
  { key: 'lateCount', header: '迟到', align: 'right', cell: (r) => formatCount(r.lateCount) },
  { key: 'earlyCount', header: '早退', align: 'right', cell: (r) => formatCount(r.earlyCount) },
  { key: 'missCount', header: '缺卡', align: 'right', cell: (r) => formatCount(r.missCount) },
  { key: 'absentCount', header: '缺勤', align: 'right', cell: (r) => formatCount(r.absentCount) },
  { key: 'leaveCount', header: '请假', align: 'right', cell: (r) => formatCount(r.leaveCount) },
  {
    key: 'attendanceRate',
    header: '出勤率',
    align: 'right',
    cell: (r) => <Rate value={r.attendanceRate} bar={false} />,
  },
];

export default function OverviewPage() {
  const { range, apply } = usePeriod();
  const perm = usePagePermission();
  const canExport = perm.hasPerm('attendance:export');
  const panel = useQuery(panelQuery(range));

  return (
    <div className="flex flex-col gap-3">
      <PeriodBar title="考勤总览" range={range} onApply={apply} extra="统计对象：项目管理人员" />
      <PanelStats range={range} />

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <DailyCard range={range} canExport={canExport} />
        <AbnormalTypesCard range={range} />
      </div>

      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <TableCard<DeptRow>
          className="xl:col-span-2"
          title="部门考勤统计（人次）"
          columns={DEPT_COLUMNS}
          rows={panel.data?.list}
          rowKey={(r) => String(r.deptId)}
          loading={panel.isPending}
          error={errorText(panel.error)}
          onRetry={() => void panel.refetch()}
          actions={
            canExport ? (
              <ExportButton onExport={() => api.POST('/duty/appendance/panelExport', { body: range })} />
            ) : null
          }
        />
        <AbnormalDailyCard range={range} canExport={canExport} />
      </div>
    </div>
  );
}
