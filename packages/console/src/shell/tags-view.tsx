// The tag strip (seed 000 §2): visited pages; click to switch, × to close, right-click for 刷新 / 关闭 / 关闭其他 /
// 关闭所有. Affix tags (首页) cannot be closed.
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { nextAfterClose, type ViewsAction, type VisitedView } from './visited-views';

export function TagsView({
  views,
  active,
  dispatch,
}: {
  views: VisitedView[];
  active: string | undefined;
  dispatch: Dispatch<ViewsAction>;
}) {
  const navigate = useNavigate();
  const [menu, setMenu] = useState<{ view: VisitedView; x: number; y: number } | null>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const stripRef = useRef<HTMLUListElement>(null);

  // The strip scrolls sideways when the tags do not fit; the active tag is always scrolled into it (on a click, an
  // address typed or a menu item), moving the strip no more than needed and never the page. In the next frame: run
  // in the effect, scrollIntoView forced a layout of the whole new screen before its first paint.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const tag = stripRef.current?.querySelector<HTMLElement>('[aria-selected="true"], [aria-current="page"]');
      tag?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, [active, views.length]);

  useEffect(() => {
    if (!menu) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      if (e instanceof MouseEvent && menuRef.current?.contains(e.target as Node)) return;
      setMenu(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    menuRef.current?.querySelector('button')?.focus();
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menu]);

  const close = (view: VisitedView) => {
    if (view.affix) return;
    if (view.path === active) navigate(nextAfterClose(views, view.path));
    dispatch({ type: 'close', path: view.path });
  };
  const closeOthers = (view: VisitedView) => {
    dispatch({ type: 'closeOthers', path: view.path });
    if (view.path !== active) navigate(view.fullPath);
  };
  const closeAll = () => {
    const affix = views.filter((v) => v.affix);
    dispatch({ type: 'closeAll' });
    if (!affix.some((v) => v.path === active)) navigate(affix[0]?.fullPath ?? '/home');
  };
  const refresh = (view: VisitedView) => {
    dispatch({ type: 'refresh', path: view.path });
    if (view.path !== active) navigate(view.fullPath);
  };

  return (
    <nav className="flex h-[34px] shrink-0 items-center border-b border-line bg-white px-3" aria-label="已打开的页面">
      <ul ref={stripRef} className="flex items-center gap-1 overflow-x-auto">
        {views.map((v) => {
          const isActive = v.path === active;
          return (
            <li
              key={v.path}
              onContextMenu={(e) => {
                e.preventDefault();
                setMenu({ view: v, x: e.clientX, y: e.clientY });
              }}
              className={cn(
                'flex h-[26px] shrink-0 items-center gap-1 rounded-sm border px-2 text-xs',
                isActive
                  ? 'border-primary bg-primary text-white'
                  : 'border-line bg-white text-gray-600 hover:text-primary',
              )}
            >
              {/* A link to the page and, beside it (not inside it), its close button: two controls, neither nested. */}
              <Link
                to={v.fullPath}
                aria-current={isActive ? 'page' : undefined}
                onClick={(e) => isActive && e.preventDefault()}
                className="flex items-center gap-1 outline-none focus-visible:underline"
              >
                {isActive ? <span className="size-1.5 rounded-full bg-white" aria-hidden /> : null}
                {v.title}
              </Link>
              {v.affix ? null : (
                <button
                  type="button"
                  aria-label={`关闭 ${v.title}`}
                  onClick={() => close(v)}
                  className="rounded-full p-0.5 hover:bg-black/15"
                >
                  <X className="size-3" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {menu ? (
        <ul
          ref={menuRef}
          role="menu"
          aria-label="页面标签操作"
          className="fixed z-50 min-w-28 rounded-md border border-line bg-white p-1 text-xs shadow-lg"
          style={{ left: menu.x, top: menu.y }}
        >
          {[
            ['刷新', () => refresh(menu.view), false],
            ['关闭', () => close(menu.view), menu.view.affix],
            ['关闭其他', () => closeOthers(menu.view), false],
            ['关闭所有', closeAll, false],
          ].map(([label, run, disabled]) => (
            <li key={label as string} role="none">
              <button
                type="button"
                role="menuitem"
                disabled={disabled as boolean}
                onClick={() => {
                  setMenu(null);
                  (run as () => void)();
                }}
                className="w-full rounded px-3 py-1.5 text-left text-gray-700 hover:bg-primary-soft hover:text-primary disabled:opacity-40 disabled:hover:bg-transparent"
              >
                {label as string}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
