import { withFaults } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../../app/store';
import { renderCampus, stopStore } from '../../../testing/kit';

// Seeded resources, seen by the demo member, who runs Foundations and Growing Together.
export const clip = {
  id: 1049,
  title: 'Promo clip: Storytelling evening',
  slug: 'promo-clip-storytelling-evening',
  video: 509,
};
export const poster = {
  id: 1050,
  title: 'Poster: Reflection evening',
  slug: 'poster-reflection-evening',
};
export const guide = {
  id: 1035,
  title: 'First Steps week 8 Leader guide: Service',
  slug: 'first-steps-week-8-leader-guide-service',
};
export const toolkit = {
  id: 1008,
  title: 'Foundations week 8 Toolkit: Community',
  slug: 'foundations-week-8-toolkit-community',
};
// Leading Teams material: listed, but closed to someone who does not run that series.
export const denied = { id: 1019, title: 'Leading Teams week 1 Session video: Feedback' };

export const CLIP_DOWNLOADS = 'GET /wp/v2/video/509/download';

/**
 * The resource library's test files, each on a real server of its own, seen by the demo member:
 * every call of the last render goes through `on.faults`, every download the app asks the browser
 * for is in `on.clicked`, and the store of each test is stopped after it.
 */
export function resourceLibraryOnCampus() {
  const on = {
    campus: undefined as unknown as Campus,
    faults: withFaults(),
    store: undefined as AppStore | undefined,
    clicked: [] as Array<{ href: string; download: string }>,
  };
  beforeAll(async () => {
    on.campus = await startCampus();
  });
  afterAll(() => on.campus.close());
  beforeEach(() => {
    on.clicked = [];
    // The browser's part of a download: record which anchor the app asked it to follow.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function record(
      this: HTMLAnchorElement,
    ) {
      on.clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    stopStore(on.store);
    jest.restoreAllMocks();
  });

  async function renderLibrary(path = '/resources', server: Campus = on.campus) {
    on.faults = withFaults();
    const view = await renderCampus(server, path, { faults: on.faults });
    on.store = view.store;
    const user = userEvent.setup();
    // The first render compiles the lazy screen; give it more than the default second.
    await screen.findByRole('heading', { name: 'Resources', level: 1 }, { timeout: 5000 });
    // A shared address may already have opened its window, which hides the library behind it.
    await screen.findByRole('region', { name: 'Promo Videos', hidden: true }, { timeout: 5000 });
    return { ...view, user };
  }

  return {
    on,
    renderLibrary,
    writes: () => on.faults.calls.filter((call) => call.startsWith('PATCH ')),
    openState: () => on.store!.getState().resources,
  };
}

export const findDialog = (name: string) =>
  screen.findByRole('dialog', { name }, { timeout: 5000 });

export const cardOf = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title.replace(/[:.]/g, '\\$&')}`) });

/** Signed media links of this server, as its file routes serve them. */
export const mediaLink = (on: Campus, name = '') =>
  new RegExp(`^${on.baseUrl}/wp-json/campus/v1/media/[\\w-]+\\.[\\w-]+${name}`);

/** What the server hands out for a link: its status and the file it names. */
export async function served(link: string) {
  const response = await fetch(link);
  await response.arrayBuffer();
  return { status: response.status, disposition: response.headers.get('content-disposition') };
}
