/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/starSafety/duty/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班配置分页
         * @description 项目管理人员值班（dutyType 1）与带班（dutyType 2）排班配置：谁、每周哪几天、时段、最短时长、须巡查的楼栋。
         */
        get: operations["listDutyConfigs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/config/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或修改值班配置
         * @description 不带 id 为新增，带 id 为修改。提交前控制台先调用 config/addCheck 校验时段冲突与安全帽绑定。
         */
        post: operations["addDutyConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/config/addCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 值班配置提交前校验
         * @description 校验同一人员在生效期内的时段是否与已有配置冲突、人员是否已绑定安全帽（值班轨迹依赖安全帽定位）。pass 为 false 时控制台列出冲突并询问是否仍然提交。
         */
        post: operations["checkDutyConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/config/operate/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班配置操作记录分页
         * @description 列出某个值班配置（configId）的修改记录：操作人、时间、改动内容，供值班配置页的“操作记录”弹窗。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「值班配置」（/duty/config）使用。
         */
        get: operations["listDutyConfigOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可值班人员列表
         * @description 项目管理人员下拉（配置值班时选择人员），带安全帽绑定情况。
         */
        get: operations["listDutyUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/building/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目楼栋（巡查区域）列表
         * @description 值班须巡查的楼栋与区域（电子围栏），用于配置与盲区分析。
         */
        get: operations["listDutyBuildings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/project/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班项目列表
         * @description 组织下的项目及其值班配置情况，用于组织层筛选项目。
         */
        get: operations["listDutyProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/project/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目值班记录分页
         * @description 每人每天一条值班/带班记录：计划时段、安全帽采集的到岗离岗时间、时长、楼栋覆盖与盲区数、完成状态。
         */
        get: operations["listDutyProjectRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/project/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目值班记录
         * @description 按列表的筛选条件导出 Excel（Blob，60 秒超时，不弹错误提示）。
         */
        post: operations["exportDutyProjectRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/complete/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班完成情况分页（按人员）
         * @description 统计期内每位值班人员的计划天数、完成、未达标、缺勤天数与完成率。
         */
        get: operations["listDutyCompletion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/project/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目值班统计
         * @description 项目值班页顶部的统计卡片。
         */
        get: operations["getDutyProjectStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/dutySituationInThirtydays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 近 30 天值班情况
         * @description 近 30 天（含今天）每日计划、完成、未达标、缺勤人次与完成率，折线/柱状图直接使用。
         */
        get: operations["getDutySituationInThirtyDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/dutySituationAnalysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班情况分析
         * @description 统计期内值班结果分布（已完成、未达标、缺勤）与近 6 个月完成率趋势。
         */
        get: operations["getDutySituationAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/positionAnalysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班岗位分析
         * @description 按岗位（项目经理、安全员、施工员……）统计值班人数、计划与完成人次、完成率与平均时长。
         */
        get: operations["getDutyPositionAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/dutyCompleteByCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班完成情况（按分公司）
         * @description 集团视角：各分公司下项目的值班计划、完成与完成率，按完成率降序。
         */
        get: operations["listDutyCompleteByCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/dutyCompleteByCompany/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出分公司值班完成情况
         * @description 把分公司维度的值班完成情况导出为 Excel，列与 listDutyCompleteByCompany 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「值班记录」（/duty/record）使用。
         */
        post: operations["exportDutyCompleteByCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/dutyCompleteByProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班完成情况（按项目）分页
         * @description 组织下各项目的值班计划、完成与完成率。
         */
        get: operations["listDutyCompleteByProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/dutyCompleteByProject/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出项目值班完成情况
         * @description 把项目维度的值班完成情况导出为 Excel，列与 listDutyCompleteByProject 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「值班记录」（/duty/record）使用。
         */
        post: operations["exportDutyCompleteByProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/dutyAnalysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 值班时长与覆盖分析
         * @description 值班时长分布、平均时长、楼栋平均覆盖率，以及按日的平均时长与覆盖率趋势。
         */
        get: operations["getDutyAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/duty/record/blind/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 值班巡查盲区
         * @description 一条值班记录中须巡查却未到达的楼栋（盲区）与已到达楼栋的首次到达时间、停留时长，依据安全帽定位轨迹计算。
         */
        post: operations["getDutyRecordBlindSpots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/baseorg/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 基础组织列表
         * @description 值班与任务统计页的组织筛选（总公司、分公司、项目）。控制台在查询串上附加随机数 random 防止缓存。
         */
        post: operations["listDutyBaseOrgs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskLedger/listPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务台账分页
         * @description 按岗位下发给管理人员的任务（任务卡）台账：任务、执行人、计划起止、完成时间与状态。状态 4（已作废）由 cancellation 产生。
         */
        get: operations["listDutyTaskLedgers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskLedger/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务台账详情
         * @description 任务内容、要求、执行记录（时间、内容、照片、位置）与附件；已作废的任务带作废原因、作废人与时间。
         */
        get: operations["getDutyTaskLedgerDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskLedger/abolishRecord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务作废记录分页
         * @description 已作废任务的作废原因、作废人与时间；传 taskId 时只看该任务的作废记录。
         */
        get: operations["listDutyTaskAbolishRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskLedger/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出任务台账（Excel）
         * @description 按台账列表的筛选条件导出（Blob，60 秒超时）。
         */
        get: operations["exportDutyTaskLedgers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskLedger/exportWord": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出任务台账（Word）
         * @description 按台账列表的筛选条件生成可打印的 Word 台账（每个任务一节，含执行记录与照片；Blob，60 秒超时）。传 id 时只导出该任务。
         */
        get: operations["exportDutyTaskLedgersWord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskLedger/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作废任务
         * @description 作废未完成的任务（状态 0 待执行、1 执行中、3 已逾期 → 4 已作废），须填写作废原因；作废后可在作废记录中查看。已完成或已作废的任务不可作废。
         */
        post: operations["cancelDutyTaskLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/specialTaskLedger/listPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 专项任务台账分页
         * @description 由公司或分公司下发、在项目执行的专项任务（节前检查、防汛防台、高温、冬季施工、重大活动保障）：检查项完成进度、发现隐患数与状态。
         */
        get: operations["listDutySpecialTaskLedgers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/specialTaskLedger/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 专项任务台账详情
         * @description 读取一条专项任务台账：任务内容、责任人、计划与完成时间、检查结果与附件。专项任务台账可作废（cancelDutySpecialTaskLedger）；已作废的台账在详情中带作废信息（种子 001 §4）。不分页。控制台中由「任务详情」（/task/ledgerDetail）使用。
         */
        get: operations["getDutySpecialTaskLedgerDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/specialTaskLedger/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出专项任务台账
         * @description 把专项任务台账按当前筛选条件导出为 Excel，列与 listDutySpecialTaskLedgers 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「专项任务台账」（/task/specialLedger）使用。
         */
        get: operations["exportDutySpecialTaskLedgers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/specialTaskLedger/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 作废专项任务
         * @description 作废未完成的专项任务（状态 → 4 已作废），须填写作废原因。
         */
        post: operations["cancelDutySpecialTaskLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/total": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务统计汇总
         * @description 任务统计分析页顶部卡片与近 7 天下发/完成趋势。
         */
        get: operations["getDutyTaskStatisticsTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务统计（按项目）分页
         * @description 按项目统计日期范围内的任务：下发数、完成数、逾期数与完成率，每个项目一行。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「任务统计分析」（/task/statistics）使用。
         */
        get: operations["listDutyTaskStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/orgTotal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务统计组织汇总
         * @description 组织视角的汇总卡片与各分公司完成率对比序列。
         */
        get: operations["getDutyTaskOrgTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/orgList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务统计（按组织）
         * @description 所选组织的下级组织（集团看分公司）任务统计，按完成率降序。
         */
        get: operations["listDutyTaskOrgStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/warningPersonTotal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 预警人员汇总
         * @description 有逾期或未完成任务的人员数、占比，以及按岗位的分布。
         */
        get: operations["getDutyTaskWarningPersonTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/warningPersonList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 预警人员分页
         * @description 有逾期或未完成任务的人员，按逾期数降序。
         */
        get: operations["listDutyTaskWarningPersons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/warningPositionTotal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 预警岗位汇总
         * @description 出现预警的岗位数、逾期任务数与各岗位逾期数序列。
         */
        get: operations["getDutyTaskWarningPositionTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/warningPositionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 预警岗位列表
         * @description 按岗位统计人数、预警人数、任务数与逾期情况，按逾期数降序。
         */
        get: operations["listDutyTaskWarningPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/taskStatisticalAnalysis/taskCardHintList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 任务卡提示分页
         * @description 今日到期、即将到期、已逾期与新下发任务的提示，供任务卡提醒面板滚动展示。
         */
        get: operations["listDutyTaskCardHints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/task/info/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 人员任务汇总
         * @description 项目管理人员的任务完成汇总（每人一行），用于项目首页与人员任务看板。
         */
        get: operations["collectPersonTaskInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/task/type/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 人员任务类型汇总
         * @description 按任务类型统计任务数与完成率（饼图、柱图）；传 person_id 时只统计该人员。
         */
        get: operations["collectPersonTaskTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/task/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目任务分页
         * @description 项目的任务列表（page/limit 分页）；任务详情按 task_id 与 type 打开（/pc/trouble/detail/{task_id}/{type}）。
         */
        get: operations["listSiteTasks"];
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
        /** @description 值班配置 */
        DutyConfig: {
            /** @description 配置 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /**
             * @description 值班类型：1 值班，2 带班
             * @enum {integer}
             */
            dutyType: 1 | 2;
            /** @description 值班人员 ID */
            userId: number;
            /** @description 值班人员姓名 */
            userName: string;
            /** @description 岗位 */
            postName?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 绑定的安全帽编号（未绑定为空串） */
            hatInnerid?: string;
            /** @description 每周值班日（1 周一 … 7 周日） */
            weekDays: number[];
            /** @description 计划开始时间 HH:mm */
            startTime: string;
            /** @description 计划结束时间 HH:mm */
            endTime: string;
            /** @description 最短在岗时长（分钟） */
            minDurationMinutes?: number;
            /** @description 须巡查的楼栋/区域 ID */
            buildingIds?: number[];
            /** @description 须巡查的楼栋/区域名称 */
            buildingNames?: string[];
            /**
             * Format: date
             * @description 生效开始日期
             */
            effectiveStartDate?: string;
            /**
             * Format: date
             * @description 生效结束日期
             */
            effectiveEndDate?: string;
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 最后修改人 */
            updateBy?: string;
            /** @description 最后修改时间 YYYY-MM-DD HH:mm:ss */
            updateTime?: string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 值班配置表单（新增不带 id，修改带 id） */
        DutyConfigForm: {
            /** @description 配置 ID（修改时必填） */
            id?: number;
            /** @description 项目 ID */
            projectId: number;
            /**
             * @description 值班类型：1 值班，2 带班
             * @enum {integer}
             */
            dutyType: 1 | 2;
            /** @description 值班人员（管理人员）ID */
            userId: number;
            /** @description 每周值班日（1 周一 … 7 周日） */
            weekDays: number[];
            /** @description 计划开始时间 HH:mm */
            startTime: string;
            /** @description 计划结束时间 HH:mm */
            endTime: string;
            /** @description 最短在岗时长（分钟），不足判为未达标 */
            minDurationMinutes?: number;
            /** @description 须巡查的楼栋/区域 ID，未到达的计为盲区 */
            buildingIds?: number[];
            /**
             * Format: date
             * @description 生效开始日期
             */
            effectiveStartDate?: string;
            /**
             * Format: date
             * @description 生效结束日期
             */
            effectiveEndDate?: string;
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 值班配置校验结果 */
        DutyConfigCheckResult: {
            /** @description 是否通过（无冲突） */
            pass: boolean;
            /** @description 提示语 */
            message?: string;
            /** @description 冲突明细 */
            conflicts: {
                /** @description 人员 ID */
                userId: number;
                /** @description 人员姓名 */
                userName?: string;
                /** @description 冲突的已有配置 ID（非时段冲突为 null） */
                configId?: number | null;
                /** @description 冲突原因 */
                reason: string;
            }[];
        };
        /** @description 值班配置操作记录 */
        DutyConfigOperation: {
            /** @description 记录 ID */
            id: number;
            /** @description 配置 ID */
            configId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 被配置的值班人员 */
            userName?: string;
            /**
             * @description 操作类型：1 新增，2 修改，3 停用，4 启用
             * @enum {integer}
             */
            operateType: 1 | 2 | 3 | 4;
            /** @description 操作内容 */
            operateContent?: string;
            /** @description 操作人 */
            operatorName?: string;
            /** @description 操作时间 YYYY-MM-DD HH:mm:ss */
            operateTime: string;
        };
        /** @description 可值班人员 */
        DutyUser: {
            /** @description 管理人员 ID */
            userId: number;
            /** @description 姓名 */
            userName: string;
            /** @description 岗位 */
            postName?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 绑定的安全帽编号（未绑定为空串） */
            hatInnerid?: string;
            /** @description 是否已绑定安全帽 */
            hatBound?: boolean;
        };
        /** @description 项目楼栋/巡查区域 */
        DutyBuilding: {
            /** @description 楼栋/区域 ID（施工区域 areaId） */
            buildingId: number;
            /** @description 名称 */
            buildingName: string;
            /** @description 项目 ID */
            projectId?: number;
            /**
             * @description 围栏类型：1 多边形，2 圆形
             * @enum {integer}
             */
            fenceType?: 1 | 2;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 值班项目 */
        DutyProject: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属分公司 ID */
            orgId?: number;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 是否已配置值班 */
            configured?: boolean;
            /** @description 值班人员数 */
            dutyUserCount?: number;
        };
        /** @description 值班记录（每人每天一条） */
        DutyRecord: {
            /** @description 记录 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属分公司 */
            orgName?: string;
            /**
             * Format: date
             * @description 值班日期
             */
            dutyDate: string;
            /**
             * @description 值班类型：1 值班，2 带班
             * @enum {integer}
             */
            dutyType: 1 | 2;
            /** @description 值班人员 ID */
            userId: number;
            /** @description 值班人员姓名 */
            userName: string;
            /** @description 岗位 */
            postName?: string;
            /** @description 安全帽编号 */
            hatInnerid?: string;
            /** @description 计划开始 HH:mm */
            planStartTime?: string;
            /** @description 计划结束 HH:mm */
            planEndTime?: string;
            /** @description 到岗时间（安全帽首次进入项目围栏） */
            arriveTime?: string | null;
            /** @description 离岗时间（最后离开项目围栏） */
            leaveTime?: string | null;
            /** @description 在岗时长（分钟） */
            durationMinutes?: number;
            /** @description 须巡查楼栋数 */
            buildingCount?: number;
            /** @description 已到达楼栋数 */
            coveredBuildingCount?: number;
            /** @description 盲区（未到达楼栋）数 */
            blindCount?: number;
            /**
             * @description 值班结果：0 缺勤，1 已完成，2 未达标
             * @enum {integer}
             */
            status: 0 | 1 | 2;
        };
        /** @description 值班记录与完成情况的筛选条件（导出用 JSON 体） */
        DutyRecordQuery: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /**
             * @description 值班类型：1 值班，2 带班
             * @enum {integer}
             */
            dutyType?: 1 | 2;
            /**
             * @description 值班结果：0 缺勤，1 已完成，2 未达标
             * @enum {integer}
             */
            status?: 0 | 1 | 2;
            /** @description 人员姓名关键字 */
            keyword?: string;
            /**
             * Format: date
             * @description 开始日期
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期
             */
            endDate?: string;
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 人员值班完成情况 */
        DutyCompletion: {
            /** @description 人员 ID */
            userId: number;
            /** @description 姓名 */
            userName: string;
            /** @description 岗位 */
            postName?: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /**
             * @description 值班类型：1 值班，2 带班
             * @enum {integer}
             */
            dutyType?: 1 | 2;
            /** @description 计划值班天数 */
            planDays: number;
            /** @description 完成天数 */
            completeDays: number;
            /** @description 未达标天数 */
            substandardDays?: number;
            /** @description 缺勤天数 */
            absentDays?: number;
            /** @description 完成率（%，2 位小数） */
            completeRate: number;
            /** @description 累计在岗时长（分钟） */
            totalDurationMinutes?: number;
        };
        /** @description 项目值班统计卡片 */
        DutyProjectStatistics: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 值班人员数 */
            dutyUserCount?: number;
            /** @description 计划值班人次 */
            planCount: number;
            /** @description 完成人次 */
            completeCount: number;
            /** @description 未达标人次 */
            substandardCount?: number;
            /** @description 缺勤人次 */
            absentCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
            /** @description 平均在岗时长（分钟） */
            avgDurationMinutes?: number;
            /** @description 盲区合计（楼栋次） */
            blindCount?: number;
        };
        /** @description 某日值班情况 */
        DutyDailySituation: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 计划人次 */
            planCount: number;
            /** @description 完成人次 */
            completeCount: number;
            /** @description 未达标人次 */
            substandardCount?: number;
            /** @description 缺勤人次 */
            absentCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
        };
        /** @description 值班情况分析 */
        DutySituationAnalysis: {
            /** @description 计划人次 */
            planCount: number;
            /** @description 完成人次 */
            completeCount: number;
            /** @description 未达标人次 */
            substandardCount?: number;
            /** @description 缺勤人次 */
            absentCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
            /** @description 结果分布（饼图） */
            distribution: components["schemas"]["DutyNameValue"][];
            /** @description 近 6 个月趋势（月份；计划、完成人次与完成率） */
            trend: components["schemas"]["ChartSeries"];
        };
        /** @description 饼图/分布项 */
        DutyNameValue: {
            /** @description 分类名称 */
            name: string;
            /** @description 数值 */
            value: number;
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
        /** @description 岗位值班统计 */
        DutyPositionStat: {
            /** @description 岗位 */
            postName: string;
            /** @description 值班人数 */
            personCount?: number;
            /** @description 计划人次 */
            planCount: number;
            /** @description 完成人次 */
            completeCount: number;
            /** @description 完成率（%） */
            completeRate: number;
            /** @description 平均在岗时长（分钟） */
            avgDurationMinutes?: number;
        };
        /** @description 分公司值班完成情况 */
        DutyCompanyComplete: {
            /** @description 分公司 ID */
            orgId: number;
            /** @description 分公司名称 */
            orgName: string;
            /** @description 项目数 */
            projectCount?: number;
            /** @description 值班人员数 */
            dutyUserCount?: number;
            /** @description 计划人次 */
            planCount: number;
            /** @description 完成人次 */
            completeCount: number;
            /** @description 未达标人次 */
            substandardCount?: number;
            /** @description 缺勤人次 */
            absentCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
        };
        /** @description 项目值班完成情况 */
        DutyProjectComplete: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属分公司 ID */
            orgId?: number;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 值班人员数 */
            dutyUserCount?: number;
            /** @description 计划人次 */
            planCount: number;
            /** @description 完成人次 */
            completeCount: number;
            /** @description 未达标人次 */
            substandardCount?: number;
            /** @description 缺勤人次 */
            absentCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
        };
        /** @description 值班时长与覆盖分析 */
        DutyAnalysis: {
            /** @description 平均在岗时长（分钟） */
            avgDurationMinutes: number;
            /** @description 平均楼栋覆盖率（%） */
            avgCoverageRate?: number;
            /** @description 在岗时长分布（人次） */
            durationDistribution: components["schemas"]["DutyNameValue"][];
            /** @description 按日的平均时长与覆盖率 */
            trend: components["schemas"]["ChartSeries"];
        };
        /** @description 值班巡查盲区 */
        DutyBlindResult: {
            /** @description 值班记录 ID */
            recordId: number;
            /** @description 项目 ID */
            projectId?: number;
            /**
             * Format: date
             * @description 值班日期
             */
            dutyDate?: string;
            /** @description 值班人员姓名 */
            userName?: string;
            /** @description 须巡查楼栋数 */
            buildingCount?: number;
            /** @description 已到达楼栋数 */
            coveredCount?: number;
            /** @description 盲区数 */
            blindCount?: number;
            /** @description 盲区（未到达的楼栋） */
            blindList: {
                /** @description 楼栋/区域 ID */
                buildingId: number;
                /** @description 名称 */
                buildingName: string;
                /** @description 判定说明 */
                reason?: string;
            }[];
            /** @description 已到达的楼栋 */
            coveredList: {
                /** @description 楼栋/区域 ID */
                buildingId: number;
                /** @description 名称 */
                buildingName: string;
                /** @description 首次到达时间 */
                firstArriveTime?: string;
                /** @description 累计停留（分钟） */
                stayMinutes?: number;
            }[];
        };
        /** @description 基础组织 */
        DutyBaseOrg: {
            /** @description 组织 ID */
            id: number;
            /** @description 组织内部编号 */
            innerid: string;
            /** @description 组织名称 */
            orgName: string;
            /**
             * @description 组织类型：2 总公司，3 分公司，4 项目
             * @enum {integer}
             */
            orgType: 2 | 3 | 4;
            /** @description 上级组织 ID（顶级为 0） */
            parentId?: number;
            /** @description 排序号 */
            sort?: number;
        };
        /** @description 任务台账行 */
        DutyTaskLedger: {
            /** @description 任务 ID */
            id: number;
            /** @description 任务编号 */
            taskNo: string;
            /** @description 任务名称 */
            taskName: string;
            /**
             * @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他
             * @enum {integer}
             */
            taskType: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 执行岗位 */
            positionName?: string;
            /** @description 执行人 ID */
            executorId?: number;
            /** @description 执行人姓名 */
            executorName: string;
            /** @description 下发人 */
            publisherName?: string;
            /** @description 计划开始 YYYY-MM-DD HH:mm:ss */
            startTime: string;
            /** @description 计划截止 YYYY-MM-DD HH:mm:ss */
            endTime: string;
            /** @description 完成时间 */
            finishTime?: string | null;
            /**
             * @description 状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4;
            /** @description 是否逾期 */
            overdue?: boolean;
        };
        /** @description 任务台账详情 */
        DutyTaskLedgerDetail: components["schemas"]["DutyTaskLedger"] & {
            /** @description 执行频次 */
            frequency?: string;
            /** @description 任务内容 */
            content?: string;
            /** @description 执行要求 */
            requirement?: string;
            /** @description 执行记录 */
            records?: components["schemas"]["DutyTaskExecRecord"][];
            /** @description 附件 */
            attachments?: components["schemas"]["FileUrl"][];
            /** @description 作废原因 */
            cancelReason?: string | null;
            /** @description 作废人 */
            cancelBy?: string | null;
            /** @description 作废时间 */
            cancelTime?: string | null;
        };
        /** @description 任务执行记录 */
        DutyTaskExecRecord: {
            /** @description 记录时间 */
            recordTime: string;
            /** @description 执行情况 */
            content: string;
            /** @description 现场照片地址 */
            images?: string[];
            /** @description 位置 */
            address?: string;
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
        /** @description 任务作废记录 */
        DutyTaskAbolishRecord: {
            /** @description 记录 ID */
            id: number;
            /** @description 任务 ID */
            taskId: number;
            /** @description 任务编号 */
            taskNo?: string;
            /** @description 任务名称 */
            taskName?: string;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 执行人姓名 */
            executorName?: string;
            /**
             * @description 作废前状态：0 待执行，1 执行中，3 已逾期
             * @enum {integer}
             */
            statusBefore?: 0 | 1 | 3;
            /** @description 作废原因 */
            cancelReason: string;
            /** @description 作废人 */
            operatorName: string;
            /** @description 作废时间 */
            cancelTime: string;
        };
        /** @description 作废请求 */
        DutyCancellationBody: {
            /** @description 任务 ID */
            id: number;
            /** @description 作废原因（必填，200 字以内） */
            cancelReason: string;
        };
        /** @description 专项任务台账行 */
        DutySpecialTaskLedger: {
            /** @description 专项任务 ID（每个项目一条） */
            id: number;
            /** @description 专项任务编号（同一次下发共用） */
            taskNo: string;
            /** @description 专项任务名称 */
            taskName: string;
            /**
             * @description 专项类型：1 节前安全检查，2 防汛防台，3 高温季节，4 冬季施工，5 重大活动保障
             * @enum {integer}
             */
            specialType: 1 | 2 | 3 | 4 | 5;
            /** @description 下发组织 */
            issueOrgName?: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 项目负责人 ID */
            leaderId?: number | null;
            /** @description 项目负责人姓名 */
            leaderName?: string;
            /**
             * Format: date
             * @description 开始日期
             */
            startDate: string;
            /**
             * Format: date
             * @description 截止日期
             */
            endDate: string;
            /** @description 检查项数 */
            checkItemCount?: number;
            /** @description 已检查项数 */
            finishedItemCount?: number;
            /** @description 发现隐患数 */
            troubleCount?: number;
            /**
             * @description 状态：0 待开始，1 进行中，2 已完成，3 已逾期，4 已作废
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4;
        };
        /** @description 专项任务台账详情 */
        DutySpecialTaskLedgerDetail: components["schemas"]["DutySpecialTaskLedger"] & {
            /** @description 专项内容 */
            content?: string;
            /** @description 要求 */
            requirement?: string;
            /** @description 参与人员 */
            participants?: string[];
            /** @description 检查项 */
            items?: {
                /** @description 检查项 */
                itemName: string;
                /**
                 * @description 结果：0 未检查，1 合格，2 不合格
                 * @enum {integer}
                 */
                result: 0 | 1 | 2;
                /** @description 隐患数 */
                troubleCount?: number;
            }[];
            /** @description 附件 */
            attachments?: components["schemas"]["FileUrl"][];
            /** @description 作废原因 */
            cancelReason?: string | null;
            /** @description 作废人 */
            cancelBy?: string | null;
            /** @description 作废时间 */
            cancelTime?: string | null;
        };
        /** @description 任务统计汇总 */
        DutyTaskStatTotal: {
            /** @description 任务总数 */
            taskCount: number;
            /** @description 已完成 */
            completeCount: number;
            /** @description 执行中 */
            ongoingCount?: number;
            /** @description 已逾期 */
            overdueCount: number;
            /** @description 已作废 */
            cancelCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
            /** @description 逾期率（%） */
            overdueRate?: number;
            /** @description 近 7 天下发、完成、逾期趋势 */
            trend?: components["schemas"]["ChartSeries"];
        };
        /** @description 项目任务统计 */
        DutyTaskStatProject: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 任务数 */
            taskCount: number;
            /** @description 已完成 */
            completeCount: number;
            /** @description 执行中 */
            ongoingCount?: number;
            /** @description 已逾期 */
            overdueCount?: number;
            /** @description 已作废 */
            cancelCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
            /** @description 逾期率（%） */
            overdueRate?: number;
        };
        /** @description 组织任务汇总 */
        DutyTaskOrgTotal: {
            /** @description 下级组织数 */
            orgCount: number;
            /** @description 项目数 */
            projectCount: number;
            /** @description 任务数 */
            taskCount: number;
            /** @description 已完成 */
            completeCount?: number;
            /** @description 已逾期 */
            overdueCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
            /** @description 各下级组织任务数与完成率对比 */
            compare?: components["schemas"]["ChartSeries"];
        };
        /** @description 组织任务统计 */
        DutyTaskStatOrg: {
            /** @description 组织 ID */
            orgId: number;
            /** @description 组织名称 */
            orgName: string;
            /** @description 项目数 */
            projectCount?: number;
            /** @description 任务数 */
            taskCount: number;
            /** @description 已完成 */
            completeCount?: number;
            /** @description 已逾期 */
            overdueCount?: number;
            /** @description 完成率（%） */
            completeRate: number;
            /** @description 逾期率（%） */
            overdueRate?: number;
        };
        /** @description 预警人员汇总 */
        DutyWarningPersonTotal: {
            /** @description 有任务的人员数 */
            personCount: number;
            /** @description 预警人员数 */
            warningPersonCount: number;
            /** @description 预警人员占比（%） */
            warningRate: number;
            /** @description 逾期任务数 */
            overdueTaskCount?: number;
            /** @description 预警人员按岗位分布 */
            distribution?: components["schemas"]["DutyNameValue"][];
        };
        /** @description 预警人员 */
        DutyWarningPerson: {
            /** @description 人员 ID */
            userId: number;
            /** @description 姓名 */
            userName: string;
            /** @description 岗位 */
            positionName?: string;
            /** @description 项目 */
            projectName?: string;
            /** @description 分公司 */
            orgName?: string;
            /** @description 任务数 */
            taskCount?: number;
            /** @description 逾期数 */
            overdueCount: number;
            /** @description 未完成数 */
            uncompleteCount?: number;
            /** @description 逾期率（%） */
            overdueRate?: number;
            /** @description 最近预警时间 */
            lastWarningTime?: string;
        };
        /** @description 预警岗位汇总 */
        DutyWarningPositionTotal: {
            /** @description 岗位数 */
            positionCount: number;
            /** @description 出现预警的岗位数 */
            warningPositionCount: number;
            /** @description 逾期任务数 */
            overdueTaskCount?: number;
            /** @description 各岗位逾期任务数与逾期率 */
            chart: components["schemas"]["ChartSeries"];
        };
        /** @description 预警岗位 */
        DutyWarningPosition: {
            /** @description 岗位 */
            positionName: string;
            /** @description 人数 */
            personCount?: number;
            /** @description 预警人数 */
            warningPersonCount?: number;
            /** @description 任务数 */
            taskCount?: number;
            /** @description 逾期数 */
            overdueCount: number;
            /** @description 逾期率（%） */
            overdueRate?: number;
        };
        /** @description 任务卡提示 */
        DutyTaskCardHint: {
            /** @description 提示 ID */
            id: number;
            /** @description 任务 ID（专项任务为专项任务 ID） */
            taskId: number;
            /** @description 任务编号 */
            taskNo?: string;
            /** @description 任务名称 */
            taskName?: string;
            /**
             * @description 提示类型：1 今日到期，2 即将到期，3 已逾期，4 新任务
             * @enum {integer}
             */
            hintType: 1 | 2 | 3 | 4;
            /** @description 提示内容 */
            hintContent: string;
            /** @description 执行人姓名 */
            executorName?: string;
            /** @description 岗位 */
            positionName?: string;
            /** @description 项目 */
            projectName?: string;
            /** @description 截止时间 */
            endTime?: string;
            /** @description 提示时间 */
            hintTime?: string;
            /** @description 是否已读 */
            read?: boolean;
        };
        /** @description 人员任务汇总 */
        DutyPersonTaskInfo: {
            /** @description 管理人员 ID */
            person_id: number;
            /** @description 姓名 */
            person_name: string;
            /** @description 岗位 */
            post_name?: string;
            /** @description 任务数 */
            task_total: number;
            /** @description 已完成 */
            finish_total: number;
            /** @description 未完成（未到期） */
            unfinish_total?: number;
            /** @description 逾期 */
            overdue_total?: number;
            /** @description 完成率（%） */
            finish_rate?: number;
        };
        /** @description 任务类型汇总 */
        DutyPersonTaskType: {
            /** @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
            task_type: number;
            /** @description 类型名称 */
            task_type_name: string;
            /** @description 任务数 */
            task_total: number;
            /** @description 已完成 */
            finish_total?: number;
            /** @description 完成率（%） */
            finish_rate?: number;
        };
        /** @description 项目任务（详情按 task_id 与 type 打开） */
        DutySiteTask: {
            /** @description 任务 ID */
            task_id: number;
            /** @description 任务名称 */
            task_name: string;
            /**
             * @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他
             * @enum {integer}
             */
            type: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description 类型名称 */
            type_name?: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 执行人 ID */
            person_id?: number;
            /** @description 执行人 */
            person_name?: string;
            /** @description 岗位 */
            post_name?: string;
            /** @description 网格点位 ID */
            point_id?: number | null;
            /** @description 点位名称 */
            point_name?: string;
            /** @description 计划开始 */
            start_time?: string;
            /** @description 计划截止 */
            end_time?: string;
            /** @description 完成时间 */
            finish_time?: string | null;
            /**
             * @description 状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4;
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
        /** @description 导出的 Word 文件 */
        WordDocument: {
            headers: {
                /** @description attachment; filename="导出.docx" */
                "Content-Disposition"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document": components["schemas"]["Binary"];
            };
        };
    };
    parameters: {
        /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
        DutyProjectId: number;
        /** @description 值班类型：1 值班，2 带班；不传为全部 */
        DutyType: 1 | 2;
        /** @description 页码，从 1 开始 */
        PageNum: number;
        /** @description 每页条数（10、20、50、100） */
        PageSize: number;
        /** @description 项目 ID */
        DutyProjectIdRequired: number;
        /** @description 组织 ID（公司、分公司或项目） */
        OrgId: number;
        /** @description 值班结果：0 缺勤（未值班），1 已完成，2 未达标（时长不足或有盲区） */
        DutyRecordStatus: 0 | 1 | 2;
        /** @description 关键字（人员姓名、任务名称或编号） */
        DutyKeyword: string;
        /** @description 开始日期 YYYY-MM-DD */
        StartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        EndDate: string;
        /** @description 随机数，防止浏览器与网关缓存（控制台每次附加 Math.random()） */
        DutyCacheBuster: number;
        /** @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
        DutyTaskType: 1 | 2 | 3 | 4 | 5 | 6;
        /** @description 任务状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
        DutyTaskStatus: 0 | 1 | 2 | 3 | 4;
        /** @description 岗位名称 */
        DutyPositionName: string;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
        /** @description 开始日期 YYYY-MM-DD */
        DutyPcStartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        DutyPcEndDate: string;
        /** @description 页码，从 1 开始（考勤与检查类接口） */
        Page: number;
        /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
        Limit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listDutyConfigs: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
                /** @description 配置状态：0 停用，1 启用 */
                status?: 0 | 1;
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
            /** @description 值班配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyConfig"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addDutyConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DutyConfigForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    checkDutyConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DutyConfigForm"];
            };
        };
        responses: {
            /** @description 校验结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyConfigCheckResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyConfigOperations: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班配置 ID；不传时列出项目全部配置的操作记录 */
                configId?: number;
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
            /** @description 操作记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyConfigOperation"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyUsers: {
        parameters: {
            query: {
                /** @description 项目 ID */
                projectId: components["parameters"]["DutyProjectIdRequired"];
                /** @description 姓名或手机号关键字 */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 人员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyBuildings: {
        parameters: {
            query: {
                /** @description 项目 ID */
                projectId: components["parameters"]["DutyProjectIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 楼栋 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyBuilding"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyProjects: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目名称关键字 */
                projectName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 项目 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyProject"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyProjectRecords: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
                /** @description 值班结果：0 缺勤（未值班），1 已完成，2 未达标（时长不足或有盲区） */
                status?: components["parameters"]["DutyRecordStatus"];
                /** @description 关键字（人员姓名、任务名称或编号） */
                keyword?: components["parameters"]["DutyKeyword"];
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
            /** @description 值班记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportDutyProjectRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DutyRecordQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyCompletion: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
                /** @description 关键字（人员姓名、任务名称或编号） */
                keyword?: components["parameters"]["DutyKeyword"];
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
            /** @description 完成情况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyCompletion"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyProjectStatistics: {
        parameters: {
            query: {
                /** @description 项目 ID */
                projectId: components["parameters"]["DutyProjectIdRequired"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
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
                        data: components["schemas"]["DutyProjectStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutySituationInThirtyDays: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 每日序列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyDailySituation"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutySituationAnalysis: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
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
            /** @description 分析结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutySituationAnalysis"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyPositionAnalysis: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
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
            /** @description 岗位统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyPositionStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyCompleteByCompany: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
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
            /** @description 分公司完成情况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyCompanyComplete"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportDutyCompleteByCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DutyRecordQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyCompleteByProject: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 项目名称关键字 */
                projectName?: string;
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
            /** @description 项目完成情况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyProjectComplete"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportDutyCompleteByProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DutyRecordQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyAnalysis: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 值班类型：1 值班，2 带班；不传为全部 */
                dutyType?: components["parameters"]["DutyType"];
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
            /** @description 分析结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyAnalysis"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyRecordBlindSpots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 值班记录 ID */
                    recordId: number;
                };
            };
        };
        responses: {
            /** @description 盲区 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyBlindResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyBaseOrgs: {
        parameters: {
            query?: {
                /** @description 随机数，防止浏览器与网关缓存（控制台每次附加 Math.random()） */
                random?: components["parameters"]["DutyCacheBuster"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 上级组织 ID；不传时从当前身份所在组织开始 */
                    parentId?: number;
                    /** @description 组织类型：2 总公司，3 分公司，4 项目 */
                    orgType?: number;
                    /** @description 组织名称关键字 */
                    orgName?: string;
                };
            };
        };
        responses: {
            /** @description 组织 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyBaseOrg"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyTaskLedgers: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
                taskType?: components["parameters"]["DutyTaskType"];
                /** @description 任务状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
                status?: components["parameters"]["DutyTaskStatus"];
                /** @description 岗位名称 */
                positionName?: components["parameters"]["DutyPositionName"];
                /** @description 关键字（人员姓名、任务名称或编号） */
                keyword?: components["parameters"]["DutyKeyword"];
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
            /** @description 任务台账 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyTaskLedger"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyTaskLedgerDetail: {
        parameters: {
            query: {
                /** @description 任务 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyTaskLedgerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyTaskAbolishRecords: {
        parameters: {
            query?: {
                /** @description 任务 ID */
                taskId?: number;
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
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
            /** @description 作废记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyTaskAbolishRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportDutyTaskLedgers: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
                taskType?: components["parameters"]["DutyTaskType"];
                /** @description 任务状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
                status?: components["parameters"]["DutyTaskStatus"];
                /** @description 岗位名称 */
                positionName?: components["parameters"]["DutyPositionName"];
                /** @description 关键字（人员姓名、任务名称或编号） */
                keyword?: components["parameters"]["DutyKeyword"];
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
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportDutyTaskLedgersWord: {
        parameters: {
            query?: {
                /** @description 只导出该任务（任务 ID） */
                id?: number;
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
                taskType?: components["parameters"]["DutyTaskType"];
                /** @description 任务状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
                status?: components["parameters"]["DutyTaskStatus"];
                /** @description 岗位名称 */
                positionName?: components["parameters"]["DutyPositionName"];
                /** @description 关键字（人员姓名、任务名称或编号） */
                keyword?: components["parameters"]["DutyKeyword"];
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
            200: components["responses"]["WordDocument"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    cancelDutyTaskLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DutyCancellationBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutySpecialTaskLedgers: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 专项类型：1 节前安全检查，2 防汛防台，3 高温季节，4 冬季施工，5 重大活动保障 */
                specialType?: 1 | 2 | 3 | 4 | 5;
                /** @description 任务状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
                status?: components["parameters"]["DutyTaskStatus"];
                /** @description 关键字（人员姓名、任务名称或编号） */
                keyword?: components["parameters"]["DutyKeyword"];
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
            /** @description 专项任务台账 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutySpecialTaskLedger"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutySpecialTaskLedgerDetail: {
        parameters: {
            query: {
                /** @description 专项任务 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutySpecialTaskLedgerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportDutySpecialTaskLedgers: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 专项类型：1 节前安全检查，2 防汛防台，3 高温季节，4 冬季施工，5 重大活动保障 */
                specialType?: 1 | 2 | 3 | 4 | 5;
                /** @description 任务状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
                status?: components["parameters"]["DutyTaskStatus"];
                /** @description 关键字（人员姓名、任务名称或编号） */
                keyword?: components["parameters"]["DutyKeyword"];
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
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    cancelDutySpecialTaskLedger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DutyCancellationBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyTaskStatisticsTotal: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
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
            /** @description 汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyTaskStatTotal"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyTaskStatistics: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
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
            /** @description 项目任务统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyTaskStatProject"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyTaskOrgTotal: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
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
            /** @description 组织汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyTaskOrgTotal"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyTaskOrgStatistics: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
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
            /** @description 组织任务统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyTaskStatOrg"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyTaskWarningPersonTotal: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
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
            /** @description 汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyWarningPersonTotal"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyTaskWarningPersons: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 岗位名称 */
                positionName?: string;
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
            /** @description 预警人员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyWarningPerson"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDutyTaskWarningPositionTotal: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
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
            /** @description 汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyWarningPositionTotal"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyTaskWarningPositions: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
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
            /** @description 预警岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyWarningPosition"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDutyTaskCardHints: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时按 orgId 或当前身份统计 */
                projectId?: components["parameters"]["DutyProjectId"];
                /** @description 提示类型：1 今日到期，2 即将到期，3 已逾期，4 新任务 */
                hintType?: 1 | 2 | 3 | 4;
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
            /** @description 任务卡提示 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutyTaskCardHint"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectPersonTaskInfo: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                start_date?: components["parameters"]["DutyPcStartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                end_date?: components["parameters"]["DutyPcEndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 人员任务汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyPersonTaskInfo"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectPersonTaskTypes: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 管理人员 ID */
                person_id?: number;
                /** @description 开始日期 YYYY-MM-DD */
                start_date?: components["parameters"]["DutyPcStartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                end_date?: components["parameters"]["DutyPcEndDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 类型汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DutyPersonTaskType"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSiteTasks: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 执行人（管理人员）ID */
                person_id?: number;
                /** @description 任务类型：1 日常巡查，2 安全检查，3 班前教育，4 旁站监督，5 隐患复查，6 其他 */
                type?: 1 | 2 | 3 | 4 | 5 | 6;
                /** @description 任务状态：0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废 */
                status?: 0 | 1 | 2 | 3 | 4;
                /** @description 开始日期 YYYY-MM-DD */
                start_date?: components["parameters"]["DutyPcStartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                end_date?: components["parameters"]["DutyPcEndDate"];
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["DutySiteTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
