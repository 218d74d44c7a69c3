// One company of a pre-settlement in 工资支出确认: its row (amounts, output, decision, actions) and, unfolded, its
// teams.
import { Fragment } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import { cn } from '@/lib/cn';
import { Money } from '@/domain/money-cell';
import { formatRate } from '@/domain/money';
import { TD } from './cells';
import { CompanyTeams } from './exp-team-panel';
import { COMPANY_CONFIRM_STATUS } from './fund-status';
import type { Pending } from './use-exp-confirm-detail';

type Company = components['schemas']['WagesExpCompany'];

/** 确认状态: the tag, then who decided (with the opinion) or when it was submitted. */
function ConfirmStateCell({ c }: { c: Company }) {
  return (
    <td className={TD}>
      <StatusTag table={COMPANY_CONFIRM_STATUS} value={c.confirmStatus} />
      {c.confirmerName ? (
        <p className="mt-0.5 text-xs text-muted" title={c.opinion ?? undefined}>
          {c.confirmerName} {formatDate(c.confirmTime, 'MM-DD HH:mm')}
          {c.opinion ? <span className="block max-w-40 truncate">{c.opinion}</span> : null}
        </p>
      ) : c.submitTime ? (
        <p className="mt-0.5 text-xs text-muted">提交于 {formatDate(c.submitTime, 'MM-DD HH:mm')}</p>
      ) : null}
    </td>
  );
}

/** 操作: 确认, 更正, 提交 and 产值, each where the company's state and the user's rights allow it. */
function CompanyActionsCell({
  c,
  canEdit,
  canConfirm,
  onPick,
}: {
  c: Company;
  canEdit: boolean;
  canConfirm: boolean;
  onPick: (p: Pending) => void;
}) {
  return (
    <td className={cn(TD, 'sticky right-0 bg-inherit')}>
      <div className="flex gap-2">
        {canConfirm && c.confirmStatus === 1 ? (
          <Button size="sm" variant="link" onClick={() => onPick({ what: 'confirm', company: c })}>
            确认
          </Button>
        ) : null}
        {canConfirm && (c.confirmStatus === 2 || c.confirmStatus === 3) ? (
          <Button size="sm" variant="link" onClick={() => onPick({ what: 'correct', company: c })}>
            更正
          </Button>
        ) : null}
        {canEdit && (c.confirmStatus === 0 || c.confirmStatus === 3) ? (
          <Button size="sm" variant="link" onClick={() => onPick({ what: 'commit', company: c })}>
            提交
          </Button>
        ) : null}
        {canEdit ? (
          <Button size="sm" variant="link" onClick={() => onPick({ what: 'output', company: c })}>
            产值
          </Button>
        ) : null}
      </div>
    </td>
  );
}

/** The company's name, with the arrow that unfolds its teams. */
function CompanyNameCell({ c, open, onUnfold }: { c: Company; open: boolean; onUnfold: () => void }) {
  return (
    <td className={TD}>
      <button type="button" className="flex items-center gap-1 text-left" aria-expanded={open} onClick={onUnfold}>
        {open ? <ChevronDown className="size-4 text-gray-400" /> : <ChevronRight className="size-4 text-gray-400" />}
        <span>
          <span className="block font-medium text-gray-900">{c.companyName}</span>
          <span className="block text-xs text-muted">{c.companyType ?? ''}</span>
        </span>
      </button>
    </td>
  );
}

export function ExpCompanyRow({
  c,
  expId,
  proInstId,
  canEdit,
  canConfirm,
  chosen,
  onChoose,
  open,
  onUnfold,
  onPick,
}: {
  c: Company;
  expId: number;
  proInstId: string;
  canEdit: boolean;
  canConfirm: boolean;
  chosen: boolean;
  onChoose: () => void;
  open: boolean;
  onUnfold: () => void;
  onPick: (p: Pending) => void;
}) {
  return (
    <Fragment>
      <tr className="bg-white hover:bg-gray-50">
        {canEdit ? (
          <td className={TD}>
            <input type="checkbox" aria-label={`选择${c.companyName}`} checked={chosen} onChange={onChoose} />
          </td>
        ) : null}
        <CompanyNameCell c={c} open={open} onUnfold={onUnfold} />
        <td className={TD}>
          {c.teamCount ?? 0} / {c.workerCount ?? 0}
        </td>
        <td className={TD}>
          <Money value={c.payableAmount} tone="strong" />
        </td>
        <td className={TD}>
          <p>
            <Money value={c.deductAmount} />
          </p>
          <p className="text-xs">
            <Money value={c.paidAmount} tone="success" />
          </p>
        </td>
        <td className={TD}>
          <Money value={c.unpaidAmount} tone={(c.unpaidAmount ?? 0) > 0 ? 'danger' : 'muted'} />
        </td>
        <td className={TD}>
          <p>
            <Money value={c.outputAmount} />
          </p>
          <p className="text-xs text-muted">人工费 {formatRate(c.wageRatio)}</p>
        </td>
        <ConfirmStateCell c={c} />
        <CompanyActionsCell c={c} canEdit={canEdit} canConfirm={canConfirm} onPick={onPick} />
      </tr>
      {open ? (
        <tr>
          <td colSpan={canEdit ? 10 : 9} className="border-b border-line px-3 py-3">
            <CompanyTeams
              proInstId={proInstId}
              expId={expId}
              companyId={c.companyId}
              projectId={c.projectId}
              canEdit={canEdit}
            />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
