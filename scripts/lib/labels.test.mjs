import { describe, expect, it } from 'vitest';
import { labelErrors, labelTable, renderLabels, renderTags } from './labels.mjs';

const field = (extra) => ({ type: 'integer', description: '状态：0 待处理，1 已完成（闭环）', ...extra });
const docOf = (props, more = {}) => ({
  components: { schemas: { Thing: { type: 'object', properties: props }, ...more } },
});

describe('x-labels and x-tones rules', () => {
  it('accept names written in the description, codes equal to the enum and tones of the vocabulary', () => {
    const doc = docOf({
      status: field({
        enum: [0, 1, null],
        'x-labels': { 0: '待处理', 1: '已完成' },
        'x-tones': { 0: 'warning', 1: 'success' },
      }),
    });
    expect(labelErrors(doc)).toEqual([]);
  });
  it('refuse a name the description does not give, a code outside the enum, a bad tone and tones without names', () => {
    const doc = docOf({
      a: field({ 'x-labels': { 0: '待办', 1: '已完成' } }),
      b: field({ enum: [0, 1], 'x-labels': { 0: '待处理', 2: '已完成' } }),
      c: field({ 'x-labels': { 0: '待处理', 1: '已完成' }, 'x-tones': { 0: 'warning', 1: 'green' } }),
      d: field({ 'x-labels': { 0: '待处理', 1: '已完成' }, 'x-tones': { 0: 'warning' } }),
      e: field({ 'x-tones': { 0: 'warning' } }),
      f: field({ 'x-labels': { x: '待处理' } }),
    });
    const errors = labelErrors(doc).join('\n');
    expect(errors).toContain('Thing.a: x-labels 的「0 待办」须在 description 中写明');
    expect(errors).toContain('Thing.b: x-labels 的编码（0、2）须与 enum（0、1）一致');
    expect(errors).toContain('Thing.c: x-tones 的「1」须为 primary、success、warning、danger、muted 之一');
    expect(errors).toContain('Thing.d: x-tones 的编码须与 x-labels 一致');
    expect(errors).toContain('Thing.e: 有 x-tones 须有 x-labels');
    expect(errors).toContain('Thing.f: x-labels 的编码「x」须为整数');
  });
});

describe('the generated modules', () => {
  const doc = docOf(
    {
      status: field({ 'x-labels': { 0: '待处理', 1: '已完成' }, 'x-tones': { 0: 'warning', 1: 'success' } }),
      kind: { type: 'integer', description: "类型：1 甲'乙，2 丙", 'x-labels': { 1: "甲'乙", 2: '丙' } },
      plain: { type: 'string' },
    },
    {
      ThingDetail: {
        allOf: [
          { $ref: '#/components/schemas/Thing' },
          {
            type: 'object',
            properties: {
              kind: { type: 'integer', description: '类型：1 丁，2 戊', 'x-labels': { 1: '丁', 2: '戊' } },
            },
          },
        ],
      },
      Empty: { type: 'object', properties: { plain: { type: 'string' } } },
    },
  );
  it('list each schema with coded fields once, its own property replacing an allOf part’s of the same name', () => {
    const table = labelTable(doc);
    expect(table.map((r) => r.schema)).toEqual(['Thing', 'ThingDetail']);
    const detail = table[1].fields;
    expect(detail.map((f) => f.name)).toEqual(['status', 'kind']);
    expect(detail[1].labels).toEqual({ 1: '丁', 2: '戊' });
  });
  it('labels: names by code, quoted; tags: only toned fields, with label and tone', () => {
    const labels = renderLabels(doc);
    expect(labels).toContain("kind: { 1: '甲\\'乙', 2: '丙' } as LabelTable,");
    expect(labels).toContain('export const ThingDetail = {');
    const tags = renderTags(doc);
    expect(tags).toContain(
      "status: { 0: { label: '待处理', tone: 'warning' }, 1: { label: '已完成', tone: 'success' } } as TagTable,",
    );
    expect(tags).not.toContain('kind:');
  });
});
