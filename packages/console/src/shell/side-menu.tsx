import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDown, ExternalLink } from 'lucide-react';
import type { MenuRoute } from '@/session/menu';
import { cn } from '@/lib/cn';
import { MenuIcon } from '@/ui/menu-icon';
import { Popover, PopoverContent, PopoverTrigger } from '@/ui/popover';
import { menuPagesOf } from '@/session/menu';
import { NewTabLink } from '@/ui/new-tab-link';

const contains = (r: MenuRoute, path: string): boolean => r.path === path || r.children.some((c) => contains(c, path));

function Item({ route, depth, collapsed }: { route: MenuRoute; depth: number; collapsed: boolean }) {
  const { pathname } = useLocation();
  const active = contains(route, pathname);
  const [open, setOpen] = useState(active);
  // Arriving at a page by its address (a link, a typed hash, back) opens the groups above it, as a click would.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  // A tab group is one page of the menu: its children are the tabs of that page.
  const visibleChildren = route.tabGroup ? [] : route.children.filter((c) => !c.hidden);
  const pad = { paddingLeft: collapsed ? undefined : 16 + depth * 14 };
  const label = (
    <>
      {depth === 0 ? <MenuIcon name={route.icon} className={cn('size-4 shrink-0', active && 'text-white')} /> : null}
      <span className={cn('truncate', collapsed && depth === 0 && 'sr-only')}>{route.title}</span>
    </>
  );
  if (visibleChildren.length && collapsed && depth === 0) {
    // Collapsed: the group's pages in a popover beside the icon (seed 000 §2).
    const pages = menuPagesOf(visibleChildren).filter((p) => !p.hidden);
    return (
      <li>
        <Popover>
          <PopoverTrigger
            title={route.title}
            aria-label={route.title}
            className={cn(
              'flex h-11 w-full items-center justify-center text-sidebar-text hover:bg-sidebar-hover',
              active && 'text-white',
            )}
          >
            <MenuIcon name={route.icon} className="size-4" />
          </PopoverTrigger>
          <PopoverContent side="right" align="start" sideOffset={2} className="w-48">
            <p className="px-3 py-1.5 text-xs font-medium text-muted">{route.title}</p>
            {pages.map((p) =>
              p.external ? (
                <NewTabLink
                  key={p.name + p.path}
                  href={p.path}
                  className="block rounded px-3 py-1.5 hover:bg-primary-soft hover:text-primary"
                >
                  {p.title}
                </NewTabLink>
              ) : (
                <NavLink
                  key={p.name + p.path}
                  to={p.path}
                  className={({ isActive }) =>
                    cn('block rounded px-3 py-1.5 hover:bg-primary-soft hover:text-primary', isActive && 'text-primary')
                  }
                >
                  {p.title}
                </NavLink>
              ),
            )}
          </PopoverContent>
        </Popover>
      </li>
    );
  }
  if (visibleChildren.length) {
    return (
      <li>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          title={collapsed ? route.title : undefined}
          className={cn(
            'flex h-11 w-full items-center gap-2 pr-4 text-left text-sidebar-text hover:bg-sidebar-hover',
            active && 'text-white',
            collapsed && 'justify-center px-0',
          )}
          style={pad}
        >
          {label}
          {collapsed ? null : (
            <ChevronDown className={cn('ml-auto size-3.5 transition-transform', open && 'rotate-180')} />
          )}
        </button>
        {open && !collapsed ? (
          <ul className="bg-black/10">
            {visibleChildren.map((c) => (
              <Item key={c.name + c.path} route={c} depth={depth + 1} collapsed={collapsed} />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  if (route.external) {
    return (
      <li>
        <NewTabLink
          href={route.path}
          className="flex h-11 items-center gap-2 pr-4 text-sidebar-text hover:bg-sidebar-hover"
          style={pad}
        >
          {label}
          <ExternalLink className="ml-auto size-3.5" aria-label="在新标签页打开" />
        </NewTabLink>
      </li>
    );
  }
  return (
    <li>
      <NavLink
        to={route.path}
        title={collapsed ? route.title : undefined}
        className={({ isActive }) =>
          cn(
            'flex h-11 items-center gap-2 pr-4 text-sidebar-text hover:bg-sidebar-hover',
            isActive && 'bg-primary/20 text-white',
            collapsed && 'justify-center px-0',
          )
        }
        style={pad}
      >
        {label}
      </NavLink>
    </li>
  );
}

export function SideMenu({ routes, collapsed }: { routes: MenuRoute[]; collapsed: boolean }) {
  return (
    <nav aria-label="侧边菜单" className="h-full overflow-y-auto">
      <ul>
        {routes
          .filter((r) => !r.hidden)
          .map((r) => (
            <Item key={r.name + r.path} route={r} depth={0} collapsed={collapsed} />
          ))}
      </ul>
    </nav>
  );
}
