// The reads of 在线客服 (001 §7.15 and the designed history call), one home each: key = operation + params.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { UNREAD_POLL_MS } from '@/lib/constants';
import { CHAT_PAGE_SIZE } from './chat-rules';
import { getChatUnreadMessageCountQueryOptions, listChatMessagesKey } from '@site/sdk/query/chat';

/** The unread count, polled every 30 s like the help ball (000 §9). */
export const unreadCountQuery = (userId: string) =>
  queryOptions({
    ...getChatUnreadMessageCountQueryOptions(api, { params: { path: { userId } } }),
    select: (env) => env.data?.unreadMessageCount ?? 0,
    refetchInterval: UNREAD_POLL_MS,
  });

/** The history, newest page first; the next page is the earlier one. */
export const chatHistoryQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: listChatMessagesKey({ params: { path: { userId } }, body: { pageSize: CHAT_PAGE_SIZE } }),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const env = await api.POST('/duty/customerServiceChat/messages/{userId}', {
        params: { path: { userId } },
        body: { pageNum: pageParam, pageSize: CHAT_PAGE_SIZE },
        signal,
      });
      return { page: pageParam, total: env.data?.total ?? 0, list: env.data?.list ?? [] };
    },
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.list.length, 0);
      return last.list.length && loaded < last.total ? last.page + 1 : undefined;
    },
  });
