import { describe, expect, it } from 'vitest';
import { workerBody, workerSchema, workerToForm } from './worker-rules';

const filled = {
  ...workerToForm(undefined, 1001),
  corp_id: '2002',
  name: '韩立军',
  id_card: '342422199003154512',
  mobile: '13857116688',
};

describe('工人表单 (seed 000 §5 user-form rules)', () => {
  it.each([
    ['corp_id', '', '所属企业不能为空'],
    ['name', '  ', '姓名不能为空'],
    ['id_card', '3424221990', '身份证号格式错误'],
    ['id_card', '', '身份证号格式错误'],
    ['mobile', '12857116688', '手机号格式错误'],
    ['mobile', '', '手机号格式错误'],
  ])('%s = %j is refused with %s', (field, value, message) => {
    const r = workerSchema(false).safeParse({ ...filled, [field]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('accepts 15- and 18-digit ID numbers; an edit keeps the masked one', () => {
    expect(workerSchema(false).safeParse(filled).success).toBe(true);
    expect(workerSchema(false).safeParse({ ...filled, id_card: '342422900315451' }).success).toBe(true);
    expect(workerSchema(true).safeParse({ ...filled, id_card: '341221198511****37' }).success).toBe(true);
  });

  it('a new worker is sent without id and without empty optional fields; an edit keeps the id', () => {
    expect(workerBody({ ...filled, team_id: '3003', day_wage: '380' })).toEqual({
      project_id: 1001,
      corp_id: 2002,
      team_id: 3003,
      name: '韩立军',
      id_card: '342422199003154512',
      mobile: '13857116688',
      day_wage: 380,
    });
    expect(workerBody(filled, { id: 4002, name: '李伟', status: 1 }).id).toBe(4002);
  });
});
