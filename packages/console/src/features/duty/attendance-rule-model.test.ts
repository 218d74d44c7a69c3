import { describe, expect, it } from 'vitest';
import {
  CHECK_TIMES,
  formatPeriods,
  formatRestDays,
  ruleFormValues,
  ruleSchema,
  toRuleBody,
  type AttendanceRule,
} from './attendance-rule-model';

const rule: AttendanceRule = {
  id: 9204,
  projectId: 1001,
  projectName: '滨江花园二期住宅项目',
  positionName: '施工员',
  requiredDays: 24,
  checkTimes: 2,
  workStartTime: '07:30',
  workEndTime: '17:30',
  lateMinutes: 10,
  earlyMinutes: 10,
  status: 1,
};

describe('考勤规则 form', () => {
  it('starts a new rule in the chosen project with the usual defaults', () => {
    expect(ruleFormValues(undefined, 1001)).toEqual({
      projectId: '1001',
      positionName: '',
      requiredDays: '22',
      checkTimes: '2',
      workStartTime: '08:00',
      workEndTime: '17:30',
      lateMinutes: '15',
      earlyMinutes: '15',
      status: '1',
    });
    expect(ruleFormValues().projectId).toBe('');
  });

  it('edits a rule with its own values and sends them back with the id, numbers as numbers', () => {
    const v = ruleFormValues({ ...rule, status: 0 }, 1002);
    expect(v.projectId).toBe('1001');
    const { projectName: _name, ...fields } = rule;
    expect(toRuleBody({ ...v, positionName: ' 施工员 ' }, rule.id)).toEqual({ ...fields, status: 0 });
    expect(toRuleBody(v)).not.toHaveProperty('id');
  });

  it('accepts a complete rule, zero thresholds and 31 days', () => {
    const ok = ruleSchema.safeParse({ ...ruleFormValues(rule), requiredDays: '31', lateMinutes: '0' });
    expect(ok.success).toBe(true);
  });

  it.each([
    [{ projectId: '' }, 'projectId', '请选择项目'],
    [{ positionName: '  ' }, 'positionName', '请输入适用岗位'],
    [{ requiredDays: '0' }, 'requiredDays', '每月应到岗天数为 1–31 天'],
    [{ requiredDays: '32' }, 'requiredDays', '每月应到岗天数为 1–31 天'],
    [{ requiredDays: '2.5' }, 'requiredDays', '每月应到岗天数为 1–31 天'],
    [{ workStartTime: '24:00' }, 'workStartTime', '请输入上班时间（HH:mm）'],
    [{ workEndTime: '' }, 'workEndTime', '请输入下班时间（HH:mm）'],
    [{ workStartTime: '18:00' }, 'workEndTime', '下班时间须晚于上班时间'],
    [{ lateMinutes: '-5' }, 'lateMinutes', '请输入不小于 0 的整数分钟'],
    [{ earlyMinutes: '' }, 'earlyMinutes', '请输入不小于 0 的整数分钟'],
  ])('refuses %o at %s', (patch, path, message) => {
    const r = ruleSchema.safeParse({ ...ruleFormValues(rule), ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === path)?.message).toBe(message);
  });
});

describe('打卡时段 and labels', () => {
  it('lists the periods in their order and the rest days by name', () => {
    expect(
      formatPeriods([
        { seq: 2, name: '下午', startTime: '13:00', endTime: '17:30' },
        { seq: 1, name: '上午', startTime: '07:30', endTime: '11:30' },
      ]),
    ).toEqual(['上午 07:30–11:30', '下午 13:00–17:30']);
    expect(formatRestDays([7, 6, 6])).toBe('周六、周日');
    expect(formatRestDays(undefined)).toBe('无');
    expect(formatPeriods(undefined)).toEqual([]);
  });

  it('names the check counts of the spec', () => {
    expect([CHECK_TIMES[1].label, CHECK_TIMES[2].label, CHECK_TIMES[4].label]).toEqual([
      '每日1次',
      '上下班各1次',
      '上下午各2次',
    ]);
  });
});
