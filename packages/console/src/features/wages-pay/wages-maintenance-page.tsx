// /wagesmaintenance (seed 000 §2, wage pre-settlement maintenance), opened from 工资预结算 (?expId=&proInstId=):
// the teams of the task and whether each submitted its wage sheet (/star/salaryExpList/taskTeam) on the left; the
// chosen team's workers (getbyteamid) with 修改 (saveByExp), 一键确认 (confirmAll), 重置确认 (initExpWorkerStatus),
// 填报产值 (saveTeamOutput), 附件 (listFile) and 提交工资表 (commitWorkerList) on the right.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { cn } from '@/lib/cn';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { Permission, usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DetailPage } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { formatCount, formatYuan } from './money';
import { intOf, text } from './pay-bodies';
import { FileList, Notice } from './pay-cells';
import { EXP_WORKER_FILTERS, EXP_WORKER_KEYS, type ExpWorker, ExpWorkerDialog, expWorkerColumns } from './exp-workers';
import { OutputDialog } from './output-dialog';
import { expTaskTeamsQuery, expTeamFilesQuery } from './pay-queries';
import { TEAM_SUBMIT_STATUS, teamEditable } from './pay-status';
import { invalidateOperation } from '@site/sdk/query/common';

const LIST = '/wages/salaryList';
type Action = 'confirmAll' | 'reset' | 'commit';

export default function WagesMaintenancePage() {
  const [search] = useSearchParams();
  const expId = intOf(search.get('expId'));
  const proInstId = search.get('proInstId') ?? '';
  const where = [search.get('projectName'), search.get('period')].filter(Boolean).join(' ');
  return (
    <DetailPage title={`预结算维护：${where || proInstId}`} backTo={LIST}>
      {expId && proInstId ? (
        <Maintenance expId={expId} proInstId={proInstId} />
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          缺少预结算记录，请从工资预结算列表进入
        </p>
      )}
    </DetailPage>
  );
}

function Maintenance({ expId, proInstId }: { expId: number; proInstId: string }) {
  const perm = usePagePermission(LIST);
  const canEdit = perm.can('start');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const teams = useQuery(expTaskTeamsQuery(proInstId, expId));
  const chosenId = intOf(search.get('expTeamId')) ?? teams.data?.[0]?.expTeamId;
  const team = teams.data?.find((t) => t.expTeamId === chosenId);
  const [editing, setEditing] = useState<ExpWorker | null>(null);
  const [output, setOutput] = useState(false);
  const [files, setFiles] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const refresh = () => {
    for (const key of EXP_WORKER_KEYS) void invalidateOperation(queryClient, key);
    void invalidateOperation(queryClient, 'listSalaryExpTaskTeams');
  };
  const run = useMutation({
    mutationFn: (a: Action) => {
      const scope = { expId, ...(chosenId ? { expTeamId: chosenId } : {}) };
      if (a === 'confirmAll') return api.POST('/star/salaryExpWorkerList/confirmAll', { body: scope });
      if (a === 'reset') return api.POST('/star/salaryExpWorkerList/initExpWorkerStatus', { body: scope });
      return api.POST('/star/salaryExpWorkerList/commitWorkerList', {
        body: { expId, expTeamId: chosenId ?? 0, workers: [] },
      });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '操作成功', { duration: TOAST_MS });
      setAction(null);
      refresh();
    },
  });
  const editable = canEdit && team !== undefined && teamEditable(team.submitStatus);
  const columns = expWorkerColumns(editable ? setEditing : undefined);
  const submitted = (teams.data ?? []).filter((t) => t.submitStatus === 1).length;

  const ACTIONS: Record<Action, { title: string; message: string; confirm: string }> = {
    confirmAll: {
      title: '一键确认',
      message: `把「${team?.teamName ?? ''}」所有未确认的工人标记为已确认吗？有异议的工人不受影响。`,
      confirm: '确认',
    },
    reset: {
      title: '重置确认状态',
      message: `把「${team?.teamName ?? ''}」全部工人的确认状态重置为未确认吗？适用于退回重填。`,
      confirm: '重置',
    },
    commit: {
      title: '提交工资表',
      message: `提交「${team?.teamName ?? ''}」的工资表（${team?.workerCount ?? 0} 人，应发 ${formatYuan(team?.payableAmount)}）吗？提交后等待参建单位汇总提交。`,
      confirm: '提交',
    },
  };

  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-[260px_minmax(0,1fr)]">
      <aside aria-label="班组" className="rounded-md bg-white p-3 shadow-sm">
        <h3 className="mb-2 flex items-center justify-between px-1 text-sm font-semibold text-gray-900">
          班组
          <span className="text-xs font-normal text-muted">
            已提交 {submitted} / {teams.data?.length ?? 0}
          </span>
        </h3>
        {teams.isPending ? (
          <p className="py-6 text-center text-sm text-muted">加载中…</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {(teams.data ?? []).map((t) => (
              <li key={t.expTeamId}>
                <button
                  type="button"
                  aria-current={t.expTeamId === chosenId ? 'true' : undefined}
                  onClick={() =>
                    setSearch((s) => {
                      const q = new URLSearchParams(s);
                      q.set('expTeamId', String(t.expTeamId));
                      q.delete('page');
                      return q;
                    })
                  }
                  className={cn(
                    'w-full rounded px-2.5 py-2 text-left transition-colors hover:bg-gray-50',
                    t.expTeamId === chosenId && 'bg-primary-soft hover:bg-primary-soft',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span
                      className={cn('text-sm font-medium', t.expTeamId === chosenId ? 'text-primary' : 'text-gray-900')}
                    >
                      {t.teamName}
                    </span>
                    <StatusTag table={TEAM_SUBMIT_STATUS} value={t.submitStatus} />
                  </span>
                  <span className="mt-0.5 block truncate text-xs text-muted">
                    {t.companyName ?? '—'} · {t.workerCount ?? 0} 人
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </aside>
      <div className="flex min-w-0 flex-col gap-3">
        {team ? (
          <section className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-md bg-white px-4 py-3 shadow-sm">
            <div>
              <p className="text-base font-semibold text-gray-900">{team.teamName}</p>
              <p className="text-xs text-muted">
                班组长 {team.leaderName ?? '—'} · {team.companyName ?? '—'}
                {team.submitTime ? ` · ${formatDate(team.submitTime, 'minute')} 提交` : ''}
              </p>
            </div>
            <dl className="flex gap-6 text-sm">
              <div>
                <dt className="text-xs text-gray-500">工人</dt>
                <dd className="font-medium tabular-nums">{team.workerCount ?? 0} 人</dd>
              </div>
              <div>
                <dt className="text-xs text-gray-500">出勤天数</dt>
                <dd className="font-medium tabular-nums">{formatCount(team.attendDays)}</dd>
              </div>
              <div>
                <dt className="text-xs text-gray-500">应发</dt>
                <dd className="font-semibold tabular-nums text-primary">{formatYuan(team.payableAmount)}</dd>
              </div>
            </dl>
            <div className="ml-auto flex flex-wrap gap-2">
              <Button onClick={() => setFiles(true)}>附件</Button>
              {editable ? (
                <>
                  <Button onClick={() => setOutput(true)}>填报产值</Button>
                  <Button onClick={() => setAction('reset')}>重置确认</Button>
                  <Permission code="salary:confirm">
                    <Button onClick={() => setAction('confirmAll')}>一键确认</Button>
                  </Permission>
                  <Button variant="primary" onClick={() => setAction('commit')}>
                    提交工资表
                  </Button>
                </>
              ) : null}
            </div>
          </section>
        ) : null}
        {team && !teamEditable(team.submitStatus) ? (
          <Notice>该班组的工资表已提交，如需修改请由参建单位退回。</Notice>
        ) : null}
        {chosenId ? (
          <ListScreen<ExpWorker>
            id="wages-maintenance-workers"
            title="工人工资"
            filters={EXP_WORKER_FILTERS}
            columns={columns}
            operation="pageSalaryExpWorkersByTeam"
            scope={[expId, chosenId]}
            rowId={(w) => String(w.id)}
            load={async ({ page, size, filters, signal }) => {
              const keyword = text(filters.keyword);
              const confirmStatus = intOf(filters.confirmStatus);
              const env = await api.POST('/star/salaryExpWorkerList/getbyteamid', {
                body: {
                  pageNum: page,
                  pageSize: size,
                  expId,
                  expTeamId: chosenId,
                  ...(keyword ? { keyword } : {}),
                  ...(confirmStatus !== undefined ? { confirmStatus } : {}),
                },
                signal,
              });
              return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
            }}
          />
        ) : teams.isPending ? null : (
          <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
            该预结算没有需要填报的班组
          </p>
        )}
      </div>
      {editing ? (
        <ExpWorkerDialog
          expId={expId}
          worker={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {output && team ? (
        <OutputDialog
          kind="team"
          id={team.expTeamId}
          name={team.teamName}
          current={undefined}
          onClose={() => setOutput(false)}
          onDone={() => {
            setOutput(false);
            refresh();
          }}
        />
      ) : null}
      {files && team ? (
        <TeamFiles expTeamId={team.expTeamId} name={team.teamName} onClose={() => setFiles(false)} />
      ) : null}
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(o) => !o && setAction(null)}
        title={action ? ACTIONS[action].title : ''}
        message={action ? ACTIONS[action].message : ''}
        confirmText={action ? ACTIONS[action].confirm : '确定'}
        onConfirm={() => action && run.mutate(action)}
      />
    </div>
  );
}

function TeamFiles({ expTeamId, name, onClose }: { expTeamId: number; name: string; onClose: () => void }) {
  const files = useQuery(expTeamFilesQuery(expTeamId));
  return (
    <ViewDialog title={`工资表附件：${name}`} onClose={onClose} width={720}>
      {files.isPending ? (
        <p className="py-6 text-center text-sm text-muted">加载中…</p>
      ) : (
        <FileList files={files.data ?? []} />
      )}
    </ViewDialog>
  );
}
