// A length of time the server gives in minutes, as people read it (alarms' and helmets' durations alike).

/** Minutes as 8 小时 38 分钟 / 1 小时 / 45 分钟 (rounded to the minute); — when missing. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return '—';
  const m = Math.round(minutes);
  if (m < 60) return `${m} 分钟`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} 小时 ${rest} 分钟` : `${h} 小时`;
}
