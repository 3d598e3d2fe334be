import { isBlockedRole } from './roles';

/** The stored profile fields the session reads. Other fields pass through untouched. */
export interface SessionProfile {
  id?: number;
  email?: string;
  first_name?: string;
  country?: number | string | null;
  birthday?: string | null;
  user_roles?: string[];
  organization?: { id?: number; [field: string]: unknown } | null;
  preferences?: Record<string, unknown>;
  trainingStats?: unknown;
  courseStats?: { activeCourses?: unknown; [field: string]: unknown };
  [field: string]: unknown;
}

/** The current user as the shell and the Learning Centre read it. */
export interface CurrentUser {
  isLoggedIn: boolean;
  id: number | null;
  country: number | string | null;
  user_roles: readonly string[];
  /** The first of `user_roles`. */
  role: string | null;
  first_name: string;
  email: string;
  organizationId: number | null;
  canViewTraining: boolean;
  birthday: Date | null;
  /** `data.options` carried in the token. */
  options: Readonly<Record<string, unknown>>;
  /** Whether the user holds `role`. */
  user_can(role: string): boolean;
  /** Whether a role keeps this user out of guarded areas (support_couple, subscriber). */
  isBlocked: boolean;
}

/** Parses a birthday; only valid times give a date, an empty or invalid value gives null. */
export function parseBirthday(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  // A bare `YYYY-MM-DD` is read as a local date so the day does not shift with the time zone.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function buildCurrentUser(
  profile: SessionProfile | null,
  tokenData: { userId: number | null; options: Record<string, unknown> } | null,
  isLoggedIn: boolean,
  canViewTraining: boolean,
): CurrentUser {
  const roles = Array.isArray(profile?.user_roles) ? profile.user_roles : [];
  return {
    isLoggedIn,
    id: profile?.id ?? tokenData?.userId ?? null,
    country: profile?.country ?? null,
    user_roles: roles,
    role: roles[0] ?? null,
    first_name: profile?.first_name ?? '',
    email: profile?.email ?? '',
    organizationId: profile?.organization?.id ?? null,
    canViewTraining: isLoggedIn && canViewTraining,
    birthday: parseBirthday(profile?.birthday),
    options: tokenData?.options ?? {},
    user_can: (role) => roles.includes(role),
    isBlocked: isBlockedRole(roles),
  };
}
