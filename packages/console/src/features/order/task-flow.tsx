// A task's business summary (/flw/smarthatsflwtask/detail) and its process steps (/flw/smarthatsflwtask/processFlow,
// drawn by ui/flow-timeline).
// Shared by 待办办理 (/staging) and 办理详情 (/stagingO).
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { ProcessFlowView } from '@/domain/flow-timeline';
import { Loading } from '@/ui/loading';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { TASK_STATUS, formatYuan, type TaskRef } from './order-model';
import { processFlowQuery, taskDetailQuery } from './order-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { NewTabLink } from '@/ui/new-tab-link';

/** 流程进度: the process name, its status and the timeline. */
export function ProcessFlowSection({ procInstId }: { procInstId: string }) {
  return <ProcessFlowView flow={useQuery(processFlowQuery(procInstId))} />;
}

/** 任务信息 and 业务摘要 of a task, with its attachments. */
export function TaskSummarySections({ task }: { task: TaskRef }) {
  const detail = useQuery(taskDetailQuery(task.taskId));
  if (detail.isPending)
    return (
      <DetailSection title="任务信息">
        <Loading />
      </DetailSection>
    );
  if (detail.isError || !detail.data)
    return (
      <DetailSection title="任务信息">
        <LoadFailed className="justify-center py-4" error={detail.error} fallback="任务信息加载失败" />
      </DetailSection>
    );
  const d = detail.data;
  return (
    <>
      <DetailSection
        title="任务信息"
        extra={<StatusTag table={TASK_STATUS} value={d.status} />}
        items={[
          { label: '业务类型', value: <Tag tag={{ label: d.businessTypeName ?? '—', tone: 'primary' }} /> },
          { label: '任务编号', value: <Nowrap>{d.taskId}</Nowrap> },
          { label: '流程实例', value: <Nowrap>{d.procInstId}</Nowrap> },
          { label: '项目', value: d.projectName },
          { label: '参建单位', value: d.companyName ?? '—' },
          { label: '工资周期', value: d.period },
          { label: '当前环节', value: d.nodeName },
          { label: '当前办理人', value: d.assigneeName },
          { label: '发起人', value: d.startUserName },
          { label: '到达时间', value: formatDate(d.createTime, 'dateTime') },
        ]}
      />
      <DetailSection
        title="业务摘要"
        items={[
          { label: '涉及工人', value: d.workerCount === undefined ? '—' : `${d.workerCount} 人` },
          { label: '涉及班组', value: d.teamCount === undefined ? '—' : `${d.teamCount} 个` },
          { label: '出勤工日', value: d.attendanceDays === undefined ? '—' : `${d.attendanceDays} 工日` },
          { label: '应发金额', value: formatYuan(d.payableAmount ?? d.amount) },
          { label: '扣款金额', value: formatYuan(d.deductAmount) },
          {
            label: '实发金额',
            value: <span className="font-semibold text-primary">{formatYuan(d.actualAmount)}</span>,
          },
        ]}
      >
        {d.attachments?.length ? (
          <div className="mt-4 border-t border-line pt-3">
            <p className="mb-2 text-sm text-gray-500">附件</p>
            <ul className="flex flex-col gap-1.5">
              {d.attachments.map((f) => (
                <li key={f.url} className="flex items-center gap-2 text-sm">
                  <FileText className="size-4 text-primary" aria-hidden />
                  <NewTabLink href={f.url} className="text-primary hover:underline">
                    {f.name ?? f.url}
                  </NewTabLink>
                  {f.size ? <span className="text-xs text-muted">{(f.size / 1024).toFixed(1)} KB</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </DetailSection>
    </>
  );
}
