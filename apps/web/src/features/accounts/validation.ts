/**
 * The account forms' rules, in yup as the stack names it. This module is loaded only when a
 * member first touches a form (`useDeferredResolver`), so yup and the resolver never delay the
 * first screen of sign-on, sign-up, recovery or the profile.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { isEmail, passwordFailures } from '@campus/api-client';
import { passwordSchema } from '@campus/ui';
import type { FieldValues, Resolver } from 'react-hook-form';
import { boolean, number, object, string } from 'yup';
import type { I18n } from '../../i18n';

type Translate = I18n['t'];

// The password schema types an optional old-password field some forms do not have, and yup's
// inferred types differ from the forms' value types in nullability; each form names its values.
const resolverOf = <Values extends FieldValues>(schema: Parameters<typeof yupResolver>[0]) =>
  yupResolver(schema) as unknown as Resolver<Values>;

const email = (
  t: Translate,
  required: Parameters<Translate>[0],
  invalid: Parameters<Translate>[0],
) =>
  string()
    .trim()
    .required(t(required))
    .test('email', t(invalid), (value = '') => isEmail(value));

export const signonResolver = <Values extends FieldValues>(t: Translate) =>
  resolverOf<Values>(
    object({
      user_email: email(t, 'accounts.signon.emailRequired', 'accounts.signon.emailInvalid'),
      password: string().required(t('accounts.signon.passwordRequired')),
      rememberMe: boolean().default(false),
      isAdminQA: boolean().default(false),
    }),
  );

export const signupResolver = <Values extends FieldValues>(
  t: Translate,
  { phoneRequired, askTerms }: { phoneRequired: boolean; askTerms: boolean },
) =>
  resolverOf<Values>(
    object({
      first_name: string().trim().required(t('accounts.signup.firstNameRequired')),
      last_name: string().trim().required(t('accounts.signup.lastNameRequired')),
      email: email(t, 'accounts.signup.emailRequired', 'accounts.signup.emailInvalid'),
      mobileNumber: phoneRequired
        ? string().trim().required(t('accounts.signup.mobileNumberRequired'))
        : string().default(''),
      country: number().nullable().default(null).required(t('accounts.signup.countryRequired')),
      locality: number().nullable().default(null),
      // Agreement is asked only when the theme links its terms; without them there is nothing to
      // refuse (pinned by screens.test.tsx).
      agreedToTerms: askTerms
        ? boolean().oneOf([true], t('accounts.signup.termsRequired')).required()
        : boolean().default(true),
    }).concat(passwordSchema({ rule: passwordFailures })),
  );

export const recoverEmailResolver = <Values extends FieldValues>(t: Translate) =>
  resolverOf<Values>(
    object({ email: email(t, 'accounts.recover.emailRequired', 'accounts.recover.emailInvalid') }),
  );

export const newPasswordResolver = <Values extends FieldValues>(
  options: { requireOld?: boolean } = {},
) => resolverOf<Values>(passwordSchema({ ...options, rule: passwordFailures }));

export const verifyPasswordResolver = <Values extends FieldValues>(
  t: Translate,
  minLength: number,
) =>
  resolverOf<Values>(
    object({
      password: string()
        .required(t('accounts.verify.passwordRequired'))
        .min(minLength, t('accounts.verify.passwordMin', { count: minLength })),
    }),
  );

export const profileResolver = <Values extends FieldValues>(t: Translate) =>
  resolverOf<Values>(
    object({
      first_name: string().trim().required(t('accounts.profile.firstNameRequired')),
      last_name: string().default(''),
      mobileNumber: string().default(''),
      birthday: string().default(''),
      country: number().nullable().default(null),
      locality: number().nullable().default(null),
      role: string().default(''),
    }),
  );
