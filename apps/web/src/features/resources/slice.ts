import type { DownloadOption, Resource, ResourceBucket, Video } from '@campus/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { navigated } from '../../kit/events';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A download option is chosen by what it is, not by its link, since links are replaced when they expire. */
export interface DownloadChoice {
  width: number;
  height: number;
  quality: string;
}

export interface LibraryState {
  status: LoadStatus;
  buckets: ResourceBucket[];
}

export interface ResourcesState {
  /** The resource the modal shows, or null when it is closed. */
  open: Resource | null;
  /** The preview step is left out (asked for, or the file cannot be previewed). */
  skipPreview: boolean;
  /** The resource whose access-denied dialog is shown. */
  denied: Resource | null;
  /** Video details of the open resource (url to play, download metadata). */
  video: Video | null;
  /** Seconds the video plays from at once (a shared address named a moment), or null. */
  startAt: number | null;
  detailsStatus: LoadStatus;
  step: number;
  options: DownloadOption[];
  optionsStatus: LoadStatus;
  choice: DownloadChoice | null;
  downloading: boolean;
  /** No option matched after the expired links were refreshed. */
  unavailable: boolean;
  downloadFailed: boolean;
  /** 'Copied to Clipboard' is on screen. */
  copied: boolean;
  /** A shared address's resource, while it loads or after it failed to (so it can be tried again). */
  shared: {
    request: SharedResourceRequest;
    status: 'loading' | 'failed';
    message: string | null;
  } | null;
  /** Libraries by bucket name ('' for the whole library). */
  libraries: Record<string, LibraryState>;
  /** The newest resources, for the member's home. */
  recent: { status: LoadStatus; items: Resource[] };
}

const closedModal = {
  open: null,
  skipPreview: false,
  denied: null,
  video: null,
  startAt: null,
  detailsStatus: 'idle' as LoadStatus,
  step: 0,
  options: [],
  optionsStatus: 'idle' as LoadStatus,
  choice: null,
  downloading: false,
  unavailable: false,
  downloadFailed: false,
  copied: false,
  shared: null,
} satisfies Omit<ResourcesState, 'libraries' | 'recent'>;

const initialState: ResourcesState = {
  ...closedModal,
  libraries: {},
  recent: { status: 'idle', items: [] },
};

/** Video, or a file ending pdf, png or jpg; doc and docx give no preview. */
export function isPreviewable(resource: Resource): boolean {
  if (resource.type === 'video') return true;
  if (typeof resource.canPreview === 'boolean') return resource.canPreview;
  return /\.(pdf|png|jpg)$/i.test(filePath(resource.attachedDocument?.url ?? ''));
}

/** The path part of an address, without query or fragment. */
export function filePath(url: string): string {
  return url.trim().split(/[?#]/, 1)[0] ?? '';
}

export const sameChoice = (a: DownloadChoice, b: DownloadChoice) =>
  a.width === b.width && a.height === b.height && a.quality === b.quality;

const choiceOf = ({ width, height, quality }: DownloadOption): DownloadChoice => ({
  width,
  height,
  quality,
});

/** How many of the newest resources the member's home shows before "See all resources". */
export const RECENT_RESOURCES = 4;

export const libraryKey = (bucket?: string) => bucket ?? '';

/** What a shared address (`/resources?resource={id}&blog={blog_id}`) names. */
export interface SharedResourceRequest {
  id: number;
  blog_id: number;
  /** `&t=161`: the video plays from that second. */
  startAt?: number;
}

export const resourcesSlice = createSlice({
  name: 'resources',
  initialState,
  reducers: {
    /** Any area opens a resource (a card, a search result); the modal flow follows. */
    resourceOpened(
      state,
      { payload }: PayloadAction<{ resource: Resource; skipPreview?: boolean; startAt?: number }>,
    ) {
      Object.assign(state, closedModal);
      const { resource } = payload;
      state.startAt = payload.startAt ?? null;
      if (resource.error) {
        state.denied = resource;
        return;
      }
      state.open = resource;
      state.skipPreview = Boolean(payload.skipPreview) || !isPreviewable(resource);
      state.detailsStatus = resource.type === 'video' && !resource.video?.url ? 'loading' : 'ready';
      state.video = resource.video?.url ? resource.video : null;
    },
    resourceClosed(state) {
      Object.assign(state, closedModal);
    },
    videoDetailsLoaded(state, { payload }: PayloadAction<Video>) {
      state.video = payload;
      state.detailsStatus = 'ready';
    },
    videoDetailsFailed(state) {
      state.detailsStatus = 'failed';
    },
    stepChanged(state, { payload }: PayloadAction<number>) {
      state.step = payload;
      state.unavailable = false;
      state.downloadFailed = false;
    },
    downloadOptionsRequested(state) {
      state.optionsStatus = 'loading';
    },
    /** A single option is chosen for you; otherwise the earlier choice stays if still offered. */
    downloadOptionsLoaded(state, { payload }: PayloadAction<DownloadOption[]>) {
      const options = [...payload].sort((a, b) => a.size - b.size);
      state.options = options;
      state.optionsStatus = 'ready';
      const kept = state.choice && options.find((o) => sameChoice(choiceOf(o), state.choice!));
      state.choice = options.length === 1 ? choiceOf(options[0]!) : kept ? choiceOf(kept) : null;
    },
    downloadOptionsFailed(state) {
      state.optionsStatus = 'failed';
    },
    downloadOptionChosen(state, { payload }: PayloadAction<DownloadChoice>) {
      state.choice = payload;
      state.unavailable = false;
      state.downloadFailed = false;
    },
    /** The last step's Next; the saga downloads the document or the chosen video option. */
    downloadRequested(state) {
      state.downloading = true;
      state.unavailable = false;
      state.downloadFailed = false;
    },
    downloadFinished(state) {
      state.downloading = false;
    },
    /** The fresh links were loaded just before, which already dropped the vanished choice. */
    downloadUnavailable(state) {
      state.downloading = false;
      state.unavailable = true;
    },
    downloadFailed(state) {
      state.downloading = false;
      state.downloadFailed = true;
    },
    shareLinkCopyRequested() {},
    shareLinkCopied(state) {
      state.copied = true;
    },
    shareLinkNoticeEnded(state) {
      state.copied = false;
    },
    /** A shared address (`/resources?resource={id}&blog={blog_id}`) opens that resource. */
    sharedResourceRequested(state, { payload }: PayloadAction<SharedResourceRequest>) {
      state.shared = { request: payload, status: 'loading', message: null };
    },
    /** The shared resource did not arrive: the window says so and offers to try again. */
    sharedResourceFailed(
      state,
      { payload }: PayloadAction<{ request: SharedResourceRequest; message: string }>,
    ) {
      state.shared = { request: payload.request, status: 'failed', message: payload.message };
    },
    libraryRequested(state, { payload }: PayloadAction<{ bucket?: string }>) {
      const key = libraryKey(payload.bucket);
      state.libraries[key] = { status: 'loading', buckets: state.libraries[key]?.buckets ?? [] };
    },
    libraryLoaded(
      state,
      { payload }: PayloadAction<{ bucket?: string; buckets: ResourceBucket[] }>,
    ) {
      state.libraries[libraryKey(payload.bucket)] = { status: 'ready', buckets: payload.buckets };
    },
    libraryFailed(state, { payload }: PayloadAction<{ bucket?: string }>) {
      const key = libraryKey(payload.bucket);
      state.libraries[key] = { status: 'failed', buckets: state.libraries[key]?.buckets ?? [] };
    },
    recentRequested(state) {
      state.recent.status = state.recent.status === 'ready' ? 'ready' : 'loading';
    },
    recentLoaded(state, { payload }: PayloadAction<Resource[]>) {
      state.recent = { status: 'ready', items: payload };
    },
    recentFailed(state) {
      state.recent.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // The modal and the access dialog close on navigation (pinned by ResourceModal.test.tsx).
    builder.addCase(navigated, (state) => {
      Object.assign(state, closedModal);
    });
  },
});

export const {
  resourceOpened,
  resourceClosed,
  videoDetailsLoaded,
  videoDetailsFailed,
  stepChanged,
  downloadOptionsRequested,
  downloadOptionsLoaded,
  downloadOptionsFailed,
  downloadOptionChosen,
  downloadRequested,
  downloadFinished,
  downloadUnavailable,
  downloadFailed,
  shareLinkCopyRequested,
  shareLinkCopied,
  shareLinkNoticeEnded,
  sharedResourceRequested,
  sharedResourceFailed,
  libraryRequested,
  libraryLoaded,
  libraryFailed,
  recentRequested,
  recentLoaded,
  recentFailed,
} = resourcesSlice.actions;
