// 投诉处理 (seed 000 §2 fixed route /complaintTask; 001 §7.8, §4): opened from a complaint's 处理 button with ?id=.
// It shows the complaint, where it is now (level, organisation, position, deadline), its flow, and the actions the
// current user may take: 受理, 办结, 终止, 下发 (to a lower level). Without an id it lists the complaints waiting at
// the user's level with the task counts, each opening its own handling view.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission, useApiCode } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { StatCards } from '@/ui/stat-cards';
import { StatusTag, Tag } from '@/ui/status-tag';
import { HandleDialog, type HandleAction, type HandleTarget } from './complaint-action-dialogs';
import { COMPLAINT_STATUS, LEVEL_TAGS, LEVELS, handleActions, optionsOf, type ComplaintTask } from './complaint-model';
import { complaintItems, FlowTimeline } from './complaint-parts';
import { taskColumns } from './complaint-task-columns';
import { complaintDetailQuery, complaintTaskCountQuery, complaintTaskQuery, projectOf } from './complaint-queries';

const LIST = '/complaint/list';

export default function ComplaintTaskPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? <HandleView key={id} id={id} /> : <TaskList />;
}

/** What the handling view shows and may do: the complaint, its task, and the buttons the user's rights allow. */
function useHandling(id: number) {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  // Buttons follow the permissions of 投诉列表, the page this route is opened from.
  const perm = usePagePermission(LIST);
  const detail = useQuery(complaintDetailQuery(id));
  const task = useQuery(complaintTaskQuery(id, detail.data?.complaint_no, projectId));
  const c = detail.data;
  const t = task.data ?? undefined;
  const status = t?.status ?? c?.status ?? -1;
  const level = t?.currentLevel ?? c?.handle_level ?? 1;
  const allowed = handleActions(status, level, t);
  const hasApi = useApiCode();
  const mayDeal = perm.hasPerm('complaint:deal') && hasApi('complaint:deal');
  const mayReturn = perm.can('cancel');
  const buttons: { action: HandleAction; label: string; show: boolean; variant: 'primary' | 'default' | 'danger' }[] = [
    { action: 'accept', label: '受理', show: allowed.accept && mayDeal, variant: 'primary' },
    { action: 'deal', label: '办结', show: allowed.deal && mayDeal, variant: 'primary' },
    { action: 'passDown', label: '下发', show: allowed.passDown && mayReturn, variant: 'default' },
    { action: 'terminate', label: '终止', show: allowed.terminate && mayReturn, variant: 'danger' },
  ];
  const target: HandleTarget | null = c
    ? { id, complaintNo: c.complaint_no, complaintType: c.complaint_type, level }
    : null;
  return { detail, task, c, t, status, level, buttons, target };
}

function HandleView({ id }: { id: number }) {
  const { detail, task, c, t, status, level, buttons, target } = useHandling(id);
  const [action, setAction] = useState<HandleAction | null>(null);

  return (
    <DetailPage
      title="投诉处理"
      backTo={LIST}
      actions={
        c && !task.isPending
          ? buttons
              .filter((b) => b.show)
              .map((b) => (
                <Button key={b.action} variant={b.variant} onClick={() => setAction(b.action)}>
                  {b.label}
                </Button>
              ))
          : null
      }
    >
      {detail.isPending ? (
        <Loading />
      ) : detail.isError || !c ? (
        <div role="alert" className="rounded-md bg-white p-10 text-center text-sm text-danger shadow-sm">
          {detail.error?.message || '投诉不存在'}
          <div className="mt-3">
            <Button onClick={() => void detail.refetch()}>重试</Button>
          </div>
        </div>
      ) : (
        <>
          <DetailSection
            title="当前处理"
            items={[
              { label: '状态', value: <StatusTag table={COMPLAINT_STATUS} value={status} /> },
              { label: '处理层级', value: <StatusTag table={LEVEL_TAGS} value={level} /> },
              { label: '处理组织', value: t?.currentOrgName ?? c.project_name ?? '—' },
              { label: '处理岗位', value: t?.positionName ?? '—' },
              { label: '处理人', value: (t ? t.handlerName : c.handler_name) ?? '—' },
              {
                label: '本级时限',
                value: (
                  <span className="inline-flex items-center gap-2">
                    {formatDate(t?.deadline ?? c.deadline, 'dateTime')}
                    {(t?.overdue ?? c.is_overdue) ? <Tag tag={{ label: '已超时', tone: 'danger' }} /> : null}
                  </span>
                ),
              },
            ]}
            extra={
              !buttons.some((b) => b.show) ? (
                <span className="text-xs text-gray-500">
                  {status === 2 || status === 3 ? '投诉已结束，无需处理' : '当前无可执行的处理操作'}
                </span>
              ) : null
            }
          />
          <DetailSection title="投诉信息" items={complaintItems(c, true)} />
          <FlowTimeline id={id} />
        </>
      )}
      {action && target ? <HandleDialog action={action} target={target} onClose={() => setAction(null)} /> : null}
    </DetailPage>
  );
}

const TASK_FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '投诉人或投诉编号' },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(COMPLAINT_STATUS) },
  { name: 'level', label: '处理层级', type: 'select', options: optionsOf(LEVELS) },
];

function TaskList() {
  const navigate = useNavigate();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const columns = useMemo(() => taskColumns(navigate), [navigate]);
  return (
    <div className="flex flex-col gap-3">
      <TaskCounts projectId={projectId} />
      <ListScreen<ComplaintTask>
        id="complaint-tasks"
        title="投诉处理"
        filters={TASK_FILTERS}
        columns={columns}
        operation="pageComplaintTasks"
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        load={async ({ page, size, filters, signal }) => {
          const status = filters.status ? (Number(filters.status) as 0 | 1 | 2 | 3) : undefined;
          const level = filters.level ? (Number(filters.level) as 1 | 2 | 3) : undefined;
          const env = await api.POST('/orgdept/complaint/taskPage', {
            body: { pageNum: page, pageSize: size, projectId, keyword: filters.keyword, status, level },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
    </div>
  );
}

/** The task counts above the list: all, mine, by state, and overdue. */
function TaskCounts({ projectId }: { projectId: number | undefined }) {
  const n = useQuery(complaintTaskCountQuery(projectId)).data;
  return (
    <section aria-label="投诉处理任务数量">
      <StatCards
        items={[
          { label: '全部', value: n?.total, unit: '件' },
          { label: '待我处理', value: n?.mine, unit: '件', tone: 'primary' },
          { label: '待受理', value: n?.waitAccept, unit: '件', tone: 'warning' },
          { label: '处理中', value: n?.dealing, unit: '件' },
          { label: '已下发', value: n?.passedDown, unit: '件', tone: 'muted' },
          { label: '已办结', value: n?.finished, unit: '件', tone: 'success' },
          { label: '超时', value: n?.overdue, unit: '件', tone: 'danger' },
        ]}
      />
    </section>
  );
}
