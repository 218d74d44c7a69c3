/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/contract/msmalarm/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查询项目短信报警设置
         * @description 读取一个项目的短信报警设置：总开关、触发短信的报警类型、各类报警的触发阈值、发送间隔、免打扰时段与接收人。
         *     未配置过的项目返回默认设置（id 为 0，总开关关闭）。
         */
        get: operations["getSmsAlarmSetting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/msmalarm/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存项目短信报警设置
         * @description 新增或修改一个项目的短信报警设置（id 为 0 或不传时新增）。receivers 整体替换原有接收人。
         */
        post: operations["saveSmsAlarmSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/msmalarmController/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 短信报警接收人配置详情
         * @description 按 id 读取一条接收人配置（接收人、所属项目、接收的报警类型、近 30 天接收条数）。
         */
        get: operations["getSmsAlarmReceiverConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/msmalarmController/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 短信报警接收人配置分页
         * @description 公司、分公司或项目查看各项目的短信报警接收人配置；按项目、接收人姓名或手机号、启用状态筛选。
         */
        post: operations["listSmsAlarmReceiverConfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/msmalarmInfoController/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 短信报警发送记录分页
         * @description 每条报警触发的短信发送记录（接收人、短信内容、发送时间与结果）；按项目、报警类型、发送状态、日期与接收人筛选。
         */
        post: operations["listSmsAlarmSendRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract/msmalarmInfoController/pageExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出短信报警发送记录
         * @description 按与分页相同的筛选条件导出全部发送记录（Excel，60 秒超时）。
         */
        post: operations["exportSmsAlarmSendRecords"];
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
        /** @description 项目短信报警设置 */
        SmsAlarmSetting: {
            /** @description 设置 ID；0 或不传表示新增 */
            id?: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称（只读） */
            projectName?: string;
            /**
             * @description 短信报警总开关：0 关闭，1 开启
             * @enum {integer}
             */
            enabled: 0 | 1;
            /** @description 触发短信的报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
            alarmTypes: number[];
            /** @description 下班后滞留超过多少分钟触发滞留报警 */
            stayinMinutes?: number;
            /** @description 安全帽静止（未移动）超过多少分钟触发静止报警 */
            stationaryMinutes?: number;
            /** @description 在同一区域停留超过多少分钟触发长时间停留报警 */
            longWaitMinutes?: number;
            /** @description 电量低于百分之多少触发低电量报警 */
            lowPowerPercent?: number;
            /** @description 同一人同一类报警两次短信的最小间隔（分钟） */
            sendIntervalMinutes?: number;
            /** @description 项目每日短信发送上限（条） */
            dailyLimit?: number;
            /** @description 免打扰开始时间 HH:mm（SOS 与闯入禁区不受限制） */
            quietStart?: string;
            /** @description 免打扰结束时间 HH:mm */
            quietEnd?: string;
            /** @description 接收人 */
            receivers?: components["schemas"]["SmsAlarmReceiver"][];
            /** @description 最后修改人（只读） */
            updateBy?: string;
            /** @description 最后修改时间 YYYY-MM-DD HH:mm:ss（只读） */
            updateTime?: string;
        };
        /** @description 短信接收人 */
        SmsAlarmReceiver: {
            /** @description 管理人员 ID */
            managerId: number;
            /** @description 姓名 */
            name: string;
            /** @description 接收短信的手机号 */
            mobile: string;
            /** @description 岗位 */
            post?: string;
            /** @description 此人接收的报警类型（为空表示接收项目开启的全部类型） */
            alarmTypes?: number[];
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
        /** @description 短信报警接收人配置 */
        SmsAlarmReceiverConfig: {
            /** @description 配置 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 管理人员 ID */
            managerId?: number;
            /** @description 接收人姓名 */
            receiverName: string;
            /** @description 手机号 */
            mobile: string;
            /** @description 岗位 */
            post?: string;
            /** @description 接收的报警类型编码 */
            alarmTypes?: number[];
            /** @description 接收的报警类型名称（顿号分隔） */
            alarmTypeNames?: string;
            /**
             * @description 是否启用：0 停用，1 启用
             * @enum {integer}
             */
            enabled: 0 | 1;
            /** @description 近 30 天收到的报警短信条数 */
            recentSendCount?: number;
            /** @description 最近一次收到短信的时间 YYYY-MM-DD HH:mm:ss（无则为空串） */
            lastSendTime?: string;
            /** @description 最后修改时间 YYYY-MM-DD HH:mm:ss */
            updateTime?: string;
        };
        /** @description 接收人配置分页条件 */
        SmsAlarmReceiverQuery: components["schemas"]["PageQuery"] & {
            /** @description 组织 ID（公司、分公司）；不传取当前身份 */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 接收人姓名或手机号 */
            keyword?: string;
            /**
             * @description 启用状态：-1 全部，0 停用，1 启用
             * @enum {integer}
             */
            enabled?: -1 | 0 | 1;
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
        /** @description 短信发送记录筛选条件（分页与导出共用；导出时忽略分页参数） */
        SmsAlarmSendQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 报警类型：0 全部，1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
            alarmType?: number;
            /**
             * @description 发送状态：-1 全部，0 发送中，1 发送成功，2 发送失败
             * @enum {integer}
             */
            sendStatus?: -1 | 0 | 1 | 2;
            /**
             * Format: date
             * @description 发送开始日期 YYYY-MM-DD
             */
            startDate?: string;
            /**
             * Format: date
             * @description 发送结束日期 YYYY-MM-DD
             */
            endDate?: string;
            /** @description 接收人、手机号或报警人员姓名 */
            keyword?: string;
        };
        /** @description 一条报警短信的发送记录 */
        SmsAlarmSendRecord: {
            /** @description 记录 ID */
            id: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 触发短信的报警记录 ID */
            alarmId?: number;
            /** @description 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
            alarmType: number;
            /** @description 报警类型名称 */
            alarmTypeName?: string;
            /** @description 报警人员姓名 */
            personName?: string;
            /** @description 接收人 */
            receiverName: string;
            /** @description 接收手机号 */
            mobile: string;
            /** @description 短信内容 */
            content?: string;
            /** @description 发送时间 YYYY-MM-DD HH:mm:ss */
            sendTime: string;
            /**
             * @description 发送状态：0 发送中，1 发送成功，2 发送失败
             * @enum {integer}
             */
            sendStatus: 0 | 1 | 2;
            /** @description 失败原因（成功时为空串） */
            failReason?: string;
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
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
        /** @description 导出的 Excel 文件 */
        Spreadsheet: {
            headers: {
                /** @description attachment; filename="导出.xlsx" */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["Binary"];
            };
        };
    };
    parameters: {
        /** @description 项目 ID */
        SmsAlarmProjectId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSmsAlarmSetting: {
        parameters: {
            query: {
                /** @description 项目 ID */
                projectId: components["parameters"]["SmsAlarmProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 项目短信报警设置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SmsAlarmSetting"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveSmsAlarmSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsAlarmSetting"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSmsAlarmReceiverConfig: {
        parameters: {
            query: {
                /** @description 接收人配置 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 接收人配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SmsAlarmReceiverConfig"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSmsAlarmReceiverConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsAlarmReceiverQuery"];
            };
        };
        responses: {
            /** @description 接收人配置分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["SmsAlarmReceiverConfig"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSmsAlarmSendRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsAlarmSendQuery"];
            };
        };
        responses: {
            /** @description 短信发送记录分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["SmsAlarmSendRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportSmsAlarmSendRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsAlarmSendQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
