/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「chat」的 5 个调用，按 operationId：`import { call, pages, chat } from '@site/sdk/areas/chat'`。 */
import type { operations } from './chat.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as ChatComponents, operations as ChatOperations } from './chat.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  getChatUnreadMessageCount: 'POST /duty/customerServiceChat/getUnreadMessageCount/{userId}',
  isChatVisibleForProject: 'POST /duty/customerServiceChat/isVisibleProject/{id}',
  listChatMessages: 'POST /duty/customerServiceChat/messages/{userId} N',
  markChatMessagesRead: 'POST /duty/customerServiceChat/readMessage/{userId}',
  sendChatMessage: 'POST /duty/customerServiceChat/send/{userId}',
};

export type ChatOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface ChatInit {
  getChatUnreadMessageCount: { params: operations['getChatUnreadMessageCount']['parameters']; body?: never } & CallInit;
  isChatVisibleForProject: { params: operations['isChatVisibleForProject']['parameters']; body?: never } & CallInit;
  listChatMessages: { params: operations['listChatMessages']['parameters']; body: NonNullable<operations['listChatMessages']['requestBody']>['content']['application/json'] } & CallInit;
  markChatMessagesRead: { params: operations['markChatMessagesRead']['parameters']; body?: never } & CallInit;
  sendChatMessage: { params: operations['sendChatMessage']['parameters']; body: NonNullable<operations['sendChatMessage']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type ChatOptionalId = never;
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type ChatArgs = { [Id in ChatOperationId]: Id extends ChatOptionalId ? [init?: ChatInit[Id]] : [init: ChatInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type ChatPagedId = 'listChatMessages';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type ChatCall = <Id extends ChatOperationId>(client: Requester, id: Id, ...init: Id extends ChatOptionalId ? [init?: ChatInit[Id]] : [init: ChatInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type ChatPages = <Id extends ChatPagedId>(client: Requester, id: Id, ...init: Id extends ChatOptionalId ? [init?: ChatInit[Id]] : [init: ChatInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type ChatClient = { readonly [Id in ChatOperationId]: (...init: Id extends ChatOptionalId ? [init?: ChatInit[Id]] : [init: ChatInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends ChatPagedId>(id: Id, ...init: Id extends ChatOptionalId ? [init?: ChatInit[Id]] : [init: ChatInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'getChatUnreadMessageCount', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: ChatCall = /* @__PURE__ */ areaCall(table) as unknown as ChatCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: ChatPages = /* @__PURE__ */ areaPages(table) as unknown as ChatPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const chat = (client: Requester): ChatClient => areaClient(table, client) as unknown as ChatClient;
