/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「chat」的 TanStack Query 选项：5 个调用（读 3 个，其中分页 1 个；写 2 个）。`import { … } from '@site/sdk/query/chat'`。 */
import type { operations } from '../areas/chat.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface ChatQueryParams {
  getChatUnreadMessageCount: { params: operations['getChatUnreadMessageCount']['parameters']; body?: never };
  isChatVisibleForProject: { params: operations['isChatVisibleForProject']['parameters']; body?: never };
  listChatMessages: { params: operations['listChatMessages']['parameters']; body: NonNullable<operations['listChatMessages']['requestBody']>['content']['application/json'] };
  markChatMessagesRead: { params: operations['markChatMessagesRead']['parameters']; body?: never };
  sendChatMessage: { params: operations['sendChatMessage']['parameters']; body: NonNullable<operations['sendChatMessage']['requestBody']>['content']['application/json'] };
}

/** 键 `['getChatUnreadMessageCount', 参数]`：客服未读消息数（POST /duty/customerServiceChat/getUnreadMessageCount/{userId}） */
export const getChatUnreadMessageCountKey: KeyFn<'getChatUnreadMessageCount', ChatQueryParams['getChatUnreadMessageCount']> = /* @__PURE__ */ keyer('getChatUnreadMessageCount');
/** 查询选项（useQuery、fetchQuery）：客服未读消息数（POST /duty/customerServiceChat/getUnreadMessageCount/{userId}） */
export const getChatUnreadMessageCountQueryOptions: QueryFn<'getChatUnreadMessageCount', ChatQueryParams['getChatUnreadMessageCount'], OpResult<operations['getChatUnreadMessageCount']>> = /* @__PURE__ */ reader('getChatUnreadMessageCount', 'POST /duty/customerServiceChat/getUnreadMessageCount/{userId}');

/** 键 `['isChatVisibleForProject', 参数]`：项目是否显示帮助悬浮球（POST /duty/customerServiceChat/isVisibleProject/{id}） */
export const isChatVisibleForProjectKey: KeyFn<'isChatVisibleForProject', ChatQueryParams['isChatVisibleForProject']> = /* @__PURE__ */ keyer('isChatVisibleForProject');
/** 查询选项（useQuery、fetchQuery）：项目是否显示帮助悬浮球（POST /duty/customerServiceChat/isVisibleProject/{id}） */
export const isChatVisibleForProjectQueryOptions: QueryFn<'isChatVisibleForProject', ChatQueryParams['isChatVisibleForProject'], OpResult<operations['isChatVisibleForProject']>> = /* @__PURE__ */ reader('isChatVisibleForProject', 'POST /duty/customerServiceChat/isVisibleProject/{id}');

/** 键 `['listChatMessages', 参数]`：客服会话消息分页（POST /duty/customerServiceChat/messages/{userId}） */
export const listChatMessagesKey: KeyFn<'listChatMessages', ChatQueryParams['listChatMessages']> = /* @__PURE__ */ keyer('listChatMessages');
/** 查询选项（useQuery、fetchQuery）：客服会话消息分页（POST /duty/customerServiceChat/messages/{userId}） */
export const listChatMessagesQueryOptions: QueryFn<'listChatMessages', ChatQueryParams['listChatMessages'], OpResult<operations['listChatMessages']>> = /* @__PURE__ */ reader('listChatMessages', 'POST /duty/customerServiceChat/messages/{userId} N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：客服会话消息分页（POST /duty/customerServiceChat/messages/{userId}） */
export const listChatMessagesInfiniteQueryOptions: InfiniteFn<'listChatMessages', ChatQueryParams['listChatMessages'], OpResult<operations['listChatMessages']>> = /* @__PURE__ */ pager('listChatMessages', 'POST /duty/customerServiceChat/messages/{userId} N');

/** 键 `['markChatMessagesRead', 参数]`：客服消息标记已读（POST /duty/customerServiceChat/readMessage/{userId}） */
export const markChatMessagesReadKey: KeyFn<'markChatMessagesRead', ChatQueryParams['markChatMessagesRead']> = /* @__PURE__ */ keyer('markChatMessagesRead');
/** 变更选项（useMutation，`mutate(参数)`）：客服消息标记已读（POST /duty/customerServiceChat/readMessage/{userId}） */
export const markChatMessagesReadMutationOptions: MutationFn<'markChatMessagesRead', ChatQueryParams['markChatMessagesRead'], OpResult<operations['markChatMessagesRead']>> = /* @__PURE__ */ writer('markChatMessagesRead', 'POST /duty/customerServiceChat/readMessage/{userId}');

/** 键 `['sendChatMessage', 参数]`：发送客服消息（POST /duty/customerServiceChat/send/{userId}） */
export const sendChatMessageKey: KeyFn<'sendChatMessage', ChatQueryParams['sendChatMessage']> = /* @__PURE__ */ keyer('sendChatMessage');
/** 变更选项（useMutation，`mutate(参数)`）：发送客服消息（POST /duty/customerServiceChat/send/{userId}） */
export const sendChatMessageMutationOptions: MutationFn<'sendChatMessage', ChatQueryParams['sendChatMessage'], OpResult<operations['sendChatMessage']>> = /* @__PURE__ */ writer('sendChatMessage', 'POST /duty/customerServiceChat/send/{userId}');
