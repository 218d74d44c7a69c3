/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/worker/complaint/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人投诉分页
         * @description 查询工人投诉：投诉人、项目、投诉类型、内容摘要、当前处理层级与状态，可按关键字、类型、状态、层级与日期筛选。投诉可被受理、处理、终止或下派到下一级（项目、分公司、公司），各操作见 acceptComplaint、dealComplaint、terminateComplaint、passDownComplaint（种子 001 §4）。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「投诉列表」（/complaint/list）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listWorkerComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/complaint/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人投诉详情
         * @description 读取一条投诉的全部内容：投诉人、诉求、附件、当前处理层级与状态。详情页按状态给出可做的操作：受理、处理、终止或下派（种子 001 §4）。不分页。控制台中由「投诉列表」（/complaint/list）、「投诉处理」（/complaintTask）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getWorkerComplaint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/complaint/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人投诉统计
         * @description 投诉页顶部的数量卡片、按类型饼图与按月趋势。
         */
        get: operations["getWorkerComplaintStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/complaint/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 导出工人投诉
         * @description 把投诉列表按当前筛选条件导出为 Excel，列与 listWorkerComplaints 相同。不分页：导出与列表相同筛选条件下的全部行。控制台中由「投诉列表」（/complaint/list）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["exportWorkerComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/taskPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 投诉处理任务分页
         * @description 投诉处理页（/complaintTask）：本级收到的投诉及可执行的动作（受理、办结、终止、下发）。
         */
        post: operations["pageComplaintTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 受理投诉
         * @description 待受理 → 处理中；受理人为本级配置岗位上的人员。
         */
        post: operations["acceptComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/deal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 办结投诉
         * @description 处理中 → 已办结；系统短信通知投诉人并发起回访。
         */
        post: operations["dealComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/terminate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 终止投诉
         * @description 待受理或处理中 → 已终止（重复投诉、恶意投诉、投诉人撤回等）。
         */
        post: operations["terminateComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/passDown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 下发投诉
         * @description 把投诉下发给指定层级（1 项目、2 分公司、3 公司）的处理岗位：公司可下发到分公司或项目，分公司可下发到项目；热线、平台等在上级受理的投诉也经此分派。下发后由目标层级重新受理，原层级可跟踪。
         */
        post: operations["passDownComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 投诉流转记录
         * @description 按投诉 id 列出它的流转记录：每次受理、处理、下派或终止的操作人、层级、时间与意见，按时间先后排列。不分页。控制台中由「投诉列表」（/complaint/list）、「投诉处理」（/complaintTask）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listComplaintFlowRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 投诉分级处理配置
         * @description 项目、分公司、公司三级各由哪些岗位处理投诉及办理时限。
         */
        post: operations["listComplaintLevelConfigs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/config/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存投诉分级处理配置
         * @description 不带 id 为新增，带 id 为修改；同一组织同一层级只有一条配置。
         */
        post: operations["saveComplaintLevelConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/complaint/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 投诉处理可选岗位
         * @description 与 /orgdept/workerBadRecord/positions 对应的投诉侧岗位列表。
         */
        get: operations["listComplaintPositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grid/task/taskCountStatistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 投诉处理任务数量统计
         * @description 种子只给出“巡检服务的任务数量统计（taskCountStatistics）”，前缀取巡检服务 /grid。投诉处理页各页签上的数量角标。
         */
        post: operations["countComplaintTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faceAuth/tempregister/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 临时人脸登记分页
         * @description 未完成实名登记的人员在闸机登记人脸申请临时进场，由项目劳务管理员审核。
         */
        post: operations["pageTempFaceRegisters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faceAuth/tempregister/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 临时人脸登记详情
         * @description 读取一条临时人脸登记：登记人、身份证号、人脸照片、登记项目、有效期与审核状态。不分页。控制台中由「临时人脸登记」（/complaint/tempRegister）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getTempFaceRegister"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faceAuth/tempregister/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 临时人脸登记审核通过
         * @description 待审核 → 已通过，人脸下发到项目闸机，有效期止后自动变为已过期。
         */
        post: operations["approveTempFaceRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faceAuth/tempregister/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 临时人脸登记驳回
         * @description 驳回一条临时人脸登记，并写明原因（comment）。只有待审核的登记可以驳回；驳回后登记人需重新提交。不分页。控制台中由「临时人脸登记」（/complaint/tempRegister）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["rejectTempFaceRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faceAuth/tempregister/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除临时人脸登记
         * @description 同时从闸机撤销人脸授权。
         */
        post: operations["deleteTempFaceRegisters"];
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
        /** @description 工人投诉 */
        ComplaintWorkerItem: {
            /** @description 投诉 ID */
            id: number;
            /** @description 投诉编号 */
            complaint_no: string;
            /** @description 工人 ID */
            worker_id?: number | null;
            /** @description 投诉人姓名（匿名时为“匿名”） */
            worker_name?: string;
            /** @description 联系电话（脱敏） */
            mobile?: string;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 参建单位 ID */
            company_id?: number | null;
            /** @description 参建单位名称 */
            company_name?: string | null;
            /** @description 班组 ID */
            team_id?: number | null;
            /** @description 班组名称 */
            team_name?: string | null;
            /**
             * @description 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他
             * @enum {integer}
             */
            complaint_type: 1 | 2 | 3 | 4 | 5 | 9;
            /** @description 投诉类型名称 */
            complaint_type_name?: string;
            /** @description 投诉内容 */
            content?: string;
            /** @description 是否匿名 */
            is_anonymous?: boolean;
            /**
             * @description 来源：1 小程序扫码，2 投诉热线，3 现场登记，4 上级转办
             * @enum {integer}
             */
            source?: 1 | 2 | 3 | 4;
            /**
             * @description 状态：0 待受理，1 处理中，2 已办结，3 已终止
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /**
             * @description 当前处理层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            handle_level?: 1 | 2 | 3;
            /** @description 当前处理人 */
            handler_name?: string | null;
            /** @description 投诉时间（YYYY-MM-DD HH:mm:ss） */
            create_time?: string;
            /** @description 办结时限（YYYY-MM-DD HH:mm:ss） */
            deadline?: string;
            /** @description 办结（终止）时间（YYYY-MM-DD HH:mm:ss） */
            finish_time?: string | null;
            /** @description 是否超时 */
            is_overdue?: boolean;
            /** @description 投诉人回访满意度 1～5（办结后回访；未回访为 null） */
            satisfaction?: number | null;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 工人投诉详情 */
        ComplaintWorkerDetail: components["schemas"]["ComplaintWorkerItem"] & {
            /** @description 身份证号（脱敏） */
            id_card?: string | null;
            /** @description 工种 */
            work_type?: string | null;
            /** @description 涉及金额（元），非欠薪类为 0 */
            amount_involved?: number;
            /** @description 投诉附图 */
            images?: string[];
            /**
             * @description 办结结果：1 已解决，2 部分解决，3 诉求不合理，已解释
             * @enum {integer|null}
             */
            deal_result?: 1 | 2 | 3 | null;
            /** @description 办结说明 */
            deal_content?: string | null;
            /** @description 投诉人满意度 1～5（回访） */
            satisfaction?: number | null;
            /** @description 处理记录（时间正序） */
            records?: components["schemas"]["ComplaintWorkerRecord"][];
        };
        /** @description 投诉处理记录 */
        ComplaintWorkerRecord: {
            /**
             * @description 动作：1 提交投诉，2 受理，3 下发，4 办结，5 终止，6 超时上报
             * @enum {integer}
             */
            action: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description 动作名称 */
            action_name?: string;
            /**
             * @description 处理层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level?: 1 | 2 | 3;
            /** @description 处理组织 */
            org_name?: string;
            /** @description 操作人 */
            operator_name: string;
            /** @description 操作人岗位 */
            position_name?: string | null;
            /** @description 意见或处理说明 */
            comment?: string | null;
            /** @description 图片 */
            images?: string[];
            /** @description 操作时间（YYYY-MM-DD HH:mm:ss） */
            create_time: string;
        };
        /** @description 工人投诉统计 */
        ComplaintWorkerStatistics: {
            /** @description 投诉总数 */
            total: number;
            /** @description 待受理 */
            pending?: number;
            /** @description 处理中 */
            processing?: number;
            /** @description 已办结 */
            finished?: number;
            /** @description 已终止 */
            terminated?: number;
            /** @description 超时未办结 */
            overdue?: number;
            /** @description 办结率（%） */
            finish_rate?: number;
            /** @description 平均办结时长（小时） */
            avg_handle_hours?: number;
            /** @description 回访满意率（%） */
            satisfaction_rate?: number;
            /** @description 按类型统计 */
            by_type: components["schemas"]["ComplaintTypeCount"][];
            /** @description 按月趋势（投诉数、办结数） */
            trend: components["schemas"]["ChartSeries"];
        };
        /** @description 按类型统计 */
        ComplaintTypeCount: {
            /**
             * @description 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他
             * @enum {integer}
             */
            complaint_type: 1 | 2 | 3 | 4 | 5 | 9;
            /** @description 类型名称 */
            name?: string;
            /** @description 数量 */
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
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        /** @description 投诉处理任务查询 */
        ComplaintTaskQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 组织 ID */
            orgId?: number;
            /**
             * @description 状态：0 待受理，1 处理中，2 已办结，3 已终止
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3;
            /**
             * @description 处理层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level?: 1 | 2 | 3;
            /** @description 投诉人或投诉编号 */
            keyword?: string;
            /** @description 只看待我处理 */
            onlyMine?: boolean;
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
        /** @description 投诉处理任务（路由 /complaintTask） */
        ComplaintTask: {
            /** @description 投诉 ID */
            id: number;
            /** @description 投诉编号 */
            complaintNo: string;
            /** @description 投诉人 */
            workerName?: string;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 */
            companyName?: string | null;
            /** @description 班组 */
            teamName?: string | null;
            /**
             * @description 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他
             * @enum {integer}
             */
            complaintType?: 1 | 2 | 3 | 4 | 5 | 9;
            /** @description 投诉类型名称 */
            complaintTypeName?: string;
            /** @description 投诉内容 */
            content?: string;
            /**
             * @description 状态：0 待受理，1 处理中，2 已办结，3 已终止
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /**
             * @description 当前处理层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            currentLevel: 1 | 2 | 3;
            /** @description 当前处理组织 */
            currentOrgName?: string;
            /** @description 处理岗位 */
            positionName?: string;
            /** @description 处理人 */
            handlerName?: string | null;
            /** @description 到达本级时间（YYYY-MM-DD HH:mm:ss） */
            receiveTime?: string;
            /** @description 本级办理时限（YYYY-MM-DD HH:mm:ss） */
            deadline?: string;
            /** @description 是否超时 */
            overdue?: boolean;
            /** @description 当前用户可受理 */
            canAccept?: boolean;
            /** @description 当前用户可办结、终止 */
            canDeal?: boolean;
            /** @description 当前用户可下发 */
            canPassDown?: boolean;
        };
        /** @description 受理 */
        ComplaintAcceptBody: {
            /** @description 投诉 ID */
            id: number;
            /** @description 受理意见 */
            comment?: string;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 办结 */
        ComplaintDealBody: {
            /** @description 投诉 ID */
            id: number;
            /**
             * @description 办结结果：1 已解决，2 部分解决，3 诉求不合理，已解释
             * @enum {integer}
             */
            dealResult: 1 | 2 | 3;
            /** @description 办结说明 */
            dealContent: string;
            /** @description 已协调支付金额（元），欠薪类填写 */
            paidAmount?: number;
            /** @description 办结凭证图片地址 */
            images?: string[];
        };
        /** @description 终止 */
        ComplaintTerminateBody: {
            /** @description 投诉 ID */
            id: number;
            /** @description 终止原因 */
            reason: string;
        };
        /** @description 下发 */
        ComplaintPassDownBody: {
            /** @description 投诉 ID */
            id: number;
            /**
             * @description 下发到的层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            targetLevel: 1 | 2 | 3;
            /** @description 目标组织 ID（项目 ID 或分公司、公司组织 ID） */
            targetOrgId: number;
            /** @description 下发意见 */
            comment?: string;
            /** @description 要求办结时限（YYYY-MM-DD HH:mm:ss） */
            deadline?: string;
        };
        /** @description 投诉流转记录 */
        ComplaintFlowRecord: {
            /** @description 记录 ID */
            id: number;
            /** @description 所属投诉 ID */
            complaintId?: number;
            /**
             * @description 动作：1 提交投诉，2 受理，3 下发，4 办结，5 终止，6 超时上报
             * @enum {integer}
             */
            action: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description 动作名称 */
            actionName?: string;
            /**
             * @description 处理层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level?: 1 | 2 | 3;
            /** @description 处理组织 */
            orgName?: string;
            /** @description 操作人 */
            operatorName?: string;
            /** @description 岗位 */
            positionName?: string | null;
            /** @description 意见 */
            comment?: string | null;
            /** @description 操作时间（YYYY-MM-DD HH:mm:ss） */
            createTime: string;
        };
        /** @description 按组织查询 */
        ComplaintOrgQuery: {
            /** @description 组织 ID；不传取当前身份的组织 */
            orgId?: number;
        };
        /** @description 投诉分级处理配置 */
        ComplaintLevelConfig: components["schemas"]["ComplaintLevelConfigForm"] & {
            /** @description 层级名称 */
            levelName?: string;
            /** @description 组织名称 */
            orgName?: string;
            /** @description 岗位名称 */
            positionNames?: string[];
            /** @description 岗位上的人员 */
            handlerNames?: string[];
            /** @description 最后修改人 */
            updateBy?: string;
            /** @description 最后修改时间（YYYY-MM-DD HH:mm:ss） */
            updateTime?: string;
        };
        /** @description 投诉分级处理配置 */
        ComplaintLevelConfigForm: {
            /** @description 配置 ID（编辑时必填） */
            id?: number;
            /** @description 组织 ID（项目、分公司或公司） */
            orgId: number;
            /**
             * @description 层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level: 1 | 2 | 3;
            /** @description 负责处理的岗位 ID（取自 positions） */
            positionIds: number[];
            /** @description 本级办理时限（小时） */
            timeLimitHours: number;
            /** @description 超时是否自动上报上一级 */
            autoEscalate?: boolean;
            /** @description 新投诉是否短信通知岗位人员 */
            smsNotify?: boolean;
        };
        /** @description 可配置的处理岗位 */
        ComplaintPosition: {
            /** @description 岗位 ID */
            positionId: number;
            /** @description 岗位名称 */
            positionName: string;
            /**
             * @description 岗位层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level: 1 | 2 | 3;
            /** @description 在岗人数 */
            userCount?: number;
        };
        /** @description 任务数量统计条件 */
        ComplaintTaskCountQuery: {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 组织 ID */
            orgId?: number;
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
        /** @description 投诉处理任务数量 */
        ComplaintTaskCount: {
            /** @description 全部 */
            total: number;
            /** @description 待受理 */
            waitAccept: number;
            /** @description 处理中 */
            dealing: number;
            /** @description 已办结 */
            finished: number;
            /** @description 已终止 */
            terminated?: number;
            /** @description 已下发（本级下发、下级处理中） */
            passedDown?: number;
            /** @description 超时 */
            overdue?: number;
            /** @description 待我处理 */
            mine?: number;
        };
        /** @description 临时人脸登记查询 */
        ComplaintTempRegisterQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 姓名（模糊） */
            name?: string;
            /**
             * @description 状态：0 待审核，1 已通过，2 已驳回，3 已过期
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3;
            /**
             * Format: date
             * @description 登记日期起（YYYY-MM-DD）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 登记日期止（YYYY-MM-DD）
             */
            endDate?: string;
        };
        /** @description 临时人脸登记（未实名人员临时进场的人脸授权） */
        ComplaintTempRegister: {
            /** @description 登记 ID */
            id: number;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（脱敏） */
            idCard?: string;
            /**
             * @description 性别：1 男，2 女
             * @enum {integer}
             */
            gender?: 1 | 2;
            /** @description 手机号 */
            mobile?: string;
            /** @description 人脸照片 */
            faceUrl?: string;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属单位 ID */
            companyId?: number | null;
            /** @description 所属单位 */
            companyName?: string | null;
            /** @description 班组 ID */
            teamId?: number | null;
            /** @description 班组 */
            teamName?: string | null;
            /** @description 工种 */
            workType?: string;
            /** @description 临时进场事由 */
            reason?: string;
            /** @description 登记闸机 */
            deviceName?: string;
            /** @description 登记时间（YYYY-MM-DD HH:mm:ss） */
            registerTime?: string;
            /**
             * Format: date
             * @description 有效期起（YYYY-MM-DD）
             */
            validFrom?: string;
            /**
             * Format: date
             * @description 有效期止（YYYY-MM-DD）
             */
            validTo?: string;
            /**
             * @description 状态：0 待审核，1 已通过，2 已驳回，3 已过期
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 审核人 */
            auditorName?: string | null;
            /** @description 审核时间（YYYY-MM-DD HH:mm:ss） */
            auditTime?: string | null;
            /** @description 审核意见 */
            auditComment?: string | null;
        };
        /** @description 临时人脸登记详情 */
        ComplaintTempRegisterDetail: components["schemas"]["ComplaintTempRegister"] & {
            /** @description 身份证人像面 */
            idCardFrontUrl?: string | null;
            /** @description 身份证国徽面 */
            idCardBackUrl?: string | null;
            /** @description 是否命中黑名单 */
            blacklistHit?: boolean;
            /** @description 有效期内通行次数 */
            passCount?: number;
            /** @description 最近通行时间（YYYY-MM-DD HH:mm:ss） */
            lastPassTime?: string | null;
        };
        /** @description 审核通过 */
        ComplaintTempApproveBody: {
            /** @description 登记 ID */
            id: number;
            /**
             * Format: date
             * @description 批准的有效期止（不超过 7 天）（YYYY-MM-DD）
             */
            validTo: string;
            /** @description 审核意见 */
            comment?: string;
        };
        /** @description 驳回 */
        ComplaintTempRejectBody: {
            /** @description 登记 ID */
            id: number;
            /** @description 驳回原因 */
            comment: string;
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
    listWorkerComplaints: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 投诉人姓名、手机号或投诉编号 */
                keyword?: string;
                /** @description 投诉类型：1 拖欠工资，2 克扣工资，3 安全隐患，4 生活条件，5 管理人员作风，9 其他 */
                complaint_type?: number;
                /** @description 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
                status?: number;
                /** @description 当前处理层级：1 项目，2 分公司，3 公司 */
                handle_level?: number;
                /** @description 投诉日期起（YYYY-MM-DD） */
                start_date?: string;
                /** @description 投诉日期止（YYYY-MM-DD） */
                end_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工人投诉 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["ComplaintWorkerItem"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWorkerComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 投诉 ID */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 投诉详情（含处理记录） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ComplaintWorkerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWorkerComplaintStatistics: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 组织 ID（公司、分公司看下属项目合计） */
                org_id?: number;
                /** @description 开始日期（YYYY-MM-DD） */
                start_date?: string;
                /** @description 结束日期（YYYY-MM-DD） */
                end_date?: string;
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
                        data: components["schemas"]["ComplaintWorkerStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exportWorkerComplaints: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
                status?: number;
                /** @description 投诉日期起（YYYY-MM-DD） */
                start_date?: string;
                /** @description 投诉日期止（YYYY-MM-DD） */
                end_date?: string;
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
    pageComplaintTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintTaskQuery"];
            };
        };
        responses: {
            /** @description 投诉处理任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["ComplaintTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    acceptComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintAcceptBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    dealComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintDealBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    terminateComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintTerminateBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    passDownComplaint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintPassDownBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listComplaintFlowRecords: {
        parameters: {
            query: {
                /** @description 投诉 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 流转记录（时间正序） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ComplaintFlowRecord"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listComplaintLevelConfigs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintOrgQuery"];
            };
        };
        responses: {
            /** @description 分级配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ComplaintLevelConfig"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    saveComplaintLevelConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintLevelConfigForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listComplaintPositions: {
        parameters: {
            query?: {
                /** @description 层级：1 项目，2 分公司，3 公司；不传返回全部 */
                level?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 岗位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ComplaintPosition"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    countComplaintTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintTaskCountQuery"];
            };
        };
        responses: {
            /** @description 任务数量 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ComplaintTaskCount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageTempFaceRegisters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintTempRegisterQuery"];
            };
        };
        responses: {
            /** @description 临时人脸登记 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["ComplaintTempRegister"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getTempFaceRegister: {
        parameters: {
            query: {
                /** @description 登记 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 登记详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ComplaintTempRegisterDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    approveTempFaceRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintTempApproveBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    rejectTempFaceRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintTempRejectBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteTempFaceRegisters: {
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
