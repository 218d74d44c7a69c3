import { describe, expect, it } from 'vitest';
import {
  addTroubleBody,
  addTroubleSchema,
  auditBody,
  auditSchema,
  delegateBody,
  delegateSchema,
  feedbackBody,
  feedbackSchema,
  reviewBody,
  reviewSchema,
  safeStatusBody,
  safeStatusSchema,
  troubleItemBody,
  troubleItemFormOf,
  troubleItemSchema,
} from './grid-task-forms';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('提交检查结论', () => {
  const items = [
    { itemId: 2101, content: '配电箱', result: '2' },
    { itemId: 5101, content: '动火', result: '1' },
  ];
  it('refuses 安全 while an item is 不合格, and an unanswered item', () => {
    expect(messages(safeStatusSchema.safeParse({ safeStatus: '1', results: items, remark: '' }))).toContain(
      '存在不合格项时，检查结论应为“存在隐患”',
    );
    expect(
      messages(safeStatusSchema.safeParse({ safeStatus: '2', results: [{ ...items[0], result: '' }], remark: '' })),
    ).toContain('请逐项选择检查结果');
    expect(messages(safeStatusSchema.safeParse({ results: [], remark: '' }))).toContain('请选择检查结论');
  });
  it('sends the conclusion and each item as numbers', () => {
    expect(safeStatusBody(17003, { safeStatus: '2', results: items, remark: ' 冠梁裂缝 ' })).toEqual({
      taskId: 17003,
      safeStatus: 2,
      itemResults: [
        { itemId: 2101, result: 2 },
        { itemId: 5101, result: 1 },
      ],
      remark: '冠梁裂缝',
    });
    expect(safeStatusBody(17003, { safeStatus: '1', results: [], remark: '' })).toEqual({
      taskId: 17003,
      safeStatus: 1,
    });
  });
});

describe('登记隐患', () => {
  const valid = {
    categoryId: '41',
    itemId: '',
    troubleLevel: '3',
    description: '基坑东侧冠梁裂缝',
    companyId: '2005',
    rectifyUserId: '5003',
    rectifyDeadline: '2026-11-24',
  };
  it('needs a category, a level, a description, a rectifier and a deadline', () => {
    expect(
      messages(
        addTroubleSchema.safeParse({
          ...valid,
          categoryId: '',
          troubleLevel: '',
          description: ' ',
          rectifyUserId: '',
          rectifyDeadline: '',
        }),
      ),
    ).toEqual(['请选择隐患分类', '请选择隐患等级', '请输入隐患描述', '请选择整改责任人', '请选择整改期限']);
    expect(addTroubleSchema.safeParse(valid).success).toBe(true);
  });
  it('sends numbers and leaves out the optional item and company when not chosen', () => {
    expect(addTroubleBody(17003, valid)).toEqual({
      taskId: 17003,
      categoryId: 41,
      troubleLevel: 3,
      description: '基坑东侧冠梁裂缝',
      companyId: 2005,
      rectifyUserId: 5003,
      rectifyDeadline: '2026-11-24',
    });
    expect(addTroubleBody(17003, { ...valid, itemId: '4101', companyId: '' })).toMatchObject({ itemId: 4101 });
    expect(addTroubleBody(17003, { ...valid, companyId: '' })).not.toHaveProperty('companyId');
  });
});

describe('整改反馈', () => {
  it('needs what was done, at most 500 characters', () => {
    expect(messages(feedbackSchema.safeParse({ content: '', rectifyTime: '2026-11-23T11:30' }))).toEqual([
      '请输入整改情况',
    ]);
    expect(messages(feedbackSchema.safeParse({ content: 'x'.repeat(501), rectifyTime: '2026-11-23T11:30' }))).toEqual([
      '整改情况最多500字',
    ]);
  });
  it('sends the time as YYYY-MM-DD HH:mm:ss', () => {
    expect(
      feedbackBody({ taskId: 17008, troubleId: 27006 }, { content: ' 已焊接固定 ', rectifyTime: '2026-11-23T11:30' }),
    ).toEqual({ taskId: 17008, troubleId: 27006, content: '已焊接固定', rectifyTime: '2026-11-23 11:30:00' });
  });
  it('整改反馈 sends the uploaded 整改后照片 addresses', () => {
    const url = 'https://static.example.invalid/pc/trouble/2026/11/23/5f3c9a1e.jpg';
    expect(
      feedbackBody({ taskId: 17008, troubleId: 27006 }, { content: '已焊接', rectifyTime: '2026-11-23T11:30' }, [url]),
    ).toEqual({
      taskId: 17008,
      troubleId: 27006,
      content: '已焊接',
      photos: [url],
      rectifyTime: '2026-11-23 11:30:00',
    });
  });
});

describe('复查 and 审批', () => {
  it('退回 and 驳回 need a reason; 通过 does not', () => {
    expect(messages(reviewSchema.safeParse({ result: '2', opinion: ' ' }))).toEqual(['退回整改时请填写退回原因']);
    expect(reviewSchema.safeParse({ result: '1', opinion: '' }).success).toBe(true);
    expect(messages(auditSchema.safeParse({ result: '2', opinion: '' }))).toEqual(['驳回时请填写驳回原因']);
    expect(auditSchema.safeParse({ result: '1', opinion: '' }).success).toBe(true);
  });
  it('build the spec bodies', () => {
    expect(reviewBody({ taskId: 17007, troubleId: 27005 }, { result: '1', opinion: '' })).toEqual({
      taskId: 17007,
      troubleId: 27005,
      result: 1,
    });
    expect(
      auditBody(
        { task_id: 17004, trouble_id: 27002, pro_inst_id: 'PI-2026-000124' },
        { result: '2', opinion: '防雨罩未固定' },
      ),
    ).toEqual({
      task_id: 17004,
      trouble_id: 27002,
      pro_inst_id: 'PI-2026-000124',
      audit_result: 2,
      opinion: '防雨罩未固定',
    });
    expect(auditBody({ task_id: 17004, trouble_id: 27002, pro_inst_id: null }, { result: '1', opinion: '' })).toEqual({
      task_id: 17004,
      trouble_id: 27002,
      audit_result: 1,
    });
  });
});

describe('转办', () => {
  it('needs a person', () => {
    expect(messages(delegateSchema.safeParse({ userId: '', comment: '' }))).toEqual(['请选择转办人']);
  });
  it('sends the flow task id and the person as a number', () => {
    expect(
      delegateBody({ flow_task_id: '2500124', pro_inst_id: 'PI-2026-000124' }, { userId: '5001', comment: '请审批' }),
    ).toEqual({ task_id: '2500124', pro_inst_id: 'PI-2026-000124', delegate_user_id: 5001, comment: '请审批' });
  });
});

describe('编辑隐患条目', () => {
  it('needs the content and a whole number of days', () => {
    const v = { content: ' ', troubleLevel: '2', rectifyDays: '1.5', basis: '', measure: '' };
    expect(messages(troubleItemSchema.safeParse(v))).toEqual(['请输入检查内容', '整改期限为 1–999 的整数天数']);
  });
  it('starts from the hazard detail and sends the pc service snake_case body, blanks left out', () => {
    const form = troubleItemFormOf({
      task_id: 17004,
      trouble_id: 27002,
      status: 2,
      trouble_level: 2,
      item_id: 2101,
      category_id: 21,
      item_content: '配电箱无门锁',
      item_rectify_days: 1,
      item_basis: 'JGJ 46-2005 第8.1.11条',
    });
    expect(form).toEqual({
      content: '配电箱无门锁',
      troubleLevel: '2',
      rectifyDays: '1',
      basis: 'JGJ 46-2005 第8.1.11条',
      measure: '',
    });
    expect(troubleItemBody({ id: 2101, categoryId: 21 }, { ...form, content: ' 配电箱无门锁或无防雨罩 ' })).toEqual({
      id: 2101,
      category_id: 21,
      content: '配电箱无门锁或无防雨罩',
      trouble_level: 2,
      rectify_days: 1,
      basis: 'JGJ 46-2005 第8.1.11条',
    });
  });
});
