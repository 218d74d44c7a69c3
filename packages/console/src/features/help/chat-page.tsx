// 在线客服 (000 §2, §7; 001 §7.15; menu help/chat): the conversation with customer service — history (earlier pages on
// demand, a line above the new messages, dates between days), a box to write in with 发送 (empty refused, Enter sends,
// Shift+Enter a new line). Opening the page marks the messages read (readMessage) and refreshes the unread count,
// which the help ball shows too. Message text is shown as text, never as HTML.
import { Fragment } from 'react';
import { Headset, Send, UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate, formatDateWithWeekday } from '@/lib/dates';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { Loading } from '@/ui/loading';
import { Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { CHAT_MAX_LENGTH, dayOf, hasEarlier, type ChatMessage } from './chat-rules';
import { LoadFailed } from '@/ui/retry-failed';
import { useChat, type ChatState } from './use-chat';

/** The chat's state without the scroller, which only the log holds. */
type ChatView = Omit<ChatState, 'scroller'>;

export default function ChatPage() {
  const { identity, user } = useSession();
  const userId = identity?.user_innerid ?? '';
  if (!userId) {
    return (
      <section className="rounded-md bg-white p-10 text-center text-sm text-muted shadow-sm">
        当前登录身份没有用户编号，无法使用在线客服。
      </section>
    );
  }
  return <Chat userId={userId} myName={user?.realName ?? '我'} />;
}

function Chat({ userId, myName }: { userId: string; myName: string }) {
  const { scroller, ...chat } = useChat(userId, myName);
  return (
    <section className="mx-auto flex h-[calc(100vh-150px)] min-h-[520px] max-w-4xl flex-col rounded-md bg-white shadow-sm">
      <ChatHeader chat={chat} />
      <ChatLog chat={chat} scrollerRef={scroller} />
      <ChatComposer chat={chat} />
    </section>
  );
}

/** The title, the message count and the unread tag. */
function ChatHeader({ chat }: { chat: ChatView }) {
  const { unread } = chat;
  return (
    <header className="flex items-center gap-3 border-b border-line px-5 py-3">
      <span className="grid size-10 place-items-center rounded-full bg-primary-soft text-primary">
        <Headset className="size-5" aria-hidden />
      </span>
      <div>
        <h2 className="text-base font-semibold text-gray-900">在线客服</h2>
        <p className="text-xs text-muted">共 {chat.total} 条消息</p>
      </div>
      <div className="ml-auto" aria-live="polite" data-testid="chat-unread">
        {unread.data ? (
          <Tag tag={{ label: `${unread.data} 条未读`, tone: 'danger' }} />
        ) : (
          <Tag tag={{ label: '暂无未读', tone: 'muted' }} />
        )}
      </div>
    </header>
  );
}

/** The scrolling history: 加载更早消息 on top, then the messages or the empty note. */
function ChatLog({ chat, scrollerRef }: { chat: ChatView; scrollerRef: ChatState['scroller'] }) {
  const { history, messages } = chat;
  return (
    <div
      ref={scrollerRef}
      role="log"
      aria-label="会话记录"
      className="min-h-0 flex-1 overflow-y-auto bg-gray-50 px-5 py-4"
      onScroll={(e) => chat.scrolled(e.currentTarget)}
    >
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <LoadFailed className="flex-col py-10" label="会话记录加载失败：" error={history.error} />
      ) : (
        <>
          {hasEarlier(chat.loaded, chat.total) && history.hasNextPage ? (
            <div className="mb-3 text-center">
              <Button size="sm" variant="link" disabled={history.isFetchingNextPage} onClick={chat.loadEarlier}>
                {history.isFetchingNextPage ? '加载中…' : '加载更早消息'}
              </Button>
            </div>
          ) : messages.length ? (
            <p className="mb-3 text-center text-xs text-muted">没有更早的消息了</p>
          ) : null}
          {messages.length === 0 ? (
            <p className="py-16 text-center text-sm text-muted">还没有消息，有问题请直接留言，客服会尽快回复。</p>
          ) : (
            <MessageList messages={messages} newFrom={chat.newFrom} />
          )}
        </>
      )}
    </div>
  );
}

/** The messages with a date line between days and a line above the first unread one. */
function MessageList({ messages, newFrom }: { messages: ChatMessage[]; newFrom: ChatView['newFrom'] }) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        return (
          <Fragment key={m.id}>
            {!prev || dayOf(prev) !== dayOf(m) ? (
              <li className="my-1 text-center text-xs text-muted" aria-hidden>
                {formatDateWithWeekday(m.sendTime)}
              </li>
            ) : null}
            {m.id === newFrom ? (
              <li className="flex items-center gap-2 text-xs text-primary">
                <span className="h-px flex-1 bg-primary/30" />
                以下为新消息
                <span className="h-px flex-1 bg-primary/30" />
              </li>
            ) : null}
            <Bubble message={m} />
          </Fragment>
        );
      })}
    </ol>
  );
}

/** The box to write in, its error, the length count and 发送. */
function ChatComposer({ chat }: { chat: ChatView }) {
  const { text, error, setError, submit } = chat;
  return (
    <form
      noValidate
      className="border-t border-line px-5 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        消息内容
      </label>
      <Textarea
        id="chat-input"
        value={text}
        rows={3}
        maxLength={CHAT_MAX_LENGTH + 100}
        placeholder="请输入消息，Enter 发送，Shift+Enter 换行"
        aria-invalid={Boolean(error)}
        aria-describedby="chat-input-error"
        onChange={(e) => {
          chat.setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        className="resize-none"
      />
      <div className="mt-2 flex items-center gap-3">
        <p id="chat-input-error" role={error ? 'alert' : undefined} className="text-xs text-danger">
          {error ?? ''}
        </p>
        <span
          className={cn(
            'ml-auto text-xs tabular-nums text-muted',
            text.trim().length > CHAT_MAX_LENGTH && 'text-danger',
          )}
        >
          {text.trim().length}/{CHAT_MAX_LENGTH}
        </span>
        <Button type="submit" variant="primary" disabled={chat.send.isPending}>
          <Send />
          {chat.send.isPending ? '发送中…' : '发送'}
        </Button>
      </div>
    </form>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.senderType === 1;
  return (
    <li className={cn('flex items-start gap-2', mine && 'flex-row-reverse')} data-sender={mine ? 'me' : 'service'}>
      <span
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-full',
          mine ? 'bg-primary text-white' : 'bg-white text-primary shadow-sm',
        )}
        aria-hidden
      >
        {mine ? <UserRound className="size-4" /> : <Headset className="size-4" />}
      </span>
      <div className={cn('flex max-w-[70%] flex-col gap-1', mine && 'items-end')}>
        <span className="text-xs text-muted">
          {message.senderName || (mine ? '我' : '客服')} · {formatDate(message.sendTime, 'HH:mm')}
        </span>
        <p
          className={cn(
            'whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm leading-6',
            mine ? 'rounded-tr-none bg-primary text-white' : 'rounded-tl-none bg-white text-gray-800 shadow-sm',
          )}
        >
          {message.content}
        </p>
      </div>
    </li>
  );
}
