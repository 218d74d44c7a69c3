/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/panorama/point/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 全景点位及拍摄记录
         * @description 当前项目的全景拍摄点位，每个点位带按拍摄时间升序的各次拍摄（全景图为 2:1 等距柱状投影）。全景对比页据此选择点位与两期拍摄。 示例中的 image_url 指向 Mock 提供的演示图片（/api/mock-assets/…），真实后端返回图片服务地址。
         */
        post: operations["listPanoramaPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/panorama/share/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生成全景分享链接
         * @description 为一次拍摄生成分享码（有效期 1、7 或 30 天）；分享页 /panorama/share/{code} 免登录打开。分享码不是会话令牌，只能查看这一张全景。
         */
        post: operations["createPanoramaShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pc/panorama/share/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 查看分享的全景（免登录）
         * @description 分享页（种子 000 §2 的 share 路由，无需会话令牌）按分享码取全景；失效时 code 非 0，msg 为“分享链接已失效”。
         *
         *     安全：免登录的分享页：分享码必须是不可猜的随机串（至少 128 位），有有效期并可撤销；应答只含这个分享的点位与照片，不含项目的其他数据，也不发令牌。
         */
        get: operations["getPanoramaShare"];
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
        /** @description 全景点位查询 */
        PanoramaPointQuery: {
            /** @description 项目 ID（不传取当前身份的项目） */
            project_id?: number;
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
        /** @description 全景拍摄点位 */
        PanoramaPoint: {
            /** @description 点位 ID */
            id: number;
            /** @description 点位名称 */
            name: string;
            /** @description 所在区域 */
            area?: string;
            /** @description 各次拍摄（按时间升序） */
            shots: components["schemas"]["PanoramaShot"][];
        };
        /** @description 一次全景拍摄 */
        PanoramaShot: {
            /** @description 拍摄 ID */
            id: number;
            /** @description 拍摄时间（YYYY-MM-DD HH:mm:ss） */
            shot_at: string;
            /** @description 全景图地址（2:1 等距柱状投影） */
            image_url: string;
            /** @description 拍摄人 */
            shooter?: string;
        };
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 生成分享链接 */
        PanoramaShareCreate: {
            /** @description 拍摄 ID */
            shot_id: number;
            /**
             * @description 有效期（天）
             * @enum {integer}
             */
            expire_days: 1 | 7 | 30;
        };
        /** @description 分享码 */
        PanoramaShareCode: {
            /** @description 分享码（拼在分享页地址中） */
            code: string;
            /** @description 失效时间（YYYY-MM-DD HH:mm:ss） */
            expire_at: string;
        };
        /** @description 分享页展示的全景 */
        PanoramaShared: {
            /** @description 项目名称 */
            project_name?: string;
            /** @description 点位名称 */
            point_name: string;
            /** @description 拍摄时间 */
            shot_at: string;
            /** @description 全景图地址 */
            image_url: string;
            /** @description 失效时间 */
            expire_at?: string;
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
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listPanoramaPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PanoramaPointQuery"];
            };
        };
        responses: {
            /** @description 点位列表 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PanoramaPoint"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    createPanoramaShare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PanoramaShareCreate"];
            };
        };
        responses: {
            /** @description 分享码 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PanoramaShareCode"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    getPanoramaShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 分享码 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 分享的全景 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PanoramaShared"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Failure"];
        };
    };
}
