// 手动预结算 (001 §7.3 /star/salaryExpWorkerList/manualExp/*, getMaxPeriod; menu wages/manualExp): for one project,
// the wage periods and whether each can be started by hand (a month that was not started automatically), the latest
// pre-settled period, and 发起 (manualExp/startTask → a new pre-settlement, task type 2) for a startable period.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import dayjs from 'dayjs';
import { PlayCircle } from 'lucide-react';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { FormDialog } from '@/ui/form-dialog';
import { formDialogProps } from '@/ui/form-dialog-props';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { RetryFailed } from '@/ui/retry-failed';
import type { ComboboxOption } from '@/ui/combobox';
import { StatCards } from '@/ui/stat-cards';
import { errorText } from '@/lib/error-text';
import { Notice, ProjectCombo } from './pay-cells';
import { type ManualStartForm, manualStartSchema } from './pay-forms';
import { manualPeriodsQuery } from './pay-queries';
import { periodColumns } from './manual-exp-columns';
import { MANUAL_KEY, type Started, useManualExp } from './use-manual-exp';

type Period = components['schemas']['WagesExpPeriod'];

export default function ManualExpPage() {
  const m = useManualExp();
  const { queryClient, project, projectId, projectName, periods, max, canStart, setStarting } = m;
  const columns = useMemo(() => periodColumns(canStart, setStarting), [canStart, setStarting]);

  return (
    <div className="flex flex-col gap-3">
      <ProjectBar
        value={project}
        options={m.projects.data ?? []}
        onChange={(v) => m.setSearch(v ? { projectId: v } : {})}
      />
      <StatCards
        items={[
          { label: '已预结算至', value: max.data ? (max.data.maxPeriod ?? '未发起') : null },
          { label: '下一可发起周期', value: max.data?.nextPeriod ?? null, tone: 'success' },
          { label: '可手动发起的周期', value: periods.data ? m.startable : null, unit: '个', tone: 'warning' },
        ]}
      />
      {m.started ? <StartedNotice projectName={projectName} started={m.started} /> : null}
      {project ? (
        <ListScreen<Period>
          id="wages-manual-periods"
          title={`预结算周期${projectName ? `：${projectName}` : ''}`}
          columns={columns}
          operation={MANUAL_KEY}
          scope={projectId}
          rowId={(p) => p.period}
          toolbar={
            canStart ? (
              <Button variant="primary" onClick={() => setStarting(max.data?.nextPeriod ?? '')}>
                <PlayCircle />
                手动发起
              </Button>
            ) : null
          }
          load={async ({ page, size }) => {
            // The same call as the cards above: shared through the query cache (the SDK cancels a duplicate).
            const env = await queryClient.fetchQuery(manualPeriodsQuery(projectId));
            return pageSlice(env.data ?? [], page, size);
          }}
        />
      ) : m.projects.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-md bg-white py-16 text-sm text-danger shadow-sm"
        >
          项目列表加载失败：{errorText(m.projects.error)}
          <RetryFailed />
        </div>
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">请选择项目</p>
      )}
      {m.starting !== null ? (
        <StartDialog
          projectId={projectId}
          projectName={projectName}
          period={m.starting}
          blocked={(periods.data ?? []).filter((p) => !p.canStart).map((p) => p.period)}
          onClose={() => setStarting(null)}
          onDone={m.onStarted}
        />
      ) : null}
    </div>
  );
}

/** The project picker and what the page is for. */
function ProjectBar({
  value,
  options,
  onChange,
}: {
  value: string;
  options: readonly ComboboxOption[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-md bg-white p-4 shadow-sm">
      <ProjectCombo className="w-72" value={value} onChange={onChange} options={options} />
      <p className="text-sm text-muted">系统每月自动发起预结算；自动发起遗漏或被撤销的月份，可在这里手动发起。</p>
    </div>
  );
}

/** The pre-settlement just started, with a link to maintain it. */
function StartedNotice({ projectName, started }: { projectName: string; started: Started }) {
  const navigate = useNavigate();
  return (
    <Notice>
      已发起 {projectName} {started.period} 的手动预结算（流程 {started.proInstId}）。
      <Button
        variant="link"
        className="ml-2"
        onClick={() =>
          navigate(
            `/wagesmaintenance?${new URLSearchParams({ expId: String(started.id), proInstId: started.proInstId })}`,
          )
        }
      >
        去维护
      </Button>
    </Notice>
  );
}

/** 工资周期 and 发起说明 (ids manual-…). */
const START_FIELDS: FormFieldSpec<ManualStartForm>[] = [
  { as: 'date', name: 'period', label: '工资周期', required: true, kind: 'month' },
  { name: 'remark', label: '发起说明', rows: 0, placeholder: '例如：9 月自动发起失败，补发起', markInvalid: false },
];

export function StartDialog({
  projectId,
  projectName,
  period,
  blocked,
  onClose,
  onDone,
}: {
  projectId: number;
  projectName: string;
  period: string;
  blocked: string[];
  onClose: () => void;
  onDone: (s: Started) => void;
}) {
  const schema = useMemo(() => manualStartSchema({ latest: dayjs().format('YYYY-MM'), blocked }), [blocked]);
  const form = useForm<ManualStartForm>({ resolver: zodResolver(schema), defaultValues: { period, remark: '' } });
  const start = useMutation({
    mutationFn: (v: ManualStartForm) =>
      api.POST('/star/salaryExpWorkerList/manualExp/startTask', {
        body: { projectId, period: v.period, ...(v.remark.trim() ? { remark: v.remark.trim() } : {}) },
      }),
    onSuccess: (env, v) => {
      toast.success(env.msg || '发起成功', { duration: TOAST_MS });
      if (env.data) onDone({ period: v.period, id: env.data.id, proInstId: env.data.proInstId });
      else onClose();
    },
  });
  return (
    <FormDialog {...formDialogProps(form, start, onClose)} title="手动发起预结算" confirmText="发起">
      <p className="text-sm text-gray-600">
        为「{projectName}」发起一次工资预结算，发起后各参建单位、班组将收到填报待办。
      </p>
      <FormFields form={form} idPrefix="manual-" fields={START_FIELDS} />
    </FormDialog>
  );
}
