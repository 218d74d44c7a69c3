// /subcontractingPreSettlement (seed 000 §2, wage pre-settlement maintenance of one subcontractor), opened from
// /wagesconfirm (?proInstId=&expId=&companyId=): the company's own pre-settlement
// (/star/salaryExpCompanyList/company/getbyprointc), its teams (/star/salaryExpTeamList/getbycompanyid) with their
// output and submission, 填报产值 (saveCompanyOutput) and 提交工资表 (company/commitWorkerList: 0/3 → 1 待确认).
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailPage, DetailSection } from '@/ui/detail-page';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { formatRate, formatYuan } from '@/domain/money';
import { intOf } from '@/domain/filter-body';
import { Notice } from './pay-cells';
import { OutputDialog } from '@/domain/output-dialog';
import { expCompanyTeamsQuery, ownExpCompanyQuery } from './pay-queries';
import { COMPANY_CONFIRM_STATUS } from './pay-status';
import { settlementTeamColumns } from './settlement-columns';
import { SimpleTable } from './simple-table';
import { invalidateOperation } from '@site/sdk/query/common';

type Team = components['schemas']['WagesExpTeam'];
type Company = components['schemas']['WagesExpCompany'];

const LIST = '/wages/salaryList';

export default function SubcontractingSettlementPage() {
  const [search] = useSearchParams();
  const proInstId = search.get('proInstId') ?? '';
  return (
    <DetailPage title="分包预结算维护" backTo={LIST}>
      {proInstId ? (
        <Settlement
          proInstId={proInstId}
          expId={intOf(search.get('expId'))}
          companyId={intOf(search.get('companyId'))}
        />
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          缺少预结算流程，请从工资预结算进入
        </p>
      )}
    </DetailPage>
  );
}

/** A company may submit while waiting to submit (0) or sent back (3). */
const canCommit = (c: Company) => c.confirmStatus === 0 || c.confirmStatus === 3;

function Settlement({ proInstId, expId, companyId }: { proInstId: string; expId?: number; companyId?: number }) {
  const perm = usePagePermission(LIST);
  const canEdit = perm.can('start');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useQuery(ownExpCompanyQuery(proInstId, expId, companyId));
  const teams = useQuery(expCompanyTeamsQuery(proInstId, expId, companyId));
  const [output, setOutput] = useState(false);
  const [committing, setCommitting] = useState(false);
  const c = company.data;
  const refresh = () => {
    void invalidateOperation(queryClient, 'getOwnSalaryExpCompanyByProInst');
    void invalidateOperation(queryClient, 'listSalaryExpTeamsByCompany');
    void invalidateOperation(queryClient, 'listSalaryExpCompaniesByProInst');
  };

  const columns = useMemo(
    () =>
      settlementTeamColumns((t) =>
        navigate(
          `/wagesmaintenance?${new URLSearchParams({
            expId: String(t.expId),
            proInstId,
            expTeamId: String(t.id),
          })}`,
        ),
      ),
    [navigate, proInstId],
  );

  return (
    <>
      <CompanySection
        c={c}
        pending={company.isPending}
        canEdit={canEdit}
        onOutput={() => setOutput(true)}
        onCommit={() => setCommitting(true)}
      />
      {c && canCommit(c) ? <UnsubmittedNotice teams={teams.data ?? []} /> : null}
      <DetailSection title="班组">
        <SimpleTable
          label="班组"
          columns={columns}
          rows={teams.data ?? []}
          rowKey={(t) => String(t.id)}
          loading={teams.isPending}
          error={teams.error}
        />
      </DetailSection>
      {output && c ? (
        <OutputDialog
          save={(body) => api.POST('/star/salaryExpWorkerList/saveCompanyOutput', { body })}
          id={c.id}
          name={c.companyName}
          current={c.outputAmount}
          onClose={() => setOutput(false)}
          onDone={() => {
            setOutput(false);
            refresh();
          }}
        />
      ) : null}
      {committing && c ? (
        <CommitDialog
          company={c}
          onClose={() => setCommitting(false)}
          onDone={() => {
            setCommitting(false);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

/** The company's own pre-settlement: status, 填报产值 and 提交工资表 while it may submit, and its figures. */
function CompanySection({
  c,
  pending,
  canEdit,
  onOutput,
  onCommit,
}: {
  c: Company | undefined;
  pending: boolean;
  canEdit: boolean;
  onOutput: () => void;
  onCommit: () => void;
}) {
  return (
    <DetailSection
      title={c ? `${c.companyName}（${c.period ?? ''}）` : '参建单位预结算'}
      extra={
        c ? (
          <>
            <StatusTag table={COMPANY_CONFIRM_STATUS} value={c.confirmStatus} />
            {canEdit && canCommit(c) ? (
              <>
                <Button onClick={onOutput}>填报产值</Button>
                <Button variant="primary" onClick={onCommit}>
                  提交工资表
                </Button>
              </>
            ) : null}
          </>
        ) : null
      }
      items={
        c
          ? [
              { label: '项目', value: c.projectName ?? '—' },
              { label: '单位类型', value: c.companyType ?? '—' },
              { label: '班组 / 工人', value: `${c.teamCount ?? 0} 个 / ${c.workerCount ?? 0} 人` },
              { label: '应发', value: formatYuan(c.payableAmount) },
              { label: '未发', value: <span className="text-danger">{formatYuan(c.unpaidAmount)}</span> },
              { label: '本期产值', value: formatYuan(c.outputAmount) },
              { label: '人工费占比', value: formatRate(c.wageRatio) },
              { label: '提交时间', value: formatDate(c.submitTime, 'minute') },
              {
                label: '确认人',
                value: c.confirmerName ? `${c.confirmerName}（${formatDate(c.confirmTime, 'minute')}）` : '—',
              },
              { label: '意见', value: c.opinion ?? '—', wide: true },
            ]
          : []
      }
    >
      {pending ? <p className="py-6 text-center text-sm text-muted">加载中…</p> : null}
    </DetailSection>
  );
}

/** The teams that have not yet submitted their wage table (the company can submit only after all have). */
function UnsubmittedNotice({ teams }: { teams: Team[] }) {
  const unsubmitted = teams.filter((t) => t.submitStatus !== 1);
  if (!unsubmitted.length) return null;
  return (
    <Notice tone="warning">
      还有 {unsubmitted.length} 个班组未提交工资表（{unsubmitted.map((t) => t.teamName).join('、')}
      ），全部提交后才能汇总提交。
    </Notice>
  );
}

function CommitDialog({ company, onClose, onDone }: { company: Company; onClose: () => void; onDone: () => void }) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const commit = useMutation({
    mutationFn: () =>
      api.POST('/star/salaryExpWorkerList/company/commitWorkerList', {
        body: { expId: company.expId, expCompanyId: company.id, ...(remark.trim() ? { remark: remark.trim() } : {}) },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '工资表已提交', { duration: TOAST_MS });
      onDone();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`提交工资表：${company.companyName}`}
      confirmText="提交"
      submitting={commit.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (remark.length > 200) return setError('提交说明最多200字');
        commit.mutate();
      }}
    >
      <p className="text-sm text-gray-600">
        汇总下属班组已提交的工人工资（{company.workerCount ?? 0} 人，应发 {formatYuan(company.payableAmount)}
        ），提交给项目确认。
      </p>
      <Field label="提交说明" htmlFor="commit-remark" error={error}>
        <Textarea
          id="commit-remark"
          value={remark}
          placeholder="可填写提交说明"
          onChange={(e) => {
            setRemark(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}
