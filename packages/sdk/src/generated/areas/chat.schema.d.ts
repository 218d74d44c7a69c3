/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/duty/customerServiceChat/getUnreadMessageCount/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 客服未读消息数
         * @description 帮助悬浮球每 30 秒轮询一次，在球上显示 data.unreadMessageCount（0 时不显示角标）。
         */
        post: operations["getChatUnreadMessageCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/customerServiceChat/readMessage/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 客服消息标记已读
         * @description 打开外部客服页面（新标签页）时调用，把该用户的未读消息全部标记为已读，随后未读数归零。
         */
        post: operations["markChatMessagesRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/customerServiceChat/isVisibleProject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目是否显示帮助悬浮球
         * @description 按当前项目判断是否显示帮助悬浮球；visible 为假时不显示、也不轮询未读数。chatUrl 为外部客服页面地址。
         */
        post: operations["isChatVisibleForProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/customerServiceChat/messages/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 客服会话消息分页
         * @description 在线客服页面的会话历史（种子只给出未读数、已读与可见性三个调用，会话由我们设计）。第 1 页是最新的消息，
         *     list 按发送时间倒序（新在前），控制台倒过来从上到下显示，“加载更早消息”取下一页。
         *     senderType：1 用户本人，2 客服。content 是纯文本，控制台按文本显示，不解析 HTML。
         */
        post: operations["listChatMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/customerServiceChat/send/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送客服消息
         * @description 用户在在线客服页面发送一条文本消息（种子未给出，由我们设计）。content 去掉首尾空白后不能为空，最多 500 字；
         *     返回新消息的 id 与发送时间，控制台把它接在会话末尾。
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description 所有 JSON 应答的统一信封。成功判定见 SDK 的错误目录：`code` 缺省、null、0、200、300（或 400）或 `status` 为 10016/10004 视为成功；
         *     `status` 存在且不为 0、10004、10016 时失败；`code` 为 422 表示需要重新登录。
         */
        Envelope: {
            /** @description 业务码；0 为成功 */
            code: number | null;
            /** @description 部分服务使用的状态码；0、10004、10016 为成功 */
            status?: number;
            /** @description 提示消息 */
            msg: string;
            /** @description 部分服务用 result 携带消息或数据 */
            result?: unknown;
        };
        /** @description 未读消息数 */
        ChatUnreadCount: {
            /** @description 未读消息条数 */
            unreadMessageCount: number;
            /** @description 最近一条未读消息的时间 YYYY-MM-DD HH:mm:ss（无未读时为 null） */
            lastMessageTime?: string | null;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 项目的客服悬浮球可见性 */
        ChatProjectVisibility: {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 是否显示帮助悬浮球 */
            visible: boolean;
            /** @description 外部客服页面地址（新标签页打开） */
            chatUrl?: string;
        };
        /** @description 请求体中的分页参数（pageNum/pageSize） */
        PageQuery: {
            /**
             * @description 页码
             * @default 1
             */
            pageNum?: number;
            /**
             * @description 每页条数
             * @default 10
             */
            pageSize?: number;
        };
        /** @description 分页结果（两种分页参数共用） */
        PageData: {
            /** @description 总条数 */
            total: number;
            /** @description 当前页码 */
            pageNum?: number;
            /** @description 每页条数 */
            pageSize?: number;
            /** @description 当前页数据（数组；每行的结构由各调用给出，与这里合并后即为该行类型） */
            list: unknown;
        };
        /** @description 客服会话中的一条消息 */
        ChatMessage: {
            /** @description 消息 ID */
            id: number;
            /** @description 会话所属用户的内部编号（登录身份的 user_innerid） */
            userId?: string;
            /**
             * @description 发送方：1 用户本人，2 客服
             * @enum {integer}
             */
            senderType: 1 | 2;
            /** @description 发送人姓名 */
            senderName?: string;
            /** @description 消息文本（纯文本，按文本显示） */
            content: string;
            /** @description 发送时间 YYYY-MM-DD HH:mm:ss */
            sendTime: string;
            /** @description 是否已读（客服发来的消息） */
            read?: boolean;
        };
        /** @description 发送的消息 */
        ChatSendBody: {
            /** @description 消息文本（去掉首尾空白后不能为空，最多 500 字） */
            content: string;
        };
        /** @description 新消息的编号与时间 */
        ChatSendResult: {
            /** @description 消息 ID */
            id: number;
            /** @description 发送时间 YYYY-MM-DD HH:mm:ss */
            sendTime: string;
        };
    };
    responses: {
        /** @description 未登录或令牌失效 */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description 业务失败或服务器错误：信封的 code 不是成功码，msg 是给用户看的原因（SDK 以错误提示显示 msg 并拒绝该调用）。
         *     后端也可能在 HTTP 200 中返回同样的信封表示业务失败（种子 001 §8），SDK 两种都按失败处理。
         *     Mock 中用 Prefer 请求头取得这个应答：`Prefer: code=500`（任何未单独声明的状态码都会返回它）。
         */
        Failure: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 操作成功 */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OkEnvelope"];
            };
        };
        /** @description 请求参数不合法 */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description 当前用户内部编号（登录身份的 user_innerid） */
        ChatUserId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getChatUnreadMessageCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 当前用户内部编号（登录身份的 user_innerid） */
                userId: components["parameters"]["ChatUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未读数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChatUnreadCount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    markChatMessagesRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 当前用户内部编号（登录身份的 user_innerid） */
                userId: components["parameters"]["ChatUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    isChatVisibleForProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 项目 ID（组织身份传 0） */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 可见性 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChatProjectVisibility"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listChatMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 当前用户内部编号（登录身份的 user_innerid） */
                userId: components["parameters"]["ChatUserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageQuery"];
            };
        };
        responses: {
            /** @description 会话消息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["ChatMessage"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 当前用户内部编号（登录身份的 user_innerid） */
                userId: components["parameters"]["ChatUserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatSendBody"];
            };
        };
        responses: {
            /** @description 已发送 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChatSendResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
