import { describe, expect, it } from 'vitest';
import { outputBody } from './output-dialog';

describe('填报本期产值', () => {
  it('sends the amount, and the description only when one was typed', () => {
    expect(outputBody(9101, { outputAmount: '1850000', outputDesc: '' })).toEqual({ id: 9101, outputAmount: 1850000 });
    expect(outputBody(9102, { outputAmount: ' 12.5 ', outputDesc: ' 3号楼主体 ' })).toEqual({
      id: 9102,
      outputAmount: 12.5,
      outputDesc: '3号楼主体',
    });
  });
});
