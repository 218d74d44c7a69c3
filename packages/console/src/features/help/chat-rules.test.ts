import { describe, expect, it } from 'vitest';
import { CHAT_MSG, checkMessage, conversation, dayOf, firstUnreadId, hasEarlier, type ChatMessage } from './chat-rules';

const msg = (id: number, sendTime: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  senderType: 2,
  content: `m${id}`,
  sendTime,
  ...over,
});

describe('conversation', () => {
  it('puts the newest-first pages oldest first, the earlier page above', () => {
    const page1 = [msg(5, '2026-11-23 09:42:18'), msg(4, '2026-11-23 09:41:05')];
    const page2 = [msg(3, '2026-11-22 10:00:00'), msg(2, '2026-11-20 16:05:31')];
    expect(conversation([page1, page2], []).map((m) => m.id)).toEqual([2, 3, 4, 5]);
  });
  it('keeps a message once when it is both sent here and in the history', () => {
    const sent = [msg(6, '2026-11-23 09:45:02', { senderType: 1, content: '好的' })];
    const page1 = [msg(6, '2026-11-23 09:45:02', { senderType: 1, content: '好的' }), msg(5, '2026-11-23 09:42:18')];
    expect(conversation([page1], sent).map((m) => m.id)).toEqual([5, 6]);
  });
  it('appends a sent message after the history', () => {
    const sent = [msg(9, '2026-11-23 10:00:00', { senderType: 1 })];
    expect(conversation([[msg(5, '2026-11-23 09:42:18')]], sent).map((m) => m.id)).toEqual([5, 9]);
  });
  it('orders messages of the same second by id', () => {
    expect(conversation([[msg(8, '2026-11-23 09:00:00'), msg(7, '2026-11-23 09:00:00')]], []).map((m) => m.id)).toEqual(
      [7, 8],
    );
  });
});

describe('firstUnreadId', () => {
  it('is the first unread message from 客服', () => {
    const list = [
      msg(1, '2026-11-23 09:00:00', { read: true }),
      msg(2, '2026-11-23 09:01:00', { senderType: 1, read: false }),
      msg(3, '2026-11-23 09:02:00', { read: false }),
      msg(4, '2026-11-23 09:03:00', { read: false }),
    ];
    expect(firstUnreadId(list)).toBe(3);
  });
  it('is null when everything is read', () => {
    expect(firstUnreadId([msg(1, '2026-11-23 09:00:00', { read: true })])).toBeNull();
  });
});

describe('checkMessage', () => {
  it.each([
    ['', CHAT_MSG.empty],
    ['   \n  ', CHAT_MSG.empty],
    ['字'.repeat(501), CHAT_MSG.tooLong],
  ])('refuses %j', (text, error) => {
    expect(checkMessage(text)).toEqual({ ok: false, error });
  });
  it('sends the trimmed text, up to 500 characters', () => {
    expect(checkMessage('  你好  ')).toEqual({ ok: true, content: '你好' });
    expect(checkMessage('字'.repeat(500))).toEqual({ ok: true, content: '字'.repeat(500) });
  });
});

it('hasEarlier while fewer rows are loaded than the total', () => {
  expect(hasEarlier(20, 26)).toBe(true);
  expect(hasEarlier(26, 26)).toBe(false);
});

it('dayOf is the date part of sendTime', () => {
  expect(dayOf(msg(1, '2026-11-23 09:42:18'))).toBe('2026-11-23');
});
