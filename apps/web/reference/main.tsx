import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { put } from 'redux-saga/effects';
import { styled } from 'styled-components';
import { AppRouterProvider, createBrowserAppRouter, routerSettled } from '../src/kit/router';

/*
 * The reference page the route budget and the phone budgets measure every route against
 * (`scripts/route-budget.mjs`, `scripts/lighthouse.mjs`): the app's stack, built as the app is,
 * doing the least a page of it can do. A route's start-up is judged as a multiple of this page's,
 * measured in the same browser minutes apart, so a slower or busier host moves both alike (apps/web
 * README, "Start-up work"). Served with its heading in the HTML (`scripts/reference-page.mjs`), as
 * a prerendered route is, it hydrates that heading.
 */
const heading = createSlice({
  name: 'heading',
  initialState: { text: '' },
  reducers: {
    named: (state, { payload }: { payload: string }) => {
      state.text = payload;
    },
  },
});

function* nameTheHeading() {
  yield put(heading.actions.named('Reference'));
}

const sagas = createSagaMiddleware();
const store = configureStore({
  reducer: { heading: heading.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagas),
});
sagas.run(nameTheHeading);

const Heading = styled.h1<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
  font:
    600 2rem system-ui,
    sans-serif;
`;

function Page() {
  const text = useSelector((state: ReturnType<typeof store.getState>) => state.heading.text);
  return <Heading $tone="#1f2328">{text}</Heading>;
}

const router = createBrowserAppRouter([{ path: '*', Component: Page }]);

const root = document.getElementById('root')!;
const page = (
  <StrictMode>
    <Provider store={store}>
      <AppRouterProvider router={router} />
    </Provider>
  </StrictMode>
);
if (root.hasChildNodes()) void routerSettled(router).then(() => hydrateRoot(root, page));
else createRoot(root).render(page);
