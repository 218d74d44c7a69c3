/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/legal-service/account/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 法务账号分页
         * @description 查询法务服务的账号：用户、账号、所属组织、角色与状态，可按姓名、组织与状态筛选。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「法务账号」（/legal/account）使用。
         */
        get: operations["pageLegalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/account/queryListByCustomerId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按客户查询法务账号
         * @description 客户（租户，即集团）下的全部法务账号，不分页。
         */
        get: operations["listLegalAccountsByCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 可开通法务账号的人员
         * @description 列出所选组织中还可以开通法务账号的人员，供“新增账号”时选择用户。不分页。控制台中由「法务账号」（/legal/account）、「法务用户」（/legal/user）使用。
         */
        get: operations["listLegalCandidateUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/user/queryUserByOrgType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按组织类型查询人员
         * @description 如选择承办人时只列出公司或分公司层级的人员。
         */
        get: operations["listLegalUsersByOrgType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/menu/treeByOrg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织可用的法务菜单树
         * @description 分配角色时展示该组织可用的法务菜单；uncontrol 为真的节点仅公司层级可用。
         */
        get: operations["getLegalMenuTreeByOrg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/account/deleteAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除法务账号
         * @description 删除一个法务账号（id），此人随即不能再登录法务服务。不分页。控制台中由「法务账号」（/legal/account）使用。
         */
        post: operations["deleteLegalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/account/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增法务账号
         * @description 从系统人员中选择并开通法务账号，初始密码以短信发送。
         */
        post: operations["addLegalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/account/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑法务账号
         * @description 修改法务账号的账号名、姓名、手机号、所属组织、角色与状态。不分页。控制台中由「法务账号」（/legal/account）使用。
         */
        post: operations["updateLegalAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/account/assignRole": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 为法务账号分配角色
         * @description 为法务账号重新分配角色（roleIds 为分配后的全部角色）。不分页。控制台中由「法务账号」（/legal/account）使用。
         */
        post: operations["assignLegalAccountRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/queryOrgListByProjectIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按项目查询所属组织
         * @description 按项目 id 列表查询这些项目所属的组织，供律师函与被诉案件表单在选定项目后回填组织。不分页。控制台中由「律师函」（/legal/lawyerLetter）、「被诉案件」（/legal/accusedCase）使用。
         */
        post: operations["listLegalOrgsByProjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/queryByOrgIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 按组织查询项目
         * @description 按组织 id 列表查询其下的项目，供律师函表单的项目选择。不分页。控制台中由「律师函」（/legal/lawyerLetter）使用。
         */
        post: operations["listLegalProjectsByOrgs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 法务附件上传
         * @description 律师函扫描件、起诉状、判决书等附件上传（multipart，字段 file）。
         */
        post: operations["uploadLegalFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/org/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织下拉
         * @description 登记律师函、被诉案件时选择所属组织。
         */
        get: operations["listLegalOrgs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/project/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目下拉
         * @description 返回项目选项（可按组织与名称收窄），供法务页面的项目下拉。不分页。控制台中由「律师函」（/legal/lawyerLetter）、「被诉案件」（/legal/accusedCase）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listLegalProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/company/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建单位下拉
         * @description 律师函、案件的相对方或关联单位。
         */
        get: operations["listLegalCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/lawyerLetter/numberList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 律师函编号下拉
         * @description 按关键字、组织、季度筛选律师函编号（关联被诉案件时选择）。
         */
        get: operations["listLegalLawyerLetterNos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/accusedCase/numberList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 被诉案件编号下拉
         * @description 返回被诉案件编号选项（可按关键字、组织、季度与开庭类型收窄），供被诉案件页的案件编号下拉。不分页。控制台中由「被诉案件」（/legal/accusedCase）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listLegalAccusedCaseNos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/baseData/statusList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 基础数据：状态列表
         * @description 律师函或被诉案件的办理状态下拉。
         */
        get: operations["listLegalStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/baseData/typeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 基础数据：类型列表
         * @description 律师函或被诉案件的纠纷类型下拉。
         */
        get: operations["listLegalTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/dict/listByType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 按类型查询字典
         * @description 按字典类型返回法务字典项（如案件状态、案由），供各筛选与表单的下拉。不分页。控制台中由「被诉案件」（/legal/accusedCase）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["listLegalDictByType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/baseData/hearTypeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 庭审类型下拉
         * @description value 即被诉案件的 hearType。
         */
        get: operations["listLegalHearTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/user/basicInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前登录人法务基础信息
         * @description 读取当前登录人在法务服务中的基础信息：账号、所属组织、组织类型与角色，页面据此决定可见范围。不分页。控制台中由「法务账号」（/legal/account）、「法务用户」（/legal/user）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getLegalUserBasicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/role/queryLoginRoleId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前登录人的法务角色
         * @description 控制台据此决定法务页面的按钮与数据范围。
         */
        get: operations["getLegalLoginRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/role/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 法务角色列表
         * @description 分配角色对话框的可选角色（种子只提到 assignRole 与 queryLoginRoleId，此调用为分配角色所需的补充）。
         */
        get: operations["listLegalRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/account/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 法务账号下拉
         * @description 选择承办人时使用，不分页。
         */
        get: operations["listLegalAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/seal/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 企业电子印章分页
         * @description 企业电子印章台账（菜单 /legal/seal）。状态：0 待审核，1 已启用，2 已停用，3 已驳回；印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章。
         */
        get: operations["pageLegalSeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/seal/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增企业电子印章
         * @description 新增印章（/addSeal）。印模图片先经 /legal-service/file/upload 上传，再把返回的 url 作为 imageUrl 提交；新增后状态为 0 待审核。
         */
        post: operations["addLegalSeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/seal/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 企业电子印章详情
         * @description 印章信息及授权、用印记录（/sealDetail?id=）。记录类型：1 提交，2 审核通过，3 驳回，4 启用，5 停用，6 签署授权，7 用印。
         */
        get: operations["getLegalSealDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/seal/updateStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 启用或停用企业电子印章
         * @description status 1 启用（已停用的印章），2 停用（已启用的印章）；停用后不能再用于电子签署。
         */
        post: operations["updateLegalSealStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/seal/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除企业电子印章
         * @description 只能删除未启用（待审核、已停用、已驳回）的印章。
         */
        post: operations["deleteLegalSeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/legal-service/seal/authUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 电子印章授权链接
         * @description 取得电子签章服务的印章授权/授权协议页面地址（data.url 属于电子签章服务，控制台在新窗口打开）；需要页面的“查看协议”权限（位 256）。
         */
        post: operations["getLegalSealAuthUrl"];
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
        /** @description 法务服务账号 */
        LegalAccount: {
            /** @description 法务账号 ID */
            id: number;
            /** @description 登录账号 */
            account: string;
            /** @description 关联的系统人员 ID */
            userId?: number;
            /** @description 姓名 */
            userName: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属组织 ID */
            orgId: number;
            /** @description 所属组织名称 */
            orgName?: string;
            /**
             * @description 组织类型：1 公司，2 分公司，3 项目
             * @enum {integer}
             */
            orgType?: 1 | 2 | 3;
            /** @description 客户（租户）ID */
            customerId?: number;
            /** @description 已分配的角色 ID */
            roleIds?: number[];
            /** @description 已分配的角色名称 */
            roleNames?: string[];
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 最近登录时间（YYYY-MM-DD HH:mm:ss） */
            lastLoginTime?: string | null;
            /** @description 创建时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 系统人员（开通法务账号时选择） */
        LegalUser: {
            /** @description 人员 ID */
            userId: number;
            /** @description 姓名 */
            userName: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属组织 ID */
            orgId: number;
            /** @description 所属组织 */
            orgName?: string;
            /**
             * @description 组织类型：1 公司，2 分公司，3 项目
             * @enum {integer}
             */
            orgType?: 1 | 2 | 3;
            /** @description 岗位 */
            postName?: string;
            /** @description 是否已开通法务账号 */
            hasAccount?: boolean;
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
        /** @description 法务账号新增/编辑 */
        LegalAccountForm: {
            /** @description 账号 ID（编辑时必填） */
            id?: number;
            /** @description 关联的系统人员 ID（取自 user/list） */
            userId?: number;
            /** @description 登录账号 */
            account: string;
            /** @description 姓名 */
            userName: string;
            /** @description 手机号 */
            mobile: string;
            /** @description 所属组织 ID */
            orgId: number;
            /**
             * @description 组织类型：1 公司，2 分公司，3 项目
             * @enum {integer}
             */
            orgType?: 1 | 2 | 3;
            /** @description 角色 ID */
            roleIds?: number[];
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 为账号分配角色 */
        LegalAssignRoleBody: {
            /** @description 法务账号 ID */
            accountId: number;
            /** @description 角色 ID（覆盖原有角色） */
            roleIds: number[];
        };
        /** @description 按项目查询 */
        LegalProjectIdsBody: {
            /** @description 项目 ID 列表 */
            projectIds: number[];
        };
        /** @description 项目与所属组织 */
        LegalProjectOrg: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属分公司 ID */
            orgId: number;
            /** @description 所属分公司名称 */
            orgName?: string;
            /** @description 所属公司 ID */
            companyId?: number;
            /** @description 所属公司名称 */
            companyName?: string;
        };
        /** @description 按组织查询 */
        LegalOrgIdsBody: {
            /** @description 组织（公司、分公司）ID 列表 */
            orgIds: number[];
        };
        /** @description multipart 表单中的单个文件 */
        UploadForm: {
            /**
             * Format: binary
             * @description 上传的文件
             */
            file: Blob;
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
        /** @description 组织 */
        LegalOrg: {
            /** @description 组织 ID */
            orgId: number;
            /** @description 组织名称 */
            orgName: string;
            /**
             * @description 组织类型：1 公司，2 分公司，3 项目
             * @enum {integer}
             */
            orgType?: 1 | 2 | 3;
            /** @description 上级组织 ID；顶级为 0 */
            parentId?: number;
            /** @description 组织内部编号 */
            innerid?: string;
        };
        /** @description 参建单位 */
        LegalCompany: {
            /** @description 参建单位 ID */
            companyId: number;
            /** @description 单位名称 */
            companyName: string;
            /** @description 单位类型（劳务分包、专业分包、总包） */
            companyType?: string;
            /** @description 统一社会信用代码 */
            creditCode?: string;
        };
        /** @description 律师函编号下拉项 */
        LegalLawyerLetterOption: {
            /** @description 律师函编号 */
            lawyerLetterNo: string;
            /** @description 律师函标题 */
            letterTitle?: string;
            /** @description 所属季度（YYYY-Qn） */
            quarterNo?: string;
            /** @description 承办人 */
            personName?: string;
            /** @description 项目名称 */
            projectName: string;
            /** @description 所属组织 ID */
            orgId: number;
            /** @description 所属组织名称 */
            orgName?: string;
        };
        /** @description 被诉案件编号下拉项 */
        LegalAccusedCaseOption: {
            /** @description 被诉案件编号（法院案号） */
            accusedCaseNo: string;
            /** @description 案件名称 */
            accusedCaseName: string;
            /** @description 所属季度（YYYY-Qn） */
            quarterNo?: string;
            /** @description 承办人 */
            personName?: string;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 所属组织 ID */
            orgId: number;
            /** @description 所属组织名称 */
            orgName?: string;
            /**
             * @description 庭审类型：1 开庭审理，2 庭前调解，3 仲裁开庭，4 宣判
             * @enum {integer}
             */
            hearType?: 1 | 2 | 3 | 4;
            /** @description 开庭（或调解、宣判）时间（YYYY-MM-DD HH:mm:ss） */
            hearTime?: string | null;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description 字典项 */
        LegalDictItem: {
            /** @description 字典类型 */
            dictType: string;
            /** @description 显示文字 */
            dictLabel: string;
            /** @description 字典值 */
            dictValue: string;
            /** @description 排序号 */
            sort?: number;
            /** @description 备注 */
            remark?: string | null;
        };
        /** @description 当前登录人的法务基础信息 */
        LegalUserBasicInfo: {
            /** @description 人员 ID */
            userId: number;
            /** @description 法务账号 ID */
            accountId?: number;
            /** @description 登录账号 */
            account?: string;
            /** @description 姓名 */
            userName: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属组织 ID */
            orgId: number;
            /** @description 所属组织名称 */
            orgName?: string;
            /**
             * @description 组织类型：1 公司，2 分公司，3 项目
             * @enum {integer}
             */
            orgType?: 1 | 2 | 3;
            /** @description 客户（租户）ID */
            customerId?: number;
            /** @description 客户名称 */
            customerName?: string;
            /** @description 角色 ID */
            roleIds?: number[];
            /** @description 角色名称 */
            roleNames?: string[];
        };
        /** @description 法务角色 */
        LegalRole: {
            /** @description 角色 ID */
            roleId: number;
            /** @description 角色名称 */
            roleName: string;
            /** @description 角色编码 */
            roleCode?: string;
            /**
             * @description 数据范围：1 全部，2 本组织及下级，3 本项目，4 仅本人承办
             * @enum {integer}
             */
            dataScope?: 1 | 2 | 3 | 4;
        };
        /** @description 企业电子印章 */
        LegalSeal: {
            /** @description 印章 ID */
            id: number;
            /** @description 印章编号 */
            sealNo?: string;
            /** @description 印章名称 */
            sealName: string;
            /**
             * @description 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章
             * @enum {integer}
             */
            sealType: 1 | 2 | 3 | 4;
            /** @description 企业（参建单位）ID */
            companyId: number;
            /** @description 企业名称 */
            companyName: string;
            /** @description 统一社会信用代码 */
            creditCode?: string;
            /** @description 法定代表人 */
            legalPerson?: string;
            /** @description 印章保管人 */
            keeperName?: string;
            /** @description 保管人手机号 */
            keeperMobile?: string;
            /** @description 印模图片地址 */
            imageUrl?: string;
            /** @description 授权有效期开始（YYYY-MM-DD） */
            validStart?: string;
            /** @description 授权有效期结束（YYYY-MM-DD） */
            validEnd?: string;
            /**
             * @description 状态：0 待审核，1 已启用，2 已停用，3 已驳回
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /**
             * @description 电子签章授权：0 未授权，1 已授权
             * @enum {integer}
             */
            authStatus?: 0 | 1;
            /** @description 累计用印次数 */
            useCount?: number;
            /** @description 驳回原因 */
            rejectReason?: string | null;
            /** @description 提交人 */
            createBy?: string;
            /** @description 提交时间（YYYY-MM-DD HH:mm:ss） */
            createTime?: string;
        };
        /** @description 新增企业电子印章 */
        LegalSealForm: {
            /** @description 企业（参建单位）ID */
            companyId: number;
            /** @description 印章名称 */
            sealName: string;
            /**
             * @description 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章
             * @enum {integer}
             */
            sealType: 1 | 2 | 3 | 4;
            /** @description 印模图片地址（/legal-service/file/upload 返回的 url） */
            imageUrl: string;
            /** @description 法定代表人 */
            legalPerson: string;
            /** @description 印章保管人 */
            keeperName: string;
            /** @description 保管人手机号 */
            keeperMobile: string;
            /**
             * Format: date
             * @description 授权有效期开始（YYYY-MM-DD）
             */
            validStart: string;
            /**
             * Format: date
             * @description 授权有效期结束（YYYY-MM-DD）
             */
            validEnd: string;
            /** @description 用途说明 */
            remark?: string;
        };
        /** @description 企业电子印章详情 */
        LegalSealDetail: components["schemas"]["LegalSeal"] & {
            /** @description 用途说明 */
            remark?: string | null;
            /** @description 电子签章授权给（经办人） */
            authorizedTo?: string | null;
            /** @description 授权时间（YYYY-MM-DD HH:mm:ss） */
            authTime?: string | null;
            /** @description 授权与用印记录，按时间倒序 */
            records?: components["schemas"]["LegalSealRecord"][];
        };
        /** @description 印章授权/用印记录 */
        LegalSealRecord: {
            /** @description 记录 ID */
            id: number;
            /**
             * @description 记录类型：1 提交，2 审核通过，3 驳回，4 启用，5 停用，6 签署授权，7 用印
             * @enum {integer}
             */
            recordType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            /** @description 内容（用印文件、授权说明等） */
            content?: string;
            /** @description 操作人 */
            operatorName?: string;
            /** @description 时间（YYYY-MM-DD HH:mm:ss） */
            createTime: string;
        };
        /** @description 启用/停用印章 */
        LegalSealStatusBody: {
            /** @description 印章 ID */
            id: number;
            /**
             * @description 目标状态：1 启用，2 停用
             * @enum {integer}
             */
            status: 1 | 2;
        };
        /** @description 电子签章服务的授权页面 */
        LegalSealAuthUrl: {
            /** @description 授权/授权协议页面地址（电子签章服务） */
            url: string;
            /** @description 链接失效时间（YYYY-MM-DD HH:mm:ss） */
            expireTime?: string;
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
        /** @description 页码，从 1 开始 */
        PageNum: number;
        /** @description 每页条数（10、20、50、100） */
        PageSize: number;
        /** @description 组织 ID（公司、分公司或项目） */
        OrgId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    pageLegalAccounts: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 姓名（模糊） */
                userName?: string;
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 状态：0 停用，1 启用 */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 法务账号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["LegalAccount"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalAccountsByCustomer: {
        parameters: {
            query: {
                /** @description 客户（租户）ID */
                customerId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 法务账号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalCandidateUsers: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 姓名（模糊） */
                userName?: string;
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
                        data: components["schemas"]["LegalUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalUsersByOrgType: {
        parameters: {
            query: {
                /** @description 组织类型：1 公司，2 分公司，3 项目 */
                orgType: number;
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
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
                        data: components["schemas"]["LegalUser"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLegalMenuTreeByOrg: {
        parameters: {
            query: {
                /** @description 组织 ID */
                orgId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 菜单树 */
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
    deleteLegalAccount: {
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
    addLegalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalAccountForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为账号 ID */
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
    updateLegalAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalAccountForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    assignLegalAccountRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalAssignRoleBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalOrgsByProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalProjectIdsBody"];
            };
        };
        responses: {
            /** @description 项目与所属组织 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalProjectOrg"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalProjectsByOrgs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalOrgIdsBody"];
            };
        };
        responses: {
            /** @description 组织下的项目 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalProjectOrg"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    uploadLegalFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadForm"];
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
                        data: components["schemas"]["FileUrl"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalOrgs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 组织 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalOrg"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalProjects: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 项目名称（模糊） */
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
                        data: components["schemas"]["LegalProjectOrg"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalCompanies: {
        parameters: {
            query?: {
                /** @description 项目 ID */
                projectId?: number;
                /** @description 单位名称（模糊） */
                companyName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 参建单位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalCompany"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalLawyerLetterNos: {
        parameters: {
            query?: {
                /** @description 编号或标题关键字 */
                keyword?: string;
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 季度（YYYY-Qn） */
                quarterNo?: string;
                /** @description 项目名称（模糊） */
                projectName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 律师函编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalLawyerLetterOption"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalAccusedCaseNos: {
        parameters: {
            query?: {
                /** @description 案号或案件名称关键字 */
                keyword?: string;
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 季度（YYYY-Qn） */
                quarterNo?: string;
                /** @description 庭审类型：1 开庭审理，2 庭前调解，3 仲裁开庭，4 宣判 */
                hearType?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 被诉案件编号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalAccusedCaseOption"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalStatuses: {
        parameters: {
            query: {
                /** @description 业务：lawyerLetter 律师函，accusedCase 被诉案件 */
                bizType: "lawyerLetter" | "accusedCase";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 状态 */
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
    listLegalTypes: {
        parameters: {
            query: {
                /** @description 业务：lawyerLetter 律师函，accusedCase 被诉案件 */
                bizType: "lawyerLetter" | "accusedCase";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 类型 */
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
    listLegalDictByType: {
        parameters: {
            query: {
                /** @description 字典类型，如 legal_court（受理法院）、legal_letter_source（律师函来源） */
                dictType: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 字典项 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalDictItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalHearTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 庭审类型 */
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
    getLegalUserBasicInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 基础信息 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalUserBasicInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getLegalLoginRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 当前角色 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalRole"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalRoles: {
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
                        data: components["schemas"]["LegalRole"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listLegalAccounts: {
        parameters: {
            query?: {
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 状态：0 停用，1 启用 */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 法务账号 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalAccount"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageLegalSeals: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 企业名称（模糊） */
                companyName?: string;
                /** @description 印章类型：1 公章，2 合同专用章，3 财务专用章，4 法人章 */
                sealType?: 1 | 2 | 3 | 4;
                /** @description 状态：0 待审核，1 已启用，2 已停用，3 已驳回 */
                status?: 0 | 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 企业电子印章 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["LegalSeal"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addLegalSeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalSealForm"];
            };
        };
        responses: {
            /** @description 新增结果，data 为印章 ID */
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
    getLegalSealDetail: {
        parameters: {
            query: {
                /** @description 印章 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 印章详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalSealDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateLegalSealStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LegalSealStatusBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteLegalSeal: {
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
    getLegalSealAuthUrl: {
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
            /** @description 授权页面地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LegalSealAuthUrl"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
