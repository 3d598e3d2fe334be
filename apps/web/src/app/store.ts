import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createRootReducer, type LazyAreaStates, type RootReducer } from './rootReducer';
import { keepAlive, rootSaga } from './rootSaga';
import type { Services } from '../kit/services';
import { areaStarted } from '../kit/events';

export function createAppStore(services: Services, rootReducer = createRootReducer()) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  const areaTasks: Array<ReturnType<typeof sagaMiddleware.run>> = [];
  services.areas.attach(({ slice, saga }) => {
    rootReducer.inject(slice);
    // Also gives the just-injected slice its initial state before anything reads it.
    store.dispatch(areaStarted(slice.name));
    areaTasks.push(sagaMiddleware.run(keepAlive(saga)));
  });
  const appStore = Object.assign(store, {
    rootTask: {
      /** Stops every saga, the lazily started areas' too (tests end a store this way). */
      cancel: () => [rootTask, ...areaTasks].forEach((task) => task.cancel()),
    },
    services,
  });
  return appStore as Omit<typeof appStore, 'getState'> & { getState(): RootState };
}

export type AppStore = ReturnType<typeof createAppStore>;
/** Lazy areas' state is typed as present: their screens and sagas run only after it is injected. */
export type RootState = ReturnType<RootReducer> & LazyAreaStates;
export type AppDispatch = AppStore['dispatch'];
