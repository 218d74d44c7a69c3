// 工资流程任务 (001 §7.3 /flw/smarthatsflwtask/*, menu wages/flowTask): the wage approvals (attendance, pre-settlement,
// payment, fund source, public payment, trouble wages, emergency). 流程 shows a task's summary (detail) and its
// steps as a vertical timeline (processFlow), with 通过 / 驳回 while it waits for the user; 办理 opens the task's
// handling page (its route, e.g. /moneysource, /publictoPublicApproval, /partiallyrepayone).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { TwoLines } from '@/ui/two-lines';
import { ProcessFlowSection } from './flow-timeline';
import { flowTaskFilter } from './fund-bodies';
import { flowTaskDetailQuery, projectOptionsQuery } from './fund-queries';
import { taskRoute } from './fund-routes';
import { BUSINESS_TYPE, TASK_STATUS, optionsOf } from './fund-status';
import { formatYuan } from '@/domain/money';
import { TaskDecision } from './task-decision';
import { moneyColumn } from '@/domain/money-column';
import { FileLine } from './file-line';

type Task = components['schemas']['WorkflowWageTask'];

export default function FlowTaskPage() {
  const navigate = useNavigate();
  const projects = useQuery(projectOptionsQuery());
  const [shown, setShown] = useState<Task | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'businessType', label: '业务类型', type: 'select', options: optionsOf(BUSINESS_TYPE) },
      { name: 'status', label: '任务状态', type: 'select', options: optionsOf(TASK_STATUS) },
      { name: 'period', label: '工资周期', type: 'month' },
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
    ],
    [projects.data],
  );
  const columns = useMemo<ColumnDef<Task, unknown>[]>(
    () => [
      {
        id: 'business',
        header: '业务',
        cell: ({ row }) => (
          <div className="min-w-36">
            <Tag
              tag={{
                label: row.original.businessTypeName ?? BUSINESS_TYPE[row.original.businessType] ?? '—',
                tone: 'primary',
              }}
            />
            <p className="mt-0.5 text-xs text-muted">{row.original.procInstId}</p>
          </div>
        ),
      },
      {
        id: 'project',
        header: '项目 / 单位',
        cell: ({ row }) => <TwoLines main={row.original.projectName} sub={row.original.companyName} />,
      },
      { id: 'period', header: '工资周期', cell: ({ row }) => <Nowrap>{row.original.period}</Nowrap> },
      {
        id: 'workerCount',
        header: '工人数',
        cell: ({ row }) => <Nowrap>{row.original.workerCount ?? 0} 人</Nowrap>,
      },
      moneyColumn('amount', '金额（元）', 'strong'),
      {
        id: 'node',
        header: '当前环节',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-36"
            main={<span className="font-normal text-gray-700">{row.original.nodeName ?? '—'}</span>}
            sub={row.original.assigneeName ? `办理人 ${row.original.assigneeName}` : undefined}
          />
        ),
      },
      { id: 'startUserName', header: '发起人', cell: ({ row }) => <Nowrap>{row.original.startUserName}</Nowrap> },
      {
        id: 'createTime',
        header: '到达时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.createTime, 'minute')}</Nowrap>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={TASK_STATUS} value={row.original.status} />,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const t = row.original;
          const to = taskRoute(t);
          return (
            <div className="flex gap-2">
              <Button size="sm" variant="link" onClick={() => setShown(t)}>
                流程
              </Button>
              {to ? (
                <Button size="sm" variant="link" onClick={() => void navigate(to)}>
                  {t.status === 0 ? '办理' : '查看'}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [navigate],
  );

  return (
    <>
      <ListScreen<Task>
        id="wages-flow-task"
        title="工资流程任务"
        filters={filters}
        columns={columns}
        operation="listWorkflowWageTasks"
        rowId={(t) => String(t.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/flw/smarthatsflwtask/list', {
            body: { pageNum: page, pageSize: size, ...flowTaskFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {shown ? <TaskFlowDialog task={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}

function TaskFlowDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const detail = useQuery(flowTaskDetailQuery(task.taskId));
  const d = detail.data;
  const decidable = Boolean(d?.canApprove) && task.status === 0;
  return (
    <ViewDialog
      title={`${task.businessTypeName ?? BUSINESS_TYPE[task.businessType] ?? '流程'}：${task.projectName ?? ''} ${task.period ?? ''}`}
      onClose={onClose}
      width={760}
    >
      <div className="flex flex-col gap-3">
        {decidable ? (
          <div className="flex items-center justify-end gap-2 rounded bg-primary-soft px-3 py-2">
            <span className="mr-auto text-sm text-primary">此任务待您审批（{d?.nodeName}）</span>
            <TaskDecision task={{ taskId: task.taskId, procInstId: task.procInstId }} onDone={onClose} />
          </div>
        ) : null}
        {detail.isPending ? (
          <Loading />
        ) : d ? (
          <DetailSection
            title="业务摘要"
            columns={2}
            className="p-0 shadow-none"
            items={[
              { label: '项目', value: d.projectName },
              { label: '参建单位', value: d.companyName },
              { label: '工资周期', value: d.period },
              { label: '班组 / 工人', value: `${d.teamCount ?? 0} 个 / ${d.workerCount ?? 0} 人` },
              { label: '出勤工日', value: d.attendanceDays },
              { label: '应发', value: formatYuan(d.payableAmount) },
              { label: '扣款', value: formatYuan(d.deductAmount) },
              { label: '实发', value: <span className="font-semibold">{formatYuan(d.actualAmount)}</span> },
              {
                label: '附件',
                wide: true,
                value: (d.attachments ?? []).length ? (
                  <ul className="flex flex-col gap-1">
                    {(d.attachments ?? []).map((f) => (
                      <li key={f.fileId ?? f.url} className="flex items-center gap-2">
                        <FileLine file={f} fallback="附件" />
                      </li>
                    ))}
                  </ul>
                ) : (
                  '—'
                ),
              },
            ]}
          />
        ) : null}
        <ProcessFlowSection procInstId={task.procInstId} />
      </div>
    </ViewDialog>
  );
}
