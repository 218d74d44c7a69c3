// One 代发 task in full: its summary and amounts, each company's share, the team and worker details
// (teamPage, workerPage), the public-to-public payments (ptpbyproinstid), the attachments and the process.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { PagingFooter, useLocalPaging } from '@/ui/local-paging';
import { PlainTable, type PlainColumn } from '@/ui/plain-table';
import { Select } from '@/ui/select';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { OwedMoney } from '@/domain/owed-money';
import { Lines, TD, TH, TableNote } from './cells';
import { FilesAndProcess } from './file-section';
import { cumPublicPaymentsQuery } from './fund-queries';
import { CUM_PUBLIC_STATUS, CUM_STATUS, PAY_TYPE, WORKER_PAY_STATUS, optionsOf } from './fund-status';
import { formatAmount } from '@/domain/money';
import { pageSalaryCumTeamsQueryOptions, pageSalaryCumWorkersQueryOptions } from '@site/sdk/query/wages';
import { NewTabLink } from '@/ui/new-tab-link';

type CumDetailData = components['schemas']['WagesCumDetail'];
type CumCompany = components['schemas']['WagesCumCompanyAmount'];
type CumTeam = components['schemas']['WagesCumTeamRow'];
type CumWorker = components['schemas']['WagesCumWorkerRow'];
type CumPayment = components['schemas']['WagesCumPublicPayment'];

export function CumDetail({ cum, canUpload }: { cum: CumDetailData; canUpload: boolean }) {
  return (
    <>
      <StatCards
        items={[
          { label: '预结算应付', value: formatAmount(cum.expAmount), unit: '元' },
          { label: '本次计划发放', value: formatAmount(cum.thisPayAmount), unit: '元' },
          { label: '累计已发', value: formatAmount(cum.cumPaidAmount), unit: '元', tone: 'success' },
          {
            label: '剩余未发',
            value: formatAmount(cum.unpaidAmount),
            unit: '元',
            tone: cum.unpaidAmount > 0 ? 'danger' : 'muted',
          },
        ]}
      />
      <DetailSection
        title="代发概况"
        extra={<StatusTag table={CUM_STATUS} value={cum.status} />}
        items={[
          { label: '项目', value: cum.projectName },
          { label: '分公司', value: cum.branchName },
          { label: '工资周期', value: cum.period },
          { label: '代发类型', value: <StatusTag table={PAY_TYPE} value={cum.payType} /> },
          { label: '当前环节', value: cum.currentNode },
          { label: '发放人数', value: `${cum.payWorkerCount ?? 0} / ${cum.workerCount ?? 0} 人` },
          { label: '付款账户', value: cum.payerAccountName },
          { label: '开户行', value: cum.payerBankName },
          { label: '付款账号', value: cum.payerAccountNo },
          { label: '发放日期', value: formatDate(cum.payDate) },
          { label: '发起时间', value: formatDate(cum.createTime, 'minute') },
          { label: '流程实例', value: cum.proInstId },
          { label: '备注', value: cum.remark, wide: true },
        ]}
      />
      <CumCompanies companies={cum.companies ?? []} />
      <CumTeams cumId={cum.id} />
      <CumWorkers cumId={cum.id} />
      <CumPublicPayments proInstId={cum.proInstId} />
      <FilesAndProcess home="cum" record={cum} canUpload={canUpload} />
    </>
  );
}

/** The four amounts of a company or a team of one 代发 task. */
interface CumAmounts {
  expAmount: number;
  thisPayAmount?: number | undefined;
  cumPaidAmount: number;
  unpaidAmount?: number | undefined;
}

const amountColumns: PlainColumn<CumAmounts>[] = [
  { header: '预结算应付（元）', cell: (a) => <Money value={a.expAmount} tone="strong" /> },
  { header: '本次发放（元）', cell: (a) => <Money value={a.thisPayAmount} /> },
  { header: '累计已发（元）', cell: (a) => <Money value={a.cumPaidAmount} tone="success" /> },
  { header: '剩余未发（元）', cell: (a) => <OwedMoney value={a.unpaidAmount} /> },
];

const companyColumns: PlainColumn<CumCompany>[] = [
  { header: '参建单位', cell: (c) => c.companyName },
  ...amountColumns,
];

const teamColumns: PlainColumn<CumTeam>[] = [
  { header: '班组', cell: (t) => t.teamName, className: 'font-medium' },
  { header: '参建单位', cell: (t) => t.companyName ?? '—' },
  { header: '班组长', cell: (t) => t.leaderName ?? '—' },
  { header: '工人数', cell: (t) => `${t.workerCount ?? 0} 人` },
  ...amountColumns,
];

const workerColumns: PlainColumn<CumWorker>[] = [
  { header: '工人', cell: (w) => <Lines main={w.workerName} sub={w.idCard} strong /> },
  { header: '班组 / 单位', cell: (w) => <Lines main={w.teamName ?? '—'} sub={w.companyName} /> },
  { header: '工资卡', cell: (w) => <Lines main={w.bankCardNo ?? '—'} sub={w.bankName} /> },
  { header: '本次发放（元）', cell: (w) => <Money value={w.thisPayAmount} tone="strong" /> },
  { header: '累计已发（元）', cell: (w) => <Money value={w.cumPaidAmount} tone="success" /> },
  { header: '剩余未发（元）', cell: (w) => <OwedMoney value={w.unpaidAmount} /> },
  {
    header: '发放状态',
    cell: (w) => (
      <>
        <StatusTag table={WORKER_PAY_STATUS} value={w.payStatus} />
        {w.failReason ? <p className="mt-0.5 text-xs text-danger">{w.failReason}</p> : null}
      </>
    ),
  },
  { header: '到账时间', cell: (w) => <Nowrap>{formatDate(w.payTime, 'minute')}</Nowrap> },
];

const paymentColumns: PlainColumn<CumPayment>[] = [
  { header: '收款单位', cell: (p) => p.companyName, className: 'font-medium' },
  {
    header: '收款账户',
    cell: (p) => (
      <Lines main={p.payeeAccountName ?? '—'} sub={[p.payeeBankName, p.payeeAccountNo].filter(Boolean).join(' · ')} />
    ),
  },
  { header: '金额（元）', cell: (p) => <Money value={p.amount} tone="strong" /> },
  { header: '支付日期', cell: (p) => formatDate(p.payDate) },
  {
    header: '付款凭证',
    cell: (p) =>
      p.voucherUrl ? (
        <NewTabLink href={p.voucherUrl} className="text-primary">
          查看凭证
        </NewTabLink>
      ) : (
        <span className="text-muted">未上传</span>
      ),
  },
  { header: '状态', cell: (p) => <StatusTag table={CUM_PUBLIC_STATUS} value={p.status} /> },
];

function CumCompanies({ companies }: { companies: CumCompany[] }) {
  return (
    <DetailSection title="各参建单位金额">
      <div className="overflow-x-auto">
        <PlainTable columns={companyColumns} rows={companies} rowKey={(c) => c.companyId} th={TH} td={TD} />
        <TableNote empty={companies.length === 0} />
      </div>
    </DetailSection>
  );
}

function CumTeams({ cumId }: { cumId: number }) {
  const paging = useLocalPaging();
  const teams = useQuery({
    ...pageSalaryCumTeamsQueryOptions(api, { body: { cumId, pageNum: paging.page, pageSize: paging.size } }),
    placeholderData: keepPreviousData,
  });
  const rows = teams.data?.data?.list ?? [];
  return (
    <DetailSection title="班组明细">
      <div className="overflow-x-auto">
        <PlainTable label="班组明细" columns={teamColumns} rows={rows} rowKey={(t) => t.teamId} th={TH} td={TD} />
        <TableNote pending={teams.isPending} empty={rows.length === 0} />
      </div>
      <PagingFooter paging={paging} total={teams.data?.data?.total ?? 0} />
    </DetailSection>
  );
}

function CumWorkers({ cumId }: { cumId: number }) {
  const paging = useLocalPaging();
  const [payStatus, setPayStatus] = useState('');
  const workers = useQuery({
    ...pageSalaryCumWorkersQueryOptions(api, {
      body: {
        cumId,
        pageNum: paging.page,
        pageSize: paging.size,
        ...(payStatus ? { payStatus: Number(payStatus) } : {}),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const rows = workers.data?.data?.list ?? [];
  return (
    <DetailSection
      title="工人明细"
      extra={
        <Select
          aria-label="发放状态"
          className="h-8 w-32"
          options={optionsOf(WORKER_PAY_STATUS)}
          placeholder="全部状态"
          value={payStatus}
          onChange={(e) => {
            setPayStatus(e.target.value);
            paging.setPaging({ page: 1, size: paging.size });
          }}
        />
      }
    >
      <div className="overflow-x-auto">
        <PlainTable label="工人明细" columns={workerColumns} rows={rows} rowKey={(w) => w.workerId} th={TH} td={TD} />
        <TableNote pending={workers.isPending} empty={rows.length === 0} />
      </div>
      <PagingFooter paging={paging} total={workers.data?.data?.total ?? 0} />
    </DetailSection>
  );
}

function CumPublicPayments({ proInstId }: { proInstId: string }) {
  const payments = useQuery(cumPublicPaymentsQuery(proInstId));
  const rows = payments.data ?? [];
  return (
    <DetailSection title="对公支付（参建单位自行发放部分）">
      <div className="overflow-x-auto">
        <PlainTable label="对公支付" columns={paymentColumns} rows={rows} rowKey={(p) => p.id} th={TH} td={TD} />
        <TableNote pending={payments.isPending} empty={rows.length === 0} />
      </div>
    </DetailSection>
  );
}
