// The teams of one company in 工资支出确认 (getbycompanyid): amounts, output and submission; 工人 opens the team's
// workers (getbyteamid) with 一键确认 (confirmAll) and 提交工资表 (commitWorkerList); 产值 (saveTeamOutput);
// 附件 lists and adds the team's signed wage sheets (listFile / saveFile).
import { defaultPageSize } from '@/lib/settings';
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Loading } from '@/ui/loading';
import { Pagination } from '@/ui/pagination';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { Money } from '@/domain/money-cell';
import { TD, TH } from './cells';
import { OutputDialog } from './exp-dialogs';
import { FileSection } from './file-section';
import { expTeamsQuery } from './fund-queries';
import { TEAM_SUBMIT_STATUS, WORKER_CONFIRM_STATUS } from './fund-status';
import { Permission } from '@/session/permissions';
import { invalidateOperation, pageSalaryExpWorkersByTeamQueryOptions } from '@site/sdk/query/wages';

type Team = components['schemas']['WagesExpTeam'];

export function CompanyTeams({
  proInstId,
  expId,
  companyId,
  projectId,
  canEdit,
}: {
  proInstId: string;
  expId: number;
  companyId: number;
  projectId?: number | undefined;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const teams = useQuery(expTeamsQuery(proInstId, companyId));
  const [open, setOpen] = useState<{ team: Team; what: 'workers' | 'output' | 'files' } | null>(null);
  const close = () => setOpen(null);
  const rows = teams.data ?? [];
  return (
    <div className="rounded border border-line bg-gray-50/60 p-3">
      {teams.isPending ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted">暂无班组</p>
      ) : (
        <table className="w-full border-collapse text-sm" aria-label="班组预结算">
          <thead>
            <tr>
              <th className={TH}>班组</th>
              <th className={TH}>工人 / 工日</th>
              <th className={TH}>应发（元）</th>
              <th className={TH}>扣款 / 已发（元）</th>
              <th className={TH}>未发（元）</th>
              <th className={TH}>本期产值（元）</th>
              <th className={TH}>提交</th>
              <th className={TH}>操作</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((t) => (
              <tr key={t.id} className="bg-white">
                <td className={TD}>
                  <p className="font-medium text-gray-900">{t.teamName}</p>
                  <p className="text-xs text-muted">班组长 {t.leaderName ?? '—'}</p>
                </td>
                <td className={TD}>
                  {t.workerCount ?? 0} 人 / {t.attendDays ?? 0} 天
                </td>
                <td className={TD}>
                  <Money value={t.payableAmount} tone="strong" />
                </td>
                <td className={TD}>
                  <p>
                    <Money value={t.deductAmount} />
                  </p>
                  <p className="text-xs">
                    <Money value={t.paidAmount} tone="success" />
                  </p>
                </td>
                <td className={TD}>
                  <Money value={t.unpaidAmount} tone={(t.unpaidAmount ?? 0) > 0 ? 'danger' : 'muted'} />
                </td>
                <td className={TD}>
                  <Money value={t.outputAmount} />
                </td>
                <td className={TD}>
                  <StatusTag table={TEAM_SUBMIT_STATUS} value={t.submitStatus} />
                </td>
                <td className={TD}>
                  <div className="flex gap-2">
                    <Button size="sm" variant="link" onClick={() => setOpen({ team: t, what: 'workers' })}>
                      工人
                    </Button>
                    {canEdit ? (
                      <Button size="sm" variant="link" onClick={() => setOpen({ team: t, what: 'output' })}>
                        产值
                      </Button>
                    ) : null}
                    <Button size="sm" variant="link" onClick={() => setOpen({ team: t, what: 'files' })}>
                      附件
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open?.what === 'workers' ? (
        <TeamWorkersDialog expId={expId} team={open.team} canEdit={canEdit} onClose={close} />
      ) : null}
      {open?.what === 'output' ? (
        <OutputDialog
          kind="team"
          id={open.team.id}
          name={open.team.teamName}
          current={open.team.outputAmount}
          onClose={close}
          onDone={() => {
            close();
            void invalidateOperation(queryClient, 'listSalaryExpTeamsByCompany');
          }}
        />
      ) : null}
      {open?.what === 'files' ? (
        <ViewDialog title={`工资表附件：${open.team.teamName}`} onClose={close} width={720}>
          <FileSection
            home="expTeam"
            bizId={open.team.id}
            fileType={1}
            bizType="salary_confirm"
            projectId={projectId}
            canUpload={canEdit}
            title="签字工资表、考勤表等"
          />
        </ViewDialog>
      ) : null}
    </div>
  );
}

function TeamWorkersDialog({
  expId,
  team,
  canEdit,
  onClose,
}: {
  expId: number;
  team: Team;
  canEdit: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState(() => ({ page: 1, size: defaultPageSize() }));
  const [asking, setAsking] = useState<'confirmAll' | 'commit' | null>(null);
  const workers = useQuery({
    ...pageSalaryExpWorkersByTeamQueryOptions(api, {
      body: { expId, expTeamId: team.id, pageNum: paging.page, pageSize: paging.size },
    }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: (what: 'confirmAll' | 'commit') =>
      what === 'confirmAll'
        ? api.POST('/star/salaryExpWorkerList/confirmAll', { body: { expId, expTeamId: team.id } })
        : api.POST('/star/salaryExpWorkerList/commitWorkerList', {
            body: { expId, expTeamId: team.id, workers: [] },
          }),
    onSuccess: (env, what) => {
      toast.success(env.msg || (what === 'commit' ? '工资表已提交' : '已全部确认'), { duration: TOAST_MS });
      setAsking(null);
      void invalidateOperation(queryClient, 'pageSalaryExpWorkersByTeam');
      void invalidateOperation(queryClient, 'listSalaryExpTeamsByCompany');
    },
  });
  const rows = workers.data?.data?.list ?? [];
  return (
    <ViewDialog title={`班组工人：${team.teamName}`} onClose={onClose} width={1040}>
      {canEdit ? (
        <div className="mb-3 flex justify-end gap-2">
          <Permission code="salary:confirm">
            <Button onClick={() => setAsking('confirmAll')}>一键确认</Button>
          </Permission>
          <Button variant="primary" onClick={() => setAsking('commit')}>
            提交工资表
          </Button>
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-label="班组工人">
          <thead>
            <tr>
              <th className={TH}>工人</th>
              <th className={TH}>工种</th>
              <th className={TH}>出勤（天）</th>
              <th className={TH}>日工资（元）</th>
              <th className={TH}>应发（元）</th>
              <th className={TH}>扣款（元）</th>
              <th className={TH}>已发（元）</th>
              <th className={TH}>未发（元）</th>
              <th className={TH}>工人确认</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <tr key={w.id}>
                <td className={TD}>
                  <p className="font-medium text-gray-900">{w.workerName}</p>
                  <p className="text-xs text-muted">{w.idCard}</p>
                </td>
                <td className={TD}>{w.workType ?? '—'}</td>
                <td className={TD}>{w.attendDays}</td>
                <td className={TD}>
                  <Money value={w.dailyWage} />
                </td>
                <td className={TD}>
                  <Money value={w.payableAmount} tone="strong" />
                </td>
                <td className={TD}>
                  <Money value={w.deductAmount} />
                </td>
                <td className={TD}>
                  <Money value={w.paidAmount} tone="success" />
                </td>
                <td className={TD}>
                  <Money value={w.unpaidAmount} tone={w.unpaidAmount > 0 ? 'danger' : 'muted'} />
                </td>
                <td className={TD}>
                  <StatusTag table={WORKER_CONFIRM_STATUS} value={w.confirmStatus} />
                  {w.remark ? <p className="mt-0.5 max-w-48 truncate text-xs text-muted">{w.remark}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {workers.isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted">暂无工人</p>
        ) : null}
      </div>
      <div className="mt-3">
        <Pagination
          page={paging.page}
          size={paging.size}
          total={workers.data?.data?.total ?? 0}
          onChange={(page, size) => setPaging({ page, size })}
        />
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => !o && setAsking(null)}
        title="提示"
        message={
          asking === 'commit'
            ? `确定提交「${team.teamName}」的工资表吗？提交后由参建单位汇总上报。`
            : `确定把「${team.teamName}」所有未确认的工人标记为已确认吗？有异议的工人不受影响。`
        }
        confirmText={asking === 'commit' ? '提交' : '确认'}
        onConfirm={() => asking && act.mutate(asking)}
      />
    </ViewDialog>
  );
}
