export const roleOf = (user: { roles: string[] } | undefined): { role?: string } =>
  user?.roles[0] ? { role: user.roles[0] } : {};
