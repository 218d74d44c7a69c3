/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
export interface paths {
    "/pc/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传文件（表单）
         * @description 控制台通用上传（隐患照片、整改附件、凭证、合同扫描件等），以 multipart 表单提交单个文件；应答给出可直接保存到业务表单的访问地址。
         *     同一调用也被网格巡检的隐患处置使用（001 §7.5）。
         */
        post: operations["uploadPcFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resource/pc/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传文件到资源服务
         * @description 资源服务的上传（大文件、视频、导入模板等），按 folder 归档；应答另带文件类型与上传时间。
         */
        post: operations["uploadResourceFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/personnel/uploadimg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传人员照片
         * @description 工人、管理人员的头像或人脸照片（multipart 图片，jpg/png，不超过 5 MB）；应答给出原图与缩略图地址。
         */
        post: operations["uploadPersonnelImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/sprogram/qrcode/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 生成小程序二维码
         * @description 生成带参数的小程序码（工人扫码登记、投诉入口、点位巡检等），应答同时给出 base64 图片（可直接作为 img 的 src）与可下载的图片地址。
         */
        post: operations["createMiniProgramQrCode"];
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
        /** @description 通用上传表单 */
        CommonPcUploadForm: {
            /**
             * Format: binary
             * @description 上传的文件
             */
            file: Blob;
            /** @description 业务类型（trouble 隐患，voucher 凭证，contract 合同，other 其他），决定存储目录 */
            biz_type?: string;
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
        /** @description 失败应答 */
        ErrorEnvelope: components["schemas"]["Envelope"] & {
            data?: null;
        };
        /** @description 资源服务上传表单 */
        CommonResourceUploadForm: {
            /**
             * Format: binary
             * @description 上传的文件
             */
            file: Blob;
            /** @description 归档目录（如 project/1001/disclosure） */
            folder?: string;
        };
        /** @description 资源服务中的文件 */
        CommonResourceFile: components["schemas"]["FileUrl"] & {
            /** @description 文件 MIME 类型 */
            contentType?: string;
            /** @description 归档目录 */
            folder?: string;
            /** @description 上传时间 YYYY-MM-DD HH:mm:ss */
            uploadTime?: string;
        };
        /** @description 人员照片上传表单 */
        CommonImageUploadForm: {
            /**
             * Format: binary
             * @description 图片（jpg/png，不超过 5 MB）
             */
            file: Blob;
            /** @description 工人 ID（上传管理人员照片时传 manager_id） */
            worker_id?: number;
            /** @description 管理人员 ID */
            manager_id?: number;
        };
        /** @description 上传后的图片 */
        CommonImage: {
            /** @description 原图地址 */
            url: string;
            /** @description 缩略图地址（200×200） */
            thumbUrl?: string;
            /** @description 宽（像素） */
            width?: number;
            /** @description 高（像素） */
            height?: number;
            /** @description 字节数 */
            size?: number;
        };
        /** @description 小程序码参数 */
        CommonQrCodeBody: {
            /** @description 小程序页面路径 */
            page: string;
            /** @description 场景参数（最多 32 个字符，如 pid=1001&tid=3001） */
            scene: string;
            /**
             * @description 图片宽度（像素）
             * @default 430
             */
            width?: number;
        };
        /** @description 生成的小程序码 */
        CommonQrCode: {
            /** @description data URL 形式的 PNG 图片 */
            base64: string;
            /** @description 图片下载地址 */
            url?: string;
            /** @description 小程序页面路径 */
            page?: string;
            /** @description 场景参数 */
            scene?: string;
            /** @description 图片地址失效时间 YYYY-MM-DD HH:mm:ss */
            expireTime?: string;
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
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    uploadPcFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CommonPcUploadForm"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    uploadResourceFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CommonResourceUploadForm"];
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
                        data: components["schemas"]["CommonResourceFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    uploadPersonnelImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CommonImageUploadForm"];
            };
        };
        responses: {
            /** @description 图片地址 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CommonImage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
    createMiniProgramQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommonQrCodeBody"];
            };
        };
        responses: {
            /** @description 二维码 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CommonQrCode"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Failure"];
        };
    };
}
