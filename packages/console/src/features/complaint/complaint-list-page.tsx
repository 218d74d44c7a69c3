// 投诉列表 (001 §7.8 /pc/worker/complaint/*): numbers at a glance, the complaints with their status, level and
// deadline, 详情 in a dialog and 处理 opening the handling route /complaintTask (accept, deal, terminate, pass down).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { StatCards } from '@/ui/stat-cards';
import { ViewDialog } from '@/ui/view-dialog';
import {
  COMPLAINT_STATUS,
  COMPLAINT_TYPES,
  LEVELS,
  complaintExportQuery,
  complaintListQuery,
  optionsOf,
} from './complaint-model';
import { complaintItems, FlowTimeline } from './complaint-parts';
import { complaintColumns, type Complaint } from './complaint-list-columns';
import { complaintDetailQuery, complaintStatisticsQuery, projectOf } from './complaint-queries';
import { LoadFailed } from '@/ui/retry-failed';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或投诉编号' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(COMPLAINT_STATUS) },
  { name: 'complaint_type', label: '投诉类型', type: 'select', options: optionsOf(COMPLAINT_TYPES) },
  { name: 'handle_level', label: '处理层级', type: 'select', options: optionsOf(LEVELS) },
  { name: 'start_date', label: '投诉日期起', type: 'date' },
  { name: 'end_date', label: '投诉日期止', type: 'date' },
];

export default function ComplaintListPage() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const [viewing, setViewing] = useState<Complaint | null>(null);
  const mayHandle = perm.hasPerm('complaint:deal') || perm.can('cancel');

  const columns = useMemo(() => complaintColumns({ mayHandle, navigate, onView: setViewing }), [mayHandle, navigate]);

  return (
    <div className="flex flex-col gap-3">
      <ComplaintStats projectId={projectId} />
      <ListScreen<Complaint>
        id="complaint-list"
        title="投诉列表"
        filters={FILTERS}
        columns={columns}
        operation="listWorkerComplaints"
        scope={{ projectId }}
        rowId={(c) => String(c.id)}
        load={async ({ page, size, filters, signal }) => {
          const env = await api.GET('/pc/worker/complaint/list', {
            params: { query: complaintListQuery(filters, page, size, projectId) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={(filters) =>
          api.GET('/pc/worker/complaint/export', { params: { query: complaintExportQuery(filters, projectId) } })
        }
      />
      {viewing ? <ComplaintDialog id={viewing.id} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

function ComplaintStats({ projectId }: { projectId: number | undefined }) {
  const stats = useQuery(complaintStatisticsQuery(projectId));
  const s = stats.data;
  if (stats.isError)
    return (
      <LoadFailed className="rounded-md bg-white px-4 py-3 shadow-sm" label="投诉统计加载失败：" error={stats.error} />
    );
  return (
    <section aria-label="投诉统计">
      <StatCards
        items={[
          { label: '投诉总数', value: s?.total, unit: '件' },
          { label: '待受理', value: s?.pending, unit: '件', tone: 'warning' },
          { label: '处理中', value: s?.processing, unit: '件' },
          { label: '已办结', value: s?.finished, unit: '件', tone: 'success' },
          { label: '超时未办结', value: s?.overdue, unit: '件', tone: 'danger' },
          { label: '办结率', value: s?.finish_rate, unit: '%', tone: 'success' },
          { label: '平均办结时长', value: s?.avg_handle_hours, unit: '小时', tone: 'muted' },
          { label: '回访满意率', value: s?.satisfaction_rate, unit: '%', tone: 'success' },
        ]}
      />
    </section>
  );
}

function ComplaintDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(complaintDetailQuery(id));
  return (
    <ViewDialog title="投诉详情" onClose={onClose} width={820}>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError || !detail.data ? (
        <LoadFailed className="justify-center py-6" error={detail.error} fallback="投诉详情加载失败" />
      ) : (
        <div className="flex flex-col gap-3">
          <DetailSection title="投诉信息" columns={2} items={complaintItems(detail.data)} className="p-0 shadow-none" />
          <FlowTimeline id={id} className="p-0 shadow-none" />
        </div>
      )}
    </ViewDialog>
  );
}
