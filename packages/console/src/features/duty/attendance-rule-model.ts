// Pure rules of 考勤规则 (seed 001 §7.1 /duty/config): the rules project managers are held to per position — days
// a month, work times, late and early thresholds — their form checked with zod and turned into the request body,
// and how a project's 打卡时段 read.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import type { TagStyle } from '@/ui/status-tag';
import { WEEK_DAYS, spanMinutes } from './duty-model';

type S = components['schemas'];
export type AttendanceRule = S['AttendanceConfig'];
export type AttendanceRuleBody = S['AttendanceConfigBody'];
export type AttendanceTimes = S['AttendanceConfigTimes'];

/** 每日打卡次数: 1 一次，2 上下班各一次，4 上下午各两次. */
export const CHECK_TIMES: Record<1 | 2 | 4, TagStyle> = {
  1: { label: '每日1次', tone: 'muted' },
  2: { label: '上下班各1次', tone: 'primary' },
  4: { label: '上下午各2次', tone: 'primary' },
};

/** Positions offered while typing (the field stays free text: a project may have its own). */
export const POSITIONS = [
  '项目经理',
  '技术负责人',
  '专职安全员',
  '施工员',
  '质量员',
  '劳务管理员',
  '安全总监',
] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE = /^\d{1,4}$/;

export const ruleSchema = z
  .object({
    projectId: z.string().check(z.minLength(1, '请选择项目')),
    positionName: z.string().check(z.trim(), z.minLength(1, '请输入适用岗位'), z.maxLength(30, '岗位最多 30 个字')),
    requiredDays: z
      .string()
      .check(
        z.refine((v) => /^\d{1,2}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 31, '每月应到岗天数为 1–31 天'),
      ),
    checkTimes: z.enum(['1', '2', '4']),
    workStartTime: z.string().check(z.regex(TIME, '请输入上班时间（HH:mm）')),
    workEndTime: z.string().check(z.regex(TIME, '请输入下班时间（HH:mm）')),
    lateMinutes: z.string().check(z.refine((v) => WHOLE.test(v.trim()), '请输入不小于 0 的整数分钟')),
    earlyMinutes: z.string().check(z.refine((v) => WHOLE.test(v.trim()), '请输入不小于 0 的整数分钟')),
    status: z.enum(['0', '1']),
  })
  .check(
    z.refine(
      (v) =>
        !TIME.test(v.workStartTime) || !TIME.test(v.workEndTime) || spanMinutes(v.workStartTime, v.workEndTime) > 0,
      { message: '下班时间须晚于上班时间', path: ['workEndTime'] },
    ),
  );
export type RuleFormValues = z.infer<typeof ruleSchema>;

/** The dialog's values for a new rule (in `projectId` when one is chosen), or for editing `rule`. */
export function ruleFormValues(rule?: AttendanceRule, projectId?: number): RuleFormValues {
  const pid = rule?.projectId ?? projectId;
  return {
    projectId: pid ? String(pid) : '',
    positionName: rule?.positionName ?? '',
    requiredDays: rule ? String(rule.requiredDays ?? '') : '22',
    checkTimes: rule?.checkTimes === 1 ? '1' : rule?.checkTimes === 4 ? '4' : '2',
    workStartTime: rule?.workStartTime ?? '08:00',
    workEndTime: rule?.workEndTime ?? '17:30',
    lateMinutes: String(rule?.lateMinutes ?? 15),
    earlyMinutes: String(rule?.earlyMinutes ?? 15),
    status: rule?.status === 0 ? '0' : '1',
  };
}

/** The body of /duty/config/add: no id for a new rule, the id when editing; numbers as numbers. */
export function toRuleBody(v: RuleFormValues, id?: number): AttendanceRuleBody {
  const body: AttendanceRuleBody = {
    projectId: Number(v.projectId),
    positionName: v.positionName.trim(),
    requiredDays: Number(v.requiredDays),
    checkTimes: Number(v.checkTimes) as 1 | 2 | 4,
    workStartTime: v.workStartTime,
    workEndTime: v.workEndTime,
    lateMinutes: Number(v.lateMinutes),
    earlyMinutes: Number(v.earlyMinutes),
    status: v.status === '0' ? 0 : 1,
  };
  if (id !== undefined) body.id = id;
  return body;
}

/** [6, 7] → 周六、周日; none → 无. */
export function formatRestDays(days: readonly number[] | undefined): string {
  const sorted = [...new Set(days ?? [])].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  return sorted.length ? sorted.map((d) => WEEK_DAYS[d - 1]).join('、') : '无';
}

/** The periods in their order: 上午 07:30–11:30. */
export function formatPeriods(times: AttendanceTimes['times'] | undefined): string[] {
  return [...(times ?? [])].sort((a, b) => a.seq - b.seq).map((t) => `${t.name} ${t.startTime}–${t.endTime}`);
}
