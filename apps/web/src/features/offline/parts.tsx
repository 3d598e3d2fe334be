import { Button } from '@campus/ui';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { areaWanted } from '../../kit/events';
import { readSavedModules } from '../../kit/savedContent';
import { useTranslation } from '../../i18n';
import { selectUser } from '../session';

/**
 * What the Learning Centre shows of saving for offline, kept light: the saving itself, its texts
 * and its state arrive with the offline area, on a member's first press or when they have saved
 * modules to list (README, "Offline").
 */

const OfflineModulePanel = lazy(() => import('./OfflineModulePanel'));
const SavedModulesList = lazy(() => import('./SavedModulesList'));

const useAreaRunning = () =>
  useSelector((state: { offline?: unknown }) => state.offline !== undefined);

const useSavedHere = () => {
  const user = useSelector(selectUser);
  // Read once: from then on the area's state says what is saved.
  const [saved] = useState(() =>
    user?.id !== undefined && typeof localStorage !== 'undefined'
      ? readSavedModules(localStorage, user.id)
      : [],
  );
  return { user, saved };
};

/** A module page's Save for offline (or its saved size and Remove), for members. */
export function ModuleOffline({ moduleKey, moduleId }: { moduleKey: string; moduleId: number }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const running = useAreaRunning();
  const { user, saved } = useSavedHere();
  const [pressed, setPressed] = useState<'save' | 'remove' | null>(null);
  const isSaved = saved.some((entry) => entry.id === moduleId);

  // A saved module shows its size and Remove, which the area's texts and state tell.
  useEffect(() => {
    if (isSaved && !running) dispatch(areaWanted('offline'));
  }, [dispatch, isSaved, running]);

  if (!user) return null;
  if (running) {
    return (
      <Suspense fallback={null}>
        <OfflineModulePanel moduleKey={moduleKey} moduleId={moduleId} pressed={pressed} />
      </Suspense>
    );
  }
  if (isSaved) return null;
  return (
    <div>
      <Button
        variant="secondary"
        disabled={pressed !== null}
        onClick={() => {
          setPressed('save');
          dispatch(areaWanted('offline'));
        }}
      >
        {/* The area's texts are not here yet: the page's language has this one. */}
        {t('training.saveOffline')}
      </Button>
    </div>
  );
}

/** The Learning Centre's list of saved modules, when the member has saved some on this device. */
export function SavedOffline() {
  const dispatch = useDispatch();
  const running = useAreaRunning();
  const { user, saved } = useSavedHere();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const wanted = user !== null && (saved.length > 0 || offline);

  useEffect(() => {
    if (wanted && !running) dispatch(areaWanted('offline'));
  }, [dispatch, wanted, running]);

  if (!user || !running) return null;
  return (
    <Suspense fallback={null}>
      <SavedModulesList />
    </Suspense>
  );
}

const followConnection = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/**
 * Offline, the ids of the modules this member saved on this device (the Learning Centre marks the
 * others, which cannot open); null while online.
 */
export function useSavedWhileOffline(): ReadonlySet<number> | null {
  const { user, saved } = useSavedHere();
  const online = useSyncExternalStore(
    followConnection,
    () => navigator.onLine,
    () => true,
  );
  if (online || !user) return null;
  return new Set(saved.map((entry) => entry.id));
}
