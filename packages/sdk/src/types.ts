// Lean request/response types computed from one generated operation object (openapi-typescript's
// `operations[id]`), cheaper for the compiler than openapi-fetch's generic helpers. No import of the generated
// schema here: the entries by path and by operationId each bring only the schema they need.
import type { CallOptions } from './core';

type ParamsPart<O> = O extends { parameters: infer X }
  ? Record<never, never> extends X
    ? { params?: X }
    : { params: X }
  : { params?: never };
type Content<B> = B extends { content: infer C } ? C[keyof C] : never;
type BodyPart<O> = O extends { requestBody?: never }
  ? { body?: never }
  : O extends { requestBody: infer B }
    ? { body: Content<B> }
    : O extends { requestBody?: infer B }
      ? { body?: Content<B> }
      : { body?: never };

/** The per-call options beside `params` and `body`. */
export type CallInit = CallOptions & { parseAs?: 'json' | 'text' | 'blob' };
/** The second argument of a call: the spec's `params` and `body`, beside the per-call options. */
export type OpInit<O> = ParamsPart<O> & BodyPart<O> & CallInit;
/** The argument is required only when the operation has required parameters or body. */
export type OpArgs<O> = Record<never, never> extends OpInit<O> ? [init?: OpInit<O>] : [init: OpInit<O>];
/** File answers are returned as `File` (a Blob with the server's file name). */
type FileIfBlob<T> = [T] extends [Blob] ? File : T;
type Success<O> = O extends { responses: { 200: infer R } }
  ? Content<R>
  : O extends { responses: { 201: infer R } }
    ? Content<R>
    : unknown;
/** What a successful call returns: the whole envelope `{ code, msg, data, … }` typed from the spec, or a File. */
export type OpResult<O> = FileIfBlob<Success<O>>;
/** The `data` of a successful call. */
export type OpData<O> = OpResult<O> extends { data?: infer D } ? D : never;
