// A percentage rate (attendance, effective hours, completion) as text and as a tone: how good it is.
import type { Tone } from '@/ui/status-tag';

/** 93.7% (one decimal as the server gives it); a missing rate shows —. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined || Number.isNaN(rate) ? '—' : `${rate.toFixed(1)}%`;
}

/** ≥ 90 good, ≥ 80 fair, ≥ `warnFrom` (60 unless a screen's rule says otherwise) poor, below that bad. */
export function rateTone(rate: number | null | undefined, warnFrom = 60): Tone {
  if (rate === null || rate === undefined || Number.isNaN(rate)) return 'muted';
  if (rate >= 90) return 'success';
  if (rate >= 80) return 'primary';
  if (rate >= warnFrom) return 'warning';
  return 'danger';
}
