// 点位任务详情 (hidden menu entry grid/pointTaskDetail?id=, 001 §7.5 ginCheckPointTaskList): the task, its check items
// and photos, the hazard found with its rectification, and the hazard's records. By the task's state (and the 点位任务
// page's edit bit): 提交检查结论 (udpateSafeStatus), 登记隐患 (addTrouble), 整改反馈 (editDangeFeedback), 复查
// (passTrouble) for a 一般隐患, or 处置审批 (/approvalOfHiddenDangers) for a 较大/重大隐患.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { PlainTable, RULED_LOOK, type PlainColumn } from '@/ui/plain-table';
import { LoadFailed, RetryFailed } from '@/ui/retry-failed';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import {
  ITEM_RESULT,
  projectOf,
  SAFE_STATUS,
  taskActions,
  TROUBLE_LEVEL,
  troubleRoute,
  TROUBLE_STATUS,
  type TaskAction,
} from './grid-task-model';
import { pointTaskDetailQuery, procInstRecordsQuery, TROUBLE_KEYS, troubleRecordsQuery } from './grid-task-queries';
import { AddTroubleDialog } from './add-trouble-dialog';
import { DeadlineCell } from './deadline-cell';
import { DetailError, DetailHeader, FeedbackSection } from './detail-parts';
import { FeedbackDialog } from './feedback-dialog';
import { PhotoStrip } from './photo-strip';
import { RecordTimeline } from './record-timeline';
import { ReviewDialog } from './review-dialog';
import { SafeStatusDialog } from './safe-status-dialog';
import { invalidateOperation } from '@site/sdk/query/common';

type Task = components['schemas']['GridPointTaskDetail'];
type Trouble = components['schemas']['GridTrouble'];
type TroubleRecord = components['schemas']['GridTroubleRecord'];

const LIST = '/grid/pointTask';

export default function PointTaskDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <DetailPage title="点位任务详情" backTo={LIST}>
      {valid ? (
        <TaskDetail id={id} />
      ) : (
        <p role="alert" className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
          缺少任务 ID，请从点位任务列表的“详情”进入。
        </p>
      )}
    </DetailPage>
  );
}

type Pending = 'safeStatus' | 'addTrouble' | 'feedback' | 'review' | 'procInst' | null;

function TaskDetail({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const perm = usePagePermission(LIST);
  const detail = useQuery(pointTaskDetailQuery(id));
  const records = useQuery(troubleRecordsQuery(id));
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const done = () => {
    close();
    for (const key of TROUBLE_KEYS) void invalidateOperation(queryClient, key);
  };

  if (detail.isPending) return <Loading />;
  if (detail.isError || !detail.data)
    return (
      <DetailError error={detail.error}>
        <RetryFailed />
      </DetailError>
    );

  const t = detail.data;
  const trouble = t.trouble ?? null;
  const actions = taskActions({ ...t, hasTrouble: Boolean(trouble) }, perm.can('edit'));

  return (
    <>
      <DetailHeader
        title={t.pointName}
        no={t.taskNo}
        tags={
          <>
            <StatusTag table={SAFE_STATUS} value={t.safeStatus} />
            {trouble ? <StatusTag table={TROUBLE_STATUS} value={trouble.status} /> : null}
          </>
        }
      >
        <TaskActions actions={actions} taskId={t.id} onPick={setPending} />
      </DetailHeader>

      <TaskSection task={t} />
      <CheckResultSection task={t} />
      {trouble ? <TroubleSection trouble={trouble} /> : null}
      {trouble?.feedback ? (
        <FeedbackSection
          userName={trouble.feedback.feedbackUserName}
          time={trouble.feedback.rectifyTime}
          content={trouble.feedback.content}
          photos={trouble.feedback.photos}
        />
      ) : null}

      <DetailSection
        title="处置记录"
        extra={
          t.procInstId ? (
            <Button size="sm" variant="link" onClick={() => setPending('procInst')}>
              流程记录
            </Button>
          ) : null
        }
      >
        <RecordsView records={records} label="处置记录加载失败：" />
      </DetailSection>

      <TaskDialogs task={t} pending={pending} onPending={setPending} onDone={done} />
    </>
  );
}

/** The buttons the task's state and the page's edit bit allow; 处置审批 opens the hazard's approval screen. */
function TaskActions({
  actions,
  taskId,
  onPick,
}: {
  actions: readonly TaskAction[];
  taskId: number;
  onPick: (pending: Pending) => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      {actions.includes('safeStatus') ? (
        <Button variant="primary" onClick={() => onPick('safeStatus')}>
          提交检查结论
        </Button>
      ) : null}
      {actions.includes('addTrouble') ? (
        <Button variant="primary" onClick={() => onPick('addTrouble')}>
          登记隐患
        </Button>
      ) : null}
      {actions.includes('feedback') ? (
        <Button variant="primary" onClick={() => onPick('feedback')}>
          整改反馈
        </Button>
      ) : null}
      {actions.includes('review') ? (
        <Button variant="primary" onClick={() => onPick('review')}>
          复查
        </Button>
      ) : null}
      {actions.includes('approval') ? (
        <Button variant="primary" onClick={() => void navigate(troubleRoute(taskId, 2))}>
          处置审批
        </Button>
      ) : null}
    </>
  );
}

function TaskSection({ task: t }: { task: Task }) {
  return (
    <DetailSection
      title="任务信息"
      items={[
        { label: '任务编号', value: t.taskNo },
        { label: '所属检查', value: t.checkName },
        { label: '项目', value: t.projectName },
        { label: '点位', value: t.pointName },
        { label: '施工区域', value: t.areaName },
        { label: '检查人', value: t.checkUserName },
        { label: '计划日期', value: formatDate(t.planDate) },
        { label: '检查时间', value: t.checkTime ? formatDate(t.checkTime, 'dateTime') : '未检查' },
        { label: '检查结论', value: <StatusTag table={SAFE_STATUS} value={t.safeStatus} /> },
      ]}
    />
  );
}

const ITEM_RESULT_COLUMNS: PlainColumn<NonNullable<Task['itemResults']>[number]>[] = [
  { header: '检查内容', cell: (r) => r.content },
  { header: '结果', cell: (r) => <StatusTag table={ITEM_RESULT} value={r.result} />, headClassName: 'w-24' },
  { header: '备注', cell: (r) => r.remark || '—', className: 'text-gray-600' },
];

/** 检查结果: each check item's result and remark, then the check's remark and its photos. */
function CheckResultSection({ task: t }: { task: Task }) {
  return (
    <DetailSection title="检查结果">
      {t.itemResults?.length ? (
        <PlainTable columns={ITEM_RESULT_COLUMNS} rows={t.itemResults} rowKey={(r) => r.itemId} {...RULED_LOOK} />
      ) : (
        <p className="text-sm text-muted">暂无检查项结果</p>
      )}
      <div className="mt-3 flex flex-col gap-2 text-sm">
        <div className="flex gap-2">
          <span className="w-24 shrink-0 text-gray-500">检查备注</span>
          <span className="text-gray-900">{t.remark || '—'}</span>
        </div>
        <div className="flex gap-2">
          <span className="w-24 shrink-0 text-gray-500">现场照片</span>
          <PhotoStrip photos={t.checkPhotos} label="现场照片" />
        </div>
      </div>
    </DetailSection>
  );
}

function TroubleSection({ trouble }: { trouble: Trouble }) {
  return (
    <DetailSection
      title="隐患信息"
      items={[
        { label: '隐患编号', value: trouble.troubleNo },
        { label: '隐患等级', value: <StatusTag table={TROUBLE_LEVEL} value={trouble.troubleLevel} /> },
        { label: '隐患状态', value: <StatusTag table={TROUBLE_STATUS} value={trouble.status} /> },
        { label: '隐患分类', value: trouble.categoryName },
        { label: '检查项', value: trouble.itemContent },
        { label: '发现人', value: trouble.findUserName },
        { label: '发现时间', value: formatDate(trouble.findTime, 'dateTime') },
        { label: '整改单位', value: trouble.companyName },
        { label: '整改责任人', value: trouble.rectifyUserName },
        {
          label: '整改期限',
          value: <DeadlineCell deadline={trouble.rectifyDeadline} status={trouble.status} />,
        },
        { label: '隐患描述', value: trouble.description, wide: true },
        { label: '隐患照片', value: <PhotoStrip photos={trouble.photos} label="隐患照片" />, wide: true },
      ]}
    />
  );
}

/** The open dialog, if any; 提交检查结论 with 存在隐患 goes on to 登记隐患. */
export function TaskDialogs({
  task: t,
  pending,
  onPending,
  onDone,
}: {
  task: Task;
  pending: Pending;
  onPending: (pending: Pending) => void;
  onDone: () => void;
}) {
  const { identity } = useSession();
  const close = () => onPending(null);
  const ids = t.trouble ? { taskId: t.id, troubleId: t.trouble.troubleId } : null;
  return (
    <>
      {pending === 'safeStatus' ? (
        <SafeStatusDialog
          taskId={t.id}
          items={t.itemResults ?? []}
          onClose={close}
          onDone={(status) => {
            onDone();
            if (status === 2) onPending('addTrouble');
          }}
        />
      ) : null}
      {pending === 'addTrouble' ? (
        <AddTroubleDialog
          taskId={t.id}
          pointId={t.pointId}
          projectId={t.projectId ?? projectOf(identity)}
          onClose={close}
          onDone={onDone}
        />
      ) : null}
      {pending === 'feedback' && ids ? <FeedbackDialog ids={ids} onClose={close} onDone={onDone} /> : null}
      {pending === 'review' && ids ? <ReviewDialog ids={ids} onClose={close} onDone={onDone} /> : null}
      {pending === 'procInst' && t.procInstId ? <ProcInstDialog procInstId={t.procInstId} onClose={close} /> : null}
    </>
  );
}

/** A read of the hazard's records: loading, its failure (after `label`), or the timeline. */
function RecordsView({ records, label }: { records: UseQueryResult<TroubleRecord[]>; label?: string }) {
  if (records.isPending) return <Loading />;
  if (records.isError) return <LoadFailed label={label} error={records.error} />;
  return (
    <RecordTimeline
      entries={records.data.map((r) => ({
        key: r.id,
        operType: r.operType,
        operTypeName: r.operTypeName,
        operatorName: r.operatorName,
        operTime: r.operTime,
        content: r.content,
        photos: r.photos,
      }))}
    />
  );
}

/** The records of the hazard's approval flow instance (troubleRecoreByProcInstId). */
function ProcInstDialog({ procInstId, onClose }: { procInstId: string; onClose: () => void }) {
  const records = useQuery(procInstRecordsQuery(procInstId));
  return (
    <ViewDialog title={`流程记录（${procInstId}）`} onClose={onClose}>
      <RecordsView records={records} />
    </ViewDialog>
  );
}
