import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { finalUrl } from './url';

type Params = { path?: Record<string, unknown>; query?: Record<string, unknown> };

// The SDK builds URLs itself; these are the same URLs openapi-fetch 0.17 builds with its default serializers.
const cases: [string, string, Params][] = [
  ['no parameters', '/adm-system/user/userInfo', {}],
  ['a path parameter', '/pc/sms/login/{id}', { path: { id: 13905710001 } }],
  ['a path parameter that needs encoding', '/pc/sms/pwd/reset/{phone}', { path: { phone: '139 0571/0001' } }],
  ['a path parameter left out stays as written', '/app/login/{id}', { path: {} }],
  ['a path array is comma-joined', '/x/{ids}', { path: { ids: [1, 2, '三'] } }],
  ['query strings, numbers and booleans', '/q', { query: { keyword: '007', page: 2, on: true, off: false } }],
  ['Chinese and reserved characters are encoded', '/q', { query: { name: '王建华 & 李伟', q: 'a=b?c#d' } }],
  ['undefined and null are left out', '/q', { query: { a: undefined, b: null, c: 0, d: '' } }],
  ['an array repeats the key', '/q', { query: { ids: [3, 1, 2], empty: [] } }],
  ['an object is deepObject', '/q', { query: { filter: { status: 1, name: '木工' } } }],
  ['path and query together', '/pc/worker/complaint/detail/{id}', { path: { id: 9505 }, query: { pageNum: 1 } }],
];

describe('finalUrl gives the URL openapi-fetch gives', () => {
  const querySerializer = createQuerySerializer();
  it.each(cases)('%s', (_name, path, params) => {
    const theirs = createFinalURL(path, {
      baseUrl: 'http://api.test',
      params: params as Parameters<typeof createFinalURL>[1]['params'],
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    expect(finalUrl('http://api.test', path, params)).toBe(theirs);
  });
});
