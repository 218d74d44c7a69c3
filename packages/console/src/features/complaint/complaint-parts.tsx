// Pieces shared by the complaint screens: the facts of a complaint and its flow (流转记录) as a timeline.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { DetailSection, type DetailItem } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { StatusTag, Tag } from '@/ui/status-tag';
import { COMPLAINT_STATUS, DEAL_RESULTS, FLOW_ACTIONS, LEVELS, SOURCES } from './complaint-model';
import { complaintRecordsQuery } from './complaint-queries';
import { LoadFailed } from '@/ui/retry-failed';

const money = (v: number | undefined) =>
  v ? `${v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元` : '—';

type ComplaintDetail = components['schemas']['ComplaintWorkerDetail'];

/** The facts of a complaint; `handling` leaves out where it is now (the handling page shows that above). */
export function complaintItems(c: ComplaintDetail, handling = false): DetailItem[] {
  const now = new Set(['状态', '当前层级', '当前处理人', '办结时限']);
  const items: DetailItem[] = [
    { label: '投诉编号', value: <span className="font-mono">{c.complaint_no}</span> },
    { label: '状态', value: <StatusTag table={COMPLAINT_STATUS} value={c.status} /> },
    { label: '投诉类型', value: c.complaint_type_name ?? '—' },
    { label: '投诉人', value: c.is_anonymous ? '匿名' : (c.worker_name ?? '—') },
    { label: '联系电话', value: c.mobile || '—' },
    { label: '身份证号', value: c.id_card ?? '—' },
    { label: '项目', value: c.project_name ?? '—' },
    { label: '参建单位', value: c.company_name ?? '—' },
    { label: '班组', value: c.team_name ?? '—' },
    { label: '工种', value: c.work_type ?? '—' },
    { label: '来源', value: SOURCES[c.source ?? -1] ?? '—' },
    { label: '涉及金额', value: money(c.amount_involved) },
    { label: '当前层级', value: LEVELS[c.handle_level ?? -1] ?? '—' },
    { label: '当前处理人', value: c.handler_name ?? '—' },
    { label: '投诉时间', value: formatDate(c.create_time, 'dateTime') },
    {
      label: '办结时限',
      value: (
        <span className="inline-flex items-center gap-2">
          {formatDate(c.deadline, 'dateTime')}
          {c.is_overdue ? <Tag tag={{ label: '已超时', tone: 'danger' }} /> : null}
        </span>
      ),
    },
    { label: '办结时间', value: formatDate(c.finish_time, 'dateTime') },
    { label: '办结结果', value: c.deal_result ? DEAL_RESULTS[c.deal_result] : '—' },
    { label: '投诉内容', value: <span className="whitespace-pre-wrap">{c.content}</span>, wide: true },
    ...(c.deal_content ? [{ label: '办结说明', value: c.deal_content, wide: true }] : []),
  ];
  return handling ? items.filter((i) => !now.has(i.label)) : items;
}

/** 流转记录 of a complaint, oldest first. */
export function FlowTimeline({ id, className }: { id: number; className?: string }) {
  const records = useQuery(complaintRecordsQuery(id));
  return (
    <DetailSection title="流转记录" className={className}>
      {records.isPending ? (
        <Loading />
      ) : records.isError ? (
        <LoadFailed className="justify-center py-4" error={records.error} />
      ) : !records.data.length ? (
        <p className="py-4 text-center text-sm text-muted">暂无流转记录</p>
      ) : (
        <ol className="relative ml-2 border-l border-line" aria-label="流转记录">
          {records.data.map((r) => (
            <li key={r.id} className="relative pb-4 pl-5 last:pb-0">
              <span className="absolute -left-[5px] top-1.5 size-2.5 rounded-full border-2 border-white bg-primary ring-1 ring-primary/40" />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <StatusTag table={FLOW_ACTIONS} value={r.action} fallback={r.actionName} />
                <span className="font-medium text-gray-900">{r.operatorName}</span>
                {r.positionName ? <span className="text-gray-500">{r.positionName}</span> : null}
                <span className="text-gray-400">·</span>
                <span className="text-gray-500">
                  {r.orgName}
                  {r.level ? `（${LEVELS[r.level]}级）` : ''}
                </span>
                <span className="ml-auto text-xs tabular-nums text-gray-400">
                  {formatDate(r.createTime, 'dateTime')}
                </span>
              </div>
              {r.comment ? <p className="mt-1 text-sm text-gray-600">{r.comment}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
