// The parts of 组织首页's 最新报警 card (AlarmListCard in org-dashboard-safety.tsx): its two drop-downs, one alarm's
// row and the pager under the list.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { StatusTag, Tag } from '@/ui/status-tag';
import { Select } from '@/ui/select';
import { Button } from '@/ui/button';
import type { Option } from '@/lib/options';
import { ALARM_TYPES, CLOSED_LOOP_STATUS } from '@/domain/alarm-codes';
import { InlineField } from './dashboard-kit';

type OrgAlarm = components['schemas']['HomeOrgAlarm'];

/** A small drop-down in the card's header: 全部, then `options`. */
export function CardSelect({
  label,
  className,
  value,
  options,
  onChange,
}: {
  label: string;
  className: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <InlineField label={label} className="gap-1.5 text-xs">
      {(id) => (
        <Select id={id} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">全部</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </InlineField>
  );
}

/** One alarm: its type, what happened and where, its 闭环进度 and time. */
export function AlarmRow({ alarm: a }: { alarm: OrgAlarm }) {
  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-center gap-3 py-2 text-sm">
      <Tag
        tag={{ label: a.type_name || ALARM_TYPES[a.type]?.label || `${a.type}`, tone: 'danger' }}
        className="justify-self-start"
      />
      <div className="min-w-0">
        <p className="truncate text-gray-900">{a.content || '—'}</p>
        <p className="truncate text-xs text-gray-500">
          {[a.project_name, a.org_name, a.person_name, a.team_name].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <StatusTag table={CLOSED_LOOP_STATUS} value={a.status} fallback={a.status_desc} />
        <span className="whitespace-nowrap text-xs tabular-nums text-gray-400">
          {formatDate(a.alarm_time, 'dateTime')}
        </span>
      </div>
    </li>
  );
}

/** 共 n 条, the page of the pages and 上一页 / 下一页. */
export function AlarmPager({
  total,
  pageNum,
  pages,
  onPage,
}: {
  total: number;
  pageNum: number;
  pages: number;
  onPage: (step: 1 | -1) => void;
}) {
  return (
    <footer className="flex items-center justify-end gap-2 border-t border-line pt-2 text-xs text-gray-500">
      <span>共 {total} 条</span>
      <span className="tabular-nums">
        第 {pageNum} / {pages} 页
      </span>
      <Button size="sm" variant="ghost" aria-label="上一页报警" disabled={pageNum <= 1} onClick={() => onPage(-1)}>
        <ChevronLeft />
      </Button>
      <Button size="sm" variant="ghost" aria-label="下一页报警" disabled={pageNum >= pages} onClick={() => onPage(1)}>
        <ChevronRight />
      </Button>
    </footer>
  );
}
