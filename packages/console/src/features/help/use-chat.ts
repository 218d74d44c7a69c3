// The state of 在线客服 (chat-page.tsx): the history and its earlier pages, the unread count, marking read on opening,
// keeping the newest message in view, and the box to write in with its 发送.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { checkMessage, conversation, firstUnreadId, type ChatMessage } from './chat-rules';
import { chatHistoryQuery, unreadCountQuery } from './chat-queries';
import { invalidateOperation } from '@site/sdk/query/common';

export type ChatState = ReturnType<typeof useChat>;

export function useChat(userId: string, myName: string) {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(chatHistoryQuery(userId));
  const unread = useQuery(unreadCountQuery(userId));
  const [sent, setSent] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const marked = useRef(false);

  // Opening the conversation reads it: mark read once, then refresh the count (here and on the help ball).
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    void api
      .POST('/duty/customerServiceChat/readMessage/{userId}', { params: { path: { userId } } })
      .then(() => invalidateOperation(queryClient, 'getChatUnreadMessageCount'))
      .catch(() => undefined);
  }, [userId, queryClient]);

  const pages = useMemo(() => (history.data?.pages ?? []).map((p) => p.list), [history.data]);
  const messages = useMemo(() => conversation(pages, sent), [pages, sent]);
  const newFrom = useMemo(() => firstUnreadId(messages), [messages]);
  const total = history.data?.pages[0]?.total ?? 0;
  const loaded = pages.reduce((n, p) => n + p.length, 0);

  // Keep the newest message in view, except while the user reads earlier ones.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const send = useMutation({
    mutationFn: (content: string) =>
      api.POST('/duty/customerServiceChat/send/{userId}', { params: { path: { userId } }, body: { content } }),
    onSuccess: (env, content) => {
      toast.success(env.msg || '发送成功', { duration: TOAST_MS });
      const id = env.data?.id ?? Date.now();
      const sendTime = env.data?.sendTime ?? formatDate(new Date(), 'dateTime');
      stick.current = true;
      setSent((list) => [...list, { id, senderType: 1, senderName: myName, content, sendTime, read: true }]);
      setText('');
    },
  });
  const submit = () => {
    const check = checkMessage(text);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    send.mutate(check.content);
  };
  const loadEarlier = () => {
    stick.current = false;
    void history.fetchNextPage();
  };
  // The user scrolled: follow new messages again only when near the bottom.
  const scrolled = (el: HTMLDivElement) => {
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  };
  return {
    history,
    unread,
    messages,
    newFrom,
    total,
    loaded,
    scroller,
    scrolled,
    send,
    text,
    setText,
    error,
    setError,
    submit,
    loadEarlier,
  };
}
