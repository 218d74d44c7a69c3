import { describe, expect, it } from 'vitest';
import { nextAfterClose, viewsReducer, type VisitedView } from './visited-views';

const visit = (views: VisitedView[], path: string, fullPath = path, affix = false) =>
  viewsReducer(views, { type: 'visit', path, fullPath, title: path, affix });

const three = visit(visit(visit([], '/home', '/home', true), '/a'), '/b');

describe('tag strip', () => {
  it('adds each page once, in visiting order, remembering its query', () => {
    const again = visit(three, '/a', '/a?page=3');
    expect(again.map((v) => v.path)).toEqual(['/home', '/a', '/b']);
    expect(again[1]!.fullPath).toBe('/a?page=3');
  });
  it('close removes a tag but never an affix tag', () => {
    expect(viewsReducer(three, { type: 'close', path: '/a' }).map((v) => v.path)).toEqual(['/home', '/b']);
    expect(viewsReducer(three, { type: 'close', path: '/home' }).map((v) => v.path)).toEqual(['/home', '/a', '/b']);
  });
  it('close others keeps the affix tags and the chosen one', () =>
    expect(viewsReducer(three, { type: 'closeOthers', path: '/b' }).map((v) => v.path)).toEqual(['/home', '/b']));
  it('close all keeps only affix tags', () =>
    expect(viewsReducer(three, { type: 'closeAll' }).map((v) => v.path)).toEqual(['/home']));
  it('refresh bumps only that page', () => {
    const r = viewsReducer(three, { type: 'refresh', path: '/a' });
    expect(r.map((v) => v.refresh)).toEqual([0, 1, 0]);
  });
  it('an affix tag not yet shown is marked shown by its first visit, and only then', () => {
    const start: VisitedView[] = [
      { path: '/home', fullPath: '/home', title: '首页', affix: true, refresh: 0, shown: false },
    ];
    const elsewhere = visit(start, '/a');
    expect(elsewhere.map((v) => [v.path, v.shown])).toEqual([
      ['/home', false],
      ['/a', true],
    ]);
    expect(visit(elsewhere, '/home')[0]!.shown).toBe(true);
  });
  it('after closing the active tab, go right, else left, else home', () => {
    expect(nextAfterClose(three, '/a')).toBe('/b');
    expect(nextAfterClose(three, '/b')).toBe('/a');
    expect(nextAfterClose(visit([], '/x'), '/x')).toBe('/home');
  });
});
