// The teams of one company in 工资支出确认 (getbycompanyid): amounts, output and submission; 工人 opens the team's
// workers (getbyteamid) with 一键确认 (confirmAll) and 提交工资表 (commitWorkerList); 产值 (saveTeamOutput);
// 附件 lists and adds the team's signed wage sheets (listFile / saveFile).
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Loading } from '@/ui/loading';
import { PagingFooter, useLocalPaging } from '@/ui/local-paging';
import { PlainTable, type PlainColumn } from '@/ui/plain-table';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { Money } from '@/domain/money-cell';
import { OwedMoney } from '@/domain/owed-money';
import { Lines, TD, TH, TableNote } from './cells';
import { OutputDialog } from '@/domain/output-dialog';
import { FileSection } from './file-section';
import { expTeamsQuery } from './fund-queries';
import { TEAM_SUBMIT_STATUS, WORKER_CONFIRM_STATUS } from './fund-status';
import { Permission } from '@/session/permissions';
import { invalidateOperation, pageSalaryExpWorkersByTeamQueryOptions } from '@site/sdk/query/wages';

type Team = components['schemas']['WagesExpTeam'];
type TeamWorker = components['schemas']['WagesExpWorker'];
type Opening = 'workers' | 'output' | 'files';

function teamColumns(canEdit: boolean, open: (team: Team, what: Opening) => void): PlainColumn<Team>[] {
  return [
    { header: '班组', cell: (t) => <Lines main={t.teamName} sub={<>班组长 {t.leaderName ?? '—'}</>} strong /> },
    {
      header: '工人 / 工日',
      cell: (t) => (
        <>
          {t.workerCount ?? 0} 人 / {t.attendDays ?? 0} 天
        </>
      ),
    },
    { header: '应发（元）', cell: (t) => <Money value={t.payableAmount} tone="strong" /> },
    {
      header: '扣款 / 已发（元）',
      cell: (t) => (
        <>
          <p>
            <Money value={t.deductAmount} />
          </p>
          <p className="text-xs">
            <Money value={t.paidAmount} tone="success" />
          </p>
        </>
      ),
    },
    { header: '未发（元）', cell: (t) => <OwedMoney value={t.unpaidAmount} /> },
    { header: '本期产值（元）', cell: (t) => <Money value={t.outputAmount} /> },
    { header: '提交', cell: (t) => <StatusTag table={TEAM_SUBMIT_STATUS} value={t.submitStatus} /> },
    {
      header: '操作',
      cell: (t) => (
        <div className="flex gap-2">
          <Button size="sm" variant="link" onClick={() => open(t, 'workers')}>
            工人
          </Button>
          {canEdit ? (
            <Button size="sm" variant="link" onClick={() => open(t, 'output')}>
              产值
            </Button>
          ) : null}
          <Button size="sm" variant="link" onClick={() => open(t, 'files')}>
            附件
          </Button>
        </div>
      ),
    },
  ];
}

const workerColumns: PlainColumn<TeamWorker>[] = [
  { header: '工人', cell: (w) => <Lines main={w.workerName} sub={w.idCard} strong /> },
  { header: '工种', cell: (w) => w.workType ?? '—' },
  { header: '出勤（天）', cell: (w) => w.attendDays },
  { header: '日工资（元）', cell: (w) => <Money value={w.dailyWage} /> },
  { header: '应发（元）', cell: (w) => <Money value={w.payableAmount} tone="strong" /> },
  { header: '扣款（元）', cell: (w) => <Money value={w.deductAmount} /> },
  { header: '已发（元）', cell: (w) => <Money value={w.paidAmount} tone="success" /> },
  { header: '未发（元）', cell: (w) => <OwedMoney value={w.unpaidAmount} /> },
  {
    header: '工人确认',
    cell: (w) => (
      <>
        <StatusTag table={WORKER_CONFIRM_STATUS} value={w.confirmStatus} />
        {w.remark ? <p className="mt-0.5 max-w-48 truncate text-xs text-muted">{w.remark}</p> : null}
      </>
    ),
  },
];

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
  const [open, setOpen] = useState<{ team: Team; what: Opening } | null>(null);
  const close = () => setOpen(null);
  const rows = teams.data ?? [];
  return (
    <div className="rounded border border-line bg-gray-50/60 p-3">
      {teams.isPending ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="py-3 text-center text-sm text-muted">暂无班组</p>
      ) : (
        <PlainTable
          label="班组预结算"
          columns={teamColumns(canEdit, (team, what) => setOpen({ team, what }))}
          rows={rows}
          rowKey={(t) => t.id}
          th={TH}
          td={TD}
          rowClassName="bg-white"
        />
      )}
      {open?.what === 'workers' ? (
        <TeamWorkersDialog expId={expId} team={open.team} canEdit={canEdit} onClose={close} />
      ) : null}
      {open?.what === 'output' ? (
        <OutputDialog
          save={(body) => api.POST('/star/salaryExpWorkerList/saveTeamOutput', { body })}
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
          <FileSection home="expTeam" bizId={open.team.id} projectId={projectId} canUpload={canEdit} />
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
  const paging = useLocalPaging();
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
        <PlainTable label="班组工人" columns={workerColumns} rows={rows} rowKey={(w) => w.id} th={TH} td={TD} />
        <TableNote pending={workers.isPending} empty={rows.length === 0} text="暂无工人" />
      </div>
      <PagingFooter paging={paging} total={workers.data?.data?.total ?? 0} />
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
