// Pieces shared by the bad-record screens: the facts of a record and its three handling stages.
import { Check, Clock, X } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { DetailSection } from '@/ui/detail-page';
import { StatusTag, Tag } from '@/ui/status-tag';
import {
  BAD_STATUS,
  BAD_TYPES,
  LEVELS,
  PUNISHMENTS,
  formatMoney,
  levelSteps,
  pendingLevel,
  type BadRecord,
} from './bad-record-model';

export function RecordFacts({ record: r, className }: { record: BadRecord; className?: string }) {
  return (
    <DetailSection
      title="记录信息"
      columns={2}
      className={className}
      items={[
        { label: '记录编号', value: <span className="font-mono">{r.recordNo ?? '—'}</span> },
        {
          label: '状态',
          value: (
            <span className="inline-flex gap-1">
              <StatusTag table={BAD_STATUS} value={r.status} />
              {r.addBlacklist ? <Tag tag={{ label: '已列入黑名单', tone: 'danger' }} /> : null}
            </span>
          ),
        },
        { label: '工人', value: `${r.workerName}${r.workType ? `（${r.workType}）` : ''}` },
        { label: '身份证号', value: r.idCard ?? '—' },
        { label: '参建单位', value: r.companyName ?? '—' },
        { label: '班组', value: r.teamName ?? '—' },
        { label: '项目', value: r.projectName ?? '—' },
        { label: '行为类型', value: r.badTypeName ?? BAD_TYPES[r.badType] ?? '—' },
        { label: '发生时间', value: formatDate(r.occurTime, 'dateTime') },
        { label: '安全评价扣分', value: `${r.deductScore ?? 0} 分` },
        { label: '处罚措施', value: PUNISHMENTS[r.punishment ?? -1] ?? '—' },
        { label: '罚款金额', value: formatMoney(r.fineAmount) },
        { label: '登记人', value: r.createBy ?? '—' },
        { label: '登记时间', value: formatDate(r.createTime, 'dateTime') },
        { label: '行为描述', value: <span className="whitespace-pre-wrap">{r.description}</span>, wide: true },
        { label: '现场照片', value: r.images?.length ? `${r.images.length} 张` : '无', wide: true },
      ]}
    />
  );
}

/** 项目 → 分公司 → 公司: each stage done (with opinion), waiting (current), rejected, or not reached. */
export function StageSteps({ record: r, className }: { record: BadRecord; className?: string }) {
  const current = pendingLevel(r.status);
  const steps = levelSteps(r);
  return (
    <DetailSection title="处理进度" className={className}>
      <ol className="grid gap-3 md:grid-cols-3" aria-label="处理进度">
        {steps.map((s) => {
          const done = Boolean(s.time);
          const waiting = current === s.level;
          const rejectedHere = r.status === 4 && done && !steps.some((o) => o.level > s.level && o.time);
          const state = rejectedHere ? 'rejected' : done ? 'done' : waiting ? 'waiting' : 'idle';
          return (
            <li
              key={s.level}
              className={cn(
                'rounded-md border p-3 text-sm',
                state === 'waiting' && 'border-warning bg-warning/5',
                state === 'done' && 'border-success/40 bg-success/5',
                state === 'rejected' && 'border-danger/40 bg-danger/5',
                state === 'idle' && 'border-line bg-gray-50 text-gray-400',
              )}
            >
              <div className="flex items-center gap-2 font-medium">
                {state === 'done' ? (
                  <Check className="size-4 text-success" />
                ) : state === 'rejected' ? (
                  <X className="size-4 text-danger" />
                ) : (
                  <Clock className={cn('size-4', state === 'waiting' ? 'text-warning' : 'text-gray-300')} />
                )}
                {LEVELS[s.level]}级处理
                <span className="ml-auto text-xs font-normal text-gray-500">
                  {state === 'done'
                    ? '已处理'
                    : state === 'rejected'
                      ? '已驳回'
                      : state === 'waiting'
                        ? '待处理'
                        : '未到达'}
                </span>
              </div>
              <p className="mt-2 text-gray-700">处理人：{s.name ?? '—'}</p>
              {s.opinion ? <p className="mt-1 text-gray-600">{s.opinion}</p> : null}
              {s.time ? <p className="mt-1 text-xs text-gray-400">{formatDate(s.time, 'dateTime')}</p> : null}
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}
