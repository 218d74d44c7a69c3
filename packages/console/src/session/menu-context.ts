import { createContext, useContext } from 'react';
import type { MenuRoute } from './menu';

/** `routes`: what this console can open (side menu, router); `all`: the server menu as granted. */
export const MenuContext = createContext<{ routes: MenuRoute[]; all: MenuRoute[] }>({ routes: [], all: [] });
export const useMenu = () => useContext(MenuContext);
