// Pure rules of 值班配置、值班记录、值班分析 and 关键岗位履职 (seed 001 §7.1): the status tables shown as tags, how
// minutes, rates and week days read, the configuration form turned into the request body, and a server chart series
// turned into recharts rows.
import { tags } from '@site/sdk';
import type { components } from '@site/sdk';
import type { TagStyle, Tone } from '@/ui/status-tag';

type S = components['schemas'];
export type DutyConfig = S['DutyConfig'];
export type DutyConfigForm = S['DutyConfigForm'];
export type KeyPositionRow = S['AttendanceKeyPositionRow'];

/** 值班类型: 1 值班，2 带班. */
export const DUTY_TYPE = tags.DutyConfig.dutyType;

/** 值班结果: 0 缺勤，1 已完成，2 未达标（时长不足或有盲区）. */
export const RECORD_STATUS = tags.DutyRecord.status;

/** 配置状态: 0 停用，1 启用. */
export { ENABLED_STATUS as CONFIG_STATUS } from '@/domain/enabled-status';

/** 操作类型: 1 新增，2 修改，3 停用，4 启用. */
export const OPERATE_TYPE = tags.DutyConfigOperation.operateType;

/** 关键岗位履职状态: 0 未达标（低于规则要求的 80%），1 达标. */
export const KEY_POSITION_STATUS: Record<0 | 1, TagStyle> = {
  0: { label: '未达标', tone: 'danger' },
  1: { label: '达标', tone: 'success' },
};

export const WEEK_DAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** [1,2,3,4,5] → 周一至周五; [1,3,5] → 周一、周三、周五; [] → —. */
export function formatWeekDays(days: readonly number[] | undefined): string {
  const sorted = [...new Set(days ?? [])].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (!sorted.length) return '—';
  if (sorted.length === 7) return '每天';
  const first = sorted[0] ?? 1;
  const last = sorted.at(-1) ?? 1;
  const consecutive = sorted.length >= 3 && last - first === sorted.length - 1;
  if (consecutive) return `${WEEK_DAYS[first - 1]}至${WEEK_DAYS[last - 1]}`;
  return sorted.map((d) => WEEK_DAYS[d - 1]).join('、');
}

/** 542 → 9小时2分钟; 45 → 45分钟; 0 → 0分钟; missing → —. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes == null) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}分钟`;
  return m ? `${h}小时${m}分钟` : `${h}小时`;
}

/** A percentage with 2 decimals (84.38%), — when missing. */
export const formatRate = (rate: number | null | undefined, digits = 2): string =>
  rate == null ? '—' : `${rate.toFixed(digits)}%`;

/** The colour of a completion rate: ≥ 90 good, ≥ 80 fair, below poor. */
export function rateTone(rate: number | null | undefined): Tone {
  if (rate == null) return 'muted';
  if (rate >= 90) return 'success';
  if (rate >= 80) return 'warning';
  return 'danger';
}

/** What the configuration dialog holds (strings from the inputs; week days and buildings as numbers). */
export interface ConfigFormValues {
  userId: string;
  dutyType: '1' | '2';
  weekDays: number[];
  startTime: string;
  endTime: string;
  minDurationMinutes: string;
  buildingIds: number[];
  effectiveStartDate: string;
  effectiveEndDate: string;
  status: '0' | '1';
}

/** The dialog's values for a new configuration, or for editing `config`. */
export function configFormValues(config?: DutyConfig): ConfigFormValues {
  return {
    userId: config ? String(config.userId) : '',
    dutyType: config?.dutyType === 2 ? '2' : '1',
    weekDays: config ? [...config.weekDays] : [1, 2, 3, 4, 5],
    startTime: config?.startTime ?? '08:00',
    endTime: config?.endTime ?? '17:30',
    minDurationMinutes: config?.minDurationMinutes != null ? String(config.minDurationMinutes) : '',
    buildingIds: config?.buildingIds ? [...config.buildingIds] : [],
    effectiveStartDate: config?.effectiveStartDate ?? '',
    effectiveEndDate: config?.effectiveEndDate ?? '',
    status: config?.status === 0 ? '0' : '1',
  };
}

/** The body of config/addCheck and config/add: no id for a new one, the id when editing; empty optional fields left out. */
export function toConfigBody(projectId: number, v: ConfigFormValues, id?: number): DutyConfigForm {
  const body: DutyConfigForm = {
    projectId,
    dutyType: v.dutyType === '2' ? 2 : 1,
    userId: Number(v.userId),
    weekDays: [...v.weekDays].sort((a, b) => a - b),
    startTime: v.startTime,
    endTime: v.endTime,
    buildingIds: [...v.buildingIds].sort((a, b) => a - b),
    status: v.status === '0' ? 0 : 1,
  };
  if (id !== undefined) body.id = id;
  if (v.minDurationMinutes.trim() !== '') body.minDurationMinutes = Number(v.minDurationMinutes);
  if (v.effectiveStartDate) body.effectiveStartDate = v.effectiveStartDate;
  if (v.effectiveEndDate) body.effectiveEndDate = v.effectiveEndDate;
  return body;
}

/** Minutes between two HH:mm times (negative when the end is earlier). */
export const spanMinutes = (start: string, end: string): number => {
  const [sh = 0, sm = 0] = start.split(':').map(Number);
  const [eh = 0, em = 0] = end.split(':').map(Number);
  return eh * 60 + em - (sh * 60 + sm);
};

/** The numbers above 关键岗位履职, counted from its rows: posts, met, not met, vacant, average rate (1 decimal). */
export function summarizeKeyPositions(rows: readonly KeyPositionRow[]) {
  const filled = rows.filter((r) => r.personId != null);
  const avg = filled.length ? filled.reduce((sum, r) => sum + r.performanceRate, 0) / filled.length : undefined;
  return {
    posts: rows.length,
    companies: new Set(rows.map((r) => r.companyId)).size,
    met: rows.filter((r) => r.status === 1).length,
    notMet: rows.filter((r) => r.status === 0).length,
    vacant: rows.length - filled.length,
    averageRate: avg === undefined ? undefined : Math.round(avg * 10) / 10,
  };
}

/** A YYYY-MM month from the address, or the current month. */
export const readMonth = (value: string | null, now: string): string =>
  value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : now;
