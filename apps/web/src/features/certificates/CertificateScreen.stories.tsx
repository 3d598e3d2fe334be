import type { PublicCertificate } from '@campus/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appStory, darkPhone, withApp } from '../../testing/stories';
import { CertificateScreen } from './CertificateScreen';
import { certificateLoaded, certificateNotFound } from './slice';

const issued: PublicCertificate = {
  id: 'q3Zt0mV8Rk2cWb7xYp1LdA',
  name: 'Maya Member',
  module: { slug: 'module-welcome', title: 'Welcome to the Learning Centre' },
  issued: '2026-11-28T17:42:00Z',
  url: 'https://campus.example/certificates/q3Zt0mV8Rk2cWb7xYp1LdA',
  credential:
    'eyJhbGciOiJFZERTQSIsImtpZCI6ImsxIiwidHlwIjoidmMrand0In0.eyJzdWIiOiJ1cm46dXVpZDp4In0.c2lnbmF0dXJl',
  revoked: null,
};

const meta = {
  title: 'App/Certificates/CertificateScreen',
  component: CertificateScreen,
  tags: ['autodocs'],
  decorators: [withApp],
  parameters: appStory({
    path: `/certificates/${issued.id}`,
    route: '/certificates/:id',
    answers: () => [certificateLoaded(issued)],
  }),
} satisfies Meta<typeof CertificateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** What anyone with the link sees: the name, the module, the date, and how to check it. */
export const Issued: Story = {
  play: async () => {
    await expect(await page().findByText('Maya Member')).toBeVisible();
    await expect(page().getByText('Issued on November 28, 2026')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await expect(page().getByRole('link', { name: 'Public keys' })).toBeVisible();
  },
};

export const Revoked: Story = {
  parameters: appStory({
    answers: () => [certificateLoaded({ ...issued, revoked: { at: '2026-12-01T09:00:00Z' } })],
  }),
  play: async () => {
    await expect(
      await page().findByText(/This certificate was revoked on December 1, 2026/),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: appStory({ answers: () => [certificateNotFound({ id: issued.id })] }),
  play: async () => {
    await expect(await page().findByText('There is no certificate at this address.')).toBeVisible();
  },
};

/** A long name and module wrap inside the sheet. */
export const LongText: Story = {
  parameters: appStory({
    answers: () => [
      certificateLoaded({
        ...issued,
        name: 'Maximiliana Wilhelmina Konstantinopoulou-Featherstonehaugh',
        module: {
          slug: 'long',
          title: 'Leading small groups through grief, conflict and change: a practical course',
        },
      }),
    ],
  }),
};

export const RightToLeft: Story = {
  parameters: appStory({
    language: 'he',
    answers: () => [
      certificateLoaded({
        ...issued,
        name: 'מאיה חברה',
        module: { slug: 'module-welcome', title: 'ברוכים הבאים למרכז הלמידה' },
      }),
    ],
  }),
  globals: { direction: 'rtl' },
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'תעודת סיום' })).toBeVisible();
  },
};

export const DarkMobile: Story = {
  globals: darkPhone,
  play: async () => {
    await expect(await page().findByText('Maya Member')).toBeVisible();
  },
};
