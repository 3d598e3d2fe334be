/** @jest-environment node */
import {
  memberOfAuthorization,
  savedCacheName,
  savedCachePrefix,
  startScriptsOf,
} from '../../sw/protocol';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (claims: unknown) =>
  `${base64url({ alg: 'HS256' })}.${base64url(claims)}.c2lnbmF0dXJl`;

test('a call’s member is the id its bearer token names, as the JWT plugin writes it', () => {
  expect(memberOfAuthorization(`Bearer ${tokenFor({ data: { user: { id: '42' } } })}`)).toBe(42);
  expect(memberOfAuthorization(`Bearer ${tokenFor({ data: { user: { id: 7 } } })}`)).toBe(7);
});

test('no member for a call without a token, or with one that names nobody', () => {
  expect(memberOfAuthorization(null)).toBeNull();
  expect(memberOfAuthorization('Basic dXNlcjpwYXNz')).toBeNull();
  expect(memberOfAuthorization('Bearer not-a-token')).toBeNull();
  expect(memberOfAuthorization(`Bearer ${tokenFor({ data: {} })}`)).toBeNull();
  expect(memberOfAuthorization(`Bearer ${tokenFor({ data: { user: { id: 'x' } } })}`)).toBeNull();
});

test('one member’s saved modules never fall under another member’s prefix', () => {
  expect(savedCacheName(1, 3000).startsWith(savedCachePrefix(1))).toBe(true);
  expect(savedCacheName(12, 3000).startsWith(savedCachePrefix(1))).toBe(false);
});

test('a release is named by its start scripts, wherever the list is rooted', () => {
  expect(
    startScriptsOf(['assets/yup-a1.js', 'assets/start-AbC_1-2.js', '/assets/start-x9.js', 'sw.js']),
  ).toEqual(['start-AbC_1-2.js', 'start-x9.js']);
});
