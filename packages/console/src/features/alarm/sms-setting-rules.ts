// The 短信报警设置 form (000 §7 / 001 §7.6 /contract/msmalarm/get + save): the setting as form values, the rules,
// and the body sent back. Thresholds are typed as text and become integers here.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';

type Setting = components['schemas']['SmsAlarmSetting'];
type Receiver = components['schemas']['SmsAlarmReceiver'];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const whole = (label: string, min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.refine(
      (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max),
      `${label}请输入 ${min}–${max} 的整数`,
    ),
  );

const receiverSchema = z.object({
  managerId: z.number(),
  name: z.string(),
  mobile: z.string(),
  post: z.optional(z.string()),
  alarmTypes: z.optional(z.array(z.number())),
});

export const smsSettingSchema = z
  .object({
    enabled: z.boolean(),
    alarmTypes: z.array(z.number()),
    stayinMinutes: whole('滞留时长', 1, 1440),
    stationaryMinutes: whole('静止时长', 1, 1440),
    longWaitMinutes: whole('停留时长', 1, 1440),
    lowPowerPercent: whole('低电量阈值', 1, 100),
    sendIntervalMinutes: whole('发送间隔', 0, 1440),
    dailyLimit: whole('每日上限', 1, 10000),
    quietStart: z.string().check(z.refine((v) => v === '' || TIME.test(v), '请输入 HH:mm 格式的时间')),
    quietEnd: z.string().check(z.refine((v) => v === '' || TIME.test(v), '请输入 HH:mm 格式的时间')),
    receivers: z.array(receiverSchema),
  })
  .check(
    z.refine((v) => !v.enabled || v.alarmTypes.length > 0, {
      message: '开启短信报警时请至少选择一种报警类型',
      path: ['alarmTypes'],
    }),
    z.refine((v) => !v.enabled || v.receivers.length > 0, {
      message: '开启短信报警时请至少添加一名接收人',
      path: ['receivers'],
    }),
    z.refine((v) => (v.quietStart === '') === (v.quietEnd === ''), {
      message: '免打扰时段请同时填写开始与结束时间',
      path: ['quietEnd'],
    }),
  );

export type SmsSettingForm = z.infer<typeof smsSettingSchema>;

const text = (n: number | undefined) => (n === undefined || n === null ? '' : String(n));

export function toSmsSettingForm(s: Setting | undefined): SmsSettingForm {
  return {
    enabled: s?.enabled === 1,
    alarmTypes: [...(s?.alarmTypes ?? [])].sort((a, b) => a - b),
    stayinMinutes: text(s?.stayinMinutes),
    stationaryMinutes: text(s?.stationaryMinutes),
    longWaitMinutes: text(s?.longWaitMinutes),
    lowPowerPercent: text(s?.lowPowerPercent),
    sendIntervalMinutes: text(s?.sendIntervalMinutes),
    dailyLimit: text(s?.dailyLimit),
    quietStart: s?.quietStart ?? '',
    quietEnd: s?.quietEnd ?? '',
    receivers: (s?.receivers ?? []).map((r) => ({ ...r })),
  };
}

const int = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The save body: read-only fields (projectName, updateBy, updateTime) are not sent; blanks are left out. */
export function smsSettingBody(v: SmsSettingForm, projectId: number, id: number | undefined): Setting {
  const optional = {
    stayinMinutes: int(v.stayinMinutes),
    stationaryMinutes: int(v.stationaryMinutes),
    longWaitMinutes: int(v.longWaitMinutes),
    lowPowerPercent: int(v.lowPowerPercent),
    sendIntervalMinutes: int(v.sendIntervalMinutes),
    dailyLimit: int(v.dailyLimit),
    quietStart: v.quietStart || undefined,
    quietEnd: v.quietEnd || undefined,
  };
  const body: Setting = {
    ...(id ? { id } : {}),
    projectId,
    enabled: v.enabled ? 1 : 0,
    alarmTypes: v.alarmTypes,
    receivers: v.receivers.map((r): Receiver => ({
      managerId: r.managerId,
      name: r.name,
      mobile: r.mobile,
      ...(r.post ? { post: r.post } : {}),
      ...(r.alarmTypes?.length ? { alarmTypes: r.alarmTypes } : {}),
    })),
  };
  for (const [k, value] of Object.entries(optional)) if (value !== undefined) Object.assign(body, { [k]: value });
  return body;
}

/** 接收人 status (enabled: 0 停用, 1 启用). */
export const RECEIVER_ENABLED = {
  1: { label: '启用', tone: 'success' },
  0: { label: '停用', tone: 'muted' },
} as const;

/** The 接收人 list body: the identity's project or organisation, the keyword, and the status (-1 all). */
export function receiverPageBody(
  filters: Record<string, string | undefined>,
  scope: { projectId?: number | undefined; orgId?: number | undefined },
  pageNum: number,
  pageSize: number,
): components['schemas']['SmsAlarmReceiverQuery'] {
  const keyword = filters.keyword?.trim();
  const enabled = filters.enabled === '1' ? 1 : filters.enabled === '0' ? 0 : -1;
  return {
    pageNum,
    pageSize,
    ...(scope.projectId ? { projectId: scope.projectId } : scope.orgId ? { orgId: scope.orgId } : {}),
    ...(keyword ? { keyword } : {}),
    enabled,
  };
}
