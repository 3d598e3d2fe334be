// Apart from the rules so that an app showing the editor does not download yup with it: a form
// may load its schema later than the screen it sits on.
import { object, ref, string } from 'yup';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  allowedCharacters,
  hasCase,
  hasNumber,
  hasSymbol,
} from './passwordRules';

/** The same rules as a yup schema for forms; each test's name is its error flag. */
export function passwordSchema({ requireOld = false } = {}) {
  const m = PASSWORD_MESSAGES;
  return object({
    oldPassword: requireOld ? string().required(m.oldPasswordRequired) : string(),
    password: string()
      .required(m.passwordRequired)
      .min(PASSWORD_MIN_LENGTH, m.passwordMinLength)
      .test('passwordCase', m.passwordCase, (v = '') => hasCase(v))
      .test('passwordNumber', m.passwordNumber, (v = '') => hasNumber(v))
      .test('passwordSymbol', m.passwordSymbol, (v = '') => hasSymbol(v))
      .test('passwordCharacters', m.passwordCharacters, (v = '') => allowedCharacters(v)),
    confirmPassword: string()
      .oneOf([ref('password')], m.passwordMismatch)
      .required(m.passwordMismatch),
  });
}
