/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「chat」的 5 个调用，按 operationId：`import { call, pages, chat } from '@site/sdk/areas/chat'`。 */
import type { operations } from './chat.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface ChatArgs {
  getChatUnreadMessageCount: [init: { params: operations['getChatUnreadMessageCount']['parameters']; body?: never } & CallInit];
  isChatVisibleForProject: [init: { params: operations['isChatVisibleForProject']['parameters']; body?: never } & CallInit];
  listChatMessages: [init: { params: operations['listChatMessages']['parameters']; body: NonNullable<operations['listChatMessages']['requestBody']>['content']['application/json'] } & CallInit];
  markChatMessagesRead: [init: { params: operations['markChatMessagesRead']['parameters']; body?: never } & CallInit];
  sendChatMessage: [init: { params: operations['sendChatMessage']['parameters']; body: NonNullable<operations['sendChatMessage']['requestBody']>['content']['application/json'] } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type ChatPagedId = 'listChatMessages';

/** 按 operationId 调用：`await call(api, 'getChatUnreadMessageCount', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, ChatArgs> = /* @__PURE__ */ areaCall<operations, ChatArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, ChatArgs, ChatPagedId> = /* @__PURE__ */ areaPages<operations, ChatArgs, ChatPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const chat = (client: Requester): AreaClient<operations, ChatArgs, ChatPagedId> =>
  areaClient<operations, ChatArgs, ChatPagedId>(table, client);
