// /wagesconfirm · the columns of the companies' confirmation table.
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { formatRate } from '@/domain/money';
import { Money } from '@/domain/money-cell';
import { TwoLines } from './pay-cells';
import { COMPANY_CONFIRM_STATUS, canConfirmCompany, canCorrectCompany } from './pay-status';
import type { SimpleColumn } from './simple-table';

type Company = components['schemas']['WagesExpCompany'];

export function confirmColumns({
  canConfirm,
  onDecide,
  onCorrect,
  onDetail,
}: {
  canConfirm: boolean;
  onDecide: (c: Company) => void;
  onCorrect: (c: Company) => void;
  onDetail: (c: Company) => void;
}): SimpleColumn<Company>[] {
  return [
    {
      header: '参建单位',
      cell: (c) => <TwoLines className="min-w-52" main={c.companyName} sub={c.companyType} />,
    },
    { header: '班组 / 工人', cell: (c) => `${c.teamCount ?? 0} 个 / ${c.workerCount ?? 0} 人` },
    { header: '应发（元）', cell: (c) => <Money value={c.payableAmount} tone="strong" /> },
    { header: '扣款（元）', cell: (c) => <Money value={c.deductAmount} /> },
    { header: '已发（元）', cell: (c) => <Money value={c.paidAmount} tone="success" /> },
    {
      header: '未发（元）',
      cell: (c) => <Money value={c.unpaidAmount} tone={c.unpaidAmount ? 'danger' : 'muted'} />,
    },
    { header: '本期产值（元）', cell: (c) => <Money value={c.outputAmount} /> },
    { header: '人工费占比', cell: (c) => <span className="tabular-nums">{formatRate(c.wageRatio)}</span> },
    { header: '状态', cell: (c) => <StatusTag table={COMPANY_CONFIRM_STATUS} value={c.confirmStatus} /> },
    {
      header: '确认人 / 意见',
      cell: (c) =>
        c.confirmerName ? (
          <TwoLines
            className="min-w-40 max-w-56"
            main={
              <span className="font-normal text-gray-700">{`${c.confirmerName} ${formatDate(c.confirmTime, 'minute')}`}</span>
            }
            sub={<span className="block truncate">{c.opinion ?? ''}</span>}
          />
        ) : (
          <span className="text-muted">{c.submitTime ? `${formatDate(c.submitTime, 'minute')} 提交` : '—'}</span>
        ),
    },
    {
      header: '操作',
      sticky: true,
      cell: (c) => (
        <div className="flex gap-2">
          {canConfirm && canConfirmCompany(c.confirmStatus) ? (
            <Button size="sm" variant="link" onClick={() => onDecide(c)}>
              确认
            </Button>
          ) : null}
          {canConfirm && canCorrectCompany(c.confirmStatus) ? (
            <Button size="sm" variant="link" onClick={() => onCorrect(c)}>
              更正
            </Button>
          ) : null}
          <Button size="sm" variant="link" onClick={() => onDetail(c)}>
            单位明细
          </Button>
        </div>
      ),
    },
  ];
}
