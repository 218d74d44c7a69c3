// The floating help ball (seed 000 §2, §7.15): draggable, 66 px, kept 47 px from the sides and 30 px from top and
// bottom; shows the unread count polled every 30 s; a click opens the chat page in a new tab. Resting at its seed place
// by the right side it tucks half out of view, so row actions and the pager's 前往 box under it stay reachable; hover
// or keyboard focus slides it back out.
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Headset } from 'lucide-react';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { BALL, clampBall, tuckOffset } from '@/lib/ball';
import { UNREAD_POLL_MS } from '@/lib/constants';
import { getChatUnreadMessageCountQueryOptions, isChatVisibleForProjectQueryOptions } from '@site/sdk/query/chat';

export function HelpBall() {
  const { visible, count, openChat } = useChat();
  const [pos, setPos] = useState(() =>
    clampBall(window.innerWidth, window.innerHeight * 0.7, { width: window.innerWidth, height: window.innerHeight }),
  );
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);

  if (!visible) return null;

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const next = clampBall(e.clientX - d.dx, e.clientY - d.dy, {
      width: window.innerWidth,
      height: window.innerHeight,
    });
    if (Math.abs(next.x - pos.x) + Math.abs(next.y - pos.y) > 3) d.moved = true;
    if (d.moved) setPos(next);
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d && !d.moved) openChat();
  };
  return (
    <button
      type="button"
      aria-label={count ? `在线客服，${count} 条未读消息` : '在线客服'}
      title="在线客服（可拖动）"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && openChat()}
      className="fixed z-40 flex touch-none items-center justify-center rounded-full bg-primary text-white shadow-lg transition-transform duration-200 select-none translate-x-(--tuck) hover:translate-x-0 hover:bg-primary-hover focus-visible:translate-x-0 motion-reduce:transition-none"
      style={
        {
          left: pos.x,
          top: pos.y,
          width: BALL.size,
          height: BALL.size,
          '--tuck': `${tuckOffset(pos.x, window.innerWidth)}px`,
        } as CSSProperties
      }
      data-testid="help-ball"
    >
      <Headset className="size-7" />
      {count ? (
        <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-danger px-1.5 text-center text-xs leading-5">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}

/** Whether the project has the chat, its unread count (polled), and opening it (which marks the messages read). */
function useChat() {
  const { identity } = useSession();
  const userId = identity?.user_innerid ?? '';
  // The contract asks by project: an organisation identity (no project) asks for project 0.
  const scope = identity?.project_id || 0;
  const visibility = useQuery(
    isChatVisibleForProjectQueryOptions(
      api,
      { params: { path: { id: scope } } },
      { call: { silent: true }, select: (env) => env.data, enabled: Boolean(identity), staleTime: Infinity },
    ),
  );
  const visible = Boolean(visibility.data?.visible);
  const unread = useQuery(
    getChatUnreadMessageCountQueryOptions(
      api,
      { params: { path: { userId } } },
      {
        call: { silent: true },
        select: (env) => env.data?.unreadMessageCount ?? 0,
        enabled: visible && Boolean(userId),
        refetchInterval: UNREAD_POLL_MS,
        refetchIntervalInBackground: true,
      },
    ),
  );
  const openChat = () => {
    const url = visibility.data?.chatUrl;
    if (!url) return;
    window.open(url, '_blank', 'noopener,noreferrer');
    void api
      .POST('/duty/customerServiceChat/readMessage/{userId}', { params: { path: { userId } }, silent: true })
      .then(() => unread.refetch())
      .catch(() => undefined);
  };

  return { visible, count: unread.data ?? 0, openChat };
}
