// Apart from the rules so that an app showing the editor does not download yup with it: a form
// may load its schema later than the screen it sits on.
import { object, ref, string } from 'yup';
import { PASSWORD_MESSAGES, type PasswordRule, type PasswordRuleFailure } from './passwordRules';

/** The same rules as a yup schema for forms; each test's name is its error flag. */
export function passwordSchema({
  requireOld = false,
  rule,
}: {
  requireOld?: boolean;
  rule: PasswordRule;
}) {
  const m = PASSWORD_MESSAGES;
  const passes =
    (failure: PasswordRuleFailure) =>
    (value = '') =>
      !rule(value).includes(failure);
  return object({
    oldPassword: requireOld ? string().required(m.oldPasswordRequired) : string(),
    password: string()
      .required(m.passwordRequired)
      .test('passwordMinLength', m.passwordMinLength, passes('minLength'))
      .test('passwordCase', m.passwordCase, passes('case'))
      .test('passwordNumber', m.passwordNumber, passes('number'))
      .test('passwordSymbol', m.passwordSymbol, passes('symbol'))
      .test('passwordCharacters', m.passwordCharacters, passes('characters')),
    confirmPassword: string()
      .oneOf([ref('password')], m.passwordMismatch)
      .required(m.passwordMismatch),
  });
}
