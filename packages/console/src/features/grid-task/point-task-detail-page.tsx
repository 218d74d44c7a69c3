// 点位任务详情 (hidden menu entry grid/pointTaskDetail?id=, 001 §7.5 ginCheckPointTaskList): the task, its check items
// and photos, the hazard found with its rectification, and the hazard's records. By the task's state (and the 点位任务
// page's edit bit): 提交检查结论 (udpateSafeStatus), 登记隐患 (addTrouble), 整改反馈 (editDangeFeedback), 复查
// (passTrouble) for a 一般隐患, or 处置审批 (/approvalOfHiddenDangers) for a 较大/重大隐患.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
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
} from './grid-task-model';
import { pointTaskDetailQuery, procInstRecordsQuery, TROUBLE_KEYS, troubleRecordsQuery } from './grid-task-queries';
import { AddTroubleDialog } from './add-trouble-dialog';
import { DeadlineCell } from './deadline-cell';
import { FeedbackDialog } from './feedback-dialog';
import { PhotoStrip } from './photo-strip';
import { RecordTimeline } from './record-timeline';
import { ReviewDialog } from './review-dialog';
import { SafeStatusDialog } from './safe-status-dialog';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { identity } = useSession();
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
      <div
        role="alert"
        className="flex flex-col items-center gap-2 rounded-md bg-white p-10 text-sm text-danger shadow-sm"
      >
        {errorText(detail.error)}
        <RetryFailed />
      </div>
    );

  const t = detail.data;
  const trouble = t.trouble ?? null;
  const actions = taskActions({ ...t, hasTrouble: Boolean(trouble) }, perm.can('edit'));
  const ids = trouble ? { taskId: t.id, troubleId: trouble.troubleId } : null;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 rounded-md bg-white px-4 py-3 shadow-sm">
        <span className="text-base font-semibold text-gray-900">{t.pointName}</span>
        <StatusTag table={SAFE_STATUS} value={t.safeStatus} />
        {trouble ? <StatusTag table={TROUBLE_STATUS} value={trouble.status} /> : null}
        <span className="font-mono text-xs text-gray-500">{t.taskNo}</span>
        <div className="ml-auto flex flex-wrap gap-2">
          {actions.includes('safeStatus') ? (
            <Button variant="primary" onClick={() => setPending('safeStatus')}>
              提交检查结论
            </Button>
          ) : null}
          {actions.includes('addTrouble') ? (
            <Button variant="primary" onClick={() => setPending('addTrouble')}>
              登记隐患
            </Button>
          ) : null}
          {actions.includes('feedback') ? (
            <Button variant="primary" onClick={() => setPending('feedback')}>
              整改反馈
            </Button>
          ) : null}
          {actions.includes('review') ? (
            <Button variant="primary" onClick={() => setPending('review')}>
              复查
            </Button>
          ) : null}
          {actions.includes('approval') ? (
            <Button variant="primary" onClick={() => void navigate(troubleRoute(t.id, 2))}>
              处置审批
            </Button>
          ) : null}
        </div>
      </div>

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

      <DetailSection title="检查结果">
        {t.itemResults?.length ? (
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="bg-gray-50 text-left text-gray-600">
                <th className="border-b border-line px-3 py-2 font-medium">检查内容</th>
                <th className="w-24 border-b border-line px-3 py-2 font-medium">结果</th>
                <th className="border-b border-line px-3 py-2 font-medium">备注</th>
              </tr>
            </thead>
            <tbody>
              {t.itemResults.map((r) => (
                <tr key={r.itemId}>
                  <td className="border-b border-line px-3 py-2">{r.content}</td>
                  <td className="border-b border-line px-3 py-2">
                    <StatusTag table={ITEM_RESULT} value={r.result} />
                  </td>
                  <td className="border-b border-line px-3 py-2 text-gray-600">{r.remark || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
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

      {trouble ? (
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
      ) : null}

      {trouble?.feedback ? (
        <DetailSection
          title="整改反馈"
          items={[
            { label: '反馈人', value: trouble.feedback.feedbackUserName },
            { label: '整改完成', value: formatDate(trouble.feedback.rectifyTime, 'dateTime') },
            { label: '整改情况', value: trouble.feedback.content, wide: true },
            {
              label: '整改后照片',
              value: <PhotoStrip photos={trouble.feedback.photos} label="整改后照片" />,
              wide: true,
            },
          ]}
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
        {records.isPending ? (
          <Loading />
        ) : records.isError ? (
          <LoadFailed label="处置记录加载失败：" error={records.error} />
        ) : (
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
        )}
      </DetailSection>

      {pending === 'safeStatus' ? (
        <SafeStatusDialog
          taskId={t.id}
          items={t.itemResults ?? []}
          onClose={close}
          onDone={(status) => {
            done();
            if (status === 2) setPending('addTrouble');
          }}
        />
      ) : null}
      {pending === 'addTrouble' ? (
        <AddTroubleDialog
          taskId={t.id}
          pointId={t.pointId}
          projectId={t.projectId ?? projectOf(identity)}
          onClose={close}
          onDone={done}
        />
      ) : null}
      {pending === 'feedback' && ids ? <FeedbackDialog ids={ids} onClose={close} onDone={done} /> : null}
      {pending === 'review' && ids ? <ReviewDialog ids={ids} onClose={close} onDone={done} /> : null}
      {pending === 'procInst' && t.procInstId ? <ProcInstDialog procInstId={t.procInstId} onClose={close} /> : null}
    </>
  );
}

/** The records of the hazard's approval flow instance (troubleRecoreByProcInstId). */
function ProcInstDialog({ procInstId, onClose }: { procInstId: string; onClose: () => void }) {
  const records = useQuery(procInstRecordsQuery(procInstId));
  return (
    <ViewDialog title={`流程记录（${procInstId}）`} onClose={onClose}>
      {records.isPending ? (
        <Loading />
      ) : records.isError ? (
        <LoadFailed error={records.error} />
      ) : (
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
      )}
    </ViewDialog>
  );
}
