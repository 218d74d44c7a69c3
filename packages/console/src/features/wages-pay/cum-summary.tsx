// 累计发放情况 on a pre-settlement's page (/wagesconfirm): the latest 代发任务 of the pre-settlement (getbyexpid) — its
// type, state, what this task pays and what the period has paid in all — with a button to the task's own page
// (its approval while 审批中, else the read-only view).
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ExternalLink } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { CUM_STATUS, PAY_TYPE, cumRowRoute } from '@/domain/wage-cum';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { cumByExpQuery } from './pay-queries';
import { LoadFailed } from '@/ui/retry-failed';

export function CumSummary({ expId }: { expId: number }) {
  const navigate = useNavigate();
  const cum = useQuery(cumByExpQuery(expId));
  const c = cum.data;
  if (cum.isPending) {
    return (
      <DetailSection title="累计发放情况">
        <p className="py-4 text-center text-sm text-muted">加载中…</p>
      </DetailSection>
    );
  }
  if (cum.isError || !c) {
    return (
      <DetailSection title="累计发放情况">
        {cum.isError ? (
          <LoadFailed className="justify-center py-4" label="代发任务加载失败：" error={cum.error} />
        ) : (
          <p className="py-4 text-center text-sm text-muted">该预结算尚未发起代发任务</p>
        )}
      </DetailSection>
    );
  }
  return (
    <DetailSection
      title="累计发放情况"
      extra={
        <Button size="sm" onClick={() => void navigate(cumRowRoute(c))}>
          <ExternalLink />
          {c.status === 1 ? '办理代发审批' : '查看代发任务'}
        </Button>
      }
      items={[
        { label: '代发类型', value: <StatusTag table={PAY_TYPE} value={c.payType} /> },
        { label: '代发状态', value: <StatusTag table={CUM_STATUS} value={c.status} /> },
        { label: '当前环节', value: c.currentNode || '—' },
        { label: '发放 / 预结算人数', value: `${c.payWorkerCount ?? 0} / ${c.workerCount ?? 0} 人` },
        { label: '预结算应付（元）', value: <Money value={c.expAmount} tone="strong" /> },
        { label: '本次发放（元）', value: <Money value={c.thisPayAmount} /> },
        { label: '累计已发（元）', value: <Money value={c.cumPaidAmount} tone="success" /> },
        {
          label: '剩余未发（元）',
          value: <Money value={c.unpaidAmount} tone={c.unpaidAmount > 0 ? 'danger' : 'muted'} />,
        },
        { label: '发放日期', value: formatDate(c.payDate) || '—' },
        ...(c.remark ? [{ label: '备注', value: c.remark, wide: true }] : []),
      ]}
    />
  );
}
