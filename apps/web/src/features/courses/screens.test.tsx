import { withFaults } from '@campus/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerPaymentProvider, type PaymentFormProps } from './payment/providers';
import { renderCampus } from '../../testing/kit';
import { asUser, coursesOnCampus, daysAgo, NEWBIE, TRANSLATOR } from './testing/coursesOnCampus';

const on = coursesOnCampus();

describe('/course-library', () => {
  test('a visitor sees every series with its price, weeks and sessions, and a call to action', async () => {
    ({ store: on.store } = await renderCampus(on.campus, '/course-library', { signedIn: false }));
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
    ({ store: on.store } = await renderCampus(on.campus, '/course-library'));
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
    ({ store: on.store } = await renderCampus(on.campus, '/courses', { email: NEWBIE }));
    expect(await screen.findByText('You have no active courses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the course library' })).toHaveAttribute(
      'href',
      '/course-library',
    );
  });

  test('a run shows the week reached, its progress and the next session', async () => {
    await asUser(on.campus, TRANSLATOR, '/wp/v2/course', {
      product_id: 2,
      blog_id: 1,
      organization_id: 1,
      title: 'Growing Together, autumn group',
      start_date: daysAgo(15),
    });
    ({ store: on.store } = await renderCampus(on.campus, '/courses', { email: TRANSLATOR }));
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
    ({ store: on.store } = await renderCampus(on.campus, '/dashboard'));
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
    ({ store: on.store } = await renderCampus(on.campus, '/courses', { signedIn: false, faults }));
    expect(await screen.findByText('Sign in to see this page.')).toBeInTheDocument();
    expect(faults.calls.some((call) => call.startsWith('GET /wp/v2/course'))).toBe(false);
  });
});

describe('the host’s Locale settings', () => {
  // A site writing English with British dates and Arabic-Indic digits.
  const hostSettings = { locale: { locale: 'en', dateLocale: 'en-GB', numberingSystem: 'arab' } };

  test('prices are written in the numbering system', async () => {
    ({ store: on.store } = await renderCampus(on.campus, '/course-library', {
      signedIn: false,
      hostSettings,
    }));
    const teams = await screen.findByRole('article', { name: 'Leading Teams' });
    expect(within(teams).getByText(/^٧٩٫٠٠\s\$$/)).toBeInTheDocument();
  });

  test('run dates are written in the date locale (day first) and the numbering system', async () => {
    ({ store: on.store } = await renderCampus(on.campus, '/courses', { hostSettings }));
    const started = await screen.findAllByText(/^Started [٠-٩]{1,2} [A-Z][a-z]+ [٠-٩]{4}$/);
    expect(started.length).toBeGreaterThan(0);
  });
});

describe('/courses/run/{slug}', () => {
  test('a series the member runs lists its material and leads to course creation', async () => {
    ({ store: on.store } = await renderCampus(on.campus, '/courses/run/foundations'));
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
    ({ store: on.store } = await renderCampus(on.campus, '/courses/run/leading-teams', {
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
    ({ store: on.store } = await renderCampus(on.campus, '/courses/run/nothing-here'));
    expect(
      await screen.findByRole('heading', { name: 'That series could not be found.' }),
    ).toBeInTheDocument();
  });
});

test('the guest page explains Campus and links to the library and sign-in', async () => {
  ({ store: on.store } = await renderCampus(on.campus, '/guest', { signedIn: false }));
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
    ({ store: on.store } = await renderCampus(on.campus, '/courses/run/leading-teams', {
      hostSettings: { theme: { values: { paymentProvider: 'acme-pay' } } },
    }));
    expect(await screen.findByText('Acme hosted fields for $79.00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  } finally {
    remove();
  }
});
