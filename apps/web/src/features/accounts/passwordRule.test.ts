/** @jest-environment node */
import { passwordFailures } from '@campus/api-client';
import { passwordErrors } from '@campus/ui';
import { startCampus, type Campus } from '@campus/server/testing';

// The password editor tells a member which rules a new password breaks; the server holds every
// new password to the same rules. Where the two disagree, a member is either refused a password
// the form called good or told to change one the server would take. Both are given the contract's
// rule (`passwordFailures` of `@campus/api-client`): the editor as the app gives it, the real
// server's sign-up as it enforces it, and both judge the same candidates here.

let campus: Campus;
beforeAll(async () => {
  campus = await startCampus();
});
afterAll(() => campus.close());

const CANDIDATES = [
  'Campus!2026',
  'Aa1!aaaa',
  'Aa1!aaa',
  'aa1!aaaa',
  'AA1!AAAA',
  'Aaa!aaaa',
  'Aa1aaaaa',
  'Aa1 aaaa',
  ' Aa1aaaa',
  'Aa1aaaa ',
  'Aa1\taaaa',
  'Aa1\u00a0aaaa',
  'Aa1_aaaa',
  'Aa1-aaaa',
  'Aa1.aaaa',
  'Aa1éaaaa',
  'Ää1äaaaa',
  'Aa1!aaaa€',
  'Aa1!aaaa😀',
  'Aa1!aa\u0000a',
  'Aa1!aa\u007fa',
  'Aa1!aa\u00ffa',
  'Aa1!aa\u0100a',
  'Aa1×aaaa',
  'Aa1§aaaa',
  'Pass word 1',
  'PASSWORD!1',
  'password!1',
  '12345678!',
  `Aa1!${'a'.repeat(190)}`,
];

test.each(CANDIDATES.map((password, index) => [JSON.stringify(password), password, index]))(
  'the editor and the server judge %s alike',
  async (_, password, index) => {
    const editorTakesIt =
      Object.keys(
        passwordErrors({ password, confirmPassword: password }, { rule: passwordFailures }),
      ).length === 0;
    const response = await fetch(`${campus.baseUrl}/wp-json/wp/v2/user/account/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: {
          first_name: 'Rule',
          last_name: 'Check',
          email: `rule-${index}@campus.test`,
          password,
          confirmPassword: password,
          agreedToTerms: true,
        },
      }),
    });
    const body = (await response.json()) as { code?: string };
    // Refused for the password itself, not for anything else the request carries.
    if (!response.ok) expect(body.code).toBe('weak_password');
    expect(response.ok).toBe(editorTakesIt);
  },
);
