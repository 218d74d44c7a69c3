import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, keepOpenable, leavesOf, type ServerMenuEntry } from './menu';

const server: ServerMenuEntry[] = [
  {
    module: 'pc',
    menuUrl: '/home',
    menuCode: 'Home',
    menuName: '首页',
    icon: 'home',
    filePath: 'Layout',
    children: [
      {
        module: 'pc',
        menuUrl: '/home/org',
        menuCode: 'HomeOrg',
        menuName: '组织首页',
        filePath: 'home/org',
        power_value: 6,
        perms: 'a, b',
      },
      {
        module: 'pc',
        menuUrl: '/home/detail',
        menuCode: 'HomeDetail',
        menuName: '详情',
        filePath: 'home/detail',
        hideMenu: 1,
      },
    ],
  },
  { module: 'app', menuUrl: '/m', menuCode: 'Mobile', menuName: '移动端', filePath: 'Layout', children: [] },
  {
    module: 'pc',
    menuUrl: 'https://help.example.invalid/',
    menuCode: 'Help',
    menuName: '帮助中心',
    linkType: 1,
    children: [],
  },
  { module: 'pc', menuUrl: '/empty', menuCode: 'Empty', menuName: '空分组', filePath: 'Layout', children: [] },
];

describe('server menu → routes', () => {
  const routes = buildMenuRoutes(server);
  it('filters by module', () => expect(routes.map((r) => r.name)).toEqual(['Home', 'Help', 'Empty']));
  it('keeps title, icon, power value and perms', () => {
    expect(routes[0]).toMatchObject({ title: '首页', icon: 'home', filePath: 'Layout' });
    expect(routes[0]!.children[0]).toMatchObject({
      path: '/home/org',
      powerValue: 6,
      perms: ['a', 'b'],
      hidden: false,
    });
  });
  it('marks hidden entries and external links (linkType 1)', () => {
    expect(routes[0]!.children[1]!.hidden).toBe(true);
    expect(routes[1]).toMatchObject({ external: true, path: 'https://help.example.invalid/' });
  });
  it('empty children lists are removed', () => expect(routes[2]!.children).toEqual([]));
  it('leaves are the pages', () =>
    expect(leavesOf(routes).map((r) => r.name)).toEqual(['HomeOrg', 'HomeDetail', 'Help', 'Empty']));
  it('keepOpenable keeps pages with a view, external links, and groups that still have children', () => {
    const kept = keepOpenable(routes, (r) => r.filePath === 'home/org');
    expect(kept.map((r) => r.name)).toEqual(['Home', 'Help']);
    expect(kept[0]!.children.map((r) => r.name)).toEqual(['HomeOrg']);
  });
});
