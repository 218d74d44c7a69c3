/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/flw/flwcategory/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 流程分类树
         * @description 流程配置页左侧的分类树（关键字搜索、新增同级、新增下级、修改名称、删除）。
         */
        post: operations["listWorkflowCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwcategory/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增流程分类
         * @description 新增一个流程分类（名称、编码、上级、排序），流程定义按分类归组。不分页。控制台中由「流程分类」（/flow/category）使用。
         */
        post: operations["addWorkflowCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwcategory/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 流程分类详情
         * @description 读取一个流程分类，供编辑弹窗回填。不分页。控制台中由「流程分类」（/flow/category）使用。
         */
        post: operations["getWorkflowCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwcategory/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑流程分类
         * @description 修改分类名称、编码、排序；名称未改变时控制台直接关闭对话框、不调用。
         */
        post: operations["editWorkflowCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwcategory/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除流程分类
         * @description 永久删除该分类及其下级分类；分类下仍有流程定义时返回失败。
         */
        post: operations["deleteWorkflowCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwcategory/module/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 可绑定的业务模块
         * @description 流程定义与流程配置中选择业务模块的下拉数据。
         */
        post: operations["listWorkflowModules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwconfig/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 流程配置详情
         * @description 某组织（公司、分公司或项目）某业务模块使用哪个流程定义及提醒、超时设置；未配置时 data 为 null，沿用上级组织配置。
         */
        post: operations["getWorkflowConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwconfig/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增流程配置
         * @description 为组织的一个业务模块启用流程：选定流程定义、是否短信通知、同一人连续审批是否自动通过、超时小时数。不分页。控制台中由「流程配置」（/flow/config）使用。
         */
        post: operations["addWorkflowConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwconfig/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑流程配置
         * @description 修改业务模块的流程配置（流程定义、启用、短信通知、自动通过、超时）。不分页。控制台中由「流程配置」（/flow/config）使用。
         */
        post: operations["editWorkflowConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwprocdef/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 流程定义分页
         * @description 查询流程定义：名称、分类、业务模块、版本与状态。分页：请求体字段 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「流程配置」（/flow/config）、「流程定义」（/flow/procdef）使用。
         */
        post: operations["pageWorkflowProcDefs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwprocdef/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增流程定义
         * @description 保存流程节点与办理人设置；status 为 1 时直接发布（版本号加 1）。
         */
        post: operations["addWorkflowProcDef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwprocdef/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 流程定义详情
         * @description 读取一个流程定义：节点、每个节点的办理人规则与条件字段，供流程设计页。不分页。控制台中由「流程定义」（/flow/procdef）使用。
         */
        post: operations["getWorkflowProcDef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwprocdef/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑流程定义
         * @description 已发布的流程修改后生成新版本，进行中的流程实例仍按原版本流转。
         */
        post: operations["editWorkflowProcDef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwprocdef/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除流程定义
         * @description 仅草稿或已停用且无进行中实例的流程可删除。
         */
        post: operations["deleteWorkflowProcDef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwform/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 业务表单列表
         * @description 列出业务模块可用的业务表单，流程条件与节点字段取自这些表单。不分页。控制台中由「流程定义」（/flow/procdef）、「表单与字段」（/flow/form）使用。
         */
        post: operations["listWorkflowForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwfield/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 表单字段列表
         * @description 条件分支可用的字段取 conditionable 为真的字段。
         */
        post: operations["listWorkflowFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwfield/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增表单字段
         * @description 为业务表单新增一个字段：键、名称、类型、是否必填、是否可作流程条件、排序。不分页。控制台中由「表单与字段」（/flow/form）使用。
         */
        post: operations["addWorkflowField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwfield/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除表单字段
         * @description 删除业务表单的一个字段（id）；流程条件里引用过它的流程需要另行调整。不分页。控制台中由「表单与字段」（/flow/form）使用。
         */
        post: operations["deleteWorkflowField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwassignee/dept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 办理人选择：部门树
         * @description 返回组织的部门树（TreeNode），供流程节点按部门选办理人。不分页。控制台中由「流程定义」（/flow/procdef）、「办理人配置」（/flow/assignee）使用。
         */
        post: operations["listWorkflowAssigneeDepts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwassignee/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 办理人选择：人员分页
         * @description 查询可选作办理人的人员（可按组织、部门与姓名筛选），供流程节点选人。分页：请求体字段 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「流程定义」（/flow/procdef）、「办理人配置」（/flow/assignee）使用。
         */
        post: operations["pageWorkflowAssigneeUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwassignee/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 办理人选择：组织树
         * @description 返回组织树，供流程配置与办理人配置选组织。不分页。控制台中由「流程配置」（/flow/config）、「办理人配置」（/flow/assignee）使用。
         */
        get: operations["listWorkflowAssigneeOrgs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwassignee/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 办理人选择：岗位
         * @description 返回某一层级（项目、分公司、公司）的岗位列表，供流程节点按岗位指定办理人。不分页。控制台中由「流程定义」（/flow/procdef）、「办理人配置」（/flow/assignee）使用。
         */
        get: operations["listWorkflowAssigneePosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwassignee/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 办理人选择：角色
         * @description 返回全部角色，供流程节点按角色指定办理人。不分页。控制台中由「流程定义」（/flow/procdef）、「办理人配置」（/flow/assignee）使用。
         */
        get: operations["listWorkflowAssigneeRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwtodo/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 我的待办分页
         * @description 待办列表（路由 /staging、/stagingO、/onDutyIndex）；点击行按 route 打开办理页。
         */
        post: operations["pageWorkflowTodo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwtodohis/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 我的已办分页
         * @description 我已办理过的任务，taskStatus 为办理结果。
         */
        post: operations["pageWorkflowDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwapply/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 我的申请分页
         * @description 我发起的流程，procStatus 为流程当前状态。
         */
        post: operations["pageWorkflowApplied"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/flwcc/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 抄送我的分页
         * @description 抄送给我的流程；readFlag 为是否已读。
         */
        post: operations["pageWorkflowCc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/smarthatsflwtask/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资流程任务分页
         * @description 工资相关的审批任务（考勤确认、预结算、代发、资金来源、对公支付、问题工资、应急支付）。种子未写方法，按 /flw 下的同类调用取 POST（JSON 体）。
         */
        post: operations["listWorkflowWageTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/smarthatsflwtask/processFlow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资流程流转图
         * @description 按流程实例给出各节点的办理人、动作、意见与时间，用于审批页的流程进度。
         */
        get: operations["getWorkflowWageProcessFlow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/smarthatsflwtask/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工资流程任务详情
         * @description 审批页顶部的业务摘要（人数、工日、应发、扣款、实发）、附件与流转记录。
         *     与种子点名的同族读调用 processFlow 一样用 GET 与查询参数（原先是 POST 请求体 {taskId}，见 CHANGELOG 1.0.0）；键是待办任务 taskId，流程实例 procInstId 在应答里，再用它取 processFlow。不分页。
         */
        get: operations["getWorkflowWageTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/smarthatsflwtask/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资流程任务审批通过
         * @description 通过后流转到下一节点；最后一个审批节点通过后业务单据生效（如预结算确认、代发放款）。
         */
        post: operations["approveWorkflowWageTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/smarthatsflwtask/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 工资流程任务驳回
         * @description 驳回须填写原因；退回发起人后单据回到可编辑状态。
         */
        post: operations["rejectWorkflowWageTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/flw/process/getTaskUserList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 流程节点候选办理人
         * @description 提交或审批时选择下一节点办理人（发起人自选节点），或转办时选择接手的人：答流程实例 procInstId 某个节点的候选办理人， nodeId 不传取下一个未开始的节点（流程已走完则为空）；taskId 须是这个实例的任务，否则为空。不分页。控制台中由 「我的待办」审批与转办、工资流程任务的审批使用。
         */
        post: operations["listWorkflowTaskUsers"];
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
        /** @description 流程分类查询条件 */
        WorkflowCategoryQuery: {
            /** @description 分类名称（模糊） */
            categoryName?: string;
            /** @description 业务模块编码 */
            moduleCode?: string;
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
        /** @description 流程分类树节点（树形侧栏：新增同级、新增下级、修改名称、删除） */
        WorkflowCategoryNode: {
            /** @description 分类 ID */
            id: number;
            /** @description 分类名称 */
            label: string;
            /** @description 上级分类 ID；顶级为 0 */
            parentId?: number;
            /** @description 分类编码 */
            categoryCode?: string;
            /** @description 排序号 */
            sort?: number;
            /** @description 是否不受控（不可选） */
            uncontrol?: boolean;
            /** @description 下级分类；空列表会被移除 */
            children?: components["schemas"]["WorkflowCategoryNode"][];
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 流程分类新增/编辑 */
        WorkflowCategoryForm: {
            /** @description 分类 ID（编辑时必填） */
            id?: number;
            /** @description 上级分类 ID；顶级为 0 */
            parentId: number;
            /** @description 分类名称 */
            categoryName: string;
            /** @description 分类编码 */
            categoryCode?: string;
            /** @description 排序号 */
            sort?: number;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 流程分类详情 */
        WorkflowCategory: {
            /** @description 分类 ID */
            id: number;
            /** @description 上级分类 ID；顶级为 0 */
            parentId?: number;
            /** @description 上级分类名称 */
            parentName?: string;
            /** @description 分类名称 */
            categoryName: string;
            /** @description 分类编码 */
            categoryCode?: string;
            /** @description 排序号 */
            sort?: number;
            /** @description 备注 */
            remark?: string;
            /** @description 分类下的流程定义数 */
            procDefCount?: number;
            /** @description 创建人 */
            createBy?: string;
            /** @description 创建时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
        };
        /** @description 业务模块查询条件 */
        WorkflowModuleQuery: {
            /** @description 分类 ID；不传返回全部模块 */
            categoryId?: number;
        };
        /** @description 可绑定流程的业务模块 */
        WorkflowModule: {
            /** @description 业务模块编码 */
            moduleCode: string;
            /** @description 业务模块名称 */
            moduleName: string;
            /** @description 控制台办理页路由 */
            route?: string;
            /** @description 默认所属分类 ID */
            categoryId?: number;
        };
        /** @description 流程配置查询条件 */
        WorkflowConfigQuery: {
            /** @description 业务模块编码 */
            moduleCode: string;
            /** @description 组织 ID（公司、分公司或项目） */
            orgId: number;
        };
        /** @description 某组织某业务模块的流程配置 */
        WorkflowConfig: components["schemas"]["WorkflowConfigForm"] & {
            /** @description 组织名称 */
            orgName?: string;
            /** @description 业务模块名称 */
            moduleName?: string;
            /** @description 流程定义名称 */
            procDefName?: string;
            /** @description 最后修改人 */
            updateBy?: string;
            /** @description 最后修改时间（YYYY-MM-DD HH:mm:ss） */
            updateTime?: string;
        };
        /** @description 流程配置新增/编辑 */
        WorkflowConfigForm: {
            /** @description 配置 ID（编辑时必填） */
            id?: number;
            /** @description 组织 ID */
            orgId: number;
            /** @description 业务模块编码 */
            moduleCode: string;
            /** @description 使用的流程定义 ID */
            procDefId: number;
            /** @description 是否启用审批流程；关闭时业务单据提交即生效 */
            enabled?: boolean;
            /** @description 到达节点时是否短信通知办理人 */
            smsNotify?: boolean;
            /** @description 相邻节点办理人相同时是否自动通过 */
            autoApproveSameUser?: boolean;
            /** @description 节点办理时限（小时），0 为不限 */
            timeoutHours?: number;
            /**
             * @description 超时处理方式：0 不处理，1 短信提醒办理人，2 自动通过
             * @enum {integer}
             */
            timeoutAction?: 0 | 1 | 2;
        };
        /** @description 流程定义分页查询条件 */
        WorkflowProcDefQuery: components["schemas"]["PageQuery"] & {
            /** @description 流程名称（模糊） */
            procName?: string;
            /** @description 分类 ID */
            categoryId?: number;
            /** @description 业务模块编码 */
            moduleCode?: string;
            /**
             * @description 状态：0 草稿，1 已发布，2 已停用
             * @enum {integer}
             */
            status?: 0 | 1 | 2;
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
        /** @description 流程定义 */
        WorkflowProcDef: {
            /** @description 流程定义 ID */
            id: number;
            /** @description 流程标识 */
            procKey: string;
            /** @description 流程名称 */
            procName: string;
            /** @description 分类 ID */
            categoryId?: number;
            /** @description 分类名称 */
            categoryName?: string;
            /** @description 业务模块编码 */
            moduleCode?: string;
            /** @description 业务模块名称 */
            moduleName?: string;
            /** @description 表单 ID */
            formId?: number;
            /** @description 表单名称 */
            formName?: string;
            /** @description 版本号 */
            version?: number;
            /**
             * @description 状态：0 草稿，1 已发布，2 已停用
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 节点数 */
            nodeCount?: number;
            /** @description 创建人 */
            createBy?: string;
            /** @description 创建时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
            /** @description 最后修改时间（YYYY-MM-DD HH:mm:ss） */
            updateTime?: string;
        };
        /** @description 流程定义新增/编辑 */
        WorkflowProcDefForm: {
            /** @description 流程定义 ID（编辑时必填） */
            id?: number;
            /** @description 流程标识（字母、数字、下划线） */
            procKey: string;
            /** @description 流程名称 */
            procName: string;
            /** @description 分类 ID */
            categoryId: number;
            /** @description 业务模块编码 */
            moduleCode?: string;
            /** @description 表单 ID */
            formId?: number;
            /**
             * @description 状态：0 草稿，1 已发布，2 已停用
             * @enum {integer}
             */
            status?: 0 | 1 | 2;
            /** @description 说明 */
            remark?: string;
            /** @description 节点（按顺序） */
            nodes: components["schemas"]["WorkflowProcNode"][];
        };
        /** @description 流程节点 */
        WorkflowProcNode: {
            /** @description 节点标识 */
            nodeId: string;
            /** @description 节点名称 */
            nodeName: string;
            /**
             * @description 节点类型：1 发起，2 审批，3 抄送，4 条件分支，5 结束
             * @enum {integer}
             */
            nodeType: 1 | 2 | 3 | 4 | 5;
            /**
             * @description 办理人类型：1 指定人员，2 岗位，3 角色，4 部门负责人，5 发起人自选，6 发起人本人
             * @enum {integer}
             */
            assigneeType?: 1 | 2 | 3 | 4 | 5 | 6;
            /** @description 办理人 ID（人员、岗位、角色或部门 ID，依办理人类型） */
            assigneeIds?: number[];
            /** @description 办理人名称 */
            assigneeNames?: string[];
            /**
             * @description 多人审批方式：1 或签（一人通过即可），2 会签（全部通过），3 依次审批
             * @enum {integer}
             */
            approveMode?: 1 | 2 | 3;
            /** @description 条件表达式（条件分支节点，按表单字段判断） */
            conditionExpr?: string | null;
            /** @description 顺序 */
            sort?: number;
        };
        /** @description 流程定义详情（含节点） */
        WorkflowProcDefDetail: components["schemas"]["WorkflowProcDef"] & {
            /** @description 说明 */
            remark?: string;
            /** @description 节点（按顺序） */
            nodes?: components["schemas"]["WorkflowProcNode"][];
        };
        /** @description 表单查询条件 */
        WorkflowFormQuery: {
            /** @description 业务模块编码 */
            moduleCode?: string;
            /** @description 表单名称（模糊） */
            formName?: string;
        };
        /** @description 业务表单 */
        WorkflowForm: {
            /** @description 表单 ID */
            id: number;
            /** @description 表单标识 */
            formKey?: string;
            /** @description 表单名称 */
            formName: string;
            /** @description 业务模块编码 */
            moduleCode?: string;
            /** @description 控制台表单页路由 */
            route?: string;
            /** @description 字段数 */
            fieldCount?: number;
        };
        /** @description 字段查询条件 */
        WorkflowFieldQuery: {
            /** @description 表单 ID */
            formId: number;
        };
        /** @description 表单字段 */
        WorkflowField: {
            /** @description 字段 ID */
            id: number;
        } & components["schemas"]["WorkflowFieldForm"];
        /** @description 表单字段新增 */
        WorkflowFieldForm: {
            /** @description 表单 ID */
            formId: number;
            /** @description 字段标识 */
            fieldKey: string;
            /** @description 字段名称 */
            fieldName: string;
            /**
             * @description 字段类型：text 文本，number 数字，amount 金额，date 日期，select 下拉，file 附件
             * @enum {string}
             */
            fieldType: "text" | "number" | "amount" | "date" | "select" | "file";
            /** @description 是否必填 */
            required?: boolean;
            /** @description 能否作为条件分支的判断字段 */
            conditionable?: boolean;
            /** @description 排序号 */
            sort?: number;
        };
        /** @description 按组织查询 */
        WorkflowOrgQuery: {
            /** @description 组织 ID；不传取当前身份的组织 */
            orgId?: number;
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
        /** @description 人员分页查询条件 */
        WorkflowUserQuery: components["schemas"]["PageQuery"] & {
            /** @description 组织 ID */
            orgId?: number;
            /** @description 部门 ID */
            deptId?: number;
            /** @description 姓名（模糊） */
            userName?: string;
        };
        /** @description 可选办理人 */
        WorkflowUser: {
            /** @description 人员 ID */
            userId: number;
            /** @description 姓名 */
            userName: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属组织 ID */
            orgId?: number;
            /** @description 所属组织 */
            orgName?: string;
            /** @description 部门 */
            deptName?: string | null;
            /** @description 部门 ID（部门树 listWorkflowAssigneeDepts 的节点；不在部门里为 null） */
            deptId?: number | null;
            /** @description 岗位 */
            postName?: string;
        };
        /** @description 岗位 */
        WorkflowPost: {
            /** @description 岗位 ID */
            postId: number;
            /** @description 岗位名称 */
            postName: string;
            /**
             * @description 岗位所属层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            level?: 1 | 2 | 3;
        };
        /** @description 角色 */
        WorkflowRole: {
            /** @description 角色 ID */
            roleId: number;
            /** @description 角色名称 */
            roleName: string;
            /** @description 角色编码 */
            roleCode?: string;
        };
        /** @description 待办/已办/申请/抄送分页查询条件 */
        WorkflowTaskQuery: components["schemas"]["PageQuery"] & {
            /** @description 标题（模糊） */
            title?: string;
            /** @description 业务模块编码 */
            moduleCode?: string;
            /**
             * @description 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回
             * @enum {integer}
             */
            procStatus?: 1 | 2 | 3 | 4;
            /**
             * Format: date
             * @description 发起日期起（YYYY-MM-DD）
             */
            startDate?: string;
            /**
             * Format: date
             * @description 发起日期止（YYYY-MM-DD）
             */
            endDate?: string;
        };
        /** @description 流程任务行（待办、已办、我的申请、抄送共用） */
        WorkflowTaskItem: {
            /** @description 任务 ID */
            taskId: string;
            /** @description 流程实例 ID */
            procInstId: string;
            /** @description 流程名称 */
            procDefName?: string;
            /** @description 业务模块编码 */
            moduleCode?: string;
            /** @description 业务单据编号 */
            businessKey?: string;
            /** @description 标题 */
            title: string;
            /** @description 项目 ID */
            projectId?: number | null;
            /** @description 项目名称 */
            projectName?: string | null;
            /** @description 当前（或办理时）节点 */
            nodeName?: string;
            /** @description 发起人 */
            startUserName?: string;
            /** @description 发起时间（YYYY-MM-DD HH:mm:ss） */
            startTime?: string;
            /** @description 办理人 */
            assigneeName?: string;
            /** @description 任务到达时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
            /** @description 办理时间（YYYY-MM-DD HH:mm:ss） */
            endTime?: string | null;
            /**
             * @description 任务状态：0 待处理，1 已通过，2 已驳回，3 已转办
             * @enum {integer}
             */
            taskStatus: 0 | 1 | 2 | 3;
            /**
             * @description 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回
             * @enum {integer}
             */
            procStatus: 1 | 2 | 3 | 4;
            /** @description 抄送是否已读（仅抄送列表） */
            readFlag?: boolean;
            /** @description 控制台办理页路由（如 /wagesconfirm、/complaintTask、/examine） */
            route?: string;
        };
        /** @description 工资流程任务查询条件 */
        WorkflowWageTaskQuery: components["schemas"]["PageQuery"] & {
            /** @description 项目 ID */
            projectId?: number;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /**
             * @description 业务类型：1 考勤确认，2 工资预结算，3 工资代发，4 资金来源确认，5 对公支付凭证确认，6 问题工资处置，7 应急支付
             * @enum {integer}
             */
            businessType?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            /**
             * @description 任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回
             * @enum {integer}
             */
            status?: 0 | 1 | 2 | 3;
        };
        /** @description 工资流程任务 */
        WorkflowWageTask: {
            /** @description 任务记录 ID */
            id: number;
            /** @description 流程任务 ID */
            taskId: string;
            /** @description 流程实例 ID */
            procInstId: string;
            /**
             * @description 业务类型：1 考勤确认，2 工资预结算，3 工资代发，4 资金来源确认，5 对公支付凭证确认，6 问题工资处置，7 应急支付
             * @enum {integer}
             */
            businessType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            /** @description 业务类型名称 */
            businessTypeName?: string;
            /** @description 业务单据 ID */
            businessId?: number;
            /** @description 项目 ID */
            projectId?: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建单位 ID */
            companyId?: number | null;
            /** @description 参建单位名称 */
            companyName?: string | null;
            /** @description 工资周期 YYYY-MM */
            period?: string;
            /** @description 涉及工人数 */
            workerCount?: number;
            /** @description 金额（元） */
            amount?: number;
            /** @description 当前节点 */
            nodeName?: string;
            /** @description 当前办理人 */
            assigneeName?: string;
            /** @description 发起人 */
            startUserName?: string;
            /** @description 任务到达时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
            /**
             * @description 任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 控制台办理页路由 */
            route?: string;
        };
        /** @description 流程流转图 */
        WorkflowProcessFlow: {
            /** @description 流程实例 ID */
            procInstId: string;
            /** @description 流程名称 */
            procDefName?: string;
            /** @description 标题 */
            title?: string;
            /**
             * @description 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回
             * @enum {integer}
             */
            procStatus?: 1 | 2 | 3 | 4;
            /** @description 节点（按顺序） */
            nodes: components["schemas"]["WorkflowFlowNode"][];
        };
        /** @description 流转节点 */
        WorkflowFlowNode: {
            /** @description 节点标识 */
            nodeId?: string;
            /** @description 节点名称 */
            nodeName: string;
            /**
             * @description 节点状态：0 未开始，1 进行中，2 已完成
             * @enum {integer}
             */
            nodeStatus: 0 | 1 | 2;
            /** @description 办理人 */
            assigneeName?: string;
            /**
             * @description 办理动作：0 待处理，1 提交，2 通过，3 驳回，4 撤回，5 转办
             * @enum {integer|null}
             */
            action?: 0 | 1 | 2 | 3 | 4 | 5 | null;
            /** @description 意见 */
            comment?: string | null;
            /** @description 到达时间（YYYY-MM-DD HH:mm:ss） */
            startTime?: string | null;
            /** @description 办理时间（YYYY-MM-DD HH:mm:ss） */
            endTime?: string | null;
            /** @description 耗时 */
            duration?: string | null;
        };
        /** @description 工资流程任务详情 */
        WorkflowWageTaskDetail: components["schemas"]["WorkflowWageTask"] & {
            /** @description 涉及班组数 */
            teamCount?: number;
            /** @description 合计出勤工日 */
            attendanceDays?: number;
            /** @description 应发金额（元） */
            payableAmount?: number;
            /** @description 扣款金额（元） */
            deductAmount?: number;
            /** @description 实发金额（元） */
            actualAmount?: number;
            /** @description 附件（工资表、代发协议、支付凭证等） */
            attachments?: components["schemas"]["FileUrl"][];
            /** @description 当前用户能否审批 */
            canApprove?: boolean;
            /** @description 流转记录 */
            nodes?: components["schemas"]["WorkflowFlowNode"][];
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
        /** @description 审批通过 */
        WorkflowApproveBody: {
            /** @description 流程任务 ID */
            taskId: string;
            /** @description 流程实例 ID */
            procInstId: string;
            /** @description 审批意见 */
            comment?: string;
            /** @description 下一节点办理人（发起人自选节点时必填，取自 getTaskUserList） */
            nextAssigneeIds?: number[];
        };
        /** @description 审批驳回 */
        WorkflowRejectBody: {
            /** @description 流程任务 ID */
            taskId: string;
            /** @description 流程实例 ID */
            procInstId: string;
            /** @description 驳回原因 */
            comment: string;
            /**
             * @description 驳回方式：1 退回发起人，2 退回上一节点
             * @enum {integer}
             */
            rejectType?: 1 | 2;
        };
        /** @description 办理人候选查询 */
        WorkflowTaskUserQuery: {
            /** @description 流程实例 ID */
            procInstId: string;
            /** @description 当前任务 ID */
            taskId?: string;
            /** @description 目标节点标识；不传取下一节点 */
            nodeId?: string;
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
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listWorkflowCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowCategoryQuery"];
            };
        };
        responses: {
            /** @description 分类树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowCategoryNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWorkflowCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowCategoryForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为新分类 ID */
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
    getWorkflowCategory: {
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
            /** @description 分类详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowCategory"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editWorkflowCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowCategoryForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteWorkflowCategory: {
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
    listWorkflowModules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowModuleQuery"];
            };
        };
        responses: {
            /** @description 业务模块 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowModule"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWorkflowConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowConfigQuery"];
            };
        };
        responses: {
            /** @description 流程配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["WorkflowConfig"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWorkflowConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowConfigForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为配置 ID */
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
    editWorkflowConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowConfigForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageWorkflowProcDefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowProcDefQuery"];
            };
        };
        responses: {
            /** @description 流程定义 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WorkflowProcDef"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWorkflowProcDef: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowProcDefForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为流程定义 ID */
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
    getWorkflowProcDef: {
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
            /** @description 流程定义（含节点） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowProcDefDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editWorkflowProcDef: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowProcDefForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteWorkflowProcDef: {
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
    listWorkflowForms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowFormQuery"];
            };
        };
        responses: {
            /** @description 表单 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowForm"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWorkflowFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowFieldQuery"];
            };
        };
        responses: {
            /** @description 字段 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowField"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addWorkflowField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowFieldForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为字段 ID */
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
    deleteWorkflowField: {
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
    listWorkflowAssigneeDepts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowOrgQuery"];
            };
        };
        responses: {
            /** @description 部门树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TreeNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageWorkflowAssigneeUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowUserQuery"];
            };
        };
        responses: {
            /** @description 人员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WorkflowUser"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWorkflowAssigneeOrgs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 组织树（公司、分公司、项目） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TreeNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWorkflowAssigneePosts: {
        parameters: {
            query?: {
                /** @description 岗位层级：1 项目，2 分公司，3 公司；不传返回全部 */
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
                        data: components["schemas"]["WorkflowPost"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWorkflowAssigneeRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 角色 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowRole"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageWorkflowTodo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowTaskQuery"];
            };
        };
        responses: {
            /** @description 流程任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WorkflowTaskItem"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageWorkflowDone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowTaskQuery"];
            };
        };
        responses: {
            /** @description 流程任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WorkflowTaskItem"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageWorkflowApplied: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowTaskQuery"];
            };
        };
        responses: {
            /** @description 流程任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WorkflowTaskItem"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageWorkflowCc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowTaskQuery"];
            };
        };
        responses: {
            /** @description 流程任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WorkflowTaskItem"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWorkflowWageTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowWageTaskQuery"];
            };
        };
        responses: {
            /** @description 工资流程任务 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["WorkflowWageTask"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWorkflowWageProcessFlow: {
        parameters: {
            query: {
                /** @description 流程实例 ID */
                procInstId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 流转图 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowProcessFlow"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getWorkflowWageTask: {
        parameters: {
            query: {
                /** @description 待办任务 ID */
                taskId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 任务详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowWageTaskDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    approveWorkflowWageTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowApproveBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    rejectWorkflowWageTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowRejectBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listWorkflowTaskUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WorkflowTaskUserQuery"];
            };
        };
        responses: {
            /** @description 候选办理人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WorkflowUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
