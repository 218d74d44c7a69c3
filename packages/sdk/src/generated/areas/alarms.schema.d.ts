/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/starSafety/alarmClosedLoop/alarmProcessingStatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 报警闭环处理统计
         * @description 公司/分公司/项目在时间段内的报警闭环总览：报警总数、各环节（已产生→已派发→已处理→已关闭）数量（漏斗图）、
         *     处理率（已处理 + 已关闭）/ 总数、关闭率、平均处置时长、超时未处理数，以及按报警类型的关闭率。
         */
        get: operations["getAlarmProcessingStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alarmClosedLoop/alarmStatisticsByMonth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 报警闭环按月统计
         * @description 指定年份每月的报警数、已处理数（含已关闭）、已关闭数与处理率，供柱线混合图使用；当年只返回到当前月。
         */
        get: operations["getAlarmStatisticsByMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alarmClosedLoop/alarmSituationEachBranchCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 各分公司报警闭环情况
         * @description 总公司身份（orgId 为总公司）按分公司逐行统计；分公司身份（orgId 为分公司）按其下项目逐行统计（orgType 区分）。
         *     总公司报表与分公司报表导出即导出本表。
         */
        get: operations["listAlarmSituationByBranchCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alarmClosedLoop/export/headCompanyReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出总公司报警闭环报表
         * @description 总公司报表：按分公司逐行的报警闭环情况（Excel，60 秒超时）。
         */
        get: operations["exportAlarmHeadCompanyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alarmClosedLoop/export/branchCompanyReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出分公司报警闭环报表
         * @description 分公司报表：该分公司下各项目的报警闭环情况（Excel，60 秒超时）；orgId 传分公司 ID。
         */
        get: operations["exportAlarmBranchCompanyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stayin/stat/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 滞留报警统计结果
         * @description 时间段内下班后滞留在作业区的报警汇总：报警次数、涉及人数、未处理数、平均与最长滞留时长，以及按区域分布。
         */
        get: operations["getStayinAlarmStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stayin/daterange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 滞留报警按日趋势
         * @description 时间段内每天的滞留报警次数与人数（折线图）；无报警的日期也返回 0。
         */
        get: operations["listStayinAlarmDateRange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stayin/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 滞留报警明细分页
         * @description 查询滞留报警明细：在某区域停留超过阈值的人员、区域、开始时间、时长与处理状态，可按区域、状态和关键字筛选。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「滞留报警」（/alarm/stayin）、「静止报警」（/alarm/stationary）使用。
         */
        get: operations["listStayinAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stayin/worker/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 滞留报警按人员汇总
         * @description 时间段内按人员汇总滞留次数与累计时长，次数多的在前。
         */
        get: operations["listStayinAlarmWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stayin/detail/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出滞留报警明细
         * @description 按与明细分页相同的条件导出（Excel，60 秒超时）。
         */
        post: operations["exportStayinAlarms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stationary/stat/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 静止报警统计结果
         * @description 安全帽长时间未移动（疑似摔倒、昏迷或安全帽遗落）的报警汇总与区域分布。
         */
        get: operations["getStationaryAlarmStat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stationary/daterange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 静止报警按日趋势
         * @description 按日返回日期范围内的静止报警次数（date、count），供静止报警页的趋势图。不分页。控制台中由「滞留报警」（/alarm/stayin）、「静止报警」（/alarm/stationary）使用。
         */
        get: operations["listStationaryAlarmDateRange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stationary/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 静止报警明细分页
         * @description 查询静止报警明细：安全帽长时间静止（疑似摘帽或倒地）的人员、位置、开始时间、时长与处理状态。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「滞留报警」（/alarm/stayin）、「静止报警」（/alarm/stationary）使用。
         */
        get: operations["listStationaryAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/stationary/detail/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出静止报警明细
         * @description 把静止报警明细导出为 Excel，列与 listStationaryAlarms 相同。请求体的日期字段与列表查询参数同名（startDate/endDate）。不分页：导出与列表相同筛选条件下的全部行。控制台中由「滞留报警」（/alarm/stayin）、「静止报警」（/alarm/stationary）使用。
         */
        post: operations["exportStationaryAlarms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/longwt/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 长时间停留报警明细分页
         * @description 作业时间内在同一区域停留超过阈值（短信报警设置中的 longWaitMinutes）的报警明细。
         */
        get: operations["listLongWaitAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/longwt/area/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 长时间停留报警按区域汇总
         * @description 各施工区域的长时间停留报警次数、人数、平均时长与占比（柱状图或饼图）。
         */
        get: operations["collectLongWaitAlarmsByArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全报警总览
         * @description 报警中心顶部指标：时间段内报警总数、今日与昨日报警数、涉及人数、未处理数、处理率，以及按类型的数量。
         */
        get: operations["collectAllSecurityAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/subtype/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全报警按类型占比
         * @description 按报警类型（子类型）统计数量与占比，供饼图使用；传 type 时只统计该大类下的子类型。
         */
        get: operations["collectSecurityAlarmsBySubtype"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/area/topk/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 报警最多的区域排行
         * @description 报警次数最多的前 K 个施工区域（横向柱状图）。
         */
        get: operations["collectSecurityAlarmsTopAreas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/timerange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全报警按日分类型趋势
         * @description 时间段内每天各类型报警数（堆叠柱状图）；categories 为日期，每个报警类型一条序列。
         */
        get: operations["getSecurityAlarmTimeRange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/companyteam/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全报警按参建单位与班组汇总
         * @description 各参建单位的报警数及其下各班组的报警数（可展开表格或旭日图）。
         */
        get: operations["collectSecurityAlarmsByCompanyTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/hat/topk/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 报警最多的安全帽排行
         * @description 报警次数最多的前 K 顶安全帽（佩戴人、班组、次数、最近一次报警）。
         */
        get: operations["listSecurityAlarmTopHats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/realtime/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 实时报警
         * @description 报警中心与首页滚动播报：未处理数、今日数与最新若干条报警（按时间倒序，默认 10 条）。
         */
        get: operations["collectRealtimeSecurityAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/all/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全报警明细分页
         * @description 全部类型的报警明细；按类型、闭环状态、区域、日期与人员筛选。
         */
        get: operations["listSecurityAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/security/alarm/type/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 报警类型下拉
         * @description 报警类型选项（value 为类型编码，code 为英文标识，color 为图表配色）。
         */
        get: operations["listSecurityAlarmTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/forbiddenPoint/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 禁区点位分页
         * @description 禁区点位（电子围栏）列表：形状、中心与半径、报警级别、启用状态、白名单人数与报警次数。
         */
        post: operations["listForbiddenPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/forbiddenPoint/alertRecordPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 禁区闯入报警记录分页
         * @description 人员进入禁区的报警记录（进入与离开时间、最近距离、闭环状态与处理人）；白名单内人员不产生记录。
         */
        post: operations["listForbiddenPointAlertRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/forbiddenPoint/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除禁区点位
         * @description 删除点位后不再产生闯入报警；历史报警记录保留。
         */
        post: operations["deleteForbiddenPoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/forbiddenPoint/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出禁区点位（GET）
         * @description 导出的 GET 形式（条件放在查询参数中，便于直接打开下载链接）；内容与 POST 导出相同。种子只说明“存在 GET 导出”，路径按 AMB-11 取同一路径。
         */
        get: operations["downloadForbiddenPoints"];
        put?: never;
        /**
         * 导出禁区点位
         * @description 按与分页相同的条件导出禁区点位（Excel，60 秒超时）。
         */
        post: operations["exportForbiddenPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/forbiddenPoint/alertRecordPageExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出禁区闯入报警记录
         * @description 把禁区闯入报警记录导出为 Excel，列与 listForbiddenPointAlertRecords 相同。请求体沿用列表的查询对象；其中的 pageNum/pageSize 被忽略，导出全部符合条件的行。控制台中由「禁区告警记录」（/alarm/alertRecord）使用。
         */
        post: operations["exportForbiddenPointAlertRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alertWhite/personType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 白名单人员类型下拉
         * @description 返回可加入禁区白名单的人员类型（如管理人员、工人、访客），供白名单页选择人员时切换。不分页。控制台中由「白名单」（/alarm/whiteList）使用。
         */
        post: operations["listAlertWhitePersonTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alertWhite/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 禁区白名单分页
         * @description 允许进入禁区而不报警的人员（如塔吊司机、电工、专职安全员），含适用禁区与有效期。
         */
        post: operations["listAlertWhitePersons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alertWhite/personPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 可加入白名单的人员分页
         * @description 添加白名单时选择人员：按人员类型与姓名、手机号或安全帽编号查询项目人员，inWhite 标记已在白名单中的人员。
         */
        post: operations["listAlertWhiteCandidates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alertWhite/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 添加禁区白名单
         * @description 把一个或多个人员加入所选禁区的白名单，有效期内进入这些禁区不产生闯入报警。
         */
        post: operations["addAlertWhitePersons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/alertWhite/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移出禁区白名单
         * @description 把所选人员（ids）移出禁区白名单；之后他们再进入禁区会产生报警。不分页。控制台中由「白名单」（/alarm/whiteList）使用。
         */
        post: operations["deleteAlertWhitePersons"];
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
        /** @description 报警闭环处理统计 */
        AlarmClosedLoopStat: {
            /** @description 报警总数 */
            totalCount: number;
            /** @description 已产生未派发数 */
            raisedCount?: number;
            /** @description 已派发未处理数 */
            dispatchedCount?: number;
            /** @description 已处理未关闭数 */
            handledCount?: number;
            /** @description 已关闭数 */
            closedCount: number;
            /** @description 处理率（%）=（已处理 + 已关闭）/ 总数 */
            processingRate: number;
            /** @description 关闭率（%）= 已关闭 / 总数 */
            closedRate?: number;
            /** @description 及时处理率（%，在规定时限内处理的比例） */
            timelyRate?: number;
            /** @description 从产生到处理的平均时长（分钟） */
            avgHandleMinutes?: number;
            /** @description 超过处理时限仍未处理的报警数 */
            overdueCount?: number;
            /** @description 各环节数量（漏斗图） */
            stages?: components["schemas"]["AlarmClosedLoopStage"][];
            /** @description 按报警类型的闭环情况 */
            typeList?: components["schemas"]["AlarmClosedLoopTypeRow"][];
        };
        /** @description 闭环环节的数量（漏斗图一层） */
        AlarmClosedLoopStage: {
            /**
             * @description 闭环状态：0 已产生（待派发），1 已派发（待处理），2 已处理（待关闭），3 已关闭
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 状态名称 */
            statusName?: string;
            /** @description 处于该状态的报警数 */
            count: number;
        };
        /** @description 按报警类型的闭环情况 */
        AlarmClosedLoopTypeRow: {
            /** @description 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
            alarmType: number;
            /** @description 报警类型名称 */
            alarmTypeName?: string;
            /** @description 报警数 */
            totalCount: number;
            /** @description 已关闭数 */
            closedCount: number;
            /** @description 关闭率（%，两位小数） */
            closedRate?: number;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 一个月的报警闭环统计 */
        AlarmClosedLoopMonth: {
            /** @description 月份 YYYY-MM */
            month: string;
            /** @description 报警数 */
            totalCount: number;
            /** @description 已处理数（含已关闭） */
            handledCount: number;
            /** @description 已关闭数 */
            closedCount: number;
            /** @description 处理率（%） */
            processingRate: number;
        };
        /** @description 一个分公司（或项目）的报警闭环情况 */
        AlarmClosedLoopOrgRow: {
            /** @description 分公司 ID 或项目 ID */
            orgId: number;
            /** @description 分公司或项目名称 */
            orgName: string;
            /**
             * @description 行类型：3 分公司，4 项目
             * @enum {integer}
             */
            orgType?: 3 | 4;
            /** @description 在建项目数 */
            projectCount?: number;
            /** @description 报警总数 */
            totalCount: number;
            /** @description 待派发数 */
            raisedCount?: number;
            /** @description 已派发待处理数 */
            dispatchedCount?: number;
            /** @description 已处理待关闭数 */
            handledCount?: number;
            /** @description 已关闭数 */
            closedCount: number;
            /** @description 处理率（%） */
            processingRate: number;
            /** @description 关闭率（%） */
            closedRate?: number;
            /** @description 平均处置时长（分钟） */
            avgHandleMinutes?: number;
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 滞留、静止类报警的统计结果 */
        AlarmDurationStat: {
            /** @description 报警次数 */
            total_count: number;
            /** @description 涉及人数 */
            worker_count: number;
            /** @description 未处理数（待派发 + 已派发） */
            unhandled_count?: number;
            /** @description 今日报警数 */
            today_count?: number;
            /** @description 昨日报警数 */
            yesterday_count?: number;
            /** @description 平均持续时长（分钟） */
            avg_duration_minutes?: number;
            /** @description 最长持续时长（分钟） */
            max_duration_minutes?: number;
            /** @description 按区域分布 */
            area_list?: components["schemas"]["AlarmAreaCount"][];
        };
        /** @description 按施工区域的报警数 */
        AlarmAreaCount: {
            /** @description 区域 ID */
            area_id: number;
            /** @description 区域名称 */
            area_name: string;
            /** @description 报警次数 */
            count: number;
            /** @description 涉及人数 */
            worker_count?: number;
            /** @description 平均持续时长（分钟） */
            avg_duration_minutes?: number;
            /** @description 占比（%） */
            rate?: number;
        };
        /** @description 一天的报警数 */
        AlarmDateCount: {
            /**
             * Format: date
             * @description 日期 YYYY-MM-DD
             */
            date: string;
            /** @description 报警次数 */
            count: number;
            /** @description 涉及人数 */
            worker_count?: number;
        };
        /** @description 持续型报警分页应答 */
        AlarmDurationPageEnvelope: components["schemas"]["Envelope"] & {
            data: components["schemas"]["PageData"] & {
                list: components["schemas"]["AlarmDurationRecord"][];
            };
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
        /** @description 一条持续型报警（滞留、静止、长时间停留） */
        AlarmDurationRecord: {
            /** @description 项目 ID */
            project_id?: number;
            /** @description 报警 ID */
            id: number;
            /**
             * @description 报警类型：1 滞留，2 静止，3 长时间停留
             * @enum {integer}
             */
            type: 1 | 2 | 3;
            /** @description 人员 ID（工人或管理人员） */
            person_id: number;
            /** @description 姓名 */
            person_name: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            person_type?: 1 | 2;
            /** @description 工种或岗位 */
            work_type?: string;
            /** @description 班组 ID（管理人员为 0） */
            team_id?: number;
            /** @description 班组名称 */
            team_name?: string;
            /** @description 参建单位 ID */
            company_id?: number;
            /** @description 参建单位名称 */
            company_name?: string;
            /** @description 安全帽编号 */
            hat_innerid?: string;
            /** @description 施工区域 ID */
            area_id?: number;
            /** @description 施工区域名称 */
            area_name?: string;
            /** @description 经度 */
            longitude?: number;
            /** @description 纬度 */
            latitude?: number;
            /** @description 开始时间 YYYY-MM-DD HH:mm:ss */
            start_time: string;
            /** @description 结束时间 YYYY-MM-DD HH:mm:ss（仍在持续时为空串） */
            end_time?: string;
            /** @description 持续时长（分钟） */
            duration_minutes?: number;
            /**
             * @description 闭环状态：0 已产生（待派发），1 已派发，2 已处理，3 已关闭
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 状态名称 */
            status_desc?: string;
        };
        /** @description 按人员汇总的滞留报警 */
        AlarmStayinWorker: {
            /** @description 项目 ID */
            project_id?: number;
            /** @description 人员 ID */
            person_id: number;
            /** @description 姓名 */
            person_name: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 班组 */
            team_name?: string;
            /** @description 参建单位 */
            company_name?: string;
            /** @description 安全帽编号 */
            hat_innerid?: string;
            /** @description 滞留次数 */
            stayin_count: number;
            /** @description 累计滞留时长（分钟） */
            total_duration_minutes?: number;
            /** @description 最长一次滞留（分钟） */
            max_duration_minutes?: number;
            /** @description 最近一次滞留开始时间 YYYY-MM-DD HH:mm:ss */
            last_time?: string;
        };
        /** @description 报警明细导出条件 */
        AlarmDetailExportBody: {
            /** @description 项目 ID */
            project_id?: number;
            /**
             * Format: date
             * @description 开始日期 YYYY-MM-DD（与明细列表的查询参数同名）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期 YYYY-MM-DD（与明细列表的查询参数同名）
             */
            endDate?: string;
            /** @description 区域 ID；0 为全部 */
            area_id?: number;
            /** @description 闭环状态；-1 为全部 */
            status?: number;
            /** @description 人员姓名、手机号或安全帽编号 */
            keyword?: string;
        };
        /** @description 安全报警总览指标 */
        AlarmAllCollect: {
            /** @description 时间段内报警总数 */
            total_count: number;
            /** @description 今日报警数 */
            today_count: number;
            /** @description 昨日报警数 */
            yesterday_count?: number;
            /** @description 涉及人数 */
            worker_count?: number;
            /** @description 未处理数（待派发 + 已派发） */
            unhandled_count: number;
            /** @description 处理率（%） */
            handled_rate?: number;
            /** @description 按类型的数量 */
            type_list?: components["schemas"]["AlarmTypeCount"][];
        };
        /** @description 按报警类型的数量 */
        AlarmTypeCount: {
            /** @description 报警类型编码 */
            type: number;
            /** @description 报警类型名称 */
            type_name: string;
            /** @description 报警数 */
            count: number;
            /** @description 占比（%） */
            rate?: number;
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
        /** @description 参建单位报警数及其班组明细 */
        AlarmCompanyTeamRow: {
            /** @description 参建单位 ID */
            company_id: number;
            /** @description 参建单位名称 */
            company_name: string;
            /** @description 报警数 */
            count: number;
            /** @description 涉及人数 */
            worker_count?: number;
            /** @description 各班组报警数（总包管理人员无班组） */
            teams?: components["schemas"]["AlarmTeamCount"][];
        };
        /** @description 班组报警数 */
        AlarmTeamCount: {
            /** @description 班组 ID */
            team_id: number;
            /** @description 班组名称 */
            team_name: string;
            /** @description 报警数 */
            count: number;
            /** @description 涉及人数 */
            worker_count?: number;
        };
        /** @description 安全帽报警排行行 */
        AlarmHatTopRow: {
            /** @description 项目 ID */
            project_id?: number;
            /** @description 名次 */
            rank: number;
            /** @description 安全帽编号 */
            hat_innerid: string;
            /** @description 佩戴人 ID */
            person_id?: number;
            /** @description 佩戴人姓名 */
            person_name: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            person_type?: 1 | 2;
            /** @description 班组 */
            team_name?: string;
            /** @description 参建单位 */
            company_name?: string;
            /** @description 报警次数 */
            count: number;
            /** @description 最近一次报警类型 */
            last_alarm_type_name?: string;
            /** @description 最近一次报警时间 YYYY-MM-DD HH:mm:ss */
            last_alarm_time?: string;
        };
        /** @description 实时报警 */
        AlarmRealtime: {
            /** @description 未处理报警数 */
            unhandled_count: number;
            /** @description 今日报警数 */
            today_count?: number;
            /** @description 符合条件的报警总数（list 只返回最新的 topK 条） */
            total?: number;
            /** @description 最新报警（时间倒序） */
            list: components["schemas"]["AlarmRecord"][];
        };
        /** @description 一条安全报警 */
        AlarmRecord: {
            /** @description 项目 ID */
            project_id?: number;
            /** @description 报警 ID */
            id: number;
            /** @description 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
            type: number;
            /** @description 报警类型名称 */
            type_name: string;
            /** @description 人员 ID */
            person_id?: number;
            /** @description 姓名 */
            person_name: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            person_type?: 1 | 2;
            /** @description 班组 */
            team_name?: string;
            /** @description 参建单位 */
            company_name?: string;
            /** @description 安全帽编号 */
            hat_innerid?: string;
            /** @description 施工区域 ID */
            area_id?: number;
            /** @description 施工区域名称 */
            area_name?: string;
            /** @description 闯入的禁区点位 ID（非闯入禁区为 0） */
            forbidden_point_id?: number;
            /** @description 报警内容 */
            content?: string;
            /** @description 经度 */
            longitude?: number;
            /** @description 纬度 */
            latitude?: number;
            /** @description 报警时间 YYYY-MM-DD HH:mm:ss */
            alarm_time: string;
            /**
             * @description 闭环状态：0 已产生（待派发），1 已派发（待处理），2 已处理（待关闭），3 已关闭
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 状态名称 */
            status_desc?: string;
            /** @description 处理人（派发对象） */
            handler_name?: string;
            /** @description 处理时间 YYYY-MM-DD HH:mm:ss（未处理为空串） */
            handle_time?: string;
            /** @description 处理说明 */
            handle_remark?: string;
        };
        /** @description 报警类型选项 */
        AlarmTypeOption: components["schemas"]["Option"] & {
            /** @description 英文标识（stayin、stationary、longwt、forbidden、sos、unhat、lowpower） */
            code?: string;
            /** @description 图表配色 */
            color?: string;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description 禁区点位查询条件（分页与导出共用） */
        AlarmForbiddenPointQuery: components["schemas"]["PageQuery"] & {
            /** @description 组织 ID（公司、分公司）；与 projectId 二选一 */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 禁区名称（模糊匹配） */
            pointName?: string;
            /**
             * @description 启用状态：-1 全部，0 停用，1 启用
             * @enum {integer}
             */
            status?: -1 | 0 | 1;
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
        /** @description 禁区点位（电子围栏） */
        AlarmForbiddenPoint: {
            /** @description 禁区点位 ID */
            id: number;
            /** @description 禁区名称 */
            pointName: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所在施工区域 ID（未关联为 0） */
            areaId?: number;
            /** @description 所在施工区域名称 */
            areaName?: string;
            /**
             * @description 围栏形状：1 圆形（中心 + 半径），2 多边形
             * @enum {integer}
             */
            shape: 1 | 2;
            /** @description 中心经度 */
            longitude?: number;
            /** @description 中心纬度 */
            latitude?: number;
            /** @description 半径（米；多边形为 0） */
            radius?: number;
            /**
             * @description 报警级别：1 一般，2 较大，3 重大
             * @enum {integer}
             */
            alarmLevel?: 1 | 2 | 3;
            /**
             * @description 启用状态：0 停用，1 启用
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 白名单人数 */
            whiteCount?: number;
            /** @description 累计闯入报警次数 */
            alertCount?: number;
            /** @description 今日闯入报警次数 */
            todayAlertCount?: number;
            /** @description 创建人 */
            createBy?: string;
            /** @description 创建时间 YYYY-MM-DD HH:mm:ss */
            createTime?: string;
        };
        /** @description 禁区闯入报警记录查询条件（分页与导出共用） */
        AlarmForbiddenAlertQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 禁区点位 ID；0 为全部 */
            forbiddenPointId?: number;
            /** @description 人员姓名、手机号或安全帽编号 */
            keyword?: string;
            /** @description 闭环状态：-1 全部，0 已产生，1 已派发，2 已处理，3 已关闭 */
            status?: number;
            /**
             * Format: date
             * @description 开始日期 YYYY-MM-DD
             */
            startDate?: string;
            /**
             * Format: date
             * @description 结束日期 YYYY-MM-DD
             */
            endDate?: string;
        };
        /** @description 一条禁区闯入报警 */
        AlarmForbiddenAlertRecord: {
            /** @description 报警 ID（与安全报警明细的 id 相同） */
            id: number;
            /** @description 禁区点位 ID */
            forbiddenPointId: number;
            /** @description 禁区名称 */
            pointName: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 人员 ID */
            personId?: number;
            /** @description 姓名 */
            personName: string;
            /**
             * @description 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员
             * @enum {integer}
             */
            personType?: 1 | 2 | 3 | 4;
            /** @description 工种或岗位 */
            workType?: string;
            /** @description 班组 */
            teamName?: string;
            /** @description 参建单位 */
            companyName?: string;
            /** @description 安全帽编号 */
            hatInnerid?: string;
            /** @description 进入时间 YYYY-MM-DD HH:mm:ss */
            enterTime: string;
            /** @description 离开时间 YYYY-MM-DD HH:mm:ss（仍在禁区内为空串） */
            leaveTime?: string;
            /** @description 在禁区内停留时长（分钟） */
            stayMinutes?: number;
            /** @description 距禁区中心最近距离（米） */
            minDistance?: number;
            /**
             * @description 闭环状态：0 已产生（待派发），1 已派发，2 已处理，3 已关闭
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 状态名称 */
            statusName?: string;
            /** @description 处理人 */
            handlerName?: string;
            /** @description 处理时间（未处理为空串） */
            handleTime?: string;
            /** @description 处理说明 */
            handleRemark?: string;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 白名单分页条件 */
        AlarmWhiteQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 人员类型：0 全部，1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
            personType?: number;
            /** @description 禁区点位 ID；0 为全部 */
            forbiddenPointId?: number;
            /** @description 姓名、手机号或安全帽编号 */
            keyword?: string;
        };
        /** @description 一条禁区白名单 */
        AlarmWhitePerson: {
            /** @description 白名单 ID */
            id: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 人员 ID（工人或管理人员） */
            personId: number;
            /** @description 姓名 */
            personName: string;
            /**
             * @description 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员
             * @enum {integer}
             */
            personType: 1 | 2 | 3 | 4;
            /** @description 人员类型名称 */
            personTypeName?: string;
            /** @description 工种或岗位 */
            post?: string;
            /** @description 班组（管理人员为空串） */
            teamName?: string;
            /** @description 参建单位 */
            companyName?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 安全帽编号 */
            hatInnerid?: string;
            /** @description 适用的禁区点位 ID */
            forbiddenPointIds: number[];
            /** @description 适用的禁区名称（顿号分隔） */
            pointNames?: string;
            /**
             * Format: date
             * @description 生效日期 YYYY-MM-DD
             */
            startDate?: string;
            /**
             * Format: date
             * @description 失效日期 YYYY-MM-DD
             */
            endDate?: string;
            /** @description 加入原因 */
            reason?: string;
            /**
             * @description 状态：0 未生效，1 生效中，2 已过期
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 添加人 */
            createBy?: string;
            /** @description 添加时间 YYYY-MM-DD HH:mm:ss */
            createTime?: string;
        };
        /** @description 白名单候选人员查询条件 */
        AlarmWhiteCandidateQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId: number;
            /** @description 人员类型：0 全部，1 工人，2 管理人员，3 特种作业人员，4 外来人员 */
            personType?: number;
            /** @description 姓名、手机号或安全帽编号 */
            keyword?: string;
        };
        /** @description 可加入白名单的人员 */
        AlarmWhiteCandidate: {
            /** @description 人员 ID */
            personId: number;
            /** @description 姓名 */
            personName: string;
            /**
             * @description 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员
             * @enum {integer}
             */
            personType: 1 | 2 | 3 | 4;
            /** @description 工种或岗位 */
            workType?: string;
            /** @description 班组 */
            teamName?: string;
            /** @description 参建单位 */
            companyName?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 安全帽编号 */
            hatInnerid?: string;
            /**
             * @description 是否已在白名单：0 否，1 是
             * @enum {integer}
             */
            inWhite: 0 | 1;
        };
        /** @description 添加白名单 */
        AlarmWhiteAddBody: {
            /** @description 项目 ID */
            projectId: number;
            /**
             * @description 人员类型：1 工人，2 管理人员，3 特种作业人员，4 外来人员
             * @enum {integer}
             */
            personType?: 1 | 2 | 3 | 4;
            /** @description 人员 ID 列表 */
            personIds: number[];
            /** @description 适用的禁区点位 ID */
            forbiddenPointIds: number[];
            /**
             * Format: date
             * @description 生效日期 YYYY-MM-DD
             */
            startDate: string;
            /**
             * Format: date
             * @description 失效日期 YYYY-MM-DD
             */
            endDate: string;
            /** @description 加入原因 */
            reason?: string;
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
        /** @description 组织 ID（公司、分公司或项目） */
        OrgId: number;
        /** @description 开始日期 YYYY-MM-DD */
        StartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        EndDate: string;
        /** @description 统计年份，默认当年 */
        AlarmYear: number;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
        /** @description 施工区域 ID；0 或不传为全部 */
        AlarmAreaId: number;
        /** @description 闭环状态：-1 或不传为全部，0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
        AlarmStatus: number;
        /** @description 人员姓名、手机号或安全帽编号 */
        AlarmKeyword: string;
        /** @description 页码，从 1 开始 */
        PageNum: number;
        /** @description 每页条数（10、20、50、100） */
        PageSize: number;
        /** @description 报警类型：0 或不传为全部，1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
        AlarmTypeQuery: number;
        /** @description 取前几名（实时报警为条数） */
        AlarmTopK: number;
        /** @description 项目 ID；不传为当前身份下全部项目 */
        AlarmCamelProjectId: number;
        /** @description 禁区名称（模糊匹配） */
        AlarmPointName: string;
        /** @description 启用状态：-1 全部，0 停用，1 启用 */
        AlarmPointStatus: -1 | 0 | 1;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAlarmProcessingStatistics: {
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
            /** @description 处理统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmClosedLoopStat"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAlarmStatisticsByMonth: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 统计年份，默认当年 */
                year?: components["parameters"]["AlarmYear"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按月统计（按月份升序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmClosedLoopMonth"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAlarmSituationByBranchCompany: {
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
            /** @description 各分公司（或项目）统计行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmClosedLoopOrgRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAlarmHeadCompanyReport: {
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
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAlarmBranchCompanyReport: {
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
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getStayinAlarmStat: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 滞留统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmDurationStat"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listStayinAlarmDateRange: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 按日序列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmDateCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listStayinAlarms: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 施工区域 ID；0 或不传为全部 */
                area_id?: components["parameters"]["AlarmAreaId"];
                /** @description 闭环状态：-1 或不传为全部，0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
                status?: components["parameters"]["AlarmStatus"];
                /** @description 人员姓名、手机号或安全帽编号 */
                keyword?: components["parameters"]["AlarmKeyword"];
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
            /** @description 滞留明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDurationPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listStayinAlarmWorkers: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 人员姓名、手机号或安全帽编号 */
                keyword?: components["parameters"]["AlarmKeyword"];
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
            /** @description 人员汇总分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AlarmStayinWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportStayinAlarms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmDetailExportBody"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getStationaryAlarmStat: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 静止统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmDurationStat"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listStationaryAlarmDateRange: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 按日序列 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmDateCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listStationaryAlarms: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 施工区域 ID；0 或不传为全部 */
                area_id?: components["parameters"]["AlarmAreaId"];
                /** @description 闭环状态：-1 或不传为全部，0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
                status?: components["parameters"]["AlarmStatus"];
                /** @description 人员姓名、手机号或安全帽编号 */
                keyword?: components["parameters"]["AlarmKeyword"];
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
            /** @description 静止明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDurationPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportStationaryAlarms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmDetailExportBody"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLongWaitAlarms: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 施工区域 ID；0 或不传为全部 */
                area_id?: components["parameters"]["AlarmAreaId"];
                /** @description 闭环状态：-1 或不传为全部，0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
                status?: components["parameters"]["AlarmStatus"];
                /** @description 人员姓名、手机号或安全帽编号 */
                keyword?: components["parameters"]["AlarmKeyword"];
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
            /** @description 长时间停留明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDurationPageEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectLongWaitAlarmsByArea: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 区域汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmAreaCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectAllSecurityAlarms: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 总览指标 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmAllCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectSecurityAlarmsBySubtype: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 报警类型：0 或不传为全部，1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
                type?: components["parameters"]["AlarmTypeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 类型占比 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmTypeCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectSecurityAlarmsTopAreas: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 取前几名（实时报警为条数） */
                topk?: components["parameters"]["AlarmTopK"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 区域排行（降序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmAreaCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSecurityAlarmTimeRange: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 图表序列 */
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
    collectSecurityAlarmsByCompanyTeam: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
            /** @description 单位与班组汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmCompanyTeamRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSecurityAlarmTopHats: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 取前几名（实时报警为条数） */
                topk?: components["parameters"]["AlarmTopK"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 安全帽排行（降序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmHatTopRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectRealtimeSecurityAlarms: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 取前几名（实时报警为条数） */
                topk?: components["parameters"]["AlarmTopK"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 实时报警 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmRealtime"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSecurityAlarms: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 报警类型：0 或不传为全部，1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
                type?: components["parameters"]["AlarmTypeQuery"];
                /** @description 闭环状态：-1 或不传为全部，0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
                status?: components["parameters"]["AlarmStatus"];
                /** @description 施工区域 ID；0 或不传为全部 */
                area_id?: components["parameters"]["AlarmAreaId"];
                /** @description 人员姓名、手机号或安全帽编号 */
                keyword?: components["parameters"]["AlarmKeyword"];
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
            /** @description 报警明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AlarmRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSecurityAlarmTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 报警类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AlarmTypeOption"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listForbiddenPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmForbiddenPointQuery"];
            };
        };
        responses: {
            /** @description 禁区点位分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AlarmForbiddenPoint"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listForbiddenPointAlertRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmForbiddenAlertQuery"];
            };
        };
        responses: {
            /** @description 报警记录分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AlarmForbiddenAlertRecord"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteForbiddenPoint: {
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
    downloadForbiddenPoints: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传为当前身份下全部项目 */
                projectId?: components["parameters"]["AlarmCamelProjectId"];
                /** @description 禁区名称（模糊匹配） */
                pointName?: components["parameters"]["AlarmPointName"];
                /** @description 启用状态：-1 全部，0 停用，1 启用 */
                status?: components["parameters"]["AlarmPointStatus"];
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
    exportForbiddenPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmForbiddenPointQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportForbiddenPointAlertRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmForbiddenAlertQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAlertWhitePersonTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 项目 ID */
                    projectId?: number;
                };
            };
        };
        responses: {
            /** @description 人员类型选项 */
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
    listAlertWhitePersons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmWhiteQuery"];
            };
        };
        responses: {
            /** @description 白名单分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AlarmWhitePerson"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAlertWhiteCandidates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmWhiteCandidateQuery"];
            };
        };
        responses: {
            /** @description 候选人员分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["AlarmWhiteCandidate"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addAlertWhitePersons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmWhiteAddBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteAlertWhitePersons: {
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
