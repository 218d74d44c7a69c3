// The pure rules of 菜单管理 (000 §6, §7; 001 §7.14): the stored menu list as a tree, the kind of an entry, the form
// with its messages, and the body of /pc/vmemu/edit built from it.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import type { TreeNode } from '@/lib/tree';

type Schemas = components['schemas'];
export type MenuItem = Schemas['MenuStoredItem'];
export type MenuEditBody = Schemas['MenuEditBody'];

/** The menu icon sections (seed 000 §2; keys in spec/README.md) with their Chinese names. */
export const MENU_ICONS: readonly { value: string; label: string }[] = [
  { value: 'home', label: '首页' },
  { value: 'business', label: '业务' },
  { value: 'contract', label: '合同法务' },
  { value: 'data-analysis', label: '数据分析' },
  { value: 'early-warning', label: '预警' },
  { value: 'grid-manager', label: '网格管理' },
  { value: 'helmet-manager', label: '安全帽管理' },
  { value: 'labor-manager', label: '劳务管理' },
  { value: 'panorama', label: '全景' },
  { value: 'manager-behaviour', label: '管理人员行为' },
  { value: 'my-order', label: '我的待办' },
  { value: 'person', label: '人员' },
  { value: 'quality', label: '质量' },
  { value: 'schedule', label: '进度' },
  { value: 'security', label: '安全' },
  { value: 'setting', label: '设置' },
  { value: 'system', label: '系统' },
  { value: 'task', label: '任务' },
  { value: 'task-card', label: '任务卡' },
  { value: 'trajectory-overlap', label: '轨迹重叠' },
  { value: 'bad-work-record', label: '不良记录' },
  { value: 'no-power', label: '无电量工人' },
  { value: 'worker-complaint', label: '工人投诉' },
  { value: 'workflow', label: '流程' },
];

export type MenuKind = 'directory' | 'group' | 'page' | 'link';

/** 目录 (top-level Layout), 分组 (nested View), 外链 (href), or a 页面 (a view folder). */
export function menuKind(item: Pick<MenuItem, 'filepath' | 'href'>): MenuKind {
  if (item.href) return 'link';
  if (item.filepath === 'Layout') return 'directory';
  if (item.filepath === 'View') return 'group';
  return 'page';
}

export const MENU_KINDS: Record<MenuKind, { label: string; tone: 'primary' | 'success' | 'warning' | 'muted' }> = {
  directory: { label: '目录', tone: 'primary' },
  group: { label: '分组', tone: 'muted' },
  page: { label: '页面', tone: 'success' },
  link: { label: '外链', tone: 'warning' },
};

/** The stored list as tree nodes (id, label, the item kept as data), ordered by sort at every level. */
export function toMenuTree(items: readonly MenuItem[] | undefined): TreeNode<MenuItem>[] {
  return [...(items ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((item, i) => {
      const children = toMenuTree(item.children);
      const node: TreeNode<MenuItem> = { id: item.id ?? `new-${i}-${item.title}`, label: item.title, data: item };
      return children.length ? { ...node, children } : node;
    });
}

/** The entries a new or moved entry can go under: 顶级 (0), then every 目录 and 分组, indented by depth. */
export function parentOptions(
  nodes: readonly TreeNode<MenuItem>[],
  exclude?: number,
  depth = 0,
): { value: string; label: string }[] {
  const out = depth === 0 ? [{ value: '0', label: '顶级菜单' }] : [];
  for (const node of nodes) {
    const item = node.data;
    if (!item || item.id === undefined || item.id === exclude) continue;
    const kind = menuKind(item);
    if (kind !== 'directory' && kind !== 'group') continue;
    out.push({ value: String(item.id), label: `${'　'.repeat(depth + 1)}${item.title}` });
    out.push(...parentOptions(node.children ?? [], exclude, depth + 1));
  }
  return out;
}

/** A page of the user's full stored menu (/api/user/menu/all) with the buttons its power_value lets them see. */
export interface MenuPagePower {
  id: number | string;
  trail: string[];
  path: string;
  hidden: boolean;
  powerValue: number;
  buttons: string[];
}

/**
 * The pages (and links) of a stored menu list in menu order, each with the titles above it and the names of the
 * button bits set in its power_value (000 §6). Bit 1024 is the inverted one (it forbids 编辑状态), so it is named
 * as a restriction.
 */
export function menuPagePowers(
  items: readonly MenuItem[] | undefined,
  options: readonly { bit: number; label: string }[],
  trail: string[] = [],
): MenuPagePower[] {
  return [...(items ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .flatMap((item) => {
      const here = [...trail, item.title];
      const kind = menuKind(item);
      if (kind === 'directory' || kind === 'group') return menuPagePowers(item.children, options, here);
      const value = item.power_value ?? 0;
      const buttons = powerNames(
        value,
        options.filter((o) => o.bit !== 1024),
      );
      if (value & 1024) buttons.push('禁止编辑状态');
      return [
        {
          id: item.id ?? here.join('/'),
          trail: here,
          path: item.path ?? '',
          hidden: item.hidden === true,
          powerValue: value,
          buttons,
        },
        ...menuPagePowers(item.children, options, here),
      ];
    });
}

/** The names of the bits set in a power_value (seed 000 §6), in bit order. */
export function powerNames(powerValue: number, options: readonly { bit: number; label: string }[]): string[] {
  return options.filter((o) => (powerValue & o.bit) !== 0).map((o) => o.label);
}

export const MENU_MSG = {
  title: '请输入菜单名称',
  path: '路由地址须以 / 开头',
  link: '请输入以 http:// 或 https:// 开头的链接地址',
  menuCode: '路由名称须为大写字母开头的英文字母和数字，如 SystemMenu',
  perms: '权限标识用英文逗号分隔，如 team:checkin,team:exit',
  sort: '排序须为 0 到 9999 的整数',
} as const;

const CODE_PATTERN = /^[A-Z][A-Za-z0-9]*$/;
const PERMS_PATTERN = /^[A-Za-z][\w:-]*(,[A-Za-z][\w:-]*)*$/;

export const menuSchema = z
  .object({
    parent_id: z.string(),
    title: z.string().check(z.trim(), z.minLength(1, MENU_MSG.title), z.maxLength(30, '最多30个字')),
    linkType: z.enum(['0', '1']),
    path: z.string().check(z.trim(), z.maxLength(200, '最多200个字')),
    menuCode: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || CODE_PATTERN.test(v), MENU_MSG.menuCode),
    ),
    filepath: z.string().check(z.trim(), z.maxLength(100, '最多100个字')),
    icon: z.string(),
    hidden: z.boolean(),
    power_value: z.number(),
    perms: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || PERMS_PATTERN.test(v), MENU_MSG.perms),
    ),
    sort: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || (/^\d{1,4}$/.test(v) && Number(v) <= 9999), MENU_MSG.sort),
    ),
  })
  .check(
    z.refine((v) => v.linkType !== '1' || /^https?:\/\/\S+$/.test(v.path), {
      message: MENU_MSG.link,
      path: ['path'],
    }),
    z.refine((v) => v.linkType !== '0' || v.path === '' || v.path.startsWith('/'), {
      message: MENU_MSG.path,
      path: ['path'],
    }),
  );
export type MenuForm = z.infer<typeof menuSchema>;

/** The form of an entry being edited, or of a new one under `parentId`. */
export function menuForm(item: MenuItem | undefined, parentId = 0): MenuForm {
  return {
    parent_id: String(item?.parent_id ?? parentId),
    title: item?.title ?? '',
    linkType: item?.href ? '1' : '0',
    path: item ? item.href || item.path : '',
    menuCode: '',
    filepath: item?.filepath ?? '',
    icon: item?.icon ?? '',
    hidden: item?.hidden ?? false,
    power_value: item?.power_value ?? 0,
    perms: '',
    sort: item?.sort === undefined ? '' : String(item.sort),
  };
}

/**
 * The body of /pc/vmemu/edit: no id adds, an id edits. The stored list does not carry menuCode and perms, so when
 * editing, an empty one is left out (the server keeps what it has); when adding, empty perms are sent as ''.
 */
export function menuEditBody(v: MenuForm, id?: number): MenuEditBody {
  const body: MenuEditBody = {
    parent_id: Number(v.parent_id) || 0,
    title: v.title,
    path: v.path,
    filepath: v.filepath,
    icon: v.icon,
    power_value: v.power_value,
    hidden: v.hidden,
    linkType: v.linkType === '1' ? 1 : 0,
    module: 'pc',
  };
  if (id !== undefined) body.id = id;
  if (v.menuCode) body.menuCode = v.menuCode;
  if (v.perms || id === undefined) body.perms = v.perms;
  if (v.sort !== '') body.sort = Number(v.sort);
  if (id === undefined) body.alwaysShow = v.filepath === 'Layout';
  return body;
}
