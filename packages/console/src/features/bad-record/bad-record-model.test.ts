import { describe, expect, it } from 'vitest';
import {
  BAD_STATUS,
  HANDLE_PATHS,
  addBody,
  badRecordQuery,
  canDeleteRecord,
  examinePath,
  handleBody,
  levelSteps,
  pendingLevel,
  resultsOf,
  type BadRecord,
} from './bad-record-model';

describe('three-level handling (001 §4: project, then branch, then company)', () => {
  it.each([
    [0, '待项目处理', 1],
    [1, '待分公司处理', 2],
    [2, '待公司处理', 3],
    [3, '已完结', null],
    [4, '已驳回', null],
  ])('status %i (%s) waits at level %s', (status, label, level) => {
    expect(BAD_STATUS[status]?.label).toBe(label);
    expect(pendingLevel(status)).toBe(level);
  });
  it('each level has its own call', () => {
    expect(HANDLE_PATHS[1]).toBe('/orgdept/workerBadRecord/update/projectlevel');
    expect(HANDLE_PATHS[2]).toBe('/orgdept/workerBadRecord/update/branchlevel');
    expect(HANDLE_PATHS[3]).toBe('/orgdept/workerBadRecord/update/companylevel');
  });
  it('the company cannot report further up', () => {
    expect(resultsOf(1)).toContain(1);
    expect(resultsOf(2)).toContain(1);
    expect(resultsOf(3)).not.toContain(1);
  });
  it.each([
    [0, true],
    [1, false],
    [2, false],
    [3, false],
    [4, true],
  ])('status %i deletable: %s', (s, ok) => expect(canDeleteRecord(s)).toBe(ok));
});

describe('bodies', () => {
  it('add: numbers, server date-time, blanks left out', () => {
    expect(
      addBody({
        projectId: '1001',
        workerId: '4002',
        badType: '1',
        occurTime: '2026-11-23T08:35',
        description: ' 未佩戴防护眼镜 ',
        deductScore: '5',
        punishment: '',
        fineAmount: '',
      }),
    ).toEqual({
      projectId: 1001,
      workerId: 4002,
      badType: 1,
      occurTime: '2026-11-23 08:35:00',
      description: '未佩戴防护眼镜',
      deductScore: 5,
    });
  });
  const form = {
    result: '3',
    opinion: ' 同意 ',
    deductScore: '20',
    punishment: '3',
    fineAmount: '200',
    addBlacklist: true,
  };
  it('handle: blacklist only at company level', () => {
    expect(handleBody(9602, 2, form)).toEqual({
      id: 9602,
      result: 3,
      opinion: '同意',
      deductScore: 20,
      punishment: 3,
      fineAmount: 200,
    });
    expect(handleBody(9598, 3, form).addBlacklist).toBe(true);
  });
  it('handle: a rejection carries no score, punishment or blacklist', () => {
    expect(handleBody(9598, 3, { ...form, result: '2' })).toEqual({ id: 9598, result: 2, opinion: '同意' });
  });
  it('query: numbers from the filters', () => {
    expect(badRecordQuery({ status: '1', badType: '6', workerName: '孙' }, 1, 10, 1001)).toMatchObject({
      pageNum: 1,
      pageSize: 10,
      projectId: 1001,
      status: 1,
      badType: 6,
      workerName: '孙',
    });
  });
  it('review route carries id and status', () => {
    expect(examinePath({ id: 9603, status: 0 })).toBe('/examine?id=9603&status=0');
  });
  it('level steps in order project, branch, company', () => {
    const r = { projectHandlerName: '周明', orgHandlerName: '沈佳', comHandlerName: null } as BadRecord;
    expect(levelSteps(r).map((s) => [s.level, s.name])).toEqual([
      [1, '周明'],
      [2, '沈佳'],
      [3, null],
    ]);
  });
});
