// The pages of the mock's side menu (spec/MENU.md, the menu the mock answers after sign-in) that a user opens from
// the side menu: shown (hideMenu 0) and inside the app (a path, not an external link).
import { readFileSync } from 'node:fs';

export interface MenuPage {
  title: string;
  route: string;
  /** The groups above it, outermost first (分区 / 分组). */
  groups: string[];
}

export function menuPages(): MenuPage[] {
  const text = readFileSync(new URL('../../spec/MENU.md', import.meta.url), 'utf8');
  const pages: MenuPage[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | # | 分区 | 分组 | menuName | menuUrl | menuCode | filePath | hideMenu | power_value | perms |
    if (cells.length < 11 || !/^\d+$/.test(cells[1] ?? '')) continue;
    const [, , , group = '', title = '', url = '', , , hide] = cells;
    const route = url.replace(/`/g, '');
    if (hide !== '0' || !route.startsWith('/')) continue; // hidden pages open from an action; links leave the app
    pages.push({ title, route, groups: group.split(' / ') });
  }
  return pages;
}
