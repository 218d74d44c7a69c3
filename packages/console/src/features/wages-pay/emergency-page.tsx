// 应急支付 (001 §7.3 /star/salaryExpList/emergencyList, emergencyDetail; /star/salaryExpWorkerList/emergencyExp/*;
// menu wages/emergency): payments made ahead of the monthly proxy payment when a worker urgently needs money, leaves
// the site or complains. The list (0 审批中, 1 待支付, 2 已支付, 3 已驳回, 4 已撤销), a detail with the workers and
// proofs, and 发起应急支付: pick the workers of a project, period and company with an amount each (at most the
// unpaid wage; workers already in another emergency flow cannot be picked).
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { HandCoins, Search } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { cn } from '@/lib/cn';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { FormDatePicker } from '@/ui/form-date-picker';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag, Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { ViewDialog } from '@/ui/view-dialog';
import { FormCombobox } from '@/ui/form-combobox';
import { formatAmount, formatCount, formatYuan } from './money';
import { emergencyAmountError, emergencyWorkers, salaryFilter } from './pay-bodies';
import { FileList, Money, TwoLines } from './pay-cells';
import { type EmergencyForm, emergencySchema } from './pay-forms';
import { emergencyDetailQuery, periodCompaniesQuery, projectOptionsQuery } from './pay-queries';
import { EMERGENCY_STATUS, optionsOf } from './pay-status';
import { invalidateOperation, pageEmergencyAttendanceWorkersQueryOptions } from '@site/sdk/query/wages';

type Emergency = components['schemas']['WagesEmergencyRecord'];
type Candidate = components['schemas']['WagesEmergencyWorker'];

const KEY = 'pageEmergencyPayments';

export default function EmergencyPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<Emergency | null>(null);
  const [starting, setStarting] = useState(false);
  const canStart = perm.can('start') && perm.hasPerm('wages:start');

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectName', label: '项目名称' },
      { name: 'period', label: '工资周期', type: 'month' },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(EMERGENCY_STATUS) },
    ],
    [],
  );
  const columns = useMemo<ColumnDef<Emergency, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目 / 参建单位',
        cell: ({ row }) => (
          <TwoLines className="min-w-48" main={row.original.projectName} sub={row.original.companyName} />
        ),
      },
      {
        id: 'period',
        header: '工资周期',
        cell: ({ row }) => <span className="tabular-nums">{row.original.period}</span>,
      },
      {
        id: 'reason',
        header: '申请原因',
        cell: ({ row }) => (
          <p className="line-clamp-2 min-w-56 max-w-80 whitespace-normal text-gray-600">{row.original.reason || '—'}</p>
        ),
      },
      { id: 'workerCount', header: '工人数', cell: ({ row }) => `${row.original.workerCount ?? 0} 人` },
      {
        id: 'amount',
        header: '支付金额（元）',
        cell: ({ row }) => <Money value={row.original.amount} tone="strong" />,
      },
      {
        id: 'apply',
        header: '申请人 / 时间',
        cell: ({ row }) => (
          <TwoLines
            className="min-w-32"
            main={<span className="font-normal text-gray-700">{row.original.applicantName ?? '—'}</span>}
            sub={formatDate(row.original.applyTime, 'minute')}
          />
        ),
      },
      {
        id: 'payTime',
        header: '支付时间',
        cell: ({ row }) => <span className="tabular-nums">{formatDate(row.original.payTime, 'minute')}</span>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={EMERGENCY_STATUS} value={row.original.status} />,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <Button size="sm" variant="link" onClick={() => setViewing(row.original)}>
            详情
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <ListScreen<Emergency>
        id="wages-emergency"
        title="应急支付"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(e) => String(e.id)}
        toolbar={
          canStart ? (
            <Button variant="primary" onClick={() => setStarting(true)}>
              <HandCoins />
              发起应急支付
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/salaryExpList/emergencyList', {
            body: { pageNum: page, pageSize: size, ...salaryFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {viewing ? <DetailDialog record={viewing} onClose={() => setViewing(null)} /> : null}
      {starting ? (
        <StartDialog
          onClose={() => setStarting(false)}
          onDone={() => {
            setStarting(false);
            void invalidateOperation(queryClient, KEY);
          }}
        />
      ) : null}
    </>
  );
}

function DetailDialog({ record, onClose }: { record: Emergency; onClose: () => void }) {
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

function StartDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
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
