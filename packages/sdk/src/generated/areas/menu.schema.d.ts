/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
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
         *     tabGroup（推断：1 为标签组，子菜单显示为同一页面的标签页，如“人员管理 / 黑名单”）、perms（逗号分隔的按钮权限）、children。
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
        /**
         * 角色分页
         * @description 查询角色：名称、类型、说明与创建时间，可按名称与类型筛选。分页：查询参数 pageNum/pageSize（第一页为 1，默认每页 10 条），应答 data 为 PageData（list 与 total）。控制台中由「角色管理」（/system/role）使用。
         */
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
            /** @description 业务码；0 为成功 */
            code: number | null;
            /** @description 部分服务使用的状态码；0、10004、10016 为成功 */
            status?: number;
            /** @description 提示消息 */
            msg: string;
            /** @description 部分服务用 result 携带消息或数据 */
            result?: unknown;
        };
        /** @description 服务端菜单项（种子 000 §2），分组与页面同一结构 */
        MenuEntry: {
            /** @description 所属模块；控制台只取 pc */
            module: string;
            /** @description 路由路径；外部链接（linkType 1）为完整地址 */
            menuUrl: string;
            /** @description 路由名（PascalCase，全局唯一；标签页缓存以它为键） */
            menuCode: string;
            /** @description 菜单标题 */
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
            /**
             * @description 标签组（种子 000 §2“标记为标签组的路由把它的子路由显示为标签页”；字段名为推断）：1 时该分组在侧边菜单与标签栏中
             *     是一个页面，它的子菜单是这个页面的标签页（每个子菜单仍是自己的路由与权限）。与 hideMenu、linkType 一样是 0/1 整数
             *     标志，只出现在分组上，filePath 仍为 View：不认识该字段的前端把它当作普通嵌套分组显示，不会找不到组件。
             * @default 0
             * @enum {integer}
             */
            tabGroup?: 0 | 1;
            /** @description 逗号分隔的按钮权限编码（如 worker:add,worker:edit）；无则为空 */
            perms?: string;
            /** @description 子菜单；页面无此字段 */
            children?: components["schemas"]["MenuEntry"][];
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
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
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
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
        /** @description 下拉选项 */
        Option: {
            /** @description 选项值 */
            value: number | string;
            /** @description 显示文字 */
            label: string;
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
        /** @description 请求参数不合法 */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description 页码，从 1 开始 */
        PageNum: number;
        /** @description 每页条数（10、20、50、100） */
        PageSize: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    loadServerMenu: {
        parameters: {
            query?: {
                /** @description 按模块过滤（控制台为 pc；不传返回全部模块） */
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
                        data: components["schemas"]["MenuEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MenuStoredItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    listMenuTree: {
        parameters: {
            query?: {
                /** @description 菜单名称关键字 */
                title?: string;
                /** @description 模块（pc 控制台、app 移动端） */
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MenuStoredItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
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
            default: components["responses"]["Failure"];
        };
    };
    deleteMenu: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 菜单 ID */
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
    listRoles: {
        parameters: {
            query?: {
                /** @description 页码，从 1 开始 */
                pageNum?: components["parameters"]["PageNum"];
                /** @description 每页条数（10、20、50、100） */
                pageSize?: components["parameters"]["PageSize"];
                /** @description 角色名称关键字 */
                role_name?: string;
                /** @description 角色类型（见角色类型下拉） */
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageData"] & {
                            list: components["schemas"]["MenuRole"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 角色 ID */
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Option"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
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
            default: components["responses"]["Failure"];
        };
    };
    listRoleMenuPowers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 角色 ID */
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MenuPowerNode"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
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
                "application/json": components["schemas"]["MenuPowerEditBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
