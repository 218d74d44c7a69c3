/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/worker/black/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 黑名单分页
         * @description 查询黑名单工人：姓名、身份证号、拉黑类型、原因、来源与状态，可按姓名、身份证号、类型与状态筛选。黑名单工人的核验状态由 updateBlacklistCheckStatus 修改（种子 001 §4）。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「黑名单」（/person/blacklist）使用。
         */
        get: operations["listBlacklistWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增/编辑黑名单
         * @description 不带 id 为新增；status 改为 0 即解除黑名单。
         */
        post: operations["editBlacklistWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/check/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 黑名单核验配置
         * @description 各核验场景（进场登记、闸机通行、工资代发）是否核验黑名单及命中后的处理。
         */
        get: operations["listBlacklistCheckConfigs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/check/config/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改黑名单核验配置
         * @description 保存一个核验场景的黑名单配置：是否启用、命中后的处理方式、是否包含失信名单、是否短信通知以及通知手机号。不分页。控制台中由「黑名单」（/person/blacklist）使用。
         */
        post: operations["editBlacklistCheckConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/task/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 黑名单核验任务分页
         * @description 查询黑名单批量核验任务：每次上传名单生成一个任务，列出项目、上传人、人数、命中人数与任务状态。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「黑名单」（/person/blacklist）使用。
         */
        get: operations["listBlacklistCheckTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/check/record/list/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 黑名单核验记录
         * @description 某核验任务下每个人的核验结果与处理状态。
         */
        get: operations["listBlacklistCheckRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/worker/check/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改核验处理状态
         * @description 命中后的处理：禁止进场或确认误报放行。
         */
        post: operations["updateBlacklistCheckStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/worker/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 上传的待核验工人
         * @description 劳务单位进场前上传的人员名单按批次列出核验结果；命中的可发短信通知（worker/upload/send/sms/{id}）。
         */
        get: operations["listBlacklistUploadWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/worker/upload/send/sms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传名单发送短信
         * @description 向上传记录对应的劳务单位联系人发送核验结果短信。
         */
        post: operations["sendBlacklistUploadSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/black/worker/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除上传的待核验工人
         * @description 从待核验的上传名单中删除所选工人（ids），删除后他们不参与这一批的核验，也不会收到短信。批量上传的流程是：上传 → 按批次列出上传的行 → 删除个别行或确认（种子 001 §4）；对上传批次可发送短信（sendBlacklistUploadSms）。不分页。控制台中由「黑名单」（/person/blacklist）使用。
         */
        post: operations["deleteBlacklistUploadWorkers"];
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
        /** @description 黑名单人员 */
        BlacklistWorker: {
            /** @description 黑名单 ID */
            id: number;
            /** @description 工人 ID（本系统登记过时） */
            worker_id?: number | null;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（脱敏） */
            id_card: string;
            /** @description 手机号 */
            mobile?: string | null;
            /**
             * @description 性别：1 男，2 女
             * @enum {integer}
             */
            gender?: 1 | 2;
            /** @description 年龄 */
            age?: number;
            /** @description 籍贯 */
            native_place?: string;
            /** @description 工种 */
            work_type?: string | null;
            /** @description 最近所在单位 */
            last_company_name?: string | null;
            /** @description 最近所在项目 */
            last_project_name?: string | null;
            /**
             * @description 类型：1 恶意讨薪，2 严重违章，3 违法犯罪，4 不良记录累计，9 其他
             * @enum {integer}
             */
            black_type: 1 | 2 | 3 | 4 | 9;
            /** @description 类型名称 */
            black_type_name?: string;
            /** @description 列入原因 */
            reason?: string;
            /**
             * @description 来源：1 手工添加，2 不良记录转入，3 批量导入，4 上级下发
             * @enum {integer}
             */
            source?: 1 | 2 | 3 | 4;
            /**
             * Format: date
             * @description 生效日期（YYYY-MM-DD）
             */
            start_date?: string;
            /**
             * Format: date
             * @description 到期日期；null 为永久（YYYY-MM-DD）
             */
            end_date?: string | null;
            /**
             * @description 状态：0 已解除，1 生效中
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 操作人 */
            operator_name?: string;
            /** @description 列入时间（YYYY-MM-DD HH:mm:ss） */
            create_time?: string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 新增/编辑黑名单（不带 id 为新增） */
        BlacklistForm: {
            /** @description 黑名单 ID（编辑时必填） */
            id?: number;
            /** @description 工人 ID */
            worker_id?: number | null;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（15 或 18 位） */
            id_card: string;
            /** @description 手机号 */
            mobile?: string;
            /**
             * @description 类型：1 恶意讨薪，2 严重违章，3 违法犯罪，4 不良记录累计，9 其他
             * @enum {integer}
             */
            black_type: 1 | 2 | 3 | 4 | 9;
            /** @description 列入原因 */
            reason: string;
            /**
             * Format: date
             * @description 生效日期（YYYY-MM-DD）
             */
            start_date: string;
            /**
             * Format: date
             * @description 到期日期；null 为永久（YYYY-MM-DD）
             */
            end_date?: string | null;
            /**
             * @description 状态（改为 0 即解除）：0 已解除，1 生效中
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 黑名单核验配置 */
        BlacklistCheckConfig: {
            /** @description 配置 ID */
            id: number;
            /** @description 组织 ID */
            org_id: number;
            /** @description 组织名称 */
            org_name?: string;
            /**
             * @description 核验场景：1 进场登记，2 闸机通行，3 工资代发
             * @enum {integer}
             */
            check_scene: 1 | 2 | 3;
            /** @description 是否启用 */
            enabled: boolean;
            /**
             * @description 命中后处理：1 禁止并提示，2 仅提醒
             * @enum {integer}
             */
            action: 1 | 2;
            /** @description 是否同时核验省建筑市场失信名单 */
            include_credit_list?: boolean;
            /** @description 命中时是否短信通知 */
            notify_sms?: boolean;
            /** @description 接收通知的手机号 */
            notify_mobiles?: string[];
            /** @description 最后修改人 */
            operator_name?: string;
            /** @description 最后修改时间（YYYY-MM-DD HH:mm:ss） */
            update_time?: string;
        };
        /** @description 修改核验配置 */
        BlacklistCheckConfigForm: {
            /** @description 配置 ID */
            id: number;
            /** @description 是否启用 */
            enabled: boolean;
            /**
             * @description 命中后处理：1 禁止并提示，2 仅提醒
             * @enum {integer}
             */
            action: 1 | 2;
            /** @description 是否同时核验省建筑市场失信名单 */
            include_credit_list?: boolean;
            /** @description 命中时是否短信通知 */
            notify_sms?: boolean;
            /** @description 接收通知的手机号 */
            notify_mobiles?: string[];
        };
        /** @description 黑名单核验任务 */
        BlacklistCheckTask: {
            /** @description 核验任务 ID */
            id: number;
            /** @description 任务编号 */
            task_no: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /**
             * @description 核验方式：1 进场核验，2 定时全量核验，3 上传名单核验
             * @enum {integer}
             */
            check_type: 1 | 2 | 3;
            /** @description 上传批次号（上传名单核验） */
            batch_id?: string | null;
            /** @description 核验人数 */
            total_count?: number;
            /** @description 命中人数 */
            hit_count?: number;
            /**
             * @description 状态：0 核验中，1 已完成，2 失败
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 开始时间（YYYY-MM-DD HH:mm:ss） */
            start_time?: string;
            /** @description 完成时间（YYYY-MM-DD HH:mm:ss） */
            finish_time?: string | null;
            /** @description 发起人 */
            operator_name?: string;
        };
        /** @description 黑名单核验记录 */
        BlacklistCheckRecord: {
            /** @description 核验记录 ID */
            id: number;
            /** @description 核验任务 ID */
            task_id: number;
            /** @description 工人 ID */
            worker_id?: number | null;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 所属单位 */
            company_name?: string | null;
            /** @description 班组 */
            team_name?: string | null;
            /** @description 是否命中 */
            hit: boolean;
            /** @description 命中类型 */
            black_type_name?: string | null;
            /** @description 黑名单列入原因 */
            reason?: string | null;
            /**
             * @description 处理状态：0 待处理，1 已禁止进场，2 已放行（误报），3 无需处理
             * @enum {integer}
             */
            check_status: 0 | 1 | 2 | 3;
            /** @description 处理说明 */
            remark?: string | null;
            /** @description 核验时间（YYYY-MM-DD HH:mm:ss） */
            check_time?: string;
            /** @description 处理人 */
            handler_name?: string | null;
        };
        /** @description 修改核验处理状态 */
        BlacklistCheckStatusBody: {
            /** @description 核验记录 ID */
            id: number;
            /**
             * @description 处理状态：0 待处理，1 已禁止进场，2 已放行（误报），3 无需处理
             * @enum {integer}
             */
            check_status: 0 | 1 | 2 | 3;
            /** @description 处理说明 */
            remark?: string;
        };
        /** @description 上传的待核验工人 */
        BlacklistUploadWorker: {
            /** @description 上传记录 ID */
            id: number;
            /** @description 上传批次号 */
            batch_id: string;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属单位 */
            company_name?: string;
            /** @description 拟进场项目 */
            project_name?: string;
            /**
             * @description 核验结果：0 未核验，1 未命中，2 命中黑名单
             * @enum {integer}
             */
            check_result: 0 | 1 | 2;
            /** @description 命中类型 */
            black_type_name?: string | null;
            /**
             * @description 短信状态：0 未发送，1 已发送，2 发送失败
             * @enum {integer}
             */
            sms_status?: 0 | 1 | 2;
            /** @description 短信发送时间（YYYY-MM-DD HH:mm:ss） */
            sms_time?: string | null;
            /** @description 上传时间（YYYY-MM-DD HH:mm:ss） */
            upload_time?: string;
            /** @description 上传人 */
            uploader_name?: string;
        };
        /** @description 批量操作的 ID 列表 */
        IdsBody: {
            /** @description 记录 ID 列表 */
            ids: number[];
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
    };
    parameters: {
        /** @description 页码，从 1 开始 */
        PageNum: number;
        /** @description 每页条数（10、20、50、100） */
        PageSize: number;
        /** @description 组织 ID（公司、分公司或项目） */
        OrgId: number;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listBlacklistWorkers: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 姓名（模糊） */
                name?: string;
                /** @description 身份证号 */
                id_card?: string;
                /** @description 类型：1 恶意讨薪，2 严重违章，3 违法犯罪，4 不良记录累计，9 其他 */
                black_type?: number;
                /** @description 状态：0 已解除，1 生效中 */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 黑名单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["BlacklistWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editBlacklistWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlacklistForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listBlacklistCheckConfigs: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 核验配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BlacklistCheckConfig"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editBlacklistCheckConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlacklistCheckConfigForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listBlacklistCheckTasks: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 状态：0 核验中，1 已完成，2 失败 */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 核验任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["BlacklistCheckTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listBlacklistCheckRecords: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 只看命中（true）或未命中（false） */
                hit?: boolean;
            };
            header?: never;
            path: {
                /** @description 核验任务 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 核验记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["BlacklistCheckRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateBlacklistCheckStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlacklistCheckStatusBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listBlacklistUploadWorkers: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 上传批次号 */
                batch_id?: string;
                /** @description 核验结果：0 未核验，1 未命中，2 命中黑名单 */
                check_result?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 上传名单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["BlacklistUploadWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    sendBlacklistUploadSms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 上传记录 ID */
                id: number;
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
    deleteBlacklistUploadWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdsBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
