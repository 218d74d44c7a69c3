/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/duty/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 考勤规则配置分页
         * @description 项目管理人员考勤规则（按岗位的每月应到岗天数、上下班时间、迟到早退阈值）列表。
         */
        post: operations["listAttendanceConfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/config/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或编辑考勤规则
         * @description 不带 id 为新增，带 id 为编辑。同一项目同一岗位只能有一条启用中的规则。
         */
        post: operations["saveAttendanceConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/configTimes/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 获取项目考勤打卡时段
         * @description 返回项目每日的打卡时段（上午、下午），考勤面板与异常判定按这些时段计算。
         */
        post: operations["getAttendanceConfigTimes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/panel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤面板
         * @description 日期区间内项目管理人员的应出勤、实出勤、迟到、早退、缺卡、缺勤、请假人次与出勤率，list 为按部门的分行统计。
         */
        post: operations["getAttendancePanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/panelExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出管理人员考勤面板
         * @description 按面板的查询条件导出按部门的考勤统计表（Blob，60 秒超时）。
         */
        post: operations["exportAttendancePanel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/bar_chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员每日出勤柱状图
         * @description 日期区间内逐日的应出勤、实出勤、迟到、缺勤人次与出勤率，图表横轴为 date。
         */
        post: operations["getAttendanceBarChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/bar_chartExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出管理人员每日出勤
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        post: operations["exportAttendanceBarChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/search_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤查询（按人汇总）
         * @description 日期区间内每位管理人员的应出勤天数、实出勤天数、迟到、早退、缺卡、缺勤、请假次数与出勤率；点击行进入 search_detail。
         */
        post: operations["searchAttendanceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/search_listExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出管理人员考勤查询（按人汇总）
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        post: operations["exportAttendanceSearchList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/search_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤明细（按日）
         * @description 某位管理人员（userId）在日期区间内的逐日打卡：上班、下班打卡时间、工时、考勤状态与打卡来源。
         */
        post: operations["searchAttendanceDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/search_detailExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出管理人员考勤明细（按日）
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        post: operations["exportAttendanceSearchDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/abnormal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤异常统计
         * @description 日期区间内迟到、早退、缺卡、缺勤的次数（typeStats 供饼图）与逐日分布（list 供堆叠柱状图）。
         */
        post: operations["getAttendanceAbnormalStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/abnormalExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出管理人员考勤异常统计
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        post: operations["exportAttendanceAbnormalStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/abnormalPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤异常明细分页
         * @description 每条异常一行（迟到、早退、缺卡、缺勤），可按 abnormalType 与部门筛选。
         */
        post: operations["pageAttendanceAbnormalRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/appendance/abnormalPageExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 导出管理人员考勤异常明细
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        post: operations["exportAttendanceAbnormalRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/personnelInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤档案
         * @description 某位管理人员的基本信息、绑定的安全帽与当月考勤汇总（考勤查询页的人员卡片）。
         */
        post: operations["getAttendancePersonnelInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/departmentDropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目部门下拉
         * @description 考勤查询的部门筛选项；value 为部门 ID。
         */
        post: operations["listAttendanceDepartmentOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/attendanceManagementPersonnelBySubcontracting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤（按参建单位）
         * @description 日期区间内各参建单位（总包与分包）管理人员的人数、应出勤与实出勤人次、出勤率，供柱状图与表格。
         */
        post: operations["listManagerAttendanceBySubcontractor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/attendanceManagementPersonnelByPerson": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员考勤（按人员）
         * @description 参建单位管理人员逐人的应出勤、实出勤天数与出勤率；可按 companyId 过滤（点击按单位统计的柱子进入）。
         */
        post: operations["listManagerAttendanceByPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/performanceKeyPositionsSubcontractor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 分包单位关键岗位履职
         * @description 各分包单位关键岗位（项目负责人、技术负责人、安全员、劳务员）在岗人员的应到岗天数、实到岗天数与履职率；履职率低于考勤规则要求时 status 为 0。
         */
        post: operations["listKeyPositionPerformanceBySubcontractor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/attendance/hatAndGateCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽与闸机考勤人数对比
         * @description 某日工人经安全帽定位与经闸机出勤的人数、两者一致人数、仅一方有记录的人数，以及近 7 日趋势。
         */
        post: operations["getHatAndGateAttendanceCount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/duty/attendance/workerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽与闸机考勤工人明细
         * @description 某日每位工人的安全帽首末次定位时间与闸机进出时间；checkResult 可筛选一致、仅安全帽、仅闸机。
         */
        post: operations["listHatAndGateAttendanceWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/todayattendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 今日出勤概况
         * @description 当前组织或项目今日的在册人数、出勤人数、出勤率（工人与管理人员分列）以及昨日出勤对比。传 project_id 取项目，否则按 org_id 汇总其下项目。
         */
        get: operations["getTodayWorkerAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/weekattendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 近 7 日出勤趋势
         * @description 截至昨日的 7 天逐日在册人数、出勤人数与出勤率（折线图）。
         */
        get: operations["listWeekWorkerAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/top10attendancerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目出勤率前十
         * @description 组织下各项目今日出勤率排名，最多 10 个（条形图）。
         */
        get: operations["listTop10ProjectAttendanceRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/subcompanyattendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分公司今日出勤
         * @description 集团下各分公司今日在册人数、出勤人数与出勤率（柱状图）。
         */
        get: operations["listBranchAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/topAttendanceByPackages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建单位出勤率排名
         * @description 项目内各参建（分包）单位今日出勤率排名。
         */
        get: operations["listTopAttendanceBySubcontractor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/subCompanyAverageAttendanceStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分公司平均出勤统计
         * @description 日期区间内各分公司的日均出勤人数、平均出勤率与最高、最低单日出勤人数（分公司数量少，不分页）。
         */
        get: operations["listBranchAverageAttendanceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出分公司平均出勤统计
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        get: operations["exportBranchAverageAttendanceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectAverageAttendanceStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目平均出勤统计
         * @description 日期区间内各项目的日均出勤人数、平均出勤率与最高、最低单日出勤人数；可按分公司 org_id 过滤。
         */
        get: operations["listProjectAverageAttendanceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectAverageAttendanceStatsExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出项目平均出勤统计
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        get: operations["exportProjectAverageAttendanceStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/allSubOrg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 分公司下拉
         * @description 当前组织下全部分公司（value 为组织 ID）。
         */
        get: operations["listAttendanceBranchOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/allCompanyByProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目参建单位下拉
         * @description 项目内全部参建单位（总包与分包），value 为单位 ID。
         */
        get: operations["listAttendanceCompanyOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/allTeamByProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目班组下拉
         * @description 项目内班组；传 company_id 时只取该单位的班组。
         */
        get: operations["listAttendanceTeamOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectDetailByCompany": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目出勤明细（按参建单位）
         * @description 日期区间内项目各参建单位的在册人数、出勤人数、出勤人天、日均出勤、出勤率与工时。
         */
        get: operations["listProjectAttendanceByCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectDetailByTeam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目出勤明细（按班组）
         * @description 日期区间内项目各班组的在册人数、出勤人天、日均出勤、出勤率与工时；可按 company_id 过滤。
         */
        get: operations["listProjectAttendanceByTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectDetailByWorker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目出勤明细（按工人）
         * @description 日期区间内项目每位工人的出勤天数、出勤率（出勤天数 / 区间天数）、总工时与日均工时；可按单位、班组、姓名过滤。
         */
        get: operations["listProjectAttendanceByWorker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectWorker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人月度考勤表
         * @description 项目工人某月的逐日工时表（days 第 1 项为 1 日，0 表示未出勤），以及出勤天数与总工时，是工资考勤确认的依据。
         */
        get: operations["listProjectWorkerMonthlyAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectWorkerExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出工人月度考勤表
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        get: operations["exportProjectWorkerMonthlyAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/projectDetailExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出项目出勤明细
         * @description 按 dimension 导出项目出勤明细：1 按参建单位（默认），2 按班组，3 按工人。
         */
        get: operations["exportProjectAttendanceDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/companyWithWorker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建单位人员与出勤（按项目）
         * @description 组织下每个项目中每家参建单位的班组数、在册人数、本月进场与退场人数、今日出勤人数与出勤率。
         */
        get: operations["listCompanyWorkerAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendancedetail/companyWithWorkerExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出参建单位人员与出勤
         * @description 按对应列表的查询条件导出表格（Blob，60 秒超时；失败时不弹错误提示）。
         */
        get: operations["exportCompanyWorkerAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/day/check/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人单日打卡明细
         * @description 工人某日的全部进出记录（闸机、安全帽定位、移动打卡），以及首次进场、末次离场与工时。
         */
        get: operations["getWorkerDayCheckDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/report/project/attendance/avgworkhours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目日均工时报表
         * @description 日期区间内项目逐日的出勤人数、总工时与人均工时（折线图）。
         */
        get: operations["listProjectAvgWorkHours"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/att/head/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务考勤头部汇总
         * @description 劳务考勤页顶部卡片：某日五类人员（组织督导人员、组织其他人员、项目管理人员、参建企业管理人员、工人）的应出勤、实出勤与出勤率及合计。
         */
        get: operations["getLaborAttendanceHeadCollect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/date/attInfo/dateRange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 全员逐日出勤（日期区间）
         * @description 组织下全部人员（五类合计）日期区间内逐日的应出勤、实出勤与出勤率。
         */
        get: operations["listLaborAttendanceByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/org/attInfo/dateRange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下级组织出勤对比（日期区间）
         * @description 日期区间内各下级组织（分公司）的人数、日均出勤人数与平均出勤率（柱状图）。
         */
        get: operations["listLaborAttendanceByOrg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/orgSupMan/att/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织督导人员考勤列表
         * @description 集团、分公司督导人员（安全总监、生产经理等）下项目带班检查的考勤：应到岗天数、实到岗天数、到岗率、走访项目数与最近一次打卡。
         */
        get: operations["listOrgSupervisorAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/orgOtherMan/att/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织其他人员考勤列表
         * @description 集团、分公司机关其他人员的办公考勤：应出勤天数、实出勤天数、出勤率与最近一次打卡。
         */
        get: operations["listOrgOtherStaffAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/projMan/attInfo/dateRange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目管理人员逐日出勤（日期区间）
         * @description 组织下全部项目管理人员在日期区间内逐日的应出勤、实出勤与出勤率。
         */
        get: operations["listProjectManagerAttendanceByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/projMan/att/projList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目管理人员出勤（按项目）
         * @description 日期区间内各项目管理人员的人数、日均出勤、出勤率，以及关键岗位人数与到岗人数。
         */
        get: operations["listProjectManagerAttendanceByProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/projMan/att/personList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目管理人员出勤（按人员）
         * @description 组织下全部项目管理人员逐人的应出勤天数、实出勤天数与出勤率；可按项目过滤。
         */
        get: operations["listProjectManagerAttendanceByPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/proj/posAttInfo/dateRange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目岗位出勤（日期区间）
         * @description 日期区间内项目各岗位管理人员的应出勤人次、实出勤人次与出勤率（柱状图）。
         */
        get: operations["listProjectPositionAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/proj/att/personList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目管理人员出勤名单
         * @description 单个项目管理人员逐人的应出勤天数、实出勤天数与出勤率；可按岗位关键字过滤。
         */
        get: operations["listProjectPersonAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/stuEnt/attInfo/dateRange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建企业管理人员逐日出勤（日期区间）
         * @description 参建企业（分包单位）派驻项目的管理人员在日期区间内逐日的应出勤、实出勤与出勤率。
         */
        get: operations["listSubcontractorStaffAttendanceByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/stuEnt/att/entList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建企业管理人员出勤（按企业）
         * @description 日期区间内每个项目中每家参建企业管理人员的人数、应出勤人次、实出勤人次与出勤率。
         */
        get: operations["listSubcontractorAttendanceByEnterprise"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/stuEnt/att/personList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建企业管理人员出勤（按人员）
         * @description 参建企业管理人员逐人的应出勤天数、实出勤天数与出勤率；可按企业 company_id 过滤。
         */
        get: operations["listSubcontractorStaffAttendanceByPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/worker/attInfo/dateRange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人逐日出勤（日期区间）
         * @description 组织或项目下全部工人在日期区间内逐日的在册人数、出勤人数与出勤率。
         */
        get: operations["listLaborWorkerAttendanceByDate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/worker/areaAttInfo/dateRange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人出勤（按地区，日期区间）
         * @description 按项目所在行政区划（区县）汇总的工人在册人数、日均出勤与出勤率（地图与柱状图）。
         */
        get: operations["listLaborWorkerAttendanceByArea"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/worker/att/projList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人出勤（按项目）
         * @description 日期区间内各项目工人的在册人数、日均出勤人数与出勤率。
         */
        get: operations["listLaborWorkerAttendanceByProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/worker/att/workerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人出勤（按工人）
         * @description 组织或项目下每位工人在日期区间内的出勤天数、出勤率与工时；行数据与项目出勤明细（按工人）一致。
         */
        get: operations["listLaborWorkerAttendanceByWorker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/person/daterange/trace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 人员轨迹（日期区间）
         * @description 人员在日期区间内的定位点（安全帽定位、闸机、移动打卡），按时间升序，用于地图轨迹回放。
         */
        get: operations["listPersonTrace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/person/project/att/day/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 人员在项目的逐日考勤
         * @description 人员在某项目日期区间内每天的首次进场、末次离场、工时、打卡次数与考勤状态；点击某天查看打卡明细。
         */
        get: operations["listPersonProjectDailyAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/labor/person/project/att/check/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 人员在项目的单日打卡明细
         * @description 人员（工人或管理人员）某日在某项目的全部打卡与定位记录。
         */
        get: operations["getPersonProjectCheckDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adm-labor/labormenu/donor/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务输出单位下拉
         * @description 项目内派出劳务人员的参建单位（劳务来源单位），用于劳务考勤筛选。
         */
        get: operations["listLaborDonorOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adm-labor/labormenu/team/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 劳务班组下拉
         * @description 项目内班组；传 companyId 时只取该单位的班组。
         */
        get: operations["listLaborTeamOptions"];
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
        /** @description /duty 考勤类调用的查询条件（JSON 体，page/limit 分页；各调用只用到其中部分字段） */
        AttendanceDutyQuery: components["schemas"]["LimitQuery"] & {
            /** @description 项目 ID；不传时取当前登录身份的项目 */
            projectId?: number;
            /** @description 组织 ID（集团、分公司） */
            orgId?: number;
            /** @description 部门 ID；0 或不传为全部 */
            deptId?: number;
            /** @description 参建单位 ID；0 或不传为全部 */
            companyId?: number;
            /** @description 管理人员 ID（明细、档案类调用必传） */
            userId?: number;
            /** @description 姓名或手机号关键字 */
            keyword?: string;
            /**
             * Format: date
             * @description 统计日期 YYYY-MM-DD（默认今日）
             */
            date?: string;
            /** @description 统计月份 YYYY-MM */
            month?: string;
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
            /**
             * @description 异常类型：0 全部，1 迟到，2 早退，3 缺卡，4 缺勤
             * @enum {integer}
             */
            abnormalType?: 0 | 1 | 2 | 3 | 4;
            /**
             * @description 安全帽与闸机比对结果：0 全部，1 一致，2 仅安全帽，3 仅闸机
             * @enum {integer}
             */
            checkResult?: 0 | 1 | 2 | 3;
        };
        /** @description 请求体中的分页参数（page/limit，考勤与检查类接口） */
        LimitQuery: {
            /**
             * @description 页码
             * @default 1
             */
            page?: number;
            /**
             * @description 每页条数
             * @default 10
             */
            limit?: number;
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
        /** @description 考勤规则分页 */
        AttendanceConfigPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceConfig"][];
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
        /** @description 考勤规则行 */
        AttendanceConfig: components["schemas"]["AttendanceConfigBody"] & {
            /** @description 项目名称 */
            projectName: string;
            /** @description 最后修改人 */
            updateBy?: string;
            /** @description 最后修改时间 YYYY-MM-DD HH:mm:ss */
            updateTime?: string;
        };
        /** @description 考勤规则（新增不带 id，编辑带 id） */
        AttendanceConfigBody: {
            /** @description 规则 ID（编辑时必传） */
            id?: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 适用岗位（项目经理、技术负责人、专职安全员、施工员、质量员……） */
            positionName: string;
            /** @description 每月应到岗天数 */
            requiredDays: number;
            /**
             * @description 每日打卡次数：1 一次，2 上下班各一次，4 上下午各两次
             * @enum {integer}
             */
            checkTimes?: 1 | 2 | 4;
            /** @description 上班时间 HH:mm */
            workStartTime: string;
            /** @description 下班时间 HH:mm */
            workEndTime: string;
            /** @description 超过上班时间多少分钟记迟到 */
            lateMinutes?: number;
            /** @description 早于下班时间多少分钟记早退 */
            earlyMinutes?: number;
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status?: 0 | 1;
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
        /** @description 项目打卡时段 */
        AttendanceConfigTimes: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 每日打卡次数 */
            checkTimes?: number;
            /** @description 每周休息日（1 周一 … 7 周日） */
            restDays?: number[];
            /** @description 打卡时段，按 seq 排序 */
            times: {
                /** @description 时段序号 */
                seq: number;
                /** @description 时段名称（上午、下午） */
                name: string;
                /** @description 开始时间 HH:mm */
                startTime: string;
                /** @description 结束时间 HH:mm */
                endTime: string;
            }[];
        };
        /** @description 管理人员考勤面板 */
        AttendancePanel: components["schemas"]["AttendanceCountFields"] & {
            /**
             * Format: date
             * @description 统计开始日期
             */
            startDate?: string;
            /**
             * Format: date
             * @description 统计结束日期
             */
            endDate?: string;
            /** @description list 的行数（部门数） */
            total?: number;
            /** @description 按部门的分行统计（导出即为此表） */
            list: components["schemas"]["AttendancePanelRow"][];
        };
        /** @description 考勤人次统计字段（面板与部门行共用） */
        AttendanceCountFields: {
            /** @description 人数 */
            totalCount?: number;
            /** @description 应出勤人次（人数 × 工作日） */
            shouldCount: number;
            /** @description 实出勤人次 */
            actualCount: number;
            /** @description 迟到人次 */
            lateCount?: number;
            /** @description 早退人次 */
            earlyCount?: number;
            /** @description 缺卡人次 */
            missCount?: number;
            /** @description 缺勤人次 */
            absentCount?: number;
            /** @description 请假人次 */
            leaveCount?: number;
            /** @description 出勤率（%，实出勤 / 应出勤，1 位小数） */
            attendanceRate: number;
        };
        /** @description 考勤面板的部门行 */
        AttendancePanelRow: components["schemas"]["AttendanceCountFields"] & {
            /** @description 部门 ID */
            deptId: number;
            /** @description 部门名称 */
            deptName: string;
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 逐日出勤（柱状图一根柱） */
        AttendanceDailyStat: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 星期（周一…周日） */
            weekDay?: string;
            /** @description 应出勤人数 */
            shouldCount: number;
            /** @description 实出勤人数 */
            actualCount: number;
            /** @description 迟到人数 */
            lateCount?: number;
            /** @description 缺勤人数 */
            absentCount?: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 按人汇总分页 */
        AttendanceSearchPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceSearchRow"][];
        };
        /** @description 管理人员考勤按人汇总行 */
        AttendanceSearchRow: {
            /** @description 管理人员 ID */
            userId: number;
            /** @description 姓名 */
            name: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 部门 ID */
            deptId?: number;
            /** @description 部门名称 */
            deptName?: string;
            /** @description 岗位 */
            position?: string;
            /** @description 应出勤天数 */
            shouldDays: number;
            /** @description 实出勤天数 */
            actualDays: number;
            /** @description 迟到次数 */
            lateTimes?: number;
            /** @description 早退次数 */
            earlyTimes?: number;
            /** @description 缺卡次数 */
            missTimes?: number;
            /** @description 缺勤天数 */
            absentDays?: number;
            /** @description 请假天数 */
            leaveDays?: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 逐日考勤分页 */
        AttendanceSearchDetailPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceSearchDetailRow"][];
        };
        /** @description 管理人员逐日考勤行 */
        AttendanceSearchDetailRow: {
            /** @description 考勤记录 ID */
            id: number;
            /** @description 管理人员 ID */
            userId: number;
            /** @description 姓名 */
            name: string;
            /** @description 部门名称 */
            deptName?: string;
            /** @description 岗位 */
            position?: string;
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 星期 */
            weekDay?: string;
            /** @description 上班打卡时间 YYYY-MM-DD HH:mm:ss；未打卡为 null */
            checkInTime?: string | null;
            /** @description 下班打卡时间；未打卡为 null */
            checkOutTime?: string | null;
            /** @description 工时（小时，1 位小数） */
            workHours?: number;
            /**
             * @description 考勤状态：0 休息，1 正常，2 迟到，3 早退，4 缺卡，5 缺勤，6 请假
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4 | 5 | 6;
            /**
             * @description 打卡来源：0 无，1 闸机，2 安全帽定位，3 移动打卡
             * @enum {integer}
             */
            source?: 0 | 1 | 2 | 3;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 考勤异常统计 */
        AttendanceAbnormalStats: {
            /**
             * Format: date
             * @description 统计开始日期
             */
            startDate?: string;
            /**
             * Format: date
             * @description 统计结束日期
             */
            endDate?: string;
            /** @description 异常总次数 */
            total: number;
            /** @description 按异常类型的次数（饼图） */
            typeStats: {
                /**
                 * @description 异常类型：1 迟到，2 早退，3 缺卡，4 缺勤
                 * @enum {integer}
                 */
                abnormalType: 1 | 2 | 3 | 4;
                /** @description 异常类型名称 */
                abnormalName: string;
                /** @description 次数 */
                count: number;
                /** @description 占比（%，1 位小数） */
                ratio?: number;
            }[];
            /** @description 逐日异常次数（堆叠柱状图，导出即为此表） */
            list: {
                /**
                 * Format: date
                 * @description 日期
                 */
                date: string;
                /** @description 迟到次数 */
                lateCount?: number;
                /** @description 早退次数 */
                earlyCount?: number;
                /** @description 缺卡次数 */
                missCount?: number;
                /** @description 缺勤次数 */
                absentCount?: number;
                /** @description 当日异常合计 */
                total: number;
            }[];
        };
        /** @description 异常记录分页 */
        AttendanceAbnormalRecordPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceAbnormalRecord"][];
        };
        /** @description 考勤异常记录 */
        AttendanceAbnormalRecord: {
            /** @description 异常记录 ID */
            id: number;
            /** @description 管理人员 ID */
            userId: number;
            /** @description 姓名 */
            name: string;
            /** @description 部门名称 */
            deptName?: string;
            /** @description 岗位 */
            position?: string;
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /**
             * @description 异常类型：1 迟到，2 早退，3 缺卡，4 缺勤
             * @enum {integer}
             */
            abnormalType: 1 | 2 | 3 | 4;
            /** @description 异常类型名称 */
            abnormalName?: string;
            /** @description 规定打卡时间 HH:mm */
            shouldTime?: string;
            /** @description 实际打卡时间；缺卡、缺勤为 null */
            checkTime?: string | null;
            /** @description 迟到或早退分钟数 */
            minutes?: number;
            /** @description 情况说明 */
            remark?: string;
        };
        /** @description 管理人员考勤档案 */
        AttendancePersonnelInfo: {
            /** @description 管理人员 ID */
            userId: number;
            /** @description 姓名 */
            name: string;
            /** @description 手机号 */
            mobile?: string;
            /**
             * @description 性别：1 男，2 女
             * @enum {integer}
             */
            gender?: 1 | 2;
            /** @description 证件照地址 */
            photoUrl?: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 部门 ID */
            deptId?: number;
            /** @description 部门名称 */
            deptName?: string;
            /** @description 岗位 */
            position?: string;
            /** @description 绑定的安全帽 innerid */
            hatInnerid?: string;
            /**
             * Format: date
             * @description 进项目日期
             */
            entryDate?: string;
            /** @description 统计月份 YYYY-MM */
            month: string;
            /** @description 当月应出勤天数（截至昨日） */
            shouldDays?: number;
            /** @description 实出勤天数 */
            actualDays?: number;
            /** @description 迟到次数 */
            lateTimes?: number;
            /** @description 早退次数 */
            earlyTimes?: number;
            /** @description 缺卡次数 */
            missTimes?: number;
            /** @description 缺勤天数 */
            absentDays?: number;
            /** @description 请假天数 */
            leaveDays?: number;
            /** @description 累计工时（小时） */
            totalWorkHours?: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description 参建单位管理人员考勤统计行 */
        AttendanceSubcontractorManagerStat: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName: string;
            /** @description 单位类型（总包、劳务分包、专业分包） */
            companyType?: string;
            /** @description 管理人员数 */
            managerCount?: number;
            /** @description 应出勤人次 */
            shouldCount: number;
            /** @description 实出勤人次 */
            actualCount: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
        };
        /** @description 参建单位管理人员考勤分页 */
        AttendanceManagerPersonPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceManagerPersonRow"][];
        };
        /** @description 参建单位管理人员考勤行 */
        AttendanceManagerPersonRow: {
            /** @description 人员 ID */
            personId: number;
            /** @description 姓名 */
            name: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 参建单位名称 */
            companyName?: string;
            /** @description 岗位 */
            position?: string;
            /** @description 应出勤天数 */
            shouldDays: number;
            /** @description 实出勤天数 */
            actualDays: number;
            /** @description 出勤率（%，1 位小数） */
            attendanceRate: number;
            /** @description 最近一次打卡时间 */
            lastCheckTime?: string | null;
        };
        /** @description 分包单位关键岗位履职行 */
        AttendanceKeyPositionRow: {
            /** @description 分包单位 ID */
            companyId: number;
            /** @description 分包单位名称 */
            companyName: string;
            /** @description 关键岗位 */
            positionName: string;
            /** @description 在岗人员 ID；岗位空缺为 null */
            personId?: number | null;
            /** @description 在岗人员姓名 */
            personName?: string;
            /** @description 应到岗天数 */
            requiredDays: number;
            /** @description 实到岗天数 */
            actualDays: number;
            /** @description 履职率（%，1 位小数） */
            performanceRate: number;
            /**
             * @description 履职状态：0 未达标（低于规则要求的 80%），1 达标
             * @enum {integer}
             */
            status: 0 | 1;
        };
        /** @description 安全帽与闸机考勤人数对比 */
        AttendanceHatGateCount: {
            /**
             * Format: date
             * @description 统计日期
             */
            date: string;
            /** @description 在册工人数 */
            registeredCount?: number;
            /** @description 出勤人数（任一方式有记录） */
            attendCount: number;
            /** @description 安全帽定位出勤人数 */
            hatCount: number;
            /** @description 闸机出勤人数 */
            gateCount: number;
            /** @description 两者都有记录的人数 */
            bothCount: number;
            /** @description 仅安全帽有记录的人数 */
            hatOnlyCount?: number;
            /** @description 仅闸机有记录的人数 */
            gateOnlyCount?: number;
            /** @description 一致率（%，两者都有 / 出勤人数，1 位小数） */
            consistencyRate?: number;
            /** @description 近 7 日趋势（折线图） */
            trend: {
                /**
                 * Format: date
                 * @description 日期
                 */
                date: string;
                /** @description 安全帽出勤人数 */
                hatCount: number;
                /** @description 闸机出勤人数 */
                gateCount: number;
                /** @description 两者一致人数 */
                bothCount?: number;
            }[];
        };
        /** @description 安全帽与闸机考勤工人分页 */
        AttendanceHatGateWorkerPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceHatGateWorker"][];
        };
        /** @description 安全帽与闸机考勤工人行 */
        AttendanceHatGateWorker: {
            /** @description 工人 ID */
            workerId: number;
            /** @description 工人姓名 */
            workerName: string;
            /** @description 工种 */
            workType?: string;
            /** @description 班组 */
            teamName?: string;
            /** @description 参建单位 */
            companyName?: string;
            /** @description 安全帽 innerid */
            hatInnerid?: string;
            /** @description 安全帽首次定位时间 */
            hatFirstTime?: string | null;
            /** @description 安全帽末次定位时间 */
            hatLastTime?: string | null;
            /** @description 闸机首次进场时间 */
            gateInTime?: string | null;
            /** @description 闸机末次出场时间 */
            gateOutTime?: string | null;
            /**
             * @description 比对结果：0 未出勤，1 一致，2 仅安全帽，3 仅闸机
             * @enum {integer}
             */
            checkResult: 0 | 1 | 2 | 3;
        };
        /** @description 今日出勤概况 */
        AttendanceTodaySummary: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 在册人数（工人 + 管理人员） */
            register_count: number;
            /** @description 今日出勤人数 */
            attend_count: number;
            /** @description 出勤率（%，1 位小数） */
            attendance_rate: number;
            /** @description 在册工人数 */
            worker_count?: number;
            /** @description 工人出勤人数 */
            worker_attend_count?: number;
            /** @description 工人出勤率（%） */
            worker_attendance_rate?: number;
            /** @description 在册管理人员数 */
            manager_count?: number;
            /** @description 管理人员出勤人数 */
            manager_attend_count?: number;
            /** @description 管理人员出勤率（%） */
            manager_attendance_rate?: number;
            /** @description 当前在场人数（安全帽定位在施工区域内） */
            present_count?: number;
            /** @description 昨日出勤人数 */
            yesterday_attend_count?: number;
            /** @description 数据更新时间 */
            update_time?: string;
        };
        /** @description 逐日出勤（折线图一个点） */
        AttendanceDayRate: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 星期（周一…周日） */
            week_day?: string;
            /** @description 在册（应出勤）人数 */
            register_count: number;
            /** @description 出勤人数 */
            attend_count: number;
            /** @description 出勤率（%，1 位小数） */
            attendance_rate: number;
        };
        /** @description 出勤排名行（项目、分公司或参建单位） */
        AttendanceRankRow: {
            /** @description 名次 */
            rank: number;
            /** @description 排名对象 ID（项目、分公司或参建单位） */
            id: number;
            /** @description 排名对象名称 */
            name: string;
            /** @description 在册人数 */
            register_count?: number;
            /** @description 出勤人数 */
            attend_count?: number;
            /** @description 出勤率（%，1 位小数） */
            attendance_rate: number;
        };
        /** @description 分公司平均出勤行 */
        AttendanceBranchAverageRow: components["schemas"]["AttendanceAverageFields"] & {
            /** @description 分公司组织 ID */
            org_id: number;
            /** @description 分公司名称 */
            org_name: string;
            /** @description 在建项目数 */
            project_count?: number;
        };
        /** @description 日期区间平均出勤字段 */
        AttendanceAverageFields: {
            /** @description 在册人数 */
            register_count: number;
            /** @description 统计天数 */
            work_days?: number;
            /** @description 区间累计出勤人天 */
            total_attend_count?: number;
            /** @description 日均出勤人数 */
            avg_attend_count: number;
            /** @description 平均出勤率（%，1 位小数） */
            avg_attendance_rate: number;
            /** @description 单日最高出勤人数 */
            max_attend_count?: number;
            /** @description 单日最低出勤人数 */
            min_attend_count?: number;
        };
        /** @description 项目平均出勤分页 */
        AttendanceProjectAveragePage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceProjectAverageRow"][];
        };
        /** @description 项目平均出勤行 */
        AttendanceProjectAverageRow: components["schemas"]["AttendanceAverageFields"] & {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name: string;
            /** @description 所属分公司 ID */
            org_id?: number;
            /** @description 所属分公司名称 */
            org_name?: string;
        };
        /** @description 项目出勤明细（参建单位行） */
        AttendanceCompanyStat: components["schemas"]["AttendanceGroupMetrics"] & {
            /** @description 参建单位 ID */
            company_id: number;
            /** @description 参建单位名称 */
            company_name: string;
            /** @description 单位类型（总包、劳务分包、专业分包） */
            company_type?: string;
            /** @description 班组数 */
            team_count?: number;
        };
        /** @description 项目出勤明细的统计字段（按单位、班组共用） */
        AttendanceGroupMetrics: {
            /** @description 在册人数 */
            worker_count: number;
            /** @description 区间内出勤过的人数 */
            attend_person_count?: number;
            /** @description 出勤人天 */
            attend_days: number;
            /** @description 日均出勤人数 */
            avg_attend_count: number;
            /** @description 出勤率（%，日均出勤 / 在册人数，1 位小数） */
            attendance_rate: number;
            /** @description 总工时（小时） */
            total_work_hours?: number;
            /** @description 人均日工时（小时） */
            avg_work_hours?: number;
        };
        /** @description 项目出勤明细（班组行） */
        AttendanceTeamStat: components["schemas"]["AttendanceGroupMetrics"] & {
            /** @description 班组 ID */
            team_id: number;
            /** @description 班组名称 */
            team_name: string;
            /** @description 班组长 */
            leader_name?: string;
            /** @description 所属参建单位 ID */
            company_id?: number;
            /** @description 所属参建单位名称 */
            company_name?: string;
        };
        /** @description 工人区间出勤分页 */
        AttendanceWorkerRatePage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceWorkerRateRow"][];
        };
        /** @description 工人区间出勤行 */
        AttendanceWorkerRateRow: {
            /** @description 工人 ID */
            worker_id: number;
            /** @description 姓名 */
            worker_name: string;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 班组 */
            team_name?: string;
            /** @description 参建单位 */
            company_name?: string;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 出勤天数 */
            attend_days: number;
            /** @description 区间天数 */
            range_days?: number;
            /** @description 出勤率（%，出勤天数 / 区间天数，1 位小数） */
            attendance_rate: number;
            /** @description 总工时（小时） */
            total_work_hours?: number;
            /** @description 日均工时（小时） */
            avg_work_hours?: number;
            /** @description 区间内首次出勤日期 */
            first_attend_date?: string | null;
            /** @description 区间内最近出勤日期 */
            last_attend_date?: string | null;
        };
        /** @description 工人月度考勤表分页 */
        AttendanceWorkerMonthPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceWorkerMonthRow"][];
        };
        /** @description 工人月度考勤表行 */
        AttendanceWorkerMonthRow: {
            /** @description 工人 ID */
            worker_id: number;
            /** @description 姓名 */
            worker_name: string;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 班组 */
            team_name?: string;
            /** @description 参建单位 */
            company_name?: string;
            /** @description 月份 YYYY-MM */
            month: string;
            /** @description 出勤天数 */
            attend_days: number;
            /** @description 当月总工时（小时） */
            total_work_hours?: number;
            /** @description 逐日工时（小时），第 1 项为 1 日，长度等于当月天数；0 表示未出勤 */
            days: number[];
        };
        /** @description 参建单位人员与出勤分页 */
        AttendanceCompanyWorkerPage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceCompanyWorkerRow"][];
        };
        /** @description 参建单位人员与出勤行（项目 × 单位） */
        AttendanceCompanyWorkerRow: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 参建单位 ID */
            company_id: number;
            /** @description 参建单位名称 */
            company_name: string;
            /** @description 单位类型 */
            company_type?: string;
            /** @description 班组数 */
            team_count?: number;
            /** @description 在册工人数 */
            register_count: number;
            /** @description 本月进场人数 */
            enter_count?: number;
            /** @description 本月退场人数 */
            exit_count?: number;
            /** @description 今日出勤人数 */
            today_attend_count: number;
            /** @description 今日出勤率（%，1 位小数） */
            attendance_rate: number;
        };
        /** @description 人员单日打卡明细 */
        AttendanceCheckDetail: {
            /** @description 人员 ID（工人为 worker_id） */
            person_id: number;
            /** @description 姓名 */
            name: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 首次进场时间 */
            first_in?: string | null;
            /** @description 末次离场时间 */
            last_out?: string | null;
            /** @description 工时（小时，1 位小数） */
            work_hours?: number;
            /**
             * @description 考勤状态：0 缺勤，1 正常，2 迟到，3 早退，4 缺卡
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3 | 4;
            /** @description 打卡记录，按时间升序 */
            records: components["schemas"]["AttendanceCheckRecord"][];
        };
        /** @description 一条打卡或定位记录 */
        AttendanceCheckRecord: {
            /** @description 时间 YYYY-MM-DD HH:mm:ss */
            check_time: string;
            /**
             * @description 方向：1 进，2 出
             * @enum {integer}
             */
            direction: 1 | 2;
            /**
             * @description 来源：1 闸机，2 安全帽定位，3 移动打卡
             * @enum {integer}
             */
            source: 1 | 2 | 3;
            /** @description 设备名称或安全帽 innerid */
            device_name?: string;
            /** @description 所在施工区域（安全帽定位、移动打卡） */
            area_name?: string;
            /** @description 抓拍或打卡照片地址 */
            photo_url?: string;
        };
        /** @description 逐日工时 */
        AttendanceWorkHoursDay: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 出勤人数 */
            attend_count: number;
            /** @description 总工时（小时） */
            total_work_hours?: number;
            /** @description 人均工时（小时，1 位小数） */
            avg_work_hours: number;
        };
        /** @description 劳务考勤头部汇总 */
        AttendanceLaborHead: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 应出勤人数合计 */
            register_count: number;
            /** @description 实出勤人数合计 */
            attend_count: number;
            /** @description 出勤率（%，1 位小数） */
            attendance_rate: number;
            /** @description 按人员类别的卡片 */
            categories: {
                /**
                 * @description 人员类别：1 组织督导人员，2 组织其他人员，3 项目管理人员，4 参建企业管理人员，5 工人
                 * @enum {integer}
                 */
                type: 1 | 2 | 3 | 4 | 5;
                /** @description 类别名称 */
                type_name: string;
                /** @description 应出勤人数 */
                register_count: number;
                /** @description 实出勤人数 */
                attend_count: number;
                /** @description 出勤率（%） */
                attendance_rate: number;
            }[];
        };
        /** @description 组织出勤行 */
        AttendanceOrgRate: {
            /** @description 组织 ID */
            org_id: number;
            /** @description 组织名称 */
            org_name: string;
            /** @description 项目数 */
            project_count?: number;
            /** @description 人数 */
            register_count: number;
            /** @description 日均出勤人数 */
            avg_attend_count: number;
            /** @description 平均出勤率（%，1 位小数） */
            attendance_rate: number;
        };
        /** @description 人员出勤分页 */
        AttendancePersonRatePage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendancePersonRateRow"][];
        };
        /** @description 人员出勤行（督导人员、机关人员、项目管理人员、参建企业管理人员共用） */
        AttendancePersonRateRow: {
            /** @description 人员 ID */
            person_id: number;
            /** @description 姓名 */
            name: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属组织（集团、分公司） */
            org_name?: string;
            /** @description 所在项目 */
            project_name?: string;
            /** @description 所属参建企业（参建企业人员） */
            company_name?: string;
            /** @description 岗位 */
            position?: string;
            /** @description 应出勤天数 */
            should_days: number;
            /** @description 实出勤天数 */
            attend_days: number;
            /** @description 出勤率（%，1 位小数） */
            attendance_rate: number;
            /** @description 区间内到访（带班检查）项目数（组织人员） */
            visit_project_count?: number;
            /** @description 最近一次打卡时间 */
            last_check_time?: string | null;
            /** @description 最近一次打卡所在项目（组织人员） */
            last_project_name?: string;
        };
        /** @description 项目出勤分页 */
        AttendanceProjRatePage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceProjRateRow"][];
        };
        /** @description 项目出勤行 */
        AttendanceProjRateRow: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name: string;
            /** @description 所属分公司 */
            org_name?: string;
            /** @description 人数 */
            register_count: number;
            /** @description 日均出勤人数 */
            avg_attend_count: number;
            /** @description 平均出勤率（%，1 位小数） */
            attendance_rate: number;
            /** @description 关键岗位人数（项目管理人员） */
            key_position_count?: number;
            /** @description 关键岗位日均到岗人数（项目管理人员） */
            key_position_attend_count?: number;
        };
        /** @description 岗位出勤行 */
        AttendancePositionRate: {
            /** @description 岗位 */
            position_name: string;
            /** @description 人数 */
            person_count?: number;
            /** @description 应出勤人次 */
            should_count: number;
            /** @description 实出勤人次 */
            attend_count: number;
            /** @description 出勤率（%，1 位小数） */
            attendance_rate: number;
        };
        /** @description 参建企业出勤分页 */
        AttendanceEntRatePage: components["schemas"]["PageData"] & {
            list: components["schemas"]["AttendanceEntRateRow"][];
        };
        /** @description 参建企业管理人员出勤行（项目 × 企业） */
        AttendanceEntRateRow: {
            /** @description 参建企业 ID */
            company_id: number;
            /** @description 参建企业名称 */
            company_name: string;
            /** @description 企业类型 */
            company_type?: string;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 派驻管理人员数 */
            person_count?: number;
            /** @description 应出勤人次 */
            should_count: number;
            /** @description 实出勤人次 */
            attend_count: number;
            /** @description 出勤率（%，1 位小数） */
            attendance_rate: number;
        };
        /** @description 地区（区县）出勤行 */
        AttendanceAreaRate: {
            /** @description 行政区划代码 */
            area_code: string;
            /** @description 地区名称 */
            area_name: string;
            /** @description 项目数 */
            project_count?: number;
            /** @description 在册工人数 */
            register_count: number;
            /** @description 日均出勤人数 */
            avg_attend_count: number;
            /** @description 平均出勤率（%，1 位小数） */
            attendance_rate: number;
        };
        /** @description 轨迹点 */
        AttendanceTracePoint: {
            /** @description 时间 YYYY-MM-DD HH:mm:ss */
            time: string;
            /** @description 经度 */
            lng: number;
            /** @description 纬度 */
            lat: number;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 施工区域或出入口名称 */
            area_name?: string;
            /**
             * @description 来源：1 安全帽定位，2 闸机，3 移动打卡
             * @enum {integer}
             */
            source: 1 | 2 | 3;
            /** @description 设备编号（安全帽 innerid 或闸机编号） */
            device_no?: string;
        };
        /** @description 人员逐日考勤行 */
        AttendancePersonDay: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 星期 */
            week_day?: string;
            /** @description 首次进场时间 */
            first_in?: string | null;
            /** @description 末次离场时间 */
            last_out?: string | null;
            /** @description 工时（小时） */
            work_hours?: number;
            /** @description 打卡次数 */
            check_count?: number;
            /**
             * @description 考勤状态：0 缺勤，1 正常，2 迟到，3 早退，4 缺卡
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4;
        };
        /** @description 劳务输出单位选项 */
        AttendanceDonorOption: {
            /** @description 参建单位 ID */
            value: number;
            /** @description 参建单位名称 */
            label: string;
            /** @description 单位类型 */
            companyType?: string;
            /** @description 统一社会信用代码 */
            creditCode?: string;
        };
        /** @description 班组选项 */
        AttendanceTeamOption: {
            /** @description 班组 ID */
            value: number;
            /** @description 班组名称 */
            label: string;
            /** @description 所属参建单位 ID */
            companyId?: number;
            /** @description 所属参建单位名称 */
            companyName?: string;
            /** @description 班组长 */
            leaderName?: string;
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
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
        /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
        AttendanceOrgIdQuery: number;
        /** @description 统计日期 YYYY-MM-DD（默认今日） */
        AttendanceDateQuery: string;
        /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
        AttendanceStartDateQuery: string;
        /** @description 结束日期 YYYY-MM-DD（默认昨日） */
        AttendanceEndDateQuery: string;
        /** @description 页码，从 1 开始（考勤与检查类接口） */
        Page: number;
        /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
        Limit: number;
        /** @description 参建单位 ID */
        AttendanceCompanyIdQuery: number;
        /** @description 班组 ID */
        AttendanceTeamIdQuery: number;
        /** @description 关键字（姓名、手机号、项目或单位名称） */
        AttendanceKeywordQuery: string;
        /** @description 考勤月份 YYYY-MM（默认上月，即工资周期） */
        AttendanceMonthQuery: string;
        /** @description 导出维度：1 按参建单位，2 按班组，3 按工人 */
        AttendanceDimensionQuery: 1 | 2 | 3;
        /** @description 工人 ID */
        AttendanceWorkerIdRequired: number;
        /** @description 考勤日期 YYYY-MM-DD */
        AttendanceDateRequired: string;
        /** @description 人员 ID（工人为 worker_id，管理人员为 manager_id） */
        AttendancePersonIdRequired: number;
        /** @description 人员类别：1 工人（默认），2 管理人员 */
        AttendancePersonTypeQuery: 1 | 2;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        AttendanceAdmProjectIdQuery: number;
        /** @description 参建单位 ID */
        AttendanceAdmCompanyIdQuery: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAttendanceConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 考勤规则分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceConfigPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveAttendanceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceConfigBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAttendanceConfigTimes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 打卡时段 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceConfigTimes"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAttendancePanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 考勤面板 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendancePanel"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAttendancePanel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAttendanceBarChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 逐日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日出勤 */
                        data: components["schemas"]["AttendanceDailyStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAttendanceBarChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    searchAttendanceList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 按人汇总分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceSearchPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAttendanceSearchList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    searchAttendanceDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 逐日明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceSearchDetailPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAttendanceSearchDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAttendanceAbnormalStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 异常统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceAbnormalStats"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAttendanceAbnormalStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageAttendanceAbnormalRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 异常明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceAbnormalRecordPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportAttendanceAbnormalRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            200: components["responses"]["Spreadsheet"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAttendancePersonnelInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 人员考勤档案 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendancePersonnelInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAttendanceDepartmentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 部门选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 部门选项 */
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listManagerAttendanceBySubcontractor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 按参建单位统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按参建单位统计 */
                        data: components["schemas"]["AttendanceSubcontractorManagerStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listManagerAttendanceByPerson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 按人员分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceManagerPersonPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listKeyPositionPerformanceBySubcontractor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 关键岗位履职 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 关键岗位履职 */
                        data: components["schemas"]["AttendanceKeyPositionRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getHatAndGateAttendanceCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 安全帽与闸机人数 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceHatGateCount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listHatAndGateAttendanceWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttendanceDutyQuery"];
            };
        };
        responses: {
            /** @description 工人明细分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceHatGateWorkerPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getTodayWorkerAttendance: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 今日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceTodaySummary"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWeekWorkerAttendance: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日出勤 */
                        data: components["schemas"]["AttendanceDayRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTop10ProjectAttendanceRate: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 统计日期 YYYY-MM-DD（默认今日） */
                date?: components["parameters"]["AttendanceDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 项目排名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 项目排名 */
                        data: components["schemas"]["AttendanceRankRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listBranchAttendance: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 统计日期 YYYY-MM-DD（默认今日） */
                date?: components["parameters"]["AttendanceDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分公司出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 分公司出勤 */
                        data: components["schemas"]["AttendanceRankRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listTopAttendanceBySubcontractor: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 统计日期 YYYY-MM-DD（默认今日） */
                date?: components["parameters"]["AttendanceDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 参建单位排名 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 参建单位排名 */
                        data: components["schemas"]["AttendanceRankRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listBranchAverageAttendanceStats: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分公司平均出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 分公司平均出勤 */
                        data: components["schemas"]["AttendanceBranchAverageRow"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportBranchAverageAttendanceStats: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
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
    listProjectAverageAttendanceStats: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 项目平均出勤分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceProjectAveragePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportProjectAverageAttendanceStats: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
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
    listAttendanceBranchOptions: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分公司选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 分公司选项 */
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAttendanceCompanyOptions: {
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
            /** @description 参建单位选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 参建单位选项 */
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listAttendanceTeamOptions: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 参建单位 ID */
                company_id?: components["parameters"]["AttendanceCompanyIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 班组选项 */
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectAttendanceByCompany: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按参建单位统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按参建单位统计 */
                        data: components["schemas"]["AttendanceCompanyStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectAttendanceByTeam: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 参建单位 ID */
                company_id?: components["parameters"]["AttendanceCompanyIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按班组统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按班组统计 */
                        data: components["schemas"]["AttendanceTeamStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectAttendanceByWorker: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 参建单位 ID */
                company_id?: components["parameters"]["AttendanceCompanyIdQuery"];
                /** @description 班组 ID */
                team_id?: components["parameters"]["AttendanceTeamIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按工人分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceWorkerRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectWorkerMonthlyAttendance: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 考勤月份 YYYY-MM（默认上月，即工资周期） */
                month?: components["parameters"]["AttendanceMonthQuery"];
                /** @description 参建单位 ID */
                company_id?: components["parameters"]["AttendanceCompanyIdQuery"];
                /** @description 班组 ID */
                team_id?: components["parameters"]["AttendanceTeamIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 月度考勤表分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceWorkerMonthPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportProjectWorkerMonthlyAttendance: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 考勤月份 YYYY-MM（默认上月，即工资周期） */
                month?: components["parameters"]["AttendanceMonthQuery"];
                /** @description 参建单位 ID */
                company_id?: components["parameters"]["AttendanceCompanyIdQuery"];
                /** @description 班组 ID */
                team_id?: components["parameters"]["AttendanceTeamIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
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
    exportProjectAttendanceDetail: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 导出维度：1 按参建单位，2 按班组，3 按工人 */
                dimension?: components["parameters"]["AttendanceDimensionQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
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
    listCompanyWorkerAttendance: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 参建单位分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceCompanyWorkerPage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportCompanyWorkerAttendance: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
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
    getWorkerDayCheckDetail: {
        parameters: {
            query: {
                /** @description 工人 ID */
                worker_id: components["parameters"]["AttendanceWorkerIdRequired"];
                /** @description 考勤日期 YYYY-MM-DD */
                date: components["parameters"]["AttendanceDateRequired"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 打卡明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectAvgWorkHours: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日工时 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日工时 */
                        data: components["schemas"]["AttendanceWorkHoursDay"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLaborAttendanceHeadCollect: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 统计日期 YYYY-MM-DD（默认今日） */
                date?: components["parameters"]["AttendanceDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 头部汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceLaborHead"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborAttendanceByDate: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日出勤 */
                        data: components["schemas"]["AttendanceDayRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborAttendanceByOrg: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 组织出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 组织出勤 */
                        data: components["schemas"]["AttendanceOrgRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgSupervisorAttendance: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 督导人员分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendancePersonRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgOtherStaffAttendance: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 其他人员分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendancePersonRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectManagerAttendanceByDate: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日出勤 */
                        data: components["schemas"]["AttendanceDayRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectManagerAttendanceByProject: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按项目分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceProjRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectManagerAttendanceByPerson: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按人员分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendancePersonRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectPositionAttendance: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 岗位出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 岗位出勤 */
                        data: components["schemas"]["AttendancePositionRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listProjectPersonAttendance: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 关键字（姓名、手机号或岗位） */
                keyword?: string;
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 项目人员分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendancePersonRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSubcontractorStaffAttendanceByDate: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日出勤 */
                        data: components["schemas"]["AttendanceDayRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSubcontractorAttendanceByEnterprise: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 关键字（管理人员姓名或参建单位名称；这张表按企业汇总，不含手机号） */
                keyword?: string;
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按企业分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceEntRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listSubcontractorStaffAttendanceByPerson: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 参建单位 ID */
                company_id?: components["parameters"]["AttendanceCompanyIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按人员分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendancePersonRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborWorkerAttendanceByDate: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日出勤 */
                        data: components["schemas"]["AttendanceDayRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborWorkerAttendanceByArea: {
        parameters: {
            query?: {
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按地区出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 按地区出勤 */
                        data: components["schemas"]["AttendanceAreaRate"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborWorkerAttendanceByProject: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按项目分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceProjRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborWorkerAttendanceByWorker: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
                limit?: components["parameters"]["Limit"];
                /** @description 组织 ID（集团、分公司）；不传时取当前登录身份的组织 */
                org_id?: components["parameters"]["AttendanceOrgIdQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 关键字（姓名、手机号、项目或单位名称） */
                keyword?: components["parameters"]["AttendanceKeywordQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 按工人分页 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceWorkerRatePage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listPersonTrace: {
        parameters: {
            query: {
                /** @description 人员 ID（工人为 worker_id，管理人员为 manager_id） */
                person_id: components["parameters"]["AttendancePersonIdRequired"];
                /** @description 人员类别：1 工人（默认），2 管理人员 */
                person_type?: components["parameters"]["AttendancePersonTypeQuery"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 轨迹点 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 轨迹点 */
                        data: components["schemas"]["AttendanceTracePoint"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listPersonProjectDailyAttendance: {
        parameters: {
            query: {
                /** @description 人员 ID（工人为 worker_id，管理人员为 manager_id） */
                person_id: components["parameters"]["AttendancePersonIdRequired"];
                /** @description 人员类别：1 工人（默认），2 管理人员 */
                person_type?: components["parameters"]["AttendancePersonTypeQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 开始日期 YYYY-MM-DD（默认本月 1 日） */
                start_date?: components["parameters"]["AttendanceStartDateQuery"];
                /** @description 结束日期 YYYY-MM-DD（默认昨日） */
                end_date?: components["parameters"]["AttendanceEndDateQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 逐日考勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 逐日考勤 */
                        data: components["schemas"]["AttendancePersonDay"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getPersonProjectCheckDetail: {
        parameters: {
            query: {
                /** @description 人员 ID（工人为 worker_id，管理人员为 manager_id） */
                person_id: components["parameters"]["AttendancePersonIdRequired"];
                /** @description 人员类别：1 工人（默认），2 管理人员 */
                person_type?: components["parameters"]["AttendancePersonTypeQuery"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 考勤日期 YYYY-MM-DD */
                date: components["parameters"]["AttendanceDateRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 打卡明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AttendanceCheckDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborDonorOptions: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["AttendanceAdmProjectIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 单位选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 单位选项 */
                        data: components["schemas"]["AttendanceDonorOption"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLaborTeamOptions: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                projectId?: components["parameters"]["AttendanceAdmProjectIdQuery"];
                /** @description 参建单位 ID */
                companyId?: components["parameters"]["AttendanceAdmCompanyIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 班组选项 */
                        data: components["schemas"]["AttendanceTeamOption"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
