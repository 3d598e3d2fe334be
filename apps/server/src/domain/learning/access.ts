import type { Session } from '../../plugins/auth';
import type { PlaylistRecord } from './catalog';

/**
 * Who may open a module: anyone when it is public, only a signed-in member when it is private
 * (README, "Decisions": free views). Learning lists, shows and gates lessons by it; search finds
 * modules and the videos inside them by it.
 */
export const mayOpenModule = (
  module: Pick<PlaylistRecord, 'status'>,
  session: Session | undefined,
): boolean => Boolean(session) || module.status !== 'private';
