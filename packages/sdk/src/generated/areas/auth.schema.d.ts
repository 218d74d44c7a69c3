/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/dev-api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开发环境 Mock 登录
         * @description 仅开发环境的模板 Mock（vue-element-admin 风格），生产后端不存在。定义两个角色：admin（账号 admin）与 editor（账号 editor）。
         *     成功 code 0，data.token 为 admin-token 或 editor-token；账号或密码错误时 code 60204，msg “Account and password are incorrect.”。
         *
         *     安全：只属于前端开发模板，生产后端不得提供这个路径：它对固定账号 admin/editor 发出令牌，没有任何校验。部署时确认它返回 404。
         */
        post: operations["devMockLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev-api/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 开发环境 Mock 用户信息
         * @description 以令牌取 Mock 用户（roles、introduction、avatar、name）；令牌无效时 code 50008，msg “Login failed, unable to get user details.”。
         */
        get: operations["getDevMockUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev-api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 开发环境 Mock 退出
         * @description 清除 Mock 会话；应答 data 固定为 success。
         */
        post: operations["devMockLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
         *
         *     安全：只在账号与密码都核对通过后发令牌（密码以加盐慢哈希保存与比对）；对同一账号与同一来源 IP 的连续失败限速或临时锁定（需要时要求 vercode 验证码）；账号不存在与密码错误给同一条提示，不暴露账号是否存在；令牌有有效期，退出或改密后失效。
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
         *
         *     安全：只在用户名与密码核对通过后发令牌；连续失败限速或锁定；不暴露账号是否存在；令牌有有效期。
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
         *
         *     安全：后端必须向门户的认证中心核验 ticket（签发方、未过期、只能用一次、签发给本系统的 service），核验通过后才发令牌；ticket 不能在本系统内自行解析后信任。
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
         *
         *     安全：这个调用拿 project_id + user_innerid 换项目令牌：如果后端只照参数办，知道一个 user_innerid 的人就能拿到此人的令牌。后端必须至少满足其一才发令牌：（1）参数带门户的签名——timestamp（10 位秒）与 sign = HMAC-SHA256(门户与后端共享的密钥, 待签串)，十六进制小写；待签串是请求体里除 sign 外所有有值的字段（timestamp 在内），按键名排序，写成 `键=值` 用 `&` 连接，值照发送的原样（数字写十进制），不做 URL 编码；timestamp 与服务器时间相差不超过 300 秒，同一 sign 只能用一次；（2）请求带门户（微前端宿主）已登录会话的 Authorization，且会话用户就是 user_innerid。另外必须核对 user_innerid 在 project_id 有身份，姓名、手机号、项目名称等以后端记录为准、不用请求里的值，source 固定为 4。种子只写了“以这些参数换取项目令牌”，签名字段与规则是我们的设计（x-inferred），待后端与门户确认。控制台把入口地址上收到的参数（含 timestamp 与 sign）原样转给这个调用。Mock：请求带 sign 或 timestamp 时按上面的规则核对（共享密钥默认 `site-portal-demo-secret`，`--portal-secret` 修改），不符、过期或已用过时返回带中文原因的失败信封；不带签名的入口照旧放行（控制台组织树打开项目的新标签页不签名）。
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
         *
         *     安全：同一手机号 60 秒内只发一次、每天有上限，同一来源 IP 限速；验证码 6 位随机、5 分钟内有效、用过即失效；手机号未注册时也给同样的应答，不暴露账号是否存在。
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
         *
         *     安全：同一手机号 60 秒内只发一次、每天有上限，同一来源 IP 限速；验证码 6 位随机、5 分钟内有效、只能用于重置密码；不暴露手机号是否注册。
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
         *
         *     安全：后端必须核对 code 是发给这个 mobile 的重置验证码、未过期、未用过，错误次数超限即作废；新密码按种子 000 §5 的规则再校验一次；重置成功后作废此账号已发出的全部令牌。这个调用不发令牌。
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
        /**
         * 短信验证码登录
         * @description 用手机号（路径参数）和短信验证码登录，成功时 data 中给出令牌，控制台存入会话后进入首页。验证码 6 位，由 sendLoginSmsCode 发送；发送后按钮倒计时 60 秒（种子 000 §4、§9）。不分页。控制台中由外壳（顶栏、会话与登录）使用。
         *
         *     安全：后端必须核对 code 是发给路径中手机号的登录验证码、未过期、未用过，错误次数超限即作废，核对通过才发令牌。
         */
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
         *
         *     安全：后端必须核对路径中账号的密码（与 loginV2 相同的限速与锁定），deviceId 只用于记录设备，不能代替密码。
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
        /** @description Mock 登录凭据 */
        AuthDevLoginBody: {
            /**
             * @description Mock 账号（admin 或 editor）
             * @enum {string}
             */
            username: "admin" | "editor";
            /** @description 密码（Mock 不校验） */
            password: string;
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
        /** @description Mock 令牌 */
        AuthDevToken: {
            /** @description 令牌（admin-token 或 editor-token） */
            token: string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description Mock 用户信息 */
        AuthDevUser: {
            /** @description 角色（admin 或 editor） */
            roles: ("admin" | "editor")[];
            /** @description 简介 */
            introduction?: string;
            /** @description 头像地址 */
            avatar?: string;
            /** @description 显示名 */
            name: string;
        };
        /** @description 无数据的操作应答（新增、编辑、删除、提交等） */
        OkEnvelope: components["schemas"]["Envelope"] & {
            /** @description 操作结果；部分接口返回新记录的 ID */
            data?: null | boolean | number | string;
        };
        PasswordLoginBody: {
            /** @description 账号 */
            account: string;
            /** @description 密码 */
            password: string;
            /** @description 图形验证码（连续失败后要求） */
            vercode?: string;
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
            /** @description 身份所属组织 ID（集团身份为公司，分公司与项目身份为所在分公司）；切换后登录结果的 org_batch_id 取它 */
            org_batch_id?: number;
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
            /** @description 有权限的接口编码。编码由接口的 x-api-code 注明（推断，待后端确认）：worker:add / worker:edit 新增、编辑工人 （editOrgWorker），team:delete 删除班组，team:checkin 班组进场，team:exit 班组退场，hat:bind 绑定安全帽， salary:confirm 确认工资预结算（参建单位确认、更正、一键确认工人），trouble:audit 隐患处置审批，complaint:deal 办结投诉。控制台移除用户没有其编码的按钮；后端（Mock 亦然）对没有该编码的调用回答 code 403「没有该操作的权限」。 */
            apiCodeList: string[];
        };
    };
    responses: {
        /** @description 请求参数不合法 */
        BadRequest: {
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
        /** @description 未登录或令牌失效 */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
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
    devMockLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthDevLoginBody"];
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
                        data: components["schemas"]["AuthDevToken"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    getDevMockUserInfo: {
        parameters: {
            query: {
                /** @description Mock 登录返回的令牌 */
                token: "admin-token" | "editor-token";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mock 用户 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AuthDevUser"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    devMockLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 已退出 */
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
    loginV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @description adm-system 令牌 */
                            token: string;
                            /** @description 有效期（秒） */
                            expiresIn?: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["UserInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
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
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
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
                    /** @description 门户生成入口地址的时间（10 位秒）；与服务器时间相差超过 300 秒即拒绝 */
                    timestamp?: number;
                    /** @description 门户的签名：HMAC-SHA256(共享密钥, 除 sign 外有值的字段按键名排序写成的 `键=值&…`，值不做 URL 编码)，十六进制小写；同一签名只能用一次 */
                    sign?: string;
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    sendLoginSmsCode: {
        parameters: {
            query: {
                /** @description 手机号（1 开头，第二位 3-9，共 11 位） */
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            /** @description 验证码有效期（秒） */
                            expireSeconds?: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
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
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    sendResetPasswordCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 手机号 */
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
            default: components["responses"]["Failure"];
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
            default: components["responses"]["Failure"];
        };
    };
    smsLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 手机号 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
    appLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 账号或手机号 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                        data: components["schemas"]["LoginResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
}
