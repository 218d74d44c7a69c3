import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  RECORD_TYPE,
  SEAL_STATUS,
  SEAL_TYPE,
  emptySealForm,
  sealActions,
  sealAddBody,
  sealImageError,
  sealPageQuery,
  sealSchema,
  suggestedSealName,
  toggleMessage,
  validityText,
  periodText,
  sealExpired,
  type SealFormValues,
} from './seal-model';

const valid: SealFormValues = {
  companyId: '2004',
  sealName: ' 杭州安捷机电安装有限公司合同专用章 ',
  sealType: '2',
  imageUrl: 'https://static.example.invalid/legal/2026/11/seal-2004-contract.png',
  legalPerson: '陈立新',
  keeperName: ' 冯卫东',
  keeperMobile: '13706810043',
  validStart: '2026-11-23',
  validEnd: '2027-11-22',
  remark: '',
};

const errorsOf = (v: SealFormValues) => {
  const r = sealSchema.safeParse(v);
  const first: Record<string, string> = {};
  // The form shows a field's first problem.
  for (const i of r.success ? [] : r.error.issues) first[String(i.path[0])] ??= i.message;
  return first;
};

describe('status tables', () => {
  it.each([
    [SEAL_TYPE, { 1: '公章', 2: '合同专用章', 3: '财务专用章', 4: '法人章' }],
    [SEAL_STATUS, { 0: '待审核', 1: '已启用', 2: '已停用', 3: '已驳回' }],
    [RECORD_TYPE, { 1: '提交', 2: '审核通过', 3: '驳回', 4: '启用', 5: '停用', 6: '签署授权', 7: '用印' }],
  ])('each code has its Chinese meaning from the spec', (table, labels) => {
    expect(Object.fromEntries(Object.entries(table).map(([k, t]) => [k, t.label]))).toEqual(
      Object.fromEntries(Object.entries(labels).map(([k, l]) => [k, l])),
    );
  });
});

describe('sealActions', () => {
  it.each([
    [0, null, true],
    [1, 2, false],
    [2, 1, true],
    [3, null, true],
    [undefined, null, false],
  ] as const)('status %s → toggle %s, deletable %s', (status, toggle, deletable) => {
    expect(sealActions(status)).toEqual({ toggle, deletable });
  });
  it('the confirmation says what happens', () => {
    expect(toggleMessage({ sealName: '甲公章' }, 2)).toBe('确定停用“甲公章”吗？停用后不能再用于电子签署。');
    expect(toggleMessage({ sealName: '甲公章' }, 1)).toBe('确定启用“甲公章”吗？启用后可用于电子签署。');
  });
});

describe('validityText', () => {
  const today = dayjs('2026-11-23');
  it('shows the period, marking one that has ended', () => {
    expect(validityText({ validStart: '2026-01-01', validEnd: '2027-12-31' }, today)).toBe('2026-01-01 至 2027-12-31');
    expect(validityText({ validStart: '2026-03-01', validEnd: '2026-10-31' }, today)).toBe(
      '2026-03-01 至 2026-10-31（已过期）',
    );
    expect(validityText({ validStart: '2026-03-01', validEnd: '2026-11-23' }, today)).not.toContain('已过期');
    expect(validityText({}, today)).toBe('—');
    expect(sealExpired({ validEnd: '2026-11-22' }, today)).toBe(true);
    expect(sealExpired({ validEnd: '2026-11-23' }, today)).toBe(false);
    expect(sealExpired({}, today)).toBe(false);
    expect(periodText({ validStart: '2026-03-01', validEnd: '2026-10-31' })).toBe('2026-03-01 至 2026-10-31');
  });
});

describe('sealSchema', () => {
  it('accepts a complete form', () => expect(errorsOf(valid)).toEqual({}));
  it('names every missing field in Chinese', () => {
    const e = errorsOf({ ...emptySealForm(dayjs('2026-11-23')) });
    expect(e).toEqual({
      companyId: '请选择企业',
      sealName: '请输入印章名称',
      sealType: '请选择印章类型',
      imageUrl: '请上传印模图片',
      legalPerson: '请输入法定代表人',
      keeperName: '请输入保管人姓名',
      keeperMobile: '请输入手机号',
    });
  });
  it.each(['12345678901', '1370681004', '137068100431', '1a706810043'])('refuses the mobile %s', (m) => {
    expect(errorsOf({ ...valid, keeperMobile: m }).keeperMobile).toBe('手机号格式错误');
  });
  it('refuses a period that ends before it starts, accepts one day', () => {
    expect(errorsOf({ ...valid, validEnd: '2026-11-22' }).validEnd).toBe('结束日期不能早于开始日期');
    expect(errorsOf({ ...valid, validEnd: '2026-11-23' })).toEqual({});
  });
  it('limits the lengths', () => {
    expect(errorsOf({ ...valid, sealName: '章'.repeat(51) }).sealName).toBe('印章名称最多50字');
    expect(errorsOf({ ...valid, remark: '字'.repeat(201) }).remark).toBe('用途说明最多200字');
  });
  it('starts with a one-year period from today', () => {
    const f = emptySealForm(dayjs('2026-11-23'));
    expect([f.validStart, f.validEnd]).toEqual(['2026-11-23', '2027-11-22']);
  });
});

describe('sealAddBody', () => {
  it('builds the spec body: numbers, trimmed texts, no empty remark', () => {
    expect(sealAddBody(valid)).toEqual({
      companyId: 2004,
      sealName: '杭州安捷机电安装有限公司合同专用章',
      sealType: 2,
      imageUrl: 'https://static.example.invalid/legal/2026/11/seal-2004-contract.png',
      legalPerson: '陈立新',
      keeperName: '冯卫东',
      keeperMobile: '13706810043',
      validStart: '2026-11-23',
      validEnd: '2027-11-22',
    });
    expect(sealAddBody({ ...valid, remark: ' 合同签署 ' }).remark).toBe('合同签署');
  });
});

describe('sealPageQuery', () => {
  it('sends only the chosen filters, as numbers', () => {
    expect(sealPageQuery(2, 20, { companyName: '宏达', sealType: '2', status: '0' })).toEqual({
      pageNum: 2,
      pageSize: 20,
      companyName: '宏达',
      sealType: 2,
      status: 0,
    });
    expect(sealPageQuery(1, 10, { sealType: '9', status: '' })).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('image and name helpers', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: 2 * 1024 * 1024 }, null],
    [{ type: 'application/pdf', size: 1000 }, '请上传 PNG 或 JPG 格式的印模图片'],
    [{ type: 'image/png', size: 2 * 1024 * 1024 + 1 }, '印模图片不能超过 2MB'],
  ])('%o → %s', (file, error) => expect(sealImageError(file)).toBe(error));
  it('suggests company + type as the seal name', () => {
    expect(suggestedSealName('浙江宏达建筑劳务有限公司', '3')).toBe('浙江宏达建筑劳务有限公司财务专用章');
    expect(suggestedSealName(undefined, '3')).toBe('');
    expect(suggestedSealName('浙江宏达建筑劳务有限公司', '')).toBe('');
  });
});
