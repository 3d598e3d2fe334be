import type { Course, Organization } from '@campus/api-client';
import { withFaults } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../app/store';
import { todayInput } from './format';
import { registerPaymentProvider, type PaymentFormProps } from './payment/providers';
import { MEMBER_EMAIL, renderCampus, stopStore } from '../../testing/kit';

// Who is who in the demo store: the member (Maya) runs Foundations and Growing Together, has two
// runs and Springfield Community Church as her organization; the translator runs Growing Together
// alone; the newbie has no series, no runs and no organization. Each test that changes the store
// changes a user no other test here reads, or works on a server of its own.
const NEWBIE = 'newbie@campus.test';
const TRANSLATOR = 'translator@campus.test';

let campus: Campus;
let store: AppStore | undefined;

beforeAll(async () => {
  campus = await startCampus();
});
afterEach(() => stopStore(store));
afterAll(() => campus.close());

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return todayInput(date);
};

/** A call to the server as `email`, as another device of theirs would make it. */
async function asUser<T>(server: Campus, email: string, path: string, body?: unknown): Promise<T> {
  const token = await server.login(email);
  const response = await fetch(`${server.baseUrl}/wp-json${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

describe('/course-library', () => {
  test('a visitor sees every series with its price, weeks and sessions, and a call to action', async () => {
    ({ store } = await renderCampus(campus, '/course-library', { signedIn: false }));
    const teams = await screen.findByRole('article', { name: 'Leading Teams' });
    expect(within(teams).getByText('$79.00')).toBeInTheDocument();
    expect(within(teams).getByText('10 weeks')).toBeInTheDocument();
    expect(within(teams).getByText('10 sessions')).toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: 'Buy for $79.00' })).toHaveAttribute(
      'href',
      '/courses/run/leading-teams',
    );
    const free = screen.getByRole('article', { name: 'First Steps' });
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Run this Series' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByText('You run this series')).not.toBeInTheDocument();
  });

  test('a member sees the series they run marked, with Run rather than Buy', async () => {
    ({ store } = await renderCampus(campus, '/course-library'));
    const foundations = await screen.findByRole('article', { name: 'Foundations' });
    expect(within(foundations).getByText('You run this series')).toBeInTheDocument();
    expect(within(foundations).getByRole('link', { name: 'Run this Series' })).toHaveAttribute(
      'href',
      '/courses/run/foundations',
    );
    const growing = screen.getByRole('article', { name: 'Growing Together' });
    expect(within(growing).getByText('You run this series')).toBeInTheDocument();
    const teams = screen.getByRole('article', { name: 'Leading Teams' });
    expect(within(teams).queryByText('You run this series')).not.toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: 'Buy for $79.00' })).toBeInTheDocument();
  });
});

describe('/courses and /dashboard', () => {
  test('a member without runs gets the empty state linking to the course library', async () => {
    ({ store } = await renderCampus(campus, '/courses', { email: NEWBIE }));
    expect(await screen.findByText('You have no active courses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the course library' })).toHaveAttribute(
      'href',
      '/course-library',
    );
  });

  test('a run shows the week reached, its progress and the next session', async () => {
    await asUser(campus, TRANSLATOR, '/wp/v2/course', {
      product_id: 2,
      blog_id: 1,
      organization_id: 1,
      title: 'Growing Together, autumn group',
      start_date: daysAgo(15),
    });
    ({ store } = await renderCampus(campus, '/courses', { email: TRANSLATOR }));
    const run = await screen.findByRole('article', { name: 'Growing Together, autumn group' });
    expect(await within(run).findByText('Week 3 of 6')).toBeInTheDocument();
    expect(
      within(run).getByRole('progressbar', { name: 'Progress of Growing Together, autumn group' }),
    ).toHaveAttribute('aria-valuenow', '33');
    expect(within(run).getByText(/^Next session: Week 4: Conflict on /)).toBeInTheDocument();
    expect(within(run).getByRole('link', { name: 'Series material' })).toHaveAttribute(
      'href',
      '/courses/run/growing-together',
    );
  });

  test('the dashboard greets the member and shows their runs and quick links', async () => {
    ({ store } = await renderCampus(campus, '/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Hello, Maya')).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Foundations, spring group' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Growing Together, couples evening' }),
    ).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(links).getByRole('link', { name: 'Create a Course' })).toHaveAttribute(
      'href',
      '/courses/new/step/1/',
    );
  });

  test('a visitor let through the guard is asked to sign in', async () => {
    const faults = withFaults();
    ({ store } = await renderCampus(campus, '/courses', { signedIn: false, faults }));
    expect(await screen.findByText('Sign in to see this page.')).toBeInTheDocument();
    expect(faults.calls.some((call) => call.startsWith('GET /wp/v2/course'))).toBe(false);
  });
});

describe('the host’s Locale settings', () => {
  // A site writing English with British dates and Arabic-Indic digits.
  const hostSettings = { locale: { locale: 'en', dateLocale: 'en-GB', numberingSystem: 'arab' } };

  test('prices are written in the numbering system', async () => {
    ({ store } = await renderCampus(campus, '/course-library', { signedIn: false, hostSettings }));
    const teams = await screen.findByRole('article', { name: 'Leading Teams' });
    expect(within(teams).getByText(/^٧٩٫٠٠\s\$$/)).toBeInTheDocument();
  });

  test('run dates are written in the date locale (day first) and the numbering system', async () => {
    ({ store } = await renderCampus(campus, '/courses', { hostSettings }));
    const started = await screen.findAllByText(/^Started [٠-٩]{1,2} [A-Z][a-z]+ [٠-٩]{4}$/);
    expect(started.length).toBeGreaterThan(0);
  });
});

describe('/courses/run/{slug}', () => {
  test('a series the member runs lists its material and leads to course creation', async () => {
    ({ store } = await renderCampus(campus, '/courses/run/foundations'));
    expect(
      await screen.findByRole('heading', { name: 'Foundations', level: 1 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Foundations week 1 Session video: Listening/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a course with this series' })).toHaveAttribute(
      'href',
      '/courses/new/step/1/?series=foundations',
    );
  });

  test('a paid series is bought with the card form: expiry required, a declined card, then success', async () => {
    const faults = withFaults();
    ({ store } = await renderCampus(campus, '/courses/run/leading-teams', {
      email: NEWBIE,
      faults,
    }));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Buy Leading Teams' })).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay $79.00' });
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Nora Newbie');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(pay);
    expect(await screen.findByText('Expiry month is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry year is required')).toBeInTheDocument();
    expect(faults.calls.some((call) => call.startsWith('POST /wp/v2/product/purchase'))).toBe(
      false,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry month' }), '12');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expiry year' }),
      String(new Date().getFullYear() + 1),
    );
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment did not go through: Your card was declined.',
    );

    const number = screen.getByRole('textbox', { name: 'Card number' });
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $79.00' }));
    expect(
      await screen.findByText('Thank you! You can now run Leading Teams.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Leading Teams week 1 Session video: Feedback/ }),
    ).toBeInTheDocument();
  });

  test('an unknown series says so', async () => {
    ({ store } = await renderCampus(campus, '/courses/run/nothing-here'));
    expect(
      await screen.findByRole('heading', { name: 'That series could not be found.' }),
    ).toBeInTheDocument();
  });
});

describe('/courses/new/step/1/', () => {
  async function acknowledge() {
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Before you create a course' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please confirm to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I will lead this course/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Organization' }, { timeout: 5000 });
    return user;
  }

  test('a course is created for an organization found with the search, paging through results', async () => {
    const view = await renderCampus(campus, '/courses/new/step/1/?series=first-steps');
    store = view.store;
    const user = await acknowledge();
    expect(view.router.state.location.state).toEqual({ acknowledged: true });
    // The member's own organization starts chosen; she runs this one for another.
    expect(
      await screen.findByText('Chosen organization: Springfield Community Church'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    // The demo store's 40 organizations, sorted by name: Clinton … Riverside, then Salem and Springfield.
    expect(await screen.findByText('40 organizations found')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Organizations' })).getAllByRole('listitem'),
    ).toHaveLength(30);
    expect(screen.queryByText('Springfield Fellowship')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more organizations' }));
    await screen.findByText('Springfield Fellowship');
    expect(
      within(screen.getByRole('list', { name: 'Organizations' })).getAllByRole('listitem'),
    ).toHaveLength(40);
    expect(
      screen.queryByRole('button', { name: 'Show more organizations' }),
    ).not.toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search organizations' }),
      'Salem Chapel',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 organization found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose', description: 'Salem Chapel' }));
    expect(screen.getByText('Chosen organization: Salem Chapel')).toBeInTheDocument();

    expect(await screen.findByRole('option', { name: 'First Steps' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Series' })).toHaveValue('first-steps');
    await user.type(screen.getByRole('textbox', { name: 'Course name' }), 'Autumn group');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(
      await screen.findByRole('heading', { name: 'Your course has been created' }),
    ).toBeInTheDocument();
    const runs = await asUser<Course[]>(campus, MEMBER_EMAIL, '/wp/v2/course?context=mine');
    expect(runs.find((run) => run.title === 'Autumn group')).toMatchObject({
      organization_id: 34,
      slug: 'first-steps',
    });
  });

  test('a new organization is created after the unique check; a taken name is explained', async () => {
    // Creating adds to the organizations the paging above counts.
    const own = await startCampus();
    try {
      const view = await renderCampus(own, '/courses/new/step/1/', {
        email: NEWBIE,
        // The countries and states the server's pages carry in their settings.
        hostSettings: {
          theme: {
            supports: { locality: true },
            values: {
              localities: [
                { id: 1, name: 'United States', parent: 0, locality_type_label: 'State' },
                { id: 2, name: 'Canada', parent: 0, locality_type_label: 'Province' },
                { id: 10, name: 'California', parent: 1 },
                { id: 11, name: 'Texas', parent: 1 },
                { id: 12, name: 'New York', parent: 1 },
                { id: 13, name: 'Ontario', parent: 2 },
              ],
            },
          },
        },
      });
      store = view.store;
      const user = await acknowledge();
      await user.click(await screen.findByRole('button', { name: 'Create a new organization' }));
      await user.click(screen.getByRole('button', { name: 'Create organization' }));
      expect(screen.getByText('Enter the organization name')).toBeInTheDocument();
      expect(screen.getByText('Choose a denomination')).toBeInTheDocument();

      // Springfield Community Church is in Texas, United States.
      await user.type(
        screen.getByRole('textbox', { name: 'Organization name' }),
        'Springfield Community Church',
      );
      await screen.findByRole('option', { name: 'Methodist' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Denomination' }), 'Methodist');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Organization type' }),
        'School',
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
      await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Texas');
      await user.click(screen.getByRole('button', { name: 'Create organization' }));
      expect(
        await screen.findByText(
          /An organization named "Springfield Community Church" already exists in this place/,
        ),
      ).toBeInTheDocument();
      const matches = screen.getByRole('list', { name: 'Organizations' });
      expect(within(matches).getByText('Springfield Community Church')).toBeInTheDocument();
      const hope = () =>
        asUser<Organization[]>(own, NEWBIE, '/wp/v2/organization?search=Hope%20Chapel');
      expect(await hope()).toEqual([]);

      const name = screen.getByRole('textbox', { name: 'Organization name' });
      await user.clear(name);
      await user.type(name, 'Hope Chapel');
      await user.click(screen.getByRole('button', { name: 'Create organization' }));
      expect(await screen.findByText('Chosen organization: Hope Chapel')).toBeInTheDocument();
      expect(await hope()).toEqual([
        expect.objectContaining({
          id: 41,
          name: 'Hope Chapel',
          denomination: 'Methodist',
          type: 'School',
          country: 'United States',
          locality: 'Texas',
        }),
      ]);
    } finally {
      await own.close();
    }
  });

  test('the course needs a series and an organization before it is sent', async () => {
    const faults = withFaults();
    ({ store } = await renderCampus(campus, '/courses/new/step/1/', { email: NEWBIE, faults }));
    const user = await acknowledge();
    await user.click(await screen.findByRole('button', { name: 'Create course' }));
    expect(screen.getByText('Choose a series')).toBeInTheDocument();
    expect(
      screen.getByText('Find or create the organization that runs this course'),
    ).toBeInTheDocument();
    expect(faults.calls.some((call) => call.startsWith('POST /wp/v2/course'))).toBe(false);
  });
});

test('the guest page explains Campus and links to the library and sign-in', async () => {
  ({ store } = await renderCampus(campus, '/guest', { signedIn: false }));
  const main = await screen.findByRole('region', { name: 'Welcome to Campus' });
  expect(within(main).getByRole('link', { name: 'Browse the course library' })).toHaveAttribute(
    'href',
    '/course-library',
  );
  expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/user/signon',
  );
});

test('a payment provider named by the theme replaces the default card form', async () => {
  const remove = registerPaymentProvider('acme-pay', async () => ({
    default: ({ amount }: PaymentFormProps) => <p>Acme hosted fields for {amount}</p>,
  }));
  try {
    ({ store } = await renderCampus(campus, '/courses/run/leading-teams', {
      hostSettings: { theme: { values: { paymentProvider: 'acme-pay' } } },
    }));
    expect(await screen.findByText('Acme hosted fields for $79.00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  } finally {
    remove();
  }
});
