// One pre-settlement in 工资支出确认: its companies (getbyprointc) with amounts, output, labour share and decision.
// With the page's edit bit: 确认 / 退回 a submitted company (confirm), 更正 a decision (updateconfirm), 提交 a
// company's sheet on its behalf (company/commitWorkerList), 产值 (saveCompanyOutput), 调整状态 of the chosen
// companies (updatestatus) and 全部工人一键确认 (confirmAll). 班组 unfolds a company's teams.
import { Fragment, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission, useApiCode } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DetailPage } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { StatCards } from '@/ui/stat-cards';
import { StatusTag } from '@/ui/status-tag';
import { cn } from '@/lib/cn';
import { Money } from '@/domain/money-cell';
import { TD, TH } from './cells';
import { CompanyStatusDialog, ConfirmCompanyDialog, OutputDialog } from './exp-dialogs';
import { CompanyTeams } from './exp-team-panel';
import { expCompaniesQuery } from './fund-queries';
import { COMPANY_CONFIRM_STATUS, EXP_STATUS } from './fund-status';
import { cents, formatAmount, formatRate } from '@/domain/money';
import { LoadFailed } from '@/ui/retry-failed';
import { invalidateOperation } from '@site/sdk/query/common';

type Exp = components['schemas']['WagesExpRecord'];
type Company = components['schemas']['WagesExpCompany'];

type Pending =
  | { what: 'confirm' | 'correct' | 'output' | 'commit'; company: Company }
  | { what: 'status'; companies: Company[] }
  | { what: 'confirmAll' };

const sum = (rows: readonly Company[], key: 'payableAmount' | 'deductAmount' | 'paidAmount' | 'unpaidAmount') =>
  cents(rows.reduce((s, r) => s + (r[key] ?? 0), 0));

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
  const perm = usePagePermission();
  const canEdit = perm.can('edit');
  const hasApi = useApiCode();
  const canConfirm = canEdit && perm.hasPerm('salary:confirm') && hasApi('salary:confirm');
  const queryClient = useQueryClient();
  const companies = useQuery(expCompaniesQuery(proInstId));
  const rows = companies.data ?? [];
  const [expanded, setExpanded] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const refresh = () => {
    close();
    setSelected([]);
    void invalidateOperation(queryClient, 'listSalaryExpCompaniesByProInst');
    void invalidateOperation(queryClient, 'pageSalaryExpRecords');
  };
  const act = useMutation({
    mutationFn: (p: Pending) =>
      p.what === 'commit'
        ? api.POST('/star/salaryExpWorkerList/company/commitWorkerList', {
            body: { expId, expCompanyId: p.company.id },
          })
        : api.POST('/star/salaryExpWorkerList/confirmAll', { body: { expId } }),
    onSuccess: (env) => {
      toast.success(env.msg || '操作成功', { duration: TOAST_MS });
      refresh();
    },
  });

  const first = rows[0];
  const projectName = record?.projectName ?? first?.projectName ?? '';
  const period = record?.period ?? first?.period ?? '';
  const chosen = rows.filter((r) => selected.includes(r.id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  return (
    <DetailPage
      title={`工资支出确认${projectName ? `：${projectName}` : ''}${period ? ` ${period}` : ''}`}
      backTo="/wages/expConfirm"
      actions={
        <>
          {record ? <StatusTag table={EXP_STATUS} value={record.status} /> : null}
          {canEdit && hasApi('salary:confirm') ? (
            <Button onClick={() => setPending({ what: 'confirmAll' })}>全部工人一键确认</Button>
          ) : null}
        </>
      }
    >
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
      <section className="rounded-md bg-white p-4 shadow-sm" aria-label="参建单位预结算">
        <div className="mb-3 flex items-center gap-3">
          <h3 className="border-l-4 border-primary pl-2 text-sm font-semibold text-gray-900">参建单位预结算</h3>
          {canEdit && chosen.length ? (
            <div role="status" className="ml-auto flex items-center gap-3 text-sm text-primary">
              已选择 {chosen.length} 家
              <Button size="sm" onClick={() => setPending({ what: 'status', companies: chosen })}>
                调整状态
              </Button>
            </div>
          ) : null}
        </div>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {canEdit ? (
                  <th className={TH}>
                    <input
                      type="checkbox"
                      aria-label="全选单位"
                      checked={allChosen}
                      onChange={() => setSelected(allChosen ? [] : rows.map((r) => r.id))}
                    />
                  </th>
                ) : null}
                <th className={TH}>参建单位</th>
                <th className={TH}>班组 / 工人</th>
                <th className={TH}>应发（元）</th>
                <th className={TH}>扣款 / 已发（元）</th>
                <th className={TH}>未发（元）</th>
                <th className={TH}>本期产值 / 人工费占比</th>
                <th className={TH}>确认状态</th>
                <th className={cn(TH, 'sticky right-0')}>操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <Fragment key={c.id}>
                  <tr className="bg-white hover:bg-gray-50">
                    {canEdit ? (
                      <td className={TD}>
                        <input
                          type="checkbox"
                          aria-label={`选择${c.companyName}`}
                          checked={selected.includes(c.id)}
                          onChange={() =>
                            setSelected((s) => (s.includes(c.id) ? s.filter((x) => x !== c.id) : [...s, c.id]))
                          }
                        />
                      </td>
                    ) : null}
                    <td className={TD}>
                      <button
                        type="button"
                        className="flex items-center gap-1 text-left"
                        aria-expanded={expanded === c.id}
                        onClick={() => setExpanded((e) => (e === c.id ? null : c.id))}
                      >
                        {expanded === c.id ? (
                          <ChevronDown className="size-4 text-gray-400" />
                        ) : (
                          <ChevronRight className="size-4 text-gray-400" />
                        )}
                        <span>
                          <span className="block font-medium text-gray-900">{c.companyName}</span>
                          <span className="block text-xs text-muted">{c.companyType ?? ''}</span>
                        </span>
                      </button>
                    </td>
                    <td className={TD}>
                      {c.teamCount ?? 0} / {c.workerCount ?? 0}
                    </td>
                    <td className={TD}>
                      <Money value={c.payableAmount} tone="strong" />
                    </td>
                    <td className={TD}>
                      <p>
                        <Money value={c.deductAmount} />
                      </p>
                      <p className="text-xs">
                        <Money value={c.paidAmount} tone="success" />
                      </p>
                    </td>
                    <td className={TD}>
                      <Money value={c.unpaidAmount} tone={(c.unpaidAmount ?? 0) > 0 ? 'danger' : 'muted'} />
                    </td>
                    <td className={TD}>
                      <p>
                        <Money value={c.outputAmount} />
                      </p>
                      <p className="text-xs text-muted">人工费 {formatRate(c.wageRatio)}</p>
                    </td>
                    <td className={TD}>
                      <StatusTag table={COMPANY_CONFIRM_STATUS} value={c.confirmStatus} />
                      {c.confirmerName ? (
                        <p className="mt-0.5 text-xs text-muted" title={c.opinion ?? undefined}>
                          {c.confirmerName} {formatDate(c.confirmTime, 'MM-DD HH:mm')}
                          {c.opinion ? <span className="block max-w-40 truncate">{c.opinion}</span> : null}
                        </p>
                      ) : c.submitTime ? (
                        <p className="mt-0.5 text-xs text-muted">提交于 {formatDate(c.submitTime, 'MM-DD HH:mm')}</p>
                      ) : null}
                    </td>
                    <td className={cn(TD, 'sticky right-0 bg-inherit')}>
                      <div className="flex gap-2">
                        {canConfirm && c.confirmStatus === 1 ? (
                          <Button size="sm" variant="link" onClick={() => setPending({ what: 'confirm', company: c })}>
                            确认
                          </Button>
                        ) : null}
                        {canConfirm && (c.confirmStatus === 2 || c.confirmStatus === 3) ? (
                          <Button size="sm" variant="link" onClick={() => setPending({ what: 'correct', company: c })}>
                            更正
                          </Button>
                        ) : null}
                        {canEdit && (c.confirmStatus === 0 || c.confirmStatus === 3) ? (
                          <Button size="sm" variant="link" onClick={() => setPending({ what: 'commit', company: c })}>
                            提交
                          </Button>
                        ) : null}
                        {canEdit ? (
                          <Button size="sm" variant="link" onClick={() => setPending({ what: 'output', company: c })}>
                            产值
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                  {expanded === c.id ? (
                    <tr>
                      <td colSpan={canEdit ? 10 : 9} className="border-b border-line px-3 py-3">
                        <CompanyTeams
                          proInstId={proInstId}
                          expId={expId}
                          companyId={c.companyId}
                          projectId={c.projectId}
                          canEdit={canEdit}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
          {companies.isPending ? (
            <Loading />
          ) : companies.isError ? (
            <LoadFailed className="justify-center py-6" error={companies.error} />
          ) : rows.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">暂无参建单位</p>
          ) : null}
        </div>
      </section>
      {pending?.what === 'confirm' || pending?.what === 'correct' ? (
        <ConfirmCompanyDialog
          company={pending.company}
          correcting={pending.what === 'correct'}
          onClose={close}
          onDone={refresh}
        />
      ) : null}
      {pending?.what === 'output' ? (
        <OutputDialog
          kind="company"
          id={pending.company.id}
          name={pending.company.companyName}
          current={pending.company.outputAmount}
          onClose={close}
          onDone={refresh}
        />
      ) : null}
      {pending?.what === 'status' ? (
        <CompanyStatusDialog companies={pending.companies} onClose={close} onDone={refresh} />
      ) : null}
      <ConfirmDialog
        open={pending?.what === 'commit' || pending?.what === 'confirmAll'}
        onOpenChange={(o) => !o && close()}
        title="提示"
        message={
          pending?.what === 'commit'
            ? `确定代「${pending.company.companyName}」提交工资表吗？有未提交的班组时提交会失败。`
            : '确定把本预结算所有未确认的工人标记为已确认吗？有异议的工人不受影响。'
        }
        confirmText={pending?.what === 'commit' ? '提交' : '确认'}
        onConfirm={() => pending && act.mutate(pending)}
      />
    </DetailPage>
  );
}
