import { describe, expect, it } from 'vitest';
import {
  receiverPageBody,
  smsSettingBody,
  smsSettingSchema,
  toSmsSettingForm,
  type SmsSettingForm,
} from './sms-setting-rules';

const setting = {
  id: 12,
  projectId: 1001,
  projectName: '滨江花园二期住宅项目',
  enabled: 1 as const,
  alarmTypes: [7, 1, 4],
  stayinMinutes: 30,
  lowPowerPercent: 20,
  quietStart: '22:00',
  quietEnd: '06:00',
  receivers: [{ managerId: 5002, name: '吴静', mobile: '13905710002', post: '专职安全员', alarmTypes: [1, 4] }],
  updateBy: '吴静',
  updateTime: '2026-11-18 16:42:10',
};

const messages = (v: SmsSettingForm) => {
  const r = smsSettingSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('短信报警设置 form', () => {
  it('turns the setting into form values: switch as boolean, sorted types, numbers as text, blanks as ""', () => {
    const form = toSmsSettingForm(setting);
    expect(form.enabled).toBe(true);
    expect(form.alarmTypes).toEqual([1, 4, 7]);
    expect(form.stayinMinutes).toBe('30');
    expect(form.stationaryMinutes).toBe('');
    expect(form.receivers).toHaveLength(1);
    expect(messages(form)).toEqual([]);
  });
  it('a project never configured (no setting) starts switched off and valid', () => {
    const form = toSmsSettingForm(undefined);
    expect(form.enabled).toBe(false);
    expect(messages(form)).toEqual([]);
  });
  it.each([
    [{ alarmTypes: [] }, '开启短信报警时请至少选择一种报警类型'],
    [{ receivers: [] }, '开启短信报警时请至少添加一名接收人'],
    [{ stayinMinutes: 'abc' }, '滞留时长请输入 1–1440 的整数'],
    [{ lowPowerPercent: '120' }, '低电量阈值请输入 1–100 的整数'],
    [{ quietStart: '25:00' }, '请输入 HH:mm 格式的时间'],
    [{ quietEnd: '' }, '免打扰时段请同时填写开始与结束时间'],
  ])('refuses %o with %s', (change, message) =>
    expect(messages({ ...toSmsSettingForm(setting), ...change })).toContain(message),
  );
  it('switched off, types and receivers may be empty', () => {
    expect(messages({ ...toSmsSettingForm(setting), enabled: false, alarmTypes: [], receivers: [] })).toEqual([]);
  });
});

describe('短信报警设置 body', () => {
  it('sends integers, 0/1 for the switch, no read-only fields, no blanks', () => {
    const body = smsSettingBody({ ...toSmsSettingForm(setting), dailyLimit: '50' }, 1001, 12);
    expect(body).toEqual({
      id: 12,
      projectId: 1001,
      enabled: 1,
      alarmTypes: [1, 4, 7],
      stayinMinutes: 30,
      lowPowerPercent: 20,
      dailyLimit: 50,
      quietStart: '22:00',
      quietEnd: '06:00',
      receivers: [{ managerId: 5002, name: '吴静', mobile: '13905710002', post: '专职安全员', alarmTypes: [1, 4] }],
    });
  });
  it('a new setting (id 0) is sent without id; a receiver without types without alarmTypes', () => {
    const form = {
      ...toSmsSettingForm(undefined),
      receivers: [{ managerId: 5001, name: '周明', mobile: '1', alarmTypes: [] }],
    };
    const body = smsSettingBody(form, 1001, 0);
    expect(body).not.toHaveProperty('id');
    expect(body.enabled).toBe(0);
    expect(body.receivers?.[0]).toEqual({ managerId: 5001, name: '周明', mobile: '1' });
  });
});

describe('receiverPageBody', () => {
  it('sends the project, the trimmed keyword and the status', () => {
    expect(receiverPageBody({ keyword: ' 吴静 ', enabled: '0' }, { projectId: 1001, orgId: 3 }, 2, 20)).toEqual({
      pageNum: 2,
      pageSize: 20,
      projectId: 1001,
      keyword: '吴静',
      enabled: 0,
    });
  });
  it('falls back to the organisation and -1 (all) without a status', () => {
    expect(receiverPageBody({ keyword: '' }, { orgId: 3 }, 1, 10)).toEqual({
      pageNum: 1,
      pageSize: 10,
      orgId: 3,
      enabled: -1,
    });
  });
});
