import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Session } from './session';
import type { CurrentUser } from './user';

const SessionContext = createContext<Session | null>(null);

export interface SessionProviderProps {
  session: Session;
  children?: ReactNode;
}

/** Makes `session` available to `useSession` and `useCurrentUser` below it. */
export function SessionProvider({ session, children }: SessionProviderProps) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session service of the nearest `SessionProvider`. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider.');
  return session;
}

/** The current user; re-renders on login, logout, profile changes and other tabs' changes. */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getCurrentUser, session.getCurrentUser);
}
