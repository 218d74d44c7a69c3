import { describe, expect, it } from 'vitest';
import {
  CONFIG_STATUS,
  DUTY_TYPE,
  KEY_POSITION_STATUS,
  OPERATE_TYPE,
  RECORD_STATUS,
  configFormValues,
  formatMinutes,
  formatRate,
  formatWeekDays,
  rateTone,
  readMonth,
  spanMinutes,
  summarizeKeyPositions,
  toConfigBody,
  type DutyConfig,
  type KeyPositionRow,
} from './duty-model';
import { readScope } from './use-duty-scope';

describe('status tables carry the spec meanings', () => {
  it.each([
    [DUTY_TYPE, 1, '值班'],
    [DUTY_TYPE, 2, '带班'],
    [RECORD_STATUS, 0, '缺勤'],
    [RECORD_STATUS, 1, '已完成'],
    [RECORD_STATUS, 2, '未达标'],
    [CONFIG_STATUS, 0, '停用'],
    [CONFIG_STATUS, 1, '启用'],
    [OPERATE_TYPE, 1, '新增'],
    [OPERATE_TYPE, 2, '修改'],
    [OPERATE_TYPE, 3, '停用'],
    [OPERATE_TYPE, 4, '启用'],
    [KEY_POSITION_STATUS, 0, '未达标'],
    [KEY_POSITION_STATUS, 1, '达标'],
  ] as const)('%#: %s → %s', (table, value, label) => {
    expect((table as Record<number, { label: string }>)[value]?.label).toBe(label);
  });
  it('result tones: 缺勤 danger, 已完成 success, 未达标 warning', () => {
    expect([RECORD_STATUS[0]?.tone, RECORD_STATUS[1]?.tone, RECORD_STATUS[2]?.tone]).toEqual([
      'danger',
      'success',
      'warning',
    ]);
  });
});

describe('formatWeekDays', () => {
  it.each([
    [[1, 2, 3, 4, 5], '周一至周五'],
    [[5, 4, 3, 2, 1, 6], '周一至周六'],
    [[1, 3, 5], '周一、周三、周五'],
    [[2, 4], '周二、周四'],
    [[3], '周三'],
    [[1, 2, 3, 4, 5, 6, 7], '每天'],
    [[], '—'],
    [[0, 8], '—'],
  ])('%j → %s', (days, text) => expect(formatWeekDays(days)).toBe(text));
});

describe('formatMinutes, formatRate, rateTone', () => {
  it.each([
    [542, '9小时2分钟'],
    [480, '8小时'],
    [45, '45分钟'],
    [0, '0分钟'],
    [undefined, '—'],
  ])('%s minutes → %s', (m, text) => expect(formatMinutes(m)).toBe(text));
  it('rates keep 2 decimals, or the asked digits', () => {
    expect(formatRate(84.375)).toBe('84.38%');
    expect(formatRate(100)).toBe('100.00%');
    expect(formatRate(77.8, 1)).toBe('77.8%');
    expect(formatRate(undefined)).toBe('—');
  });
  it.each([
    [95, 'success'],
    [90, 'success'],
    [85, 'warning'],
    [79.99, 'danger'],
    [undefined, 'muted'],
  ] as const)('%s → %s', (rate, tone) => expect(rateTone(rate)).toBe(tone));
});

const CONFIG: DutyConfig = {
  id: 12003,
  projectId: 1001,
  dutyType: 1,
  userId: 5003,
  userName: '郑浩',
  weekDays: [5, 1, 3],
  startTime: '07:30',
  endTime: '17:30',
  minDurationMinutes: 300,
  buildingIds: [602, 601],
  effectiveStartDate: '2026-11-01',
  effectiveEndDate: '2026-12-31',
  status: 1,
};

describe('configuration form and request body', () => {
  it('a new configuration starts on weekdays 08:00–17:30, enabled, with no person', () => {
    expect(configFormValues()).toMatchObject({
      userId: '',
      dutyType: '1',
      weekDays: [1, 2, 3, 4, 5],
      startTime: '08:00',
      endTime: '17:30',
      status: '1',
      buildingIds: [],
    });
  });
  it('editing keeps the id and sends sorted days and buildings', () => {
    const body = toConfigBody(1001, configFormValues(CONFIG), CONFIG.id);
    const { userName: _name, ...fields } = CONFIG;
    expect(body).toEqual({ ...fields, weekDays: [1, 3, 5], buildingIds: [601, 602] });
  });
  it('a new one has no id and leaves empty optional fields out', () => {
    const body = toConfigBody(1001, { ...configFormValues(), userId: '5005', dutyType: '2', status: '0' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('minDurationMinutes');
    expect(body).not.toHaveProperty('effectiveStartDate');
    expect(body).toMatchObject({ userId: 5005, dutyType: 2, status: 0 });
  });
  it('spanMinutes measures HH:mm to HH:mm', () => {
    expect(spanMinutes('07:30', '17:30')).toBe(600);
    expect(spanMinutes('18:00', '08:00')).toBeLessThan(0);
  });
});

describe('key positions summary', () => {
  const row = (p: Partial<KeyPositionRow>): KeyPositionRow => ({
    companyId: 2001,
    companyName: 'A',
    positionName: '项目负责人',
    personId: 1,
    personName: 'x',
    requiredDays: 18,
    actualDays: 17,
    performanceRate: 94.4,
    status: 1,
    ...p,
  });
  it('counts companies, met, not met and vacant posts, and averages the filled posts', () => {
    expect(
      summarizeKeyPositions([
        row({}),
        row({ companyId: 2002, performanceRate: 77.8, status: 0 }),
        row({ companyId: 2002, personId: null, performanceRate: 0, status: 0 }),
      ]),
    ).toEqual({ posts: 3, companies: 2, met: 1, notMet: 2, vacant: 1, averageRate: 86.1 });
  });
  it('nothing gives no average', () => expect(summarizeKeyPositions([]).averageRate).toBeUndefined());
  it('readMonth keeps a real month and falls back otherwise', () => {
    expect(readMonth('2026-10', '2026-11')).toBe('2026-10');
    expect(readMonth('2026-13', '2026-11')).toBe('2026-11');
    expect(readMonth(null, '2026-11')).toBe('2026-11');
  });
});

describe('readScope', () => {
  it.each([
    ['orgId=11&dutyType=2', { orgId: 11, dutyType: 2 }],
    ['orgId=abc&dutyType=3', { orgId: undefined, dutyType: undefined }],
    ['', { orgId: undefined, dutyType: undefined }],
  ])('%s', (q, scope) => expect(readScope(new URLSearchParams(q))).toEqual(scope));
});
