// The pure rules of 在线客服 (001 §7.15 and the designed history/send calls): the conversation built from the pages of
// history (newest page first, newest first within a page) and the messages sent here, oldest at the top, each once;
// where the new (unread) messages start; the message text check.
import type { components } from '@site/sdk';

export type ChatMessage = components['schemas']['ChatMessage'];

export const CHAT_PAGE_SIZE = 20;
export const CHAT_MAX_LENGTH = 500;
export const CHAT_MSG = { empty: '请输入消息内容', tooLong: `消息最多${CHAT_MAX_LENGTH}个字` } as const;

const order = (a: ChatMessage, b: ChatMessage) =>
  a.sendTime === b.sendTime ? a.id - b.id : a.sendTime < b.sendTime ? -1 : 1;

/** Every message once (by id; a page fetched again or a sent message that came back in the history), oldest first. */
export function conversation(pages: readonly (readonly ChatMessage[])[], sent: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...sent, ...pages.flat()]) byId.set(m.id, m);
  return [...byId.values()].sort(order);
}

/** The id of the first unread message from 客服 (the 以下为新消息 line goes above it), or null. */
export function firstUnreadId(messages: readonly ChatMessage[]): number | null {
  return messages.find((m) => m.senderType === 2 && m.read === false)?.id ?? null;
}

/** The message to send (trimmed), or why it cannot be sent. */
export function checkMessage(text: string): { ok: true; content: string } | { ok: false; error: string } {
  const content = text.trim();
  if (!content) return { ok: false, error: CHAT_MSG.empty };
  if (content.length > CHAT_MAX_LENGTH) return { ok: false, error: CHAT_MSG.tooLong };
  return { ok: true, content };
}

/** Whether an earlier page exists: fewer rows loaded than the total. */
export function hasEarlier(loaded: number, total: number): boolean {
  return loaded < total;
}

/** The day of a message (YYYY-MM-DD), for the date lines between days. */
export const dayOf = (m: ChatMessage) => m.sendTime.slice(0, 10);
