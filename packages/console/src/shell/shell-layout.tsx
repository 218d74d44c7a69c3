import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PanelLeftClose, PanelLeftOpen, Settings as SettingsIcon } from 'lucide-react';
import * as Dialog from '@radix-ui/react-dialog';
import { useMenu } from '@/session/menu-context';
import { getCookie, setCookie } from '@/lib/cookies';
import { SIDEBAR_COOKIE } from '@/lib/constants';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-media-query';
import { isMicroFrontend } from '@/lib/embedding';
import { useSettings } from '@/lib/settings';
import { session } from '@/platform/session-store';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { IdentitySwitcher } from './identity-switcher';
import { OrgTreeSwitcher } from './org-tree-switcher';
import { BigScreenButtons } from './big-screen-buttons';
import { HelpBall } from './help-ball';
import { MyOrderLink } from './my-order-link';

// The settings panel is drawn only once asked for: its code waits in a chunk of its own.
const SettingsPanel = lazy(() => import('./settings-panel'));

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

/** Inside a portal only the page shows; leaving the portal's page logs out (seed 000 §1, §4). */
function EmbeddedLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    const leave = () => session.clearAll();
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);
  return (
    <main className="flex h-full min-h-0 flex-col" data-mode="micro-frontend">
      {children}
    </main>
  );
}

export function ShellLayout({ children }: { children: ReactNode }) {
  if (isMicroFrontend()) return <EmbeddedLayout>{children}</EmbeddedLayout>;
  return <StandaloneLayout>{children}</StandaloneLayout>;
}

function StandaloneLayout({ children }: { children: ReactNode }) {
  const { routes } = useMenu();
  const [open, toggle] = useSidebar();
  const mobile = useIsMobile();
  // Below 992 px the side menu is a drawer: closed by default, closed by an outside click or by choosing a page.
  // The drawer is open for the page it was opened on: choosing another page closes it.
  const { pathname } = useLocation();
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawer = mobile && drawerAt === pathname;
  const setDrawer = (next: boolean | ((v: boolean) => boolean)) =>
    setDrawerAt((typeof next === 'function' ? next(drawer) : next) ? pathname : null);
  const expanded = mobile ? true : open;
  const opener = useRef<HTMLButtonElement>(null);
  const { showSettings, sidebarLogo, fixedHeader } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsAsked, setSettingsAsked] = useState(false);
  const gear = useRef<HTMLButtonElement>(null);
  // The logo: in the top bar by default, at the top of the side menu with sidebarLogo on (seed 000 §2, §3).
  const logo = (inSidebar: boolean) => (
    <Link
      to="/"
      className={cn(
        'flex h-[var(--topbar-height)] shrink-0 items-center gap-2',
        inSidebar ? 'px-4 text-white' : 'pr-1 text-gray-800',
      )}
      aria-label="智慧工地管理平台，返回首页"
      data-logo={inSidebar ? 'sidebar' : 'topbar'}
    >
      <img src="favicon.svg" alt="" className="size-7" />
      {!inSidebar || expanded ? (
        <span className="truncate text-base font-semibold whitespace-nowrap">智慧工地管理平台</span>
      ) : null}
    </Link>
  );
  return (
    <div
      className="flex h-full"
      data-sidebar={mobile ? (drawer ? 'drawer-open' : 'drawer-closed') : open ? 'open' : 'collapsed'}
    >
      {mobile ? (
        // Below 992 px the menu is a modal drawer (Radix Dialog): named 菜单, focus moves in and is kept there,
        // Escape or a click outside closes it, and focus returns to the 打开菜单 button.
        <Dialog.Root open={drawer} onOpenChange={setDrawer}>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" data-testid="drawer-overlay" />
            <Dialog.Content
              aria-describedby={undefined}
              aria-modal="true"
              onCloseAutoFocus={(e) => {
                // Back to the 打开菜单 button (it is not a Dialog.Trigger: the same button collapses the menu on a desktop).
                e.preventDefault();
                opener.current?.focus();
              }}
              className="fixed inset-y-0 left-0 z-50 flex w-[var(--sidebar-width)] flex-col bg-sidebar outline-none"
            >
              <Dialog.Title className="sr-only">菜单</Dialog.Title>
              {sidebarLogo ? logo(true) : null}
              <SideMenu routes={routes} collapsed={false} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : (
        <aside
          aria-label="菜单"
          className={cn(
            'flex shrink-0 flex-col bg-sidebar transition-[width] duration-200',
            open ? 'w-[var(--sidebar-width)]' : 'w-[var(--sidebar-collapsed-width)]',
          )}
        >
          {sidebarLogo ? logo(true) : null}
          <SideMenu routes={routes} collapsed={!open} />
        </aside>
      )}
      {/* fixedHeader off (the default): this column scrolls, so the top bar and the tag strip scroll away with the
          page; on: they stay and the page scrolls under them. */}
      <div
        data-scroll-root
        data-fixed-header={fixedHeader ? '' : undefined}
        className={cn(
          'flex min-w-0 flex-1 flex-col',
          fixedHeader ? 'overflow-hidden' : 'overflow-x-hidden overflow-y-auto',
        )}
      >
        <header className="flex h-[var(--topbar-height)] shrink-0 items-center gap-3 border-b border-line bg-white px-3">
          <button
            ref={opener}
            type="button"
            onClick={mobile ? () => setDrawer((v) => !v) : toggle}
            className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
            aria-label={mobile ? '打开菜单' : open ? '收起菜单' : '展开菜单'}
          >
            {mobile || !open ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
          </button>
          {sidebarLogo ? null : logo(false)}
          <IdentitySwitcher />
          <OrgTreeSwitcher />
          <div className="ml-auto flex items-center gap-3">
            <BigScreenButtons />
            <MyOrderLink />
            <UserMenu />
            {showSettings ? (
              <button
                ref={gear}
                type="button"
                aria-label="布局设置"
                aria-haspopup="dialog"
                aria-expanded={settingsOpen}
                onClick={() => {
                  setSettingsAsked(true);
                  setSettingsOpen(true);
                }}
                className="rounded p-1.5 text-gray-600 hover:bg-gray-100"
              >
                <SettingsIcon className="size-5" />
              </button>
            ) : null}
          </div>
        </header>
        <main className={cn('flex flex-1 flex-col', fixedHeader && 'min-h-0')}>{children}</main>
      </div>
      {settingsAsked ? (
        <Suspense fallback={null}>
          <SettingsPanel open={settingsOpen} onOpenChange={setSettingsOpen} opener={gear} />
        </Suspense>
      ) : null}
      <HelpBall />
    </div>
  );
}
