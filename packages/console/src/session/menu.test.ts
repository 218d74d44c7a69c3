import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, keepOpenable, leavesOf, menuPagesOf, tabGroupsOf, type ServerMenuEntry } from './menu';

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

describe('tab groups (seed 000 §2: a route marked as a tab group shows its children as tabs)', () => {
  const entries: ServerMenuEntry[] = [
    {
      menuUrl: '/person',
      menuCode: 'Person',
      menuName: '人员管理',
      filePath: 'Layout',
      children: [
        { menuUrl: '/person/team', menuCode: 'PersonTeam', menuName: '班组管理', filePath: 'person/team' },
        {
          menuUrl: '/person/blacklist',
          menuCode: 'PersonBlacklist',
          menuName: '黑名单',
          filePath: 'View',
          tabGroup: 1,
          children: [
            { menuUrl: '/person/blacklist/list', menuCode: 'L', menuName: '黑名单', filePath: 'person/blacklist/list' },
            { menuUrl: '/person/blacklist/check', menuCode: 'C', menuName: '核验记录', filePath: 'b/check' },
          ],
        },
        { menuUrl: '/person/other', menuCode: 'O', menuName: '其他', filePath: 'View', tabGroup: 1 },
      ],
    },
  ];
  const routes = buildMenuRoutes(entries, '');
  it('tabGroup 1 marks a group with children; a childless entry is no group', () => {
    const [team, blacklist, other] = routes[0]?.children ?? [];
    expect([team?.tabGroup, blacklist?.tabGroup, other?.tabGroup]).toEqual([false, true, false]);
  });
  it('the side menu counts a tab group as one page; the router still sees every child', () => {
    expect(menuPagesOf(routes).map((r) => r.path)).toEqual(['/person/team', '/person/blacklist', '/person/other']);
    expect(leavesOf(routes).map((r) => r.path)).toContain('/person/blacklist/check');
    expect(tabGroupsOf(routes).map((r) => r.path)).toEqual(['/person/blacklist']);
  });
});
