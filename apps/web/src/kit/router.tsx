import {
  Component,
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import {
  Outlet,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  UNSAFE_RouteContext as RouteContext,
  matchRoutes,
  resolvePath,
  type InitialEntry,
  type LoaderFunctionArgs,
  type Location,
  type Navigator,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router-dom';

/**
 * The app's router: React Router's declarative `<Router>` and its hooks, driven by a route table
 * in the data router's shape (`loader`, `lazy`, `errorElement`, `handle`) and with its rules: a
 * move commits only once the new address's code has come and its loaders passed, meanwhile the
 * page on screen stays and `useNavigationPending` is true; a loader that returns or throws a
 * redirect moves on (pushing, unless it is `replace()`); a loader's or the code's failure shows
 * the nearest `errorElement`, the shell kept. The data router behind `createBrowserRouter` did
 * this with fetchers, actions, revalidation rules and middleware no screen uses, 10 KB of every
 * route's first script (README, "Budget"). Pinned by router.test.tsx and the screens' tests.
 */

type History = ReturnType<typeof createBrowserHistory>;
type Action = 'POP' | 'PUSH' | 'REPLACE';
type Loader = (args: LoaderFunctionArgs) => unknown;

export interface RouteFailure {
  /** The match whose `errorElement` shows it. */
  boundary: number;
  error: unknown;
}

export interface AppRouterState {
  /** False until the first address's code and loaders are done: nothing is drawn before. */
  initialized: boolean;
  location: Location;
  historyAction: Action;
  matches: RouteMatch[];
  failure: RouteFailure | null;
  /** The address a move is loading, until it commits. */
  pending: Location | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Late routes join the table here (`discoverLateRoutes`): `patch(routeId, children)`. */
export type PatchRoutes = (args: {
  path: string;
  patch: (routeId: string, children: RouteObject[]) => void;
}) => Promise<void> | void;

export interface AppRouter {
  readonly state: AppRouterState;
  /** The table as it stands: a route's `lazy` is gone once its code has come. */
  readonly routes: RouteObject[];
  readonly navigator: Navigator;
  /** Resolves once the move has committed, gone elsewhere, or been overtaken by another. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Runs the current address's loaders again (a guard whose answer may have changed). */
  revalidate(): Promise<void>;
  subscribe(listener: (state: AppRouterState) => void): () => void;
}

interface Outcome {
  matches: RouteMatch[];
  failure: RouteFailure | null;
  redirect: { to: string; replace: boolean } | null;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function asRedirect(value: unknown): Outcome['redirect'] {
  if (!(value instanceof Response) || !REDIRECT_STATUSES.has(value.status)) return null;
  const to = value.headers.get('Location');
  return to ? { to, replace: value.headers.has('X-Remix-Replace') } : null;
}

/** What `data(body, { status })` or a thrown `Response` says, as `isRouteErrorResponse` knows it. */
function asRouteError(thrown: unknown): unknown {
  if (thrown instanceof Response) return new ErrorResponse(thrown.status, thrown.statusText, null);
  if (
    thrown &&
    typeof thrown === 'object' &&
    'type' in thrown &&
    thrown.type === 'DataWithResponseInit' &&
    'init' in thrown &&
    'data' in thrown
  ) {
    const init = (thrown.init ?? {}) as ResponseInit;
    return new ErrorResponse(init.status ?? 500, init.statusText ?? '', thrown.data);
  }
  return thrown;
}

function copyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        ...(route.children && { children: copyRoutes(route.children) }),
      }) as RouteObject,
  );
}

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

function nearestBoundary(matches: RouteMatch[], from: number): number {
  for (let index = from; index > 0; index -= 1) {
    if (matches[index]?.route.errorElement) return index;
  }
  return 0;
}

export function createAppRouter(
  table: RouteObject[],
  { history, patchRoutes }: { history: History; patchRoutes?: PatchRoutes },
): AppRouter {
  const routes = copyRoutes(table);
  const listeners = new Set<(state: AppRouterState) => void>();
  // A route's code is asked for once: one that failed to come stays failed until the page
  // reloads, as the browser may keep failing that script (README, "Offline").
  const codeRuns = new WeakMap<RouteObject, Promise<void>>();
  let state: AppRouterState = {
    initialized: false,
    location: history.location,
    historyAction: history.action as Action,
    matches: [],
    failure: null,
    pending: null,
  };
  let latest = 0;
  let pendingMove: { location: Location; action: Action } | null = null;
  let popsWaiting: Array<() => void> = [];

  const update = (next: Partial<AppRouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener(state));
  };

  const runCode = (route: RouteObject): Promise<void> | undefined => {
    const lazy = route.lazy as (() => Promise<Partial<RouteObject>>) | undefined;
    if (typeof lazy !== 'function') return undefined;
    let run = codeRuns.get(route);
    if (!run) {
      run = lazy().then((loaded) => {
        Object.assign(route, loaded);
        delete route.lazy;
      });
      codeRuns.set(route, run);
    }
    return run;
  };

  /** Matches `location`, fetches its code and runs its loaders, all matches at once. */
  async function resolve(location: Location, withCode: boolean): Promise<Outcome> {
    let patchFailure: unknown;
    try {
      await patchRoutes?.({
        path: location.pathname,
        patch: (routeId, children) => {
          const parent = findRoute(routes, routeId);
          if (parent) parent.children = [...(parent.children ?? []), ...copyRoutes(children)];
        },
      });
    } catch (error) {
      patchFailure = error;
    }
    const matches = matchRoutes(routes, location) ?? [];
    if (patchFailure !== undefined) {
      return {
        matches,
        failure: { boundary: nearestBoundary(matches, matches.length - 1), error: patchFailure },
        redirect: null,
      };
    }
    const request = new Request(history.createURL(location));
    const results = await Promise.allSettled(
      matches.map(async ({ route, params }) => {
        const loader = route.loader as Loader | undefined;
        const [, value] = await Promise.all([
          withCode ? runCode(route) : undefined,
          loader?.({ request, params, context: undefined } as LoaderFunctionArgs),
        ]);
        return value;
      }),
    );
    for (const result of results) {
      const redirect = asRedirect(result.status === 'fulfilled' ? result.value : result.reason);
      if (redirect) return { matches, failure: null, redirect };
    }
    const failed = results.findIndex((result) => result.status === 'rejected');
    if (failed < 0) return { matches, failure: null, redirect: null };
    const { reason } = results[failed] as PromiseRejectedResult;
    return {
      matches,
      failure: { boundary: nearestBoundary(matches, failed), error: asRouteError(reason) },
      redirect: null,
    };
  }

  /** `action` null: the history stays as it is (a revalidation). */
  function commit(location: Location, action: Action | null, outcome: Outcome) {
    if (action === 'PUSH') history.push(location, location.state);
    if (action === 'REPLACE') history.replace(location, location.state);
    pendingMove = null;
    update({
      initialized: true,
      location: action === 'PUSH' || action === 'REPLACE' ? history.location : location,
      historyAction: action ?? state.historyAction,
      matches: outcome.matches,
      failure: outcome.failure,
      pending: null,
    });
    const waiting = popsWaiting;
    popsWaiting = [];
    waiting.forEach((done) => done());
  }

  async function move(location: Location, action: Action, revalidating = false): Promise<void> {
    const id = ++latest;
    const sameDocumentPlace =
      state.initialized &&
      !revalidating &&
      location.pathname === state.location.pathname &&
      location.search === state.location.search &&
      location.hash !== state.location.hash;
    if (sameDocumentPlace) {
      commit(location, action, { matches: state.matches, failure: state.failure, redirect: null });
      return;
    }
    if (!revalidating) pendingMove = { location, action };
    if (state.initialized && !revalidating) update({ pending: location });
    const outcome = await resolve(location, !revalidating);
    if (id !== latest) return;
    if (outcome.redirect) {
      const { to, replace } = outcome.redirect;
      return move(toLocation(to, null), replace ? 'REPLACE' : 'PUSH');
    }
    commit(location, revalidating ? null : action, outcome);
  }

  function toLocation(to: To, locationState: unknown): Location {
    const path = resolvePath(to, state.location.pathname);
    return {
      ...path,
      state: locationState ?? null,
      key: Math.random().toString(36).slice(2, 10),
    };
  }

  history.listen(({ location }) => void move(location, 'POP'));

  const router: AppRouter = {
    get state() {
      return state;
    },
    routes,
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, locationState) => void router.navigate(to, { state: locationState }),
      replace: (to, locationState) =>
        void router.navigate(to, { state: locationState, replace: true }),
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        const popped = new Promise<void>((done) => popsWaiting.push(done));
        history.go(to);
        return popped;
      }
      return move(toLocation(to, options.state), options.replace ? 'REPLACE' : 'PUSH');
    },
    revalidate() {
      if (pendingMove) return move(pendingMove.location, pendingMove.action);
      return move(state.location, state.historyAction, true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  void move(history.location, 'POP');
  return router;
}

export function createBrowserAppRouter(
  table: RouteObject[],
  options: { patchRoutes?: PatchRoutes } = {},
) {
  return createAppRouter(table, { ...options, history: createBrowserHistory({ window }) });
}

/** For the server's render and the tests: the history is a list in memory. */
export function createMemoryAppRouter(
  table: RouteObject[],
  {
    initialEntries = ['/'],
    initialIndex,
    patchRoutes,
  }: { initialEntries?: InitialEntry[]; initialIndex?: number; patchRoutes?: PatchRoutes } = {},
) {
  return createAppRouter(table, {
    patchRoutes,
    history: createMemoryHistory({ initialEntries, initialIndex }),
  });
}

/** Resolves once the router has drawn its first address (its code and loaders done). */
export function routerSettled(router: AppRouter): Promise<void> {
  return new Promise((done) => {
    if (router.state.initialized) return done();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      done();
    });
  });
}

const AppRouterContext = createContext<AppRouter | null>(null);
const PendingContext = createContext(false);
const RouteErrorContext = createContext<unknown>(undefined);

/** The router the app runs on (the offline hold reads its table). */
export function useAppRouter(): AppRouter | null {
  return useContext(AppRouterContext);
}

/** True while a move loads its code and runs its loaders. */
export function useNavigationPending(): boolean {
  return useContext(PendingContext);
}

/** In an `errorElement`: what failed (a `Response`-like error for a guard's `data(…, 403)`). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** A route's `errorElement` for what fails while drawing; a move elsewhere tries again. */
class RouteBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.fallback}
      </RouteErrorContext.Provider>
    );
  }
}

function renderMatches({ matches, failure, location }: AppRouterState): ReactNode {
  const shown = failure ? matches.slice(0, failure.boundary + 1) : matches;
  return shown.reduceRight<ReactNode>((outlet, { route }, index) => {
    const Screen = route.Component;
    let element: ReactNode;
    if (failure && index === failure.boundary) {
      element = (
        <RouteErrorContext.Provider value={failure.error}>
          {route.errorElement}
        </RouteErrorContext.Provider>
      );
    } else {
      element = route.element ?? (Screen ? <Screen /> : <Outlet />);
      if (route.errorElement) {
        element = (
          <RouteBoundary location={location} fallback={route.errorElement}>
            {element}
          </RouteBoundary>
        );
      }
    }
    return (
      <RouteContext.Provider
        value={{ outlet: outlet as never, matches: shown.slice(0, index + 1), isDataRoute: false }}
      >
        {element}
      </RouteContext.Provider>
    );
  }, null);
}

/**
 * Draws the router's committed address. Moves arrive in transitions, as the data router's did, so
 * a screen that suspends keeps the page on screen rather than showing its fallback. `isStatic`
 * for the server's render.
 */
export function AppRouterProvider({
  router,
  isStatic = false,
}: {
  router: AppRouter;
  isStatic?: boolean;
}) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const stop = router.subscribe((next) => startTransition(() => setState(next)));
    startTransition(() => setState(router.state));
    return stop;
  }, [router]);
  return (
    <AppRouterContext.Provider value={router}>
      <PendingContext.Provider value={state.pending !== null}>
        <Router
          location={state.location}
          navigationType={state.historyAction as never}
          navigator={router.navigator}
          static={isStatic}
        >
          {state.initialized ? renderMatches(state) : null}
        </Router>
      </PendingContext.Provider>
    </AppRouterContext.Provider>
  );
}
