/**
 * What a member saved for offline (features/offline): the list, in this browser's storage under
 * their id, and each module's answers and files in a cache of its own (`sw/protocol.ts`).
 */
export interface SavedModule {
  id: number;
  slug: string;
  title: string;
  /** What the module's saved answers and files take, as downloaded. */
  bytes: number;
  /** ISO 8601. */
  savedAt: string;
}

export const savedModulesKey = (userId: number) => `campus_offline_${userId}`;

type Reader = { getItem(key: string): string | null };

export function readSavedModules(
  storage: Reader,
  userId: number | null | undefined,
): SavedModule[] {
  if (userId === null || userId === undefined) return [];
  try {
    const parsed = JSON.parse(storage.getItem(savedModulesKey(userId)) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? (parsed as SavedModule[]).filter(
          (entry) => typeof entry?.id === 'number' && typeof entry.slug === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
