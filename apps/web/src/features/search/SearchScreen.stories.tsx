import type { PopularTerm, Resource, SearchResults } from '@campus/api-client';
import { aProduct, aResource } from '@campus/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appStory, darkPhone, demoCover, withApp } from '../../testing/stories';
import { SearchScreen } from './SearchScreen';
import { filterOptionsLoaded, popularTermsLoaded, searchFailed, searchSucceeded } from './slice';

const foundations = aProduct();
const growing = aProduct({ id: 2, title: 'Growing Together' });

const materials: Resource[] = [
  aResource({
    id: 1001,
    title: 'Prayer: leader guide',
    thumbnail: demoCover('book'),
    products: [foundations],
  }),
  aResource({
    id: 1002,
    title: 'Prayer in practice, session video',
    slug: 'prayer-in-practice',
    type: 'video',
    thumbnail: demoCover('laptop'),
    iconName: 'movie',
    attachedDocument: null,
    products: [foundations],
  }),
  aResource({
    id: 1003,
    title: 'Prayer journal',
    slug: 'prayer-journal',
    thumbnail: demoCover('book'),
    products: [growing],
  }),
  aResource({
    id: 1004,
    title: 'Prayer cards',
    slug: 'prayer-cards',
    thumbnail: demoCover('board'),
    products: [growing],
  }),
];
const promotional: Resource[] = [
  aResource({
    id: 1101,
    title: 'Invite your group to pray',
    slug: 'invite-to-pray',
    type: 'video',
    thumbnail: demoCover('laptop'),
    iconName: 'movie',
    attachedDocument: null,
    products: [foundations],
  }),
];
const learning: Resource[] = [
  aResource({
    id: 2001,
    title: 'Praying together',
    slug: 'praying-together',
    type: 'playlist',
    thumbnail: demoCover('people'),
  }),
  aResource({
    id: 2002,
    title: 'A short guide to prayer',
    slug: 'short-guide',
    type: 'article',
    thumbnail: demoCover('book'),
  }),
];

const page = (posts: Resource[], total = posts.length) => ({
  posts,
  total,
  query: { page: 1, offset: 0, per_page: 20 },
});

const found: SearchResults = {
  materials: page(materials, 24),
  promotional: page(promotional),
  learning: page(learning),
};

const popular: PopularTerm[] = ['prayer', 'leadership', 'hospitality', 'marriage'].map((term) => ({
  term,
  created: '2026-01-01T00:00:00',
  updated: '2026-01-01T00:00:00',
}));

/** The saga's answer to the search the screen asked for on opening. */
const answered =
  (results: SearchResults) =>
  ({ search }: { search: { requestId: number } }) => [
    searchSucceeded({ requestId: search.requestId, results }),
  ];

const meta = {
  title: 'App/Search/SearchResults',
  component: SearchScreen,
  tags: ['autodocs'],
  decorators: [withApp],
  parameters: appStory({
    path: '/search?q=prayer',
    state: [
      filterOptionsLoaded({ products: [foundations, growing], categories: [] }),
      popularTermsLoaded(popular),
    ],
  }),
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search was sent and nothing has come back yet. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const Results: Story = {
  parameters: appStory({ answers: answered(found) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'All', selected: true })).toBeVisible();
    for (const section of ['Series Material', 'Promo Material', 'Learning Centre']) {
      await expect(canvas.getByRole('heading', { name: section })).toBeVisible();
    }
  },
};

/** A section's own tab: its filters, how many are loaded, and Load more. */
export const SectionTab: Story = {
  parameters: appStory({ answers: answered(found) }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Series Material' }));
    await expect(canvas.getByRole('group', { name: 'Filters' })).toBeVisible();
    await expect(canvas.getByText('Showing 4 of 24')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: appStory({ answers: answered({}) }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Sorry, nothing was found for your search query.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'leadership' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  parameters: appStory({
    answers: ({ search }) => [searchFailed({ requestId: search.requestId })],
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The search could not be completed.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LongText: Story = {
  parameters: appStory({
    path: `/search?q=${encodeURIComponent('how to lead a small group conversation about forgiveness')}`,
    answers: answered({
      materials: page([
        aResource({
          id: 1201,
          title:
            'Leading a conversation about forgiveness when members of the group disagree strongly',
        }),
        aResource({ id: 1202, title: 'Forgiveness_worksheet_for_small_groups_final_v3.pdf' }),
      ]),
    }),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'All' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  parameters: appStory({
    path: `/search?q=${encodeURIComponent('תפילה')}`,
    language: 'he',
    answers: answered({
      materials: page([
        aResource({ id: 1301, title: 'תפילה: מדריך למנחה' }),
        aResource({ id: 1302, title: 'יומן תפילה', slug: 'prayer-journal' }),
      ]),
      learning: page([
        aResource({ id: 2301, title: 'מתפללים יחד', slug: 'praying-together', type: 'playlist' }),
      ]),
    }),
  }),
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'הכול' })).toBeVisible();
  },
};

export const DarkMobile: Story = {
  parameters: appStory({ answers: answered(found) }),
  globals: darkPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'All' })).toBeVisible();
  },
};
