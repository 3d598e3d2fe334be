import { savedCachePrefix } from '../../sw/protocol';
import { savedModulesKey } from './savedContent';

/**
 * Removes everything the member saved for offline from this browser: the list and every cache
 * under their prefix. A logout does this (README, "Offline"): saved content is the member's own.
 * A file of its own, loaded at logout: no page needs it before.
 */
export async function forgetSavedContent(
  storage: Pick<Storage, 'removeItem'>,
  userId: number,
): Promise<void> {
  storage.removeItem(savedModulesKey(userId));
  if (typeof caches === 'undefined') return;
  const prefix = savedCachePrefix(userId);
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(prefix)).map((name) => caches.delete(name)),
  );
}
