import type { AppStatus } from '@campus/api-client';
import type { Services } from '../../services';
import { getMeta } from '../../services/store';

/** The running build's hash (salted when a restart is asked for) and whether the app must restart. */
export async function appStatus(ctx: Services): Promise<AppStatus> {
  const salt = (await getMeta(ctx.db, 'app_status_salt')) ?? '';
  const restartRequired = (await getMeta(ctx.db, 'app_status_restart')) === '1';
  const { hash } = ctx.build.current();
  return { applicationHash: salt ? `${hash}-${salt}` : hash, restartRequired };
}
