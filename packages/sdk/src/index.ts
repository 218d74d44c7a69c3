export {
  createClient,
  filenameFromDisposition,
  type CallOptions,
  type ClientOptions,
  type InitArgs,
  type MessageLevel,
  type Method,
  type Paths,
  type ResultOf,
  type SdkMessage,
  type SiteClient,
} from './client';
export {
  interpretEnvelope,
  GENERIC_SYSTEM_ERROR,
  STATUS_SUCCESS,
  SUCCESS_CODES_300,
  SUCCESS_CODES_400,
  SUCCESS_CODES_DEFAULT,
  type EnvelopeLike,
  type Verdict,
} from './envelope';
export {
  CancelledError,
  EnvelopeError,
  HttpError,
  NetworkError,
  SdkError,
  TimeoutError,
  isSdkError,
  type RequestInfo,
  type SdkErrorKind,
} from './errors';
export type { paths, components, operations as OperationTypes } from './generated/schema';

/** The `data` of a decoded envelope (calls already throw on failure). */
export function unwrap<T extends { data?: unknown }>(envelope: T): T['data'] {
  return envelope.data;
}
