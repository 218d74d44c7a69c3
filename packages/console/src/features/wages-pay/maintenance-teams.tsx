// /wagesmaintenance · the teams on the left and the chosen team's heading with its actions.
import type { components } from '@site/sdk';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { Permission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { formatCount, formatYuan } from '@/domain/money';
import type { Action } from './maintenance-state';
import { TEAM_SUBMIT_STATUS } from './pay-status';

type Team = components['schemas']['WagesExpTaskTeam'];

export function TeamList({
  teams,
  pending,
  chosenId,
  onChoose,
}: {
  teams: readonly Team[] | undefined;
  pending: boolean;
  chosenId: number | undefined;
  onChoose: (expTeamId: number) => void;
}) {
  const submitted = (teams ?? []).filter((t) => t.submitStatus === 1).length;
  return (
    <aside aria-label="班组" className="rounded-md bg-white p-3 shadow-sm">
      <h3 className="mb-2 flex items-center justify-between px-1 text-sm font-semibold text-gray-900">
        班组
        <span className="text-xs font-normal text-muted">
          已提交 {submitted} / {teams?.length ?? 0}
        </span>
      </h3>
      {pending ? (
        <p className="py-6 text-center text-sm text-muted">加载中…</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {(teams ?? []).map((t) => (
            <li key={t.expTeamId}>
              <TeamButton team={t} chosen={t.expTeamId === chosenId} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

function TeamButton({ team: t, chosen, onChoose }: { team: Team; chosen: boolean; onChoose: (id: number) => void }) {
  return (
    <button
      type="button"
      aria-current={chosen ? 'true' : undefined}
      onClick={() => onChoose(t.expTeamId)}
      className={cn(
        'w-full rounded px-2.5 py-2 text-left transition-colors hover:bg-gray-50',
        chosen && 'bg-primary-soft hover:bg-primary-soft',
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className={cn('text-sm font-medium', chosen ? 'text-primary' : 'text-gray-900')}>{t.teamName}</span>
        <StatusTag table={TEAM_SUBMIT_STATUS} value={t.submitStatus} />
      </span>
      <span className="mt-0.5 block truncate text-xs text-muted">
        {t.companyName ?? '—'} · {t.workerCount ?? 0} 人
      </span>
    </button>
  );
}

export function TeamHeader({
  team,
  editable,
  setFiles,
  setOutput,
  setAction,
}: {
  team: Team;
  editable: boolean;
  setFiles: (open: boolean) => void;
  setOutput: (open: boolean) => void;
  setAction: (action: Action) => void;
}) {
  return (
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
  );
}
