import { describe, expect, it } from 'vitest';
import { httpUrl, landingPath, safeRedirect } from './redirect';

describe('a redirect stays inside the app', () => {
  it.each([
    ['/home', '/home'],
    ['%2Fattendance%2Foverview%3Fpage%3D2', '/attendance/overview?page=2'],
    ['/wages?period=2026-10', '/wages?period=2026-10'],
    ['//evil.example.com', '/'],
    ['/\\evil.example.com', '/'],
    ['https://evil.example.com', '/'],
    ['javascript:alert(1)', '/'],
    ['/javascript:alert(1)', '/'],
    ['%2F%2Fevil.example.com', '/'],
    ['home', '/'],
    ['', '/'],
    [null, '/'],
    ['/login', '/'],
  ])('%s → %s', (raw, expected) => expect(safeRedirect(raw)).toBe(expected));
});

describe('after signing in', () => {
  it.each([
    [null, '/'],
    ['/attendance/overview', '/attendance/overview'],
    ['/home?redirect=%2Fwages%2Fledger', '/wages/ledger'],
    ['/404?redirect=%2Fgrid%2Fpoints', '/grid/points'],
    ['/home?redirect=https%3A%2F%2Fevil.example.com', '/'],
  ])('redirect %s lands on %s', (raw, expected) => expect(landingPath(raw)).toBe(expected));
});

describe('only an http(s) address from the back-end opens in a new tab', () => {
  it.each([
    [
      'https://screen.example.invalid/nation/#/index?ticket=ST-1',
      'https://screen.example.invalid/nation/#/index?ticket=ST-1',
    ],
    ['http://10.0.0.8:8080/screen', 'http://10.0.0.8:8080/screen'],
    ['  https://screen.example.invalid/ ', 'https://screen.example.invalid/'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['//screen.example.invalid/', undefined],
    ['/screen', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (raw, expected) => expect(httpUrl(raw)).toBe(expected));
});
