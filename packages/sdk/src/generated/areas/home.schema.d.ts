/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/org/index/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页核心指标
         * @description 公司、分公司首页顶部指标卡：项目数、在册与今日在场人数、出勤率、管理人员、安全帽在线、未整改隐患、今日报警、
         *     上月工资（本月发放上月）发放情况。orgId 不传取当前身份的组织。
         */
        get: operations["getOrgHomeCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/index/project/rank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页项目排行
         * @description 下属项目按综合得分（或所选指标）排序：在场人数、出勤率、本月报警、未整改隐患、上月工资发放率。
         */
        get: operations["listOrgHomeProjectRank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/index/worker/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页在场人数趋势
         * @description 最近 7 天（或 30 天）每天在场人数，按分公司（分公司身份时按项目）分序列，供折线图使用。
         */
        get: operations["getOrgHomeWorkerTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/index/wages/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页工资发放情况
         * @description 指定工资周期（默认上月）各分公司（分公司身份时各项目）的应发、实发、发放率与问题工资情况。
         */
        get: operations["getOrgHomeWagesCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/index/project/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页项目地图点位
         * @description 下属项目在地图上的点位（经纬度、状态、今日在场、今日报警）；点击点位在新标签打开该项目。
         */
        get: operations["listOrgHomeProjectMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/alarm/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页报警列表
         * @description 下属全部项目的最新安全报警（时间倒序），可按类型与闭环状态筛选。
         */
        get: operations["listOrgHomeAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/alarm/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页报警汇总
         * @description 今日与本月报警数、未处理数、处理率，按类型占比、按项目分布与最近 7 天趋势。
         */
        get: operations["getOrgHomeAlarmCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/project/typestatus/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目类型与状态分布
         * @description 下属项目按工程类型与项目状态的数量（两个饼图）。
         */
        get: operations["getOrgHomeProjectTypeStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/branch/trouble/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 各分公司隐患整改情况
         * @description 总公司按分公司（分公司身份按项目）统计隐患数、已整改、未整改、超期与整改率（分组柱状图）。
         */
        get: operations["listOrgHomeBranchTroubles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/attendance/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织首页出勤汇总
         * @description 今日在册、在场与出勤率，最近 7 天出勤趋势，以及各分公司（分公司身份时各项目）今日出勤。
         */
        get: operations["getOrgHomeAttendanceCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/params/select/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目参数列表
         * @description 顶栏助手按 project_id 读取项目参数；控制台读取默认一行（is_default 为 1，缺省取第一行）的 maptype 决定地图或大屏底图的类型。
         *     maptype 为数字：1 二维地图，2 卫星影像，3 BIM 三维模型，4 自定义平面图。
         */
        get: operations["listProjectParams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bigscreen/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取大屏跳转地址
         * @description 顶栏“2D 大屏”按钮（source 为 2、3、4 时显示）：source 2、3（集团、分公司）请求 type=nation 打开全国（组织级）大屏，
         *     其余身份请求 type=project 打开当前项目大屏。控制台读取 data.redirect_url 在新标签页打开；地址中带一次性票据。
         */
        get: operations["getBigScreenRedirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页核心指标
         * @description 项目经理一眼可读的指标卡：今日在场工人与出勤率、管理人员到岗、安全帽在线、未整改隐患、今日报警、上月工资发放状态、安全生产天数。
         */
        get: operations["getProjectHomeCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/attendance/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页出勤趋势
         * @description 最近 7 天或 30 天每天的出勤人数、在册人数与出勤率（柱线混合图）。
         */
        get: operations["listProjectHomeAttendanceTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/team/rank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页班组出勤排行
         * @description 各班组今日出勤率排行（横向条形图），默认前 10。
         */
        get: operations["listProjectHomeTeamRank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/company/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页参建单位在场人数
         * @description 各参建单位在册人数、今日在场人数与在场率（堆叠柱状图）；总包行为管理人员。
         */
        get: operations["listProjectHomeCompanyOnsite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/worktype/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页今日在场工种分布
         * @description 返回项目今天在场工人的工种分布（工种、人数），供项目首页的工种饼图。不分页。控制台中由「项目首页」（/home/project）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listProjectHomeWorkTypeOnsite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/alarm/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页报警趋势
         * @description 最近 7 天（或 30 天）每天的报警数与已处理数（双折线）。
         */
        get: operations["getProjectHomeAlarmTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/trouble/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页隐患汇总
         * @description 本月隐患总数、待整改、待复查、已闭合、超期与整改率，以及按隐患等级的数量。
         */
        get: operations["getProjectHomeTroubleCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/wages/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页近 6 个月工资发放
         * @description 最近 6 个工资周期的应发、实发、发放率与发放状态（柱线混合图）；本月发放上月。
         */
        get: operations["listProjectHomeWagesMonths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/index/realtime/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目首页实时动态
         * @description 首页滚动播报的最新动态：人员进出场、安全报警、隐患上报与整改、工资发放节点（时间倒序）。
         */
        get: operations["listProjectHomeRealtime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/databoard/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 数据看板总览
         * @description 劳务数据看板顶部：在册与在场人数、实名制、合同签订与安全教育比例、参建单位与班组数、平均年龄、本月进退场、工资发放额。传 project_id 看项目，否则看 orgId 所在组织。
         */
        get: operations["getDataboardOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/databoard/worker/age": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 数据看板工人年龄分布
         * @description 返回在册工人的年龄段分布（年龄段、人数），供数据看板的年龄图。不分页。控制台中由「数据看板」（/home/dataBoard）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listDataboardWorkerAge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/databoard/worker/origin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 数据看板工人籍贯分布
         * @description 返回在册工人的籍贯（省份）分布，供数据看板的籍贯图。不分页。控制台中由「数据看板」（/home/dataBoard）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listDataboardWorkerOrigin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/databoard/worker/worktype": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 数据看板在册工种分布
         * @description 返回在册工人的工种分布，供数据看板的工种图。不分页。控制台中由「数据看板」（/home/dataBoard）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listDataboardWorkerWorkType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/databoard/attendance/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 数据看板近 12 个月出勤
         * @description 近 12 个月每月出勤人次与日均在场人数（柱线混合图）。
         */
        get: operations["getDataboardAttendanceMonthly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/databoard/wages/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 数据看板各月工资发放
         * @description 当年各工资周期的应发与实发工资（元，柱状图）。
         */
        get: operations["getDataboardWagesMonthly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborProject/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务项目面板总览
         * @description 单个项目的劳务面板：参建单位与班组数、在册与在场人数、出勤率、本月进退场、实名制、合同与安全教育、年龄与特种作业人员。
         */
        get: operations["getLaborProjectOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborProject/companyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务项目面板参建单位
         * @description 项目各参建单位的班组数、人数、在场与出勤、合同签订率，以及上一工资周期的发放状态。
         */
        get: operations["listLaborProjectCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborProject/teamList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务项目面板班组
         * @description 项目各班组的班组长、人数、今日在场、出勤率与进场日期；可按参建单位筛选。
         */
        get: operations["listLaborProjectTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborProject/entryExitTrend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务项目面板进退场趋势
         * @description 时间段内每天进场、退场人数与在册人数（柱线混合图）。
         */
        get: operations["listLaborProjectEntryExitTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborProject/projectList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务项目面板项目列表
         * @description 公司或分公司查看下属各项目的劳务概况（人数、在场、出勤率、上月工资发放率、问题工资数），点击进入项目面板。
         */
        get: operations["listLaborProjects"];
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
        /** @description 组织首页指标 */
        HomeOrgCollect: {
            /** @description 组织 ID */
            org_id: number;
            /** @description 组织名称 */
            org_name?: string;
            /** @description 分公司数（分公司身份为 0） */
            branch_count?: number;
            /** @description 项目总数 */
            project_count: number;
            /** @description 在建项目数 */
            building_project_count?: number;
            /** @description 参建单位数 */
            company_count?: number;
            /** @description 在册工人数 */
            worker_total: number;
            /** @description 今日在场工人数 */
            worker_onsite_today: number;
            /** @description 今日出勤率（%） */
            attendance_rate: number;
            /** @description 管理人员数 */
            manager_total?: number;
            /** @description 今日到岗管理人员数 */
            manager_onsite_today?: number;
            /** @description 已绑定安全帽数 */
            hat_total?: number;
            /** @description 在线安全帽数 */
            hat_online?: number;
            /** @description 安全帽在线率（%） */
            hat_online_rate?: number;
            /** @description 未整改隐患数 */
            trouble_open?: number;
            /** @description 超期未整改隐患数 */
            trouble_overdue?: number;
            /** @description 今日报警数 */
            alarm_today?: number;
            /** @description 未处理报警数 */
            alarm_unhandled?: number;
            /** @description 工资周期 YYYY-MM（本月发放上月） */
            wage_period?: string;
            /** @description 该周期应发工资（元） */
            wage_payable?: number;
            /** @description 该周期已发工资（元） */
            wage_paid?: number;
            /** @description 工资发放率（%） */
            wage_pay_rate?: number;
            /** @description 存在问题工资的项目数 */
            trouble_wage_project_count?: number;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 项目排行行 */
        HomeProjectRankRow: {
            /** @description 名次 */
            rank: number;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name: string;
            /** @description 所属分公司 */
            org_name?: string;
            /** @description 在册工人数 */
            worker_total?: number;
            /** @description 今日在场工人数 */
            worker_onsite?: number;
            /** @description 今日出勤率（%） */
            attendance_rate?: number;
            /** @description 本月报警数 */
            alarm_month?: number;
            /** @description 未整改隐患数 */
            trouble_open?: number;
            /** @description 上月工资发放率（%） */
            wage_pay_rate?: number;
            /** @description 综合得分（百分制） */
            score?: number;
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
        /** @description 一个组织（分公司或项目）的工资发放 */
        HomeOrgWagesRow: {
            /** @description 分公司或项目 ID */
            org_id: number;
            /** @description 名称 */
            org_name: string;
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 应发人数 */
            worker_count?: number;
            /** @description 应发工资（元） */
            payable_amount: number;
            /** @description 已发工资（元） */
            paid_amount: number;
            /** @description 发放率（%） */
            pay_rate: number;
            /** @description 问题工资项目数 */
            trouble_project_count?: number;
            /** @description 问题工资金额（元） */
            trouble_amount?: number;
        };
        /** @description 地图上的项目点位 */
        HomeProjectMapPoint: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name: string;
            /** @description 所属分公司 */
            org_name?: string;
            /** @description 项目地址 */
            address?: string;
            /** @description 经度 */
            longitude: number;
            /** @description 纬度 */
            latitude: number;
            /**
             * @description 项目状态：0 筹建，1 在建，2 停工，3 竣工
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3;
            /** @description 状态名称 */
            status_desc?: string;
            /** @description 今日在场人数 */
            worker_onsite?: number;
            /** @description 今日报警数 */
            alarm_today?: number;
            /** @description BIM 标志（含 BIM 字样表示有 BIM 模型） */
            is_have_bim?: string;
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
        /** @description 组织首页的一条报警 */
        HomeOrgAlarm: {
            /** @description 报警 ID */
            id: number;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 所属分公司 */
            org_name?: string;
            /** @description 报警类型：1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
            type: number;
            /** @description 报警类型名称 */
            type_name: string;
            /** @description 报警人员 */
            person_name?: string;
            /** @description 班组 */
            team_name?: string;
            /** @description 报警内容 */
            content?: string;
            /** @description 报警时间 YYYY-MM-DD HH:mm:ss */
            alarm_time: string;
            /**
             * @description 闭环状态：0 已产生（待派发），1 已派发，2 已处理，3 已关闭
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 状态名称 */
            status_desc?: string;
            /** @description 处理完成时间 YYYY-MM-DD HH:mm:ss（已处理、已关闭的报警；未处理为 null） */
            handle_time?: string | null;
        };
        /** @description 组织首页报警汇总 */
        HomeAlarmCollect: {
            /** @description 今日报警数 */
            today_count: number;
            /** @description 本月报警数 */
            month_count: number;
            /** @description 本月未处理数（待派发 + 已派发） */
            unhandled_count: number;
            /** @description 本月处理率（%） */
            handled_rate?: number;
            /** @description 本月按类型数量（饼图） */
            type_list?: components["schemas"]["HomeTypeCount"][];
            /** @description 本月按项目数量（柱状图） */
            project_list?: components["schemas"]["HomeProjectCount"][];
            /** @description 最近 7 天每天报警数（折线图） */
            trend?: components["schemas"]["HomeDateCount"][];
        };
        /** @description 按报警类型的数量 */
        HomeTypeCount: {
            /** @description 报警类型编码 */
            type: number;
            /** @description 报警类型名称 */
            type_name?: string;
            /** @description 数量 */
            count: number;
        };
        /** @description 按项目的数量 */
        HomeProjectCount: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 数量 */
            count: number;
        };
        /** @description 一天的数量 */
        HomeDateCount: {
            /**
             * Format: date
             * @description 日期 YYYY-MM-DD
             */
            date: string;
            /** @description 数量 */
            count: number;
        };
        /** @description 项目类型与状态分布 */
        HomeProjectTypeStatus: {
            /** @description 项目总数 */
            total?: number;
            /** @description 按工程类型：1 房屋建筑，2 市政工程，3 轨道交通，4 公共建筑，5 工业厂房 */
            type_list: components["schemas"]["HomeValueCount"][];
            /** @description 按项目状态：0 筹建，1 在建，2 停工，3 竣工 */
            status_list: components["schemas"]["HomeValueCount"][];
        };
        /** @description 按编码分类的数量 */
        HomeValueCount: {
            /** @description 分类编码 */
            value: number;
            /** @description 分类名称 */
            name: string;
            /** @description 数量 */
            count: number;
        };
        /** @description 一个分公司（或项目）的隐患整改情况 */
        HomeBranchTroubleRow: {
            /** @description 分公司或项目 ID */
            org_id: number;
            /** @description 名称 */
            org_name: string;
            /** @description 隐患总数 */
            trouble_total: number;
            /** @description 已整改闭合数 */
            rectified: number;
            /** @description 未整改数 */
            unrectified: number;
            /** @description 超期未整改数 */
            overdue?: number;
            /** @description 重大隐患数 */
            major_count?: number;
            /** @description 整改率（%） */
            rectify_rate: number;
        };
        /** @description 组织首页出勤汇总 */
        HomeOrgAttendance: {
            /** @description 在册工人数 */
            worker_total: number;
            /** @description 今日出勤人数 */
            attendance_count: number;
            /** @description 今日出勤率（%） */
            attendance_rate: number;
            /** @description 最近 7 天出勤 */
            trend?: components["schemas"]["HomeAttendanceDay"][];
            /** @description 各下级组织今日出勤 */
            org_list?: components["schemas"]["HomeOrgAttendanceRow"][];
        };
        /** @description 一天的出勤 */
        HomeAttendanceDay: {
            /**
             * Format: date
             * @description 日期 YYYY-MM-DD
             */
            date: string;
            /** @description 出勤人数 */
            attendance_count: number;
            /** @description 在册人数 */
            worker_total?: number;
            /** @description 出勤率（%） */
            rate: number;
        };
        /** @description 一个下级组织的今日出勤 */
        HomeOrgAttendanceRow: {
            /** @description 分公司或项目 ID */
            org_id: number;
            /** @description 名称 */
            org_name: string;
            /** @description 在册人数 */
            worker_total?: number;
            /** @description 今日出勤人数 */
            attendance_count: number;
            /** @description 出勤率（%） */
            rate: number;
        };
        /** @description 项目参数（地图配置）行 */
        HomeProjectParam: {
            /** @description 参数 ID */
            id?: number;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 地图类型（数字）：1 二维地图，2 卫星影像，3 BIM 三维模型，4 自定义平面图 */
            maptype: number;
            /** @description 地图名称 */
            map_name?: string;
            /** @description 地图中心经度 */
            center_lng?: number;
            /** @description 地图中心纬度 */
            center_lat?: number;
            /** @description 默认缩放级别 */
            zoom?: number;
            /** @description 自定义平面图地址（maptype 为 4 时） */
            plan_image_url?: string;
            /**
             * @description 是否默认：0 否，1 是
             * @enum {integer}
             */
            is_default?: 0 | 1;
        };
        /** @description 大屏跳转信息 */
        HomeBigScreenRedirect: {
            /**
             * @description 大屏类型：nation 全国大屏，project 项目大屏
             * @enum {string}
             */
            type?: "nation" | "project" | "bim";
            /** @description 大屏地址（带一次性票据），控制台在新标签页打开 */
            redirect_url: string;
            /** @description 票据有效期（秒） */
            expires_in?: number;
        };
        /** @description 项目首页指标 */
        HomeProjectCollect: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 安全生产天数 */
            safe_days?: number;
            /** @description 在册工人数 */
            worker_total?: number;
            /** @description 今日在场工人数 */
            worker_onsite_today: number;
            /** @description 今日出勤率（%） */
            attendance_rate: number;
            /** @description 昨日出勤率（%），用于环比箭头 */
            attendance_rate_yesterday?: number;
            /** @description 管理人员数 */
            manager_total?: number;
            /** @description 今日到岗管理人员数 */
            manager_onsite_today?: number;
            /** @description 已绑定安全帽数 */
            hat_total?: number;
            /** @description 在线安全帽数 */
            hat_online?: number;
            /** @description 安全帽在线率（%） */
            hat_online_rate?: number;
            /** @description 低电量安全帽数 */
            hat_low_power?: number;
            /** @description 未整改隐患数 */
            trouble_open?: number;
            /** @description 超期未整改隐患数 */
            trouble_overdue?: number;
            /** @description 今日报警数 */
            alarm_today: number;
            /** @description 未处理报警数 */
            alarm_unhandled?: number;
            wage: components["schemas"]["HomeWageStatus"];
        };
        /** @description 一个工资周期的发放情况 */
        HomeWageStatus: {
            /** @description 工资周期 YYYY-MM */
            period: string;
            /** @description 应发人数 */
            worker_count?: number;
            /** @description 应发工资（元） */
            payable_amount: number;
            /** @description 已发工资（元） */
            paid_amount: number;
            /** @description 发放率（%） */
            pay_rate: number;
            /**
             * @description 发放状态：0 未发起，1 考勤确认中，2 预结算中，3 代发中，4 已发放，5 部分发放（问题工资处理中）
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4 | 5;
            /** @description 状态名称 */
            status_desc?: string;
        };
        /** @description 班组出勤排行行 */
        HomeTeamRankRow: {
            /** @description 名次 */
            rank: number;
            /** @description 班组 ID */
            team_id: number;
            /** @description 班组名称 */
            team_name: string;
            /** @description 所属参建单位 */
            company_name?: string;
            /** @description 班组长 */
            leader_name?: string;
            /** @description 在册人数 */
            worker_total?: number;
            /** @description 今日出勤人数 */
            attendance_count?: number;
            /** @description 出勤率（%） */
            rate: number;
        };
        /** @description 参建单位在场人数 */
        HomeCompanyOnsiteRow: {
            /** @description 参建单位 ID */
            company_id: number;
            /** @description 参建单位名称 */
            company_name: string;
            /** @description 单位类型（劳务分包、专业分包、总包） */
            company_type?: string;
            /** @description 在册人数 */
            worker_total?: number;
            /** @description 今日在场人数 */
            onsite_count: number;
            /** @description 在场率（%） */
            rate?: number;
        };
        /** @description 按名称分类的数量与占比（饼图、条形图） */
        HomeNamedCount: {
            /** @description 分类名称 */
            name: string;
            /** @description 数量 */
            count: number;
            /** @description 占比（%） */
            rate?: number;
        };
        /** @description 项目隐患汇总 */
        HomeProjectTrouble: {
            /** @description 隐患总数 */
            total: number;
            /** @description 待整改数 */
            to_rectify: number;
            /** @description 已整改待复查数 */
            to_review?: number;
            /** @description 已闭合数 */
            closed: number;
            /** @description 超期未整改数 */
            overdue?: number;
            /** @description 整改率（%）= 已闭合 / 总数 */
            rectify_rate: number;
            /** @description 按隐患等级（一般、较大、重大） */
            level_list?: components["schemas"]["HomeNamedCount"][];
        };
        /** @description 项目动态 */
        HomeProjectEvent: {
            /** @description 动态 ID */
            id: number;
            /** @description 项目 ID */
            project_id?: number;
            /**
             * @description 动态类型：1 进出场，2 安全报警，3 隐患，4 工资发放
             * @enum {integer}
             */
            event_type: 1 | 2 | 3 | 4;
            /** @description 动态类型名称 */
            event_type_desc?: string;
            /** @description 动态内容 */
            content: string;
            /** @description 相关人员 */
            person_name?: string;
            /** @description 发生时间 YYYY-MM-DD HH:mm:ss */
            event_time: string;
        };
        /** @description 数据看板总览 */
        HomeDataboardOverview: {
            /** @description 在册工人数 */
            worker_total: number;
            /** @description 今日在场工人数 */
            worker_onsite: number;
            /** @description 实名制登记率（%） */
            realname_rate?: number;
            /** @description 劳动合同签订率（%） */
            contract_sign_rate?: number;
            /** @description 三级安全教育完成率（%） */
            training_rate?: number;
            /** @description 参建单位数 */
            company_count?: number;
            /** @description 班组数 */
            team_count?: number;
            /** @description 平均年龄（岁） */
            avg_age?: number;
            /** @description 超龄（60 岁以上）人数 */
            over_age_count?: number;
            /** @description 本月进场人数 */
            enter_count_month?: number;
            /** @description 本月退场人数 */
            exit_count_month?: number;
            /** @description 本年累计发放工资（元） */
            wage_paid_year?: number;
            /** @description 上一工资周期已发工资（元） */
            wage_paid_last_period?: number;
        };
        /** @description 劳务项目面板总览 */
        HomeLaborProjectOverview: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位数 */
            companyCount?: number;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 在册人数 */
            workerTotal: number;
            /** @description 今日在场人数 */
            onSiteCount: number;
            /** @description 今日出勤率（%） */
            attendanceRate: number;
            /** @description 本月进场人数 */
            enterCountMonth?: number;
            /** @description 本月退场人数 */
            exitCountMonth?: number;
            /** @description 实名制登记率（%） */
            realNameRate?: number;
            /** @description 劳动合同签订率（%） */
            contractSignRate?: number;
            /** @description 安全教育完成率（%） */
            trainingRate?: number;
            /** @description 平均年龄（岁） */
            avgAge?: number;
            /** @description 超龄人数 */
            overAgeCount?: number;
            /** @description 特种作业人员数 */
            specialWorkerCount?: number;
        };
        /** @description 劳务面板参建单位行 */
        HomeLaborCompanyRow: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 单位类型（劳务分包、专业分包、总包） */
            companyType?: string;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 在册人数 */
            workerTotal: number;
            /** @description 今日在场人数 */
            onSiteCount: number;
            /** @description 出勤率（%） */
            attendanceRate?: number;
            /** @description 合同签订率（%） */
            contractSignRate?: number;
            /** @description 工资周期 YYYY-MM */
            wagePeriod?: string;
            /** @description 应发工资（元） */
            wagePayable?: number;
            /** @description 已发工资（元） */
            wagePaid?: number;
            /**
             * @description 发放状态：0 未发起（或无需代发），1 考勤确认中，2 预结算中，3 代发中，4 已发放，5 部分发放（问题工资处理中）
             * @enum {integer}
             */
            wageStatus?: 0 | 1 | 2 | 3 | 4 | 5;
            /** @description 发放状态名称 */
            wageStatusName?: string;
        };
        /** @description 劳务面板班组行 */
        HomeLaborTeamRow: {
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 参建单位 ID */
            companyId?: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 班组长 */
            leaderName?: string;
            /** @description 班组长手机号 */
            leaderMobile?: string;
            /** @description 在册人数 */
            workerTotal: number;
            /** @description 今日在场人数 */
            onSiteCount: number;
            /** @description 出勤率（%） */
            attendanceRate?: number;
            /**
             * Format: date
             * @description 进场日期 YYYY-MM-DD
             */
            enterDate?: string;
        };
        /** @description 一天的进退场 */
        HomeLaborEntryExitDay: {
            /**
             * Format: date
             * @description 日期 YYYY-MM-DD
             */
            date: string;
            /** @description 进场人数 */
            entryCount: number;
            /** @description 退场人数 */
            exitCount: number;
            /** @description 当日在册人数 */
            workerTotal?: number;
        };
        /** @description 劳务面板项目行 */
        HomeLaborProjectRow: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属分公司 ID */
            orgId?: number;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 参建单位数 */
            companyCount?: number;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 在册人数 */
            workerTotal: number;
            /** @description 今日在场人数 */
            onSiteCount: number;
            /** @description 出勤率（%） */
            attendanceRate?: number;
            /** @description 上月工资发放率（%） */
            wagePayRate?: number;
            /** @description 问题工资笔数 */
            troubleWageCount?: number;
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
    };
    parameters: {
        /** @description 组织 ID（公司、分公司或项目） */
        OrgId: number;
        /** @description 排序指标：score 综合得分，attendance_rate 出勤率，alarm_month 本月报警，trouble_open 未整改隐患，wage_pay_rate 工资发放率 */
        HomeRankSort: "score" | "attendance_rate" | "alarm_month" | "trouble_open" | "wage_pay_rate";
        /** @description 统计天数（7 或 30），截止今天 */
        HomeDays: 7 | 30;
        /** @description 工资周期 YYYY-MM，默认上月 */
        HomePeriod: string;
        /** @description 报警类型：0 或不传为全部，1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
        HomeAlarmType: number;
        /** @description 闭环状态：-1 或不传为全部，0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
        HomeAlarmStatus: number;
        /** @description 页码，从 1 开始 */
        PageNum: number;
        /** @description 每页条数（10、20、50、100） */
        PageSize: number;
        /** @description 开始日期 YYYY-MM-DD */
        StartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        EndDate: string;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
        /** @description 大屏类型：nation 全国（组织级）大屏（source 2、3），project 项目大屏（其他身份），bim 三维（BIM）大屏（顶栏“3D 大屏”按钮） */
        HomeBigScreenType: "nation" | "project" | "bim";
        /** @description 返回条数 */
        HomeTopK: number;
        /** @description 项目 ID；不传取当前身份的项目 */
        HomeLaborProjectId: number;
        /** @description 参建单位 ID；不传为全部 */
        HomeLaborCompanyId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOrgHomeCollect: {
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
            /** @description 组织首页指标 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeOrgCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgHomeProjectRank: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 排序指标：score 综合得分，attendance_rate 出勤率，alarm_month 本月报警，trouble_open 未整改隐患，wage_pay_rate 工资发放率 */
                sort_by?: components["parameters"]["HomeRankSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 项目排行（降序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeProjectRankRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgHomeWorkerTrend: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 统计天数（7 或 30），截止今天 */
                days?: components["parameters"]["HomeDays"];
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
    getOrgHomeWagesCollect: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 工资周期 YYYY-MM，默认上月 */
                period?: components["parameters"]["HomePeriod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 各组织工资发放 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeOrgWagesRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgHomeProjectMap: {
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
            /** @description 项目点位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeProjectMapPoint"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgHomeAlarms: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 报警类型：0 或不传为全部，1 滞留，2 静止，3 长时间停留，4 闯入禁区，5 SOS 求救，6 脱帽，7 低电量 */
                type?: components["parameters"]["HomeAlarmType"];
                /** @description 闭环状态：-1 或不传为全部，0 已产生（待派发），1 已派发，2 已处理，3 已关闭 */
                status?: components["parameters"]["HomeAlarmStatus"];
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
            /** @description 报警分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HomeOrgAlarm"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgHomeAlarmCollect: {
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
            /** @description 报警汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeAlarmCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgHomeProjectTypeStatus: {
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
            /** @description 类型与状态分布 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeProjectTypeStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgHomeBranchTroubles: {
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
            /** @description 各分公司隐患统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeBranchTroubleRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgHomeAttendanceCollect: {
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
            /** @description 出勤汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeOrgAttendance"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectParams: {
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
            /** @description 项目参数行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeProjectParam"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getBigScreenRedirect: {
        parameters: {
            query: {
                /** @description 大屏类型：nation 全国（组织级）大屏（source 2、3），project 项目大屏（其他身份），bim 三维（BIM）大屏（顶栏“3D 大屏”按钮） */
                type: components["parameters"]["HomeBigScreenType"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 跳转地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeBigScreenRedirect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getProjectHomeCollect: {
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
            /** @description 项目首页指标 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeProjectCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectHomeAttendanceTrend: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 统计天数（7 或 30），截止今天 */
                days?: components["parameters"]["HomeDays"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeAttendanceDay"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectHomeTeamRank: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 返回条数 */
                topk?: components["parameters"]["HomeTopK"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组排行（降序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeTeamRankRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectHomeCompanyOnsite: {
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
            /** @description 各单位在场 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeCompanyOnsiteRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectHomeWorkTypeOnsite: {
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
            /** @description 工种分布（饼图） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeNamedCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getProjectHomeAlarmTrend: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 统计天数（7 或 30），截止今天 */
                days?: components["parameters"]["HomeDays"];
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
    getProjectHomeTroubleCollect: {
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
            /** @description 隐患汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeProjectTrouble"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectHomeWagesMonths: {
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
            /** @description 各周期工资发放（按周期升序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeWageStatus"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectHomeRealtime: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 返回条数 */
                topk?: components["parameters"]["HomeTopK"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 最新动态 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeProjectEvent"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDataboardOverview: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 看板总览 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeDataboardOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDataboardWorkerAge: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 年龄段分布（柱状图） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeNamedCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDataboardWorkerOrigin: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 籍贯省份分布（地图或条形图） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeNamedCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listDataboardWorkerWorkType: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工种分布（饼图） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeNamedCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getDataboardAttendanceMonthly: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
    getDataboardWagesMonthly: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
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
    getLaborProjectOverview: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前身份的项目 */
                projectId?: components["parameters"]["HomeLaborProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 劳务面板总览 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeLaborProjectOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborProjectCompanies: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前身份的项目 */
                projectId?: components["parameters"]["HomeLaborProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 参建单位行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeLaborCompanyRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborProjectTeams: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前身份的项目 */
                projectId?: components["parameters"]["HomeLaborProjectId"];
                /** @description 参建单位 ID；不传为全部 */
                companyId?: components["parameters"]["HomeLaborCompanyId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeLaborTeamRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborProjectEntryExitTrend: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传取当前身份的项目 */
                projectId?: components["parameters"]["HomeLaborProjectId"];
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
            /** @description 按日进退场 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeLaborEntryExitDay"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborProjects: {
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
            /** @description 项目行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HomeLaborProjectRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
