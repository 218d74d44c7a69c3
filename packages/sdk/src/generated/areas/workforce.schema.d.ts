/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/duty/workforceAnalytics/subcontractorWorkforceSituation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分包单位劳动力情况
         * @description 项目内各参建（分包）单位的班组数、在册人数、今日出勤、当前在场人数与出勤率。种子标注为表单编码的 GET，参数以查询串传递。
         */
        get: operations["listSubcontractorWorkforceSituation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/areaWorkforceSituation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 区域劳动力情况
         * @description 项目各施工区域当前在场人数（工人、管理人员）、涉及单位与班组数及占比（区域热力图）。
         */
        get: operations["listAreaWorkforceSituation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/subcontractorWorkforceSituationByWorkType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分包单位劳动力（按工种）
         * @description 每个分包单位各工种的在册人数、今日出勤与出勤率（堆叠柱状图：横轴单位，堆叠工种）。
         */
        get: operations["listSubcontractorWorkforceByWorkType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/subcontractorWorkforceSituationByTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分包单位劳动力（按班组）
         * @description 每个分包单位下各班组的在册人数、今日出勤与出勤率。
         */
        get: operations["listSubcontractorWorkforceByTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前区域工人名单（按工种）
         * @description 点击“当前区域各工种人数”图中某一工种后，列出当前在该区域（areaId 不传为全部施工区域）内该工种的工人及进入时间、停留时长。
         */
        get: operations["listCurrentAreaWorkersByWorkType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出当前区域工人名单（按工种）
         * @description 按名单的查询条件导出（Blob，60 秒超时）。
         */
        post: operations["exportCurrentAreaWorkersByWorkType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeAttendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前区域各工种出勤
         * @description 各工种的在册人数、今日出勤人数、当前在区域人数与出勤率（柱线混合图）。
         */
        get: operations["listCurrentAreaWorkTypeAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerCountByTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前区域人数（按班组）
         * @description 当前在区域（areaId 不传为全部施工区域）内各班组的工人数与占比（饼图）。
         */
        get: operations["listCurrentAreaWorkerCountByTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerCountByTeamAttendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前区域各班组出勤
         * @description 各班组的在册人数、今日出勤人数、当前在区域人数与出勤率。
         */
        get: operations["listCurrentAreaTeamAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerCountByWorkType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前区域人数（按工种）
         * @description 当前在区域（areaId 不传为全部施工区域）内各工种的工人数与占比（饼图）；点击扇区查看工人名单。
         */
        get: operations["listCurrentAreaWorkerCountByWorkType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出当前区域人数（按工种）
         * @description 导出当前区域各工种人数表（Blob，60 秒超时）。
         */
        post: operations["exportCurrentAreaWorkerCountByWorkType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/currentAreaWorkerListByTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前区域工人名单（按班组）
         * @description 点击“当前区域各班组人数”图中某一班组后，列出当前在区域内该班组的工人；teamId 不传时按班组排序列出全部。
         */
        get: operations["listCurrentAreaWorkersByTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/statisticsInThePastTwentyFourHoursBySubcontractor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 近 24 小时在场人数（按分包单位）
         * @description 过去 24 小时逐小时（整点）各参建单位在施工区域内的人数，categories 为整点，series 每个单位一条（堆叠面积图）。
         */
        get: operations["getPast24HoursWorkforceBySubcontractor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/statisticsInThePastTwentyFourHours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 近 24 小时在场人数
         * @description 过去 24 小时逐小时（整点）施工区域内的在场人数（工人、管理人员分列）；22 日晚至 23 日凌晨为地下车库混凝土夜间浇筑。
         */
        get: operations["listPast24HoursWorkforce"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/statisticsInThePastSevenDays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 近 7 天劳动力统计
         * @description 截至昨日 7 天逐日的在册人数、出勤人数、出勤率、峰值在场人数与人均工时。
         */
        get: operations["listPast7DaysWorkforce"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/laborAnalysisByWorker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人劳动力分析
         * @description 日期区间内每位工人的出勤天数、工时、在作业区域内的有效工时与有效工时率，并给出工人标签（高效、正常、低效、出勤不足）。
         */
        get: operations["listLaborAnalysisByWorker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/laborAnalysisByWorkerChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人劳动力分析图
         * @description 日期区间内逐日的出勤工人数、人均工时、人均有效工时与有效工时率（柱线混合图）；传 workerId 时为单个工人的逐日数据（出勤人数为 0 或 1）。
         */
        get: operations["getLaborAnalysisByWorkerChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/subcontractorWorkforceTrend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分包单位劳动力月度趋势
         * @description 按月统计各参建单位的日均出勤人数（折线图：categories 为月份，series 每个单位一条）。种子只说“其他分析（按分包单位……）用同一前缀的 POST”，路径与字段由我们设计。
         */
        post: operations["getSubcontractorWorkforceTrend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/areaWorkforceTrend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 区域劳动力逐日峰值趋势
         * @description 日期区间内各施工区域逐日的峰值在场人数（折线图，不含生活区）。
         */
        post: operations["getAreaWorkforceTrend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/workTypeWorkforceDistribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工种劳动力分布（日期区间）
         * @description 日期区间内各工种的在册人数、占在册比例、日均出勤与出勤率（饼图 + 表格）。
         */
        post: operations["listWorkTypeWorkforceDistribution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/teamWorkforceRanking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组劳动力排名（日期区间）
         * @description 日期区间内各班组按平均出勤率排名，附在册人数、日均出勤与总工时（条形图）。
         */
        post: operations["listTeamWorkforceRanking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/pastTwentyFourHoursByArea": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 近 24 小时在场人数（按区域）
         * @description 过去 24 小时逐小时（整点）各施工区域的在场人数（堆叠面积图，不含生活区）。
         */
        post: operations["getPast24HoursWorkforceByArea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/pastSevenDaysBySubcontractor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 近 7 天出勤人数（按分包单位）
         * @description 截至昨日 7 天各参建单位逐日的出勤人数（堆叠柱状图）。
         */
        post: operations["getPast7DaysWorkforceBySubcontractor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/workforceAnalytics/laborAnalysisByWorkerLabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工人标签分布
         * @description 日期区间内各工人标签（高效、正常、低效、出勤不足）的人数、占比、人均日工时与平均有效工时率（饼图）；点击扇区以 label 过滤工人劳动力分析。
         */
        post: operations["listLaborAnalysisByWorkerLabel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/worktype/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资分析工种下拉
         * @description 工资分析的工种筛选项；value 为工种 ID。
         */
        get: operations["listSalaryWorkTypeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/area/select/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资分析地区树
         * @description 项目所在行政区划树（省、市、区县），id 为区划代码，只含有在建项目的节点。
         */
        get: operations["getSalaryAreaTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/params/select/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资分析参数选项
         * @description 工资分析页的筛选参数组（统计周期、工资区间档位、人员类别、发放方式），每组含选项列表；传 code 只取一组。
         */
        get: operations["listSalaryParamOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/basic/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资基础汇总
         * @description 月份区间内的在册工人数、已发薪人数、发放总额、人均月工资、人均日工资、平均出勤天数、最高与最低月工资、发薪率与环比（页首卡片）。
         */
        get: operations["getSalaryBasicCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/basic/range/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资区间分布
         * @description 按月工资区间统计的人数、占比与区间内平均工资（柱状图）。
         */
        get: operations["listSalaryRangeDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/output/daterange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资发放趋势（按月）
         * @description 月份区间内逐月的发薪人数、发放总额、人均月工资、出勤人天与人均日工资（柱线混合图）。
         */
        get: operations["listSalaryOutputByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/output/orgrange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资发放（按组织）
         * @description 月份区间内组织下各项目（带所属分公司）的发薪人数、发放总额、人均月工资与人均日工资（柱状图按分公司着色）。
         */
        get: operations["listSalaryOutputByOrg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/bda/salary/output/arearange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资发放（按地区）
         * @description 月份区间内按项目所在区县汇总的项目数、发薪人数、发放总额与人均月工资（地图与柱状图）；area_code 为上级区划时列出其下级。
         */
        get: operations["listSalaryOutputByArea"];
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
        /** @description 分包单位劳动力行 */
        WorkforceSubcontractorSituation: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 单位类型（总包、劳务分包、专业分包） */
            companyType?: string;
            /** @description 班组数 */
            teamCount?: number;
            /** @description 在册人数 */
            registeredCount: number;
            /** @description 今日出勤人数 */
            attendCount: number;
            /** @description 当前在场人数 */
            presentCount?: number;
            /** @description 今日出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 区域劳动力行 */
        WorkforceAreaSituation: {
            /** @description 施工区域 ID */
            areaId: number;
            /** @description 区域名称 */
            areaName: string;
            /** @description 当前在场人数 */
            currentCount: number;
            /** @description 其中工人数 */
            workerCount?: number;
            /** @description 其中管理人员数 */
            managerCount?: number;
            /** @description 涉及参建单位数 */
            companyCount?: number;
            /** @description 涉及班组数 */
            teamCount?: number;
            /** @description 占项目当前在场人数的比例（%，1 位小数） */
            ratio?: number;
        };
        /** @description 单位 × 工种劳动力行 */
        WorkforceSubcontractorWorkType: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 工种 ID */
            workTypeId: number;
            /** @description 工种 */
            workTypeName: string;
            /** @description 在册人数 */
            registeredCount: number;
            /** @description 今日出勤人数 */
            attendCount: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate?: number;
        };
        /** @description 单位 × 班组劳动力行 */
        WorkforceSubcontractorTeam: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 班组长 */
            leaderName?: string;
            /** @description 在册人数 */
            registeredCount: number;
            /** @description 今日出勤人数 */
            attendCount: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate?: number;
        };
        /** @description 区域工人分页 */
        WorkforceAreaWorkerPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["WorkforceAreaWorker"][];
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
        /** @description 当前在区域内的工人 */
        WorkforceAreaWorker: {
            /** @description 工人 ID */
            workerId: number;
            /** @description 姓名 */
            workerName: string;
            /** @description 工种 ID */
            workTypeId?: number;
            /** @description 工种 */
            workTypeName?: string;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 班组 */
            teamName?: string;
            /** @description 参建单位 */
            companyName?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 安全帽 innerid */
            hatInnerid?: string;
            /** @description 当前所在区域 ID */
            areaId: number;
            /** @description 当前所在区域 */
            areaName: string;
            /** @description 进入区域时间 YYYY-MM-DD HH:mm:ss */
            enterTime: string;
            /** @description 已停留分钟数 */
            stayMinutes?: number;
        };
        /** @description 劳动力分析 POST 调用与导出的查询条件（各调用只用到其中部分字段） */
        WorkforceAnalyticsBody: {
            /** @description 项目 ID；不传时取当前登录身份的项目 */
            projectId?: number;
            /** @description 施工区域 ID；0 或不传为全部 */
            areaId?: number;
            /** @description 参建单位 ID；0 或不传为全部 */
            companyId?: number;
            /** @description 班组 ID */
            teamId?: number;
            /** @description 工种 ID */
            workTypeId?: number;
            /**
             * @description 工人标签：1 高效，2 正常，3 低效，4 出勤不足
             * @enum {integer}
             */
            label?: 1 | 2 | 3 | 4;
            /** @description 姓名或手机号关键字 */
            keyword?: string;
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
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 工种出勤行 */
        WorkforceWorkTypeAttendance: {
            /** @description 工种 ID */
            workTypeId: number;
            /** @description 工种 */
            workTypeName: string;
            /** @description 在册人数 */
            registeredCount: number;
            /** @description 今日出勤人数 */
            attendCount: number;
            /** @description 当前在区域人数 */
            currentCount?: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 班组人数（饼图一块） */
        WorkforceTeamCount: {
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 所属参建单位 */
            companyName?: string;
            /** @description 当前在区域人数 */
            count: number;
            /** @description 占比（%，1 位小数） */
            ratio?: number;
        };
        /** @description 班组出勤行 */
        WorkforceTeamAttendance: {
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 所属参建单位 */
            companyName?: string;
            /** @description 在册人数 */
            registeredCount: number;
            /** @description 今日出勤人数 */
            attendCount: number;
            /** @description 当前在区域人数 */
            currentCount?: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 工种人数（饼图一块） */
        WorkforceWorkTypeCount: {
            /** @description 工种 ID */
            workTypeId: number;
            /** @description 工种 */
            workTypeName: string;
            /** @description 当前在区域人数 */
            count: number;
            /** @description 占比（%，1 位小数） */
            ratio?: number;
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
        /** @description 整点在场人数 */
        WorkforceHourCount: {
            /** @description 整点时间 YYYY-MM-DD HH:mm */
            time: string;
            /** @description 横轴标签 HH:mm */
            hour: string;
            /** @description 在场人数 */
            count: number;
            /** @description 其中工人数 */
            workerCount?: number;
            /** @description 其中管理人员数 */
            managerCount?: number;
        };
        /** @description 逐日劳动力统计 */
        WorkforceDayStat: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 在册人数 */
            registeredCount: number;
            /** @description 出勤人数 */
            attendCount: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
            /** @description 当日峰值在场人数 */
            maxPresentCount?: number;
            /** @description 人均工时（小时） */
            avgWorkHours?: number;
        };
        /** @description 工人劳动力分析分页 */
        WorkforceWorkerLaborPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["WorkforceWorkerLabor"][];
        };
        /** @description 工人劳动力分析行 */
        WorkforceWorkerLabor: {
            /** @description 工人 ID */
            workerId: number;
            /** @description 姓名 */
            workerName: string;
            /** @description 工种 */
            workTypeName?: string;
            /** @description 班组 */
            teamName?: string;
            /** @description 参建单位 */
            companyName?: string;
            /** @description 出勤天数 */
            attendDays: number;
            /** @description 出勤率（%，出勤天数 / 区间天数） */
            attendanceRate?: number;
            /** @description 总工时（小时，进场至离场） */
            workHours: number;
            /** @description 日均工时（小时） */
            avgDailyHours?: number;
            /** @description 有效工时（小时，安全帽定位在作业区域内的时长） */
            effectiveHours?: number;
            /** @description 有效工时率（%，有效工时 / 总工时） */
            effectiveRate?: number;
            /**
             * @description 工人标签：1 高效（有效工时率 ≥ 90% 且出勤率 ≥ 90%），2 正常，3 低效（有效工时率 < 75%），4 出勤不足（出勤率 < 80%，优先判定）
             * @enum {integer}
             */
            label: 1 | 2 | 3 | 4;
            /** @description 标签名称 */
            labelName?: string;
        };
        /** @description 逐日劳动力分析点 */
        WorkforceWorkerLaborDay: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 出勤工人数 */
            attendCount: number;
            /** @description 人均工时（小时） */
            avgWorkHours: number;
            /** @description 人均有效工时（小时） */
            avgEffectiveHours?: number;
            /** @description 有效工时率（%，1 位小数） */
            effectiveRate?: number;
        };
        /** @description 工种劳动力分布行（日期区间） */
        WorkforceWorkTypeShare: {
            /** @description 工种 ID */
            workTypeId: number;
            /** @description 工种 */
            workTypeName: string;
            /** @description 在册人数 */
            registeredCount: number;
            /** @description 占在册工人比例（%，1 位小数） */
            ratio?: number;
            /** @description 日均出勤人数 */
            avgAttendCount: number;
            /** @description 平均出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 班组劳动力排名行 */
        WorkforceTeamRank: {
            /** @description 名次 */
            rank: number;
            /** @description 班组 ID */
            teamId: number;
            /** @description 班组名称 */
            teamName: string;
            /** @description 所属参建单位 */
            companyName?: string;
            /** @description 在册人数 */
            registeredCount?: number;
            /** @description 日均出勤人数 */
            avgAttendCount?: number;
            /** @description 平均出勤率（%，1 位小数） */
            attendanceRate: number;
            /** @description 总工时（小时） */
            totalWorkHours?: number;
        };
        /** @description 工人标签分布行 */
        WorkforceLabelStat: {
            /**
             * @description 工人标签：1 高效，2 正常，3 低效，4 出勤不足
             * @enum {integer}
             */
            label: 1 | 2 | 3 | 4;
            /** @description 标签名称 */
            labelName: string;
            /** @description 工人数 */
            workerCount: number;
            /** @description 占比（%，1 位小数） */
            ratio: number;
            /** @description 人均日工时（小时） */
            avgDailyHours?: number;
            /** @description 平均有效工时率（%） */
            avgEffectiveRate?: number;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description 通用树节点（id、label、children、uncontrol） */
        TreeNode: {
            /** @description 节点 ID */
            id: number | string;
            /** @description 节点名称 */
            label: string;
            /** @description 组织节点的内部编号 */
            innerid?: string;
            /** @description 是否不受控（不可选） */
            uncontrol?: boolean;
            /** @description 子节点；空列表会被移除 */
            children?: components["schemas"]["TreeNode"][];
        };
        /** @description 工资分析参数组 */
        WorkforceSalaryParamGroup: {
            /** @description 参数组编码 */
            code: string;
            /** @description 参数组名称 */
            name: string;
            /** @description 选项 */
            options: components["schemas"]["Option"][];
        };
        /** @description 工资基础汇总 */
        WorkforceSalaryCollect: {
            /** @description 开始月份 YYYY-MM */
            start_month?: string;
            /** @description 结束月份 YYYY-MM */
            end_month?: string;
            /** @description 在册工人数 */
            worker_count: number;
            /** @description 已发薪人数 */
            paid_worker_count: number;
            /** @description 发放总额（元，2 位小数） */
            total_salary: number;
            /** @description 人均月工资（元） */
            avg_month_salary: number;
            /** @description 人均日工资（元，发放总额 / 出勤人天） */
            avg_day_salary?: number;
            /** @description 人均月出勤天数 */
            avg_attend_days?: number;
            /** @description 最高月工资（元） */
            max_month_salary?: number;
            /** @description 最低月工资（元，含当月中途进场） */
            min_month_salary?: number;
            /** @description 发薪率（%，已发薪人数 / 在册工人数，1 位小数） */
            paid_rate?: number;
            /** @description 发放总额环比（%，可为负） */
            mom_rate?: number;
        };
        /** @description 工资区间分布行 */
        WorkforceSalaryRange: {
            /** @description 区间名称 */
            range_name: string;
            /** @description 区间下限（元，含） */
            min_amount: number;
            /** @description 区间上限（元，不含）；最高档为 null */
            max_amount?: number | null;
            /** @description 人数 */
            worker_count: number;
            /** @description 占比（%，1 位小数） */
            ratio: number;
            /** @description 区间内人均月工资（元） */
            avg_salary?: number;
        };
        /** @description 逐月工资发放 */
        WorkforceSalaryMonth: {
            /** @description 工资月份 YYYY-MM */
            month: string;
            /** @description 发薪人数 */
            worker_count: number;
            /** @description 发放总额（元） */
            total_salary: number;
            /** @description 人均月工资（元） */
            avg_salary: number;
            /** @description 出勤人天 */
            total_attend_days?: number;
            /** @description 人均日工资（元） */
            avg_day_salary?: number;
        };
        /** @description 按组织（项目）工资发放行 */
        WorkforceSalaryOrgRow: {
            /** @description 所属分公司 ID */
            org_id: number;
            /** @description 所属分公司名称 */
            org_name: string;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name: string;
            /** @description 发薪人数 */
            worker_count: number;
            /** @description 发放总额（元） */
            total_salary: number;
            /** @description 人均月工资（元） */
            avg_salary: number;
            /** @description 出勤人天 */
            total_attend_days?: number;
            /** @description 人均日工资（元） */
            avg_day_salary?: number;
        };
        /** @description 按地区工资发放行 */
        WorkforceSalaryAreaRow: {
            /** @description 行政区划代码 */
            area_code: string;
            /** @description 地区名称 */
            area_name: string;
            /** @description 项目数 */
            project_count?: number;
            /** @description 发薪人数 */
            worker_count: number;
            /** @description 发放总额（元） */
            total_salary: number;
            /** @description 人均月工资（元） */
            avg_salary: number;
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
    };
    parameters: {
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        WorkforceProjectIdQuery: number;
        /** @description 参建单位 ID */
        WorkforceCompanyIdQuery: number;
        /** @description 页码，从 1 开始（考勤与检查类接口） */
        Page: number;
        /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
        Limit: number;
        /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
        WorkforceAreaIdQuery: number;
        /** @description 工种 ID（1 木工，2 钢筋工，3 混凝土工，4 架子工，5 电工，6 焊工，7 普工） */
        WorkforceWorkTypeIdQuery: number;
        /** @description 姓名或手机号关键字 */
        WorkforceKeywordQuery: string;
        /** @description 班组 ID */
        WorkforceTeamIdQuery: number;
        /** @description 工人标签：1 高效，2 正常，3 低效，4 出勤不足 */
        WorkforceLabelQuery: 1 | 2 | 3 | 4;
        /** @description 开始日期 YYYY-MM-DD */
        StartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        EndDate: string;
        /** @description 工人 ID；传入时只看该工人 */
        WorkforceWorkerIdQuery: number;
        /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
        WorkforceSalaryOrgIdQuery: number;
        /** @description 参数组编码（period_type、salary_range、worker_category、pay_mode）；不传返回全部 */
        WorkforceSalaryParamCodeQuery: string;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
        /** @description 行政区划代码（地区树节点 id） */
        WorkforceSalaryAreaCodeQuery: string;
        /** @description 工种 ID（工种下拉的 value） */
        WorkforceSalaryWorkTypeQuery: number;
        /** @description 开始月份 YYYY-MM（默认上月） */
        WorkforceSalaryStartMonthQuery: string;
        /** @description 结束月份 YYYY-MM（默认上月，即最近一个工资周期） */
        WorkforceSalaryEndMonthQuery: string;
        /** @description 统计周期（工资分析参数组 period_type 的 value）：1 按月，2 按季度，3 按年；不传按月 */
        WorkforceSalaryPeriodTypeQuery: 1 | 2 | 3;
        /** @description 工资区间档位（参数组 salary_range 的 value，如 8000-10000；12000- 表示及以上）；只统计月工资在该档位的工人 */
        WorkforceSalaryRangeQuery: string;
        /** @description 人员类别（参数组 worker_category 的 value）：1 普通工人，2 班组长，3 特种作业人员 */
        WorkforceSalaryWorkerCategoryQuery: number;
        /** @description 发放方式（参数组 pay_mode 的 value）：1 工资专户代发，2 企业直发 */
        WorkforceSalaryPayModeQuery: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listSubcontractorWorkforceSituation: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分包单位劳动力 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 分包单位劳动力 */
                        data: components["schemas"]["WorkforceSubcontractorSituation"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAreaWorkforceSituation: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 区域劳动力 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 区域劳动力 */
                        data: components["schemas"]["WorkforceAreaSituation"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSubcontractorWorkforceByWorkType: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 参建单位 ID */
                companyId?: components["parameters"]["WorkforceCompanyIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 单位 × 工种 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 单位 × 工种 */
                        data: components["schemas"]["WorkforceSubcontractorWorkType"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSubcontractorWorkforceByTeam: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 参建单位 ID */
                companyId?: components["parameters"]["WorkforceCompanyIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 单位 × 班组 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 单位 × 班组 */
                        data: components["schemas"]["WorkforceSubcontractorTeam"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listCurrentAreaWorkersByWorkType: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
                areaId?: components["parameters"]["WorkforceAreaIdQuery"];
                /** @description 工种 ID（1 木工，2 钢筋工，3 混凝土工，4 架子工，5 电工，6 焊工，7 普工） */
                workTypeId?: components["parameters"]["WorkforceWorkTypeIdQuery"];
                /** @description 姓名或手机号关键字 */
                keyword?: components["parameters"]["WorkforceKeywordQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工人名单分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkforceAreaWorkerPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportCurrentAreaWorkersByWorkType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listCurrentAreaWorkTypeAttendance: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
                areaId?: components["parameters"]["WorkforceAreaIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工种出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 工种出勤 */
                        data: components["schemas"]["WorkforceWorkTypeAttendance"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listCurrentAreaWorkerCountByTeam: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
                areaId?: components["parameters"]["WorkforceAreaIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组人数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 班组人数 */
                        data: components["schemas"]["WorkforceTeamCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listCurrentAreaTeamAttendance: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
                areaId?: components["parameters"]["WorkforceAreaIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 班组出勤 */
                        data: components["schemas"]["WorkforceTeamAttendance"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listCurrentAreaWorkerCountByWorkType: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
                areaId?: components["parameters"]["WorkforceAreaIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工种人数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 工种人数 */
                        data: components["schemas"]["WorkforceWorkTypeCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportCurrentAreaWorkerCountByWorkType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listCurrentAreaWorkersByTeam: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
                areaId?: components["parameters"]["WorkforceAreaIdQuery"];
                /** @description 班组 ID */
                teamId?: components["parameters"]["WorkforceTeamIdQuery"];
                /** @description 姓名或手机号关键字 */
                keyword?: components["parameters"]["WorkforceKeywordQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工人名单分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkforceAreaWorkerPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getPast24HoursWorkforceBySubcontractor: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐小时序列 */
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
    listPast24HoursWorkforce: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 施工区域 ID（601–605）；不传为全部施工区域 */
                areaId?: components["parameters"]["WorkforceAreaIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐小时人数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐小时人数 */
                        data: components["schemas"]["WorkforceHourCount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listPast7DaysWorkforce: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日统计 */
                        data: components["schemas"]["WorkforceDayStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborAnalysisByWorker: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 参建单位 ID */
                companyId?: components["parameters"]["WorkforceCompanyIdQuery"];
                /** @description 班组 ID */
                teamId?: components["parameters"]["WorkforceTeamIdQuery"];
                /** @description 工种 ID（1 木工，2 钢筋工，3 混凝土工，4 架子工，5 电工，6 焊工，7 普工） */
                workTypeId?: components["parameters"]["WorkforceWorkTypeIdQuery"];
                /** @description 工人标签：1 高效，2 正常，3 低效，4 出勤不足 */
                label?: components["parameters"]["WorkforceLabelQuery"];
                /** @description 姓名或手机号关键字 */
                keyword?: components["parameters"]["WorkforceKeywordQuery"];
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
            /** @description 工人分析分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkforceWorkerLaborPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLaborAnalysisByWorkerChart: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["WorkforceProjectIdQuery"];
                /** @description 工人 ID；传入时只看该工人 */
                workerId?: components["parameters"]["WorkforceWorkerIdQuery"];
                /** @description 参建单位 ID */
                companyId?: components["parameters"]["WorkforceCompanyIdQuery"];
                /** @description 班组 ID */
                teamId?: components["parameters"]["WorkforceTeamIdQuery"];
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
            /** @description 逐日分析 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日分析 */
                        data: components["schemas"]["WorkforceWorkerLaborDay"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSubcontractorWorkforceTrend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            /** @description 月度序列 */
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
    getAreaWorkforceTrend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            /** @description 逐日序列 */
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
    listWorkTypeWorkforceDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            /** @description 工种分布 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 工种分布 */
                        data: components["schemas"]["WorkforceWorkTypeShare"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTeamWorkforceRanking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            /** @description 班组排名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 班组排名 */
                        data: components["schemas"]["WorkforceTeamRank"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getPast24HoursWorkforceByArea: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            /** @description 逐小时序列 */
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
    getPast7DaysWorkforceBySubcontractor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            /** @description 逐日序列 */
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
    listLaborAnalysisByWorkerLabel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkforceAnalyticsBody"];
            };
        };
        responses: {
            /** @description 标签分布 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 标签分布 */
                        data: components["schemas"]["WorkforceLabelStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryWorkTypeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工种选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 工种选项 */
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryAreaTree: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["WorkforceSalaryOrgIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 地区树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 地区树 */
                        data: components["schemas"]["TreeNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryParamOptions: {
        parameters: {
            query?: {
                /** @description 参数组编码（period_type、salary_range、worker_category、pay_mode）；不传返回全部 */
                code?: components["parameters"]["WorkforceSalaryParamCodeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 参数组 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 参数组 */
                        data: components["schemas"]["WorkforceSalaryParamGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getSalaryBasicCollect: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["WorkforceSalaryOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 行政区划代码（地区树节点 id） */
                area_code?: components["parameters"]["WorkforceSalaryAreaCodeQuery"];
                /** @description 工种 ID（工种下拉的 value） */
                work_type_id?: components["parameters"]["WorkforceSalaryWorkTypeQuery"];
                /** @description 开始月份 YYYY-MM（默认上月） */
                start_month?: components["parameters"]["WorkforceSalaryStartMonthQuery"];
                /** @description 结束月份 YYYY-MM（默认上月，即最近一个工资周期） */
                end_month?: components["parameters"]["WorkforceSalaryEndMonthQuery"];
                /** @description 统计周期（工资分析参数组 period_type 的 value）：1 按月，2 按季度，3 按年；不传按月 */
                period_type?: components["parameters"]["WorkforceSalaryPeriodTypeQuery"];
                /** @description 工资区间档位（参数组 salary_range 的 value，如 8000-10000；12000- 表示及以上）；只统计月工资在该档位的工人 */
                salary_range?: components["parameters"]["WorkforceSalaryRangeQuery"];
                /** @description 人员类别（参数组 worker_category 的 value）：1 普通工人，2 班组长，3 特种作业人员 */
                worker_category?: components["parameters"]["WorkforceSalaryWorkerCategoryQuery"];
                /** @description 发放方式（参数组 pay_mode 的 value）：1 工资专户代发，2 企业直发 */
                pay_mode?: components["parameters"]["WorkforceSalaryPayModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工资汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkforceSalaryCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryRangeDistribution: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["WorkforceSalaryOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 行政区划代码（地区树节点 id） */
                area_code?: components["parameters"]["WorkforceSalaryAreaCodeQuery"];
                /** @description 工种 ID（工种下拉的 value） */
                work_type_id?: components["parameters"]["WorkforceSalaryWorkTypeQuery"];
                /** @description 开始月份 YYYY-MM（默认上月） */
                start_month?: components["parameters"]["WorkforceSalaryStartMonthQuery"];
                /** @description 结束月份 YYYY-MM（默认上月，即最近一个工资周期） */
                end_month?: components["parameters"]["WorkforceSalaryEndMonthQuery"];
                /** @description 统计周期（工资分析参数组 period_type 的 value）：1 按月，2 按季度，3 按年；不传按月 */
                period_type?: components["parameters"]["WorkforceSalaryPeriodTypeQuery"];
                /** @description 工资区间档位（参数组 salary_range 的 value，如 8000-10000；12000- 表示及以上）；只统计月工资在该档位的工人 */
                salary_range?: components["parameters"]["WorkforceSalaryRangeQuery"];
                /** @description 人员类别（参数组 worker_category 的 value）：1 普通工人，2 班组长，3 特种作业人员 */
                worker_category?: components["parameters"]["WorkforceSalaryWorkerCategoryQuery"];
                /** @description 发放方式（参数组 pay_mode 的 value）：1 工资专户代发，2 企业直发 */
                pay_mode?: components["parameters"]["WorkforceSalaryPayModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 区间分布 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 区间分布 */
                        data: components["schemas"]["WorkforceSalaryRange"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryOutputByDate: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["WorkforceSalaryOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 行政区划代码（地区树节点 id） */
                area_code?: components["parameters"]["WorkforceSalaryAreaCodeQuery"];
                /** @description 工种 ID（工种下拉的 value） */
                work_type_id?: components["parameters"]["WorkforceSalaryWorkTypeQuery"];
                /** @description 开始月份 YYYY-MM（默认上月） */
                start_month?: components["parameters"]["WorkforceSalaryStartMonthQuery"];
                /** @description 结束月份 YYYY-MM（默认上月，即最近一个工资周期） */
                end_month?: components["parameters"]["WorkforceSalaryEndMonthQuery"];
                /** @description 统计周期（工资分析参数组 period_type 的 value）：1 按月，2 按季度，3 按年；不传按月 */
                period_type?: components["parameters"]["WorkforceSalaryPeriodTypeQuery"];
                /** @description 工资区间档位（参数组 salary_range 的 value，如 8000-10000；12000- 表示及以上）；只统计月工资在该档位的工人 */
                salary_range?: components["parameters"]["WorkforceSalaryRangeQuery"];
                /** @description 人员类别（参数组 worker_category 的 value）：1 普通工人，2 班组长，3 特种作业人员 */
                worker_category?: components["parameters"]["WorkforceSalaryWorkerCategoryQuery"];
                /** @description 发放方式（参数组 pay_mode 的 value）：1 工资专户代发，2 企业直发 */
                pay_mode?: components["parameters"]["WorkforceSalaryPayModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐月发放 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐月发放 */
                        data: components["schemas"]["WorkforceSalaryMonth"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryOutputByOrg: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["WorkforceSalaryOrgIdQuery"];
                /** @description 工种 ID（工种下拉的 value） */
                work_type_id?: components["parameters"]["WorkforceSalaryWorkTypeQuery"];
                /** @description 开始月份 YYYY-MM（默认上月） */
                start_month?: components["parameters"]["WorkforceSalaryStartMonthQuery"];
                /** @description 结束月份 YYYY-MM（默认上月，即最近一个工资周期） */
                end_month?: components["parameters"]["WorkforceSalaryEndMonthQuery"];
                /** @description 统计周期（工资分析参数组 period_type 的 value）：1 按月，2 按季度，3 按年；不传按月 */
                period_type?: components["parameters"]["WorkforceSalaryPeriodTypeQuery"];
                /** @description 工资区间档位（参数组 salary_range 的 value，如 8000-10000；12000- 表示及以上）；只统计月工资在该档位的工人 */
                salary_range?: components["parameters"]["WorkforceSalaryRangeQuery"];
                /** @description 人员类别（参数组 worker_category 的 value）：1 普通工人，2 班组长，3 特种作业人员 */
                worker_category?: components["parameters"]["WorkforceSalaryWorkerCategoryQuery"];
                /** @description 发放方式（参数组 pay_mode 的 value）：1 工资专户代发，2 企业直发 */
                pay_mode?: components["parameters"]["WorkforceSalaryPayModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按组织发放 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按组织发放 */
                        data: components["schemas"]["WorkforceSalaryOrgRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSalaryOutputByArea: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["WorkforceSalaryOrgIdQuery"];
                /** @description 行政区划代码（地区树节点 id） */
                area_code?: components["parameters"]["WorkforceSalaryAreaCodeQuery"];
                /** @description 工种 ID（工种下拉的 value） */
                work_type_id?: components["parameters"]["WorkforceSalaryWorkTypeQuery"];
                /** @description 开始月份 YYYY-MM（默认上月） */
                start_month?: components["parameters"]["WorkforceSalaryStartMonthQuery"];
                /** @description 结束月份 YYYY-MM（默认上月，即最近一个工资周期） */
                end_month?: components["parameters"]["WorkforceSalaryEndMonthQuery"];
                /** @description 统计周期（工资分析参数组 period_type 的 value）：1 按月，2 按季度，3 按年；不传按月 */
                period_type?: components["parameters"]["WorkforceSalaryPeriodTypeQuery"];
                /** @description 工资区间档位（参数组 salary_range 的 value，如 8000-10000；12000- 表示及以上）；只统计月工资在该档位的工人 */
                salary_range?: components["parameters"]["WorkforceSalaryRangeQuery"];
                /** @description 人员类别（参数组 worker_category 的 value）：1 普通工人，2 班组长，3 特种作业人员 */
                worker_category?: components["parameters"]["WorkforceSalaryWorkerCategoryQuery"];
                /** @description 发放方式（参数组 pay_mode 的 value）：1 工资专户代发，2 企业直发 */
                pay_mode?: components["parameters"]["WorkforceSalaryPayModeQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按地区发放 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按地区发放 */
                        data: components["schemas"]["WorkforceSalaryAreaRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
