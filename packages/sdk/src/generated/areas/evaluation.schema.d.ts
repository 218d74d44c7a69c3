/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/evaluation/worker/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人安全评价分页
         * @description 查询工人的安全评价：姓名、班组、总分、等级与最近一次评价时间，可按姓名、班组与等级筛选。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「工人评价」（/person/evaluation）使用。
         */
        get: operations["listEvaluationWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/evaluation/totalScoreRank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全评价总分排行
         * @description 返回项目内安全评价总分排行（按 order 升序或降序，取前 top 名），供工人评价页的排行榜。不分页。控制台中由「工人评价」（/person/evaluation）使用。
         */
        get: operations["getEvaluationScoreRank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/evaluation/violationRankList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 违章次数排行
         * @description 返回日期范围内违章次数最多的前 top 名工人，供工人评价页的违章排行。不分页。控制台中由「工人评价」（/person/evaluation）使用。
         */
        get: operations["getEvaluationViolationRank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/appraise/worker/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人评价记录分页
         * @description 列出某个工人（worker_id）的每一条评价记录：类型、项目、分数、说明与图片。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「工人评价」（/person/evaluation）使用。
         */
        get: operations["listWorkerAppraises"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/evaluation/worker/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人标签
         * @description 工人画像上的正面、负面标签及累计次数；不传 worker_id 时返回可选标签库（count 为 0）。
         */
        get: operations["listEvaluationWorkerLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/evaluation/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增安全评价
         * @description 为工人新增一条安全评价（奖励或违章）：评价类型、事项、分值、说明、图片与标签，保存后计入工人总分。不分页。控制台中由「工人评价」（/person/evaluation）使用。
         */
        post: operations["addEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/appraise/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除评价记录
         * @description 表单提交（application/x-www-form-urlencoded）；删除后工人总分重新计算。
         */
        post: operations["deleteAppraise"];
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
        /** @description 工人安全评价 */
        EvaluationWorker: {
            /** @description 工人 ID */
            worker_id: number;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 班组 ID */
            team_id?: number;
            /** @description 班组 */
            team_name?: string;
            /** @description 参建单位 */
            company_name?: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 安全评价总分（基础分 100，加减分累计） */
            total_score: number;
            /**
             * @description 评价等级：A 优秀（≥90 分），B 良好（80～89 分），C 合格（60～79 分），D 不合格（<60 分）
             * @enum {string}
             */
            level: "A" | "B" | "C" | "D";
            /** @description 违章次数 */
            violation_count?: number;
            /** @description 表扬次数 */
            praise_count?: number;
            /** @description 标签 */
            labels?: string[];
            /** @description 最近评价时间（YYYY-MM-DD HH:mm:ss） */
            last_eval_time?: string | null;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 总分排行 */
        EvaluationScoreRank: {
            /** @description 名次 */
            rank: number;
            /** @description 工人 ID */
            worker_id: number;
            /** @description 姓名 */
            name: string;
            /** @description 班组 */
            team_name?: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 总分 */
            total_score: number;
            /**
             * @description 评价等级：A 优秀（≥90 分），B 良好（80～89 分），C 合格（60～79 分），D 不合格（<60 分）
             * @enum {string}
             */
            level?: "A" | "B" | "C" | "D";
        };
        /** @description 违章排行 */
        EvaluationViolationRank: {
            /** @description 名次 */
            rank: number;
            /** @description 工人 ID */
            worker_id: number;
            /** @description 姓名 */
            name: string;
            /** @description 班组 */
            team_name?: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 违章次数 */
            violation_count: number;
            /** @description 累计扣分 */
            deduct_score?: number;
        };
        /** @description 评价记录 */
        EvaluationAppraise: {
            /** @description 评价记录 ID */
            id: number;
            /** @description 工人 ID */
            worker_id: number;
            /** @description 姓名 */
            name?: string;
            /**
             * @description 评价类型：1 加分（表扬），2 扣分（违章）
             * @enum {integer}
             */
            appraise_type: 1 | 2;
            /** @description 评价项 */
            item_name?: string;
            /** @description 分值（加分为正，扣分为负） */
            score: number;
            /** @description 说明 */
            description?: string;
            /** @description 照片 */
            images?: string[];
            /**
             * @description 来源：1 手工评价，2 AI 抓拍，3 巡检隐患，4 不良记录
             * @enum {integer}
             */
            source?: 1 | 2 | 3 | 4;
            /** @description 评价人 */
            appraiser_name?: string;
            /** @description 评价时间（YYYY-MM-DD HH:mm:ss） */
            appraise_time?: string;
        };
        /** @description 工人标签 */
        EvaluationLabel: {
            /** @description 标签 ID */
            label_id: number;
            /** @description 标签 */
            label_name: string;
            /**
             * @description 标签性质：1 正面，2 负面
             * @enum {integer}
             */
            label_type: 1 | 2;
            /** @description 累计次数 */
            count?: number;
        };
        /** @description 新增评价 */
        EvaluationForm: {
            /** @description 工人 ID */
            worker_id: number;
            /** @description 项目 ID */
            project_id?: number;
            /**
             * @description 评价类型：1 加分（表扬），2 扣分（违章）
             * @enum {integer}
             */
            appraise_type: 1 | 2;
            /** @description 评价项 */
            item_name: string;
            /** @description 分值（正数；扣分由 appraise_type 决定） */
            score: number;
            /** @description 说明 */
            description?: string;
            /** @description 照片地址 */
            images?: string[];
            /** @description 同时打上的标签 ID */
            label_ids?: number[];
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 删除评价（表单） */
        EvaluationDeleteForm: {
            /** @description 评价记录 ID */
            id: number;
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
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listEvaluationWorkers: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 姓名（模糊） */
                name?: string;
                /** @description 班组 ID */
                team_id?: number;
                /** @description 评价等级：A 优秀，B 良好，C 合格，D 不合格 */
                level?: "A" | "B" | "C" | "D";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工人安全评价 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["EvaluationWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getEvaluationScoreRank: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 排序：desc 高分在前，asc 低分在前 */
                order?: "desc" | "asc";
                /** @description 取前 N 名 */
                top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 排行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EvaluationScoreRank"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getEvaluationViolationRank: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期（YYYY-MM-DD） */
                start_date?: string;
                /** @description 结束日期（YYYY-MM-DD） */
                end_date?: string;
                /** @description 取前 N 名 */
                top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 排行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EvaluationViolationRank"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWorkerAppraises: {
        parameters: {
            query: {
                /** @description 工人 ID */
                worker_id: number;
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 评价类型：1 加分，2 扣分 */
                appraise_type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 评价记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["EvaluationAppraise"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listEvaluationWorkerLabels: {
        parameters: {
            query?: {
                /** @description 工人 ID */
                worker_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 标签 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EvaluationLabel"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为评价记录 ID */
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
    deleteAppraise: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["EvaluationDeleteForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
