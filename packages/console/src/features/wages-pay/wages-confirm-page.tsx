// /wagesconfirm (seed 000 §2, wage pre-settlement confirmation), opened from 工资预结算 (?proInstId=&expId=): each
// company's submitted pre-settlement (/star/salaryExpCompanyList/getbyprointc: 0 待提交, 1 待确认, 2 已确认,
// 3 已退回) with 确认 / 退回 (confirm) and 更正 (updateconfirm); the confirmation sheet export
// (salaryConfirmExport), the attachments (listFile), the workers of the pre-settlement (listByExp) and its
// 累计发放情况 (the latest 代发任务, getbyexpid) with a way to that task.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Download, Paperclip } from 'lucide-react';
import type { components } from '@site/sdk';
import { usePagePermission, useApiCode } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { StatCards } from '@/ui/stat-cards';
import { formatAmount, formatRate, formatYuan } from '@/domain/money';
import { CumSummary } from './cum-summary';
import { DecisionDialog } from './decision-dialog';
import { EXP_WORKER_FILTERS, type ExpWorker, expWorkerColumns, loadExpWorkers } from './exp-workers';
import { intOf } from '@/domain/filter-body';
import { confirmColumns } from './confirm-columns';
import { CorrectionDialog, ExpFiles } from './confirm-dialogs';
import { type ConfirmDialogs, useConfirmation } from './confirm-state';
import { SimpleTable } from './simple-table';

type Company = components['schemas']['WagesExpCompany'];

const LIST = '/wages/salaryList';

export default function WagesConfirmPage() {
  const [search] = useSearchParams();
  const proInstId = search.get('proInstId') ?? '';
  const expId = intOf(search.get('expId'));
  const where = [search.get('projectName'), search.get('period')].filter(Boolean).join(' ');
  return (
    <DetailPage title={`预结算确认：${where || proInstId}`} backTo={LIST}>
      {proInstId ? (
        <Confirmation proInstId={proInstId} expId={expId} />
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          缺少预结算流程，请从工资预结算列表进入
        </p>
      )}
    </DetailPage>
  );
}

function Confirmation({ proInstId, expId: givenExpId }: { proInstId: string; expId: number | undefined }) {
  const perm = usePagePermission(LIST);
  const hasApi = useApiCode();
  const canConfirm = (perm.hasPerm('salary:confirm') || perm.can('start')) && hasApi('salary:confirm');
  const navigate = useNavigate();
  const { companies, list, expId, exporting, exportSheet, dialogs } = useConfirmation(proInstId, givenExpId);
  const { setDeciding, setCorrecting, setFiles } = dialogs;
  const columns = useMemo(
    () =>
      confirmColumns({
        canConfirm,
        onDecide: setDeciding,
        onCorrect: setCorrecting,
        onDetail: (c) =>
          navigate(
            `/subcontractingPreSettlement?${new URLSearchParams({
              proInstId,
              expId: String(c.expId),
              companyId: String(c.companyId),
            })}`,
          ),
      }),
    [canConfirm, navigate, proInstId, setDeciding, setCorrecting],
  );
  return (
    <>
      <ConfirmStats list={companies.data ? list : undefined} />
      <DetailSection
        title="参建单位确认"
        extra={
          <>
            <Button onClick={() => setFiles(true)} disabled={!expId}>
              <Paperclip />
              附件
            </Button>
            {perm.hasPerm('wages:export') ? (
              <Button onClick={exportSheet} disabled={exporting}>
                <Download />
                {exporting ? '导出中…' : '导出确认表'}
              </Button>
            ) : null}
          </>
        }
      >
        <SimpleTable
          label="参建单位确认"
          columns={columns}
          rows={list}
          rowKey={(c) => String(c.id)}
          loading={companies.isPending}
          error={companies.error}
        />
      </DetailSection>
      {expId ? <CumSummary expId={expId} /> : null}
      {expId ? (
        <ListScreen<ExpWorker>
          id="wages-confirm-workers"
          title="工人明细"
          filters={EXP_WORKER_FILTERS}
          columns={expWorkerColumns()}
          operation="pageSalaryExpWorkersByExp"
          scope={expId}
          rowId={(w) => String(w.id)}
          load={loadExpWorkers(expId)}
        />
      ) : null}
      <ConfirmationDialogs proInstId={proInstId} expId={expId} {...dialogs} />
    </>
  );
}

/** The counts and totals above the table (— until the companies are read). */
function ConfirmStats({ list }: { list: readonly Company[] | undefined }) {
  const sum = (pick: (c: Company) => number | null | undefined) =>
    formatAmount((list ?? []).reduce((s, c) => s + (pick(c) ?? 0), 0));
  return (
    <StatCards
      items={[
        { label: '参建单位', value: list ? list.length : null, unit: '家' },
        {
          label: '已确认',
          value: list ? list.filter((c) => c.confirmStatus === 2).length : null,
          unit: '家',
          tone: 'success',
        },
        { label: '应发合计', unit: '元', value: list ? sum((c) => c.payableAmount) : null },
        { label: '未发合计', unit: '元', value: list ? sum((c) => c.unpaidAmount) : null, tone: 'danger' },
      ]}
    />
  );
}

function ConfirmationDialogs({
  proInstId,
  expId,
  deciding,
  setDeciding,
  correcting,
  setCorrecting,
  files,
  setFiles,
  decide,
  refresh,
}: ConfirmDialogs & { proInstId: string; expId: number | undefined }) {
  return (
    <>
      {deciding ? (
        <DecisionDialog
          title={`确认预结算：${deciding.companyName}`}
          summary={
            <p className="text-sm text-gray-600">
              {deciding.workerCount ?? 0} 名工人，应发 {formatYuan(deciding.payableAmount)}，未发{' '}
              {formatYuan(deciding.unpaidAmount)}；人工费占比 {formatRate(deciding.wageRatio)}。
            </p>
          }
          submitting={decide.isPending}
          onClose={() => setDeciding(null)}
          onSubmit={(v) => decide.mutate({ company: deciding, pass: v.result === 'pass', opinion: v.opinion })}
        />
      ) : null}
      {correcting ? (
        <CorrectionDialog
          company={correcting}
          proInstId={proInstId}
          onClose={() => setCorrecting(null)}
          onDone={() => {
            setCorrecting(null);
            refresh();
          }}
        />
      ) : null}
      {files && expId ? <ExpFiles expId={expId} title="预结算附件" onClose={() => setFiles(false)} /> : null}
    </>
  );
}
