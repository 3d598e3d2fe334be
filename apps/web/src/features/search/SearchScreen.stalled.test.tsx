import { withFaults, type FaultyFetch } from '@campus/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchHost, searchScreenOnCampus } from './testing/searchScreen';

const { on, renderApp, searches } = searchScreenOnCampus();

const realSetTimeout = setTimeout;

describe('a search that gets no answer', () => {
  const toolkit = /^GET \/wp\/v2\/search\?.*search=toolkit/;
  /** The signal of every request for "toolkit" as it left the client: aborted once given up. */
  let sent: AbortSignal[];

  /**
   * The app with the client's own retries and timeouts, as a member's browser has them, against a
   * server that never answers a search for "toolkit"; the clock is the test's from then on.
   */
  async function renderStalled(entry: string) {
    const around = withFaults();
    sent = [];
    const watched: FaultyFetch = {
      ...around,
      fetch: (input, init) => {
        const url = new URL(String(input));
        const call = `GET ${url.pathname.replace(/^\/wp-json/, '')}${url.search}`;
        if (toolkit.test(call) && init?.signal) sent.push(init.signal);
        return around.fetch(input, init);
      },
    };
    const { router } = await renderApp(entry, searchHost, { faults: watched, retry: {} });
    // Counted and failed where the app's calls go on from: the faults the watch stands around.
    on.faults = around;
    around.fail({ match: toolkit, fault: 'hang' });
    return { router };
  }

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  /** Lets what a press started (a navigation, the saga it starts) run, with the clock held. */
  const settle = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
  const box = () => within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search for' });
  const slowText = 'This is taking longer than usual';
  const slowHint = () => screen.queryByText(slowText);

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  // Timers only: the server's answers still come through the real event loop.
  const useFakeClock = () =>
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'],
    });

  test('says so at 5 s with Cancel, which stops it and leaves the empty search holding the term; Back shows the results before', async () => {
    const { router } = await renderStalled('/search?q=poster');
    expect(await screen.findByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(box());
    await user.type(box(), 'toolkit{Enter}');
    await settle();
    expect(router.state.location.search).toBe('?q=toolkit');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “toolkit”' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await advance(4_900);
    expect(slowHint()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await advance(100);
    // Said where the loading is announced, so a screen reader hears it too.
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes(slowText)),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent[0]?.aborted).toBe(true);
    await settle();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Type what you are looking for and press Search.')).toBeInTheDocument();
    expect(box()).toHaveValue('toolkit');
    expect(box()).toHaveFocus();
    expect(slowHint()).not.toBeInTheDocument();

    // The empty search asks for popular terms through the real server: their answer comes in real
    // time, and a clock moved on 30 s before it came would have the client give up on it.
    // Up to 10 s of real time, in steps of the real clock the test took before holding its own.
    const popular = () => screen.queryByRole('list', { name: 'Popular searches' });
    for (
      let waited = 0;
      waited < 10_000 && !popular() && !screen.queryByRole('alert');
      waited += 10
    ) {
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
    expect(popular()).toBeInTheDocument();

    // Stopped for good: no retry, no failure later.
    const searchesAfter = searches().length;
    await advance(30_000);
    expect(searches()).toHaveLength(searchesAfter);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The stopped search left no page behind: Back shows the results the page had before it.
    await act(() => router.navigate(-1));
    await settle();
    expect(router.state.location.search).toBe('?q=poster');
    expect(screen.getByRole('region', { name: 'Promo Material' })).toBeInTheDocument();
  });

  test('searched again after Cancel, it gives up at 20 s in all, retries included, and says so', async () => {
    const { router } = await renderStalled('/search');
    expect(await screen.findByRole('list', { name: 'Popular searches' })).toBeInTheDocument();
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(box(), 'toolkit{Enter}');
    await settle();
    expect(sent).toHaveLength(1);
    await advance(5_000);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(sent[0]?.aborted).toBe(true);
    expect(box()).toHaveFocus();

    // The member searches again; the server still does not answer.
    await user.keyboard('{Enter}');
    await settle();
    expect(router.state.location.search).toBe('?q=toolkit');
    expect(sent).toHaveLength(2);
    // The first attempt times out at 15 s and the retry starts 300 ms later…
    await advance(15_300);
    expect(sent).toHaveLength(3);
    expect(slowHint()).toBeInTheDocument();
    await advance(4_600);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // …and is stopped at 20 s in all, where the page says the search failed.
    await advance(100);
    expect(sent[2]?.aborted).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('The search could not be completed.');
    expect(slowHint()).not.toBeInTheDocument();
    // No attempt starts past the deadline.
    await advance(20_000);
    expect(sent).toHaveLength(3);
  });
});
