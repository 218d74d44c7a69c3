// The top bar's 我的待办 link (seed 000 §2: "/myOrder from the top bar"), with the number of waiting items.
// Shown when this identity's menu grants the to-do page; the count refreshes every 30 s and when the tab regains focus.
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import { api } from '@/platform/api';
import { leavesOf } from '@/session/menu';
import { useMenu } from '@/session/menu-context';
import { UNREAD_POLL_MS } from '@/lib/constants';
import { pageWorkflowTodoQueryOptions } from '@site/sdk/query/workflow';

const MY_ORDER = '/myOrder';

export function MyOrderLink() {
  const { routes } = useMenu();
  const granted = leavesOf(routes).some((r) => r.path === MY_ORDER);
  const todo = useQuery(
    pageWorkflowTodoQueryOptions(
      api,
      { body: { pageNum: 1, pageSize: 1 } },
      {
        call: { silent: true },
        select: (env) => env.data?.total ?? 0,
        enabled: granted,
        refetchInterval: UNREAD_POLL_MS,
      },
    ),
  );
  if (!granted) return null;
  const count = todo.data ?? 0;
  return (
    <Link
      to={MY_ORDER}
      className="relative flex items-center gap-1 rounded px-2 py-1.5 text-sm text-gray-600 hover:bg-gray-100 hover:text-primary"
    >
      {/* Named by what it shows (我的待办 and the count), so a voice user can say what they see. */}
      <ClipboardList className="size-4" aria-hidden />
      <span className="sr-only sm:not-sr-only">我的待办</span>
      {count ? (
        <span className="absolute -right-1 -top-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 text-white">
          <span className="sr-only">（</span>
          {count > 99 ? '99+' : count}
          <span className="sr-only"> 条）</span>
        </span>
      ) : null}
    </Link>
  );
}
