// One 代发 task in full: its summary and amounts, each company's share, the team and worker details
// (teamPage, workerPage), the public-to-public payments (ptpbyproinstid), the attachments and the process.
import { defaultPageSize } from '@/lib/settings';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { Pagination } from '@/ui/pagination';
import { Select } from '@/ui/select';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { TD, TH } from './cells';
import { FileSection } from './file-section';
import { ProcessFlowSection } from './flow-timeline';
import { cumPublicPaymentsQuery } from './fund-queries';
import { CUM_PUBLIC_STATUS, CUM_STATUS, PAY_TYPE, WORKER_PAY_STATUS, optionsOf } from './fund-status';
import { formatAmount } from '@/domain/money';
import { pageSalaryCumTeamsQueryOptions, pageSalaryCumWorkersQueryOptions } from '@site/sdk/query/wages';

type CumDetailData = components['schemas']['WagesCumDetail'];
type CumWorker = components['schemas']['WagesCumWorkerRow'];

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
      <FileSection
        home="cum"
        bizId={cum.id}
        fileType={4}
        bizType="other"
        projectId={cum.projectId}
        canUpload={canUpload}
        title="代发回单与附件"
      />
      <ProcessFlowSection procInstId={cum.proInstId} />
    </>
  );
}

function CumCompanies({ companies }: { companies: components['schemas']['WagesCumCompanyAmount'][] }) {
  return (
    <DetailSection title="各参建单位金额">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr>
              <th className={TH}>参建单位</th>
              <th className={TH}>预结算应付（元）</th>
              <th className={TH}>本次发放（元）</th>
              <th className={TH}>累计已发（元）</th>
              <th className={TH}>剩余未发（元）</th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.companyId}>
                <td className={TD}>{c.companyName}</td>
                <td className={TD}>
                  <Money value={c.expAmount} tone="strong" />
                </td>
                <td className={TD}>
                  <Money value={c.thisPayAmount} />
                </td>
                <td className={TD}>
                  <Money value={c.cumPaidAmount} tone="success" />
                </td>
                <td className={TD}>
                  <Money value={c.unpaidAmount} tone={(c.unpaidAmount ?? 0) > 0 ? 'danger' : 'muted'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {companies.length === 0 ? <p className="py-4 text-center text-sm text-muted">暂无数据</p> : null}
      </div>
    </DetailSection>
  );
}

function CumTeams({ cumId }: { cumId: number }) {
  const [paging, setPaging] = useState(() => ({ page: 1, size: defaultPageSize() }));
  const teams = useQuery({
    ...pageSalaryCumTeamsQueryOptions(api, { body: { cumId, pageNum: paging.page, pageSize: paging.size } }),
    placeholderData: keepPreviousData,
  });
  const rows = teams.data?.data?.list ?? [];
  return (
    <DetailSection title="班组明细">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-label="班组明细">
          <thead>
            <tr>
              <th className={TH}>班组</th>
              <th className={TH}>参建单位</th>
              <th className={TH}>班组长</th>
              <th className={TH}>工人数</th>
              <th className={TH}>预结算应付（元）</th>
              <th className={TH}>本次发放（元）</th>
              <th className={TH}>累计已发（元）</th>
              <th className={TH}>剩余未发（元）</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((t) => (
              <tr key={t.teamId}>
                <td className={`${TD} font-medium`}>{t.teamName}</td>
                <td className={TD}>{t.companyName ?? '—'}</td>
                <td className={TD}>{t.leaderName ?? '—'}</td>
                <td className={TD}>{t.workerCount ?? 0} 人</td>
                <td className={TD}>
                  <Money value={t.expAmount} tone="strong" />
                </td>
                <td className={TD}>
                  <Money value={t.thisPayAmount} />
                </td>
                <td className={TD}>
                  <Money value={t.cumPaidAmount} tone="success" />
                </td>
                <td className={TD}>
                  <Money value={t.unpaidAmount} tone={t.unpaidAmount > 0 ? 'danger' : 'muted'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {teams.isPending ? <Loading /> : rows.length === 0 ? <Empty /> : null}
      </div>
      <div className="mt-3">
        <Pagination
          page={paging.page}
          size={paging.size}
          total={teams.data?.data?.total ?? 0}
          onChange={(page, size) => setPaging({ page, size })}
        />
      </div>
    </DetailSection>
  );
}

function CumWorkers({ cumId }: { cumId: number }) {
  const [paging, setPaging] = useState(() => ({ page: 1, size: defaultPageSize() }));
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
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-label="工人明细">
          <thead>
            <tr>
              <th className={TH}>工人</th>
              <th className={TH}>班组 / 单位</th>
              <th className={TH}>工资卡</th>
              <th className={TH}>本次发放（元）</th>
              <th className={TH}>累计已发（元）</th>
              <th className={TH}>剩余未发（元）</th>
              <th className={TH}>发放状态</th>
              <th className={TH}>到账时间</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <CumWorkerRow key={w.workerId} w={w} />
            ))}
          </tbody>
        </table>
        {workers.isPending ? <Loading /> : rows.length === 0 ? <Empty /> : null}
      </div>
      <div className="mt-3">
        <Pagination
          page={paging.page}
          size={paging.size}
          total={workers.data?.data?.total ?? 0}
          onChange={(page, size) => setPaging({ page, size })}
        />
      </div>
    </DetailSection>
  );
}

function CumWorkerRow({ w }: { w: CumWorker }) {
  return (
    <tr>
      <td className={TD}>
        <p className="font-medium text-gray-900">{w.workerName}</p>
        <p className="text-xs text-muted">{w.idCard}</p>
      </td>
      <td className={TD}>
        <p>{w.teamName ?? '—'}</p>
        <p className="text-xs text-muted">{w.companyName}</p>
      </td>
      <td className={TD}>
        <p>{w.bankCardNo ?? '—'}</p>
        <p className="text-xs text-muted">{w.bankName}</p>
      </td>
      <td className={TD}>
        <Money value={w.thisPayAmount} tone="strong" />
      </td>
      <td className={TD}>
        <Money value={w.cumPaidAmount} tone="success" />
      </td>
      <td className={TD}>
        <Money value={w.unpaidAmount} tone={(w.unpaidAmount ?? 0) > 0 ? 'danger' : 'muted'} />
      </td>
      <td className={TD}>
        <StatusTag table={WORKER_PAY_STATUS} value={w.payStatus} />
        {w.failReason ? <p className="mt-0.5 text-xs text-danger">{w.failReason}</p> : null}
      </td>
      <td className={TD}>
        <Nowrap>{formatDate(w.payTime, 'minute')}</Nowrap>
      </td>
    </tr>
  );
}

function CumPublicPayments({ proInstId }: { proInstId: string }) {
  const payments = useQuery(cumPublicPaymentsQuery(proInstId));
  const rows = payments.data ?? [];
  return (
    <DetailSection title="对公支付（参建单位自行发放部分）">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-label="对公支付">
          <thead>
            <tr>
              <th className={TH}>收款单位</th>
              <th className={TH}>收款账户</th>
              <th className={TH}>金额（元）</th>
              <th className={TH}>支付日期</th>
              <th className={TH}>付款凭证</th>
              <th className={TH}>状态</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td className={`${TD} font-medium`}>{p.companyName}</td>
                <td className={TD}>
                  <p>{p.payeeAccountName ?? '—'}</p>
                  <p className="text-xs text-muted">
                    {[p.payeeBankName, p.payeeAccountNo].filter(Boolean).join(' · ')}
                  </p>
                </td>
                <td className={TD}>
                  <Money value={p.amount} tone="strong" />
                </td>
                <td className={TD}>{formatDate(p.payDate)}</td>
                <td className={TD}>
                  {p.voucherUrl ? (
                    <a href={p.voucherUrl} target="_blank" rel="noopener noreferrer" className="text-primary">
                      查看凭证
                    </a>
                  ) : (
                    <span className="text-muted">未上传</span>
                  )}
                </td>
                <td className={TD}>
                  <StatusTag table={CUM_PUBLIC_STATUS} value={p.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {payments.isPending ? <Loading /> : rows.length === 0 ? <Empty /> : null}
      </div>
    </DetailSection>
  );
}

function Empty() {
  return <p className="py-4 text-center text-sm text-muted">暂无数据</p>;
}
