import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from './rootReducer';
import { keepAlive, rootSaga } from './rootSaga';
import type { Services } from './services';

export function createAppStore(services: Services) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(rootSaga);
  const areaTasks: Array<ReturnType<typeof sagaMiddleware.run>> = [];
  services.areas.attach((saga) => void areaTasks.push(sagaMiddleware.run(keepAlive(saga))));
  return Object.assign(store, {
    rootTask: {
      /** Stops every saga, the lazily started areas' too (tests end a store this way). */
      cancel: () => [rootTask, ...areaTasks].forEach((task) => task.cancel()),
    },
    services,
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
