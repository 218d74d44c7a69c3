/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/star/laborhat/worker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工人安全帽绑定分页
         * @description 项目工人及其安全帽绑定（innerid、name、id、batch_id）、在线与电量。bind_status 筛选已绑定/未绑定；未绑定的工人 innerid、batch_id 为空串。
         */
        post: operations["listHelmetWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理人员安全帽绑定分页
         * @description 管理人员及其安全帽绑定，按姓名（name）筛选；未绑定的 innerid、batch_id 为空串。
         */
        post: operations["listHelmetManagers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/getworker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按安全帽查绑定工人
         * @description 按安全帽编号（innerid）查询它绑定的工人，供安全帽页的“查看绑定人”。安全帽可绑定到工人或管理人员；绑定可删除与确认（种子 001 §4）。不分页。控制台中由「工人安全帽」（/hat/worker）、「管理人员安全帽」（/hat/manager）使用。
         */
        get: operations["getHelmetWorker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/getmanager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按安全帽查绑定管理人员
         * @description 按安全帽编号（innerid）查询它绑定的管理人员。安全帽可绑定到工人或管理人员；绑定可删除与确认（种子 001 §4）。不分页。控制台中由「工人安全帽」（/hat/worker）、「管理人员安全帽」（/hat/manager）使用。
         */
        get: operations["getHelmetManager"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/nobind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未绑定安全帽列表
         * @description 可绑定的安全帽（绑定对话框的下拉），选中后把 innerid 与 batch_id 带入 bindhat。
         */
        get: operations["listUnboundHelmets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/bindhat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 绑定安全帽
         * @description 把一顶未绑定的安全帽（innerid、batch_id，取自 nobind）绑定给工人或管理人员（id、name）。一人只能绑定一顶，已绑定的需先归还。
         */
        post: operations["bindHelmet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/returnhat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 归还安全帽
         * @description 解除绑定并登记归还方式（1 正常归还，2 损坏，3 遗失）；损坏、遗失计入周转与遗失损坏统计，正常归还的安全帽回到未绑定列表。
         */
        post: operations["returnHelmet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全帽绑定历史分页
         * @description 安全帽的绑定与归还记录；按 innerid 看一顶帽子的流转，按 id 看一个人用过的帽子。
         */
        get: operations["listHelmetHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/alarm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽报警记录分页
         * @description 安全帽上报的报警（SOS、脱帽、碰撞、跌落、长时间静止、闯入禁区、低电量）及处理状态。
         */
        post: operations["listHelmetAlarms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/uploadworker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量上传工人安全帽绑定
         * @description 上传工人安全帽绑定表（Excel：姓名、身份证号、安全帽编号）。应答给出本次 batch_id，随后用 uploadlist 按 batch_id 列出上传行，逐行删除或确认（sure）。
         */
        post: operations["uploadHelmetWorkers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/template/worker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载工人安全帽绑定模板
         * @description 工人安全帽批量绑定（uploadworker）的 Excel 模板，列与上传行一致：姓名、身份证号、安全帽编号。种子没有写出这个调用，路径由我们设计（x-inferred），待后端确认。
         */
        get: operations["downloadHelmetWorkerTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/template/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载管理人员安全帽绑定模板
         * @description 管理人员安全帽批量绑定（uploadmanager）的 Excel 模板，列与上传行一致：姓名、手机号、安全帽编号。种子没有写出这个调用，路径由我们设计（x-inferred），待后端确认。
         */
        get: operations["downloadHelmetManagerTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/uploadmanager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量上传管理人员安全帽绑定
         * @description 上传管理人员安全帽绑定表（Excel：姓名、手机号、安全帽编号）。应答给出 batch_id，随后按 batch_id 列出上传行，逐行删除或确认。
         */
        post: operations["uploadHelmetManagers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/uploadlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全帽上传行列表（按批次）
         * @description 按 batch_id 列出一次上传的全部行（控制台固定请求 page 1、limit 10000，一次取全，故 total 等于行数）。check_status 0 待确认的行可确认或删除；2 校验失败的行只能删除。
         */
        get: operations["listHelmetUploadRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除安全帽上传行
         * @description 删除上传批次中的一行（未确认的绑定）。
         */
        post: operations["deleteHelmetUploadRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/star/laborhat/sure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认安全帽上传行
         * @description 确认上传批次中的一行，绑定生效（check_status 0 待确认 → 1 已确认）；校验失败的行不可确认。
         */
        post: operations["confirmHelmetUploadRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/hat/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 安全帽下拉
         * @description 项目安全帽下拉（value 为 innerid）。种子未写方法，按同类下拉取 GET（x-inferred-method）。
         */
        get: operations["selectHelmets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborHat/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽概况
         * @description 安全帽统计页顶部卡片。
         */
        post: operations["getHelmetOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborHat/useStat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽使用统计
         * @description 绑定率、在线与佩戴情况，以及按日的在线数、佩戴数与佩戴率序列。
         */
        post: operations["getHelmetUseStat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborHat/turnoverAndlossAndDamageStat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽周转、遗失与损坏统计
         * @description 按月的发放（绑定）、归还、遗失、损坏数量与周转率，柱线图直接使用。
         */
        post: operations["getHelmetTurnoverLossDamageStat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborHat/lossAndDamageStat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽遗失损坏统计（按项目）
         * @description 按项目统计日期范围内安全帽的遗失与损坏数量，每个项目一行，供安全帽统计页的遗失损坏表。不分页。控制台中由「安全帽统计」（/hat/statistics）使用。
         */
        post: operations["getHelmetLossDamageStat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborHat/noElectricityStat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽无电统计分页
         * @description 电量耗尽或长时间未充电（离线）的安全帽及佩戴人，按连续无电天数降序，用于督促充电。
         */
        post: operations["listHelmetNoElectricity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborHat/useDetailStat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 安全帽使用明细分页
         * @description 每人每天一行：在线时长、佩戴时长、佩戴率与报警数。
         */
        post: operations["listHelmetUseDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/starSafety/laborHat/exportUseDetailStat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出安全帽使用明细
         * @description 按使用明细的筛选条件导出 Excel（Blob，60 秒超时）。
         */
        get: operations["exportHelmetUseDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/hat/branunwearchcollect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 各分公司未戴安全帽汇总
         * @description 组织首页：各分公司当日安全帽总数、在线、佩戴与未佩戴人数及未佩戴率。
         */
        get: operations["collectBranchHelmetUnwear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/hat/unwearcollect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 未戴安全帽汇总
         * @description 组织或项目首页：当日未佩戴人数、未佩戴率与近 7 天趋势。
         */
        get: operations["collectHelmetUnwear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/observation/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载旁站人员导入模板
         * @description 旁站人员（观察员）批量导入的 Excel 模板（列与上传行一致：姓名、身份证号、手机号、单位、旁站类型、安全帽编号）。
         */
        get: operations["downloadObservationTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/observation/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量上传旁站人员
         * @description 上传旁站人员（观察员）名单，应答给出 batch_id；随后按 batch_id 列出上传行（uploadlist），删除有误的行（del/{id}），最后整批确认（sure）。种子未写方法，上传取 POST multipart（x-inferred-method）。
         */
        post: operations["uploadObservations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/observation/uploadlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 旁站人员上传行列表（按批次）
         * @description 按 batch_id 列出一次上传的全部行（page 1、limit 10000，一次取全，total 等于行数）；check_status 2 的行须删除后才能确认整批。
         */
        get: operations["listObservationUploadRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/observation/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除旁站人员上传行
         * @description 按 ID 删除上传批次中的一行（请求体 {id}）。批量上传是种子 001 §4 的同一个流程（上传 → 按 batch_id 列出上传的行 → 删除一行或确认），种子点名的 /star/laborhat/del (id) 与 /star/laborhat/sure (id) 都以请求体中的行 id 操作，本族照此统一（原先的 /pc/observation/del/{id} 已删除，见 CHANGELOG 1.0.0）。控制台中由「批量导入」使用。路径与方法由我们选定（x-inferred）。
         */
        post: operations["deleteObservationUploadRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/observation/sure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认旁站人员上传行
         * @description 确认上传批次中的一行（请求体 {id}）：这一行写入旁站人员名单，填了安全帽编号的同时绑定（check_status 0 待确认 → 1 已确认）；校验失败的行不可确认，先删除。与种子点名的 /star/laborhat/sure (id) 相同，批量上传一族都逐行确认（原先按 batch_id 整批确认，见 CHANGELOG 1.0.0）。控制台中由「批量导入」使用。种子未写方法与请求体，取 POST 与 {id}（x-inferred）。
         */
        post: operations["confirmObservationUploadRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/manager/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 下载管理人员导入模板
         * @description 管理人员批量导入的 Excel 模板（列与上传行一致：姓名、身份证号、手机号、岗位、项目、安全帽编号）。
         */
        get: operations["downloadManagerRosterTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/manager/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 批量上传管理人员
         * @description 上传项目管理人员名单，应答给出 batch_id；随后按 batch_id 列出上传行，删除有误的行，最后整批确认。种子未写方法，上传取 POST multipart（x-inferred-method）。
         */
        post: operations["uploadManagerRoster"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/manager/uploadlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 管理人员上传行列表（按批次）
         * @description 按 batch_id 列出一次上传的全部行（page 1、limit 10000，一次取全，total 等于行数）。
         */
        get: operations["listManagerRosterUploadRows"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/manager/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除管理人员上传行
         * @description 按 ID 删除上传批次中的一行（请求体 {id}）。批量上传是种子 001 §4 的同一个流程（上传 → 按 batch_id 列出上传的行 → 删除一行或确认），种子点名的 /star/laborhat/del (id) 与 /star/laborhat/sure (id) 都以请求体中的行 id 操作，本族照此统一（原先的 /pc/manager/del/{id} 已删除，见 CHANGELOG 1.0.0）。控制台中由「批量导入」使用。路径与方法由我们选定（x-inferred）。
         */
        post: operations["deleteManagerRosterUploadRow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/manager/sure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 确认管理人员上传行
         * @description 确认上传批次中的一行（请求体 {id}）：这一行写入项目管理人员，填了安全帽编号的同时绑定（check_status 0 待确认 → 1 已确认）；校验失败的行不可确认，先删除。与种子点名的 /star/laborhat/sure (id) 相同，批量上传一族都逐行确认（原先按 batch_id 整批确认，见 CHANGELOG 1.0.0）。控制台中由「批量导入」使用。种子未写方法与请求体，取 POST 与 {id}（x-inferred）。
         */
        post: operations["confirmManagerRosterUploadRow"];
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
        /** @description 工人绑定查询（page/limit） */
        HelmetWorkerQuery: components["schemas"]["LimitQuery"] & {
            /** @description 项目 ID */
            project_id?: number;
            /** @description 姓名关键字 */
            name?: string;
            /** @description 班组 ID */
            team_id?: number;
            /** @description 参建单位 ID */
            company_id?: number;
            /**
             * @description 绑定状态：0 未绑定，1 已绑定
             * @enum {integer}
             */
            bind_status?: 0 | 1;
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
        /** @description 工人及其安全帽绑定 */
        HelmetWorkerBinding: components["schemas"]["HelmetBinding"] & components["schemas"]["HelmetBindingState"] & {
            /** @description 工种 */
            work_type?: string;
            /** @description 所在项目 ID */
            project_id?: number;
            /** @description 班组 ID */
            team_id?: number;
            /** @description 班组 */
            team_name?: string;
            /** @description 参建单位 ID */
            company_id?: number;
            /** @description 参建单位 */
            company_name?: string;
        };
        /** @description 安全帽绑定（种子点名的四个字段）；也是 bindhat 的请求体 */
        HelmetBinding: {
            /** @description 安全帽编号（未绑定为空串） */
            innerid: string;
            /** @description 绑定人员姓名 */
            name: string;
            /** @description 绑定人员 ID（工人 workerId 或管理人员 managerId） */
            id: number;
            /** @description 安全帽批次号（入库/导入批次；未绑定为空串） */
            batch_id: string;
        };
        /** @description 绑定的附加状态 */
        HelmetBindingState: {
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            person_type?: 1 | 2;
            /** @description 手机号 */
            mobile?: string;
            /** @description 绑定时间 */
            bind_time?: string | null;
            /** @description 当前是否在线 */
            online?: boolean;
            /** @description 电量（%），未绑定为 null */
            electricity?: number | null;
            /** @description 最后在线时间 */
            last_online_time?: string | null;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 管理人员绑定查询（page/limit） */
        HelmetManagerQuery: components["schemas"]["LimitQuery"] & {
            /** @description 姓名关键字 */
            name?: string;
            /** @description 项目 ID */
            project_id?: number;
            /**
             * @description 绑定状态：0 未绑定，1 已绑定
             * @enum {integer}
             */
            bind_status?: 0 | 1;
        };
        /** @description 管理人员及其安全帽绑定 */
        HelmetManagerBinding: components["schemas"]["HelmetBinding"] & components["schemas"]["HelmetBindingState"] & {
            /** @description 岗位 */
            post_name?: string;
            /** @description 所在项目 ID（组织层人员为 0） */
            project_id?: number;
            /** @description 所在项目或组织名称 */
            project_name?: string;
        };
        /** @description 未绑定的安全帽 */
        HelmetUnbound: {
            /** @description 安全帽编号 */
            innerid: string;
            /** @description 批次号 */
            batch_id: string;
            /** @description 所属项目 ID（安全帽按项目采购入库） */
            project_id?: number;
            /** @description 型号 */
            model?: string;
            /** @description 电量（%） */
            electricity?: number;
            /** @description 入库时间 */
            in_stock_time?: string;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 归还安全帽 */
        HelmetReturnBody: {
            /** @description 安全帽编号 */
            innerid: string;
            /** @description 绑定人员 ID */
            id?: number;
            /**
             * @description 归还方式：1 正常归还，2 损坏，3 遗失
             * @enum {integer}
             */
            return_type: 1 | 2 | 3;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 绑定历史 */
        HelmetHistory: {
            /** @description 记录 ID */
            log_id: number;
            /** @description 安全帽编号 */
            innerid: string;
            /** @description 批次号 */
            batch_id?: string;
            /** @description 人员 ID */
            id: number;
            /** @description 人员姓名 */
            name: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            person_type?: 1 | 2;
            /** @description 绑定时间 */
            bind_time: string;
            /** @description 归还时间（仍在使用为 null） */
            return_time?: string | null;
            /**
             * @description 归还方式：1 正常归还，2 损坏，3 遗失；未归还为 null
             * @enum {integer|null}
             */
            return_type?: 1 | 2 | 3 | null;
            /** @description 操作人 */
            operator_name?: string;
        };
        /** @description 报警记录查询（page/limit） */
        HelmetAlarmQuery: components["schemas"]["LimitQuery"] & {
            /** @description 项目 ID */
            project_id?: number;
            /** @description 安全帽编号 */
            innerid?: string;
            /** @description 人员姓名关键字 */
            name?: string;
            /**
             * @description 报警类型：0 全部，1 SOS 求救，2 脱帽，3 碰撞，4 跌落，5 长时间静止，6 闯入禁区，7 低电量
             * @enum {integer}
             */
            alarm_type?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
            /**
             * @description 处理状态：0 未处理，1 已处理，2 误报
             * @enum {integer}
             */
            status?: 0 | 1 | 2;
            /**
             * Format: date
             * @description 开始日期
             */
            start_date?: string;
            /**
             * Format: date
             * @description 结束日期
             */
            end_date?: string;
        };
        /** @description 安全帽报警记录 */
        HelmetAlarm: {
            /** @description 项目 ID */
            project_id?: number;
            /** @description 报警 ID */
            alarm_id: number;
            /** @description 安全帽编号 */
            innerid: string;
            /** @description 佩戴人员 ID */
            id: number;
            /** @description 佩戴人员姓名 */
            name: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            person_type?: 1 | 2;
            /**
             * @description 报警类型：1 SOS 求救，2 脱帽，3 碰撞，4 跌落，5 长时间静止，6 闯入禁区，7 低电量
             * @enum {integer}
             */
            alarm_type: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            /** @description 报警类型名称 */
            alarm_type_name?: string;
            /** @description 报警时间 */
            alarm_time: string;
            /** @description 经度 */
            longitude?: number;
            /** @description 纬度 */
            latitude?: number;
            /** @description 位置描述 */
            address?: string;
            /** @description 所在施工区域 */
            area_name?: string;
            /**
             * @description 处理状态：0 未处理，1 已处理，2 误报
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 处理人 */
            handle_user?: string;
            /** @description 处理时间 */
            handle_time?: string | null;
        };
        /** @description 批量上传表单（multipart：file 与项目） */
        HelmetUploadForm: components["schemas"]["UploadForm"] & {
            /** @description 项目 ID；不传取当前身份的项目 */
            project_id?: number;
        };
        /** @description multipart 表单中的单个文件 */
        UploadForm: {
            /**
             * Format: binary
             * @description 上传的文件
             */
            file: Blob;
        };
        /** @description 批量上传结果；batch_id 用于列出上传行与确认 */
        HelmetUploadResult: {
            /** @description 本次上传批次号 */
            batch_id: string;
            /** @description 上传行数 */
            total?: number;
            /** @description 校验通过行数 */
            success_count?: number;
            /** @description 校验失败行数 */
            fail_count?: number;
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 安全帽上传行（工人或管理人员的一条待确认绑定） */
        HelmetUploadRow: {
            /** @description 上传行 ID（del、sure 的 id） */
            id: number;
            /** @description 上传批次号 */
            batch_id: string;
            /** @description 安全帽编号 */
            innerid: string;
            /** @description 人员姓名 */
            name: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            person_type?: 1 | 2;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 班组（工人）或岗位（管理人员） */
            dept_name?: string;
            /** @description 上传时间 */
            create_time?: string;
        } & components["schemas"]["HelmetUploadCheck"];
        /** @description 上传行的校验与确认状态 */
        HelmetUploadCheck: {
            /**
             * @description 状态：0 待确认（校验通过），1 已确认，2 校验失败
             * @enum {integer}
             */
            check_status: 0 | 1 | 2;
            /** @description 校验结果说明 */
            check_msg?: string;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 安全帽下拉选项 */
        HelmetOption: {
            /** @description 安全帽编号 innerid */
            value: string;
            /** @description 显示文字（编号与绑定人） */
            label: string;
            /** @description 批次号 */
            batch_id?: string;
            /**
             * @description 绑定状态：0 未绑定，1 已绑定
             * @enum {integer}
             */
            bind_status?: 0 | 1;
        };
        /** @description 安全帽统计筛选 */
        HelmetStatQuery: {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 项目 ID */
            projectId?: number;
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
        /** @description 安全帽概况 */
        HelmetOverview: {
            /** @description 安全帽总数 */
            hatTotal: number;
            /** @description 工人已绑定数 */
            workerHatCount?: number;
            /** @description 管理人员已绑定数 */
            managerHatCount?: number;
            /** @description 未绑定数 */
            unbindCount?: number;
            /** @description 今日在线数 */
            todayOnlineCount?: number;
            /** @description 今日佩戴数 */
            todayWearCount?: number;
            /** @description 低电量数（电量低于 20%） */
            lowBatteryCount?: number;
            /** @description 统计期内遗失数 */
            lossCount?: number;
            /** @description 统计期内损坏数 */
            damageCount?: number;
            /** @description 统计期内报警数 */
            alarmCount?: number;
        };
        /** @description 安全帽使用统计 */
        HelmetUseStat: {
            /** @description 安全帽总数 */
            hatTotal: number;
            /** @description 已绑定数 */
            bindCount: number;
            /** @description 未绑定数 */
            unbindCount?: number;
            /** @description 绑定率（%） */
            bindRate?: number;
            /** @description 统计截止日在线数 */
            onlineCount?: number;
            /** @description 统计截止日佩戴数 */
            wearCount?: number;
            /** @description 佩戴率（佩戴数/在线数，%） */
            wearRate?: number;
            /** @description 按日序列 */
            trend: {
                /**
                 * Format: date
                 * @description 日期
                 */
                date: string;
                /** @description 在线数 */
                onlineCount: number;
                /** @description 佩戴数 */
                wearCount: number;
                /** @description 佩戴率（%） */
                wearRate?: number;
            }[];
        };
        /** @description 月度周转、遗失与损坏 */
        HelmetTurnoverStat: {
            /** @description 月份 YYYY-MM */
            month: string;
            /** @description 发放（绑定）次数 */
            issueCount?: number;
            /** @description 归还次数 */
            returnCount?: number;
            /** @description 周转次数（发放 + 归还） */
            turnoverCount: number;
            /** @description 遗失数 */
            lossCount: number;
            /** @description 损坏数 */
            damageCount: number;
            /** @description 周转率（%） */
            turnoverRate?: number;
        };
        /** @description 项目遗失损坏统计 */
        HelmetLossDamage: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属分公司 */
            orgName?: string;
            /** @description 安全帽总数 */
            hatTotal?: number;
            /** @description 遗失数 */
            lossCount: number;
            /** @description 损坏数 */
            damageCount: number;
            /** @description 遗失率（%） */
            lossRate?: number;
            /** @description 损坏率（%） */
            damageRate?: number;
        };
        /** @description 安全帽统计分页筛选（pageNum/pageSize） */
        HelmetStatPageQuery: components["schemas"]["HelmetStatQuery"] & components["schemas"]["PageQuery"] & {
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            personType?: 1 | 2;
            /** @description 姓名或安全帽编号关键字 */
            keyword?: string;
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
        /** @description 无电安全帽 */
        HelmetNoElectricity: {
            /** @description 安全帽编号 */
            innerid: string;
            /** @description 佩戴人员 ID */
            personId?: number;
            /** @description 佩戴人员 */
            personName: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            personType?: 1 | 2;
            /** @description 所属单位 */
            companyName?: string;
            /** @description 班组（管理人员为空串） */
            teamName?: string;
            /** @description 最后上报电量（%） */
            electricity: number;
            /** @description 最后在线时间 */
            lastOnlineTime?: string;
            /** @description 连续无电（未上线）天数 */
            noElectricityDays?: number;
        };
        /** @description 安全帽使用明细（每人每天） */
        HelmetUseDetail: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 安全帽编号 */
            innerid: string;
            /** @description 人员 ID */
            personId?: number;
            /** @description 姓名 */
            personName: string;
            /**
             * @description 人员类型：1 工人，2 管理人员
             * @enum {integer}
             */
            personType?: 1 | 2;
            /** @description 所属单位 */
            companyName?: string;
            /** @description 班组 */
            teamName?: string;
            /** @description 在线时长（分钟） */
            onlineMinutes?: number;
            /** @description 佩戴时长（分钟） */
            wearMinutes?: number;
            /** @description 佩戴率（%） */
            wearRate?: number;
            /** @description 报警次数 */
            alarmCount?: number;
        };
        /** @description 分公司未戴安全帽汇总 */
        HelmetBranchUnwear: {
            /** @description 分公司 ID */
            org_id: number;
            /** @description 分公司名称 */
            org_name: string;
            /** @description 安全帽总数 */
            hat_total?: number;
            /** @description 在线数 */
            online_count?: number;
            /** @description 佩戴数 */
            wear_count?: number;
            /** @description 未佩戴数 */
            unwear_count: number;
            /** @description 未佩戴率（未佩戴/在线，%） */
            unwear_rate?: number;
        };
        /** @description 未戴安全帽汇总 */
        HelmetUnwearCollect: {
            /** @description 安全帽总数 */
            hat_total?: number;
            /** @description 在线数 */
            online_count?: number;
            /** @description 佩戴数 */
            wear_count?: number;
            /** @description 未佩戴数 */
            unwear_count: number;
            /** @description 未佩戴率（%） */
            unwear_rate: number;
            /** @description 近 7 天未佩戴趋势 */
            trend: {
                /**
                 * Format: date
                 * @description 日期
                 */
                date: string;
                /** @description 未佩戴数 */
                unwear_count: number;
                /** @description 未佩戴率（%） */
                unwear_rate?: number;
            }[];
        };
        /** @description 旁站人员（观察员）上传行 */
        HelmetObservationUploadRow: {
            /** @description 上传行 ID（del/{id} 的 id） */
            id: number;
            /** @description 上传批次号 */
            batch_id: string;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（脱敏；格式错误时原样返回） */
            id_card?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属参建单位 ID（未匹配为 null） */
            company_id?: number | null;
            /** @description 所属单位 */
            company_name?: string;
            /**
             * @description 旁站类型：1 总包旁站，2 分包旁站，3 监理旁站，4 安全观察员
             * @enum {integer}
             */
            observer_type?: 1 | 2 | 3 | 4;
            /** @description 岗位 */
            post_name?: string;
            /** @description 要绑定的安全帽编号（可空串） */
            innerid?: string;
        } & components["schemas"]["HelmetUploadCheck"];
        /** @description 管理人员上传行 */
        HelmetRosterUploadRow: {
            /** @description 上传行 ID（del/{id} 的 id） */
            id: number;
            /** @description 上传批次号 */
            batch_id: string;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 手机号 */
            mobile: string;
            /** @description 岗位 */
            post_name?: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 要绑定的安全帽编号（可空串） */
            innerid?: string;
        } & components["schemas"]["HelmetUploadCheck"];
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
        /** @description 安全帽编号 */
        HelmetInneridRequired: string;
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
        /** @description 页码，从 1 开始（考勤与检查类接口） */
        Page: number;
        /** @description 每页条数（考勤与检查类接口；上传列表取 10000） */
        Limit: number;
        /** @description 上传批次号（上传应答给出） */
        HelmetBatchIdRequired: string;
        /** @description 每页条数；上传列表固定取 10000（一次取全） */
        HelmetUploadLimit: number;
        /** @description 组织 ID（公司、分公司或项目） */
        OrgId: number;
        /** @description 项目 ID */
        HelmetStatProjectId: number;
        /** @description 开始日期 YYYY-MM-DD */
        StartDate: string;
        /** @description 结束日期 YYYY-MM-DD */
        EndDate: string;
        /** @description 组织 ID（总公司或分公司）；不传取当前身份的组织 */
        HelmetPcOrgId: number;
        /** @description 统计日期 YYYY-MM-DD，默认今天 */
        HelmetPcDate: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listHelmetWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetWorkerQuery"];
            };
        };
        responses: {
            /** @description 工人绑定 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetWorkerBinding"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listHelmetManagers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetManagerQuery"];
            };
        };
        responses: {
            /** @description 管理人员绑定 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetManagerBinding"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getHelmetWorker: {
        parameters: {
            query: {
                /** @description 安全帽编号 */
                innerid: components["parameters"]["HelmetInneridRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 绑定的工人；未绑定时 data 为 null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["HelmetWorkerBinding"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getHelmetManager: {
        parameters: {
            query: {
                /** @description 安全帽编号 */
                innerid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 绑定的管理人员；未绑定时 data 为 null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["HelmetManagerBinding"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listUnboundHelmets: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 批次号 */
                batch_id?: string;
                /** @description 安全帽编号关键字 */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 未绑定安全帽 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetUnbound"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    bindHelmet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetBinding"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    returnHelmet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetReturnBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listHelmetHistory: {
        parameters: {
            query?: {
                /** @description 安全帽编号 */
                innerid?: string;
                /** @description 人员 ID（工人或管理人员） */
                id?: number;
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
            /** @description 绑定历史 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetHistory"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listHelmetAlarms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetAlarmQuery"];
            };
        };
        responses: {
            /** @description 报警记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetAlarm"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    uploadHelmetWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HelmetUploadForm"];
            };
        };
        responses: {
            /** @description 上传结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetUploadResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    downloadHelmetWorkerTemplate: {
        parameters: {
            query?: never;
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
    downloadHelmetManagerTemplate: {
        parameters: {
            query?: never;
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
    uploadHelmetManagers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HelmetUploadForm"];
            };
        };
        responses: {
            /** @description 上传结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetUploadResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listHelmetUploadRows: {
        parameters: {
            query: {
                /** @description 上传批次号（上传应答给出） */
                batch_id: components["parameters"]["HelmetBatchIdRequired"];
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数；上传列表固定取 10000（一次取全） */
                limit?: components["parameters"]["HelmetUploadLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 上传行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetUploadRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteHelmetUploadRow: {
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
    confirmHelmetUploadRow: {
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
    selectHelmets: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 绑定状态：0 未绑定，1 已绑定；不传为全部 */
                bind_status?: 0 | 1;
                /** @description 安全帽编号或姓名关键字 */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 选项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetOption"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getHelmetOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetStatQuery"];
            };
        };
        responses: {
            /** @description 概况 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetOverview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getHelmetUseStat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetStatQuery"];
            };
        };
        responses: {
            /** @description 使用统计 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetUseStat"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getHelmetTurnoverLossDamageStat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetStatQuery"];
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
                        data: components["schemas"]["HelmetTurnoverStat"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getHelmetLossDamageStat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetStatQuery"];
            };
        };
        responses: {
            /** @description 项目遗失损坏 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetLossDamage"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listHelmetNoElectricity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetStatPageQuery"];
            };
        };
        responses: {
            /** @description 无电安全帽 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetNoElectricity"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listHelmetUseDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelmetStatPageQuery"];
            };
        };
        responses: {
            /** @description 使用明细 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetUseDetail"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportHelmetUseDetails: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目 ID */
                projectId?: components["parameters"]["HelmetStatProjectId"];
                /** @description 开始日期 YYYY-MM-DD */
                startDate?: components["parameters"]["StartDate"];
                /** @description 结束日期 YYYY-MM-DD */
                endDate?: components["parameters"]["EndDate"];
                /** @description 人员类型：1 工人，2 管理人员 */
                personType?: 1 | 2;
                /** @description 姓名或安全帽编号关键字 */
                keyword?: string;
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
    collectBranchHelmetUnwear: {
        parameters: {
            query?: {
                /** @description 组织 ID（总公司或分公司）；不传取当前身份的组织 */
                org_id?: components["parameters"]["HelmetPcOrgId"];
                /** @description 统计日期 YYYY-MM-DD，默认今天 */
                date?: components["parameters"]["HelmetPcDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分公司汇总 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetBranchUnwear"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    collectHelmetUnwear: {
        parameters: {
            query?: {
                /** @description 组织 ID（总公司或分公司）；不传取当前身份的组织 */
                org_id?: components["parameters"]["HelmetPcOrgId"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 统计日期 YYYY-MM-DD，默认今天 */
                date?: components["parameters"]["HelmetPcDate"];
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
                        data: components["schemas"]["HelmetUnwearCollect"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    downloadObservationTemplate: {
        parameters: {
            query?: never;
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
    uploadObservations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HelmetUploadForm"];
            };
        };
        responses: {
            /** @description 上传结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetUploadResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listObservationUploadRows: {
        parameters: {
            query: {
                /** @description 上传批次号（upload 应答给出） */
                batch_id: string;
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数；上传列表固定取 10000（一次取全） */
                limit?: components["parameters"]["HelmetUploadLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 上传行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetObservationUploadRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteObservationUploadRow: {
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
    confirmObservationUploadRow: {
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
    downloadManagerRosterTemplate: {
        parameters: {
            query?: never;
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
    uploadManagerRoster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HelmetUploadForm"];
            };
        };
        responses: {
            /** @description 上传结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["HelmetUploadResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listManagerRosterUploadRows: {
        parameters: {
            query: {
                /** @description 上传批次号（upload 应答给出） */
                batch_id: string;
                /** @description 页码，从 1 开始（考勤与检查类接口） */
                page?: components["parameters"]["Page"];
                /** @description 每页条数；上传列表固定取 10000（一次取全） */
                limit?: components["parameters"]["HelmetUploadLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 上传行 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["HelmetRosterUploadRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteManagerRosterUploadRow: {
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
    confirmManagerRosterUploadRow: {
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
}
