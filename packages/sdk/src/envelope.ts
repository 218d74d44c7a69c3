/**
 * The error catalogue of seed 000 §8 and seed 001 §8 as one pure function, so every row can be tested alone.
 *
 * Precedence (top wins):
 *  1. `status` is 10004 or 10016                      → success, returned as is
 *  2. `status` present and not 0                       → error (toast msg or result; 系统异常 only in debug)
 *  3. `code` is 422                                    → toast msg or result, then login required
 *  4. `code` missing, null, or one of `successCodes`   → success
 *  5. any other `code`                                 → error (toast msg)
 */

/** The codes counted as success. Seed 001 §8 lists 0, 200, 300 and 400; seed 000 §8 lists 300 "or 400 in one reading". */
export const SUCCESS_CODES_DEFAULT: readonly number[] = Object.freeze([0, 200, 300, 400]);
/** The reading where 300 is success and 400 an error. */
export const SUCCESS_CODES_300: readonly number[] = Object.freeze([0, 200, 300]);
/** The reading where 400 is success and 300 an error. */
export const SUCCESS_CODES_400: readonly number[] = Object.freeze([0, 200, 400]);

export const STATUS_SUCCESS: readonly number[] = Object.freeze([10004, 10016]);
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
): Verdict {
  const { status, code } = env;
  if (typeof status === 'number' && STATUS_SUCCESS.includes(status)) return { ok: true };
  if (status !== undefined && status !== null && status !== 0) {
    const text = textOf(env, GENERIC_SYSTEM_ERROR);
    return { ok: false, rule: 'status', text, toast: debug || text !== GENERIC_SYSTEM_ERROR };
  }
  if (code === 422) return { ok: false, rule: 'login', text: textOf(env, '登录状态已失效，请重新登录'), toast: true };
  if (code === undefined || code === null || successCodes.includes(code)) return { ok: true };
  return { ok: false, rule: 'code', text: textOf(env, `请求失败（${code}）`), toast: true };
}
