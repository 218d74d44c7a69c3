import { describe, expect, it } from 'vitest';
import { labels, tags } from './index';

describe('labels and tags (the spec’s x-labels and x-tones)', () => {
  it('name a code and give a status its tone', () => {
    expect(labels.AlarmRecord.type[5]).toBe('SOS 求救');
    expect(tags.WagesTroubleRecord.status[3]).toEqual({ label: '已驳回', tone: 'danger' });
  });
  it('a tagged field carries the same codes and names as its labels', () => {
    for (const [schema, fields] of Object.entries(tags))
      for (const [field, table] of Object.entries(fields)) {
        const names = (labels as unknown as Record<string, Record<string, Record<string, string>>>)[schema]?.[field];
        expect(names, `${schema}.${field}`).toBeDefined();
        expect(Object.fromEntries(Object.entries(table).map(([code, t]) => [code, t.label]))).toEqual(names);
      }
  });
});
