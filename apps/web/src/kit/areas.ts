import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * Areas whose state and sagas arrive the first time one of their routes opens (search also with the
 * search panel's first opening), not with the app.
 */
export type AreaName =
  | 'accounts'
  | 'certificates'
  | 'courses'
  | 'offline'
  | 'organizations'
  | 'plan'
  | 'playback'
  | 'resources'
  | 'search'
  | 'training';

/** A route's `handle` may name areas its screen needs beyond those of its own feature. */
export interface AreaRouteHandle {
  areas?: AreaName[];
}

export interface AreaModule {
  slice: Slice;
  saga: Saga;
}

/** How the store takes an area in: its slice joins the root reducer, then its saga runs. */
export type StartArea = (area: AreaModule) => void;

export interface Areas {
  /** Resolves once every named area's state exists and its saga runs; a route opens only after this. */
  ensure(...names: AreaName[]): Promise<void>;
  /** The store hands over how to start an area, once. */
  attach(start: StartArea): void;
  /**
   * Loads a route's own chunk (its screen) as the areas' chunks load: in a task of its own in the
   * browser, where starting its requests would otherwise lengthen the router's first task.
   */
  load<T>(chunk: () => Promise<T>): Promise<T>;
}
