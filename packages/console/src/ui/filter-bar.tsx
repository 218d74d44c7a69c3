import { useId, useState, type FormEvent } from 'react';
import { ChevronDown, RotateCcw, Search } from 'lucide-react';
import type { FilterValues } from '@/lib/list-params';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Input } from './input';
import { Combobox } from './combobox';
import { DatePicker } from './date-picker';

export interface FilterOption {
  value: string | number;
  label: string;
}

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'select' | 'date' | 'month';
  placeholder?: string;
  options?: readonly FilterOption[];
  /** A select of a long list (teams, companies, branches): searchable (Combobox) instead of a native select. */
  searchable?: boolean;
}

/**
 * The two fields of a date range, startDate and endDate: 开始日期 and 结束日期, or with `what` 「{what}起」 and
 * 「{what}止」 (计划日期起 – 计划日期止).
 */
export function dateRangeFilters(what?: string): FilterField[] {
  return [
    { name: 'startDate', label: what ? `${what}起` : '开始日期', type: 'date' },
    { name: 'endDate', label: what ? `${what}止` : '结束日期', type: 'date' },
  ];
}

const VISIBLE_WHEN_COLLAPSED = 3;

/**
 * Collapsible filter area with 搜索 and 重置 (seed 000 §2). Typed values stay until searched or reset.
 * The parent keys it by the applied values, so a URL change (back, link, reset) refills the fields.
 */
export function FilterBar({
  fields,
  values,
  onSearch,
  onReset,
}: {
  fields: readonly FilterField[];
  values: FilterValues;
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const [expanded, setExpanded] = useState(false);
  // Pages stay mounted in the tab cache: ids must be unique per filter bar, not per field name.
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const collapsible = fields.length > VISIBLE_WHEN_COLLAPSED;
  const shown = collapsible && !expanded ? fields.slice(0, VISIBLE_WHEN_COLLAPSED) : fields;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean: FilterValues = {};
    for (const [k, v] of Object.entries(draft)) if (v.trim() !== '') clean[k] = v.trim();
    onSearch(clean);
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-md bg-white p-4 shadow-sm"
    >
      {shown.map((f) => {
        const id = `filter-${scope}-${f.name}`;
        return (
          <div key={f.name} className="flex items-center gap-2">
            <label htmlFor={id} className="shrink-0 text-sm text-gray-600">
              {f.label}
            </label>
            <FilterInput
              id={id}
              field={f}
              value={draft[f.name] ?? ''}
              onChange={(v) => setDraft((d) => ({ ...d, [f.name]: v }))}
            />
          </div>
        );
      })}
      <div className="ml-auto flex items-center gap-2">
        <Button type="submit" variant="primary">
          <Search />
          搜索
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onReset();
          }}
        >
          <RotateCcw />
          重置
        </Button>
        {collapsible ? (
          <Button variant="link" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
            {expanded ? '收起' : '展开'}
            <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} />
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** One filter's control: a searchable or native select, a day or month picker, or a text box. */
function FilterInput({
  id,
  field: f,
  value,
  onChange,
}: {
  id: string;
  field: FilterField;
  value: string;
  onChange: (value: string) => void;
}) {
  const common = { id, value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
  return f.type === 'select' && f.searchable ? (
    <Combobox id={id} label={f.label} value={value} onChange={onChange} options={f.options ?? []} />
  ) : f.type === 'select' ? (
    <select {...common} className="h-8 w-44 rounded border border-line bg-white px-2 text-sm">
      <option value="">全部</option>
      {f.options?.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  ) : f.type === 'date' || f.type === 'month' ? (
    <DatePicker id={id} kind={f.type === 'date' ? 'day' : 'month'} value={value} onChange={onChange} />
  ) : (
    <Input {...common} type="text" placeholder={f.placeholder ?? `请输入${f.label}`} className="h-8 w-44" />
  );
}
