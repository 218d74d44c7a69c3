/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/bam-service/api/v1/aiResults/face": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI 人脸抓拍分页
         * @description 按项目、日期、抓拍类型、分包单位、班组、工种与姓名查询 AI 人脸抓拍记录，每行是一次抓拍（照片、时间、点位、识别出的工人）。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「抓拍结果」（/ai/results）、「未教育人员」（/ai/unEducated）、「未实名人员」（/ai/unRealName）、「陌生人抓拍」（/ai/unknownCapture）使用。
         */
        get: operations["listAiFaceResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/captureTypeDrop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 抓拍类型下拉
         * @description 返回抓拍类型的选项（value/label），供抓拍结果页的“抓拍类型”筛选。不分页。控制台中由「抓拍结果」（/ai/results）使用。
         */
        get: operations["listAiCaptureTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/subcontractDrop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分包单位下拉
         * @description 返回项目内有抓拍记录的分包单位选项，供筛选框使用；班组下拉再按所选分包单位收窄。不分页。控制台中由「抓拍结果」（/ai/results）、「未教育人员」（/ai/unEducated）使用。
         */
        get: operations["listAiSubcontracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/teamDrop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 班组下拉
         * @description 返回项目内（可按分包单位收窄）的班组选项，供抓拍筛选使用。不分页。控制台中由「抓拍结果」（/ai/results）、「未教育人员」（/ai/unEducated）使用。
         */
        get: operations["listAiTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/workTypeDrop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工种下拉
         * @description 返回项目内的工种选项，供抓拍结果页的“工种”筛选。不分页。控制台中由「抓拍结果」（/ai/results）使用。
         */
        get: operations["listAiWorkTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI 抓拍统计
         * @description 按日期范围汇总项目的 AI 抓拍：抓拍总数、未教育、未实名、陌生人人数与逐日序列，直接供统计卡片和折线图使用。不分页。控制台中由「抓拍统计」（/ai/statistics）使用。
         */
        get: operations["getAiStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/unEducated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未教育工人分页
         * @description 已实名但未完成三级安全教育、却被抓拍到在场的工人。
         */
        get: operations["listAiUnEducatedWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/unEducatedGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按班组统计未教育人数
         * @description 按班组汇总日期范围内被抓拍到的未接受安全教育人数，供未教育人员页的班组分布图。不分页。控制台中由「未教育人员」（/ai/unEducated）使用。
         */
        get: operations["listAiUnEducatedByTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/unRealName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未实名人员抓拍分页
         * @description 在施工区域被抓拍、但未匹配到实名登记工人的人脸（按人脸聚合）。
         */
        get: operations["listAiUnRealNameCaptures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/unEducatedWorkType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按工种统计未教育人数
         * @description 按工种汇总日期范围内被抓拍到的未接受安全教育人数，供未教育人员页的工种分布图。不分页。控制台中由「未教育人员」（/ai/unEducated）使用。
         */
        get: operations["listAiUnEducatedByWorkType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/realTime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 实时抓拍
         * @description 最近的抓拍（大屏与页面右侧滚动），按时间倒序。
         */
        get: operations["listAiRealTimeCaptures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/unknownCaptureList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 陌生人抓拍分页
         * @description 相似度低于阈值、无法对应任何登记人员的抓拍。
         */
        get: operations["listAiUnknownCaptures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/photoListByName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按姓名查抓拍照片
         * @description 按姓名列出此人在日期范围内的全部抓拍照片（时间、点位、图片地址），供抓拍列表的“查看照片”弹窗。不分页。控制台中由「抓拍结果」（/ai/results）、「未教育人员」（/ai/unEducated）、「未实名人员」（/ai/unRealName）、「陌生人抓拍」（/ai/unknownCapture）使用。
         */
        get: operations["listAiPhotosByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/api/v1/aiResults/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 识别结果反馈
         * @description 对抓拍识别结果反馈（正确、错误并指定正确工人、非本项目人员），用于修正统计与模型。
         */
        post: operations["submitAiFeedback"];
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
        /** @description AI 人脸抓拍结果 */
        AiFaceResult: {
            /** @description 抓拍记录 ID */
            id: number;
            /** @description 抓拍时间（YYYY-MM-DD HH:mm:ss） */
            captureTime: string;
            /** @description 摄像机 */
            deviceName?: string;
            /** @description 点位 */
            cameraLocation?: string;
            /**
             * @description 抓拍类型：1 实名工人，2 未实名人员，3 未教育工人，4 陌生人
             * @enum {integer}
             */
            captureType: 1 | 2 | 3 | 4;
            /** @description 抓拍类型名称 */
            captureTypeName?: string;
            /** @description 匹配到的工人 ID */
            workerId?: number | null;
            /** @description 工人姓名 */
            workerName?: string | null;
            /** @description 身份证号（脱敏） */
            idCard?: string | null;
            /** @description 分包单位 ID */
            subcontractId?: number | null;
            /** @description 分包单位 */
            subcontractName?: string | null;
            /** @description 班组 ID */
            teamId?: number | null;
            /** @description 班组 */
            teamName?: string | null;
            /** @description 工种 */
            workType?: string | null;
            /** @description 相似度（%） */
            similarity?: number;
            /** @description 抓拍图 */
            snapUrl: string;
            /** @description 登记照 */
            faceUrl?: string | null;
            /** @description 是否已实名登记 */
            realName?: boolean;
            /** @description 是否已完成三级安全教育 */
            educated?: boolean | null;
            /**
             * @description 反馈状态：0 未反馈，1 识别正确，2 识别错误，3 非本项目人员
             * @enum {integer}
             */
            feedbackStatus?: 0 | 1 | 2 | 3;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description AI 抓拍统计 */
        AiStatistics: {
            /** @description 抓拍总次数 */
            captureTotal: number;
            /** @description 抓拍人数（去重） */
            personCount?: number;
            /** @description 实名工人人数 */
            realNameCount?: number;
            /** @description 未实名人数 */
            unRealNameCount?: number;
            /** @description 已教育人数 */
            educatedCount?: number;
            /** @description 未教育人数 */
            unEducatedCount?: number;
            /** @description 陌生人次数 */
            strangerCount?: number;
            /** @description 未实名占比（%） */
            unRealNameRate?: number;
            /** @description 未教育占比（%） */
            unEducatedRate?: number;
            /** @description 按日趋势（抓拍、未实名、未教育） */
            trend: components["schemas"]["ChartSeries"];
        };
        /** @description 图表序列：横轴类目与一组或多组数值 */
        ChartSeries: {
            /** @description 横轴（日期、组织名等） */
            categories: string[];
            series: {
                /** @description 序列名称 */
                name: string;
                /** @description 与 categories 一一对应的数值 */
                data: number[];
            }[];
        };
        /** @description 被抓拍到的未教育工人 */
        AiUnEducatedWorker: {
            /** @description 工人 ID */
            workerId: number;
            /** @description 姓名 */
            workerName: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /** @description 分包单位 */
            subcontractName?: string;
            /** @description 班组 */
            teamName?: string;
            /** @description 工种 */
            workType?: string;
            /**
             * Format: date
             * @description 进场日期（YYYY-MM-DD）
             */
            entryDate?: string;
            /**
             * @description 教育情况：0 未参加三级教育，1 教育未完成（缺项目级或班组级），2 考试未通过
             * @enum {integer}
             */
            educationStatus?: 0 | 1 | 2;
            /** @description 期间抓拍次数 */
            captureCount: number;
            /** @description 最近抓拍时间（YYYY-MM-DD HH:mm:ss） */
            lastCaptureTime?: string;
            /** @description 最近抓拍图 */
            snapUrl?: string;
        };
        /** @description 按班组统计未教育人数 */
        AiUnEducatedGroup: {
            /** @description 分包单位 ID */
            subcontractId?: number;
            /** @description 分包单位 */
            subcontractName?: string;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组 */
            teamName: string;
            /** @description 未教育人数 */
            unEducatedCount: number;
            /** @description 班组在场人数 */
            workerCount?: number;
            /** @description 未教育占比（%） */
            rate?: number;
        };
        /** @description 未匹配到实名工人的抓拍（未实名人员、陌生人） */
        AiUnmatchedCapture: {
            /** @description 抓拍记录 ID */
            id: number;
            /** @description 项目 ID（抓拍的摄像机所在项目） */
            projectId?: number;
            /** @description 首次抓拍时间（YYYY-MM-DD HH:mm:ss） */
            captureTime: string;
            /** @description 最近抓拍时间（YYYY-MM-DD HH:mm:ss） */
            lastCaptureTime?: string;
            /** @description 抓拍图 */
            snapUrl: string;
            /** @description 摄像机 */
            deviceName?: string;
            /** @description 点位 */
            cameraLocation?: string;
            /** @description 同一人脸期间抓拍次数 */
            captureCount?: number;
            /** @description 疑似人员（相似度低于阈值时的最相近人员） */
            suspectedName?: string | null;
            /** @description 最高相似度（%） */
            similarity?: number;
            /**
             * @description 反馈状态：0 未反馈，1 识别正确，2 识别错误，3 非本项目人员
             * @enum {integer}
             */
            feedbackStatus?: 0 | 1 | 2 | 3;
        };
        /** @description 按工种统计未教育人数 */
        AiWorkTypeCount: {
            /** @description 工种 */
            workType: string;
            /** @description 未教育人数 */
            unEducatedCount: number;
            /** @description 该工种在场人数 */
            workerCount?: number;
            /** @description 未教育占比（%） */
            rate?: number;
        };
        /** @description 某人的抓拍照片 */
        AiPhoto: {
            /** @description 抓拍记录 ID */
            captureId: number;
            /** @description 项目 ID（抓拍的摄像机所在项目） */
            projectId?: number;
            /** @description 抓拍时间（YYYY-MM-DD HH:mm:ss） */
            captureTime: string;
            /** @description 抓拍图 */
            snapUrl: string;
            /** @description 摄像机 */
            deviceName?: string;
            /** @description 点位 */
            cameraLocation?: string;
            /** @description 相似度（%） */
            similarity?: number;
        };
        /** @description 识别结果反馈 */
        AiFeedbackBody: {
            /** @description 抓拍记录 ID */
            captureId: number;
            /**
             * @description 反馈：1 识别正确，2 识别错误，3 非本项目人员
             * @enum {integer}
             */
            feedbackType: 1 | 2 | 3;
            /** @description 识别错误时的正确工人 ID */
            correctWorkerId?: number | null;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
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
        /** @description 项目 ID；不传取当前登录身份的项目 */
        AiProjectId: number;
        /** @description 开始日期 YYYY-MM-DD */
        StartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        EndDate: string;
        /** @description 页码，从 1 开始 */
        PageNum: number;
        /** @description 每页条数（10、20、50、100） */
        PageSize: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAiFaceResults: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 抓拍类型：1 实名工人，2 未实名人员，3 未教育工人，4 陌生人 */
                captureType?: number;
                /** @description 分包单位 ID */
                subcontractId?: number;
                /** @description 班组 ID */
                teamId?: number;
                /** @description 工种 */
                workType?: string;
                /** @description 姓名（模糊） */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 抓拍结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AiFaceResult"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiCaptureTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 抓拍类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiSubcontracts: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分包单位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiTeams: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 分包单位 ID；不传返回项目全部班组 */
                subcontractId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiWorkTypes: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工种 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAiStatistics: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AiStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiUnEducatedWorkers: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 分包单位 ID */
                subcontractId?: number;
                /** @description 班组 ID */
                teamId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未教育工人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AiUnEducatedWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiUnEducatedByTeam: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按班组 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AiUnEducatedGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiUnRealNameCaptures: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未实名人员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AiUnmatchedCapture"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiUnEducatedByWorkType: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按工种 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AiWorkTypeCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiRealTimeCaptures: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 条数 */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 最近抓拍 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AiFaceResult"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiUnknownCaptures: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 陌生人抓拍 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AiUnmatchedCapture"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAiPhotosByName: {
        parameters: {
            query: {
                /** @description 工人姓名 */
                name: string;
                /** @description 项目 ID；不传取当前登录身份的项目 */
                projectId?: components["parameters"]["AiProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 抓拍照片 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AiPhoto"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    submitAiFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiFeedbackBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
