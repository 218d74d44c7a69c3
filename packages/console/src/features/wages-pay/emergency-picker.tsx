// 应急支付 · 发起: the 支付工人 section (find, pick, type each amount, see the total).
import { Search } from 'lucide-react';
import type { components } from '@site/sdk';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Tag } from '@/ui/status-tag';
import { formatAmount, formatYuan } from '@/domain/money';
import { HeadCells, TwoLines, WorkerPayCells } from './pay-cells';
import { type Candidates, PICK_SIZE, type Picks } from './emergency-start';

type Candidate = components['schemas']['WagesEmergencyWorker'];

export function EmergencyPicker({
  companyId,
  candidates,
  picks,
}: {
  companyId: string;
  candidates: Candidates;
  picks: Picks;
}) {
  const { total } = candidates;
  return (
    <section aria-label="支付工人" className="rounded border border-line">
      <div className="flex items-center gap-2 border-b border-line bg-gray-50 px-3 py-2">
        <h3 className="text-sm font-medium text-gray-900">支付工人</h3>
        <span className="text-xs text-muted">
          {companyId ? `共 ${total} 人有出勤${total > PICK_SIZE ? `，显示前 ${PICK_SIZE} 人，可按姓名查找` : ''}` : ''}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <Input
            aria-label="查找工人"
            placeholder="姓名或身份证号"
            className="h-7 w-44"
            value={candidates.keyword}
            onChange={(e) => candidates.setKeyword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                candidates.apply();
              }
            }}
          />
          <Button size="sm" onClick={candidates.apply} disabled={!companyId}>
            <Search />
            查找
          </Button>
        </div>
      </div>
      <div className="max-h-72 overflow-y-auto">
        {!companyId ? (
          <p className="py-8 text-center text-sm text-muted">选择项目、周期与参建单位后，列出该周期有出勤的工人</p>
        ) : candidates.pending ? (
          <p className="py-8 text-center text-sm text-muted">加载中…</p>
        ) : !candidates.rows.length ? (
          <p className="py-8 text-center text-sm text-muted">没有找到工人</p>
        ) : (
          <PickTable rows={candidates.rows} picks={picks} />
        )}
      </div>
      <div className="flex items-center justify-between border-t border-line px-3 py-2 text-sm">
        <p role={picks.pickError ? 'alert' : undefined} className="text-xs text-danger">
          {picks.pickError ?? ''}
        </p>
        <p className="text-gray-600">
          已选 <span className="font-medium text-gray-900">{Object.keys(picks.picked).length}</span> 人，合计{' '}
          <span className="font-semibold text-primary">{formatYuan(picks.sum)}</span>
        </p>
      </div>
    </section>
  );
}

function PickTable({ rows, picks }: { rows: readonly Candidate[]; picks: Picks }) {
  return (
    <table className="w-full text-sm">
      <thead className="sticky top-0 bg-white">
        <tr className="text-left text-gray-600">
          <th className="w-10 border-b border-line px-3 py-2" />
          <HeadCells labels={['工人', '班组', '出勤', '应发', '已发', '未发', '本次支付（元）']} />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <PickRow key={r.workerId} row={r} picks={picks} />
        ))}
      </tbody>
    </table>
  );
}

function PickRow({ row: r, picks }: { row: Candidate; picks: Picks }) {
  const { picked, setPicked } = picks;
  const on = r.workerId in picked;
  const err = picks.tried ? picks.amountErrors[r.workerId] : undefined;
  return (
    <tr className={cn(r.inProgress && 'bg-gray-50 text-gray-400')}>
      <td className="border-b border-line px-3 py-2">
        <input
          type="checkbox"
          aria-label={`选择 ${r.workerName}`}
          disabled={r.inProgress}
          checked={on}
          onChange={(e) =>
            setPicked((p) => {
              const next = { ...p };
              if (e.target.checked) next[r.workerId] = formatAmount(r.emergencyAmount, '').replace(/,/g, '');
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
      <WorkerPayCells worker={r} />
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
}
