/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/orgdept/workerBadRecord/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 不良记录分页
         * @description 不良记录列表与审核页（/examine）共用；status 为本记录所处的处理阶段。
         */
        post: operations["pageWorkerBadRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 登记不良记录
         * @description 登记后进入“待项目处理”，通知项目级处理岗位（回显见 echoProjectHandlerName）。
         */
        post: operations["addWorkerBadRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除不良记录
         * @description 仅“待项目处理”或“已驳回”的记录可删除。
         */
        post: operations["deleteWorkerBadRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/echoProjectHandlerName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回显项目级处理人
         * @description 按该层级配置的处理岗位（见 positions）给出处理人姓名，回显到登记与处理对话框。
         */
        post: operations["echoBadRecordProjectHandler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/echoOrgHandlerName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回显分公司级处理人
         * @description 按该层级配置的处理岗位（见 positions）给出处理人姓名，回显到登记与处理对话框。
         */
        post: operations["echoBadRecordBranchHandler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/echoComHandlerName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 回显公司级处理人
         * @description 按该层级配置的处理岗位（见 positions）给出处理人姓名，回显到登记与处理对话框。
         */
        post: operations["echoBadRecordCompanyHandler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/update/projectlevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 不良记录项目级处理
         * @description 待项目处理 → 待分公司处理（上报）、已完结（本级完结）或已驳回。
         */
        post: operations["handleBadRecordProjectLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/update/branchlevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 不良记录分公司级处理
         * @description 待分公司处理 → 待公司处理（上报）、已完结或已驳回。
         */
        post: operations["handleBadRecordBranchLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/update/companylevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 不良记录公司级处理
         * @description 待公司处理 → 已完结或已驳回；addBlacklist 为真时同步写入工人黑名单。
         */
        post: operations["handleBadRecordCompanyLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/workerBadRecord/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 不良记录处理岗位
         * @description 三级处理各层级可配置的岗位。
         */
        get: operations["listBadRecordPositions"];
        put?: never;
        post?: never;
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
        /** @description 不良记录查询条件 */
        BadRecordQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 组织 ID（分公司、公司查看下属项目） */
            orgId?: number;
            /** @description 工人姓名（模糊） */
            workerName?: string;
            /**
             * @description 不良行为类型：1 违章作业，2 不服从管理，3 恶意讨薪，4 打架斗殴，5 偷盗公物，6 酒后上岗，9 其他
             * @enum {integer}
             */
            badType?: 1 | 2 | 3 | 4 | 5 | 6 | 9;
            /**
             * @description 状态：0 待项目处理，1 待分公司处理，2 待公司处理，3 已完结，4 已驳回
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3 | 4;
            /**
             * Format: date
             * @description 发生日期起（YYYY-MM-DD）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 发生日期止（YYYY-MM-DD）
             */
            endDate?: string;
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
        /** @description 工人不良行为记录 */
        BadRecord: {
            /** @description 记录 ID */
            id: number;
            /** @description 记录编号 */
            recordNo?: string;
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 工种 */
            workType?: string;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组 */
            teamName?: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位 */
            companyName?: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /**
             * @description 不良行为类型：1 违章作业，2 不服从管理，3 恶意讨薪，4 打架斗殴，5 偷盗公物，6 酒后上岗，9 其他
             * @enum {integer}
             */
            badType: 1 | 2 | 3 | 4 | 5 | 6 | 9;
            /** @description 类型名称 */
            badTypeName?: string;
            /** @description 发生时间（YYYY-MM-DD HH:mm:ss） */
            occurTime?: string;
            /** @description 行为描述 */
            description?: string;
            /** @description 现场照片 */
            images?: string[];
            /** @description 安全评价扣分 */
            deductScore?: number;
            /**
             * @description 处罚措施：0 无，1 警告教育，2 罚款，3 停工学习，4 清退出场
             * @enum {integer}
             */
            punishment?: 0 | 1 | 2 | 3 | 4;
            /** @description 罚款金额（元） */
            fineAmount?: number;
            /**
             * @description 状态：0 待项目处理，1 待分公司处理，2 待公司处理，3 已完结，4 已驳回
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4;
            /**
             * @description 当前处理层级：1 项目，2 分公司，3 公司
             * @enum {integer|null}
             */
            currentLevel?: 1 | 2 | 3 | null;
            /** @description 项目级处理人 */
            projectHandlerName?: string | null;
            /** @description 项目级意见 */
            projectOpinion?: string | null;
            /** @description 项目级处理时间（YYYY-MM-DD HH:mm:ss） */
            projectHandleTime?: string | null;
            /** @description 分公司级处理人 */
            orgHandlerName?: string | null;
            /** @description 分公司级意见 */
            orgOpinion?: string | null;
            /** @description 分公司级处理时间（YYYY-MM-DD HH:mm:ss） */
            orgHandleTime?: string | null;
            /** @description 公司级处理人 */
            comHandlerName?: string | null;
            /** @description 公司级意见 */
            comOpinion?: string | null;
            /** @description 公司级处理时间（YYYY-MM-DD HH:mm:ss） */
            comHandleTime?: string | null;
            /** @description 是否已转入黑名单 */
            addBlacklist?: boolean;
            /** @description 登记人 */
            createBy?: string;
            /** @description 登记时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 登记不良记录 */
        BadRecordForm: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 工人 ID */
            workerId: number;
            /**
             * @description 不良行为类型：1 违章作业，2 不服从管理，3 恶意讨薪，4 打架斗殴，5 偷盗公物，6 酒后上岗，9 其他
             * @enum {integer}
             */
            badType: 1 | 2 | 3 | 4 | 5 | 6 | 9;
            /** @description 发生时间（YYYY-MM-DD HH:mm:ss） */
            occurTime: string;
            /** @description 行为描述 */
            description: string;
            /** @description 现场照片地址 */
            images?: string[];
            /** @description 建议扣分 */
            deductScore?: number;
            /**
             * @description 建议处罚措施：0 无，1 警告教育，2 罚款，3 停工学习，4 清退出场
             * @enum {integer}
             */
            punishment?: 0 | 1 | 2 | 3 | 4;
            /** @description 建议罚款金额（元） */
            fineAmount?: number;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 处理人回显条件：项目级传 projectId，分公司、公司级传 orgId */
        BadRecordEchoQuery: {
            /** @description 记录 ID（处理时回显该记录当前层级的处理人） */
            id?: number;
            /** @description 项目 ID（项目级） */
            projectId?: number;
            /** @description 组织 ID（分公司级、公司级） */
            orgId?: number;
        };
        /** @description 某层级的处理人（回显到登记与处理对话框） */
        BadRecordHandler: {
            /**
             * @description 层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level: 1 | 2 | 3;
            /** @description 组织 ID */
            orgId?: number;
            /** @description 组织名称 */
            orgName?: string;
            /** @description 配置的处理岗位 */
            positionNames?: string[];
            /** @description 处理人 ID */
            handlerIds?: number[];
            /** @description 处理人姓名 */
            handlerNames?: string[];
            /** @description 回显文字（多人以顿号分隔） */
            handlerName: string;
        };
        /** @description 本级处理 */
        BadRecordHandleBody: {
            /** @description 记录 ID */
            id: number;
            /**
             * @description 处理结果：1 同意并上报上一级，2 驳回（记录作废），3 同意并在本级完结
             * @enum {integer}
             */
            result: 1 | 2 | 3;
            /** @description 处理意见 */
            opinion: string;
            /** @description 核定扣分 */
            deductScore?: number;
            /**
             * @description 处罚措施：0 无，1 警告教育，2 罚款，3 停工学习，4 清退出场
             * @enum {integer}
             */
            punishment?: 0 | 1 | 2 | 3 | 4;
            /** @description 罚款金额（元） */
            fineAmount?: number;
            /** @description 是否转入黑名单（公司级有效） */
            addBlacklist?: boolean;
        };
        /** @description 不良记录处理岗位 */
        BadRecordPosition: {
            /** @description 岗位 ID */
            positionId: number;
            /** @description 岗位名称 */
            positionName: string;
            /**
             * @description 岗位层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level: 1 | 2 | 3;
            /** @description 在岗人数 */
            userCount?: number;
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
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    pageWorkerBadRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordQuery"];
            };
        };
        responses: {
            /** @description 不良记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["BadRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWorkerBadRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为记录 ID */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteWorkerBadRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    echoBadRecordProjectHandler: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordEchoQuery"];
            };
        };
        responses: {
            /** @description 处理人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BadRecordHandler"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    echoBadRecordBranchHandler: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordEchoQuery"];
            };
        };
        responses: {
            /** @description 处理人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BadRecordHandler"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    echoBadRecordCompanyHandler: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordEchoQuery"];
            };
        };
        responses: {
            /** @description 处理人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BadRecordHandler"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    handleBadRecordProjectLevel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordHandleBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    handleBadRecordBranchLevel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordHandleBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    handleBadRecordCompanyLevel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BadRecordHandleBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listBadRecordPositions: {
        parameters: {
            query?: {
                /** @description 层级：1 项目，2 分公司，3 公司；不传返回全部 */
                level?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BadRecordPosition"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
