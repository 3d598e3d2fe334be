import { aProfile } from '@campus/api-client/testing';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createRootReducer } from '../app/rootReducer';
import type { RootState } from '../app/store';
import { accountsSlice } from '../features/accounts';
import { certificatesSlice } from '../features/certificates';
import { coursesSlice } from '../features/courses';
import { offlineSlice } from '../features/offline';
import { organizationsSlice } from '../features/organizations';
import { planSlice } from '../features/plan';
import { playbackSlice } from '../features/playback';
import { resourcesSlice } from '../features/resources';
import { searchSlice } from '../features/search';
import { sessionStarted, type SessionUser } from '../features/session';
import { trainingSlice } from '../features/training';
import { createTranslator, I18nProvider, type I18n } from '../i18n';
import en from '../i18n/locales/en';
import enCourses from '../i18n/locales/en/courses';
import he from '../i18n/locales/he';
import heCourses from '../i18n/locales/he/courses';

/**
 * What the app's stories share: the real store, router and translations around one screen, with
 * the state a designer reviews put there by the features' own actions.
 */

// Every area at once: a story opens no route, so nothing would start the lazily loaded ones.
const reducer = createRootReducer()
  .inject(accountsSlice)
  .inject(certificatesSlice)
  .inject(coursesSlice)
  .inject(offlineSlice)
  .inject(organizationsSlice)
  .inject(planSlice)
  .inject(playbackSlice)
  .inject(resourcesSlice)
  .inject(searchSlice)
  .inject(trainingSlice);

/**
 * The app's reducers with no saga running: a static Storybook has no server to call, so whatever
 * a screen asks for stays asked until the story answers with the action the saga would put.
 */
export function storyStore(actions: readonly UnknownAction[] = []) {
  const store = configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }),
  });
  actions.forEach((action) => store.dispatch(action));
  return store;
}

export type StoryStore = ReturnType<typeof storyStore>;

export type StoryLanguage = 'en' | 'he';

// The app loads each language as a chunk of its own; a story needs its messages at first render.
const translators: Record<StoryLanguage, I18n> = {
  en: createTranslator('en', null, { ...en, courses: enCourses }),
  he: createTranslator('he', { ...he, courses: heCourses }, { ...en, courses: enCourses }),
};

export interface AppStoryOptions {
  /** The address the memory router starts at. @default '/' */
  path?: string;
  /** The route pattern the screen is mounted at, for screens that read its parameters. @default '*' */
  route?: string;
  /** Whose messages the screen shows; a Hebrew story also asks for the `rtl` direction global. @default 'en' */
  language?: StoryLanguage;
  /** Actions dispatched before the screen mounts: what earlier pages and sagas left in the store. */
  state?: readonly UnknownAction[];
  /**
   * Actions dispatched once the screen has mounted and made its own requests: the answers its
   * saga would put (a screen that starts a load on mount resets what `state` gave it). They land
   * after the first paint, so a play function waits for what they show (`findBy…`, `waitFor`).
   */
  answers?: (state: RootState) => readonly UnknownAction[];
}

/** Puts the answers after the screen's own effects: React runs a parent's effects after its children's. */
function Answers({
  store,
  answers,
  children,
}: {
  store: StoryStore;
  answers: AppStoryOptions['answers'];
  children: ReactNode;
}) {
  useEffect(() => {
    answers?.(store.getState()).forEach((action) => store.dispatch(action));
  }, [store, answers]);
  return children;
}

function AppStory({ options, children }: { options: AppStoryOptions; children: ReactNode }) {
  const { path = '/', route = '*', language = 'en', state, answers } = options;
  const [store] = useState(() => storyStore(state));
  return (
    <Provider store={store}>
      <I18nProvider i18n={translators[language]}>
        <MemoryRouter initialEntries={[path]}>
          <div lang={language}>
            <Answers store={store} answers={answers}>
              <Routes>
                <Route path={route} element={children} />
              </Routes>
            </Answers>
          </div>
        </MemoryRouter>
      </I18nProvider>
    </Provider>
  );
}

/**
 * Gives the story a fresh store, a memory router and the app's messages, as its `app` parameter
 * (from `appStory`) says; a story's parameter refines its file's. The theme and direction come
 * from Storybook's own globals (`.storybook/preview.tsx`).
 */
export const withApp: Decorator = (Story, { parameters }) => (
  <AppStory options={(parameters as { app?: AppStoryOptions }).app ?? {}}>
    <Story />
  </AppStory>
);

/** The `parameters` that set up `withApp` for a story or a whole file. */
export const appStory = (options: AppStoryOptions) => ({ app: options });

/** The globals of a phone-width story in the dark theme, as the component kit's stories use them. */
export const darkPhone = { theme: 'dark', viewport: { value: 'phone', isRotated: false } };

/** The globals of a phone-width story. */
export const phone = { viewport: { value: 'phone', isRotated: false } };

/** One of the demo covers (`apps/server/media`), which Storybook serves where the app finds them. */
export const demoCover = (name: 'board' | 'book' | 'laptop' | 'people') => {
  const size = { url: `/media/cover-${name}.png`, width: 640, height: 360 };
  return { sizes: { medium: size, card_short: size } };
};

/** What the session holds for a signed-in member (the demo profile), with what `user` changes. */
export function storyMember(user: Partial<SessionUser> = {}): SessionUser {
  const profile = aProfile();
  return {
    id: profile.id,
    first_name: profile.first_name,
    email: profile.email,
    roles: profile.user_roles,
    organizationId: profile.organizationId,
    actions: [],
    ...user,
  };
}

/** The action that signs `storyMember` in, for a story's `state`. */
export const signedIn = (user: Partial<SessionUser> = {}) => sessionStarted(storyMember(user));
