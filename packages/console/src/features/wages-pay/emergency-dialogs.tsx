// 应急支付 · the detail and start dialogs (moved out of emergency-page.tsx).
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Search } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { StatusTag, Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { FormCombobox } from '@/ui/form-combobox';
import { formatAmount, formatCount, formatYuan } from '@/domain/money';
import { emergencyAmountError, emergencyWorkers } from './pay-bodies';
import { FileList, Money, TwoLines } from './pay-cells';
import { type EmergencyForm, emergencySchema } from './pay-forms';
import { emergencyDetailQuery, periodCompaniesQuery, projectOptionsQuery } from './pay-queries';
import { EMERGENCY_STATUS } from './pay-status';
import { pageEmergencyAttendanceWorkersQueryOptions } from '@site/sdk/query/wages';

type Emergency = components['schemas']['WagesEmergencyRecord'];

type Candidate = components['schemas']['WagesEmergencyWorker'];

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
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="bg-gray-50 text-left text-gray-600">
                    {['工人', '班组', '出勤', '应发', '已发', '未发', '本次支付', '工资卡'].map((h) => (
                      <th key={h} className="whitespace-nowrap border-b border-line px-3 py-2 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {d.workers.map((w) => (
                    <tr key={w.workerId}>
                      <td className="border-b border-line px-3 py-2">
                        <TwoLines main={w.workerName} sub={w.idCard} className="min-w-28" />
                      </td>
                      <td className="whitespace-nowrap border-b border-line px-3 py-2">{w.teamName ?? '—'}</td>
                      <td className="whitespace-nowrap border-b border-line px-3 py-2 tabular-nums">
                        {formatCount(w.attendDays)} 天
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <Money value={w.payableAmount} />
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <Money value={w.paidAmount} tone="success" />
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <Money value={w.unpaidAmount} tone="danger" />
                      </td>
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
          </DetailSection>
          <DetailSection title="证明材料" className="p-0 shadow-none">
            <FileList files={d.files ?? []} empty="未上传证明材料" />
          </DetailSection>
        </div>
      )}
    </ViewDialog>
  );
}

const PICK_SIZE = 50;

export function StartDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { identity } = useSession();
  const projects = useQuery(projectOptionsQuery());
  const form = useForm<EmergencyForm>({
    resolver: zodResolver(emergencySchema),
    defaultValues: {
      projectId: identity?.source === 4 ? String(identity.project_id) : '',
      period: '',
      companyId: '',
      reason: '',
    },
  });
  const [projectId, period, companyId] = useWatch({
    control: form.control,
    name: ['projectId', 'period', 'companyId'],
  });
  const ready = projectId !== '' && /^\d{4}-\d{2}$/.test(period);
  const companies = useQuery({ ...periodCompaniesQuery(Number(projectId), period), enabled: ready });
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const candidates = useQuery({
    ...pageEmergencyAttendanceWorkersQueryOptions(api, {
      body: {
        pageNum: 1,
        pageSize: PICK_SIZE,
        projectId: Number(projectId),
        period,
        companyId: Number(companyId),
        ...(applied.trim() ? { keyword: applied.trim() } : {}),
      },
    }),
    enabled: ready && companyId !== '',
  });
  const rows = useMemo<Candidate[]>(() => candidates.data?.data?.list ?? [], [candidates.data]);
  const total = candidates.data?.data?.total ?? 0;
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [pickError, setPickError] = useState<string>();
  const [tried, setTried] = useState(false);
  const amountErrors = useMemo(() => {
    const out: Record<number, string | undefined> = {};
    for (const r of rows)
      if (r.workerId in picked) out[r.workerId] = emergencyAmountError(picked[r.workerId] ?? '', r.unpaidAmount);
    return out;
  }, [rows, picked]);
  const sum = emergencyWorkers(picked, rows).reduce((s, w) => s + w.amount, 0);

  const start = useMutation({
    mutationFn: (v: EmergencyForm) =>
      api.POST('/star/salaryExpWorkerList/emergencyExp/startTask', {
        body: {
          projectId: Number(v.projectId),
          companyId: Number(v.companyId),
          period: v.period,
          reason: v.reason.trim(),
          workers: emergencyWorkers(picked, rows),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.data ? `${env.msg || '发起成功'}，流程 ${env.data.proInstId}` : env.msg || '发起成功', {
        duration: TOAST_MS,
      });
      onDone();
    },
  });

  const checkPicks = () => {
    const ids = Object.keys(picked);
    const message = !ids.length
      ? '请至少选择一名工人'
      : Object.values(amountErrors).some(Boolean)
        ? '请更正标红的支付金额'
        : undefined;
    setPickError(message);
    return !message;
  };
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="发起应急支付"
      width={960}
      confirmText="发起"
      submitting={start.isPending}
      onSubmit={(e) => {
        setTried(true);
        const picksOk = checkPicks();
        void form.handleSubmit((v) => {
          if (picksOk) start.mutate(v);
        })(e);
      }}
    >
      <div className="grid grid-cols-3 gap-x-4">
        <Field label={<RequiredLabel>项目</RequiredLabel>} htmlFor="em-project" error={errors.projectId?.message}>
          <FormCombobox
            control={form.control}
            name="projectId"
            id="em-project"
            label="项目"
            options={projects.data ?? []}
            required
            onChange={() => {
              form.setValue('companyId', '');
              setPicked({});
            }}
          />
        </Field>
        <Field label={<RequiredLabel>工资周期</RequiredLabel>} htmlFor="em-period" error={errors.period?.message}>
          <FormDatePicker
            control={form.control}
            name="period"
            kind="month"
            id="em-period"
            onChange={() => {
              form.setValue('companyId', '');
              setPicked({});
            }}
          />
        </Field>
        <Field label={<RequiredLabel>参建单位</RequiredLabel>} htmlFor="em-company" error={errors.companyId?.message}>
          <FormCombobox
            control={form.control}
            name="companyId"
            id="em-company"
            label="参建单位"
            disabled={!ready}
            options={companies.data ?? []}
            emptyLabel={ready ? '请选择' : '先选择项目与周期'}
            required
            onChange={() => setPicked({})}
          />
        </Field>
      </div>
      <section aria-label="支付工人" className="rounded border border-line">
        <div className="flex items-center gap-2 border-b border-line bg-gray-50 px-3 py-2">
          <h3 className="text-sm font-medium text-gray-900">支付工人</h3>
          <span className="text-xs text-muted">
            {companyId
              ? `共 ${total} 人有出勤${total > PICK_SIZE ? `，显示前 ${PICK_SIZE} 人，可按姓名查找` : ''}`
              : ''}
          </span>
          <div className="ml-auto flex items-center gap-2">
            <Input
              aria-label="查找工人"
              placeholder="姓名或身份证号"
              className="h-7 w-44"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  setApplied(keyword);
                }
              }}
            />
            <Button size="sm" onClick={() => setApplied(keyword)} disabled={!companyId}>
              <Search />
              查找
            </Button>
          </div>
        </div>
        <div className="max-h-72 overflow-y-auto">
          {!companyId ? (
            <p className="py-8 text-center text-sm text-muted">选择项目、周期与参建单位后，列出该周期有出勤的工人</p>
          ) : candidates.isPending ? (
            <p className="py-8 text-center text-sm text-muted">加载中…</p>
          ) : !rows.length ? (
            <p className="py-8 text-center text-sm text-muted">没有找到工人</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-white">
                <tr className="text-left text-gray-600">
                  <th className="w-10 border-b border-line px-3 py-2" />
                  {['工人', '班组', '出勤', '应发', '已发', '未发', '本次支付（元）'].map((h) => (
                    <th key={h} className="whitespace-nowrap border-b border-line px-3 py-2 font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const on = r.workerId in picked;
                  const err = tried ? amountErrors[r.workerId] : undefined;
                  return (
                    <tr key={r.workerId} className={cn(r.inProgress && 'bg-gray-50 text-gray-400')}>
                      <td className="border-b border-line px-3 py-2">
                        <input
                          type="checkbox"
                          aria-label={`选择 ${r.workerName}`}
                          disabled={r.inProgress}
                          checked={on}
                          onChange={(e) =>
                            setPicked((p) => {
                              const next = { ...p };
                              if (e.target.checked)
                                next[r.workerId] = formatAmount(r.emergencyAmount, '').replace(/,/g, '');
                              else delete next[r.workerId];
                              return next;
                            })
                          }
                        />
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <div className="flex items-center gap-2">
                          <TwoLines className="min-w-24" main={r.workerName} sub={r.idCard} />
                          {r.inProgress ? <Tag tag={{ label: '已在流程中', tone: 'muted' }} /> : null}
                        </div>
                      </td>
                      <td className="whitespace-nowrap border-b border-line px-3 py-2">{r.teamName ?? '—'}</td>
                      <td className="whitespace-nowrap border-b border-line px-3 py-2 tabular-nums">
                        {formatCount(r.attendDays)} 天
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <Money value={r.payableAmount} />
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <Money value={r.paidAmount} />
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <Money value={r.unpaidAmount} tone="danger" />
                      </td>
                      <td className="border-b border-line px-3 py-2">
                        <Input
                          aria-label={`${r.workerName} 本次支付金额`}
                          inputMode="decimal"
                          className="h-7 w-28"
                          disabled={!on}
                          aria-invalid={Boolean(err)}
                          title={err}
                          value={on ? (picked[r.workerId] ?? '') : ''}
                          onChange={(e) => setPicked((p) => ({ ...p, [r.workerId]: e.target.value }))}
                        />
                        {err ? <p className="mt-0.5 text-xs text-danger">{err}</p> : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
        <div className="flex items-center justify-between border-t border-line px-3 py-2 text-sm">
          <p role={pickError ? 'alert' : undefined} className="text-xs text-danger">
            {pickError ?? ''}
          </p>
          <p className="text-gray-600">
            已选 <span className="font-medium text-gray-900">{Object.keys(picked).length}</span> 人，合计{' '}
            <span className="font-semibold text-primary">{formatYuan(sum)}</span>
          </p>
        </div>
      </section>
      <Field label={<RequiredLabel>申请原因</RequiredLabel>} htmlFor="em-reason" error={errors.reason?.message}>
        <Textarea
          id="em-reason"
          placeholder="例如：工人家属重病住院急需医疗费，申请先行支付本月未发工资"
          aria-invalid={Boolean(errors.reason)}
          {...form.register('reason')}
        />
      </Field>
    </FormDialog>
  );
}
