// The dialogs of a 检查单 row (监督检查, 企业检查): 详情 with problems, photos, attachments and the flow, and the
// reply / verify steps, which read the check's problems first.
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { StatusTag } from '@/ui/status-tag';
import { CheckDetailFrame } from './check-detail-frame';
import { CHECK_STATUS, type ProjectCheck } from './check-model';
import { Files, ProblemsAndRecords } from './check-parts';
import { ReplyDialog, VerifyDialog } from './check-flow-dialogs';
import { detailOf, type CheckCalls } from './project-check-calls';

export function CheckDetailDialog({
  noun,
  row,
  calls,
  onClose,
}: {
  noun: string;
  row: ProjectCheck;
  calls: CheckCalls;
  onClose: () => void;
}) {
  const detail = useQuery(detailOf(calls, row.id));
  const d = detail.data ?? row;
  const full = detail.data;
  return (
    <CheckDetailFrame
      title={`${noun}详情`}
      heading={d.check_name ?? d.check_no}
      state={<StatusTag table={CHECK_STATUS} value={d.status} />}
      items={[
        { label: '检查编号', value: d.check_no },
        { label: '检查组织', value: d.check_org_name },
        { label: '被检查项目', value: d.project_name },
        { label: '检查日期', value: formatDate(d.check_date) },
        { label: '检查人员', value: d.checker_names },
        { label: '整改期限', value: formatDate(d.rectify_deadline) },
        { label: '问题数', value: `${d.problem_count ?? 0}（重大隐患 ${d.major_problem_count ?? 0}）` },
        { label: '回复时间', value: formatDate(d.reply_time, 'dateTime') },
        { label: '复核时间', value: formatDate(d.verify_time, 'dateTime') },
        { label: '登记时间', value: formatDate(d.create_time, 'dateTime') },
        { label: '检查内容', value: full?.check_content, wide: true },
        { label: '附件', value: <Files urls={full?.attachments} label="附件" />, wide: true },
      ]}
      detail={detail}
      onClose={onClose}
    >
      <ProblemsAndRecords problems={full?.problems} records={full?.records} />
    </CheckDetailFrame>
  );
}

/** 回复 (reply) or 复核 (pass / back) of one check, once its problems are read. */
export function ReviewStep({
  kind,
  row,
  calls,
  onClose,
  onDone,
}: {
  kind: 'reply' | 'pass' | 'back';
  row: ProjectCheck;
  calls: CheckCalls;
  onClose: () => void;
  onDone: () => void;
}) {
  const detail = useQuery(detailOf(calls, row.id));
  return kind === 'reply' ? (
    <ReplyDialog
      id={row.id}
      title={`整改回复：${row.check_name ?? row.check_no}`}
      problems={detail.data?.problems}
      loading={detail.isPending}
      submit={calls.reply}
      onClose={onClose}
      onDone={onDone}
    />
  ) : (
    <VerifyDialog
      id={row.id}
      name={row.check_name ?? row.check_no}
      result={kind === 'pass' ? 1 : 2}
      problems={detail.data?.problems}
      submit={calls.verify}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
