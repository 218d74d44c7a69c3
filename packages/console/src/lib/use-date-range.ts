// The period a dated screen shows: the range a link carries (start_date, end_date) or the last 7 days.
// It lives in the page's state, so switching the page's tabs (which rewrites the address) keeps it; searching also
// writes it to the address (so a refresh keeps it) and sends the list back to its first page.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readRange, type DateRange } from './date-range';

export function useDateRange() {
  const [search, setSearch] = useSearchParams();
  const [range, setRange] = useState<DateRange>(() => readRange(search));
  const apply = (next: DateRange) => {
    setRange(next);
    setSearch(
      (current) => {
        const q = new URLSearchParams(current);
        q.set('start_date', next.start);
        q.set('end_date', next.end);
        q.delete('page');
        return q;
      },
      { replace: true },
    );
  };
  return { range, apply };
}
