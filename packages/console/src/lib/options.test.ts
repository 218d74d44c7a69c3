import { describe, expect, it } from 'vitest';
import { flagOptions, optionsOf } from './options';

describe('optionsOf', () => {
  it('takes labels from plain texts and from tags, codes ascending', () => {
    expect(optionsOf({ 2: { label: '已完成' }, 0: '待处理', 1: { label: '进行中' } })).toEqual([
      { value: '0', label: '待处理' },
      { value: '1', label: '进行中' },
      { value: '2', label: '已完成' },
    ]);
  });
  it('keeps text codes in the order written', () => {
    expect(optionsOf({ b: 'B', a: 'A' })).toEqual([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
  });
});

describe('flagOptions', () => {
  it('lists the 1 option before the 0 one, with numeric values', () => {
    expect(flagOptions('已绑定', '未绑定')).toEqual([
      { value: 1, label: '已绑定' },
      { value: 0, label: '未绑定' },
    ]);
  });
});
