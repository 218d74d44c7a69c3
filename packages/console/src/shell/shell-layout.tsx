import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useMenu } from '@/session/menu-context';
import { getCookie, setCookie } from '@/lib/cookies';
import { SIDEBAR_COOKIE } from '@/lib/constants';
import { cn } from '@/lib/cn';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { IdentitySwitcher } from './identity-switcher';
import { OrgTreeSwitcher } from './org-tree-switcher';
import { BigScreenButtons } from './big-screen-buttons';
import { HelpBall } from './help-ball';

/** Side menu open (1) or collapsed (0), remembered in a cookie; default open (seed 000 §4). */
function useSidebar(): [boolean, () => void] {
  const [open, setOpen] = useState(() => getCookie(SIDEBAR_COOKIE) !== '0');
  const toggle = () =>
    setOpen((v) => {
      setCookie(SIDEBAR_COOKIE, v ? '0' : '1');
      return !v;
    });
  return [open, toggle];
}

export function ShellLayout({ children }: { children: ReactNode }) {
  const { routes } = useMenu();
  const [open, toggle] = useSidebar();
  return (
    <div className="flex h-full" data-sidebar={open ? 'open' : 'collapsed'}>
      <aside
        className={cn(
          'flex shrink-0 flex-col bg-sidebar transition-[width] duration-200',
          open ? 'w-[var(--sidebar-width)]' : 'w-[var(--sidebar-collapsed-width)]',
        )}
      >
        <Link to="/" className="flex h-[var(--topbar-height)] items-center gap-2 px-4 text-white" aria-label="返回首页">
          <img src="favicon.svg" alt="" className="size-7" />
          {open ? <span className="truncate text-base font-semibold">智慧工地管理平台</span> : null}
        </Link>
        <SideMenu routes={routes} collapsed={!open} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-[var(--topbar-height)] shrink-0 items-center gap-3 border-b border-line bg-white px-3">
          <button
            type="button"
            onClick={toggle}
            className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
            aria-label={open ? '收起菜单' : '展开菜单'}
          >
            {open ? <PanelLeftClose className="size-5" /> : <PanelLeftOpen className="size-5" />}
          </button>
          <IdentitySwitcher />
          <OrgTreeSwitcher />
          <div className="ml-auto flex items-center gap-3">
            <BigScreenButtons />
            <UserMenu />
          </div>
        </header>
        <main className="flex min-h-0 flex-1 flex-col">{children}</main>
      </div>
      <HelpBall />
    </div>
  );
}
