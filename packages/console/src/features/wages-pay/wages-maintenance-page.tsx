// /wagesmaintenance (seed 000 §2, wage pre-settlement maintenance), opened from 工资预结算 (?expId=&proInstId=):
// the teams of the task and whether each submitted its wage sheet (/star/salaryExpList/taskTeam) on the left; the
// chosen team's workers (getbyteamid) with 修改 (saveByExp), 一键确认 (confirmAll), 重置确认 (initExpWorkerStatus),
// 填报产值 (saveTeamOutput), 附件 (listFile) and 提交工资表 (commitWorkerList) on the right.
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DetailPage } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { ViewDialog } from '@/ui/view-dialog';
import { intOf } from '@/domain/filter-body';
import { FileList, Notice } from './pay-cells';
import { EXP_WORKER_FILTERS, type ExpWorker, ExpWorkerDialog, expWorkerColumns, expWorkerFilter } from './exp-workers';
import { OutputDialog } from '@/domain/output-dialog';
import { expTeamFilesQuery } from './pay-queries';
import { teamEditable } from './pay-status';
import { MAINTENANCE_ACTIONS, type Maintenance as State, useMaintenance } from './maintenance-state';
import { TeamHeader, TeamList } from './maintenance-teams';

const LIST = '/wages/salaryList';

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
  const state = useMaintenance(expId, proInstId);
  const { teams, chosenId, team, editable, setEditing, choose } = state;
  const columns = expWorkerColumns(editable ? setEditing : undefined);
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-[260px_minmax(0,1fr)]">
      <TeamList teams={teams.data} pending={teams.isPending} chosenId={chosenId} onChoose={choose} />
      <div className="flex min-w-0 flex-col gap-3">
        {team ? (
          <TeamHeader
            team={team}
            editable={editable}
            setFiles={state.setFiles}
            setOutput={state.setOutput}
            setAction={state.setAction}
          />
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
              const env = await api.POST('/star/salaryExpWorkerList/getbyteamid', {
                body: { pageNum: page, pageSize: size, expId, expTeamId: chosenId, ...expWorkerFilter(filters) },
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
      <MaintenanceDialogs expId={expId} state={state} />
    </div>
  );
}

function MaintenanceDialogs({ expId, state }: { expId: number; state: State }) {
  const { team, action, setAction, refresh } = state;
  const actions = MAINTENANCE_ACTIONS(team);
  return (
    <>
      {state.editing ? (
        <ExpWorkerDialog
          expId={expId}
          worker={state.editing}
          onClose={() => state.setEditing(null)}
          onDone={() => {
            state.setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {state.output && team ? (
        <OutputDialog
          save={(body) => api.POST('/star/salaryExpWorkerList/saveTeamOutput', { body })}
          id={team.expTeamId}
          name={team.teamName}
          current={undefined}
          onClose={() => state.setOutput(false)}
          onDone={() => {
            state.setOutput(false);
            refresh();
          }}
        />
      ) : null}
      {state.files && team ? (
        <TeamFiles expTeamId={team.expTeamId} name={team.teamName} onClose={() => state.setFiles(false)} />
      ) : null}
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(o) => !o && setAction(null)}
        title={action ? actions[action].title : ''}
        message={action ? actions[action].message : ''}
        confirmText={action ? actions[action].confirm : '确定'}
        onConfirm={() => action && state.run.mutate(action)}
      />
    </>
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
