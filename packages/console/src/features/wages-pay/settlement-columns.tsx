// The team table of 分包预结算维护 (subcontracting-settlement-page.tsx): each team's workers, days, amounts, output and
// submission, with 维护工人.
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { formatCount } from '@/domain/money';
import { Money } from '@/domain/money-cell';
import { TwoLines } from './pay-cells';
import { TEAM_SUBMIT_STATUS } from './pay-status';
import type { SimpleColumn } from './simple-table';

type Team = components['schemas']['WagesExpTeam'];

export function settlementTeamColumns(onMaintain: (t: Team) => void): SimpleColumn<Team>[] {
  return [
    { header: '班组', cell: (t) => <TwoLines main={t.teamName} sub={`班组长 ${t.leaderName ?? '—'}`} /> },
    { header: '工人', cell: (t) => `${t.workerCount ?? 0} 人` },
    { header: '出勤天数', cell: (t) => <span className="tabular-nums">{formatCount(t.attendDays)}</span> },
    { header: '应发（元）', cell: (t) => <Money value={t.payableAmount} tone="strong" /> },
    { header: '扣款（元）', cell: (t) => <Money value={t.deductAmount} /> },
    { header: '已发（元）', cell: (t) => <Money value={t.paidAmount} tone="success" /> },
    {
      header: '未发（元）',
      cell: (t) => <Money value={t.unpaidAmount} tone={t.unpaidAmount ? 'danger' : 'muted'} />,
    },
    { header: '本期产值（元）', cell: (t) => <Money value={t.outputAmount} /> },
    { header: '提交', cell: (t) => <StatusTag table={TEAM_SUBMIT_STATUS} value={t.submitStatus} /> },
    {
      header: '提交时间',
      cell: (t) => <span className="tabular-nums">{formatDate(t.submitTime, 'minute')}</span>,
    },
    {
      header: '操作',
      sticky: true,
      cell: (t) => (
        <Button size="sm" variant="link" onClick={() => onMaintain(t)}>
          维护工人
        </Button>
      ),
    },
  ];
}
