/**
 * The error catalogue of seed 000 §8 and seed 001 §8 as one pure function, so every row can be tested alone.
 *
 * Both seeds list the rows in the same order, and the first row that matches wins (the default, `success-first`):
 *  1. `code` missing, null, or one of `successCodes`, or `status` 10004 or 10016  → success, returned as is
 *  2. `status` present and not 0, 10004 or 10016  → error (toast msg or result; 系统异常 only in debug)
 *  3. `code` is 422                                 → toast msg or result, then login required
 *  4. any other `code`                              → error (toast msg)
 * So `{ code: 0, status: 500 }` and a body carrying only `status: 500` are successes: where `code` and `status`
 * disagree, the success row wins.
 *
 * The other reading (`status-first`, the SDK's default up to 1.2.0) puts `status` before `code`:
 *  1. `status` 10004 or 10016 → success; 2. `status` present and not 0 → error; 3. `code` 422 → login;
 *  4. `code` missing, null or in `successCodes` → success; 5. any other `code` → error.
 */

/** Which row of the catalogue is read first where `code` and `status` disagree (see above). */
export type EnvelopeOrder = 'success-first' | 'status-first';
/** The seeds' order: the success row first. */
export const ENVELOPE_ORDER_DEFAULT: EnvelopeOrder = 'success-first';

/** The codes counted as success. Seed 001 §8 lists 0, 200, 300 and 400; seed 000 §8 lists 300 "or 400 in one reading". */
export const SUCCESS_CODES_DEFAULT: readonly number[] = /* @__PURE__ */ Object.freeze([0, 200, 300, 400]);
/** The reading where 300 is success and 400 an error. */
export const SUCCESS_CODES_300: readonly number[] = /* @__PURE__ */ Object.freeze([0, 200, 300]);
/** The reading where 400 is success and 300 an error. */
export const SUCCESS_CODES_400: readonly number[] = /* @__PURE__ */ Object.freeze([0, 200, 400]);

export const STATUS_SUCCESS: readonly number[] = /* @__PURE__ */ Object.freeze([10004, 10016]);
/** The generic server text that is not shown unless debug is on. */
export const GENERIC_SYSTEM_ERROR = '系统异常';

export interface EnvelopeLike {
  code?: number | null;
  status?: number | null;
  msg?: string | null;
  result?: unknown;
  data?: unknown;
}

export type Verdict =
  | { ok: true }
  | {
      ok: false;
      /** Which row of the catalogue matched. */
      rule: 'status' | 'login' | 'code';
      /** Text for the person (msg, else result when it is text, else a fallback). */
      text: string;
      /** Whether a toast should be shown for this failure. */
      toast: boolean;
    };

const textOf = (env: EnvelopeLike, fallback: string): string => {
  if (typeof env.msg === 'string' && env.msg) return env.msg;
  if (typeof env.result === 'string' && env.result) return env.result;
  return fallback;
};

export function interpretEnvelope(
  env: EnvelopeLike,
  successCodes: readonly number[] = SUCCESS_CODES_DEFAULT,
  debug = false,
  order: EnvelopeOrder = ENVELOPE_ORDER_DEFAULT,
): Verdict {
  const { status, code } = env;
  const statusSuccess = typeof status === 'number' && STATUS_SUCCESS.includes(status);
  const codeSuccess = code === undefined || code === null || successCodes.includes(code);
  const statusError = status !== undefined && status !== null && status !== 0 && !statusSuccess;
  if (statusSuccess || (order === 'success-first' && codeSuccess)) return { ok: true };
  if (statusError) {
    const text = textOf(env, GENERIC_SYSTEM_ERROR);
    return { ok: false, rule: 'status', text, toast: debug || text !== GENERIC_SYSTEM_ERROR };
  }
  if (code === 422) return { ok: false, rule: 'login', text: textOf(env, '登录状态已失效，请重新登录'), toast: true };
  if (codeSuccess) return { ok: true };
  return { ok: false, rule: 'code', text: textOf(env, `请求失败（${code}）`), toast: true };
}
