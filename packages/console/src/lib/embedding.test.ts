import { describe, expect, it } from 'vitest';
import { allowedEmbed, isMicroFrontend } from './embedding';

describe('micro-frontend mode', () => {
  const self = {};
  it('standalone', () => expect(isMicroFrontend({ top: self, self })).toBe(false));
  it('under qiankun', () => expect(isMicroFrontend({ __POWERED_BY_QIANKUN__: true, top: self, self })).toBe(true));
  it('inside an iframe portal', () => expect(isMicroFrontend({ top: {}, self })).toBe(true));
  it('mounted by a portal through the lifecycles (qiankun sandbox: the flag is not on this window)', () =>
    expect(isMicroFrontend({ __SITE_CONSOLE_HOST__: {}, top: self, self })).toBe(true));
});

describe('/iframeNew embeds only allow-listed origins', () => {
  it.each([
    ['https://screen.example.invalid/nation/#/index', 'https://screen.example.invalid/nation/#/index'],
    ['https://help.example.invalid/', 'https://help.example.invalid/'],
    ['https://evil.example.com/', undefined],
    ['https://screen.example.invalid.evil.com/', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['/relative', undefined],
    ['', undefined],
  ])('%s → %s', (raw, expected) => expect(allowedEmbed(raw)).toBe(expected));
});
