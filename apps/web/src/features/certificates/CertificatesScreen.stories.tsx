import type { Certificate } from '@campus/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory, darkPhone, signedIn, withApp } from '../../testing/stories';
import { CertificatesScreen } from './CertificatesScreen';
import { myCertificatesLoaded } from './slice';

const welcome: Certificate = {
  id: 'q3Zt0mV8Rk2cWb7xYp1LdA',
  module: { slug: 'module-welcome', title: 'Welcome to the Learning Centre' },
  issued: '2026-11-28T17:42:00Z',
  url: 'https://campus.example/certificates/q3Zt0mV8Rk2cWb7xYp1LdA',
  credential: 'eyJhbGciOiJFZERTQSJ9.e30.c2ln',
  revoked: null,
};
const listening: Certificate = {
  ...welcome,
  id: 'Lr8cVb0Qm3Zt1xYp2WkDaE',
  module: { slug: 'module-listening', title: 'Listening in practice' },
  issued: '2026-12-03T10:05:00Z',
  url: 'https://campus.example/certificates/Lr8cVb0Qm3Zt1xYp2WkDaE',
};

const meta = {
  title: 'App/Certificates/CertificatesScreen',
  component: CertificatesScreen,
  tags: ['autodocs'],
  decorators: [withApp],
  parameters: appStory({
    path: '/certificates',
    state: [signedIn()],
    answers: () => [myCertificatesLoaded([welcome, listening])],
  }),
} satisfies Meta<typeof CertificatesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The latest first, each with its page and its link to hand on. */
export const Earned: Story = {
  play: async () => {
    const headings = await page().findAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Listening in practice',
      'Welcome to the Learning Centre',
    ]);
    await expect(page().getAllByRole('button', { name: 'Copy link' })).toHaveLength(2);
  },
};

export const NoneYet: Story = {
  parameters: appStory({ answers: () => [myCertificatesLoaded([])] }),
  play: async () => {
    await expect(await page().findByText('No certificates yet')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: appStory({ language: 'he' }),
  globals: { direction: 'rtl' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'התעודות שלך' })).toBeVisible();
  },
};

export const DarkMobile: Story = { globals: darkPhone };
