// The portal's signature on a project entry (POST /orgdept/paramLogin), as the contract describes it (inferred: the
// seed only says the parameters are exchanged for a project token). A portal signs the entry link; the console
// forwards every parameter; the back end checks:
//   sign = lower-case hex HMAC-SHA256(shared secret, string), where string = the body's other fields that have a
//   value (every field but `sign`, `timestamp` included), sorted by name, as `name=value` joined by `&`, values as
//   sent (numbers in decimal), not URL-encoded;
//   timestamp = 10-digit seconds, at most 300 s from the server's clock; a sign is accepted once.
// The mock checks a signature when one is sent (sign or timestamp present); an entry without one is accepted, as the
// console's own project tabs (organisation tree) are not signed.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The shared secret of the mock (`--portal-secret` / `portalSecret` to change it). */
export const PORTAL_SECRET_DEFAULT = 'site-portal-demo-secret';
/** How far a timestamp may be from the server's clock. */
export const PORTAL_SIGN_MAX_AGE_S = 300;

const PORTAL_REFUSALS = {
  missing: '入口签名不完整，请从门户重新进入',
  invalid: '入口签名无效，请从门户重新进入',
  expired: '入口链接已过期，请从门户重新进入',
  used: '入口链接已使用，请从门户重新进入',
} as const;

/** `is_have_bim=BIM&mobile=…&project_id=1001&…&timestamp=1763856000&user_innerid=U0101` (sign left out). */
export function portalSignString(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => `${k}=${String(params[k])}`)
    .join('&');
}

/** The signature a portal puts on an entry link. */
export function portalSign(params: Record<string, unknown>, secret: string = PORTAL_SECRET_DEFAULT): string {
  return createHmac('sha256', secret).update(portalSignString(params), 'utf8').digest('hex');
}

/**
 * Check a signed entry: undefined when it carries no signature or a good one (then its sign is spent), else the
 * refusal the back end answers.
 */
export function checkPortalSign(
  params: Record<string, unknown>,
  options: { secret: string; now: Date; used: Set<string> },
): string | undefined {
  const { sign, timestamp } = params;
  if (sign === undefined && timestamp === undefined) return undefined;
  if (typeof sign !== 'string' || !sign || typeof timestamp !== 'number') return PORTAL_REFUSALS.missing;
  const expected = Buffer.from(portalSign(params, options.secret), 'utf8');
  const given = Buffer.from(sign.toLowerCase(), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return PORTAL_REFUSALS.invalid;
  if (Math.abs(options.now.getTime() / 1000 - timestamp) > PORTAL_SIGN_MAX_AGE_S) return PORTAL_REFUSALS.expired;
  if (options.used.has(sign.toLowerCase())) return PORTAL_REFUSALS.used;
  options.used.add(sign.toLowerCase());
  return undefined;
}
