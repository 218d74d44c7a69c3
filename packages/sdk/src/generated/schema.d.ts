/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/account/login_v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 账号密码登录
         * @description 控制台的主登录方式。应答 data 中的 token 存入会话与浏览器存储，其余字段构成当前登录身份。
         */
        post: operations["loginV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adm-system/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 管理系统用户登录
         * @description adm-system 服务的登录，用于获取该服务的令牌与用户信息。
         */
        post: operations["admSystemLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adm-system/user/userInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 获取当前用户信息
         * @description 应答给出 realName、avatar 与 apiCodeList（有权限的接口编码，按钮权限指令据此移除元素）。失败时控制台提示“获取用户信息失败！”。
         */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/ssoLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 单点登录
         * @description 门户（微前端宿主）带来的票据换取本系统令牌。
         */
        post: operations["ssoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orgdept/paramLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 参数登录（以项目参数换取项目令牌）
         * @description 地址栏带 project_id、project_name、is_have_bim、mobile、name、org_batch_id、user_innerid 进入时，用这些参数换取项目令牌并保存用户信息（source 固定为 4）。
         */
        post: operations["paramLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vercode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 发送短信登录验证码
         * @description 短信登录前向手机号发送 6 位验证码；发送后按钮 60 秒倒计时。失败时以警告提示服务器消息。
         */
        get: operations["sendLoginSmsCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/org/project/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 切换项目
         * @description 切换当前项目；code 非 0 时以警告提示 msg。
         */
        post: operations["changeProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/account/change/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 切换身份（二次登录）
         * @description 以所选身份的 innerid 二次登录；读取 code、data.identities_list[0]（source、xmid、role_id）与 msg。成功后替换身份、角色与菜单并回到首页。
         */
        post: operations["changeIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/sms/pwd/reset/{phone}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送重置密码验证码
         * @description 向手机号发送重置密码的验证码；失败时以警告提示服务器消息。
         */
        post: operations["sendResetPasswordCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/account/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 重置密码
         * @description 以手机号、验证码与新密码重置。应答 success 为真时提示成功消息并关闭对话框，否则以警告提示消息。
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/sms/login/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 短信验证码登录 */
        post: operations["smsLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/login/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 移动端账号登录
         * @description 移动端（小程序、App）以账号登录；控制台在扫码进入时使用。
         */
        post: operations["appLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vmemu/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 加载当前身份的服务端菜单
         * @description 登录（或切换身份）后调用，应答是当前身份可见的完整菜单树，控制台据此生成路由与侧边菜单（种子 000 §2）。
         *     每项：module（模块，控制台只取 `pc`）、menuUrl（路由路径）、menuCode（路由名，PascalCase，全局唯一）、menuName（标题）、
         *     icon（菜单图标分区键，见 spec/README.md）、hideMenu（1 不在菜单显示）、power_value（按钮权限位，000 §6）、rid、lay_filepath、
         *     linkType（1 外部链接，新标签页打开）、filePath（顶级分组 `Layout`、嵌套分组 `View`、页面为视图目录如 `attendance/overview`）、
         *     perms（逗号分隔的按钮权限）、children。
         *     路径含全景标记的打开全景视图；失败时控制台提示“获取用户菜单失败！”。叶子清单见 spec/MENU.md。
         */
        get: operations["loadServerMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/menu/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 当前用户的全部菜单（存储菜单列表格式）
         * @description 以“存储菜单列表”格式（种子 000 §3：filepath、power_value、title、icon、path、hidden、alwaysShow、children）返回当前用户的全部菜单；
         *     服务端菜单项另带 href、power_name、innerid、other_filepath、redirect_source。门户（微前端宿主）与按钮权限计算使用：
         *     控制台按页面路径取 power_value 判定按钮是否可见。
         */
        get: operations["listAllUserMenus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vmemu/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 菜单管理树
         * @description 菜单管理页（左侧树 + 右侧表单）的全部菜单，存储菜单列表格式，按 sort 排序；title 支持关键字过滤（树面板“关键字搜索”）。
         */
        get: operations["listMenuTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vmemu/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或编辑菜单
         * @description 不带 id 为新增（树面板的“添加同级”“添加下级”），带 id 为编辑（含“修改名称”）。名称必填（“请输入节点名称”）。
         */
        post: operations["editMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/memu/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除菜单
         * @description 删除节点及其下全部内容（确认框提示“此操作将永久删除该节点下的所有内容”）。路径按种子原样为 memu。
         */
        post: operations["deleteMenu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vrole/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 角色分页 */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vrole/del/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 删除角色
         * @description 已分配给账号的角色不能删除（服务端以 code 非 0 与 msg 提示）。
         */
        post: operations["deleteRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vrole/type/select": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 角色类型下拉
         * @description 角色类型对应账号级别（集团、分公司、项目、班组、劳务企业）。
         */
        get: operations["listRoleTypeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vrole/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 新增或编辑角色
         * @description 不带 id 为新增。
         */
        post: operations["editRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vmemu/power/list/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 角色的菜单与按钮权限
         * @description 角色授权对话框：返回完整菜单树，checked 表示该角色拥有此菜单，power_value 为已授予的按钮权限位，
         *     power_options 为该页面支持的权限位（2 新增，4 编辑，8 删除，16 设置/导入，32 作废/退回，64 启动/绑定管理人员/配置，
         *     128 绑定工人，256 查看协议，512 使用明细，1024 编辑状态——该位未置位时允许）。
         */
        get: operations["listRoleMenuPowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/vmemu/power/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 保存角色的菜单与按钮权限
         * @description 提交角色勾选的全部菜单及每个页面的按钮权限位（整体覆盖）。
         */
        post: operations["editRoleMenuPowers"];
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
            /**
             * @description 业务码；0 为成功
             * @example 0
             */
            code: number | null;
            /** @description 部分服务使用的状态码；0、10004、10016 为成功 */
            status?: number;
            /**
             * @description 提示消息
             * @example 操作成功
             */
            msg: string;
            /** @description 部分服务用 result 携带消息或数据 */
            result?: unknown;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 分页结果（两种分页参数共用） */
        PageData: {
            /**
             * @description 总条数
             * @example 56
             */
            total: number;
            /**
             * @description 当前页码
             * @example 1
             */
            pageNum?: number;
            /**
             * @description 每页条数
             * @example 10
             */
            pageSize?: number;
            /** @description 当前页数据 */
            list: unknown[];
        };
        /** @description 请求体中的分页参数（pageNum/pageSize） */
        PageQuery: {
            /**
             * @description 页码
             * @default 1
             */
            pageNum: number;
            /**
             * @description 每页条数
             * @default 10
             */
            pageSize: number;
        };
        /** @description 请求体中的分页参数（page/limit，考勤与检查类接口） */
        LimitQuery: {
            /**
             * @description 页码
             * @default 1
             */
            page: number;
            /**
             * @description 每页条数
             * @default 10
             */
            limit: number;
        };
        /** @description 只带一个 ID 的请求体 */
        IdBody: {
            /** @description 记录 ID */
            id: number;
        };
        /** @description 批量操作的 ID 列表 */
        IdsBody: {
            /** @description 记录 ID 列表 */
            ids: number[];
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
        /** @description multipart 表单中的单个文件 */
        UploadForm: {
            /**
             * Format: binary
             * @description 上传的文件
             */
            file: Blob;
        };
        /**
         * Format: binary
         * @description 文件内容
         */
        Binary: Blob;
        PasswordLoginBody: {
            /** @description 账号 */
            account: string;
            /** @description 密码 */
            password: string;
            /** @description 图形验证码（连续失败后要求） */
            vercode?: string;
        };
        /** @description 可切换的身份 */
        Identity: {
            /** @description 身份内部编号 */
            innerid: string;
            /** @description 项目或组织名称 */
            project_name: string;
            /** @description 账号级别（2 集团，3 分公司，4 项目，5 班组，10 劳务企业） */
            source?: number;
            /** @description 项目 ID（组织身份为 0） */
            xmid?: number;
            /** @description 角色 ID */
            role_id?: number;
        };
        /** @description 登录后的会话与身份（存入浏览器会话存储） */
        LoginResult: {
            /** @description 会话令牌 */
            token: string;
            /** @description 姓名 */
            name?: string;
            /** @description 头像地址 */
            avatar?: string;
            /** @description 账号级别（低于 4 显示组织树；2、3、4 显示 2D 大屏） */
            source: number;
            /** @description 当前项目 ID（组织身份为 0） */
            project_id?: number;
            /** @description 当前项目或组织名称 */
            project_name?: string;
            /** @description 当前身份内部编号 */
            innerid: string;
            /** @description 项目 ID */
            xmid?: number;
            /** @description 角色 ID */
            role_id: number;
            /** @description BIM 标志（含 BIM 字样表示有 BIM 模型） */
            is_have_bim?: string;
            /** @description 账号 */
            account?: string;
            /** @description 用户内部编号 */
            user_innerid?: string;
            /** @description 所属批次（组织）ID */
            org_batch_id?: number;
            /** @description 手机号 */
            mobile?: string;
            /** @description 可切换的身份列表 */
            identities_list?: components["schemas"]["Identity"][];
        };
        UserInfo: {
            /** @description 用户 ID */
            userId?: string;
            /** @description 真实姓名 */
            realName: string;
            /** @description 头像 */
            avatar?: string;
            /** @description 账号 */
            account?: string;
            /** @description 手机号 */
            mobile?: string;
            /** @description 角色编码 */
            roles?: string[];
            /** @description 有权限的接口编码 */
            apiCodeList: string[];
        };
        /** @description 服务端菜单项（种子 000 §2），分组与页面同一结构 */
        MenuEntry: {
            /**
             * @description 所属模块；控制台只取 pc
             * @example pc
             */
            module: string;
            /**
             * @description 路由路径；外部链接（linkType 1）为完整地址
             * @example /attendance/overview
             */
            menuUrl: string;
            /**
             * @description 路由名（PascalCase，全局唯一；标签页缓存以它为键）
             * @example AttendanceOverview
             */
            menuCode: string;
            /**
             * @description 菜单标题
             * @example 考勤总览
             */
            menuName: string;
            /**
             * @description 图标分区键（顶级分组必填，见 spec/README.md「菜单图标分区」）
             * @enum {string}
             */
            icon: "home" | "business" | "contract" | "data-analysis" | "early-warning" | "grid-manager" | "helmet-manager" | "labor-manager" | "panorama" | "manager-behaviour" | "my-order" | "person" | "quality" | "schedule" | "security" | "setting" | "system" | "task" | "task-card" | "trajectory-overlap" | "bad-work-record" | "no-power" | "worker-complaint" | "workflow";
            /**
             * @description 是否在侧边菜单隐藏：0 显示，1 隐藏（路由仍注册，由页面操作打开）
             * @enum {integer}
             */
            hideMenu: 0 | 1;
            /** @description 按钮权限位（000 §6）：2 新增，4 编辑，8 删除，16 设置/导入，32 作废/退回，64 启动/绑定管理人员/配置，128 绑定工人，256 查看协议，512 使用明细，1024 编辑状态（未置位时允许） */
            power_value: number;
            /** @description 菜单记录 ID（与菜单管理树的 id 一致） */
            rid?: number;
            /** @description 旧版前端的组件文件路径（分组为布局组件，页面为 views 下的 index.vue） */
            lay_filepath?: string;
            /**
             * @description 链接类型：0 内部路由，1 外部链接（新标签页打开）
             * @enum {integer}
             */
            linkType: 0 | 1;
            /** @description 组件：顶级分组 Layout，嵌套分组 View，页面为视图目录（如 attendance/overview）；外部链接为空 */
            filePath: string;
            /** @description 逗号分隔的按钮权限编码（如 worker:add,worker:edit）；无则为空 */
            perms?: string;
            /** @description 子菜单；页面无此字段 */
            children?: components["schemas"]["MenuEntry"][];
        };
        /** @description 存储菜单列表项（种子 000 §3），含服务端菜单项的附加字段 */
        MenuStoredItem: {
            /** @description 菜单 ID */
            id?: number;
            /** @description 上级菜单 ID（顶级为 0） */
            parent_id?: number;
            /** @description 同级排序 */
            sort?: number;
            /** @description 菜单标题 */
            title: string;
            /** @description 路由路径（外部链接为空，地址见 href） */
            path: string;
            /** @description 组件：Layout、View 或视图目录 */
            filepath: string;
            /** @description 图标分区键 */
            icon?: string;
            /** @description 按钮权限位（含义同 MenuEntry.power_value） */
            power_value: number;
            /** @description 权限位名称（逗号分隔，如“新增,编辑,删除”） */
            power_name?: string;
            /** @description 是否在菜单隐藏 */
            hidden?: boolean;
            /** @description 只有一个子菜单时是否仍显示分组 */
            alwaysShow?: boolean;
            /** @description 外部链接地址（非外链为空） */
            href?: string;
            /** @description 菜单内部编号 */
            innerid?: string;
            /** @description 备用组件路径（不同账号级别打开不同视图时使用；无则为空） */
            other_filepath?: string;
            /** @description 重定向来源（从旧路径跳转到本菜单时的旧路径；无则为空） */
            redirect_source?: string;
            /** @description 子菜单 */
            children?: components["schemas"]["MenuStoredItem"][];
        };
        /** @description 菜单新增/编辑表单（不带 id 为新增） */
        MenuEditBody: {
            /** @description 菜单 ID（编辑时必填） */
            id?: number;
            /** @description 上级菜单 ID（顶级为 0） */
            parent_id: number;
            /** @description 菜单名称（必填，“请输入节点名称”） */
            title: string;
            /** @description 路由路径或外部链接地址 */
            path?: string;
            /** @description 组件：Layout、View 或视图目录 */
            filepath?: string;
            /** @description 路由名（PascalCase，全局唯一） */
            menuCode?: string;
            /** @description 图标分区键 */
            icon?: string;
            /** @description 页面支持的按钮权限位 */
            power_value?: number;
            /** @description 逗号分隔的按钮权限编码 */
            perms?: string;
            /** @description 是否在菜单隐藏 */
            hidden?: boolean;
            /** @description 是否总显示分组 */
            alwaysShow?: boolean;
            /**
             * @description 0 内部路由，1 外部链接
             * @enum {integer}
             */
            linkType?: 0 | 1;
            /** @description 模块（pc、app） */
            module?: string;
            /** @description 同级排序 */
            sort?: number;
        };
        /** @description 角色 */
        MenuRole: {
            /** @description 角色 ID（即登录身份的 role_id） */
            id: number;
            /** @description 角色名称 */
            role_name: string;
            /** @description 角色类型：1 集团，2 分公司，3 项目，4 班组，5 劳务企业 */
            role_type: number;
            /** @description 角色类型名称 */
            role_type_name?: string;
            /** @description 对应的账号级别 source（2 集团，3 分公司，4 项目，5 班组，10 劳务企业） */
            source?: number;
            /** @description 备注 */
            remark?: string;
            /** @description 使用该角色的账号数 */
            user_count?: number;
            /** @description 状态：0 停用，1 启用 */
            status?: number;
            /** @description 创建人 */
            create_by?: string;
            /** @description 创建时间 YYYY-MM-DD HH:mm:ss */
            create_time?: string;
        };
        /** @description 角色新增/编辑表单（不带 id 为新增） */
        MenuRoleEditBody: {
            /** @description 角色 ID（编辑时必填） */
            id?: number;
            /** @description 角色名称 */
            role_name: string;
            /** @description 角色类型（见角色类型下拉） */
            role_type: number;
            /**
             * @description 状态：0 停用，1 启用
             * @enum {integer}
             */
            status?: 0 | 1;
            /** @description 备注 */
            remark?: string;
        };
        /** @description 角色授权树节点 */
        MenuPowerNode: {
            /** @description 菜单 ID */
            menu_id: number;
            /** @description 菜单标题 */
            title: string;
            /** @description 路由路径 */
            path?: string;
            /** @description 角色是否拥有该菜单 */
            checked: boolean;
            /** @description 已授予的按钮权限位 */
            power_value: number;
            /** @description 该页面支持的权限位（分组为空） */
            power_options?: (2 | 4 | 8 | 16 | 32 | 64 | 128 | 256 | 512 | 1024)[];
            /** @description 子菜单 */
            children?: components["schemas"]["MenuPowerNode"][];
        };
        /** @description 角色授权提交（整体覆盖） */
        MenuPowerEditBody: {
            /** @description 角色 ID */
            role_id: number;
            /** @description 勾选的菜单及授予的按钮权限位 */
            menus: {
                /** @description 菜单 ID */
                menu_id: number;
                /** @description 授予的按钮权限位 */
                power_value: number;
            }[];
        };
    };
    responses: {
        /** @description 未登录或令牌失效 */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 401,
                 *       "msg": "登录状态已过期，请重新登录",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 请求参数不合法 */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 500,
                 *       "msg": "请求参数不合法",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description 操作成功 */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "操作成功",
                 *       "data": null
                 *     }
                 */
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
        /**
         * @description 页码，从 1 开始
         * @example 1
         */
        PageNum: number;
        /**
         * @description 每页条数（10、20、50、100）
         * @example 10
         */
        PageSize: number;
        /**
         * @description 页码，从 1 开始（考勤与检查类接口）
         * @example 1
         */
        Page: number;
        /**
         * @description 每页条数（考勤与检查类接口；上传列表取 10000）
         * @example 10
         */
        Limit: number;
        /**
         * @description 项目 ID；不传时取当前登录身份的项目
         * @example 1001
         */
        ProjectId: number;
        /**
         * @description 组织 ID（公司、分公司或项目）
         * @example 11
         */
        OrgId: number;
        /**
         * @description 开始日期 YYYY-MM-DD
         * @example 2026-11-01
         */
        StartDate: string;
        /**
         * @description 结束日期 YYYY-MM-DD
         * @example 2026-11-22
         */
        EndDate: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    loginV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "admin",
                 *       "password": "Admin@2026"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordLoginBody"];
            };
        };
        responses: {
            /** @description 登录结果；失败时 code 非 0，msg 为原因 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    admSystemLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "admin",
                 *       "password": "Admin@2026"
                 *     }
                 */
                "application/json": {
                    /** @description 用户名 */
                    username: string;
                    /** @description 密码 */
                    password: string;
                };
            };
        };
        responses: {
            /** @description 登录结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "登录成功",
                     *       "data": {
                     *         "token": "eyJhbGciOiJIUzI1NiJ9.adm-system.U0001",
                     *         "expiresIn": 43200
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description adm-system 令牌 */
                            token: string;
                            /** @description 有效期（秒） */
                            expiresIn?: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 当前用户 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "操作成功",
                     *       "data": {
                     *         "userId": "U0001",
                     *         "realName": "王建华",
                     *         "avatar": "https://static.example.invalid/avatar/U0001.png",
                     *         "account": "admin",
                     *         "mobile": "13800138000",
                     *         "roles": [
                     *           "admin"
                     *         ],
                     *         "apiCodeList": [
                     *           "worker:add",
                     *           "worker:edit",
                     *           "worker:delete",
                     *           "worker:export",
                     *           "team:checkin",
                     *           "team:exit",
                     *           "hat:bind",
                     *           "salary:confirm",
                     *           "trouble:audit",
                     *           "complaint:deal"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["UserInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    ssoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ticket": "ST-20261123-8f3a2c",
                 *       "service": "https://console.example.invalid/"
                 *     }
                 */
                "application/json": {
                    /** @description 门户签发的一次性票据 */
                    ticket: string;
                    /** @description 回调地址 */
                    service?: string;
                };
            };
        };
        responses: {
            /** @description 登录结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    paramLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "project_id": 1001,
                 *       "project_name": "滨江花园二期住宅项目",
                 *       "is_have_bim": "BIM",
                 *       "mobile": "13905710001",
                 *       "name": "周明",
                 *       "org_batch_id": 11,
                 *       "user_innerid": "U0101"
                 *     }
                 */
                "application/json": {
                    /** @description 项目 ID */
                    project_id: number;
                    /** @description 项目名称 */
                    project_name?: string;
                    /** @description BIM 标志 */
                    is_have_bim?: string;
                    /** @description 手机号 */
                    mobile?: string;
                    /** @description 姓名 */
                    name?: string;
                    /** @description 所属批次（分公司）ID */
                    org_batch_id?: number;
                    /** @description 用户内部编号 */
                    user_innerid: string;
                };
            };
        };
        responses: {
            /** @description 项目令牌与身份 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "登录成功",
                     *       "data": {
                     *         "token": "eyJhbGciOiJIUzI1NiJ9.project.U0101",
                     *         "name": "周明",
                     *         "avatar": "",
                     *         "source": 4,
                     *         "project_id": 1001,
                     *         "project_name": "滨江花园二期住宅项目",
                     *         "innerid": "ID0101",
                     *         "xmid": 1001,
                     *         "role_id": 3,
                     *         "is_have_bim": "BIM",
                     *         "account": "13905710001",
                     *         "user_innerid": "U0101",
                     *         "org_batch_id": 11,
                     *         "mobile": "13905710001",
                     *         "identities_list": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sendLoginSmsCode: {
        parameters: {
            query: {
                /**
                 * @description 手机号（1 开头，第二位 3-9，共 11 位）
                 * @example 13800138000
                 */
                mobile: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发送结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "验证码已发送",
                     *       "data": {
                     *         "expireSeconds": 300
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description 验证码有效期（秒） */
                            expireSeconds?: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    changeProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "project_id": 1002
                 *     }
                 */
                "application/json": {
                    /** @description 目标项目 ID */
                    project_id: number;
                };
            };
        };
        responses: {
            /** @description 切换后的身份 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "切换成功",
                     *       "data": {
                     *         "token": "eyJhbGciOiJIUzI1NiJ9.project.1002",
                     *         "name": "王建华",
                     *         "avatar": "",
                     *         "source": 4,
                     *         "project_id": 1002,
                     *         "project_name": "城南地铁5号线土建03标",
                     *         "innerid": "ID0004",
                     *         "xmid": 1002,
                     *         "role_id": 3,
                     *         "is_have_bim": "0",
                     *         "account": "admin",
                     *         "user_innerid": "U0001",
                     *         "org_batch_id": 11,
                     *         "mobile": "13800138000",
                     *         "identities_list": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    changeIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "innerid": "ID0002"
                 *     }
                 */
                "application/json": {
                    /** @description 目标身份的内部编号 */
                    innerid: string;
                };
            };
        };
        responses: {
            /** @description 新身份 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "切换成功",
                     *       "data": {
                     *         "token": "eyJhbGciOiJIUzI1NiJ9.identity.ID0002",
                     *         "name": "王建华",
                     *         "avatar": "",
                     *         "source": 4,
                     *         "project_id": 1001,
                     *         "project_name": "滨江花园二期住宅项目",
                     *         "innerid": "ID0002",
                     *         "xmid": 1001,
                     *         "role_id": 3,
                     *         "is_have_bim": "BIM",
                     *         "account": "admin",
                     *         "user_innerid": "U0001",
                     *         "org_batch_id": 11,
                     *         "mobile": "13800138000",
                     *         "identities_list": [
                     *           {
                     *             "innerid": "ID0002",
                     *             "project_name": "滨江花园二期住宅项目",
                     *             "source": 4,
                     *             "xmid": 1001,
                     *             "role_id": 3
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    sendResetPasswordCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 手机号
                 * @example 13800138000
                 */
                phone: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 发送结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OkEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mobile": "13800138000",
                 *       "code": "123456",
                 *       "new_password": "Site@2026new"
                 *     }
                 */
                "application/json": {
                    /** @description 手机号 */
                    mobile: string;
                    /** @description 验证码 */
                    code: string;
                    /** @description 新密码（8～16 位，含字母、数字与特殊字符） */
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description 重置结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        /** @description 是否重置成功 */
                        success?: boolean;
                        data?: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    smsLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 手机号
                 * @example 13800138000
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    /** @description 短信验证码 */
                    code: string;
                };
            };
        };
        responses: {
            /** @description 登录结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    appLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 账号或手机号
                 * @example admin
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Admin@2026",
                 *       "deviceId": "wx-miniprogram-7f2d"
                 *     }
                 */
                "application/json": {
                    /** @description 密码 */
                    password: string;
                    /** @description 设备编号 */
                    deviceId?: string;
                };
            };
        };
        responses: {
            /** @description 登录结果 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    loadServerMenu: {
        parameters: {
            query?: {
                /**
                 * @description 按模块过滤（控制台为 pc；不传返回全部模块）
                 * @example pc
                 */
                module?: string;
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
                        /** @description 顶级分组（filePath 为 Layout） */
                        data?: components["schemas"]["MenuEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listAllUserMenus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 菜单树（存储格式） */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "操作成功",
                     *       "data": [
                     *         {
                     *           "id": 100,
                     *           "parent_id": 0,
                     *           "sort": 1,
                     *           "title": "首页",
                     *           "path": "/home",
                     *           "filepath": "Layout",
                     *           "icon": "home",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M0100",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 101,
                     *               "parent_id": 100,
                     *               "sort": 1,
                     *               "title": "组织首页",
                     *               "path": "/home/org",
                     *               "filepath": "home/org",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0101",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 102,
                     *               "parent_id": 100,
                     *               "sort": 2,
                     *               "title": "项目首页",
                     *               "path": "/home/project",
                     *               "filepath": "home/project",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0102",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 103,
                     *               "parent_id": 100,
                     *               "sort": 3,
                     *               "title": "数据看板",
                     *               "path": "/home/dataBoard",
                     *               "filepath": "home/dataBoard",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0103",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 104,
                     *               "parent_id": 100,
                     *               "sort": 4,
                     *               "title": "劳务项目看板",
                     *               "path": "/home/laborProject",
                     *               "filepath": "home/laborProject",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0104",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": 1400,
                     *           "parent_id": 0,
                     *           "sort": 14,
                     *           "title": "人员管理",
                     *           "path": "/person",
                     *           "filepath": "Layout",
                     *           "icon": "person",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M1400",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 1401,
                     *               "parent_id": 1400,
                     *               "sort": 1,
                     *               "title": "工人花名册",
                     *               "path": "/person/worker",
                     *               "filepath": "person/worker",
                     *               "icon": "person",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1401",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1402,
                     *               "parent_id": 1400,
                     *               "sort": 2,
                     *               "title": "工人详情",
                     *               "path": "/person/workerDetail",
                     *               "filepath": "person/workerDetail",
                     *               "icon": "person",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": true,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1402",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1403,
                     *               "parent_id": 1400,
                     *               "sort": 3,
                     *               "title": "班组管理",
                     *               "path": "/person/team",
                     *               "filepath": "person/team",
                     *               "icon": "person",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1403",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1404,
                     *               "parent_id": 1400,
                     *               "sort": 4,
                     *               "title": "管理人员",
                     *               "path": "/person/manager",
                     *               "filepath": "person/manager",
                     *               "icon": "person",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1404",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1405,
                     *               "parent_id": 1400,
                     *               "sort": 5,
                     *               "title": "黑名单",
                     *               "path": "/person/blacklist",
                     *               "filepath": "person/blacklist",
                     *               "icon": "person",
                     *               "power_value": 28,
                     *               "power_name": "编辑,删除,设置/导入",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1405",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1406,
                     *               "parent_id": 1400,
                     *               "sort": 6,
                     *               "title": "工人评价",
                     *               "path": "/person/evaluation",
                     *               "filepath": "person/evaluation",
                     *               "icon": "person",
                     *               "power_value": 10,
                     *               "power_name": "新增,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1406",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": 1800,
                     *           "parent_id": 0,
                     *           "sort": 18,
                     *           "title": "系统管理",
                     *           "path": "/system",
                     *           "filepath": "Layout",
                     *           "icon": "system",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M1800",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 1801,
                     *               "parent_id": 1800,
                     *               "sort": 1,
                     *               "title": "组织架构",
                     *               "path": "/system/orgTree",
                     *               "filepath": "system/orgTree",
                     *               "icon": "system",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1801",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1802,
                     *               "parent_id": 1800,
                     *               "sort": 2,
                     *               "title": "参建企业",
                     *               "path": "/system/corp",
                     *               "filepath": "system/corp",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1802",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1803,
                     *               "parent_id": 1800,
                     *               "sort": 3,
                     *               "title": "项目管理",
                     *               "path": "/system/project",
                     *               "filepath": "system/project",
                     *               "icon": "system",
                     *               "power_value": 6,
                     *               "power_name": "新增,编辑",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1803",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1804,
                     *               "parent_id": 1800,
                     *               "sort": 4,
                     *               "title": "人员账号",
                     *               "path": "/system/accountManager",
                     *               "filepath": "system/accountManager",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1804",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1805,
                     *               "parent_id": 1800,
                     *               "sort": 5,
                     *               "title": "AI 参建单位",
                     *               "path": "/system/aiCompany",
                     *               "filepath": "system/aiCompany",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1805",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1806,
                     *               "parent_id": 1800,
                     *               "sort": 6,
                     *               "title": "单项配置",
                     *               "path": "/system/config",
                     *               "filepath": "system/config",
                     *               "icon": "system",
                     *               "power_value": 4,
                     *               "power_name": "编辑",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1806",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1807,
                     *               "parent_id": 1800,
                     *               "sort": 7,
                     *               "title": "菜单管理",
                     *               "path": "/system/menu",
                     *               "filepath": "system/menu",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1807",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1808,
                     *               "parent_id": 1800,
                     *               "sort": 8,
                     *               "title": "角色管理",
                     *               "path": "/system/role",
                     *               "filepath": "system/role",
                     *               "icon": "system",
                     *               "power_value": 78,
                     *               "power_name": "新增,编辑,删除,启动/绑定管理人员/配置",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1808",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": 1900,
                     *           "parent_id": 0,
                     *           "sort": 19,
                     *           "title": "帮助与客服",
                     *           "path": "/help",
                     *           "filepath": "Layout",
                     *           "icon": "setting",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M1900",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 1901,
                     *               "parent_id": 1900,
                     *               "sort": 1,
                     *               "title": "在线客服",
                     *               "path": "/help/chat",
                     *               "filepath": "help/chat",
                     *               "icon": "setting",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1901",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1902,
                     *               "parent_id": 1900,
                     *               "sort": 2,
                     *               "title": "帮助中心",
                     *               "path": "",
                     *               "filepath": "",
                     *               "icon": "setting",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "https://help.example.invalid/",
                     *               "innerid": "M1902",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MenuStoredItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listMenuTree: {
        parameters: {
            query?: {
                /**
                 * @description 菜单名称关键字
                 * @example 系统
                 */
                title?: string;
                /**
                 * @description 模块（pc 控制台、app 移动端）
                 * @example pc
                 */
                module?: "pc" | "app";
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
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "操作成功",
                     *       "data": [
                     *         {
                     *           "id": 100,
                     *           "parent_id": 0,
                     *           "sort": 1,
                     *           "title": "首页",
                     *           "path": "/home",
                     *           "filepath": "Layout",
                     *           "icon": "home",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M0100",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 101,
                     *               "parent_id": 100,
                     *               "sort": 1,
                     *               "title": "组织首页",
                     *               "path": "/home/org",
                     *               "filepath": "home/org",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0101",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 102,
                     *               "parent_id": 100,
                     *               "sort": 2,
                     *               "title": "项目首页",
                     *               "path": "/home/project",
                     *               "filepath": "home/project",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0102",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 103,
                     *               "parent_id": 100,
                     *               "sort": 3,
                     *               "title": "数据看板",
                     *               "path": "/home/dataBoard",
                     *               "filepath": "home/dataBoard",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0103",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 104,
                     *               "parent_id": 100,
                     *               "sort": 4,
                     *               "title": "劳务项目看板",
                     *               "path": "/home/laborProject",
                     *               "filepath": "home/laborProject",
                     *               "icon": "home",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0104",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": 400,
                     *           "parent_id": 0,
                     *           "sort": 4,
                     *           "title": "任务台账",
                     *           "path": "/task",
                     *           "filepath": "Layout",
                     *           "icon": "task",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M0400",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 401,
                     *               "parent_id": 400,
                     *               "sort": 1,
                     *               "title": "任务台账",
                     *               "path": "/task/ledger",
                     *               "filepath": "task/ledger",
                     *               "icon": "task",
                     *               "power_value": 32,
                     *               "power_name": "作废/退回",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0401",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 402,
                     *               "parent_id": 400,
                     *               "sort": 2,
                     *               "title": "任务详情",
                     *               "path": "/task/ledgerDetail",
                     *               "filepath": "task/ledgerDetail",
                     *               "icon": "task",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": true,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0402",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 403,
                     *               "parent_id": 400,
                     *               "sort": 3,
                     *               "title": "专项任务台账",
                     *               "path": "/task/specialLedger",
                     *               "filepath": "task/specialLedger",
                     *               "icon": "task",
                     *               "power_value": 32,
                     *               "power_name": "作废/退回",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0403",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 404,
                     *               "parent_id": 400,
                     *               "sort": 4,
                     *               "title": "任务统计分析",
                     *               "path": "/task/statistics",
                     *               "filepath": "task/statistics",
                     *               "icon": "task-card",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M0404",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": 1800,
                     *           "parent_id": 0,
                     *           "sort": 18,
                     *           "title": "系统管理",
                     *           "path": "/system",
                     *           "filepath": "Layout",
                     *           "icon": "system",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M1800",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 1801,
                     *               "parent_id": 1800,
                     *               "sort": 1,
                     *               "title": "组织架构",
                     *               "path": "/system/orgTree",
                     *               "filepath": "system/orgTree",
                     *               "icon": "system",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1801",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1802,
                     *               "parent_id": 1800,
                     *               "sort": 2,
                     *               "title": "参建企业",
                     *               "path": "/system/corp",
                     *               "filepath": "system/corp",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1802",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1803,
                     *               "parent_id": 1800,
                     *               "sort": 3,
                     *               "title": "项目管理",
                     *               "path": "/system/project",
                     *               "filepath": "system/project",
                     *               "icon": "system",
                     *               "power_value": 6,
                     *               "power_name": "新增,编辑",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1803",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1804,
                     *               "parent_id": 1800,
                     *               "sort": 4,
                     *               "title": "人员账号",
                     *               "path": "/system/accountManager",
                     *               "filepath": "system/accountManager",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1804",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1805,
                     *               "parent_id": 1800,
                     *               "sort": 5,
                     *               "title": "AI 参建单位",
                     *               "path": "/system/aiCompany",
                     *               "filepath": "system/aiCompany",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1805",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1806,
                     *               "parent_id": 1800,
                     *               "sort": 6,
                     *               "title": "单项配置",
                     *               "path": "/system/config",
                     *               "filepath": "system/config",
                     *               "icon": "system",
                     *               "power_value": 4,
                     *               "power_name": "编辑",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1806",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1807,
                     *               "parent_id": 1800,
                     *               "sort": 7,
                     *               "title": "菜单管理",
                     *               "path": "/system/menu",
                     *               "filepath": "system/menu",
                     *               "icon": "system",
                     *               "power_value": 14,
                     *               "power_name": "新增,编辑,删除",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1807",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1808,
                     *               "parent_id": 1800,
                     *               "sort": 8,
                     *               "title": "角色管理",
                     *               "path": "/system/role",
                     *               "filepath": "system/role",
                     *               "icon": "system",
                     *               "power_value": 78,
                     *               "power_name": "新增,编辑,删除,启动/绑定管理人员/配置",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1808",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": 1900,
                     *           "parent_id": 0,
                     *           "sort": 19,
                     *           "title": "帮助与客服",
                     *           "path": "/help",
                     *           "filepath": "Layout",
                     *           "icon": "setting",
                     *           "power_value": 0,
                     *           "power_name": "",
                     *           "hidden": false,
                     *           "alwaysShow": true,
                     *           "href": "",
                     *           "innerid": "M1900",
                     *           "other_filepath": "",
                     *           "redirect_source": "",
                     *           "children": [
                     *             {
                     *               "id": 1901,
                     *               "parent_id": 1900,
                     *               "sort": 1,
                     *               "title": "在线客服",
                     *               "path": "/help/chat",
                     *               "filepath": "help/chat",
                     *               "icon": "setting",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "",
                     *               "innerid": "M1901",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             },
                     *             {
                     *               "id": 1902,
                     *               "parent_id": 1900,
                     *               "sort": 2,
                     *               "title": "帮助中心",
                     *               "path": "",
                     *               "filepath": "",
                     *               "icon": "setting",
                     *               "power_value": 0,
                     *               "power_name": "",
                     *               "hidden": false,
                     *               "alwaysShow": false,
                     *               "href": "https://help.example.invalid/",
                     *               "innerid": "M1902",
                     *               "other_filepath": "",
                     *               "redirect_source": ""
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MenuStoredItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    editMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuEditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 菜单 ID
                 * @example 1805
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                /**
                 * @description 页码，从 1 开始
                 * @example 1
                 */
                pageNum?: components["parameters"]["PageNum"];
                /**
                 * @description 每页条数（10、20、50、100）
                 * @example 10
                 */
                pageSize?: components["parameters"]["PageSize"];
                /**
                 * @description 角色名称关键字
                 * @example 管理员
                 */
                role_name?: string;
                /**
                 * @description 角色类型（见角色类型下拉）
                 * @example 3
                 */
                role_type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 角色列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "操作成功",
                     *       "data": {
                     *         "total": 12,
                     *         "pageNum": 1,
                     *         "pageSize": 10,
                     *         "list": [
                     *           {
                     *             "id": 1,
                     *             "role_name": "系统管理员",
                     *             "role_type": 1,
                     *             "role_type_name": "集团",
                     *             "source": 2,
                     *             "remark": "集团总部系统管理，拥有全部菜单",
                     *             "user_count": 3,
                     *             "status": 1,
                     *             "create_by": "王建华",
                     *             "create_time": "2025-03-01 09:00:00"
                     *           },
                     *           {
                     *             "id": 2,
                     *             "role_name": "分公司管理员",
                     *             "role_type": 2,
                     *             "role_type_name": "分公司",
                     *             "source": 3,
                     *             "remark": "分公司级管理",
                     *             "user_count": 6,
                     *             "status": 1,
                     *             "create_by": "王建华",
                     *             "create_time": "2025-03-01 09:05:00"
                     *           },
                     *           {
                     *             "id": 3,
                     *             "role_name": "项目管理员",
                     *             "role_type": 3,
                     *             "role_type_name": "项目",
                     *             "source": 4,
                     *             "remark": "项目部管理",
                     *             "user_count": 18,
                     *             "status": 1,
                     *             "create_by": "王建华",
                     *             "create_time": "2025-03-01 09:10:00"
                     *           },
                     *           {
                     *             "id": 4,
                     *             "role_name": "专职安全员",
                     *             "role_type": 3,
                     *             "role_type_name": "项目",
                     *             "source": 4,
                     *             "remark": "巡检、隐患整改与安全帽管理",
                     *             "user_count": 11,
                     *             "status": 1,
                     *             "create_by": "王建华",
                     *             "create_time": "2025-04-12 14:20:00"
                     *           },
                     *           {
                     *             "id": 5,
                     *             "role_name": "劳务管理员",
                     *             "role_type": 3,
                     *             "role_type_name": "项目",
                     *             "source": 4,
                     *             "remark": "实名制、考勤与工资",
                     *             "user_count": 9,
                     *             "status": 1,
                     *             "create_by": "王建华",
                     *             "create_time": "2025-04-12 14:25:00"
                     *           },
                     *           {
                     *             "id": 6,
                     *             "role_name": "班组长",
                     *             "role_type": 4,
                     *             "role_type_name": "班组",
                     *             "source": 5,
                     *             "remark": "班组考勤与工资确认",
                     *             "user_count": 42,
                     *             "status": 1,
                     *             "create_by": "周明",
                     *             "create_time": "2025-06-03 10:00:00"
                     *           },
                     *           {
                     *             "id": 7,
                     *             "role_name": "劳务企业管理员",
                     *             "role_type": 5,
                     *             "role_type_name": "劳务企业",
                     *             "source": 10,
                     *             "remark": "劳务分包单位工资代发",
                     *             "user_count": 5,
                     *             "status": 0,
                     *             "create_by": "王建华",
                     *             "create_time": "2025-08-18 16:40:00"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["PageData"] & {
                            list?: components["schemas"]["MenuRole"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 角色 ID
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listRoleTypeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 角色类型 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "操作成功",
                     *       "data": [
                     *         {
                     *           "value": 1,
                     *           "label": "集团"
                     *         },
                     *         {
                     *           "value": 2,
                     *           "label": "分公司"
                     *         },
                     *         {
                     *           "value": 3,
                     *           "label": "项目"
                     *         },
                     *         {
                     *           "value": 4,
                     *           "label": "班组"
                     *         },
                     *         {
                     *           "value": 5,
                     *           "label": "劳务企业"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    editRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuRoleEditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listRoleMenuPowers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description 角色 ID
                 * @example 3
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 菜单权限树 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "操作成功",
                     *       "data": [
                     *         {
                     *           "menu_id": 1400,
                     *           "title": "人员管理",
                     *           "path": "/person",
                     *           "checked": true,
                     *           "power_value": 0,
                     *           "power_options": [],
                     *           "children": [
                     *             {
                     *               "menu_id": 1401,
                     *               "title": "工人花名册",
                     *               "path": "/person/worker",
                     *               "checked": true,
                     *               "power_value": 14,
                     *               "power_options": [
                     *                 2,
                     *                 4,
                     *                 8
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1402,
                     *               "title": "工人详情",
                     *               "path": "/person/workerDetail",
                     *               "checked": true,
                     *               "power_value": 0,
                     *               "power_options": []
                     *             },
                     *             {
                     *               "menu_id": 1403,
                     *               "title": "班组管理",
                     *               "path": "/person/team",
                     *               "checked": true,
                     *               "power_value": 14,
                     *               "power_options": [
                     *                 2,
                     *                 4,
                     *                 8
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1404,
                     *               "title": "管理人员",
                     *               "path": "/person/manager",
                     *               "checked": true,
                     *               "power_value": 0,
                     *               "power_options": []
                     *             },
                     *             {
                     *               "menu_id": 1405,
                     *               "title": "黑名单",
                     *               "path": "/person/blacklist",
                     *               "checked": true,
                     *               "power_value": 28,
                     *               "power_options": [
                     *                 4,
                     *                 8,
                     *                 16
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1406,
                     *               "title": "工人评价",
                     *               "path": "/person/evaluation",
                     *               "checked": true,
                     *               "power_value": 10,
                     *               "power_options": [
                     *                 2,
                     *                 8
                     *               ]
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "menu_id": 400,
                     *           "title": "任务台账",
                     *           "path": "/task",
                     *           "checked": true,
                     *           "power_value": 0,
                     *           "power_options": [],
                     *           "children": [
                     *             {
                     *               "menu_id": 401,
                     *               "title": "任务台账",
                     *               "path": "/task/ledger",
                     *               "checked": true,
                     *               "power_value": 32,
                     *               "power_options": [
                     *                 32
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 402,
                     *               "title": "任务详情",
                     *               "path": "/task/ledgerDetail",
                     *               "checked": true,
                     *               "power_value": 0,
                     *               "power_options": []
                     *             },
                     *             {
                     *               "menu_id": 403,
                     *               "title": "专项任务台账",
                     *               "path": "/task/specialLedger",
                     *               "checked": true,
                     *               "power_value": 32,
                     *               "power_options": [
                     *                 32
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 404,
                     *               "title": "任务统计分析",
                     *               "path": "/task/statistics",
                     *               "checked": true,
                     *               "power_value": 0,
                     *               "power_options": []
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "menu_id": 1800,
                     *           "title": "系统管理",
                     *           "path": "/system",
                     *           "checked": false,
                     *           "power_value": 0,
                     *           "power_options": [],
                     *           "children": [
                     *             {
                     *               "menu_id": 1801,
                     *               "title": "组织架构",
                     *               "path": "/system/orgTree",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": []
                     *             },
                     *             {
                     *               "menu_id": 1802,
                     *               "title": "参建企业",
                     *               "path": "/system/corp",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": [
                     *                 2,
                     *                 4,
                     *                 8
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1803,
                     *               "title": "项目管理",
                     *               "path": "/system/project",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": [
                     *                 2,
                     *                 4
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1804,
                     *               "title": "人员账号",
                     *               "path": "/system/accountManager",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": [
                     *                 2,
                     *                 4,
                     *                 8
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1805,
                     *               "title": "AI 参建单位",
                     *               "path": "/system/aiCompany",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": [
                     *                 2,
                     *                 4,
                     *                 8
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1806,
                     *               "title": "单项配置",
                     *               "path": "/system/config",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": [
                     *                 4
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1807,
                     *               "title": "菜单管理",
                     *               "path": "/system/menu",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": [
                     *                 2,
                     *                 4,
                     *                 8
                     *               ]
                     *             },
                     *             {
                     *               "menu_id": 1808,
                     *               "title": "角色管理",
                     *               "path": "/system/role",
                     *               "checked": false,
                     *               "power_value": 0,
                     *               "power_options": [
                     *                 2,
                     *                 4,
                     *                 8,
                     *                 64
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MenuPowerNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    editRoleMenuPowers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role_id": 3,
                 *       "menus": [
                 *         {
                 *           "menu_id": 1400,
                 *           "power_value": 0
                 *         },
                 *         {
                 *           "menu_id": 1401,
                 *           "power_value": 14
                 *         },
                 *         {
                 *           "menu_id": 1403,
                 *           "power_value": 14
                 *         },
                 *         {
                 *           "menu_id": 1404,
                 *           "power_value": 0
                 *         },
                 *         {
                 *           "menu_id": 1405,
                 *           "power_value": 12
                 *         },
                 *         {
                 *           "menu_id": 400,
                 *           "power_value": 0
                 *         },
                 *         {
                 *           "menu_id": 401,
                 *           "power_value": 32
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MenuPowerEditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
