/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** `@site/sdk/query`：全部 740 个调用的 TanStack Query 选项与键，以及按调用、按业务域失效的辅助函数。只用一个业务域时 `@site/sdk/query/<业务域>` 类型检查更快。 */
export * from '../../query-kit';
export * from './ai';
export * from './alarms';
export * from './attendance';
export * from './auth';
export * from './badrecord';
export * from './blacklist';
export * from './chat';
export * from './common';
export * from './complaints';
export * from './duty';
export * from './evaluation';
export * from './grid';
export * from './helmets';
export * from './home';
export * from './legal';
export * from './lso';
export * from './menu';
export * from './org';
export * from './panorama';
export * from './sms-alarm';
export * from './wages';
export * from './workflow';
export * from './workforce';
