// One pre-settlement in 工资支出确认: its companies (getbyprointc) with amounts, output, labour share and decision.
// With the page's edit bit: 确认 / 退回 a submitted company (confirm), 更正 a decision (updateconfirm), 提交 a
// company's sheet on its behalf (company/commitWorkerList), 产值 (saveCompanyOutput), 调整状态 of the chosen
// companies (updatestatus) and 全部工人一键确认 (confirmAll). 班组 unfolds a company's teams.
import type { components } from '@site/sdk';
import { DetailPage } from '@/ui/detail-page';
import { StatCards } from '@/ui/stat-cards';
import { StatusTag } from '@/ui/status-tag';
import { Button } from '@/ui/button';
import { cents, formatAmount } from '@/domain/money';
import { ExpCompanySection, ExpPendingDialogs } from './exp-company-table';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';
import { useExpConfirmDetail } from './use-exp-confirm-detail';

type Exp = components['schemas']['WagesExpRecord'];
type Company = components['schemas']['WagesExpCompany'];

const sum = (rows: readonly Company[], key: 'payableAmount' | 'deductAmount' | 'paidAmount' | 'unpaidAmount') =>
  cents(rows.reduce((s, r) => s + (r[key] ?? 0), 0));

/** The sums over the companies. */
function ExpSummary({ rows, record }: { rows: readonly Company[]; record: Exp | null }) {
  return (
    <StatCards
      items={[
        { label: '参建单位', value: rows.length || (record?.companyCount ?? null), unit: '家' },
        { label: '应发', value: formatAmount(sum(rows, 'payableAmount')), unit: '元' },
        { label: '扣款', value: formatAmount(sum(rows, 'deductAmount')), unit: '元', tone: 'warning' },
        { label: '已发', value: formatAmount(sum(rows, 'paidAmount')), unit: '元', tone: 'success' },
        { label: '未发', value: formatAmount(sum(rows, 'unpaidAmount')), unit: '元', tone: 'danger' },
        {
          label: '已确认单位',
          value: `${rows.filter((r) => r.confirmStatus === 2).length} / ${rows.length}`,
          tone: 'muted',
        },
      ]}
    />
  );
}

export default function ExpConfirmDetail({
  expId,
  proInstId,
  record,
}: {
  expId: number;
  proInstId: string;
  /** The row chosen in the list; null after a refresh (the summary then comes from the companies). */
  record: Exp | null;
}) {
  const d = useExpConfirmDetail(expId, proInstId);
  const { rows } = d;
  const first = rows[0];
  const projectName = record?.projectName ?? first?.projectName ?? '';
  const period = record?.period ?? first?.period ?? '';

  return (
    <DetailPage
      title={`工资支出确认${projectName ? `：${projectName}` : ''}${period ? ` ${period}` : ''}`}
      backTo="/wages/expConfirm"
      actions={
        <>
          {record ? <StatusTag table={EXP_STATUS} value={record.status} /> : null}
          {d.canConfirmAll ? (
            <Button onClick={() => d.setPending({ what: 'confirmAll' })}>全部工人一键确认</Button>
          ) : null}
        </>
      }
    >
      <ExpSummary rows={rows} record={record} />
      <ExpCompanySection d={d} expId={expId} proInstId={proInstId} />
      <ExpPendingDialogs d={d} />
    </DetailPage>
  );
}
