// One fund-source record read-only: the amounts at a glance, the summary, each source, the proofs and the process.
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { StatCards } from '@/ui/stat-cards';
import { StatusTag } from '@/ui/status-tag';
import { PlainTable, type PlainColumn } from '@/ui/plain-table';
import { Money } from '@/domain/money-cell';
import { TD, TH, TableNote } from './cells';
import { FilesAndProcess } from './file-section';
import { CAPITAL_STATUS, SOURCE_TYPE } from './fund-status';
import { formatAmount } from '@/domain/money';

type Detail = components['schemas']['WagesCapitaSourceDetail'];
type Source = NonNullable<Detail['items']>[number];

const sourceColumns: PlainColumn<Source>[] = [
  { header: '来源类型', cell: (it) => SOURCE_TYPE[it.sourceType] ?? '其他', className: 'font-medium' },
  { header: '金额（元）', cell: (it) => <Money value={it.amount} tone="strong" /> },
  { header: '出资方', cell: (it) => it.payer ?? '—' },
  { header: '到账日期', cell: (it) => formatDate(it.arriveDate) },
  { header: '说明', cell: (it) => it.remark || '—', className: 'whitespace-normal text-gray-600' },
];

export function CapitalStats({ need, total, gap }: { need: number; total: number; gap: number }) {
  return (
    <StatCards
      items={[
        { label: '本期需发放工资', value: formatAmount(need), unit: '元' },
        { label: '资金合计', value: formatAmount(total), unit: '元', tone: 'success' },
        {
          label: '资金缺口',
          value: formatAmount(gap),
          unit: '元',
          tone: gap > 0 ? 'danger' : 'muted',
          hint: gap > 0 ? '合计不足本期需发放，须说明' : '资金已足额',
        },
      ]}
    />
  );
}

export function CapitalSummary({ detail }: { detail: Detail }) {
  return (
    <DetailSection
      title="确认信息"
      extra={<StatusTag table={CAPITAL_STATUS} value={detail.status} />}
      items={[
        { label: '项目', value: detail.projectName },
        { label: '分公司', value: detail.branchName },
        { label: '工资周期', value: detail.period },
        { label: '发起时间', value: formatDate(detail.createTime, 'minute') },
        { label: '确认人', value: detail.confirmerName },
        { label: '确认时间', value: formatDate(detail.confirmTime, 'minute') },
        { label: '流程实例', value: detail.proInstId },
      ]}
    />
  );
}

export function CapitalDetail({ detail, canUpload }: { detail: Detail; canUpload: boolean }) {
  const items = detail.items ?? [];
  return (
    <>
      <CapitalStats need={detail.needAmount} total={detail.totalAmount} gap={detail.gapAmount} />
      <CapitalSummary detail={detail} />
      <DetailSection title="资金来源明细">
        <div className="overflow-x-auto">
          <PlainTable
            label="资金来源明细"
            columns={sourceColumns}
            rows={items}
            rowKey={(it) => it.id}
            th={TH}
            td={TD}
          />
          <TableNote empty={items.length === 0} text="尚未填报" />
        </div>
        {detail.remark ? (
          <p className="mt-3 rounded bg-gray-50 px-3 py-2 text-sm text-gray-700">说明：{detail.remark}</p>
        ) : null}
      </DetailSection>
      <FilesAndProcess home="capital" record={detail} canUpload={canUpload} />
    </>
  );
}
