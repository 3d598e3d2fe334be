import { decodeJwt, isTokenExpired, tokenExpiry } from './index';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.c2ln`;

describe('decodeJwt', () => {
  test('returns the payload, UTF-8 names intact', () => {
    expect(decodeJwt(jwt({ exp: 10, data: { user: { id: 7 }, name: 'Zoë Ångström' } }))).toEqual({
      exp: 10,
      data: { user: { id: 7 }, name: 'Zoë Ångström' },
    });
  });

  test.each(['a.b', 'a.b.c.d', 'token'])('rejects %p: JWT must have 3 parts', (token) => {
    expect(() => decodeJwt(token)).toThrow(new Error('JWT must have 3 parts'));
  });

  test('rejects a payload whose length is not base64url', () => {
    expect(() => decodeJwt('a.abcde.c')).toThrow(new Error('Illegal base64url string!'));
  });

  test('rejects a payload with characters outside base64url', () => {
    expect(() => decodeJwt('a.ab*d.c')).toThrow(new Error('Illegal base64url string!'));
  });

  test.each([
    ['not JSON', `a.${b64url('not json')}.c`],
    ['empty', 'a..c'],
    ['a bare number', `a.${b64url('42')}.c`],
  ])('rejects a payload that is %s: Cannot decode the token', (_, token) => {
    expect(() => decodeJwt(token)).toThrow(new Error('Cannot decode the token'));
  });
});

describe('expiry', () => {
  const token = jwt({ exp: 1_800_000_000 });

  test('tokenExpiry reads exp in seconds', () => {
    expect(tokenExpiry(token)).toEqual(new Date(1_800_000_000_000));
    expect(tokenExpiry(jwt({ iat: 1 }))).toBeNull();
  });

  test('isTokenExpired compares with now, at the exact second included', () => {
    expect(isTokenExpired(token, 1_799_999_999_999)).toBe(false);
    expect(isTokenExpired(token, 1_800_000_000_000)).toBe(true);
    expect(isTokenExpired(jwt({ iat: 1 }), Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  test('isTokenExpired defaults now to the clock and counts an undecodable token as expired', () => {
    expect(isTokenExpired(jwt({ exp: Math.floor(Date.now() / 1000) + 60 }))).toBe(false);
    expect(isTokenExpired(jwt({ exp: Math.floor(Date.now() / 1000) - 1 }))).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
  });
});
