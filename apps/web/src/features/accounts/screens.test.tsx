import { createApiClient } from '@campus/api-client';
import { withFaults } from '@campus/api-client/testing';
import { startCampus, type Campus } from '@campus/server/testing';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryAppRouter } from '../../kit/router';
import { App } from '../../app/App';
import { createRoutes } from '../../app/routes';
import { createAppStore, type AppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { createI18n } from '../../i18n';
import { loadSanitizer } from '../../kit/ServerHtml';
import { stopStore } from '../../testing/kit';
import {
  signonFailed,
  signupFailed,
  signupSubmitted,
  verificationChecked,
  verificationCompleted,
} from './slice';

// The screens are lazy chunks: the first render of each pays for transforming them on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const localities = [
  { id: 1, name: 'United States', parent: 0, locality_type_label: 'State' },
  { id: 2, name: 'Canada', parent: 0, locality_type_label: 'Province' },
  { id: 10, name: 'Ohio', parent: 1 },
];
const fullTheme = {
  theme: {
    supports: { phoneRequired: true, locality: true },
    values: {
      localities,
      gdpr_signup_message: '<p>We keep <strong>only</strong> what we need.</p>',
      signon_bg_image: '/bg.jpg',
    },
    links: [{ id: 'terms-and-conditions', url: '/terms', label: 'Terms and Conditions' }],
  },
};
const plainTheme = { theme: { values: { localities } } };

async function renderAt(
  path: string | { pathname: string; state?: unknown },
  hostSettings: unknown = plainTheme,
  overrides: Parameters<typeof testServices>[0] = {},
) {
  const kit = testServices({ hostSettings, ...overrides });
  const store = createAppStore(kit.services);
  const router = createMemoryAppRouter(createRoutes(kit.services), { initialEntries: [path] });
  const i18n = await createI18n('en');
  render(<App store={store} router={router} i18n={i18n} />);
  return { ...kit, store, router };
}

// The sanitizer is fetched with the first server HTML of a visit (kit/ServerHtml.test.tsx); here
// it is already present, as for every message after the first, so messages show in one render.
beforeAll(() => loadSanitizer());

afterEach(() => {
  document.body.style.paddingBlockEnd = '';
});

describe('sign-on', () => {
  test('userlogin fills the e-mail and focuses the password; submit waits for a valid form', async () => {
    await renderAt('/user/signon?userlogin=ada%40example.com');
    const password = await screen.findByLabelText('Password');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(password).toHaveFocus();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await userEvent.type(password, 'secret');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/user/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/user/recover-password',
    );
  });

  test('an invalid e-mail is reported once the field is left; the password label reveals only Admin QA', async () => {
    await renderAt('/user/signon');
    const email = await screen.findByLabelText('Email');
    await userEvent.type(email, 'nobody');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'rememberMe',
    ]);
    await userEvent.click(screen.getByText('Password', { selector: 'label' }));
    expect(screen.getByRole('checkbox', { name: 'Admin QA' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  test('a login error shows the message, sanitized; user_exists hides the form', async () => {
    const { store } = await renderAt('/user/signon');
    await screen.findByLabelText('Email');
    act(() => {
      store.dispatch(
        signonFailed({
          code: '[jwt_auth] incorrect_password',
          message: '<strong>Error:</strong> wrong<img src=x onerror="alert(1)">',
        }),
      );
    });
    const alert = screen.getByRole('alert');
    // The message's code and the sanitizer load with the first message.
    await waitFor(() => expect(alert).toHaveTextContent('Error: wrong'));
    expect(alert.innerHTML).not.toContain('onerror');
    expect(screen.getByLabelText('Email')).toBeEnabled();

    act(() => {
      store.dispatch(
        signonFailed({ code: '[jwt_auth] user_exists', message: 'Waiting to be verified.' }),
      );
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Waiting to be verified.'),
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  test('/user opens sign-on in the themed area with a Back control', async () => {
    const { router } = await renderAt('/user', fullTheme);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/signon');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByTestId('signon-area')).toHaveStyle({ backgroundImage: 'url("/bg.jpg")' });
  });
});

describe('sign-up follows the theme', () => {
  test('with phoneRequired, a terms link and a GDPR message', async () => {
    await renderAt({ pathname: '/user/signup', state: { email: 'from@state.example' } }, fullTheme);
    expect(await screen.findByLabelText('Email')).toHaveValue('from@state.example');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toBeRequired();
    await userEvent.click(mobile);
    await userEvent.tab();
    expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('only', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'We keep only what we need.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
  });

  test('without them: the phone is optional, no terms checkbox, no GDPR text', async () => {
    await renderAt('/user/signup');
    const mobile = await screen.findByLabelText('Mobile number');
    expect(mobile).not.toBeRequired();
    await userEvent.click(mobile);
    await userEvent.tab();
    expect(screen.queryByText('Mobile number is required')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/We keep/)).not.toBeInTheDocument();
  });

  test('an empty e-mail is required; a wrong one is called not valid', async () => {
    await renderAt('/user/signup');
    const email = await screen.findByLabelText('Email');
    await userEvent.click(email);
    await userEvent.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(email, 'a@b');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  test('the server message is sanitized HTML with a class from the response code; the form comes back', async () => {
    const { store } = await renderAt('/user/signup');
    await screen.findByLabelText('Email');
    act(() => {
      store.dispatch(signupSubmitted({} as never));
    });
    expect(screen.getByLabelText('Email')).toBeDisabled();
    act(() => {
      store.dispatch(
        signupFailed({
          code: 'user_exists',
          message: 'Taken. <a href="/user/signon">Sign in</a><script>alert(1)</script>',
        }),
      );
    });
    const alert = screen.getByRole('alert');
    expect(alert.innerHTML).toContain('class="signup-message signup-message--user_exists"');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/signon',
    );
    expect(alert.innerHTML).not.toContain('<script');
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });
});

describe('verification', () => {
  const data = (source: 'survey' | 'other') => ({
    user: { email: 'neo@example.com', first_name: 'Neo' },
    content: '<h2>Welcome, Neo!</h2>',
    privacyContent: '<p>Privacy text</p>',
    source,
  });

  let campus: Campus;
  let checking: AppStore | undefined;
  beforeAll(async () => {
    campus = await startCampus();
  });
  afterEach(() => stopStore(checking));
  afterAll(() => campus.close());

  // The server never answers the check of the code here, so the screen stays on it until the test
  // answers in its place.
  async function renderChecking(path: string) {
    const faults = withFaults();
    faults.fail({ match: 'POST /wp/v2/user/account/pending', fault: 'hang' });
    const view = await renderAt(path, plainTheme, {
      api: createApiClient({ baseUrl: campus.baseUrl, fetch: faults.fetch }),
    });
    checking = view.store;
    return { ...view, calls: faults.calls };
  }

  test('shows a loader until the code is checked, then Get Started with the welcome text', async () => {
    const { store, calls } = await renderChecking('/user/verify/abc');
    expect(
      await screen.findByRole('progressbar', { name: 'Checking your verification link' }),
    ).toBeInTheDocument();
    expect(calls).toContain('POST /wp/v2/user/account/pending');
    act(() => {
      store.dispatch(verificationChecked(data('other')));
    });
    expect(screen.getByRole('heading', { name: 'Welcome, Neo!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
  });

  test('a survey invitation asks for a password of at least 6 characters, then thanks the support couple', async () => {
    const { store, calls } = await renderChecking('/user/verify/srv');
    await screen.findByRole('progressbar');
    expect(calls).toContain('POST /wp/v2/user/account/pending');
    act(() => {
      store.dispatch(verificationChecked(data('survey')));
    });
    // The password form comes as its own chunk, once the answer says it is needed.
    const password = await screen.findByLabelText('Password');
    const submit = screen.getByRole('button', { name: 'Set Password' });
    expect(submit).toBeDisabled();
    // The server holds the password to the editor's rules: the field says them before it refuses.
    expect(password).toHaveAccessibleDescription(
      /^Your password must:.*include at least one symbol/,
    );
    await userEvent.type(password, 'abc');
    await userEvent.tab();
    expect(
      await screen.findByText('The password must be at least 6 characters long'),
    ).toBeInTheDocument();
    await userEvent.type(password, 'def');
    expect(submit).toBeEnabled();
    expect(screen.getByText('be at least 8 characters long')).toHaveTextContent(
      'be at least 8 characters long: not met',
    );
    await userEvent.type(password, 'GH1!');
    for (const text of [
      'be at least 8 characters long',
      'include both uppercase and lowercase characters',
      'include at least one number',
      'include at least one symbol',
    ])
      expect(screen.getByText(text)).toHaveTextContent(`${text}: met`);
    act(() => {
      store.dispatch(verificationCompleted({ supportCouple: true }));
    });
    expect(
      screen.getByText(
        'Thanks for registering. Keep an eye on your email for surveys that need your participation.',
      ),
    ).toBeInTheDocument();
  });
});

test('recovery with key and login starts by verifying the key', async () => {
  await renderAt('/user/recover-password?key=a%2Bb&login=x%40example.com');
  expect(await screen.findByRole('status')).toHaveTextContent('Verifying recovery key...');
  expect(screen.queryByRole('button', { name: 'Recover' })).not.toBeInTheDocument();
});

test('recovery without a key asks for the e-mail', async () => {
  await renderAt('/user/recover-password');
  const submit = await screen.findByRole('button', { name: 'Recover' });
  expect(submit).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Email'), 'a@example.com');
  expect(submit).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
    'href',
    '/user/signon',
  );
});
