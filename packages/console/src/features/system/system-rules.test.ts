import { describe, expect, it } from 'vitest';
import {
  branchOptions,
  configBody,
  configForm,
  configSchema,
  corpBody,
  corpSchema,
  formatMoney,
  personBody,
  personSchema,
  PERSON_MSG,
  projectBody,
  projectSchema,
  projectStatusActions,
  type CorpForm,
  type PersonForm,
  type ProjectForm,
} from './system-rules';
import {
  isChecked,
  isGranted,
  powerEditBody,
  powerStateOf,
  setChecked,
  setGranted,
  type PowerNode,
} from './power-rules';

const firstError = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? undefined : { message: r.error?.issues[0]?.message, path: r.error?.issues[0]?.path.join('.') };

describe('project status transitions (changeOrgProjectStatus)', () => {
  it.each([
    [0, [{ label: '开工', to: 1, needsReason: false }]],
    [
      1,
      [
        { label: '停工', to: 2, needsReason: true },
        { label: '竣工', to: 3, needsReason: true },
      ],
    ],
    [2, [{ label: '复工', to: 1, needsReason: false }]],
    [3, []],
    [undefined, []],
  ])('status %s offers %j', (status, actions) => {
    expect(projectStatusActions(status)).toEqual(actions);
  });
});

describe('corp form', () => {
  const valid: CorpForm = {
    corp_name: ' 浙江恒通建筑劳务有限公司 ',
    credit_code: '91330110ma2kl0qt3g',
    corp_type: '2',
    legal_person: '楼卫东',
    contact_name: '',
    contact_mobile: '13967105521',
    address: '',
    reg_capital: '8000000',
    qualification: '',
  };

  it('accepts a valid form and builds the body the spec asks for (trimmed, upper-cased, numbers, no empty strings)', () => {
    const r = corpSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(corpBody(r.data!)).toEqual({
      corp_name: '浙江恒通建筑劳务有限公司',
      credit_code: '91330110MA2KL0QT3G',
      corp_type: 2,
      legal_person: '楼卫东',
      contact_name: undefined,
      contact_mobile: '13967105521',
      address: undefined,
      reg_capital: 8000000,
      qualification: undefined,
    });
  });

  it.each([
    [{ corp_name: '  ' }, 'corp_name', '企业名称不能为空'],
    [{ credit_code: '' }, 'credit_code', '统一社会信用代码不能为空'],
    [{ credit_code: '91330110MA2KL0QT3' }, 'credit_code', '统一社会信用代码应为18位'],
    [{ credit_code: '91330110MA2KL0QT3GX' }, 'credit_code', '统一社会信用代码应为18位'],
    [{ credit_code: '91330110MA2KL0QTIG' }, 'credit_code', '统一社会信用代码格式错误'],
    [{ corp_type: '' }, 'corp_type', '请选择企业类型'],
    [{ contact_mobile: '12345678901' }, 'contact_mobile', '手机号格式错误'],
    [{ reg_capital: '1.234' }, 'reg_capital', '请输入金额，最多两位小数'],
  ])('%j is refused on %s with %s', (patch, path, message) => {
    expect(firstError(corpSchema.safeParse({ ...valid, ...patch }))).toEqual({ path, message });
  });
});

describe('person form (seed 000 §5 user-form rules)', () => {
  const valid: PersonForm = {
    corp_id: '2005',
    name: '许文斌',
    id_card: '330106199105123418',
    mobile: '13905710011',
    role_id: '3',
    post_name: '技术负责人',
    status: true,
  };

  it('builds the add body with numbers and the status flag', () => {
    const r = personSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(personBody(r.data!, 1001)).toEqual({
      corp_id: 2005,
      name: '许文斌',
      id_card: '330106199105123418',
      mobile: '13905710011',
      role_id: 3,
      post_name: '技术负责人',
      org_id: 1001,
      status: 1,
    });
    expect(personBody({ ...r.data!, status: false, post_name: '' })).toMatchObject({
      status: 0,
      post_name: undefined,
      org_id: undefined,
    });
  });

  it.each([
    [{ corp_id: '' }, PERSON_MSG.corp],
    [{ name: ' ' }, PERSON_MSG.name],
    [{ id_card: '' }, PERSON_MSG.idCard],
    [{ id_card: '33010619910512341' }, PERSON_MSG.idCard],
    [{ id_card: '330106199105****18' }, PERSON_MSG.idCard],
    [{ mobile: '' }, PERSON_MSG.mobile],
    [{ mobile: '12905710011' }, PERSON_MSG.mobile],
    [{ role_id: '' }, PERSON_MSG.role],
  ])('%j gives %s', (patch, message) => {
    expect(firstError(personSchema.safeParse({ ...valid, ...patch }))?.message).toBe(message);
  });

  it.each(['330106910512341', '33010619910512341X', '33010619910512341x'])('accepts the ID card %s', (id_card) => {
    expect(personSchema.safeParse({ ...valid, id_card }).success).toBe(true);
  });
});

describe('project form', () => {
  const valid: ProjectForm = {
    project_name: '临平新城安置房三期',
    org_batch_id: '13',
    project_type: '1',
    address: '杭州市临平区望梅路 606 号',
    is_have_bim: false,
    start_date: '2026-03-16',
    end_date: '2028-09-30',
    contract_amount: '215000000.00',
    build_area: '84600',
    manager_name: '祝海峰',
    manager_mobile: '13905710009',
    construction_unit: '',
    supervision_unit: '',
    permit_no: '330113202603100021',
  };

  it('builds the body with numbers and the BIM flag', () => {
    const r = projectSchema.safeParse(valid);
    expect(r.success).toBe(true);
    expect(projectBody(r.data!)).toMatchObject({
      org_batch_id: 13,
      project_type: 1,
      is_have_bim: '0',
      contract_amount: 215000000,
      build_area: 84600,
      construction_unit: undefined,
    });
    expect(projectBody({ ...r.data!, is_have_bim: true, start_date: '' })).toMatchObject({
      is_have_bim: 'BIM',
      start_date: undefined,
    });
  });

  it('refuses an end date before the start date on the end date', () => {
    expect(firstError(projectSchema.safeParse({ ...valid, end_date: '2026-01-01' }))).toEqual({
      path: 'end_date',
      message: '竣工日期不能早于开工日期',
    });
  });

  it('sends the coordinates as numbers and refuses a bad or lone coordinate', () => {
    const r = projectSchema.safeParse({ ...valid, lng: '120.3021', lat: '30.4218' });
    expect(projectBody(r.data!)).toMatchObject({ lng: 120.3021, lat: 30.4218 });
    expect(projectBody({ ...r.data!, lng: '', lat: '' })).toMatchObject({ lng: undefined, lat: undefined });
    expect(firstError(projectSchema.safeParse({ ...valid, lng: '200', lat: '30' }))).toEqual({
      path: 'lng',
      message: '经度应为 -180～180，最多6位小数',
    });
    expect(firstError(projectSchema.safeParse({ ...valid, lng: '120.3', lat: '' }))).toEqual({
      path: 'lat',
      message: '经度、纬度须同时填写',
    });
  });
});

describe('single config form', () => {
  const config = {
    id: 31,
    project_id: 1001,
    attendance_start_time: '06:30',
    attendance_end_time: '18:30',
    work_hours_per_day: 8,
    absence_alarm_days: 3,
    hat_unwear_alarm_minutes: 30,
    stayin_alarm_minutes: 120,
    stationary_alarm_minutes: 30,
    male_age_limit: 60,
    female_age_limit: 55,
    real_name_required: 1 as const,
    education_required: 0 as const,
    wage_pay_day: 15,
  };

  it('round-trips the server values through the form into the edit body', () => {
    const form = configForm(config);
    expect(form.real_name_required).toBe(true);
    expect(form.education_required).toBe(false);
    const r = configSchema.safeParse(form);
    expect(r.success).toBe(true);
    const { id: _id, ...expected } = config;
    expect(configBody(1001, r.data!)).toEqual(expected);
  });

  it.each([
    [{ wage_pay_day: '32' }, 'wage_pay_day', '请输入1～31日'],
    [{ hat_unwear_alarm_minutes: 'abc' }, 'hat_unwear_alarm_minutes', '请输入1～480分钟'],
    [{ work_hours_per_day: '8.3' }, 'work_hours_per_day', '请输入1～24小时（可半小时）'],
    [{ attendance_end_time: '06:00' }, 'attendance_end_time', '结束时间须晚于开始时间'],
  ])('%j is refused on %s', (patch, path, message) => {
    expect(firstError(configSchema.safeParse({ ...configForm(config), ...patch }))).toEqual({ path, message });
  });
});

describe('power bits (seed 000 §6)', () => {
  it.each([
    [0, 2, false],
    [14, 2, true],
    [14, 4, true],
    [14, 8, true],
    [14, 16, false],
    [0, 1024, true],
    [1024, 1024, false],
    [1030, 1024, false],
  ])('power %i shows bit %i as granted: %s', (power, bit, granted) => {
    expect(isGranted(power, bit)).toBe(granted);
  });

  it('granting 编辑状态 clears bit 1024, withdrawing it sets the bit; other bits are plain', () => {
    expect(setGranted(1030, 1024, true)).toBe(6);
    expect(setGranted(6, 1024, false)).toBe(1030);
    expect(setGranted(6, 8, true)).toBe(14);
    expect(setGranted(14, 2, false)).toBe(12);
  });
});

describe('role menu powers', () => {
  const tree: PowerNode[] = [
    {
      menu_id: 1400,
      title: '人员管理',
      checked: true,
      power_value: 0,
      power_options: [],
      children: [
        { menu_id: 1401, title: '工人花名册', checked: true, power_value: 14, power_options: [2, 4, 8] },
        { menu_id: 1402, title: '工人详情', checked: false, power_value: 0, power_options: [] },
      ],
    },
    {
      menu_id: 1800,
      title: '系统管理',
      checked: false,
      power_value: 0,
      power_options: [],
      children: [
        { menu_id: 1803, title: '项目管理', checked: false, power_value: 0, power_options: [2, 4, 1024] },
        { menu_id: 1808, title: '角色管理', checked: false, power_value: 0, power_options: [2, 4, 8, 64] },
      ],
    },
  ];

  it('sends the checked menus with their groups, leaving unchecked ones out', () => {
    expect(powerEditBody(3, tree, powerStateOf(tree))).toEqual({
      role_id: 3,
      menus: [
        { menu_id: 1400, power_value: 0 },
        { menu_id: 1401, power_value: 14 },
      ],
    });
  });

  it('a group counts as checked when any child is; checking a group checks every menu under it', () => {
    let state = powerStateOf(tree);
    expect(isChecked(tree[1]!, state)).toBe(false);
    state = setChecked(tree[1]!, state, true);
    expect(isChecked(tree[1]!, state)).toBe(true);
    state = { ...state, 1803: { checked: true, power: setGranted(6, 1024, false) } };
    expect(powerEditBody(3, tree, state).menus).toEqual([
      { menu_id: 1400, power_value: 0 },
      { menu_id: 1401, power_value: 14 },
      { menu_id: 1800, power_value: 0 },
      { menu_id: 1803, power_value: 1030 },
      { menu_id: 1808, power_value: 0 },
    ]);
    state = setChecked(tree[0]!, state, false);
    expect(powerEditBody(3, tree, state).menus.map((m) => m.menu_id)).toEqual([1800, 1803, 1808]);
  });

  it('drops bits a page does not support', () => {
    const state = { ...powerStateOf(tree), 1401: { checked: true, power: 14 | 64 } };
    expect(powerEditBody(3, tree, state).menus).toContainEqual({ menu_id: 1401, power_value: 14 });
  });
});

describe('helpers', () => {
  it('formats money with two decimals and 元', () => {
    expect(formatMoney(486500000)).toBe('486,500,000.00 元');
    expect(formatMoney(0.5)).toBe('0.50 元');
    expect(formatMoney(undefined)).toBe('—');
  });

  it('takes the branches (second level) of the company tree as options', () => {
    expect(
      branchOptions([
        {
          id: 1,
          label: '华建集团有限公司',
          children: [
            { id: 11, label: '华建集团第一分公司', children: [{ id: 1001, label: '滨江花园二期住宅项目' }] },
            { id: 12, label: '华建集团第二分公司' },
          ],
        },
      ]),
    ).toEqual([
      { value: '11', label: '华建集团第一分公司' },
      { value: '12', label: '华建集团第二分公司' },
    ]);
    expect(branchOptions(undefined)).toEqual([]);
  });
});
