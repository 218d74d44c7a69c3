import { describe, expect, it } from 'vitest';
import { formatMinutes } from '@/domain/duration';
import { formNumber } from '@/domain/form-values';
import {
  alertRecordBody,
  durationExportBody,
  durationListQuery,
  forbiddenPointBody,
  projectOf,
  projectsOf,
  SEND_STATUS,
  smsRecordBody,
  WHITE_STATUS,
  whiteListBody,
} from './alarm-codes';

describe('status tables carry the meanings of the spec', () => {
  it('send status: 0 发送中, 1 发送成功 (green), 2 发送失败 (red)', () => {
    expect(SEND_STATUS[0]?.label).toBe('发送中');
    expect(SEND_STATUS[1]).toEqual({ label: '发送成功', tone: 'success' });
    expect(SEND_STATUS[2]).toEqual({ label: '发送失败', tone: 'danger' });
  });
  it('white-list status: 0 未生效, 1 生效中, 2 已过期', () => {
    expect([0, 1, 2].map((c) => WHITE_STATUS[c]?.label)).toEqual(['未生效', '生效中', '已过期']);
  });
});

describe('helpers', () => {
  it('formNumber reads a filter value, undefined when blank or not a number', () => {
    expect(formNumber('3')).toBe(3);
    expect(formNumber('0')).toBe(0);
    expect(formNumber('')).toBeUndefined();
    expect(formNumber(undefined)).toBeUndefined();
    expect(formNumber('abc')).toBeUndefined();
  });
  it('formatMinutes shows minutes, then hours and minutes', () => {
    expect(formatMinutes(46)).toBe('46 分钟');
    expect(formatMinutes(41.5)).toBe('42 分钟');
    expect(formatMinutes(60)).toBe('1 小时');
    expect(formatMinutes(89)).toBe('1 小时 29 分钟');
    expect(formatMinutes(undefined)).toBe('—');
  });
  it('projectOf: the signed-in project, none at company level (project_id 0)', () => {
    expect(projectOf({ project_id: 1001 })).toBe(1001);
    expect(projectOf({ project_id: 0 })).toBeUndefined();
    expect(projectOf(null)).toBeUndefined();
  });
  it('projectsOf lists the project nodes (type 2) at any depth', () => {
    const tree = [
      {
        name: '集团',
        value: 1,
        type: 1,
        children: [
          { name: '一分', value: 11, type: 1, children: [{ name: '滨江', value: 1001, type: 2 }] },
          { name: '城南', value: '1002', type: 2 },
        ],
      },
    ];
    expect(projectsOf(tree)).toEqual([
      { value: 1001, label: '滨江' },
      { value: 1002, label: '城南' },
    ]);
    expect(projectsOf(undefined)).toEqual([]);
  });
});

describe('request queries and bodies', () => {
  const filters = { startDate: '2026-11-01', endDate: '2026-11-23', status: '3', area_id: '603', keyword: '王' };
  it('滞留/静止 list: snake_case ids, camelCase dates, numbers for status and area', () => {
    expect(durationListQuery(filters, 1001, 2, 20)).toEqual({
      project_id: 1001,
      startDate: '2026-11-01',
      endDate: '2026-11-23',
      area_id: 603,
      status: 3,
      keyword: '王',
      pageNum: 2,
      pageSize: 20,
    });
  });
  it('滞留/静止 export: the dates named as the list names them (startDate/endDate), 0 for all areas and -1 for all statuses', () => {
    expect(durationExportBody({}, undefined)).toEqual({
      project_id: undefined,
      startDate: undefined,
      endDate: undefined,
      area_id: 0,
      status: -1,
      keyword: '',
    });
    expect(durationExportBody(filters, 1001)).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-23',
      area_id: 603,
      status: 3,
    });
  });
  it('禁区点位: projectId at project level, else orgId; status -1 for all', () => {
    expect(forbiddenPointBody({}, { projectId: 1001, orgId: 11 }, 1, 10)).toEqual({
      pageNum: 1,
      pageSize: 10,
      projectId: 1001,
      pointName: '',
      status: -1,
    });
    expect(forbiddenPointBody({ pointName: '塔吊', status: '0' }, { orgId: 1 }, 1, 10)).toEqual({
      pageNum: 1,
      pageSize: 10,
      orgId: 1,
      pointName: '塔吊',
      status: 0,
    });
    expect(forbiddenPointBody({ status: '7' }, {}, 1, 10).status).toBe(-1);
  });
  it('告警记录: 0 for all points, -1 for all statuses', () => {
    expect(alertRecordBody({}, undefined, 1, 10)).toMatchObject({ forbiddenPointId: 0, status: -1, keyword: '' });
    expect(alertRecordBody({ forbiddenPointId: '801', status: '1' }, 1001, 1, 10)).toMatchObject({
      projectId: 1001,
      forbiddenPointId: 801,
      status: 1,
    });
  });
  it('白名单: 0 for all person types and points', () => {
    expect(whiteListBody({}, undefined, 1, 10)).toMatchObject({ personType: 0, forbiddenPointId: 0, keyword: '' });
    expect(whiteListBody({ personType: '2' }, 1001, 1, 10)).toMatchObject({ personType: 2, projectId: 1001 });
  });
  it('短信发送记录: 0 for all alarm types, -1 for all send statuses', () => {
    expect(smsRecordBody({}, undefined, 1, 10)).toMatchObject({ alarmType: 0, sendStatus: -1 });
    expect(smsRecordBody({ alarmType: '4', sendStatus: '2' }, 1001, 1, 10)).toMatchObject({
      alarmType: 4,
      sendStatus: 2,
    });
  });
});
