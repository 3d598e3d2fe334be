import type { Playlist } from '@campus/api-client';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import {
  all,
  call,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLeading,
} from 'redux-saga/effects';
import { savedCacheName } from '../../../sw/protocol';
import { getServices } from '../../kit/services';
import { readSavedModules, savedModulesKey, type SavedModule } from '../../kit/savedContent';
import { windowEvents } from '../../kit/windowEvents';
import { selectUser } from '../session';
import { readModule } from './moduleFiles';
import {
  connectionChanged,
  moduleRemoved,
  moduleSaved,
  persistenceAnswered,
  removeModuleAsked,
  saveCancelled,
  saveConfirmed,
  saveFailed,
  saveModuleAsked,
  saveProgressed,
  saveSizeMeasured,
  savedListRead,
  spaceRead,
  type ModuleToSave,
} from './slice';

/** How often, in bytes, the progress bar moves while a file downloads. */
const PROGRESS_STEP = 256 * 1024;

function* memberId() {
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  return user?.id ?? null;
}

async function sizeOf(address: string): Promise<number> {
  const answer = await fetch(address, { method: 'HEAD' });
  if (!answer.ok) throw new Error(`${address}: ${answer.status}`);
  return Number(answer.headers.get('content-length') ?? 0);
}

async function storedBytes(cache: Cache): Promise<number> {
  let bytes = 0;
  for (const request of await cache.keys()) {
    const answer = await cache.match(request);
    if (answer) bytes += (await answer.clone().arrayBuffer()).byteLength;
  }
  return bytes;
}

/** Downloads one file into the cache, telling `progress` how many of its bytes came so far. */
function* keepFile(cache: Cache, address: string, moduleId: number, doneBefore: number) {
  const answer: Response = yield call(fetch, address);
  if (!answer.ok || !answer.body) throw new Error(`${address}: ${answer.status}`);
  const reader = (answer.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  let shown = 0;
  for (;;) {
    const { done, value }: ReadableStreamReadResult<Uint8Array<ArrayBuffer>> = yield call([
      reader,
      reader.read,
    ]);
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    if (received - shown >= PROGRESS_STEP) {
      shown = received;
      yield put(saveProgressed({ moduleId, done: doneBefore + received }));
    }
  }
  const headers = new Headers(answer.headers);
  headers.set('content-length', String(received));
  // Kept whole, as a 200: the worker answers a video's ranges from it.
  headers.delete('content-encoding');
  yield call([cache, cache.put], address, new Response(new Blob(chunks), { status: 200, headers }));
  return received;
}

/** How much the browser lets this site keep, and how much it keeps now. */
function* readSpace() {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return;
  try {
    const { usage = 0, quota = 0 }: StorageEstimate = yield call([
      navigator.storage,
      navigator.storage.estimate,
    ]);
    yield put(spaceRead({ usage, quota }));
  } catch {
    yield put(spaceRead(null));
  }
}

/** Asks the browser to keep what is saved when space runs low; the list says when it refuses. */
function* askToPersist() {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) {
    yield put(persistenceAnswered(false));
    return;
  }
  const already: boolean = yield call([navigator.storage, navigator.storage.persisted]);
  const granted: boolean = already || (yield call([navigator.storage, navigator.storage.persist]));
  yield put(persistenceAnswered(granted));
}

function writeList(
  storage: Storage | Pick<Storage, 'setItem'>,
  userId: number,
  list: SavedModule[],
) {
  storage.setItem(savedModulesKey(userId), JSON.stringify(list));
}

/**
 * Save for offline: the module's calls are read and kept first (a few kilobytes), the files
 * measured, and the size shown; on Save the files download into the module's cache with the
 * progress shown, and the module joins the member's list. Cancel, or a failure, leaves nothing
 * of the module behind.
 */
export function* saveModule({ payload }: PayloadAction<ModuleToSave>) {
  const services = yield* getServices();
  const { moduleId, moduleKey } = payload;
  const userId: number | null = yield call(memberId);
  if (userId === null || typeof caches === 'undefined') {
    yield put(saveFailed({ moduleId }));
    return;
  }
  const name = savedCacheName(userId, moduleId);
  const cache: Cache = yield call([caches, caches.open], name);
  try {
    const api = services.apiKeeping((address, answer) => cache.put(address, answer));
    const language = document.documentElement.lang.split('-')[0] ?? 'en';
    const { playlist, addresses }: { playlist: Playlist; addresses: string[] } = yield call(
      readModule,
      api,
      moduleKey,
      language,
    );
    const answersBytes: number = yield call(storedBytes, cache);
    const sizes: number[] = yield all(addresses.map((address) => call(sizeOf, address)));
    const bytes = answersBytes + sizes.reduce((sum, size) => sum + size, 0);
    yield put(saveSizeMeasured({ moduleId, bytes }));
    const { cancel } = yield race({
      confirm: take(
        (action: { type: string; payload?: { moduleId?: number } }) =>
          action.type === saveConfirmed.type && action.payload?.moduleId === moduleId,
      ),
      cancel: take(
        (action: { type: string; payload?: { moduleId?: number } }) =>
          action.type === saveCancelled.type && action.payload?.moduleId === moduleId,
      ),
    });
    if (cancel) {
      yield call([caches, caches.delete], name);
      return;
    }
    yield fork(askToPersist);
    let done = answersBytes;
    for (const address of addresses) {
      done += (yield call(keepFile, cache, address, moduleId, done)) as number;
      yield put(saveProgressed({ moduleId, done }));
    }
    const saved: SavedModule = {
      id: moduleId,
      slug: playlist.slug,
      title: playlist.title,
      bytes: done,
      savedAt: new Date().toISOString(),
    };
    const list = readSavedModules(services.storage, userId).filter(
      (entry) => entry.id !== moduleId,
    );
    writeList(services.storage, userId, [...list, saved]);
    yield put(moduleSaved(saved));
    yield call(readSpace);
  } catch (error) {
    console.error('The module could not be saved for offline.', error);
    yield call([caches, caches.delete], name);
    yield put(saveFailed({ moduleId }));
  }
}

export function* removeModule({ payload }: PayloadAction<{ moduleId: number }>) {
  const { storage } = yield* getServices();
  const userId: number | null = yield call(memberId);
  if (userId === null) return;
  writeList(
    storage,
    userId,
    readSavedModules(storage, userId).filter((entry) => entry.id !== payload.moduleId),
  );
  if (typeof caches !== 'undefined') {
    yield call([caches, caches.delete], savedCacheName(userId, payload.moduleId));
  }
  yield put(moduleRemoved(payload));
  yield call(readSpace);
}

function* followConnection() {
  if (typeof navigator === 'undefined') return;
  const changes: EventChannel<string> = yield call(windowEvents, ['online', 'offline']);
  yield put(connectionChanged(navigator.onLine));
  try {
    for (;;) {
      const change: string = yield take(changes);
      yield put(connectionChanged(change === 'online'));
    }
  } finally {
    changes.close();
  }
}

/**
 * Saving modules for offline (README, "Offline"); the area starts when a member first asks to save
 * a module or has saved ones to list.
 */
export function* offlineSaga() {
  const { storage } = yield* getServices();
  const userId: number | null = yield call(memberId);
  yield put(savedListRead(readSavedModules(storage, userId)));
  yield fork(readSpace);
  yield fork(followConnection);
  if (typeof navigator === 'undefined' || !navigator.storage?.persisted) {
    // A browser with no persistent storage (WebKitGTK) may clear what is saved at any time: the
    // list says so on every visit, not only after a save in this one (e2e/offline.spec.ts).
    yield put(persistenceAnswered(false));
  } else {
    yield fork(function* persisted() {
      try {
        yield put(
          persistenceAnswered(
            (yield call([navigator.storage, navigator.storage.persisted])) as boolean,
          ),
        );
      } catch {
        // The list then says nothing of it.
      }
    });
  }
  yield takeEvery(saveModuleAsked.type, saveModule);
  yield takeLeading(removeModuleAsked.type, removeModule);
}
