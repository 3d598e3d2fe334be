/** Roles that may never enter a guarded area (pinned by roles.test.ts). */
export const BLOCKED_ROLES = ['support_couple', 'subscriber'] as const;

/**
 * Roles that see training even where the theme sets `disable_training` (pinned by roles.test.ts).
 */
export const TRAINING_ROLES = ['translator', 'administrator'] as const;

export function isBlockedRole(roles: readonly string[]): boolean {
  return roles.some((role) => (BLOCKED_ROLES as readonly string[]).includes(role));
}

export function canViewTraining(
  roles: readonly string[],
  trainingDisabledByTheme: boolean,
): boolean {
  if (roles.some((role) => (TRAINING_ROLES as readonly string[]).includes(role))) return true;
  return !trainingDisabledByTheme;
}
