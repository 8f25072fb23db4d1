import { describe, expect, it } from '@jest/globals';
import { returnTargetFrom, safeReturnPath, withReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/support/ticket', '/support/ticket'],
    ['/forum/8f6c2c1e-1d2b-4c3a-9e8f-0a1b2c3d4e5f', '/forum/8f6c2c1e-1d2b-4c3a-9e8f-0a1b2c3d4e5f'],
    ['/profile', '/profile'],
    ['/admin?aba=denuncias', '/admin?aba=denuncias'],
    ['/duvidas#votacao', '/duvidas#votacao'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http://evil.example/support',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'support/ticket',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    ' /support',
    '',
    null,
    undefined,
  ])('refuses %p', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses an absurdly long path', () => {
    expect(safeReturnPath(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('returnTargetFrom', () => {
  it('leads to the safe next of the address', () => {
    expect(returnTargetFrom('?next=/support/ticket')).toBe('/support/ticket');
    expect(returnTargetFrom('?next=%2Fforum%2F12')).toBe('/forum/12');
  });

  it('leads home for a missing, foreign or sign-in next', () => {
    expect(returnTargetFrom('')).toBe('/');
    expect(returnTargetFrom('?next=//evil.example')).toBe('/');
    expect(returnTargetFrom('?next=https://evil.example')).toBe('/');
    expect(returnTargetFrom('?next=/login')).toBe('/');
    expect(returnTargetFrom('?next=/register?next=/x')).toBe('/');
  });
});

describe('withReturnPath', () => {
  it('remembers a private page in a readable address', () => {
    expect(withReturnPath('/login', '/support/ticket')).toBe('/login?next=/support/ticket');
    expect(withReturnPath('/login', '/admin?aba=denuncias')).toBe('/login?next=/admin%3Faba%3Ddenuncias');
  });

  it('remembers nothing for the home page, a sign-in page or an unsafe path', () => {
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', '/login')).toBe('/login');
    expect(withReturnPath('/register', '//evil.example')).toBe('/register');
    expect(withReturnPath('/login', null)).toBe('/login');
  });
});
