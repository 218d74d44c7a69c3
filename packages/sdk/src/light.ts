/**
 * `@site/sdk/core`: the client without the spec's path types or tables, for calls by operationId
 * (`@site/sdk/areas/<area>` re-exports all of this). `@site/sdk` adds the client typed by path.
 */
export {
  createClient,
  filenameFromDisposition,
  type CallEvent,
  type CallOptions,
  type ClientOptions,
  type CoreClient,
  type DedupePlugin,
  type MessageLevel,
  type Method,
  type Middleware,
  type MiddlewareOptions,
  type MiddlewareParams,
  type MiddlewarePlugin,
  type Requester,
  type RetryOptions,
  type RetryPlugin,
  type RouteKind,
  type SdkMessage,
} from './core';
export {
  interpretEnvelope,
  ENVELOPE_ORDER_DEFAULT,
  GENERIC_SYSTEM_ERROR,
  STATUS_SUCCESS,
  SUCCESS_CODES_300,
  SUCCESS_CODES_400,
  SUCCESS_CODES_DEFAULT,
  type EnvelopeLike,
  type EnvelopeOrder,
  type Verdict,
} from './envelope';
export {
  CancelledError,
  EnvelopeError,
  HttpError,
  NetworkError,
  RequestError,
  SdkError,
  TimeoutError,
  isSdkError,
  type AnySdkError,
  type RequestInfo,
  type SdkErrorKind,
} from './errors';
export { extensionOfType, fileNameFor } from './file-name';
export { unwrap } from './helpers';
export type { CallInit, OpArgs, OpData, OpInit, OpResult } from './types';
export type { AreaCall, AreaClient, AreaPages, RowOf } from './area';
export type { PageWalk } from './paging';
