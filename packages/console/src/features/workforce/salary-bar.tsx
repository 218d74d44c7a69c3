// 工资分析's search bar: 工种, the parameter groups of params/select/list, 工资月份 from – to, 查询 and 重置.
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarRange } from 'lucide-react';
import { QueryBarSection, QueryButtons } from '@/ui/query-bar';
import { DatePicker } from '@/ui/date-picker';
import { Select } from '@/ui/select';
import {
  isSalaryParamCode,
  monthRangeError,
  type MonthRange,
  type SalaryFilters,
  type SalaryParams,
} from './workforce-model';
import { salaryParamsQuery, salaryWorkTypesQuery } from './workforce-queries';

/**
 * 工资月份 from – to, 工种 and one selector per parameter group the server offers (params/select/list), searched with
 * 查询; a bad range is refused with a message, keeping what was typed and chosen.
 */
export function SalaryBar({
  filters,
  areaName,
  onApply,
  onReset,
}: {
  filters: SalaryFilters;
  areaName: string | undefined;
  onApply: (months: MonthRange, workType: string | undefined, params: SalaryParams) => void;
  onReset: () => void;
}) {
  const workTypes = useQuery(salaryWorkTypesQuery());
  const [months, setMonths] = useState(filters.months);
  const [workType, setWorkType] = useState(filters.workTypeId ? String(filters.workTypeId) : '');
  const [params, setParams] = useState<SalaryParams>(filters.params ?? {});
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = monthRangeError(months);
    setError(problem);
    if (!problem) onApply(months, workType || undefined, params);
  };
  return (
    <QueryBarSection
      title="工资分析"
      note={<p className="text-sm text-gray-600">地区：{areaName ?? '全部地区'}（左侧选择）</p>}
    >
      <form role="search" onSubmit={submit} className="ml-auto flex flex-wrap items-center gap-x-3 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-gray-600">
          工种
          <Select
            aria-label="工种"
            className="h-8 w-32"
            value={workType}
            onChange={(e) => setWorkType(e.target.value)}
            placeholder="全部工种"
            options={(workTypes.data ?? []).map((w) => ({ value: String(w.value), label: w.label }))}
          />
        </label>
        <ParamSelects params={params} onChange={setParams} />
        <MonthFields months={months} invalid={Boolean(error)} onChange={setMonths} />
        <QueryButtons onReset={onReset} error={error} under />
      </form>
    </QueryBarSection>
  );
}

/** One selector per parameter group the server offers (统计周期, 工资区间档位, 人员类别, 发放方式). */
function ParamSelects({
  params,
  onChange,
}: {
  params: SalaryParams;
  onChange: Dispatch<SetStateAction<SalaryParams>>;
}) {
  const groups = useQuery(salaryParamsQuery());
  return (
    <>
      {(groups.data ?? []).map((g) => {
        const code = g.code;
        if (!isSalaryParamCode(code)) return null;
        return (
          <label key={code} className="flex items-center gap-2 text-sm text-gray-600">
            {g.name}
            <Select
              aria-label={g.name}
              className="h-8 w-36"
              value={params[code] ?? ''}
              onChange={(e) => onChange((p) => ({ ...p, [code]: e.target.value || undefined }))}
              placeholder={code === 'period_type' ? '默认' : '全部'}
              options={g.options.map((o) => ({ value: String(o.value), label: o.label }))}
            />
          </label>
        );
      })}
    </>
  );
}

/** 开始月份 – 结束月份. */
function MonthFields({
  months,
  invalid,
  onChange,
}: {
  months: MonthRange;
  invalid: boolean;
  onChange: Dispatch<SetStateAction<MonthRange>>;
}) {
  return (
    <div className="flex items-center gap-2">
      <CalendarRange className="size-4 text-gray-400" aria-hidden />
      <DatePicker
        kind="month"
        aria-label="开始月份"
        value={months.start}
        invalid={invalid}
        onChange={(v) => onChange((m) => ({ ...m, start: v }))}
        className="w-36"
      />
      <span className="text-sm text-gray-400">至</span>
      <DatePicker
        kind="month"
        aria-label="结束月份"
        value={months.end}
        invalid={invalid}
        onChange={(v) => onChange((m) => ({ ...m, end: v }))}
        className="w-36"
      />
    </div>
  );
}
