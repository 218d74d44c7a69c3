// 问题工资审批详情 (?proInstId= on /wages/trouble, opened by a record's 审批详情 or a to-do link): the project's
// trouble totals, the record in process and its 责任单位 (/star/salaryTroubleList/projectbyproinstid) and the
// record's workers (/star/laborwagestrouble/listbyproinstid).
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { Loading } from '@/ui/loading';
import { StatusTag } from '@/ui/status-tag';
import { Money } from '@/domain/money-cell';
import { TwoLines } from '@/ui/two-lines';
import { formatRate, formatYuan } from '@/domain/money';
import { LoadError, RecordFacts, Stat, TD, TH, TroubleHeading } from './trouble-parts';
import { TroubleWorkers } from './trouble-workers';
import { troubleByProInstQuery, troubleWorkersByProInstQuery } from './wages-queries';
import { COMPANY_PAY_STATUS } from './wages-status';

export function TroubleApproval({ proInstId, onBack }: { proInstId: string; onBack: () => void }) {
  const detail = useQuery(troubleByProInstQuery(proInstId));
  const workers = useQuery(troubleWorkersByProInstQuery(proInstId));
  const data = detail.data;
  const record = data?.record;
  const project = data?.project;
  return (
    <div className="flex flex-col gap-3">
      <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="trouble-approval-title">
        <TroubleHeading
          titleId="trouble-approval-title"
          title={<>问题工资审批{record ? `：${record.projectName ?? ''} ${record.period}` : ''}</>}
          record={record}
          onBack={onBack}
        >
          <span className="ml-auto text-xs text-muted">流程实例 {proInstId}</span>
        </TroubleHeading>
        {detail.isPending ? (
          <Loading />
        ) : detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : !record || !project ? (
          <p className="py-8 text-center text-sm text-muted">未找到该流程的问题工资记录</p>
        ) : (
          <ApprovalFigures record={record} project={project} />
        )}
      </section>

      <TroubleWorkers
        headingId="approval-workers"
        workers={workers}
        columns={['worker', 'companyTeam', 'account', 'trouble', 'handled', 'reason', 'status']}
      />

      {data?.companies?.length ? <ApprovalCompanies companies={data.companies} /> : null}
    </div>
  );
}

type Approval = components['schemas']['WagesTroubleProjectDetail'];

function ApprovalFigures({
  record,
  project,
}: {
  record: NonNullable<Approval['record']>;
  project: NonNullable<Approval['project']>;
}) {
  return (
    <>
      <h2 className="mt-4 text-sm font-semibold text-gray-900">本次问题工资</h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-8 gap-y-3 text-sm md:grid-cols-4">
        <Stat label="问题金额" value={formatYuan(record.troubleAmount)} tone="strong" />
        <Stat label="已处理" value={formatYuan(record.handledAmount)} tone="text-success" />
        <Stat
          label="未处理"
          value={formatYuan(record.unhandledAmount)}
          tone={record.unhandledAmount ? 'text-danger' : undefined}
        />
        <Stat label="涉及工人 / 单位" value={`${record.workerCount ?? 0} 人 / ${record.companyCount ?? 0} 家`} />
      </dl>
      <RecordFacts record={record} reasonClass="md:col-span-2" />
      <h2 className="mt-4 border-t border-line pt-3 text-sm font-semibold text-gray-900">项目问题工资汇总</h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-8 gap-y-3 text-sm md:grid-cols-4">
        <Stat label="问题记录" value={`${project.troubleCount} 条（${project.workerCount ?? 0} 人）`} />
        <Stat label="项目问题金额" value={formatYuan(project.troubleAmount)} />
        <Stat label="项目未处理" value={formatYuan(project.unhandledAmount)} />
        <Stat label="处理率" value={formatRate(project.handleRate)} />
      </dl>
    </>
  );
}

function ApprovalCompanies({ companies }: { companies: NonNullable<Approval['companies']> }) {
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-labelledby="approval-companies">
      <h2 id="approval-companies" className="mb-3 text-base font-semibold text-gray-900">
        责任单位<span className="ml-1 text-sm font-normal text-muted">（{companies.length}）</span>
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="bg-gray-50 text-gray-600">
              <th className={TH}>单位</th>
              <th className={TH}>应承担（元）</th>
              <th className={TH}>已支付（元）</th>
              <th className={TH}>未支付（元）</th>
              <th className={TH}>支付状态</th>
              <th className={TH}>说明</th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id} className="hover:bg-gray-50">
                <td className={TD}>
                  <TwoLines className="min-w-48" main={c.companyName} sub={c.contactName} />
                </td>
                <td className={TD}>
                  <Money value={c.troubleAmount} />
                </td>
                <td className={TD}>
                  <Money value={c.paidAmount} tone="success" />
                </td>
                <td className={TD}>
                  <Money value={c.unpaidAmount} tone={c.unpaidAmount ? 'danger' : 'muted'} />
                </td>
                <td className={TD}>
                  <StatusTag table={COMPANY_PAY_STATUS} value={c.payStatus} />
                </td>
                <td className={TD}>{c.remark || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
