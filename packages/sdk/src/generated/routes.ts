/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 返回文件（Blob，60 秒超时，不弹错误提示）的调用：`METHOD path`。 */
export const blobRoutes: ReadonlySet<string> = new Set([
]);

/** 以 application/x-www-form-urlencoded 发送请求体的调用。 */
export const formRoutes: ReadonlySet<string> = new Set([
]);

/** 以 multipart/form-data 发送请求体的调用（普通对象会被转成 FormData）。 */
export const multipartRoutes: ReadonlySet<string> = new Set([
]);
