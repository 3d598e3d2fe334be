import { returnPathAfterLogin, safeReturnPath } from './index';

const ATTACKS = [
  'https://evil.example/',
  'http://evil.example/dashboard',
  'HTTPS://evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' /\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/%E0%A4%A',
  'evil.example',
  '',
] as const;

test.each(ATTACKS)('refuses %j', (attack) => {
  expect(safeReturnPath(attack)).toBeNull();
  expect(returnPathAfterLogin(attack)).toBe('/dashboard');
});

test.each([null, undefined, 42, { pathname: '/x' }])('refuses a non-string %j', (value) => {
  expect(safeReturnPath(value)).toBeNull();
});

test.each([
  '/dashboard',
  '/training/12/lesson-3?tab=2#video',
  '/search?q=faith%20%26%20work',
  '/(signon:user)',
])('keeps the same-origin path %s', (path) => {
  expect(safeReturnPath(path)).toBe(path);
});

test('takes the first safe candidate, then /dashboard', () => {
  expect(returnPathAfterLogin('//evil.example', '/courses')).toBe('/courses');
  expect(returnPathAfterLogin('/training', '/courses')).toBe('/training');
  expect(returnPathAfterLogin(undefined, null)).toBe('/dashboard');
});
