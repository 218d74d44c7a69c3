import { describe, expect, it } from 'vitest';
import { teamBody, teamSchema, teamToForm } from './team-rules';

describe('team form', () => {
  it('refuses an empty form with the Chinese messages', () => {
    const r = teamSchema.safeParse(teamToForm(undefined));
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['班组名称不能为空', '请选择项目', '请选择所属企业']));
  });

  it('builds an add body without id and without empty optional texts', () => {
    const body = teamBody({
      team_name: ' 防水班 ',
      project_id: '1001',
      corp_id: '2002',
      work_type: '防水工',
      remark: '',
    });
    expect(body).toEqual({ team_name: '防水班', project_id: 1001, corp_id: 2002, work_type: '防水工' });
  });

  it('keeps the id and the 班组长 when editing', () => {
    const row = {
      id: 3001,
      team_name: '木工一班',
      project_id: 1001,
      corp_id: 2001,
      leader_worker_id: 4008,
      work_type: '木工',
    };
    const form = teamToForm(row);
    expect(form).toEqual({ team_name: '木工一班', project_id: '1001', corp_id: '2001', work_type: '木工', remark: '' });
    // Every field of the row goes back as it was (id and 班组长 included), with the new remark.
    expect(teamBody({ ...form, remark: '更换班组长' }, row)).toEqual({ ...row, remark: '更换班组长' });
  });
});
