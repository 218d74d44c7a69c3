// 应急支付 · the detail and start dialogs (moved out of emergency-page.tsx).
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { FormDialog } from '@/ui/form-dialog';
import { FormDateField } from '@/ui/form-date-field';
import { FormTextField } from '@/ui/form-text-field';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { formatYuan } from '@/domain/money';
import { Money } from '@/domain/money-cell';
import { FileList, HeadCells, TwoLines, WorkerPayCells } from './pay-cells';
import { emergencyDetailQuery } from './pay-queries';
import { EMERGENCY_STATUS } from './pay-status';
import { EmergencyPicker } from './emergency-picker';
import { useEmergencyStart } from './emergency-start';

type Emergency = components['schemas']['WagesEmergencyRecord'];
type EmergencyDetail = components['schemas']['WagesEmergencyDetail'];

export function DetailDialog({ record, onClose }: { record: Emergency; onClose: () => void }) {
  const detail = useQuery(emergencyDetailQuery(record.id));
  const d = detail.data;
  return (
    <ViewDialog title={`应急支付详情：${record.projectName ?? ''} ${record.period}`} onClose={onClose} width={880}>
      {detail.isPending ? (
        <p className="py-10 text-center text-sm text-muted">加载中…</p>
      ) : !d ? (
        <p className="py-10 text-center text-sm text-muted">暂无详情</p>
      ) : (
        <div className="flex flex-col gap-3">
          <DetailSection
            title="申请信息"
            columns={2}
            className="p-0 shadow-none"
            extra={<StatusTag table={EMERGENCY_STATUS} value={d.status} />}
            items={[
              { label: '流程实例', value: d.proInstId },
              { label: '当前环节', value: d.currentNode ?? '—' },
              { label: '参建单位', value: d.companyName ?? '—' },
              { label: '支付金额', value: <span className="font-semibold">{formatYuan(d.amount)}</span> },
              { label: '申请人', value: `${d.applicantName ?? '—'}（${formatDate(d.applyTime, 'minute')}）` },
              { label: '支付时间', value: formatDate(d.payTime, 'minute') },
              { label: '申请原因', value: d.reason ?? '—', wide: true },
              { label: '审批意见', value: d.approveOpinion ?? '—', wide: true },
            ]}
          />
          <DetailSection title={`支付工人（${d.workers.length} 人）`} className="p-0 shadow-none">
            <PaidWorkers workers={d.workers} />
          </DetailSection>
          <DetailSection title="证明材料" className="p-0 shadow-none">
            <FileList files={d.files ?? []} empty="未上传证明材料" />
          </DetailSection>
        </div>
      )}
    </ViewDialog>
  );
}

function PaidWorkers({ workers }: { workers: EmergencyDetail['workers'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="bg-gray-50 text-left text-gray-600">
            <HeadCells labels={['工人', '班组', '出勤', '应发', '已发', '未发', '本次支付', '工资卡']} />
          </tr>
        </thead>
        <tbody>
          {workers.map((w) => (
            <tr key={w.workerId}>
              <td className="border-b border-line px-3 py-2">
                <TwoLines main={w.workerName} sub={w.idCard} className="min-w-28" />
              </td>
              <WorkerPayCells worker={w} paidTone="success" />
              <td className="border-b border-line px-3 py-2">
                <Money value={w.emergencyAmount} tone="strong" />
              </td>
              <td className="border-b border-line px-3 py-2">
                <TwoLines
                  className="min-w-40"
                  main={<span className="font-normal">{w.bankCardNo ?? '—'}</span>}
                  sub={w.bankName}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StartDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { form, projects, companies, ready, companyId, candidates, picks, start, submit, resetCompany } =
    useEmergencyStart(onDone);
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="发起应急支付"
      width={960}
      confirmText="发起"
      submitting={start.isPending}
      onSubmit={submit}
    >
      <div className="grid grid-cols-3 gap-x-4">
        <FormComboboxField
          form={form}
          name="projectId"
          id="em-project"
          label="项目"
          options={projects.data ?? []}
          required
          onChange={resetCompany}
        />
        <FormDateField
          form={form}
          name="period"
          id="em-period"
          label="工资周期"
          required
          kind="month"
          onChange={resetCompany}
        />
        <FormComboboxField
          form={form}
          name="companyId"
          id="em-company"
          label="参建单位"
          disabled={!ready}
          options={companies.data ?? []}
          emptyLabel={ready ? '请选择' : '先选择项目与周期'}
          required
          onChange={() => picks.setPicked({})}
        />
      </div>
      <EmergencyPicker companyId={companyId} candidates={candidates} picks={picks} />
      <FormTextField
        form={form}
        name="reason"
        id="em-reason"
        label="申请原因"
        required
        rows={0}
        placeholder="例如：工人家属重病住院急需医疗费，申请先行支付本月未发工资"
      />
    </FormDialog>
  );
}
