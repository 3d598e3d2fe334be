import { useCallback, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { secretUnlocked } from './slice';
import { selectSecretUnlocked } from './selectors';

/** The clicks, and the window they must fall within, that unlock the hidden element. */
export const UNLOCK_CLICKS = 8;
export const UNLOCK_WINDOW_MS = 5000;

/**
 * 8 clicks within 5000 ms unlock the hidden element once; a click outside the window starts a new
 * count (pinned by useSecretUnlock.test.tsx).
 */
export function useSecretUnlock(now: () => number = Date.now) {
  const dispatch = useDispatch();
  const unlocked = useSelector(selectSecretUnlocked);
  const clicks = useRef<{ count: number; since: number }>({ count: 0, since: 0 });
  const onClick = useCallback(() => {
    if (unlocked) return;
    const time = now();
    const state = clicks.current;
    if (state.count === 0 || time - state.since > UNLOCK_WINDOW_MS) {
      clicks.current = { count: 1, since: time };
      return;
    }
    state.count += 1;
    if (state.count >= UNLOCK_CLICKS) dispatch(secretUnlocked());
  }, [dispatch, now, unlocked]);
  return { unlocked, onClick };
}
