import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules';
import { RecoveryResponseType } from '../recovery';
import { Nullable, Open, StringEnum } from './http.schema';
import { Organization, UserPreferences } from './organizations.schema';

/** The contract's e-mail rule (`isEmail` in `rules.ts`), as a schema checks it. */
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: EMAIL_MAX_LENGTH });
/** A password as sent; its strength is `passwordFailures`' to judge, with the rule's own messages. */
export const Password = Type.String({ minLength: 1, maxLength: 200 });
/** A one-time code from an e-mail (sign-up verification). */
const Code = Type.String({ minLength: 1, maxLength: 100 });

export const LoginOptions = Open({
  skipSalesForce: Type.Optional(Type.Boolean()),
  isAdminQA: Type.Optional(Type.Boolean()),
});
export type LoginOptions = Static<typeof LoginOptions>;

/** POST /jwt-auth/v1/token as the app sends it. */
export const LoginPayload = Type.Object({
  user_email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  options: LoginOptions,
});
export type LoginPayload = Static<typeof LoginPayload>;

/**
 * POST /jwt-auth/v1/token as the server takes it: the plugin's `username` or the app's
 * `user_email`; a missing one is the plugin's 403, not a schema error.
 */
export const TokenRequest = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 254 })),
  user_email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  options: Type.Optional(Type.Unsafe<LoginOptions>({ type: 'object' })),
});

export const CourseStats = Open({ activeCourses: Type.Number() });
export type CourseStats = Static<typeof CourseStats>;

export const TrainingStats = Type.Record(Type.String(), Type.Unknown());
export type TrainingStats = Static<typeof TrainingStats>;

/** The member's profile as GET /user/profile/{id} and POST /user/update answer it. */
export const Profile = Open({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.Optional(Type.String()),
  last_name: Type.Optional(Type.String()),
  mobileNumber: Type.Optional(Type.String()),
  country: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
  locality: Type.Optional(Type.Union([Type.Integer(), Type.String(), Type.Null()])),
  /** ISO date; the app parses it to a date. */
  birthday: Type.Optional(Nullable(Type.String())),
  user_roles: Type.Array(Type.String()),
  organizationId: Type.Optional(Nullable(Type.Integer())),
  organization: Type.Optional(Nullable(Organization)),
  preferences: Type.Optional(UserPreferences),
  trainingStats: Type.Optional(TrainingStats),
  courseStats: Type.Optional(CourseStats),
});
export type Profile = Static<typeof Profile>;

/** POST /wp/v2/user/update: the fields a member may change. */
export const ProfileUpdate = Type.Object({
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  mobileNumber: Type.Optional(Type.String({ maxLength: 40 })),
  country: Type.Optional(Nullable(Type.Integer())),
  locality: Type.Optional(Nullable(Type.Integer())),
  birthday: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  organizationId: Type.Optional(Nullable(Type.Integer())),
  email: Type.Optional(Email),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  profile: Profile,
  organization: Nullable(Organization),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** What the JWT plugin itself answers beside the token; the app reads `profile` and `organization`. */
export const TokenAnswer = Type.Object({
  token: Type.String(),
  user_email: Type.String(),
  user_nicename: Type.String(),
  user_display_name: Type.String(),
  profile: Profile,
  organization: Nullable(Organization),
});

/** Answer of POST /jwt-auth/v1/token/validate (decided: the jwt-auth plugin's answer). */
export const TokenValidation = Type.Object({
  code: Type.String(),
  data: Type.Object({ status: Type.Integer() }),
});
export type TokenValidation = Static<typeof TokenValidation>;

/** POST /user/exists */
export const UserExistsPayload = Type.Object({ email: Email });
export type UserExistsPayload = Static<typeof UserExistsPayload>;

/** Answer of POST /user/exists (decided). */
export const UserExistsResponse = Type.Object({ exists: Type.Boolean() });
export type UserExistsResponse = Static<typeof UserExistsResponse>;

export const VerificationSource = StringEnum(['survey', 'other']);
export type VerificationSource = Static<typeof VerificationSource>;

/** POST /user/account/request: the sign-up form as sent, inside `{ user }`. */
export const SignupPayload = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Email,
  mobileNumber: Type.Optional(Type.String({ maxLength: 40 })),
  country: Type.Optional(Nullable(Type.Integer())),
  locality: Type.Optional(Nullable(Type.Integer())),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  confirmPassword: Type.Optional(Type.String({ maxLength: 200 })),
  agreedToTerms: Type.Optional(Type.Boolean()),
  /** Survey invitations arrive with `survey` and no password. */
  source: Type.Optional(VerificationSource),
});
export type SignupPayload = Static<typeof SignupPayload>;
export const SignupRequest = Type.Object({ user: SignupPayload });

/** Answer of POST /user/account/request (decided). */
export const SignupResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
});
export type SignupResponse = Static<typeof SignupResponse>;

/** Answer of POST /user/account/pending: what the verification screen shows. */
export const VerificationData = Type.Object({
  user: Type.Object({
    email: Type.String(),
    first_name: Type.String(),
    password: Type.Optional(Type.String()),
  }),
  privacyContent: Type.Optional(Type.String()),
  /** Welcome HTML. */
  content: Type.Optional(Type.String()),
  source: VerificationSource,
});
export type VerificationData = Static<typeof VerificationData>;

/** POST /user/account/pending */
export const PendingAccountPayload = Type.Object({ code: Code });
export type PendingAccountPayload = Static<typeof PendingAccountPayload>;

/** POST /user/account/verify */
export const VerifyAccountPayload = Type.Object({
  code: Code,
  user: Type.Optional(
    Type.Object({
      email: Type.Optional(Type.String()),
      first_name: Type.Optional(Type.String()),
      password: Type.Optional(Type.String({ maxLength: 200 })),
    }),
  ),
});
export type VerifyAccountPayload = Static<typeof VerifyAccountPayload>;

export const VerifyAccountResponse = Open({
  success: Type.Optional(Type.Boolean()),
  email: Type.Optional(Type.String()),
  user_roles: Type.Array(Type.String()),
});
export type VerifyAccountResponse = Static<typeof VerifyAccountResponse>;

export const RecoveryResponse = Type.Object({
  responseType: Type.Enum(RecoveryResponseType),
  data: Type.Optional(
    Type.Object({ role: Type.Optional(Type.String()), email: Type.Optional(Type.String()) }),
  ),
});
export type RecoveryResponse = Static<typeof RecoveryResponse>;

/** POST /user/recoverpwd/init */
export const RecoveryInitPayload = Type.Object({ email: Email });
export type RecoveryInitPayload = Static<typeof RecoveryInitPayload>;

/** GET /user/recoverpwd/verify */
export const RecoveryVerifyQuery = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 100 }),
  login: Type.String({ minLength: 1, maxLength: 254 }),
});
export type RecoveryVerifyQuery = Static<typeof RecoveryVerifyQuery>;

/** POST /user/recoverpwd/set */
export const RecoverySetPayload = Type.Object({
  ...RecoveryVerifyQuery.properties,
  password: Password,
});
export type RecoverySetPayload = Static<typeof RecoverySetPayload>;

/** POST /user/resetpwd */
export const ResetPasswordPayload = Type.Object({ password: Password, oldPassword: Password });
export type ResetPasswordPayload = Static<typeof ResetPasswordPayload>;
