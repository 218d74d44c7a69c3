/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/org/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 管理人员列表
         * @description 组织或项目的管理人员（下拉与“管理人员”页使用）；不传 project_id 时按当前身份的组织范围返回。
         */
        get: operations["listOrgManagers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/select/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 组织树（顶栏切换器）
         * @description 顶栏组织树切换器（source 低于 4 时显示，带搜索）。节点 name、value（ID）、type（1 批次/组织，2 批次下的项目——项目从父节点取 org_batch_id）、
         *     children、is_have_bim；空 children 已移除。选中叶子（项目）在新标签页打开该项目。控制台缓存该树，切换身份时清除。
         */
        get: operations["getOrgSelectTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/branch/project/tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 公司—分公司—项目树
         * @description 顶栏助手“organisation branch project tree”（种子未给路径，由我们设计）：id、label、children、uncontrol 形式的树（种子 000 §3 的另一种树），
         *     组织节点带 innerid（控制台在两级内按 innerid 找父节点）。uncontrol 为真的节点当前身份无权管理、不可选。
         *     组织架构页的左侧树面板与各页面的“组织/项目”筛选使用。
         */
        get: operations["getOrgBranchProjectTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/map/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 地址转经纬度
         * @description 项目表单填写地址后取经纬度（地图选点回填）。种子只说“Map geocode”，路径与字段由我们设计。
         */
        get: operations["geocodeAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/map/regeocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 经纬度转地址
         * @description 在地图上点选位置后回填地址。种子只说“reverse geocode”，路径与字段由我们设计。
         */
        get: operations["reverseGeocodeLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/corp/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建企业分页
         * @description 查询项目的参建企业：企业名称、统一社会信用代码、参建类型、负责人与状态。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「参建企业」（/system/corp）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["pageOrgCorps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/corp/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建企业下拉
         * @description 人员、班组表单的“所属企业”下拉。
         */
        get: operations["listOrgCorpOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/corp/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 参建企业详情
         * @description 读取一家参建企业的全部信息，供编辑弹窗回填。不分页。控制台中由「参建企业」（/system/corp）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getOrgCorp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/corp/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增参建企业
         * @description 统一社会信用代码在系统内唯一；重复时 code 非 0 并提示。
         */
        post: operations["addOrgCorp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/corp/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑参建企业
         * @description 修改参建企业的名称、信用代码、参建类型、法定代表人、联系人与地址。不分页。控制台中由「参建企业」（/system/corp）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["editOrgCorp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/corp/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除参建企业
         * @description 企业下仍有在场班组或工人时不能删除（code 非 0 并提示）。
         */
        post: operations["deleteOrgCorp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目分页
         * @description 查询组织下的项目：项目名称、所属组织、类型、地址、是否有 BIM 与状态。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「工资初始名单」（/wages/initList）、「考勤确认任务」（/wages/attendConfirm）、「手动预结算」（/wages/manualExp）、「应急支付」（/wages/emergency）、「问题工资」（/wages/trouble）、「公对公支付」（/wages/troublePublic）、「工资专户台账」（/wages/accountLedger）、「保证金台账」（/wages/depositLedger）、「核心数据」（/wages/coreData）、「基础配置」（/wages/baseConfig）、「短信接收人」（/wages/smsReceive）、「工资流程任务」（/wages/flowTask）、「班组管理」（/person/team）、「组织架构」（/system/orgTree）、「项目管理」（/system/project）、「AI 参建单位」（/system/aiCompany）、「单项配置」（/system/config）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["pageOrgProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目详情
         * @description 读取一个项目（project_id）的全部信息，供项目编辑与组织架构页。不分页。控制台中由「组织架构」（/system/orgTree）、「项目管理」（/system/project）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getOrgProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增项目
         * @description 地址填写后可调地址转经纬度（geocodeAddress）回填 lng、lat；新项目状态为 0 筹建。
         */
        post: operations["addOrgProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑项目
         * @description 修改项目的名称、所属组织批次、类型、地址、坐标、BIM 标志与状态。不分页。控制台中由「项目管理」（/system/project）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        post: operations["editOrgProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/project/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 修改项目状态
         * @description 状态流转：0 筹建 → 1 在建；1 在建 ⇄ 2 停工；1 在建 → 3 竣工（竣工后不可再改）。停工与竣工须填写原因。
         *     页面 power_value 含 1024 位时不允许修改状态（000 §6 editStatus）。
         */
        post: operations["changeOrgProjectStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 人员账号分页
         * @description 管理人员及其登录账号（“人员账号”页）。
         */
        get: operations["pageOrgPersons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 人员账号详情
         * @description 读取一个人员账号：姓名、账号、手机号、所属组织、角色与状态。不分页。控制台中由「管理人员」（/person/manager）使用。种子没有写出这个调用的路径，路径与字段由我们设计（x-inferred），待后端确认。
         */
        get: operations["getOrgPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增人员账号
         * @description 校验（种子 000 §5 的人员表单规则）：所属企业必填（“所属企业不能为空”）；姓名必填（“姓名不能为空”）；身份证 15 或 18 位（“身份证号格式错误”）；
         *     手机号必填且合法（“手机号格式错误”）；角色必填（“角色不能为空”）。账号默认为手机号，初始密码以短信发送。
         */
        post: operations["addOrgPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑人员账号
         * @description 校验规则同新增。
         */
        post: operations["editOrgPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除人员账号
         * @description 同时注销其登录账号与全部身份；已绑定安全帽的先解绑。
         */
        post: operations["deleteOrgPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/person/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重置人员密码
         * @description 管理员为人员设置新密码（8～16 位，至少 1 个字母、1 位数字与 1 个特殊字符，种子 000 §5），并短信通知本人。
         */
        post: operations["resetOrgPersonPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/role/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 角色下拉
         * @description 人员表单的“角色”下拉，按账号级别过滤（不传为当前身份可分配的角色）。
         */
        get: operations["listOrgRoleOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/config/single/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 项目单项配置详情
         * @description 一个项目一条的考勤、报警与实名制参数（“单项配置”页的表单）。项目未配置时返回系统默认值（id 为 0）。
         */
        get: operations["getOrgSingleConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/config/single/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存项目单项配置
         * @description 保存项目的单项配置：考勤起止时间、每日工时、缺勤判定等，保存后立即对该项目生效。不分页。控制台中由「单项配置」（/system/config）使用。
         */
        post: operations["editOrgSingleConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/config/single/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 各项目单项配置一览
         * @description 组织级查看所属各项目的考勤、报警与实名制参数，customized 为 0 的项目使用系统默认值。种子只给出 /pc/config/* 通配组，本调用为设计。
         */
        get: operations["listOrgSingleConfigs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/config/single/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 系统默认单项配置
         * @description 未单独配置的项目使用的默认值（id 为 0），“恢复默认”前展示给用户对比。种子只给出 /pc/config/* 通配组，本调用为设计。
         */
        get: operations["getOrgDefaultSingleConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/config/single/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 项目单项配置恢复默认
         * @description 删除项目的单独配置，之后该项目使用系统默认值。种子只给出 /pc/config/* 通配组，本调用为设计。
         */
        post: operations["resetOrgSingleConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/team/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 班组分页
         * @description 方法种子未写，按同组查询类调用选用 GET。
         */
        get: operations["listOrgTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/team/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 班组下拉
         * @description 工人列表、考勤等页面的“班组”筛选。
         */
        get: operations["listOrgTeamOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/team/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或编辑班组
         * @description 不带 id 为新增（新班组状态为 0 待进场，须“进场”后工人才能考勤）。方法种子未写，按同组写操作选用 POST。
         */
        post: operations["editOrgTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/team/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除班组
         * @description 只能删除没有工人的班组（否则 code 非 0 并提示）。方法种子未写，按同组写操作选用 POST。
         */
        post: operations["deleteOrgTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/team/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组进场
         * @description 状态 0 待进场（或 2 已退场后再次进场）→ 1 已进场；进场后班组工人可考勤、可绑定安全帽。方法种子未写，按同组写操作选用 POST。
         */
        post: operations["checkinOrgTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/team/exit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 班组退场
         * @description 状态 1 已进场 → 2 已退场；exit_workers 为真时班组在场工人一并退场（安全帽自动归还）。工资未结清的班组服务端拒绝并提示。方法种子未写，按同组写操作选用 POST。
         */
        post: operations["exitOrgTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人花名册分页
         * @description 方法种子未写，按同组查询类调用选用 GET。
         */
        get: operations["listOrgWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或编辑工人
         * @description 工人花名册的“新增”与“编辑”（菜单 人员管理 / 工人花名册）。不带 id 为新增：新工人状态为 0 待进场，
         *     实名、安全教育、劳动合同均为未完成；带 id 为编辑（身份证号不可改）。表单规则取自种子 000 §5 的用户表单：
         *     所属企业必填（所属企业不能为空）、姓名必填（姓名不能为空）、身份证号 15 或 18 位（身份证号格式错误）、
         *     手机号 1 开头第二位 3-9 共 11 位（手机号格式错误）。同一项目内身份证号重复时 code 非 0 并提示。
         *     种子只写了 /pc/worker/* 通配组，路径、方法与字段由我们设计。
         */
        post: operations["editOrgWorker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人详情
         * @description 工人详情页（隐藏菜单 /person/workerDetail）：基本信息、证件、银行卡、合同、黑名单与评价。方法种子未写，按同组查询类调用选用 GET。
         */
        get: operations["getOrgWorkerDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/attendance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人月度出勤
         * @description 工人详情页的出勤日历：某月每天的首末次打卡、工时与状态及月度汇总。方法种子未写，按同组查询类调用选用 GET。
         */
        get: operations["getOrgWorkerAttendance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/worker/complaint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 工人投诉记录
         * @description 工人详情页与花名册的“投诉记录”（只读；受理、处理、终止与下派在工人投诉模块）。方法种子未写，按同组查询类调用选用 GET。
         */
        get: operations["listOrgWorkerComplaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/ai_company/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI 参建单位分页
         * @description AI 人脸抓拍平台中登记的参建单位（抓拍结果按单位归属、统计与下拉使用）。方法种子未写，按 bam-service 查询类调用（aiResults 均为 GET）选用 GET。
         */
        get: operations["pageAiCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/ai_company/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI 参建单位详情
         * @description 方法种子未写，按 bam-service 查询类调用选用 GET。
         */
        get: operations["getAiCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/ai_company/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增 AI 参建单位
         * @description 同一项目内单位不可重复登记。方法种子未写，按 bam-service 写操作（feedback 为 POST）选用 POST。
         */
        post: operations["addAiCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/ai_company/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 编辑 AI 参建单位
         * @description 方法种子未写，按 bam-service 写操作选用 POST。
         */
        post: operations["updateAiCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bam-service/ai_company/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除 AI 参建单位
         * @description 方法种子未写，按 bam-service 写操作选用 POST。
         */
        post: operations["deleteAiCompany"];
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
        /** @description 管理人员（下拉与列表） */
        OrgManager: {
            /** @description 管理人员 ID */
            id: number;
            /** @description 姓名 */
            name: string;
            /** @description 岗位（项目经理、专职安全员、施工员、劳务管理员、安全总监……） */
            post_name?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 所属组织或项目 ID */
            org_id?: number;
            /** @description 所属组织或项目名称 */
            org_name?: string;
            /** @description 项目 ID（组织人员为 0） */
            project_id?: number;
            /** @description 绑定的安全帽编号（未绑定为 null） */
            hat_innerid?: string | null;
            /** @description 状态：0 停用，1 在岗 */
            status?: number;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 组织树节点（种子 000 §3：name、value、type、children、is_have_bim） */
        OrgSelectNode: {
            /** @description 组织或项目名称 */
            name: string;
            /** @description 组织或项目 ID */
            value: number;
            /**
             * @description 节点类型：1 批次（集团、分公司），2 批次下的项目（org_batch_id 取父节点的 value）
             * @enum {integer}
             */
            type: 1 | 2;
            /** @description 内部编号（控制台在两级内按 innerid 找父节点） */
            innerid?: string;
            /** @description BIM 标志（含 BIM 字样表示有 BIM 模型；组织节点为 0） */
            is_have_bim?: string;
            /** @description 下级节点；空列表已移除 */
            children?: components["schemas"]["OrgSelectNode"][];
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
        /** @description 地址解析结果 */
        OrgGeocode: {
            /** @description 经度（GCJ-02） */
            lng: number;
            /** @description 纬度（GCJ-02） */
            lat: number;
            /** @description 规范化地址 */
            formatted_address: string;
            /** @description 省 */
            province?: string;
            /** @description 市 */
            city?: string;
            /** @description 区县 */
            district?: string;
            /** @description 行政区划代码 */
            adcode?: string;
            /** @description 匹配级别（门牌号、道路、区县……） */
            level?: string;
        };
        /** @description 逆地址解析结果 */
        OrgRegeocode: {
            /** @description 经度 */
            lng?: number;
            /** @description 纬度 */
            lat?: number;
            /** @description 完整地址 */
            formatted_address: string;
            /** @description 省 */
            province?: string;
            /** @description 市 */
            city?: string;
            /** @description 区县 */
            district?: string;
            /** @description 乡镇街道 */
            township?: string;
            /** @description 道路 */
            street?: string;
            /** @description 门牌号 */
            street_number?: string;
            /** @description 行政区划代码 */
            adcode?: string;
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
        /** @description 参建企业（列表行） */
        OrgCorp: {
            /** @description 企业 ID */
            id: number;
            /** @description 企业名称 */
            corp_name: string;
            /** @description 统一社会信用代码 */
            credit_code?: string;
            /**
             * @description 企业类型：1 总包，2 劳务分包，3 专业分包
             * @enum {integer}
             */
            corp_type: 1 | 2 | 3;
            /** @description 法定代表人 */
            legal_person?: string;
            /** @description 联系人 */
            contact_name?: string;
            /** @description 联系电话 */
            contact_mobile?: string;
            /** @description 注册地址 */
            address?: string;
            /** @description 注册资本（元） */
            reg_capital?: number;
            /** @description 资质等级 */
            qualification?: string;
            /** @description 参建项目数 */
            project_count?: number;
            /** @description 班组数 */
            team_count?: number;
            /** @description 工人数（累计登记） */
            worker_count?: number;
            /**
             * @description 状态：0 停用，1 正常
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 创建时间 YYYY-MM-DD HH:mm:ss */
            create_time?: string;
        };
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
        };
        /** @description 参建企业详情 */
        OrgCorpDetail: components["schemas"]["OrgCorp"] & {
            /** @description 工资专户开户行 */
            bank_name?: string;
            /** @description 工资专户账号（脱敏） */
            bank_account?: string;
            /** @description 安全生产许可证号 */
            safety_license_no?: string;
            /**
             * Format: date
             * @description 安全生产许可证有效期 YYYY-MM-DD
             */
            safety_license_expire?: string;
            /** @description 参建项目 */
            projects?: {
                /** @description 项目 ID */
                project_id: number;
                /** @description 项目名称 */
                project_name: string;
                /**
                 * Format: date
                 * @description 进场日期
                 */
                enter_date?: string;
                /** @description 在该项目的班组数 */
                team_count?: number;
                /** @description 在该项目的工人数 */
                worker_count?: number;
            }[];
        };
        /** @description 参建企业表单 */
        OrgCorpForm: {
            /** @description 企业名称 */
            corp_name: string;
            /** @description 统一社会信用代码（18 位） */
            credit_code: string;
            /**
             * @description 企业类型：1 总包，2 劳务分包，3 专业分包
             * @enum {integer}
             */
            corp_type: 1 | 2 | 3;
            /** @description 法定代表人 */
            legal_person?: string;
            /** @description 联系人 */
            contact_name?: string;
            /** @description 联系电话 */
            contact_mobile?: string;
            /** @description 注册地址 */
            address?: string;
            /** @description 注册资本（元） */
            reg_capital?: number;
            /** @description 资质等级 */
            qualification?: string;
            /** @description 参建项目 ID（仅新增/编辑时提交） */
            project_ids?: number[];
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
        /** @description 项目（列表行） */
        OrgProject: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name: string;
            /** @description 项目内部编号 */
            innerid?: string;
            /** @description 所属批次（分公司）ID */
            org_batch_id: number;
            /** @description 所属分公司 */
            org_name?: string;
            /**
             * @description 工程类型：1 房屋建筑，2 市政工程，3 轨道交通，4 公共建筑
             * @enum {integer}
             */
            project_type?: 1 | 2 | 3 | 4;
            /** @description 项目地址 */
            address?: string;
            /** @description 经度 */
            lng?: number;
            /** @description 纬度 */
            lat?: number;
            /** @description BIM 标志 */
            is_have_bim?: string;
            /**
             * @description 状态：0 筹建，1 在建，2 停工，3 竣工
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /**
             * Format: date
             * @description 开工日期
             */
            start_date?: string;
            /**
             * Format: date
             * @description 计划竣工日期
             */
            end_date?: string;
            /** @description 合同金额（元） */
            contract_amount?: number;
            /** @description 建筑面积（平方米） */
            build_area?: number;
            /** @description 项目经理 */
            manager_name?: string;
            /** @description 项目经理电话 */
            manager_mobile?: string;
            /** @description 班组数 */
            team_count?: number;
            /** @description 在场工人数 */
            worker_count?: number;
            /** @description 最近一次修改状态的原因（停工、竣工时必填） */
            status_reason?: string | null;
            /** @description 最近一次修改状态的时间 YYYY-MM-DD HH:mm:ss */
            status_time?: string | null;
            /** @description 创建时间 YYYY-MM-DD HH:mm:ss */
            create_time?: string;
        };
        /** @description 项目详情 */
        OrgProjectDetail: components["schemas"]["OrgProject"] & {
            /** @description 建设单位 */
            construction_unit?: string;
            /** @description 监理单位 */
            supervision_unit?: string;
            /** @description 设计单位 */
            design_unit?: string;
            /** @description 施工许可证号 */
            permit_no?: string;
            /** @description 电子围栏多边形顶点 [经度, 纬度] */
            fence?: number[][];
            /** @description 参建企业 */
            corps?: {
                /** @description 企业 ID */
                corp_id: number;
                /** @description 企业名称 */
                corp_name: string;
                /** @description 企业类型：1 总包，2 劳务分包，3 专业分包 */
                corp_type?: number;
            }[];
        };
        /** @description 项目表单 */
        OrgProjectForm: {
            /** @description 项目名称 */
            project_name: string;
            /** @description 所属批次（分公司）ID */
            org_batch_id: number;
            /**
             * @description 工程类型：1 房屋建筑，2 市政工程，3 轨道交通，4 公共建筑
             * @enum {integer}
             */
            project_type: 1 | 2 | 3 | 4;
            /** @description 项目地址 */
            address: string;
            /** @description 经度（可由地址解析回填） */
            lng?: number;
            /** @description 纬度 */
            lat?: number;
            /** @description BIM 标志（BIM 有模型，0 无） */
            is_have_bim?: string;
            /**
             * Format: date
             * @description 开工日期
             */
            start_date?: string;
            /**
             * Format: date
             * @description 计划竣工日期
             */
            end_date?: string;
            /** @description 合同金额（元） */
            contract_amount?: number;
            /** @description 建筑面积（平方米） */
            build_area?: number;
            /** @description 项目经理 */
            manager_name?: string;
            /** @description 项目经理电话 */
            manager_mobile?: string;
            /** @description 建设单位 */
            construction_unit?: string;
            /** @description 监理单位 */
            supervision_unit?: string;
            /** @description 设计单位 */
            design_unit?: string;
            /** @description 施工许可证号 */
            permit_no?: string;
        };
        /** @description 修改项目状态 */
        OrgProjectStatusBody: {
            /** @description 项目 ID */
            project_id: number;
            /**
             * @description 目标状态：0 筹建，1 在建，2 停工，3 竣工
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 原因（停工、竣工时必填） */
            reason?: string;
        };
        /** @description 人员账号（列表行） */
        OrgPerson: {
            /** @description 人员 ID */
            id: number;
            /** @description 姓名 */
            name: string;
            /** @description 登录账号 */
            account?: string;
            /** @description 手机号 */
            mobile: string;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 所属企业 ID */
            corp_id?: number;
            /** @description 所属企业 */
            corp_name?: string;
            /** @description 角色 ID */
            role_id: number;
            /** @description 角色名称 */
            role_name?: string;
            /** @description 岗位 */
            post_name?: string;
            /** @description 账号级别（2 集团，3 分公司，4 项目，5 班组，10 劳务企业） */
            source?: number;
            /** @description 所属组织或项目 ID */
            org_id?: number;
            /** @description 所属组织或项目 */
            org_name?: string;
            /** @description 绑定的安全帽编号 */
            hat_innerid?: string | null;
            /**
             * @description 账号状态：0 停用，1 启用
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 最近登录时间（从未登录为 null） */
            last_login_time?: string | null;
            /**
             * @description 性别：1 男，2 女
             * @enum {integer}
             */
            sex?: 1 | 2;
            /** @description 证件照地址 */
            photo_url?: string | null;
            /**
             * Format: date
             * @description 进项目日期
             */
            entry_date?: string | null;
            /** @description 创建时间 */
            create_time?: string;
        };
        /** @description 人员账号详情 */
        OrgPersonDetail: components["schemas"]["OrgPerson"] & {
            /**
             * @description 性别：1 男，2 女
             * @enum {integer}
             */
            sex?: 1 | 2;
            /** @description 头像地址 */
            avatar?: string;
            /** @description 岗位证书编号（安全员 C 证等） */
            certificate_no?: string;
            /** @description 该账号可切换的身份 */
            identities?: {
                /** @description 身份内部编号 */
                innerid: string;
                /** @description 项目或组织名称 */
                project_name: string;
                /** @description 账号级别 */
                source?: number;
                /** @description 角色 ID */
                role_id?: number;
            }[];
        };
        /** @description 人员账号表单（种子 000 §5 的人员表单规则） */
        OrgPersonForm: {
            /** @description 所属企业（必填，“所属企业不能为空”） */
            corp_id: number;
            /** @description 姓名（必填，“姓名不能为空”） */
            name: string;
            /** @description 身份证号，15 或 18 位（“身份证号格式错误”） */
            id_card: string;
            /** @description 手机号，同时作为登录账号（“手机号格式错误”） */
            mobile: string;
            /** @description 角色（必填，“角色不能为空”） */
            role_id: number;
            /** @description 岗位 */
            post_name?: string;
            /** @description 所属组织或项目 ID */
            org_id?: number;
            /**
             * @description 账号状态：0 停用，1 启用
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        /** @description 重置人员密码 */
        OrgPersonPasswordBody: {
            /** @description 人员 ID */
            id: number;
            /** @description 新密码（8～16 位，至少 1 个字母、1 位数字与 1 个特殊字符） */
            new_password: string;
        };
        /** @description 项目单项配置（含项目名与更新信息） */
        OrgSingleConfig: components["schemas"]["OrgSingleConfigForm"] & {
            /** @description 配置 ID（未配置、返回默认值时为 0） */
            id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 最后修改人 */
            update_by?: string;
            /** @description 最后修改时间 */
            update_time?: string;
        };
        /** @description 项目单项配置 */
        OrgSingleConfigForm: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 考勤开始时间 HH:mm */
            attendance_start_time?: string;
            /** @description 考勤结束时间 HH:mm */
            attendance_end_time?: string;
            /** @description 每日标准工时（小时） */
            work_hours_per_day?: number;
            /** @description 连续缺勤几天报警 */
            absence_alarm_days?: number;
            /** @description 安全帽未佩戴超过多少分钟报警 */
            hat_unwear_alarm_minutes?: number;
            /** @description 区域滞留超过多少分钟报警 */
            stayin_alarm_minutes?: number;
            /** @description 静止超过多少分钟报警 */
            stationary_alarm_minutes?: number;
            /** @description 男性工人年龄上限 */
            male_age_limit?: number;
            /** @description 女性工人年龄上限 */
            female_age_limit?: number;
            /**
             * @description 是否强制实名制：0 否，1 是
             * @enum {integer}
             */
            real_name_required?: 0 | 1;
            /**
             * @description 是否须完成三级教育才能进场：0 否，1 是
             * @enum {integer}
             */
            education_required?: 0 | 1;
            /** @description 每月工资发放日 */
            wage_pay_day?: number;
        };
        /** @description 各项目配置一览的一行 */
        OrgSingleConfigRow: {
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name: string;
            /** @description 所属分公司 */
            org_name?: string;
            /**
             * @description 是否已单独配置：0 使用默认值，1 已单独配置
             * @enum {integer}
             */
            customized: 0 | 1;
            /** @description 考勤开始时间 HH:mm */
            attendance_start_time?: string;
            /** @description 考勤结束时间 HH:mm */
            attendance_end_time?: string;
            /** @description 未戴安全帽报警阈值（分钟） */
            hat_unwear_alarm_minutes?: number;
            /** @description 男性年龄上限 */
            male_age_limit?: number;
            /** @description 女性年龄上限 */
            female_age_limit?: number;
            /** @description 每月发薪日 */
            wage_pay_day?: number;
            /** @description 最后修改人（未配置为空） */
            update_by?: string;
            /** @description 最后修改时间（未配置为空） */
            update_time?: string;
        };
        /** @description 班组（列表行） */
        OrgTeam: {
            /** @description 班组 ID */
            id: number;
            /** @description 班组名称 */
            team_name: string;
            /** @description 项目 ID */
            project_id: number;
            /** @description 项目名称 */
            project_name?: string;
            /** @description 所属企业 ID */
            corp_id?: number;
            /** @description 所属企业 */
            corp_name?: string;
            /** @description 班组长工人 ID */
            leader_worker_id?: number;
            /** @description 班组长 */
            leader_name?: string;
            /** @description 班组长电话 */
            leader_mobile?: string;
            /** @description 主要工种 */
            work_type?: string;
            /** @description 登记工人数 */
            worker_count?: number;
            /** @description 在场工人数 */
            on_site_count?: number;
            /**
             * @description 状态：0 待进场，1 已进场，2 已退场
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 进场日期 YYYY-MM-DD */
            checkin_date?: string | null;
            /** @description 退场日期 YYYY-MM-DD */
            exit_date?: string | null;
            /** @description 创建时间 */
            create_time?: string;
        };
        /** @description 班组表单（不带 id 为新增） */
        OrgTeamForm: {
            /** @description 班组 ID（编辑时必填） */
            id?: number;
            /** @description 班组名称 */
            team_name: string;
            /** @description 项目 ID */
            project_id: number;
            /** @description 所属企业 ID */
            corp_id: number;
            /** @description 班组长（工人 ID） */
            leader_worker_id?: number;
            /** @description 主要工种 */
            work_type?: string;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 班组进场 */
        OrgTeamCheckinBody: {
            /** @description 班组 ID */
            id: number;
            /**
             * Format: date
             * @description 进场日期
             */
            checkin_date: string;
        };
        /** @description 班组退场 */
        OrgTeamExitBody: {
            /** @description 班组 ID */
            id: number;
            /**
             * Format: date
             * @description 退场日期
             */
            exit_date: string;
            /** @description 退场原因 */
            exit_reason?: string;
            /**
             * @description 是否同时退场班组在场工人
             * @default true
             */
            exit_workers?: boolean;
        };
        /** @description 工人（花名册行） */
        OrgWorker: {
            /** @description 工人 ID */
            id: number;
            /** @description 姓名 */
            name: string;
            /**
             * @description 性别：1 男，2 女
             * @enum {integer}
             */
            sex?: 1 | 2;
            /** @description 年龄 */
            age?: number;
            /** @description 身份证号（脱敏） */
            id_card?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 班组 ID */
            team_id?: number;
            /** @description 班组 */
            team_name?: string;
            /** @description 所属企业 ID */
            corp_id?: number;
            /** @description 所属企业 */
            corp_name?: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 绑定的安全帽编号（未绑定为 null） */
            hat_innerid?: string | null;
            /**
             * @description 状态：0 待进场，1 在场，2 已退场
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description 进场日期 */
            entry_date?: string | null;
            /** @description 退场日期 */
            exit_date?: string | null;
            /**
             * @description 实名认证：0 未实名，1 已实名
             * @enum {integer}
             */
            real_name_status?: 0 | 1;
            /**
             * @description 三级安全教育：0 未完成，1 已完成
             * @enum {integer}
             */
            education_status?: 0 | 1;
            /**
             * @description 劳动合同：0 未签，1 已签
             * @enum {integer}
             */
            contract_status?: 0 | 1;
            /** @description 日工资（元） */
            day_wage?: number;
        };
        /** @description 新增或编辑工人的表单（不带 id 为新增） */
        OrgWorkerForm: {
            /** @description 工人 ID（编辑时必填） */
            id?: number;
            /** @description 项目 ID */
            project_id: number;
            /** @description 所属企业（参建单位）ID */
            corp_id: number;
            /** @description 班组 ID */
            team_id?: number | null;
            /** @description 姓名 */
            name: string;
            /** @description 身份证号（15 或 18 位；编辑时可为脱敏值） */
            id_card: string;
            /** @description 手机号 */
            mobile: string;
            /** @description 工种 */
            work_type?: string;
            /** @description 日工资（元） */
            day_wage?: number | null;
            /**
             * Format: date
             * @description 进场日期
             */
            entry_date?: string | null;
        };
        /** @description 工人详情 */
        OrgWorkerDetail: components["schemas"]["OrgWorker"] & {
            /** @description 人脸照片 */
            avatar?: string;
            /** @description 民族 */
            nation?: string;
            /**
             * Format: date
             * @description 出生日期
             */
            birth_date?: string;
            /** @description 籍贯 */
            native_place?: string;
            /** @description 住址 */
            address?: string;
            /** @description 紧急联系人 */
            emergency_contact?: string;
            /** @description 紧急联系人电话 */
            emergency_mobile?: string;
            /** @description 工资卡开户行 */
            bank_name?: string;
            /** @description 工资卡号（脱敏） */
            bank_card?: string;
            /** @description 劳动合同编号 */
            contract_no?: string;
            /**
             * @description 是否在黑名单：0 否，1 是
             * @enum {integer}
             */
            is_black?: 0 | 1;
            /** @description 安全评价得分（0～100） */
            evaluation_score?: number;
            /** @description 本月出勤天数 */
            month_attendance_days?: number;
            /** @description 最近打卡时间 */
            last_attendance_time?: string | null;
            /** @description 证书 */
            certificates?: {
                /** @description 证书名称 */
                name: string;
                /** @description 证书编号 */
                number?: string;
                /** @description 有效期至（长期为 null） */
                expire_date?: string | null;
            }[];
        };
        /** @description 工人月度出勤 */
        OrgWorkerAttendance: {
            /** @description 工人 ID */
            worker_id: number;
            /** @description 姓名 */
            name?: string;
            /** @description 月份 YYYY-MM */
            month: string;
            /** @description 出勤天数 */
            attendance_days?: number;
            /** @description 缺勤天数 */
            absent_days?: number;
            /** @description 迟到次数 */
            late_count?: number;
            /** @description 累计工时（小时） */
            work_hours?: number;
            /** @description 每日明细 */
            days: components["schemas"]["OrgWorkerAttendanceDay"][];
        };
        /** @description 工人某日出勤 */
        OrgWorkerAttendanceDay: {
            /**
             * Format: date
             * @description 日期
             */
            date: string;
            /** @description 星期（周一……周日） */
            weekday?: string;
            /** @description 首次打卡 HH:mm:ss */
            first_time?: string | null;
            /** @description 末次打卡 HH:mm:ss */
            last_time?: string | null;
            /** @description 工时（小时） */
            work_hours?: number;
            /**
             * @description 状态：0 缺勤，1 正常，2 迟到，3 早退，4 补录
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3 | 4;
            /** @description 打卡来源（闸机、安全帽、补录） */
            source?: string | null;
        };
        /** @description 工人投诉记录 */
        OrgWorkerComplaint: {
            /** @description 投诉 ID */
            id: number;
            /** @description 投诉编号 */
            complaint_no?: string;
            /** @description 工人 ID */
            worker_id: number;
            /** @description 工人姓名 */
            worker_name?: string;
            /** @description 班组 */
            team_name?: string;
            /** @description 项目 ID */
            project_id?: number;
            /** @description 项目名称 */
            project_name?: string;
            /**
             * @description 类型：1 欠薪，2 安全隐患，3 劳动纠纷，4 其他
             * @enum {integer}
             */
            complaint_type?: 1 | 2 | 3 | 4;
            /** @description 投诉内容 */
            content?: string;
            /**
             * @description 当前处理层级：1 项目，2 分公司，3 公司
             * @enum {integer}
             */
            handle_level?: 1 | 2 | 3;
            /**
             * @description 状态：0 待受理，1 处理中，2 已办结，3 已终止
             * @enum {integer}
             */
            status: 0 | 1 | 2 | 3;
            /** @description 投诉时间 */
            create_time?: string;
            /** @description 办结或终止时间 */
            finish_time?: string | null;
        };
        /** @description AI 参建单位 */
        OrgAiCompany: {
            /** @description 记录 ID */
            id: number;
            /** @description 项目 ID */
            projectId: number;
            /** @description 项目名称 */
            projectName?: string;
            /** @description 参建企业 ID */
            companyId: number;
            /** @description 参建企业名称 */
            companyName: string;
            /**
             * @description 企业类型：1 总包，2 劳务分包，3 专业分包
             * @enum {integer}
             */
            companyType?: 1 | 2 | 3;
            /** @description AI 平台中的单位编码 */
            platformCode?: string;
            /** @description 关联摄像头数 */
            cameraCount?: number;
            /** @description 登记工人数 */
            workerCount?: number;
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status: 0 | 1;
            /** @description 备注 */
            remark?: string;
            /** @description 创建时间 */
            createTime?: string;
            /** @description 更新时间 */
            updateTime?: string;
        };
        /** @description AI 参建单位表单 */
        OrgAiCompanyForm: {
            /** @description 项目 ID */
            projectId: number;
            /** @description 参建企业 ID */
            companyId: number;
            /** @description AI 平台中的单位编码 */
            platformCode?: string;
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status?: 0 | 1;
            /** @description 备注（摄像头位置等） */
            remark?: string;
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
        /** @description 请求参数不合法 */
        BadRequest: {
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
        /** @description 项目 ID；不传时取当前登录身份的项目 */
        ProjectId: number;
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
    listOrgManagers: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 姓名关键字 */
                name?: string;
                /** @description 岗位 */
                post_name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 管理人员 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgManager"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgSelectTree: {
        parameters: {
            query?: {
                /** @description 名称关键字（保留命中节点及其上级） */
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 组织树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgSelectNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgBranchProjectTree: {
        parameters: {
            query?: {
                /** @description 是否包含项目节点（0 只到分公司，1 含项目） */
                with_project?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 组织树 */
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
    geocodeAddress: {
        parameters: {
            query: {
                /** @description 结构化地址 */
                address: string;
                /** @description 限定城市（提高准确度） */
                city?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 坐标 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgGeocode"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    reverseGeocodeLocation: {
        parameters: {
            query: {
                /** @description 经度（GCJ-02） */
                lng: number;
                /** @description 纬度（GCJ-02） */
                lat: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgRegeocode"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageOrgCorps: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 企业名称关键字 */
                corp_name?: string;
                /** @description 企业类型：1 总包，2 劳务分包，3 专业分包 */
                corp_type?: 1 | 2 | 3;
                /** @description 状态：0 停用，1 正常 */
                status?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 参建企业 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgCorp"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgCorpOptions: {
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
            /** @description 企业选项 */
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
    getOrgCorp: {
        parameters: {
            query: {
                /** @description 企业 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 企业详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgCorpDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addOrgCorp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgCorpForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editOrgCorp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"] & components["schemas"]["OrgCorpForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteOrgCorp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 企业 ID */
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
    pageOrgProjects: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 所属组织（公司或分公司）ID */
                org_id?: number;
                /** @description 项目名称关键字 */
                project_name?: string;
                /** @description 项目状态：0 筹建，1 在建，2 停工，3 竣工 */
                status?: 0 | 1 | 2 | 3;
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
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgProject"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgProject: {
        parameters: {
            query: {
                /** @description 项目 ID */
                project_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 项目详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgProjectDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addOrgProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgProjectForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editOrgProject: {
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
                    project_id: number;
                } & components["schemas"]["OrgProjectForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    changeOrgProjectStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgProjectStatusBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageOrgPersons: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 姓名或手机号关键字 */
                name?: string;
                /** @description 角色 ID */
                role_id?: number;
                /** @description 账号状态：0 停用，1 启用 */
                status?: 0 | 1;
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
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgPerson"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgPerson: {
        parameters: {
            query: {
                /** @description 人员 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 人员详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgPersonDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addOrgPerson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgPersonForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editOrgPerson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"] & components["schemas"]["OrgPersonForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteOrgPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 人员 ID */
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
    resetOrgPersonPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgPersonPasswordBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgRoleOptions: {
        parameters: {
            query?: {
                /** @description 账号级别（2 集团，3 分公司，4 项目，5 班组，10 劳务企业） */
                source?: 2 | 3 | 4 | 5 | 10;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 角色选项 */
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
    getOrgSingleConfig: {
        parameters: {
            query: {
                /** @description 项目 ID */
                project_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgSingleConfig"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editOrgSingleConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgSingleConfigForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgSingleConfigs: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 组织 ID（公司、分公司或项目） */
                orgId?: components["parameters"]["OrgId"];
                /** @description 是否已单独配置：0 使用默认值，1 已单独配置 */
                customized?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 各项目配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgSingleConfigRow"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgDefaultSingleConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 默认配置 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgSingleConfig"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    resetOrgSingleConfig: {
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
                    project_id: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgTeams: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 所属企业 ID */
                corp_id?: number;
                /** @description 班组名称关键字 */
                team_name?: string;
                /** @description 状态：0 待进场，1 已进场，2 已退场 */
                status?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 班组 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgTeam"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgTeamOptions: {
        parameters: {
            query?: {
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 所属企业 ID */
                corp_id?: number;
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
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editOrgTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgTeamForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteOrgTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 班组 ID */
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
    checkinOrgTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgTeamCheckinBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    exitOrgTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgTeamExitBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgWorkers: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 班组 ID */
                team_id?: number;
                /** @description 所属企业 ID */
                corp_id?: number;
                /** @description 姓名、手机号或身份证号关键字 */
                name?: string;
                /** @description 工种 */
                work_type?: string;
                /** @description 状态：0 待进场，1 在场，2 已退场 */
                status?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工人 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgWorker"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    editOrgWorker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgWorkerForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgWorkerDetail: {
        parameters: {
            query: {
                /** @description 工人 ID */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 工人详情 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgWorkerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getOrgWorkerAttendance: {
        parameters: {
            query: {
                /** @description 工人 ID */
                worker_id: number;
                /** @description 月份 YYYY-MM */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 月度出勤 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OrgWorkerAttendance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listOrgWorkerComplaints: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID；不传时取当前登录身份的项目 */
                project_id?: components["parameters"]["ProjectId"];
                /** @description 工人 ID（不传为项目全部工人） */
                worker_id?: number;
                /** @description 状态：0 待受理，1 处理中，2 已办结，3 已终止 */
                status?: 0 | 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 投诉记录 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgWorkerComplaint"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    pageAiCompanies: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 项目 ID */
                projectId?: number;
                /** @description 单位名称关键字 */
                companyName?: string;
                /** @description 状态：0 停用，1 启用 */
                status?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description AI 参建单位 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["OrgAiCompany"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getAiCompany: {
        parameters: {
            query: {
                /** @description 记录 ID */
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
                        data: components["schemas"]["OrgAiCompany"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    addAiCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrgAiCompanyForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    updateAiCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdBody"] & components["schemas"]["OrgAiCompanyForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteAiCompany: {
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
