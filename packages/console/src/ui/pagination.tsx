import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PAGE_SIZES } from '@/lib/constants';

/** The pages to show: first, last, current ±2, with gaps as null. */
export function pageItems(page: number, pages: number): (number | null)[] {
  const set = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/** Layout of seed 000 §9: total, sizes, prev, pager, next, jumper. */
export function Pagination({
  page,
  size,
  total,
  onChange,
  sizes = PAGE_SIZES,
}: {
  page: number;
  size: number;
  total: number;
  onChange: (page: number, size: number) => void;
  sizes?: readonly number[];
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  const [jump, setJump] = useState('');
  const go = (p: number) => onChange(Math.min(pages, Math.max(1, p)), size);
  const btn = 'inline-flex h-7 min-w-7 items-center justify-center rounded border border-line bg-white px-1.5 text-xs';
  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-end gap-2 text-xs text-gray-600">
      <span>共 {total} 条</span>
      <select
        aria-label="每页条数"
        className="h-7 rounded border border-line bg-white px-1"
        value={size}
        onChange={(e) => onChange(1, Number(e.target.value))}
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}条/页
          </option>
        ))}
      </select>
      <button type="button" className={btn} disabled={page <= 1} onClick={() => go(page - 1)} aria-label="上一页">
        <ChevronLeft className="size-3.5" />
      </button>
      {pageItems(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="px-1">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            className={cn(btn, p === page && 'border-primary bg-primary text-white')}
            onClick={() => go(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className={btn} disabled={page >= pages} onClick={() => go(page + 1)} aria-label="下一页">
        <ChevronRight className="size-3.5" />
      </button>
      <label className="flex items-center gap-1">
        前往
        <input
          aria-label="跳转页码"
          className="h-7 w-12 rounded border border-line px-1 text-center"
          inputMode="numeric"
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && jump) {
              go(Number(jump));
              setJump('');
            }
          }}
        />
        页
      </label>
    </nav>
  );
}
