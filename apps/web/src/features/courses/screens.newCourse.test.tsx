import type { Course, Organization } from '@campus/api-client';
import { withFaults } from '@campus/api-client/testing';
import { startCampus } from '@campus/server/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_EMAIL, renderCampus } from '../../testing/kit';
import { asUser, coursesOnCampus, NEWBIE } from './testing/coursesOnCampus';

const on = coursesOnCampus();

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
    const view = await renderCampus(on.campus, '/courses/new/step/1/?series=first-steps');
    on.store = view.store;
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
    const runs = await asUser<Course[]>(on.campus, MEMBER_EMAIL, '/wp/v2/course?context=mine');
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
      on.store = view.store;
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
    ({ store: on.store } = await renderCampus(on.campus, '/courses/new/step/1/', {
      email: NEWBIE,
      faults,
    }));
    const user = await acknowledge();
    await user.click(await screen.findByRole('button', { name: 'Create course' }));
    expect(screen.getByText('Choose a series')).toBeInTheDocument();
    expect(
      screen.getByText('Find or create the organization that runs this course'),
    ).toBeInTheDocument();
    expect(faults.calls.some((call) => call.startsWith('POST /wp/v2/course'))).toBe(false);
  });
});
