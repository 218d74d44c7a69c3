import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { useMenu } from '@/session/menu-context';
import { useSession } from '@/platform/session-store';
import { menuPagesOf, type MenuRoute } from '@/session/menu';
import { MenuIcon } from '@/ui/menu-icon';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Loading } from '@/ui/loading';
import { dashboardKind } from './home-scope';

// The dashboards (and recharts with them) load after the greeting is drawn: this chunk stays small.
const OrgDashboard = lazy(() => import('./org-dashboard-page'));
const ProjectDashboard = lazy(() => import('./project-dashboard-page'));

const LEVEL: Record<number, string> = { 2: '集团/总公司', 3: '分公司', 4: '项目', 5: '班组', 10: '劳务企业' };

function greeting(hour: number): string {
  if (hour < 6) return '凌晨好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/**
 * The functions the server menu grants, by menu section. Drawn once per menu: plain hash links rather than the
 * router's Link, so the ~130 links do not each follow the address and redraw on every navigation (a click still
 * navigates through the address, as Link's does).
 */
const FunctionMap = memo(function FunctionMap({
  all,
  openable,
}: {
  all: MenuRoute[];
  openable: (route: MenuRoute) => boolean;
}) {
  const sections = all.filter((r) => !r.hidden && !r.external && r.children.length > 0);
  return (
    <section className="rounded-md bg-white p-5 shadow-sm" aria-labelledby="home-functions">
      <h2 id="home-functions" className="text-base font-semibold text-gray-900">
        功能导航
      </h2>
      <p className="mt-1 text-xs text-muted">按当前身份的菜单权限列出（共 {sections.length} 个分区）</p>
      <div className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {sections.map((s) => {
          const pages = menuPagesOf(s.children).filter((p) => !p.hidden);
          return (
            <div key={s.name} className="rounded border border-line p-3">
              <h3 className="flex items-center gap-2 text-sm font-medium text-gray-800">
                <MenuIcon name={s.icon} className="size-4 text-primary" />
                {s.title}
                <span className="ml-auto text-xs text-muted">{pages.length} 个页面</span>
              </h3>
              {/* Each link a 24 px tall target (WCAG 2.2 target size): the text is small, the place to click is not. */}
              <ul className="mt-2 flex flex-wrap gap-x-3 text-xs">
                {pages.map((p) => (
                  <li key={p.name + p.path} className="flex min-h-6 items-center">
                    {openable(p) ? (
                      <a href={`#${p.path}`} className="inline-flex min-h-6 items-center text-primary hover:underline">
                        {p.title}
                      </a>
                    ) : (
                      <span className="text-gray-500">{p.title}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
});

/**
 * The landing page: who is signed in, at which level, the figures of the identity's organisation or project
 * (001 §7.6), and the functions the server menu grants.
 */
export default function HomePage() {
  const { identity, user } = useSession();
  const kind = dashboardKind(identity);
  const { all, openable } = useMenu();
  // The greeting and the shell are drawn first; the dashboard and the function map (~130 links) follow in the next
  // render, which React does right after without blocking that first frame (pnpm bench: 首页绘出 and 功能导航绘出).
  const rest = useDeferredValue(true, false);
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-md bg-white p-5 shadow-sm">
        <h1 className="text-lg font-semibold text-gray-900">
          {user?.realName ?? identity?.name}，{greeting(new Date().getHours())}
        </h1>
        <dl className="mt-3 grid grid-cols-1 gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
          <div className="flex gap-2">
            <dt className="text-muted">当前组织/项目</dt>
            <dd className="font-medium">{identity?.project_name}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted">账号级别</dt>
            <dd className="font-medium">{LEVEL[identity?.source ?? 0] ?? identity?.source}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted">账号</dt>
            <dd className="font-medium">{identity?.account}</dd>
          </div>
        </dl>
      </section>
      {rest && kind ? (
        <ErrorBoundary>
          <Suspense fallback={<Loading text="看板加载中…" />}>
            {kind === 'org' ? <OrgDashboard embedded /> : <ProjectDashboard embedded />}
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {rest ? <FunctionMap all={all} openable={openable} /> : null}
    </div>
  );
}
