// 参建单位预结算 of one pre-settlement in 工资支出确认: the companies' table with its choice (调整状态) and the
// dialogs its actions open.
import type { components } from '@site/sdk';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { LoadFailed } from '@/ui/retry-failed';
import { cn } from '@/lib/cn';
import { TH } from './cells';
import { api } from '@/platform/api';
import { OutputDialog } from '@/domain/output-dialog';
import { CompanyStatusDialog, ConfirmCompanyDialog } from './exp-dialogs';
import { ExpCompanyRow } from './exp-company-row';
import type { useExpConfirmDetail } from './use-exp-confirm-detail';

type Company = components['schemas']['WagesExpCompany'];
type Detail = ReturnType<typeof useExpConfirmDetail>;

/** The head row; with the edit bit it starts with 全选单位. */
function ExpCompanyHead({
  canEdit,
  allChosen,
  onChooseAll,
}: {
  canEdit: boolean;
  allChosen: boolean;
  onChooseAll: () => void;
}) {
  return (
    <thead>
      <tr>
        {canEdit ? (
          <th className={TH}>
            <input type="checkbox" aria-label="全选单位" checked={allChosen} onChange={onChooseAll} />
          </th>
        ) : null}
        <th className={TH}>参建单位</th>
        <th className={TH}>班组 / 工人</th>
        <th className={TH}>应发（元）</th>
        <th className={TH}>扣款 / 已发（元）</th>
        <th className={TH}>未发（元）</th>
        <th className={TH}>本期产值 / 人工费占比</th>
        <th className={TH}>确认状态</th>
        <th className={cn(TH, 'sticky right-0')}>操作</th>
      </tr>
    </thead>
  );
}

export function ExpCompanySection({ d, expId, proInstId }: { d: Detail; expId: number; proInstId: string }) {
  const { rows, selected, setSelected, canEdit } = d;
  const chosen: Company[] = rows.filter((r) => selected.includes(r.id));
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  return (
    <section className="rounded-md bg-white p-4 shadow-sm" aria-label="参建单位预结算">
      <div className="mb-3 flex items-center gap-3">
        <h3 className="border-l-4 border-primary pl-2 text-sm font-semibold text-gray-900">参建单位预结算</h3>
        {canEdit && chosen.length ? (
          <div role="status" className="ml-auto flex items-center gap-3 text-sm text-primary">
            已选择 {chosen.length} 家
            <Button size="sm" onClick={() => d.setPending({ what: 'status', companies: chosen })}>
              调整状态
            </Button>
          </div>
        ) : null}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <ExpCompanyHead
            canEdit={canEdit}
            allChosen={allChosen}
            onChooseAll={() => setSelected(allChosen ? [] : rows.map((r) => r.id))}
          />
          <tbody>
            {rows.map((c) => (
              <ExpCompanyRow
                key={c.id}
                c={c}
                expId={expId}
                proInstId={proInstId}
                canEdit={canEdit}
                canConfirm={d.canConfirm}
                chosen={selected.includes(c.id)}
                onChoose={() => setSelected((s) => (s.includes(c.id) ? s.filter((x) => x !== c.id) : [...s, c.id]))}
                open={d.expanded === c.id}
                onUnfold={() => d.setExpanded((e) => (e === c.id ? null : c.id))}
                onPick={d.setPending}
              />
            ))}
          </tbody>
        </table>
        {d.companies.isPending ? (
          <Loading />
        ) : d.companies.isError ? (
          <LoadFailed className="justify-center py-6" error={d.companies.error} />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">暂无参建单位</p>
        ) : null}
      </div>
    </section>
  );
}

/** The dialog of the action in hand: 确认/更正, 产值, 调整状态, or the plain question of 提交 and 一键确认. */
export function ExpPendingDialogs({ d }: { d: Detail }) {
  const { pending, close, refresh } = d;
  return (
    <>
      {pending?.what === 'confirm' || pending?.what === 'correct' ? (
        <ConfirmCompanyDialog
          company={pending.company}
          correcting={pending.what === 'correct'}
          onClose={close}
          onDone={refresh}
        />
      ) : null}
      {pending?.what === 'output' ? (
        <OutputDialog
          save={(body) => api.POST('/star/salaryExpWorkerList/saveCompanyOutput', { body })}
          id={pending.company.id}
          name={pending.company.companyName}
          current={pending.company.outputAmount}
          onClose={close}
          onDone={refresh}
        />
      ) : null}
      {pending?.what === 'status' ? (
        <CompanyStatusDialog companies={pending.companies} onClose={close} onDone={refresh} />
      ) : null}
      <ConfirmDialog
        open={pending?.what === 'commit' || pending?.what === 'confirmAll'}
        onOpenChange={(o) => !o && close()}
        title="提示"
        message={
          pending?.what === 'commit'
            ? `确定代「${pending.company.companyName}」提交工资表吗？有未提交的班组时提交会失败。`
            : '确定把本预结算所有未确认的工人标记为已确认吗？有异议的工人不受影响。'
        }
        confirmText={pending?.what === 'commit' ? '提交' : '确认'}
        onConfirm={() => pending && d.act.mutate(pending)}
      />
    </>
  );
}
