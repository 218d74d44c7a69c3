import { describe, expect, it } from 'vitest';
import { canGoBack } from '@/ui/detail-page';
import {
  BLACK_STATUS,
  blacklistBody,
  CHECK_STATUS,
  evaluationBody,
  formatMoney,
  formatScore,
  isIdCard,
  LEVEL,
  optionsOf,
  releaseBody,
  violationRankQuery,
  WORKER_STATUS,
  type BlacklistFormValues,
} from './person-model';
import { blacklistSchema, checkConfigBody, checkConfigSchema } from './blacklist-schema';
import { evaluationSchema, isScore } from './evaluation-schema';

describe('status tables carry the spec meanings', () => {
  it.each([
    [WORKER_STATUS, 0, '待进场'],
    [WORKER_STATUS, 1, '在场'],
    [WORKER_STATUS, 2, '已退场'],
    [BLACK_STATUS, 0, '已解除'],
    [BLACK_STATUS, 1, '生效中'],
    [CHECK_STATUS, 1, '已禁止进场'],
    [CHECK_STATUS, 2, '已放行（误报）'],
    [LEVEL, 'A', '优秀'],
    [LEVEL, 'D', '不合格'],
  ] as const)('%#: %s → %s', (table, value, label) => {
    expect((table as Record<string | number, { label: string }>)[value]?.label).toBe(label);
  });
  it('options for a select filter keep the server value', () => {
    expect(optionsOf(WORKER_STATUS)).toEqual([
      { value: '0', label: '待进场' },
      { value: '1', label: '在场' },
      { value: '2', label: '已退场' },
    ]);
  });
});

describe('ID card rule (seed 000 §5: 15 or 18 digits)', () => {
  it.each([
    ['330106780311151', true],
    ['330106197803111518', true],
    ['33010619780311151X', true],
    ['33010619780311151x', true],
    ['3301061978031115', false],
    ['33010619780311151Y', false],
    ['330106197803****15', false],
    ['', false],
  ])('%s → %s', (value, ok) => expect(isIdCard(value)).toBe(ok));
});

it('money shows two decimals and 元', () => {
  expect(formatMoney(420)).toBe('420.00 元');
  expect(formatMoney(null)).toBe('—');
});

it('scores show their sign', () => {
  expect(formatScore(5)).toBe('+5');
  expect(formatScore(-12)).toBe('-12');
  expect(formatScore(-2.5)).toBe('-2.5');
});

const blackValues: BlacklistFormValues = {
  name: ' 鲁某某 ',
  id_card: '362202198011123433',
  mobile: '',
  black_type: '2',
  reason: '高处作业拒不系安全带',
  start_date: '2026-09-14',
  end_date: '',
  status: '1',
};

describe('blacklist body', () => {
  it('a new entry has no id, numbers for codes, null end date for 永久, no empty mobile', () => {
    expect(blacklistBody(blackValues)).toEqual({
      name: '鲁某某',
      id_card: '362202198011123433',
      black_type: 2,
      reason: '高处作业拒不系安全带',
      start_date: '2026-09-14',
      end_date: null,
      status: 1,
    });
  });
  it('an edit carries id and worker id', () => {
    const body = blacklistBody(
      { ...blackValues, mobile: '13907950133', end_date: '2027-09-13', status: '0' },
      {
        id: 300,
        worker_id: 4109,
      },
    );
    expect(body).toMatchObject({ id: 300, worker_id: 4109, mobile: '13907950133', end_date: '2027-09-13', status: 0 });
  });
  it('解除 sends the same entry with status 0', () => {
    const entry: Parameters<typeof releaseBody>[0] = {
      id: 301,
      worker_id: 4109,
      name: '胡大勇',
      id_card: '420621198507****53',
      mobile: '13872120953',
      black_type: 1,
      reason: '恶意讨薪',
      start_date: '2026-10-30',
      end_date: '2027-10-29',
      status: 1,
    };
    expect(releaseBody(entry)).toEqual({ ...entry, status: 0 });
  });
});

describe('blacklist form rules', () => {
  const errorsOf = (editing: boolean, v: Partial<BlacklistFormValues>) => {
    const r = blacklistSchema(editing).safeParse({ ...blackValues, ...v });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a complete entry', () => expect(errorsOf(false, {})).toEqual({}));
  it.each([
    [{ name: '  ' }, 'name', '姓名不能为空'],
    [{ id_card: '12345' }, 'id_card', '身份证号格式错误'],
    [{ mobile: '12345678901' }, 'mobile', '手机号格式错误'],
    [{ black_type: '' }, 'black_type', '请选择类型'],
    [{ reason: '' }, 'reason', '请输入列入原因'],
    [{ start_date: '' }, 'start_date', '请选择生效日期'],
    [{ end_date: '2026-01-01' }, 'end_date', '到期日期不能早于生效日期'],
  ] as const)('%#: %o → %s: %s', (v, path, message) => expect(errorsOf(false, v)[path]).toBe(message));
  it('an edited entry keeps its masked ID card', () => {
    expect(errorsOf(true, { id_card: '420621198507****53' })).toEqual({});
  });
});

describe('evaluation', () => {
  it.each([
    ['10', true],
    ['0.5', true],
    ['100', true],
    ['0', false],
    ['100.5', false],
    ['-5', false],
    ['1.25', false],
    ['abc', false],
  ])('score %s → %s', (v, ok) => expect(isScore(v)).toBe(ok));

  it('refuses an empty item and score with the form messages', () => {
    const r = evaluationSchema.safeParse({
      appraise_type: '2',
      item_name: '',
      score: '',
      description: '',
      label_ids: [],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['请输入评价项', '请输入分值']);
  });

  it('builds the add body: numbers, the project, labels, no empty description', () => {
    expect(
      evaluationBody(
        { appraise_type: '2', item_name: ' 高处作业未系安全带 ', score: '10', description: ' ', label_ids: ['24'] },
        { worker_id: 4004, project_id: 1001 },
      ),
    ).toEqual({
      worker_id: 4004,
      project_id: 1001,
      appraise_type: 2,
      item_name: '高处作业未系安全带',
      score: 10,
      label_ids: [24],
    });
  });
});

describe('detail page 返回', () => {
  it('goes back only when the app has an earlier entry', () => {
    expect(canGoBack({ idx: 2 })).toBe(true);
    expect(canGoBack({ idx: 0 })).toBe(false);
    expect(canGoBack(null)).toBe(false);
  });
});

describe('violationRankQuery', () => {
  it('covers the last N days, today included', () => {
    expect(violationRankQuery(7, '2026-11-22')).toEqual({ start_date: '2026-11-16', end_date: '2026-11-22', top: 10 });
    expect(violationRankQuery(30, '2026-03-01', 5)).toEqual({
      start_date: '2026-01-31',
      end_date: '2026-03-01',
      top: 5,
    });
  });
});

describe('checkConfigSchema / checkConfigBody', () => {
  const base = { enabled: true, action: '1', include_credit_list: false, notify_sms: true, mobiles: '' };
  const errorsOf = (v: typeof base) => {
    const r = checkConfigSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('needs a mobile when SMS is on, and valid mobiles', () => {
    expect(errorsOf(base)).toEqual(['开启短信通知时请填写接收手机号']);
    expect(errorsOf({ ...base, mobiles: '1390571000' })).toContain('手机号格式错误');
    expect(errorsOf({ ...base, mobiles: '13905710002\n13905710003' })).toEqual([]);
    expect(errorsOf({ ...base, notify_sms: false })).toEqual([]);
    expect(errorsOf({ ...base, action: '' })).toContain('请选择命中后处理');
  });
  it('builds the body with the split mobiles (none when SMS is off)', () => {
    expect(checkConfigBody(3, { ...base, action: '2', mobiles: '13905710002，13905710003' })).toEqual({
      id: 3,
      enabled: true,
      action: 2,
      include_credit_list: false,
      notify_sms: true,
      notify_mobiles: ['13905710002', '13905710003'],
    });
    expect(checkConfigBody(3, { ...base, notify_sms: false, mobiles: '13905710002' }).notify_mobiles).toEqual([]);
  });
});
