import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { appStory, darkPhone, withApp } from '../../testing/stories';
import { SignonScreen } from './SignonScreen';
import { signonFailed } from './slice';

const meta = {
  title: 'App/Accounts/SignonScreen',
  component: SignonScreen,
  tags: ['autodocs'],
  decorators: [withApp],
  parameters: appStory({ path: '/user/signon' }),
} satisfies Meta<typeof SignonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sign in waits for a valid form. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

/** Each field says what is wrong once it is left (the form validates on touch). */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    await userEvent.click(email);
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Password is required'),
    );
    await userEvent.type(email, 'maya');
    await userEvent.tab();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  },
};

/** The form is sent: disabled, with the progress bar, until the server answers. */
export const Submitting: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'member@campus.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'a password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // The rules load on the form's first touch, so the submit may wait a moment for them.
    await expect(await canvas.findByRole('progressbar', { name: 'Signing in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

/** The server's own message (its HTML, sanitised), with the form ready again. */
export const ServerError: Story = {
  parameters: appStory({
    answers: () => [
      signonFailed({
        code: '[jwt_auth] incorrect_password',
        message:
          '<strong>Error:</strong> The password you entered for the username <strong>member@campus.test</strong> is incorrect. <a href="/wp-login.php?action=lostpassword">Lost your password?</a>',
      }),
    ],
  }),
  play: async ({ canvas }) => {
    // Server HTML shows once the sanitizer has loaded.
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Error: The password you entered for the username member@campus.test is incorrect.',
      ),
    );
    await expect(canvas.getByLabelText('Email')).toBeEnabled();
  },
};

/** An account waiting for verification sees only the message, no form. */
export const AwaitingVerification: Story = {
  parameters: appStory({
    answers: () => [
      signonFailed({
        code: '[jwt_auth] user_exists',
        message:
          'An account for maya@campus.test is waiting to be verified. Follow the link in the email we sent you to finish signing up.',
      }),
    ],
  }),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('is waiting to be verified'),
    );
    await expect(canvas.queryByLabelText('Email')).not.toBeInTheDocument();
  },
};

/** `userlogin` fills the e-mail and puts the cursor in the password. */
export const EmailFromLink: Story = {
  parameters: appStory({ path: '/user/signon?userlogin=maya%40campus.test' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveValue('maya@campus.test');
    // The screen moves the cursor in an effect, after the first paint.
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
  },
};

export const RightToLeft: Story = {
  parameters: appStory({ language: 'he' }),
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('דוא"ל');
    await userEvent.click(email);
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('יש להזין דוא"ל'));
  },
};

export const DarkMobile: Story = {
  globals: darkPhone,
};
