// The alarm codes of 报警管理 (001 §7.6, spec/areas/alarms.yaml): the alarm types and the closed-loop status, one coding
// for the alarm screens and the home dashboards.
import { tags } from '@site/sdk';
import { type StatusTable } from '@/ui/status-tag';

/** Closed-loop status of an alarm: 0 已产生（待派发）→ 1 已派发 → 2 已处理 → 3 已关闭. */
export const CLOSED_LOOP_STATUS: StatusTable = {
  0: { label: '待派发', tone: 'danger' },
  1: { label: '已派发', tone: 'warning' },
  2: { label: '已处理', tone: 'primary' },
  3: { label: '已关闭', tone: 'success' },
};

/** Alarm types, one coding for the whole domain. */
export const ALARM_TYPES = tags.AlarmRecord.type;
