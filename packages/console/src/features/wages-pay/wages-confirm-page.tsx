// /wagesconfirm (seed 000 §2, wage pre-settlement confirmation), opened from 工资预结算 (?proInstId=&expId=): each
// company's submitted pre-settlement (/star/salaryExpCompanyList/getbyprointc: 0 待提交, 1 待确认, 2 已确认,
// 3 已退回) with 确认 / 退回 (confirm) and 更正 (updateconfirm); the confirmation sheet export
// (salaryConfirmExport), the attachments (listFile), the workers of the pre-settlement (listByExp) and its
// 累计发放情况 (the latest 代发任务, getbyexpid) with a way to that task.
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Download, Paperclip } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { usePagePermission, useApiCode } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { StatCards } from '@/ui/stat-cards';
import { StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { CumSummary } from './cum-summary';
import { DecisionDialog } from './decision-dialog';
import { EXP_WORKER_FILTERS, type ExpWorker, expWorkerColumns } from './exp-workers';
import { formatAmount, formatRate, formatYuan } from './money';
import { intOf, text } from './pay-bodies';
import { FileList, Money, TwoLines } from './pay-cells';
import { type CorrectionForm, correctionSchema } from './pay-forms';
import { expCompaniesQuery, expFilesQuery } from './pay-queries';
import { COMPANY_CONFIRM_STATUS, canConfirmCompany, canCorrectCompany } from './pay-status';
import { SimpleTable, type SimpleColumn } from './simple-table';
import { invalidateOperation } from '@site/sdk/query/common';

type Company = components['schemas']['WagesExpCompany'];

const LIST = '/wages/salaryList';
const COMPANIES_KEY = 'listSalaryExpCompaniesByProInst';

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
  const queryClient = useQueryClient();
  const companies = useQuery(expCompaniesQuery(proInstId, givenExpId));
  const list = useMemo(() => companies.data ?? [], [companies.data]);
  const expId = givenExpId ?? list[0]?.expId;
  const [deciding, setDeciding] = useState<Company | null>(null);
  const [correcting, setCorrecting] = useState<Company | null>(null);
  const [files, setFiles] = useState(false);
  const [exporting, setExporting] = useState(false);
  const refresh = () => {
    void invalidateOperation(queryClient, COMPANIES_KEY);
    void invalidateOperation(queryClient, 'pageSalaryExpRecords');
  };
  const decide = useMutation({
    mutationFn: (v: { company: Company; pass: boolean; opinion: string }) =>
      api.POST('/star/salaryExpCompanyList/confirm', {
        body: {
          id: v.company.id,
          proInstId,
          confirmStatus: v.pass ? 2 : 3,
          ...(v.opinion.trim() ? { opinion: v.opinion.trim() } : {}),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已处理', { duration: TOAST_MS });
      setDeciding(null);
      refresh();
    },
  });
  const exportSheet = async () => {
    setExporting(true);
    const id = toast.loading('正在导出…');
    try {
      saveFile(
        await api.POST('/star/salaryExpList/salaryConfirmExport', {
          body: { proInstId, ...(expId ? { expId } : {}) },
        }),
      );
      toast.success('导出完成', { id, duration: TOAST_MS });
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `导出失败：${e.message}` : '导出失败', { id, duration: TOAST_MS });
    } finally {
      setExporting(false);
    }
  };

  const sum = (pick: (c: Company) => number | null | undefined) => list.reduce((s, c) => s + (pick(c) ?? 0), 0);
  const confirmed = list.filter((c) => c.confirmStatus === 2).length;

  const columns = useMemo<SimpleColumn<Company>[]>(
    () => [
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
              <Button size="sm" variant="link" onClick={() => setDeciding(c)}>
                确认
              </Button>
            ) : null}
            {canConfirm && canCorrectCompany(c.confirmStatus) ? (
              <Button size="sm" variant="link" onClick={() => setCorrecting(c)}>
                更正
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="link"
              onClick={() =>
                navigate(
                  `/subcontractingPreSettlement?${new URLSearchParams({
                    proInstId,
                    expId: String(c.expId),
                    companyId: String(c.companyId),
                  })}`,
                )
              }
            >
              单位明细
            </Button>
          </div>
        ),
      },
    ],
    [canConfirm, navigate, proInstId],
  );

  return (
    <>
      <StatCards
        items={[
          { label: '参建单位', value: companies.data ? list.length : null, unit: '家' },
          { label: '已确认', value: companies.data ? confirmed : null, unit: '家', tone: 'success' },
          {
            label: '应发合计',
            unit: '元',
            value: companies.data ? formatAmount(sum((c) => c.payableAmount)) : null,
          },
          {
            label: '未发合计',
            unit: '元',
            value: companies.data ? formatAmount(sum((c) => c.unpaidAmount)) : null,
            tone: 'danger',
          },
        ]}
      />
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
          load={async ({ page, size, filters, signal }) => {
            const keyword = text(filters.keyword);
            const confirmStatus = intOf(filters.confirmStatus);
            const env = await api.POST('/star/salaryExpWorkerList/listByExp', {
              body: {
                pageNum: page,
                pageSize: size,
                expId,
                ...(keyword ? { keyword } : {}),
                ...(confirmStatus !== undefined ? { confirmStatus } : {}),
              },
              signal,
            });
            return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
          }}
        />
      ) : null}
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
      {files && expId ? <ExpFiles expId={expId} onClose={() => setFiles(false)} /> : null}
    </>
  );
}

function CorrectionDialog({
  company,
  proInstId,
  onClose,
  onDone,
}: {
  company: Company;
  proInstId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<CorrectionForm>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { result: company.confirmStatus === 2 ? 'reject' : 'pass', reason: '' },
  });
  const save = useMutation({
    mutationFn: (v: CorrectionForm) =>
      api.POST('/star/salaryExpCompanyList/updateconfirm', {
        body: {
          id: company.id,
          proInstId,
          confirmStatus: v.result === 'pass' ? 2 : 3,
          reason: v.reason.trim(),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已更正', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`更正确认结果：${company.companyName}`}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <p className="text-sm text-gray-600">
        当前为「{COMPANY_CONFIRM_STATUS[company.confirmStatus]?.label ?? '—'}
        」。资金来源确认前可更正；改为退回后该单位重新进入待提交。
      </p>
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 text-sm text-gray-700">更正为</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="pass" {...form.register('result')} />
          确认
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="reject" {...form.register('result')} />
          退回
        </label>
      </fieldset>
      <Field label={<RequiredLabel>更正原因</RequiredLabel>} htmlFor="correct-reason" error={errors.reason?.message}>
        <Textarea
          id="correct-reason"
          placeholder="请写明更正原因"
          aria-invalid={Boolean(errors.reason)}
          {...form.register('reason')}
        />
      </Field>
    </FormDialog>
  );
}

function ExpFiles({ expId, onClose }: { expId: number; onClose: () => void }) {
  const files = useQuery(expFilesQuery(expId));
  return (
    <ViewDialog title="预结算附件" onClose={onClose} width={720}>
      {files.isPending ? (
        <p className="py-6 text-center text-sm text-muted">加载中…</p>
      ) : (
        <FileList files={files.data ?? []} />
      )}
    </ViewDialog>
  );
}
