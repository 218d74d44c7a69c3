// 角色管理 · the power bits and the menu-rights tree state (moved out of system-rules.ts).
import type { components } from '@site/sdk';

type Schemas = components['schemas'];

// ——— 角色的菜单权限 (000 §6)

/** The button bits of seed 000 §6 with their names in the checklist. */
export const POWER_OPTIONS: readonly { bit: number; label: string }[] = [
  { bit: 2, label: '新增' },
  { bit: 4, label: '编辑' },
  { bit: 8, label: '删除' },
  { bit: 16, label: '设置/导入' },
  { bit: 32, label: '作废/退回' },
  { bit: 64, label: '启动/配置' },
  { bit: 128, label: '绑定工人' },
  { bit: 256, label: '查看协议' },
  { bit: 512, label: '使用明细' },
  { bit: 1024, label: '编辑状态' },
];

const EDIT_STATUS_BIT = 1024;

/** Whether the checklist shows `bit` as granted: every bit when set, except 1024 (editStatus) granted when NOT set. */
export function isGranted(powerValue: number, bit: number): boolean {
  const set = (powerValue & bit) !== 0;
  return bit === EDIT_STATUS_BIT ? !set : set;
}

/** Grant or withdraw `bit` (for 1024, granting clears the bit). */
export function setGranted(powerValue: number, bit: number, granted: boolean): number {
  const turnOn = bit === EDIT_STATUS_BIT ? !granted : granted;
  return turnOn ? powerValue | bit : powerValue & ~bit;
}

export type PowerNode = Schemas['MenuPowerNode'];

/** The editable state: menu id → { checked, power_value }. */
export type PowerState = Record<number, { checked: boolean; power: number }>;

export function powerStateOf(nodes: readonly PowerNode[]): PowerState {
  const out: PowerState = {};
  const walk = (list: readonly PowerNode[]) => {
    for (const n of list) {
      out[n.menu_id] = { checked: n.checked, power: n.power_value };
      if (n.children?.length) walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** A group counts as checked when any menu under it is; a leaf by its own box. */
export function isChecked(node: PowerNode, state: PowerState): boolean {
  if (node.children?.length) return node.children.some((c) => isChecked(c, state));
  return state[node.menu_id]?.checked ?? false;
}

/** Check or uncheck a menu and everything under it. */
export function setChecked(node: PowerNode, state: PowerState, checked: boolean): PowerState {
  const next = { ...state };
  const walk = (n: PowerNode) => {
    next[n.menu_id] = { checked, power: next[n.menu_id]?.power ?? n.power_value };
    n.children?.forEach(walk);
  };
  walk(node);
  return next;
}

/** The whole-overwrite body of /pc/vmemu/power/edit: every checked menu (groups included) with its bits. */
export function powerEditBody(
  roleId: number,
  nodes: readonly PowerNode[],
  state: PowerState,
): Schemas['MenuPowerEditBody'] {
  const menus: { menu_id: number; power_value: number }[] = [];
  const walk = (list: readonly PowerNode[]) => {
    for (const n of list) {
      if (!isChecked(n, state)) continue;
      const allowed = (n.power_options ?? []).reduce((acc, b) => acc | b, 0);
      menus.push({
        menu_id: n.menu_id,
        power_value: n.children?.length ? 0 : (state[n.menu_id]?.power ?? 0) & allowed,
      });
      if (n.children?.length) walk(n.children);
    }
  };
  walk(nodes);
  return { role_id: roleId, menus };
}
