import { describe, expect, it } from 'vitest';
import { whiteAddBody, whiteAddSchema, type WhiteAddForm } from './white-list-rules';

const good: WhiteAddForm = {
  projectId: '1001',
  personType: '1',
  personIds: [4002],
  forbiddenPointIds: [801],
  startDate: '2026-11-23',
  endDate: '2026-11-30',
  reason: '塔吊附着钢筋绑扎作业',
};

const messages = (v: WhiteAddForm) => {
  const r = whiteAddSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('添加白名单 rules', () => {
  it('accepts a complete form', () => expect(messages(good)).toEqual([]));
  it.each([
    [{ projectId: '' }, '请选择项目'],
    [{ personIds: [] }, '请选择人员'],
    [{ forbiddenPointIds: [] }, '请选择适用禁区'],
    [{ startDate: '' }, '请选择生效日期'],
    [{ endDate: '' }, '请选择失效日期'],
    [{ endDate: '2026-11-01' }, '失效日期不能早于生效日期'],
    [{ reason: 'x'.repeat(201) }, '加入原因最多200字'],
  ])('%o → %s', (change, message) => expect(messages({ ...good, ...change })).toContain(message));
});

describe('添加白名单 body', () => {
  it('numbers for the project and person type; the reason when given', () => {
    expect(whiteAddBody(good)).toEqual({
      projectId: 1001,
      personType: 1,
      personIds: [4002],
      forbiddenPointIds: [801],
      startDate: '2026-11-23',
      endDate: '2026-11-30',
      reason: '塔吊附着钢筋绑扎作业',
    });
  });
  it('leaves out an unchosen person type and an empty reason', () => {
    const body = whiteAddBody({ ...good, personType: '', reason: '' });
    expect(body).not.toHaveProperty('personType');
    expect(body).not.toHaveProperty('reason');
  });
});
