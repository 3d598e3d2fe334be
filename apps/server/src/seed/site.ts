import { day, type Add } from './data';

/** Languages, feature switches, roles and the lists sign-up and organisations choose from. */
export function seedSite(add: Add): void {
  [
    ['en', 'English', 'English', 1, 1, 'ltr'],
    ['he', 'Hebrew', 'עברית', 1, 1, 'rtl'],
    ['es', 'Spanish', 'Español', 1, 1, 'ltr'],
    ['fr', 'French', 'Français', 0, 1, 'ltr'],
    ['de', 'German', 'Deutsch', 0, 0, 'ltr'],
  ].forEach(([code, label, native_name, isPublic, selected, dir], i) =>
    add('languages', {
      code: code as string,
      label: label as string,
      native_name: native_name as string,
      public: isPublic as number,
      selected: selected as number,
      dir: dir as string,
      position: i,
    }),
  );

  [
    ['nps-js-mb', 1],
    ['course-creation', 1],
    ['resource-share-links', 1],
    ['customer-chat', 0],
  ].forEach(([key, enabled]) =>
    add('features', { key: key as string, enabled: enabled as number }),
  );

  [
    ['administrator', 'Administrator'],
    ['translator', 'Translator'],
    ['member', 'Member'],
    ['subscriber', 'Subscriber'],
    ['support_couple', 'Support Couple'],
  ].forEach(([value, label], i) => add('roles', { value: value!, label: label!, position: i }));

  [
    'Anglican',
    'Baptist',
    'Catholic',
    'Lutheran',
    'Methodist',
    'Non-denominational',
    'Pentecostal',
    'Presbyterian',
  ].forEach((name, i) => add('denominations', { id: i + 1, name, slug: name.toLowerCase() }));
  ['Church', 'School', 'Charity', 'Community group', 'Business'].forEach((name, i) =>
    add('organization_types', { id: i + 1, name, slug: name.toLowerCase().replace(/ /g, '-') }),
  );

  add('locations', { id: 1, name: 'United States', parent: 0, locality_type_label: 'State' });
  add('locations', { id: 2, name: 'Canada', parent: 0, locality_type_label: 'Province' });
  add('locations', { id: 3, name: 'Israel', parent: 0, locality_type_label: null });
  [
    ['California', 1],
    ['Texas', 1],
    ['New York', 1],
    ['Ontario', 2],
    ['Quebec', 2],
  ].forEach(([name, parent], i) =>
    add('locations', {
      id: 10 + i,
      name: name as string,
      parent: parent as number,
      locality_type_label: null,
    }),
  );
}

/** Forty demo organisations across eight towns. */
export function seedOrganizations(add: Add): void {
  const towns = [
    'Springfield',
    'Riverside',
    'Fairview',
    'Greenville',
    'Franklin',
    'Clinton',
    'Salem',
    'Madison',
  ];
  const kinds = ['Community Church', 'Fellowship', 'Family Centre', 'Chapel', 'Academy'];
  let org = 0;
  for (const town of towns) {
    for (const kind of kinds) {
      org += 1;
      add('organizations', {
        name: `${town} ${kind}`,
        phone_number: `+1 555 01${String(org).padStart(2, '0')}`,
        denomination: (org % 8) + 1,
        type: (org % 5) + 1,
        address: `${org * 10} Main Street`,
        city: town,
        locality: 10 + (org % 3),
        country: 1,
        postal_code: `9${String(1000 + org)}`,
        meta: '{}',
        created: day(org),
      });
    }
  }
}

/** Popular search terms, so the search panel has suggestions from the start. */
export function seedSearchTerms(add: Add): void {
  [
    'leadership',
    'small groups',
    'listening',
    'conflict',
    'prayer',
    'welcome video',
    'poster',
    'worksheet',
  ].forEach((term, i) =>
    add('popular_terms', {
      term,
      created: day(i),
      updated: day(i + 20),
      hits: 50 - i,
      visitors: 20 - i,
    }),
  );
}
