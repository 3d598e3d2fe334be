import {
  countDownload,
  countView,
  getPostVideo,
  getResource,
  getResourceBuckets,
  getResources,
  getVideoDownloads,
  type DownloadOption,
  type Paged,
  type Resource,
  type ResourceBucket,
  type Video,
} from '@campus/api-client';
import {
  all,
  call,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { getServices } from '../../kit/services';
import { navigated } from '../../kit/events';
import { announceResize, copyText, download } from './browser';
import { selectResources } from './selectors';
import {
  downloadFailed,
  downloadFinished,
  downloadOptionsFailed,
  downloadOptionsLoaded,
  downloadOptionsRequested,
  downloadRequested,
  downloadUnavailable,
  libraryFailed,
  libraryLoaded,
  libraryRequested,
  recentFailed,
  recentLoaded,
  recentRequested,
  RECENT_RESOURCES,
  resourceClosed,
  resourceOpened,
  sameChoice,
  sharedResourceRequested,
  sharedResourceFailed,
  shareLinkCopied,
  shareLinkCopyRequested,
  shareLinkNoticeEnded,
  stepChanged,
  videoDetailsFailed,
  videoDetailsLoaded,
  type ResourcesState,
} from './slice';

/** The snackbar stays 1500 ms; a resize event follows 10 ms after each step change. */
export const COPIED_NOTICE_MS = 1500;
export const RESIZE_DELAY_MS = 10;

const filename = (resource: Resource) => resource.slug || String(resource.id);

/** Counters are statistics: a failed count must not stop a preview or a download. */
function* countQuietly(counter: typeof countView, resource: Resource) {
  const { api } = yield* getServices();
  try {
    yield call(counter, api, { id: resource.id, blog_id: resource.blog_id });
  } catch (error) {
    console.warn('A resource counter was not updated', error);
  }
}

function* loadDownloadOptions(videoId: number) {
  const { api } = yield* getServices();
  yield put(downloadOptionsRequested());
  try {
    const options: DownloadOption[] = yield call(getVideoDownloads, api, videoId);
    yield put(downloadOptionsLoaded(options));
  } catch {
    yield put(downloadOptionsFailed());
  }
}

function* downloadDocument(resource: Resource) {
  const url = resource.attachedDocument?.url;
  if (!url) {
    yield put(downloadFailed());
    return;
  }
  yield call(download, url, filename(resource));
  yield fork(countQuietly, countDownload, resource);
  yield put(downloadFinished());
}

/** The resource modal flow from opening to the point where the person takes over. */
function* openFlow() {
  const { api } = yield* getServices();
  const {
    open: resource,
    skipPreview,
    detailsStatus,
  }: ResourcesState = yield select(selectResources);
  if (!resource) return;
  if (!skipPreview && resource.id && resource.blog_id)
    yield fork(countQuietly, countView, resource);
  if (resource.type !== 'video') {
    if (skipPreview) {
      yield call(downloadDocument, resource);
      yield put(resourceClosed());
    }
    return;
  }
  let video = resource.video ?? null;
  if (detailsStatus === 'loading') {
    try {
      video = (yield call(getPostVideo, api, {
        id: resource.id,
        blog_id: resource.blog_id,
      })) as Video;
      yield put(videoDetailsLoaded(video));
    } catch {
      yield put(videoDetailsFailed());
      return;
    }
  }
  const videoId = video?.id ?? video?.ID;
  if (videoId) yield call(loadDownloadOptions, videoId);
  else yield put(downloadOptionsFailed());
}

function* watchOpen() {
  yield takeLatest(resourceOpened.type, function* run() {
    // Closing, or navigating away, abandons whatever the flow was waiting for.
    yield race({ flow: call(openFlow), closed: take([resourceClosed.type, navigated.type]) });
  });
}

/**
 * The last step's Next. An expired link is replaced by fresh links and the same width, height and
 * quality chosen again; when none matches the person is told to choose again (pinned by
 * ResourceModal.test.tsx).
 */
function* performDownload() {
  const { api } = yield* getServices();
  const { open: resource, options, choice, video }: ResourcesState = yield select(selectResources);
  if (!resource) return;
  if (resource.type !== 'video') {
    yield call(downloadDocument, resource);
    return;
  }
  let option = choice ? options.find((o) => sameChoice(o, choice)) : undefined;
  const videoId = video?.id ?? resource.video?.id;
  if (!option || !choice || !videoId) {
    yield put(downloadFinished());
    return;
  }
  if (Date.parse(option.expires) <= Date.now()) {
    try {
      const fresh: DownloadOption[] = yield call(getVideoDownloads, api, videoId);
      yield put(downloadOptionsLoaded(fresh));
      option = fresh.find((o) => sameChoice(o, choice));
    } catch {
      yield put(downloadFailed());
      return;
    }
    if (!option) {
      yield put(downloadUnavailable());
      return;
    }
  }
  yield call(download, option.link, filename(resource));
  yield fork(countQuietly, countDownload, resource);
  yield put(downloadFinished());
}

function* resizeAfterStep() {
  yield delay(RESIZE_DELAY_MS);
  yield call(announceResize);
}

function* copyShareLink() {
  const { browser } = yield* getServices();
  const { open: resource }: ResourcesState = yield select(selectResources);
  if (!resource) return;
  const link = new URL(
    `/resources?resource=${resource.id}&blog=${resource.blog_id}`,
    browser.href(),
  ).href;
  try {
    yield call(copyText, link);
  } catch (error) {
    console.warn('The share link could not be copied', error);
    return;
  }
  yield put(shareLinkCopied());
  yield delay(COPIED_NOTICE_MS);
  yield put(shareLinkNoticeEnded());
}

function* openShared({ payload }: ReturnType<typeof sharedResourceRequested>) {
  const { api } = yield* getServices();
  try {
    const resource: Resource = yield call(getResource, api, payload);
    yield put(resourceOpened({ resource, startAt: payload.startAt }));
  } catch (error) {
    yield put(
      sharedResourceFailed({
        request: payload,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

function* loadLibrary({ payload }: ReturnType<typeof libraryRequested>) {
  const { api } = yield* getServices();
  try {
    const buckets: ResourceBucket[] = yield call(
      getResourceBuckets,
      api,
      payload.bucket ? { bucket: payload.bucket } : {},
    );
    yield put(libraryLoaded({ bucket: payload.bucket, buckets }));
  } catch {
    yield put(libraryFailed({ bucket: payload.bucket }));
  }
}

function* loadRecent() {
  const { api } = yield* getServices();
  try {
    const page: Paged<Resource> = yield call(getResources, api, { per_page: RECENT_RESOURCES });
    yield put(recentLoaded(page.items));
  } catch {
    yield put(recentFailed());
  }
}

export function* resourcesSaga() {
  yield all([
    fork(watchOpen),
    takeLeading(downloadRequested.type, performDownload),
    takeLatest(stepChanged.type, resizeAfterStep),
    takeLatest(shareLinkCopyRequested.type, copyShareLink),
    takeLatest(sharedResourceRequested.type, openShared),
    takeEvery(libraryRequested.type, loadLibrary),
    takeLatest(recentRequested.type, loadRecent),
  ]);
}
