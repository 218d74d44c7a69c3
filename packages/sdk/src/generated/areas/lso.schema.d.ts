/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/starSafety/lso/job/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业许可分页
         * @description 危险作业（动火、高处、有限空间、吊装、临时用电）作业票列表。状态：待审批 → 作业中（批准）/已驳回；作业中 → 已关闭；超过计划结束时间未关闭 → 已过期。
         */
        post: operations["pageLsoJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/job/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业许可详情
         * @description 读取一条作业许可：作业类型、地点、时间段、申请人、安全员、审批与现场检查记录。不分页。控制台中由「作业许可」（/lso/job）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["getLsoJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/job/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 申请作业许可
         * @description 班组提交作业票，进入待审批；有限空间、动火作业须在审批前录入气体检测。
         */
        post: operations["applyLsoJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/job/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 审批作业许可
         * @description result 1 批准（待审批 → 作业中），2 驳回（→ 已驳回，须填写意见）。
         */
        post: operations["approveLsoJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/job/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 关闭作业许可
         * @description 作业完成后由监护人或安全员确认现场清理并关闭（作业中 → 已关闭）。
         */
        post: operations["closeLsoJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/job/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出作业许可
         * @description 把作业许可列表按当前筛选条件导出为 Excel，列与 pageLsoJobs 相同。请求体沿用列表的查询对象；其中的 pageNum/pageSize 被忽略，导出全部符合条件的行。控制台中由「作业许可」（/lso/job）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["exportLsoJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/jobType/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作业类型
         * @description 返回作业许可的作业类型（动火、高处、受限空间、临时用电、吊装等），供作业许可页的类型筛选。没有查询条件，所以 POST 不带请求体（原先要求一个空对象 {}，见 CHANGELOG 1.0.0）。不分页。控制台中由「作业许可」（/lso/job）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["listLsoJobTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/record/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全员记录分页
         * @description 安全员的日常巡查、旁站监督、专项检查记录。
         */
        post: operations["pageLsoRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/record/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全员记录详情
         * @description 读取一条安全员作业记录：记录类型、安全员、发现的问题、照片与整改状态。不分页。控制台中由「作业记录」（/lso/record）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["getLsoRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/record/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增安全员记录
         * @description 有问题时生成整改要求（rectifyStatus 为待整改）。
         */
        post: operations["addLsoRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/record/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除安全员记录
         * @description 删除一条安全员作业记录（id）。不分页。控制台中由「作业记录」（/lso/record）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["deleteLsoRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lso/record/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出安全员记录
         * @description 把安全员作业记录按当前筛选条件导出为 Excel，列与 pageLsoRecords 相同。请求体沿用列表的查询对象；其中的 pageNum/pageSize 被忽略，导出全部符合条件的行。控制台中由「作业记录」（/lso/record）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["exportLsoRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatistic/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目安全员工作概览
         * @description 汇总项目在日期范围内的安全员工作：作业许可数、巡查记录数、发现问题数与整改率，供统计卡片。不分页。控制台中由「安全员统计（项目）」（/lso/statistic）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["getLsoProjectOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatistic/jobTrend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目作业许可趋势
         * @description 返回项目在日期范围内逐日的作业许可数量序列，供趋势图。不分页。控制台中由「安全员统计（项目）」（/lso/statistic）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["getLsoProjectJobTrend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatistic/jobTypeDistribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目作业许可类型分布
         * @description 返回项目在日期范围内各作业类型的作业许可数量，供类型分布图。不分页。控制台中由「安全员统计（项目）」（/lso/statistic）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["getLsoProjectJobTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatistic/officerPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目安全员工作量分页
         * @description 按安全员统计日期范围内的工作量：作业许可、巡查记录、发现问题与已整改数，每名安全员一行。分页：请求体字段 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「安全员统计（项目）」（/lso/statistic）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["pageLsoOfficerStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatistic/officerExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目安全员工作量
         * @description 把项目安全员工作量导出为 Excel，列与 pageLsoOfficerStats 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「安全员统计（项目）」（/lso/statistic）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["exportLsoOfficerStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatisticCompany/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 公司安全员工作概览
         * @description 公司或分公司下属全部在建项目的合计。
         */
        post: operations["getLsoCompanyOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatisticCompany/projectPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 各项目安全员工作统计分页
         * @description 按项目统计组织下各项目安全员的工作量与整改率，每个项目一行。分页：请求体字段 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「安全员统计（公司）」（/lso/statisticCompany）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["pageLsoProjectStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatisticCompany/branchCompare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 各分公司安全员工作对比
         * @description 按分公司对比日期范围内的安全员工作量与整改率，供公司统计页的对比柱状图。不分页。控制台中由「安全员统计（公司）」（/lso/statisticCompany）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["getLsoBranchCompare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/lsoStatisticCompany/projectExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出各项目安全员工作统计
         * @description 把各项目安全员工作统计导出为 Excel，列与 pageLsoProjectStats 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「安全员统计（公司）」（/lso/statisticCompany）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["exportLsoProjectStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/safe/lso/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全员列表
         * @description PC 控制台的项目安全员配置（任命、负责区域、证书有效期）。
         */
        get: operations["listSafetyOfficers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/safe/lso/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 任命安全员
         * @description 从项目管理人员中任命安全员并分配负责的施工区域。
         */
        post: operations["assignSafetyOfficer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/safe/lso/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑安全员
         * @description 修改安全员：对应的管理人员、项目、安全员类型、证书编号与有效期、负责区域。不分页。控制台中由「作业许可」（/lso/job）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["editSafetyOfficer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/safe/lso/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 撤销安全员
         * @description 撤销一名安全员（路径中的 id）：此人保留管理人员身份，但不再能签发或检查作业许可。不分页。控制台中由「作业许可」（/lso/job）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["deleteSafetyOfficer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/safe/lso/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全员下拉
         * @description 作业许可监护人、旁站记录等处选择安全员。
         */
        get: operations["selectSafetyOfficers"];
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
        /** @description 作业许可查询条件 */
        LsoJobQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /**
             * @description 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业
             * @enum {integer}
             */
            jobType?: 1 | 2 | 3 | 4 | 5;
            /**
             * @description 状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3 | 4;
            /** @description 作业票号或作业内容 */
            keyword?: string;
            /**
             * Format: date
             * @description 计划开始日期起（YYYY-MM-DD）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 计划开始日期止（YYYY-MM-DD）
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
        /** @description 作业许可（作业票） */
        LsoJob: {
            /** @description 作业许可 ID */
            id: number;
            /** @description 作业票号 */
            jobNo: string;
            /**
             * @description 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业
             * @enum {integer}
             */
            jobType: 1 | 2 | 3 | 4 | 5;
            /** @description 作业类型名称 */
            jobTypeName?: string;
            /** @description 作业级别（如 二级动火、Ⅲ级高处） */
            jobLevel?: string | null;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 施工区域 ID */
            areaId?: number;
            /** @description 施工区域 */
            areaName?: string;
            /** @description 具体部位 */
            location?: string;
            /** @description 作业内容 */
            content?: string;
            /** @description 作业单位 ID */
            companyId?: number;
            /** @description 作业单位 */
            companyName?: string;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组 */
            teamName?: string;
            /** @description 申请人 ID */
            applicantId?: number;
            /** @description 申请人 */
            applicantName?: string;
            /** @description 监护人 */
            guardianName?: string;
            /** @description 作业人数 */
            workerCount?: number;
            /** @description 计划开始时间（YYYY-MM-DD HH:mm:ss） */
            planStartTime?: string;
            /** @description 计划结束时间（YYYY-MM-DD HH:mm:ss） */
            planEndTime?: string;
            /**
             * @description 状态：0 待审批，1 作业中（已批准），2 已驳回，3 已关闭，4 已过期
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4;
            /** @description 审批人 */
            approverName?: string | null;
            /** @description 审批时间（YYYY-MM-DD HH:mm:ss） */
            approveTime?: string | null;
            /** @description 关闭时间（YYYY-MM-DD HH:mm:ss） */
            closeTime?: string | null;
            /** @description 申请时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 作业许可详情 */
        LsoJobDetail: components["schemas"]["LsoJob"] & {
            /** @description 安全措施确认 */
            measures?: components["schemas"]["LsoJobMeasure"][];
            /** @description 作业人员 */
            workers?: components["schemas"]["LsoJobWorker"][];
            /** @description 气体检测记录 */
            gasTests?: components["schemas"]["LsoGasTest"][];
            /** @description 审批记录 */
            approvals?: components["schemas"]["LsoApproval"][];
            /** @description 附件（方案、交底记录） */
            attachments?: components["schemas"]["FileUrl"][];
            /** @description 关闭说明（完工清理情况） */
            closeRemark?: string | null;
            /** @description 关闭时的现场照片 */
            closeImages?: string[];
        };
        /** @description 安全措施确认项 */
        LsoJobMeasure: {
            /** @description 安全措施 */
            item: string;
            /** @description 是否已落实 */
            checked: boolean;
            /** @description 确认人 */
            confirmBy?: string | null;
        };
        /** @description 作业人员 */
        LsoJobWorker: {
            /** @description 工人 ID */
            workerId: number;
            /** @description 姓名 */
            name: string;
            /** @description 工种 */
            workType?: string;
            /** @description 特种作业操作证号 */
            certificateNo?: string | null;
        };
        /** @description 气体检测（有限空间、动火） */
        LsoGasTest: {
            /** @description 检测时间（YYYY-MM-DD HH:mm:ss） */
            testTime: string;
            /** @description 氧气浓度（%VOL） */
            o2?: number;
            /** @description 一氧化碳（ppm） */
            co?: number;
            /** @description 硫化氢（ppm） */
            h2s?: number;
            /** @description 可燃气体（%LEL） */
            lel?: number;
            /** @description 检测人 */
            tester?: string;
            /** @description 是否合格 */
            qualified: boolean;
        };
        /** @description 审批记录 */
        LsoApproval: {
            /** @description 审批环节 */
            nodeName: string;
            /** @description 审批人 */
            handlerName: string;
            /**
             * @description 结果：1 批准，2 驳回
             * @enum {integer}
             */
            result: 1 | 2;
            /** @description 意见 */
            opinion?: string | null;
            /** @description 审批时间（YYYY-MM-DD HH:mm:ss） */
            handleTime?: string;
        };
        /** @description 上传后的文件信息 */
        FileUrl: {
            /** @description 文件访问地址 */
            url: string;
            /** @description 原文件名 */
            name?: string;
            /** @description 文件 ID */
            fileId?: string;
            /** @description 字节数 */
            size?: number;
        };
        /** @description 作业许可申请 */
        LsoJobApplyBody: {
            /**
             * @description 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业
             * @enum {integer}
             */
            jobType: 1 | 2 | 3 | 4 | 5;
            /** @description 作业级别 */
            jobLevel?: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 施工区域 ID */
            areaId: number;
            /** @description 具体部位 */
            location?: string;
            /** @description 作业内容 */
            content: string;
            /** @description 作业单位 ID */
            companyId?: number;
            /** @description 班组 ID */
            teamId: number;
            /** @description 监护人 */
            guardianName?: string;
            /** @description 作业人员（工人 ID） */
            workerIds: number[];
            /** @description 计划开始时间（YYYY-MM-DD HH:mm:ss） */
            planStartTime: string;
            /** @description 计划结束时间（YYYY-MM-DD HH:mm:ss） */
            planEndTime: string;
            /** @description 已落实的安全措施 */
            measures?: string[];
            /** @description 附件地址 */
            attachments?: string[];
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 作业许可审批 */
        LsoJobApproveBody: {
            /** @description 作业许可 ID */
            id: number;
            /**
             * @description 审批结果：1 批准，2 驳回
             * @enum {integer}
             */
            result: 1 | 2;
            /** @description 审批意见（驳回必填） */
            opinion?: string;
        };
        /** @description 作业许可关闭 */
        LsoJobCloseBody: {
            /** @description 作业许可 ID */
            id: number;
            /** @description 关闭说明（完工、清理、监护情况） */
            closeRemark: string;
            /** @description 现场照片地址 */
            closeImages?: string[];
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 作业类型 */
        LsoJobType: {
            /** @description 作业类型 */
            value: number;
            /** @description 名称 */
            label: string;
            /** @description 可选级别 */
            levels?: string[];
            /** @description 是否需要气体检测 */
            needGasTest?: boolean;
            /** @description 作业票最长有效时长（小时） */
            validHours?: number;
        };
        /** @description 安全员记录查询条件 */
        LsoRecordQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /**
             * @description 记录类型：1 日常巡查，2 旁站监督，3 专项检查
             * @enum {integer}
             */
            recordType?: 1 | 2 | 3;
            /** @description 安全员 ID */
            officerId?: number;
            /**
             * @description 整改状态：0 无需整改，1 待整改，2 已整改
             * @enum {integer}
             */
            rectifyStatus?: 0 | 1 | 2;
            /**
             * Format: date
             * @description 记录日期起（YYYY-MM-DD）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 记录日期止（YYYY-MM-DD）
             */
            endDate?: string;
        };
        /** @description 安全员巡查/旁站记录 */
        LsoRecord: {
            /** @description 记录 ID */
            id: number;
            /**
             * @description 记录类型：1 日常巡查，2 旁站监督，3 专项检查
             * @enum {integer}
             */
            recordType: 1 | 2 | 3;
            /** @description 记录类型名称 */
            recordTypeName?: string;
            /** @description 关联作业许可 ID（旁站监督） */
            jobId?: number | null;
            /** @description 关联作业票号 */
            jobNo?: string | null;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 施工区域 ID */
            areaId?: number;
            /** @description 施工区域 */
            areaName?: string;
            /** @description 安全员 ID */
            officerId: number;
            /** @description 安全员 */
            officerName?: string;
            /** @description 记录时间（YYYY-MM-DD HH:mm:ss） */
            recordTime: string;
            /** @description 巡查或旁站内容 */
            content?: string;
            /** @description 发现问题数 */
            problemCount?: number;
            /**
             * @description 整改状态：0 无需整改，1 待整改，2 已整改
             * @enum {integer}
             */
            rectifyStatus?: 0 | 1 | 2;
            /** @description 现场照片 */
            images?: string[];
            /** @description 提交时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
        };
        /** @description 安全员记录详情 */
        LsoRecordDetail: components["schemas"]["LsoRecord"] & {
            /** @description 发现的问题 */
            problems?: components["schemas"]["LsoProblem"][];
            /** @description 安全员签名图片 */
            signatureUrl?: string | null;
        };
        /** @description 记录中发现的问题 */
        LsoProblem: {
            /** @description 问题描述 */
            description: string;
            /**
             * @description 隐患等级：1 一般，2 较大，3 重大
             * @enum {integer}
             */
            troubleLevel: 1 | 2 | 3;
            /** @description 整改责任人 */
            responsibleName?: string;
            /**
             * Format: date
             * @description 整改期限（YYYY-MM-DD）
             */
            rectifyDeadline?: string;
            /**
             * @description 整改状态：0 无需整改，1 待整改，2 已整改
             * @enum {integer}
             */
            rectifyStatus?: 0 | 1 | 2;
        };
        /** @description 新增安全员记录 */
        LsoRecordForm: {
            /**
             * @description 记录类型：1 日常巡查，2 旁站监督，3 专项检查
             * @enum {integer}
             */
            recordType: 1 | 2 | 3;
            /** @description 关联作业许可 ID（旁站监督必填） */
            jobId?: number | null;
            /** @description 项目 ID */
            projectId: number;
            /** @description 施工区域 ID */
            areaId: number;
            /** @description 记录时间（YYYY-MM-DD HH:mm:ss） */
            recordTime: string;
            /** @description 巡查或旁站内容 */
            content: string;
            /** @description 发现的问题 */
            problems?: components["schemas"]["LsoProblem"][];
            /** @description 现场照片地址 */
            images?: string[];
        };
        /** @description 项目级统计条件 */
        LsoStatQuery: {
            /** @description 项目 ID */
            projectId: number;
            /**
             * Format: date
             * @description 开始日期（YYYY-MM-DD）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期（YYYY-MM-DD）
             */
            endDate?: string;
        };
        /** @description 项目安全员工作概览 */
        LsoProjectOverview: {
            /** @description 安全员人数 */
            officerCount: number;
            /** @description 今日在岗 */
            onDutyToday?: number;
            /** @description 作业许可总数 */
            jobTotal: number;
            /** @description 作业中 */
            jobInProgress?: number;
            /** @description 已关闭 */
            jobClosed?: number;
            /** @description 已驳回 */
            jobRejected?: number;
            /** @description 超期未关闭 */
            jobOverdue?: number;
            /** @description 巡查/旁站记录数 */
            recordTotal: number;
            /** @description 日常巡查次数 */
            patrolCount?: number;
            /** @description 旁站监督次数 */
            sideStationCount?: number;
            /** @description 发现问题数 */
            problemCount?: number;
            /** @description 已整改 */
            rectifiedCount?: number;
            /** @description 整改率（%） */
            rectifyRate?: number;
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
        /** @description 按作业类型统计 */
        LsoJobTypeCount: {
            /**
             * @description 作业类型：1 动火作业，2 高处作业，3 有限空间作业，4 吊装作业，5 临时用电作业
             * @enum {integer}
             */
            jobType: 1 | 2 | 3 | 4 | 5;
            /** @description 名称 */
            jobTypeName?: string;
            /** @description 数量 */
            count: number;
            /** @description 占比（%） */
            rate?: number;
        };
        /** @description 项目级统计分页条件 */
        LsoStatPageQuery: components["schemas"]["PageQuery"] & components["schemas"]["LsoStatQuery"];
        /** @description 安全员工作量 */
        LsoOfficerStat: {
            /** @description 安全员 ID */
            officerId: number;
            /** @description 安全员 */
            officerName: string;
            /** @description 岗位 */
            postName?: string;
            /** @description 日常巡查次数 */
            patrolCount?: number;
            /** @description 旁站监督次数 */
            sideStationCount?: number;
            /** @description 发现问题数 */
            problemCount?: number;
            /** @description 已整改 */
            rectifiedCount?: number;
            /** @description 审批作业许可数 */
            approvedJobCount?: number;
            /** @description 在岗天数 */
            onDutyDays?: number;
            /** @description 最近记录时间（YYYY-MM-DD HH:mm:ss） */
            lastRecordTime?: string | null;
        };
        /** @description 公司级统计条件 */
        LsoCompanyQuery: {
            /** @description 组织 ID（公司或分公司） */
            orgId: number;
            /**
             * Format: date
             * @description 开始日期（YYYY-MM-DD）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期（YYYY-MM-DD）
             */
            endDate?: string;
        };
        /** @description 公司安全员工作概览 */
        LsoCompanyOverview: {
            /** @description 在建项目数 */
            projectCount: number;
            /** @description 安全员人数 */
            officerCount: number;
            /** @description 按规定应配安全员数 */
            requiredOfficerCount?: number;
            /** @description 配备率（%） */
            staffingRate?: number;
            /** @description 作业许可总数 */
            jobTotal: number;
            /** @description 作业中 */
            jobInProgress?: number;
            /** @description 已关闭 */
            jobClosed?: number;
            /** @description 巡查/旁站记录数 */
            recordTotal?: number;
            /** @description 发现问题数 */
            problemCount?: number;
            /** @description 整改率（%） */
            rectifyRate?: number;
        };
        /** @description 公司级统计分页条件 */
        LsoCompanyPageQuery: components["schemas"]["PageQuery"] & components["schemas"]["LsoCompanyQuery"];
        /** @description 各项目安全员工作统计 */
        LsoProjectStat: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属分公司 ID */
            orgId?: number;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 安全员人数 */
            officerCount?: number;
            /** @description 应配人数 */
            requiredOfficerCount?: number;
            /** @description 作业许可数 */
            jobTotal?: number;
            /** @description 已关闭 */
            jobClosed?: number;
            /** @description 关闭率（%） */
            closeRate?: number;
            /** @description 巡查/旁站记录数 */
            recordCount?: number;
            /** @description 发现问题数 */
            problemCount?: number;
            /** @description 整改率（%） */
            rectifyRate?: number;
        };
        /** @description 项目安全员 */
        LsoOfficer: {
            /** @description 安全员配置 ID */
            id: number;
            /** @description 管理人员 ID */
            manager_id: number;
            /** @description 姓名 */
            name: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 岗位 */
            post_name?: string;
            /**
             * @description 类型：1 专职，2 兼职
             * @enum {integer}
             */
            officer_type?: 1 | 2;
            /** @description 安全生产考核合格证书编号 */
            certificate_no?: string;
            /**
             * Format: date
             * @description 证书有效期至（YYYY-MM-DD）
             */
            certificate_expire?: string;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 负责的施工区域 ID */
            area_ids?: number[];
            /** @description 负责的施工区域 */
            area_names?: string[];
            /** @description 安全帽编号 */
            hat_innerid?: string | null;
            /**
             * @description 状态：0 离岗，1 在岗
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 任命时间（YYYY-MM-DD HH:mm:ss） */
            assign_time?: string;
        };
        /** @description 任命/编辑安全员 */
        LsoOfficerForm: {
            /** @description 安全员配置 ID（编辑时必填） */
            id?: number;
            /** @description 管理人员 ID */
            manager_id: number;
            /** @description 项目 ID */
            project_id: number;
            /**
             * @description 类型：1 专职，2 兼职
             * @enum {integer}
             */
            officer_type: 1 | 2;
            /** @description 安全生产考核合格证书编号 */
            certificate_no: string;
            /**
             * Format: date
             * @description 证书有效期至（YYYY-MM-DD）
             */
            certificate_expire?: string;
            /** @description 负责的施工区域 ID */
            area_ids?: number[];
            /**
             * @description 状态：0 离岗，1 在岗
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
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
    pageLsoJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoJobQuery"];
            };
        };
        responses: {
            /** @description 作业许可 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["LsoJob"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLsoJob: {
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
            /** @description 作业许可详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LsoJobDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    applyLsoJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoJobApplyBody"];
            };
        };
        responses: {
            /** @description 申请结果，data 为作业许可 ID */
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
    approveLsoJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoJobApproveBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    closeLsoJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoJobCloseBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportLsoJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoJobQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLsoJobTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 作业类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LsoJobType"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageLsoRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoRecordQuery"];
            };
        };
        responses: {
            /** @description 安全员记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["LsoRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLsoRecord: {
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
            /** @description 记录详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LsoRecordDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addLsoRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoRecordForm"];
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
    deleteLsoRecord: {
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
    exportLsoRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoRecordQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLsoProjectOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoStatQuery"];
            };
        };
        responses: {
            /** @description 概览 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LsoProjectOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLsoProjectJobTrend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoStatQuery"];
            };
        };
        responses: {
            /** @description 按日趋势 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChartSeries"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLsoProjectJobTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoStatQuery"];
            };
        };
        responses: {
            /** @description 按类型统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LsoJobTypeCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageLsoOfficerStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoStatPageQuery"];
            };
        };
        responses: {
            /** @description 安全员工作量 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["LsoOfficerStat"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportLsoOfficerStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoStatQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLsoCompanyOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoCompanyQuery"];
            };
        };
        responses: {
            /** @description 概览 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LsoCompanyOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageLsoProjectStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoCompanyPageQuery"];
            };
        };
        responses: {
            /** @description 各项目统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["LsoProjectStat"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLsoBranchCompare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoCompanyQuery"];
            };
        };
        responses: {
            /** @description 按分公司对比 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChartSeries"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportLsoProjectStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoCompanyQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSafetyOfficers: {
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
                /** @description 状态：0 离岗，1 在岗 */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 安全员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["LsoOfficer"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    assignSafetyOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoOfficerForm"];
            };
        };
        responses: {
            /** @description 任命结果，data 为安全员配置 ID */
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
    editSafetyOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LsoOfficerForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteSafetyOfficer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 安全员配置 ID */
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
    selectSafetyOfficers: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 安全员 */
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
}
