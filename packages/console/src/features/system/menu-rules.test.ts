import { describe, expect, it } from 'vitest';
import {
  menuEditBody,
  menuForm,
  menuKind,
  menuPagePowers,
  menuSchema,
  MENU_MSG,
  parentOptions,
  powerNames,
  toMenuTree,
  type MenuItem,
} from './menu-rules';
import { POWER_OPTIONS } from './power-rules';

const item = (over: Partial<MenuItem>): MenuItem => ({ title: 't', path: '', filepath: '', power_value: 0, ...over });
/** 系统管理 (a directory) with the pages given. */
const systemDir = (children: MenuItem[]) =>
  item({ id: 1800, parent_id: 0, sort: 18, title: '系统管理', filepath: 'Layout', children });
/** 参建企业 (新增, 编辑, 删除) is listed before 组织架构, which sorts first. */
const corpPage = item({
  id: 1802,
  parent_id: 1800,
  sort: 2,
  title: '参建企业',
  path: '/system/corp',
  filepath: 'system/corp',
  power_value: 14,
});
const orgTreePage = item({
  id: 1801,
  parent_id: 1800,
  sort: 1,
  title: '组织架构',
  path: '/system/orgTree',
  filepath: 'system/orgTree',
});
const tree = toMenuTree([
  systemDir([corpPage, orgTreePage]),
  item({ id: 100, parent_id: 0, sort: 1, title: '首页', filepath: 'Layout', children: [] }),
]);

describe('menu tree', () => {
  it('orders by sort at every level and drops empty children', () => {
    expect(tree.map((n) => n.label)).toEqual(['首页', '系统管理']);
    expect(tree[1]?.children?.map((n) => n.label)).toEqual(['组织架构', '参建企业']);
    expect(tree[0]?.children).toBeUndefined();
  });
  it('offers 顶级 and the directories as parents, not pages nor the entry itself', () => {
    expect(parentOptions(tree).map((o) => o.value)).toEqual(['0', '100', '1800']);
    expect(parentOptions(tree, 1800).map((o) => o.value)).toEqual(['0', '100']);
  });
  it.each([
    [{ filepath: 'Layout', href: '' }, 'directory'],
    [{ filepath: 'View', href: '' }, 'group'],
    [{ filepath: 'system/corp', href: '' }, 'page'],
    [{ filepath: '', href: 'https://help.example.invalid/' }, 'link'],
  ] as const)('kind of %j is %s', (v, kind) => expect(menuKind(v)).toBe(kind));
  it('names the power bits set (000 §6)', () => {
    expect(powerNames(14, POWER_OPTIONS)).toEqual(['新增', '编辑', '删除']);
    expect(powerNames(0, POWER_OPTIONS)).toEqual([]);
  });
});

describe('menu form', () => {
  const valid = {
    ...menuForm(undefined, 1800),
    title: '操作日志',
    path: '/system/operLog',
    filepath: 'system/operLog',
  };
  it('requires a name', () => {
    const r = menuSchema.safeParse({ ...valid, title: '  ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MENU_MSG.title);
  });
  it.each([
    [{ path: 'system/x' }, MENU_MSG.path],
    [{ linkType: '1', path: '/help' }, MENU_MSG.link],
    [{ menuCode: 'systemOperLog' }, MENU_MSG.menuCode],
    [{ perms: 'a b' }, MENU_MSG.perms],
    [{ sort: '1.5' }, MENU_MSG.sort],
  ] as const)('refuses %j', (over, message) => {
    const r = menuSchema.safeParse({ ...valid, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('builds an add body with bits, code and perms', () => {
    const v = menuSchema.parse({ ...valid, menuCode: 'SystemOperLog', power_value: 6, perms: 'log:export', sort: '9' });
    expect(menuEditBody(v)).toEqual({
      parent_id: 1800,
      title: '操作日志',
      path: '/system/operLog',
      filepath: 'system/operLog',
      icon: '',
      power_value: 6,
      hidden: false,
      linkType: 0,
      module: 'pc',
      menuCode: 'SystemOperLog',
      perms: 'log:export',
      sort: 9,
      alwaysShow: false,
    });
  });
  it('edits with the id, leaving out an empty code and perms (the list does not carry them)', () => {
    const existing = item({
      id: 1902,
      parent_id: 1900,
      title: '帮助中心',
      href: 'https://help.example.invalid/',
      sort: 2,
    });
    const form = menuForm(existing);
    expect(form.linkType).toBe('1');
    expect(form.path).toBe('https://help.example.invalid/');
    const body = menuEditBody(menuSchema.parse(form), 1902);
    expect(body).toMatchObject({
      id: 1902,
      parent_id: 1900,
      linkType: 1,
      path: 'https://help.example.invalid/',
      sort: 2,
    });
    expect('menuCode' in body).toBe(false);
    expect('perms' in body).toBe(false);
  });
});

describe("menuPagePowers: the buttons each page of the user's full menu shows", () => {
  it('lists the pages in menu order with their trail and the names of their power bits', () => {
    const pages = menuPagePowers(
      [
        systemDir([
          corpPage,
          orgTreePage,
          item({
            id: 1803,
            sort: 3,
            title: '项目',
            path: '/system/project',
            filepath: 'system/project',
            power_value: 1026,
            hidden: true,
          }),
        ]),
      ],
      POWER_OPTIONS,
    );
    expect(pages).toEqual([
      { id: 1801, trail: ['系统管理', '组织架构'], path: '/system/orgTree', hidden: false, powerValue: 0, buttons: [] },
      {
        id: 1802,
        trail: ['系统管理', '参建企业'],
        path: '/system/corp',
        hidden: false,
        powerValue: 14,
        buttons: ['新增', '编辑', '删除'],
      },
      {
        id: 1803,
        trail: ['系统管理', '项目'],
        path: '/system/project',
        hidden: true,
        powerValue: 1026,
        buttons: ['新增', '禁止编辑状态'],
      },
    ]);
  });
});
