// The period filter of the grid screens (点位分析's 统计周期, 巡检记录's 计划日期): a labelled start date, 至, an end
// date and 查询. It keeps what is typed; 查询 checks it (when the screen asks) and hands the period to the screen.
import { useState, type ComponentProps } from 'react';
import { Button } from '@/ui/button';
import { DatePicker } from '@/ui/date-picker';

interface Period {
  startDate: string;
  endDate: string;
}

export function PeriodForm({
  fieldId,
  label,
  initial,
  onApply,
  check,
  ...form
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The start date's id, which the label points at; the end date is named `${label}止`. */
  fieldId: string;
  label: string;
  initial: Period;
  onApply: (period: Period) => void;
  /** What is wrong with a period, '' when nothing: shown instead of applying it. */
  check?: (period: Period) => string;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  return (
    <form
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        const problem = check?.(draft) ?? '';
        setError(problem);
        if (!problem) onApply(draft);
      }}
    >
      <label htmlFor={fieldId} className="text-gray-600">
        {label}
      </label>
      <DatePicker
        id={fieldId}
        className="w-40"
        value={draft.startDate}
        onChange={(v) => setDraft((d) => ({ ...d, startDate: v }))}
      />
      <span className="text-muted">至</span>
      <DatePicker
        aria-label={`${label}止`}
        className="w-40"
        value={draft.endDate}
        onChange={(v) => setDraft((d) => ({ ...d, endDate: v }))}
      />
      <Button type="submit" variant="primary">
        查询
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </form>
  );
}
