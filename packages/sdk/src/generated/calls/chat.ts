/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「chat」的 5 个调用，每个一个可摇树的函数：`import { createClient, listChatMessages } from '@site/sdk/calls/chat'`，`await listChatMessages(api, …)`。 */
import type { operations } from '../areas/chat.schema';
import type { ChatArgs } from '../areas/chat';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as ChatComponents, operations as ChatOperations } from '../areas/chat.schema';

/** 客服未读消息数（POST /duty/customerServiceChat/getUnreadMessageCount/{userId}） */
export const getChatUnreadMessageCount: Call<'getChatUnreadMessageCount', ChatArgs['getChatUnreadMessageCount'], OpResult<operations['getChatUnreadMessageCount']>> = /* @__PURE__ */ op('getChatUnreadMessageCount', 'POST /duty/customerServiceChat/getUnreadMessageCount/{userId}');

/** 项目是否显示帮助悬浮球（POST /duty/customerServiceChat/isVisibleProject/{id}） */
export const isChatVisibleForProject: Call<'isChatVisibleForProject', ChatArgs['isChatVisibleForProject'], OpResult<operations['isChatVisibleForProject']>> = /* @__PURE__ */ op('isChatVisibleForProject', 'POST /duty/customerServiceChat/isVisibleProject/{id}');

/** 客服会话消息分页（POST /duty/customerServiceChat/messages/{userId}）；分页：`pagesOf(api, listChatMessages, …)` */
export const listChatMessages: PagedCall<'listChatMessages', ChatArgs['listChatMessages'], OpResult<operations['listChatMessages']>> = /* @__PURE__ */ op('listChatMessages', 'POST /duty/customerServiceChat/messages/{userId} N');

/** 客服消息标记已读（POST /duty/customerServiceChat/readMessage/{userId}） */
export const markChatMessagesRead: Call<'markChatMessagesRead', ChatArgs['markChatMessagesRead'], OpResult<operations['markChatMessagesRead']>> = /* @__PURE__ */ op('markChatMessagesRead', 'POST /duty/customerServiceChat/readMessage/{userId}');

/** 发送客服消息（POST /duty/customerServiceChat/send/{userId}） */
export const sendChatMessage: Call<'sendChatMessage', ChatArgs['sendChatMessage'], OpResult<operations['sendChatMessage']>> = /* @__PURE__ */ op('sendChatMessage', 'POST /duty/customerServiceChat/send/{userId}');
