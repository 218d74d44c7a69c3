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
}
