import { describe, expect, it } from 'vitest';
import {
  CAPTURE_TYPE,
  EDUCATION_STATUS,
  FEEDBACK_STATUS,
  countByType,
  faceQuery,
  feedbackBody,
  feedbackSchema,
  formatPercent,
  idOf,
  similarityTone,
  unEducatedQuery,
} from './ai-model';

const period = { start: '2026-11-17', end: '2026-11-23' };

describe('status tables (spec descriptions)', () => {
  it.each([
    [1, '实名工人', 'success'],
    [2, '未实名人员', 'danger'],
    [3, '未教育工人', 'warning'],
    [4, '陌生人', 'muted'],
  ])('抓拍类型 %i is %s', (v, label, tone) => expect(CAPTURE_TYPE[v]).toEqual({ label, tone }));
  it.each([
    [0, '未反馈'],
    [1, '识别正确'],
    [2, '识别错误'],
    [3, '非本项目人员'],
  ])('反馈状态 %i is %s', (v, label) => expect(FEEDBACK_STATUS[v]?.label).toBe(label));
  it.each([
    [0, '未参加三级教育'],
    [1, '教育未完成'],
    [2, '考试未通过'],
  ])('教育情况 %i is %s', (v, label) => expect(EDUCATION_STATUS[v]?.label).toBe(label));
});

describe('queries from the filters', () => {
  it('sends the chosen filters as numbers and the period as startDate/endDate', () => {
    expect(
      faceQuery(
        2,
        20,
        { captureType: '3', subcontractId: '2001', teamId: '3001', workType: '木工', name: '黄' },
        period,
      ),
    ).toEqual({
      pageNum: 2,
      pageSize: 20,
      startDate: '2026-11-17',
      endDate: '2026-11-23',
      captureType: 3,
      subcontractId: 2001,
      teamId: 3001,
      workType: '木工',
      name: '黄',
    });
  });
  it('leaves out empty or bad values', () => {
    const q = faceQuery(1, 10, { captureType: '9', subcontractId: 'x', teamId: '', workType: '' }, period);
    expect(q.captureType).toBeUndefined();
    expect(q.subcontractId).toBeUndefined();
    expect(q.teamId).toBeUndefined();
    expect(q.workType).toBeUndefined();
    expect(q.name).toBeUndefined();
  });
  it('未教育人员 takes 分包单位 and 班组', () => {
    expect(unEducatedQuery(1, 10, { subcontractId: '2002', teamId: '-1' }, period)).toEqual({
      pageNum: 1,
      pageSize: 10,
      startDate: '2026-11-17',
      endDate: '2026-11-23',
      subcontractId: 2002,
      teamId: undefined,
    });
  });
  it.each([
    ['12', 12],
    ['0', undefined],
    ['1.5', undefined],
    [undefined, undefined],
  ])('idOf(%s) is %s', (v, n) => expect(idOf(v)).toBe(n));
});

describe('feedback form', () => {
  const parse = (v: { feedbackType: string; correctWorkerId?: string; remark?: string }) =>
    feedbackSchema.safeParse({ correctWorkerId: '', remark: '', ...v });
  const messages = (r: ReturnType<typeof parse>) => (r.success ? [] : r.error.issues.map((i) => i.message));

  it('refuses a missing result', () => expect(messages(parse({ feedbackType: '' }))).toEqual(['请选择反馈结果']));
  it('识别错误 needs the correct worker', () => {
    expect(messages(parse({ feedbackType: '2' }))).toEqual(['请输入正确工人的编号']);
    expect(messages(parse({ feedbackType: '2', correctWorkerId: 'abc' }))).toEqual(['请输入正确工人的编号']);
    expect(parse({ feedbackType: '2', correctWorkerId: ' 4007 ' }).success).toBe(true);
  });
  it('other results need no worker', () => expect(parse({ feedbackType: '3' }).success).toBe(true));
  it('refuses a remark over 200 characters', () =>
    expect(messages(parse({ feedbackType: '1', remark: '字'.repeat(201) }))).toEqual(['备注最多200字']));

  it('识别错误 sends the worker and the remark', () =>
    expect(feedbackBody(1208544, { feedbackType: '2', correctWorkerId: '4007', remark: ' 戴口罩 ' })).toEqual({
      captureId: 1208544,
      feedbackType: 2,
      correctWorkerId: 4007,
      remark: '戴口罩',
    }));
  it('other results send neither a worker nor an empty remark', () =>
    expect(feedbackBody(1208845, { feedbackType: '1', correctWorkerId: '4007', remark: '  ' })).toEqual({
      captureId: 1208845,
      feedbackType: 1,
    }));
});

describe('display helpers', () => {
  it('formats a similarity and colours it', () => {
    expect(formatPercent(97.64)).toBe('97.6%');
    expect(formatPercent(undefined)).toBe('—');
    expect([similarityTone(95), similarityTone(72.5), similarityTone(32.8), similarityTone(null)]).toEqual([
      'success',
      'warning',
      'danger',
      'muted',
    ]);
  });
  it('counts the latest captures per type', () =>
    expect(countByType([{ captureType: 1 }, { captureType: 1 }, { captureType: 4 }])).toEqual({
      1: 2,
      2: 0,
      3: 0,
      4: 1,
    }));
});
