// 今日出勤 of 工人出勤看板 (worker-attendance-page.tsx): today's attendance at a glance, workers and managers apart,
// who is on site now and the change since yesterday.
import { useQuery } from '@tanstack/react-query';
import { QueryStatCards } from '@/ui/query-stat-cards';
import { attendedStat, formatCount, formatDelta, formatRate, rateStat } from './attendance-model';
import { todayQuery } from './attendance-queries';

export function TodayStats() {
  const today = useQuery(todayQuery());
  const t = today.data;
  return (
    <QueryStatCards
      query={today}
      failedLabel="今日出勤加载失败："
      pad="p-4"
      className="grid-cols-2 md:grid-cols-3 xl:grid-cols-6"
      items={[
        attendedStat('今日出勤', t && { attended: t.attend_count, registered: t.register_count }),
        rateStat('今日出勤率', t?.attendance_rate),
        {
          label: '工人出勤',
          value: t?.worker_attend_count,
          unit: `/ ${formatCount(t?.worker_count)} 人`,
          hint: t ? `出勤率 ${formatRate(t.worker_attendance_rate)}` : undefined,
        },
        {
          label: '管理人员出勤',
          value: t?.manager_attend_count,
          unit: `/ ${formatCount(t?.manager_count)} 人`,
          hint: t ? `出勤率 ${formatRate(t.manager_attendance_rate)}` : undefined,
        },
        { label: '当前在场', value: t?.present_count, unit: '人', tone: 'success', hint: '安全帽定位在施工区域内' },
        {
          label: '较昨日',
          value: t ? formatDelta(t.attend_count, t.yesterday_attend_count) : undefined,
          tone: 'muted',
          hint: t ? `昨日出勤 ${formatCount(t.yesterday_attend_count)} 人` : undefined,
        },
      ]}
    />
  );
}
