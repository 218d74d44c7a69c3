// A workflow process (/flw/smarthatsflwtask/processFlow) as a titled section: the process name and status, then its
// steps as a vertical timeline (done steps green with a tick, the current step blue, a rejection red, steps to come
// grey; each with its handler, action, comment and times). The feature fetches the process and hands over the query.
import { Check } from 'lucide-react';
import type { components } from '@site/sdk';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { NODE_ACTION, PROC_STATUS } from '@/domain/workflow-status';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { StatusTag } from '@/ui/status-tag';
import { LoadFailed } from '@/ui/retry-failed';

type FlowNode = components['schemas']['WorkflowFlowNode'];
type ProcessFlow = components['schemas']['WorkflowProcessFlow'];

function FlowTimeline({ nodes }: { nodes: readonly FlowNode[] }) {
  if (!nodes.length) return <p className="py-4 text-center text-sm text-muted">暂无流转记录</p>;
  return (
    <ol className="relative" aria-label="流程节点">
      {nodes.map((n, i) => {
        const done = n.nodeStatus === 2;
        const current = n.nodeStatus === 1;
        const rejected = n.action === 3;
        return (
          <li
            key={n.nodeId ?? `${i}-${n.nodeName}`}
            className="relative flex gap-3 pb-5 last:pb-0"
            aria-current={current ? 'step' : undefined}
          >
            {i < nodes.length - 1 ? (
              <span
                aria-hidden
                className={cn('absolute left-[11px] top-6 h-[calc(100%-24px)] w-0.5', done ? 'bg-success' : 'bg-line')}
              />
            ) : null}
            <span
              aria-hidden
              className={cn(
                'relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                rejected
                  ? 'border-danger bg-danger text-white'
                  : done
                    ? 'border-success bg-success text-white'
                    : current
                      ? 'border-primary bg-white text-primary ring-4 ring-primary/15'
                      : 'border-line bg-white text-gray-400',
              )}
            >
              {done && !rejected ? <Check className="size-3.5" strokeWidth={3} /> : i + 1}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className={cn('font-medium', n.nodeStatus === 0 ? 'text-gray-500' : 'text-gray-900')}>
                  {n.nodeName}
                </span>
                {n.action !== null && n.action !== undefined ? (
                  <StatusTag table={NODE_ACTION} value={n.action} />
                ) : null}
                {current ? <span className="text-xs text-primary">当前环节</span> : null}
              </div>
              <p className="mt-0.5 text-xs text-gray-500">
                {[
                  n.assigneeName ? `办理人：${n.assigneeName}` : null,
                  n.startTime ? `到达 ${formatDate(n.startTime, 'minute')}` : null,
                  n.endTime ? `办理 ${formatDate(n.endTime, 'minute')}` : null,
                  n.duration ? `耗时 ${n.duration}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || '未开始'}
              </p>
              {n.comment ? (
                <p className="mt-1 rounded bg-gray-50 px-2 py-1 text-sm text-gray-700">“{n.comment}”</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** 流程进度: the process of a query (its name and status, then the timeline), with loading and failure states. */
export function ProcessFlowView({
  flow,
}: {
  flow: { isPending: boolean; isError: boolean; error: unknown; data: ProcessFlow | null | undefined };
}) {
  return (
    <DetailSection
      title="流程进度"
      extra={flow.data?.procStatus ? <StatusTag table={PROC_STATUS} value={flow.data.procStatus} /> : null}
    >
      {flow.isPending ? (
        <Loading />
      ) : flow.isError ? (
        <LoadFailed className="justify-center py-4" label="流程加载失败：" error={flow.error} />
      ) : !flow.data ? (
        <p className="py-4 text-center text-sm text-muted">暂无流程</p>
      ) : (
        <>
          <p className="mb-3 text-xs text-gray-500">
            {[flow.data.procDefName, flow.data.procInstId].filter(Boolean).join(' · ')}
          </p>
          <FlowTimeline nodes={flow.data.nodes} />
        </>
      )}
    </DetailSection>
  );
}
