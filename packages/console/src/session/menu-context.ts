import { createContext, useContext } from 'react';
import type { MenuRoute } from './menu';

/**
 * `routes`: what this console can open (side menu, router); `all`: the server menu as granted; `openable`: whether
 * this console has a screen for a menu entry (the view registry the composition root gives the session gate).
 */
export interface MenuValue {
  routes: MenuRoute[];
  all: MenuRoute[];
  openable: (route: MenuRoute) => boolean;
}
export const MenuContext = createContext<MenuValue>({ routes: [], all: [], openable: () => false });
export const useMenu = () => useContext(MenuContext);
