import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../../app/store';
import { todayInput } from './format';
import { registerPaymentProvider, type PaymentFormProps } from './payment/providers';
import { renderCampus, stopStore } from '../../testing/kit';
import { startFakeCampus, type FakeCampus } from '../../testing/fakeCampusServer';

let fake: FakeCampus;
let store: AppStore | undefined;

beforeEach(async () => {
  fake = await startFakeCampus();
});
afterEach(async () => {
  stopStore(store);
  await fake.close();
});

const daysAgo = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return todayInput(date);
};

describe('/course-library', () => {
  test('a visitor sees every series with its price, weeks and sessions, and a call to action', async () => {
    ({ store } = await renderCampus(fake, '/course-library', { signedIn: false }));
    const teams = await screen.findByRole('article', { name: 'Leading Teams' });
    expect(within(teams).getByText('$79.00')).toBeInTheDocument();
    expect(within(teams).getByText('10 weeks')).toBeInTheDocument();
    expect(within(teams).getByText('10 sessions')).toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: 'Buy for $79.00' })).toHaveAttribute('href', '/courses/run/leading-teams');
    const free = screen.getByRole('article', { name: 'First Steps' });
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Run this Series' })).toBeInTheDocument();
    expect(screen.queryByText('You run this series')).not.toBeInTheDocument();
  });

  test('a member sees the series they run marked, with Run rather than Buy', async () => {
    ({ store } = await renderCampus(fake, '/course-library'));
    const foundations = await screen.findByRole('article', { name: 'Foundations' });
    expect(within(foundations).getByText('You run this series')).toBeInTheDocument();
    expect(within(foundations).getByRole('link', { name: 'Run this Series' })).toHaveAttribute('href', '/courses/run/foundations');
  });
});

describe('/courses and /dashboard', () => {
  test('a member without runs gets the empty state linking to the course library', async () => {
    ({ store } = await renderCampus(fake, '/courses'));
    expect(await screen.findByText('You have no active courses yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the course library' })).toHaveAttribute('href', '/course-library');
  });

  test('a run shows the week reached, its progress and the next session', async () => {
    fake.courses.push({ id: 9, blog_id: 1, title: 'Foundations, spring group', slug: 'foundations', product: { id: 1, blog_id: 1 }, start_date: daysAgo(15) });
    ({ store } = await renderCampus(fake, '/courses'));
    const run = await screen.findByRole('article', { name: 'Foundations, spring group' });
    expect(await within(run).findByText('Week 3 of 8')).toBeInTheDocument();
    expect(within(run).getByRole('progressbar', { name: 'Progress of Foundations, spring group' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(run).getByText(/^Next session: Week 4: Foundations topic on /)).toBeInTheDocument();
    expect(within(run).getByRole('link', { name: 'Series material' })).toHaveAttribute('href', '/courses/run/foundations');
  });

  test('the dashboard greets the member and shows their runs and quick links', async () => {
    fake.courses.push({ id: 9, blog_id: 1, title: 'Foundations, spring group', slug: 'foundations', product: { id: 1, blog_id: 1 }, start_date: daysAgo(2) });
    ({ store } = await renderCampus(fake, '/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Hello, Maya')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Foundations, spring group' })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(links).getByRole('link', { name: 'Create a Course' })).toHaveAttribute('href', '/courses/new/step/1/');
  });

  test('a visitor let through the guard is asked to sign in', async () => {
    ({ store } = await renderCampus(fake, '/courses', { signedIn: false }));
    expect(await screen.findByText('Sign in to see this page.')).toBeInTheDocument();
    expect(fake.requests.some((line) => line.startsWith('GET /wp-json/wp/v2/course'))).toBe(false);
  });
});

describe('/courses/run/{slug}', () => {
  test('a series the member runs lists its material and leads to course creation', async () => {
    ({ store } = await renderCampus(fake, '/courses/run/foundations'));
    expect(await screen.findByRole('heading', { name: 'Foundations', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Foundations week 1 video/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a course with this series' })).toHaveAttribute(
      'href',
      '/courses/new/step/1/?series=foundations',
    );
  });

  test('a paid series is bought with the card form: expiry required, a declined card, then success', async () => {
    ({ store } = await renderCampus(fake, '/courses/run/leading-teams'));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Buy Leading Teams' })).toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay $79.00' });
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Maya Member');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(pay);
    expect(await screen.findByText('Expiry month is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry year is required')).toBeInTheDocument();
    expect(fake.requests.some((line) => line.includes('/product/purchase'))).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry month' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expiry year' }), String(new Date().getFullYear() + 1));
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through: Your card was declined.');

    const number = screen.getByRole('textbox', { name: 'Card number' });
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $79.00' }));
    expect(await screen.findByText('Thank you! You can now run Leading Teams.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Leading Teams week 1 video/ })).toBeInTheDocument();
  });

  test('an unknown series says so', async () => {
    ({ store } = await renderCampus(fake, '/courses/run/nothing-here'));
    expect(await screen.findByRole('heading', { name: 'That series could not be found.' })).toBeInTheDocument();
  });
});

describe('/courses/new/step/1/', () => {
  async function acknowledge() {
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Before you create a course' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please confirm to continue')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I will lead this course/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Organization' }, { timeout: 5000 });
    return user;
  }

  test('a course is created for an organization found with the search, paging through results', async () => {
    const view = await renderCampus(fake, '/courses/new/step/1/?series=first-steps');
    store = view.store;
    const user = await acknowledge();
    expect(view.router.state.location.state).toEqual({ acknowledged: true });
    expect(await screen.findByText('35 organizations found')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Organizations' })).getAllByRole('listitem')).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'Show more organizations' }));
    await screen.findByText('Grace Church 35');
    expect(screen.queryByRole('button', { name: 'Show more organizations' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'Church 07');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 organization found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose', description: 'Grace Church 07' }));
    expect(screen.getByText('Chosen organization: Grace Church 07')).toBeInTheDocument();

    expect(await screen.findByRole('option', { name: 'First Steps' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Series' })).toHaveValue('first-steps');
    await user.type(screen.getByRole('textbox', { name: 'Course name' }), 'Autumn group');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByRole('heading', { name: 'Your course has been created' })).toBeInTheDocument();
    expect(fake.courses[0]).toMatchObject({ title: 'Autumn group', organization_id: 7, slug: 'first-steps' });
  });

  test('a new organization is created after the unique check; a taken name is explained', async () => {
    const view = await renderCampus(fake, '/courses/new/step/1/', {
      hostSettings: { theme: { values: { localities: [{ id: 10, name: 'Canada', parent: 0 }, { id: 11, name: 'Chile', parent: 0 }] } } },
    });
    store = view.store;
    const user = await acknowledge();
    await user.click(await screen.findByRole('button', { name: 'Create a new organization' }));
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(screen.getByText('Enter the organization name')).toBeInTheDocument();
    expect(screen.getByText('Choose a denomination')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Organization name' }), 'Grace Church 03');
    await screen.findByRole('option', { name: 'Methodist' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Denomination' }), 'Methodist');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization type' }), 'School');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Canada');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText(/An organization named "Grace Church 03" already exists in this place/)).toBeInTheDocument();
    expect(fake.organizations).toHaveLength(35);

    const name = screen.getByRole('textbox', { name: 'Organization name' });
    await user.clear(name);
    await user.type(name, 'Hope Chapel');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Chosen organization: Hope Chapel')).toBeInTheDocument();
    expect(fake.organizations.at(-1)?.name).toBe('Hope Chapel');
  });

  test('the course needs a series and an organization before it is sent', async () => {
    ({ store } = await renderCampus(fake, '/courses/new/step/1/'));
    const user = await acknowledge();
    await user.click(await screen.findByRole('button', { name: 'Create course' }));
    expect(screen.getByText('Choose a series')).toBeInTheDocument();
    expect(screen.getByText('Find or create the organization that runs this course')).toBeInTheDocument();
    expect(fake.requests.some((line) => line.startsWith('POST /wp-json/wp/v2/course'))).toBe(false);
  });
});

test('the guest page explains Campus and links to the library and sign-in', async () => {
  ({ store } = await renderCampus(fake, '/guest', { signedIn: false }));
  const main = await screen.findByRole('region', { name: 'Welcome to Campus' });
  expect(within(main).getByRole('link', { name: 'Browse the course library' })).toHaveAttribute('href', '/course-library');
  expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/signon');
});

test('a payment provider named by the theme replaces the default card form', async () => {
  const remove = registerPaymentProvider('acme-pay', async () => ({
    default: ({ amount }: PaymentFormProps) => <p>Acme hosted fields for {amount}</p>,
  }));
  try {
    ({ store } = await renderCampus(fake, '/courses/run/leading-teams', { hostSettings: { theme: { values: { paymentProvider: 'acme-pay' } } } }));
    expect(await screen.findByText('Acme hosted fields for $79.00')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  } finally {
    remove();
  }
});
