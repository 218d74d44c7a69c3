// The hazard seen from its flow (001 §7.5 GET /pc/trouble/detail/{task_id}/{type}), shared by the three fixed routes:
// type 1 隐患处理 (/troubleHandle), 2 隐患处置审批 (/approvalOfHiddenDangers), 3 审批驳回 (/hiddenDangerBh). The answer's
// can_feedback and can_audit (with the 隐患处置 page's edit bit) decide the buttons: 整改反馈 (editDangeFeedback),
// 通过 / 驳回 (/pc/task/trouble/audit), 转办 (/pc/flw/task/delegate). After a change the lists refresh and the
// person goes back to 隐患处置. With the 隐患库管理 page's edit bit, 编辑隐患条目 corrects the library item behind the
// hazard (/pc/trouble/items/edit) and the detail reloads.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { usePagePermission, useApiCode } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { StatusTag } from '@/ui/status-tag';
import type { components } from '@site/sdk';
import {
  AUDIT_STATUS,
  lastRejection,
  pointTaskDetailRoute,
  projectOf,
  TROUBLE_LEVEL,
  TROUBLE_ROUTES,
  TROUBLE_STATUS,
  type TroubleViewType,
} from './grid-task-model';
import { TROUBLE_KEYS, troubleDetailQuery } from './grid-task-queries';
import { AuditDialog } from './audit-dialog';
import { DeadlineCell } from './deadline-cell';
import { DetailError, DetailHeader, FeedbackSection } from './detail-parts';
import { DelegateDialog } from './delegate-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { PhotoStrip } from './photo-strip';
import { RecordTimeline } from './record-timeline';
import { TroubleItemDialog } from './trouble-item-dialog';
import { invalidateOperation } from '@site/sdk/query/common';

const LIST = '/grid/troubleList';
const LIBRARY = '/grid/troubleLibManager';

export function TroubleFlowScreen({ type }: { type: TroubleViewType }) {
  const [search] = useSearchParams();
  const taskId = Number(search.get('task_id'));
  const valid = Number.isInteger(taskId) && taskId > 0;
  return (
    <DetailPage title={TROUBLE_ROUTES[type].title} backTo={LIST}>
      {valid ? (
        <TroubleFlow taskId={taskId} type={type} />
      ) : (
        <p role="alert" className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
          缺少任务 ID，请从隐患处置列表进入。
        </p>
      )}
    </DetailPage>
  );
}

type Pending =
  { kind: 'feedback' } | { kind: 'audit'; result: '1' | '2' } | { kind: 'delegate' } | { kind: 'item' } | null;

type Detail = components['schemas']['GridPcTroubleDetail'];
type TroubleRecord = components['schemas']['GridPcTroubleRecord'];

function TroubleFlow({ taskId, type }: { taskId: number; type: TroubleViewType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery(troubleDetailQuery(taskId, type));
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const finished = () => {
    close();
    for (const key of TROUBLE_KEYS) void invalidateOperation(queryClient, key);
    void navigate(LIST);
  };

  if (detail.isPending) return <Loading />;
  if (detail.isError || !detail.data)
    return (
      <DetailError error={detail.error}>
        <Button onClick={() => void detail.refetch()}>重试</Button>
      </DetailError>
    );

  const d = detail.data;
  const records = d.records ?? [];

  return (
    <>
      <DetailHeader
        title={d.point_name ?? d.trouble_no}
        no={d.trouble_no}
        tags={
          <>
            <StatusTag table={TROUBLE_LEVEL} value={d.trouble_level} fallback={d.level_name} />
            <StatusTag table={TROUBLE_STATUS} value={d.status} />
            {d.audit_status ? <StatusTag table={AUDIT_STATUS} value={d.audit_status} /> : null}
          </>
        }
      >
        <FlowActions detail={d} type={type} onPick={setPending} />
      </DetailHeader>

      {type === 3 ? <RejectionNote rejection={lastRejection(records)} /> : null}
      <TroubleSections detail={d} />
      {d.feedback ? (
        <FeedbackSection
          userName={d.feedback.feedback_user_name}
          time={d.feedback.rectify_time}
          content={d.feedback.content}
          photos={d.feedback.photos}
        />
      ) : null}

      <DetailSection title="处置记录">
        <RecordTimeline
          entries={records.map((r, i) => ({
            key: `${r.oper_time}-${i}`,
            operType: r.oper_type,
            operTypeName: r.oper_type_name,
            operatorName: r.operator_name,
            operTime: r.oper_time,
            content: r.content,
          }))}
        />
      </DetailSection>

      <FlowDialogs
        detail={d}
        type={type}
        pending={pending}
        onClose={close}
        onDone={finished}
        onItemDone={() => {
          close();
          void queryClient.invalidateQueries({ queryKey: troubleDetailQuery(taskId, type).queryKey });
        }}
      />
    </>
  );
}

/** What the person may do here: the 隐患处置 page's edit bit (and trouble:audit to audit), the answer's can_feedback and
 * can_audit, and the 隐患库管理 page's edit bit for the library item. */
function useFlowAbilities(d: Detail, type: TroubleViewType) {
  const perm = usePagePermission(LIST);
  const libraryPerm = usePagePermission(LIBRARY);
  const hasApi = useApiCode();
  const canEdit = perm.can('edit');
  const canFeedback = canEdit && d.can_feedback === true && type !== 2;
  const canAudit =
    canEdit && perm.hasPerm('trouble:audit') && hasApi('trouble:audit') && d.can_audit === true && type === 2;
  return {
    feedback: canFeedback,
    audit: canAudit,
    delegate: canEdit && Boolean(d.flow_task_id) && (canFeedback || canAudit),
    item: Boolean(d.item_id && d.category_id) && libraryPerm.can('edit'),
  };
}

/** 任务详情, then what the person may do here: 编辑隐患条目, 转办, 整改反馈 (重新整改 after a rejection), 驳回 / 通过. */
function FlowActions({
  detail,
  type,
  onPick,
}: {
  detail: Detail;
  type: TroubleViewType;
  onPick: (pending: Pending) => void;
}) {
  const navigate = useNavigate();
  const can = useFlowAbilities(detail, type);
  return (
    <>
      <Button variant="link" onClick={() => void navigate(pointTaskDetailRoute(detail.task_id))}>
        任务详情
      </Button>
      {can.item ? <Button onClick={() => onPick({ kind: 'item' })}>编辑隐患条目</Button> : null}
      {can.delegate ? <Button onClick={() => onPick({ kind: 'delegate' })}>转办</Button> : null}
      {can.feedback ? (
        <Button variant="primary" onClick={() => onPick({ kind: 'feedback' })}>
          {type === 3 ? '重新整改' : '整改反馈'}
        </Button>
      ) : null}
      {can.audit ? (
        <>
          <Button variant="danger" onClick={() => onPick({ kind: 'audit', result: '2' })}>
            驳回
          </Button>
          <Button variant="primary" onClick={() => onPick({ kind: 'audit', result: '1' })}>
            通过
          </Button>
        </>
      ) : null}
    </>
  );
}

/** 审批驳回: the last rejection (who, when, why), or a general note when the records hold none. */
function RejectionNote({ rejection }: { rejection: TroubleRecord | undefined }) {
  return (
    <div role="note" className="flex gap-3 rounded-md border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger" />
      {rejection ? (
        <div className="flex flex-col gap-1">
          <span className="font-medium text-danger">
            {rejection.oper_type_name || '审批驳回'}：{rejection.operator_name}
            <span className="ml-2 font-normal text-gray-500">{formatDate(rejection.oper_time, 'dateTime')}</span>
          </span>
          <span className="text-gray-700">{rejection.content || '未填写驳回原因'}</span>
        </div>
      ) : (
        <span className="text-gray-700">该隐患的处置审批已被驳回，请整改责任人重新整改后再次提交。</span>
      )}
    </div>
  );
}

/** 隐患信息 and 整改要求. */
function TroubleSections({ detail: d }: { detail: Detail }) {
  return (
    <>
      <DetailSection
        title="隐患信息"
        items={[
          { label: '隐患编号', value: d.trouble_no },
          { label: '项目', value: d.project_name },
          { label: '点位', value: d.point_name },
          { label: '施工区域', value: d.area_name },
          { label: '隐患分类', value: d.category_name },
          {
            label: '隐患等级',
            value: <StatusTag table={TROUBLE_LEVEL} value={d.trouble_level} fallback={d.level_name} />,
          },
          { label: '检查项', value: d.item_content, wide: true },
          { label: '隐患描述', value: d.description, wide: true },
          { label: '隐患照片', value: <PhotoStrip photos={d.photos} label="隐患照片" />, wide: true },
        ]}
      />

      <DetailSection
        title="整改要求"
        items={[
          { label: '发现人', value: d.find_user_name },
          { label: '发现时间', value: formatDate(d.find_time, 'dateTime') },
          { label: '整改单位', value: d.company_name },
          { label: '整改责任人', value: d.rectify_user_name },
          { label: '整改期限', value: <DeadlineCell deadline={d.rectify_deadline} status={d.status} /> },
          {
            label: '审批状态',
            value: <StatusTag table={AUDIT_STATUS} value={d.audit_status} />,
          },
        ]}
      />
    </>
  );
}

/** The open dialog, if any: 整改反馈 / 重新整改, 审批, 编辑隐患条目 (the detail reloads after it) or 转办. */
function FlowDialogs({
  detail: d,
  type,
  pending,
  onClose,
  onDone,
  onItemDone,
}: {
  detail: Detail;
  type: TroubleViewType;
  pending: Pending;
  onClose: () => void;
  onDone: () => void;
  onItemDone: () => void;
}) {
  const { identity } = useSession();
  const item = d.item_id && d.category_id ? { id: d.item_id, categoryId: d.category_id } : undefined;
  return (
    <>
      {pending?.kind === 'feedback' ? (
        <FeedbackDialog
          ids={{ taskId: d.task_id, troubleId: d.trouble_id }}
          title={type === 3 ? '重新整改' : '整改反馈'}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
      {pending?.kind === 'audit' ? (
        <AuditDialog detail={d} initial={pending.result} onClose={onClose} onDone={onDone} />
      ) : null}
      {pending?.kind === 'item' && item ? (
        <TroubleItemDialog detail={d} item={item} onClose={onClose} onDone={onItemDone} />
      ) : null}
      {pending?.kind === 'delegate' && d.flow_task_id ? (
        <DelegateDialog
          detail={{ flow_task_id: d.flow_task_id, pro_inst_id: d.pro_inst_id }}
          projectId={d.project_id ?? projectOf(identity)}
          onClose={onClose}
          onDone={onDone}
        />
      ) : null}
    </>
  );
}
