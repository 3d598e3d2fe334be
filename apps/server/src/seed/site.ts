import { day, type Add } from './data';

/** Languages, feature switches, roles and the lists sign-up and organisations choose from. */
export function seedSite(add: Add): void {
  [
    ['en', 'English', 'English', 1, 1, 'ltr'],
    ['he', 'Hebrew', 'עברית', 1, 1, 'rtl'],
    ['es', 'Spanish', 'Español', 1, 1, 'ltr'],
    ['fr', 'French', 'Français', 0, 1, 'ltr'],
    ['de', 'German', 'Deutsch', 0, 0, 'ltr'],
  ].forEach((l, i) =>
    add('INSERT INTO languages VALUES (?, ?, ?, ?, ?, ?, ?)', ...(l as Array<string | number>), i),
  );

  [
    ['nps-js-mb', 1],
    ['course-creation', 1],
    ['resource-share-links', 1],
    ['customer-chat', 0],
  ].forEach(([key, enabled]) =>
    add('INSERT INTO features VALUES (?, ?)', key as string, enabled as number),
  );

  [
    ['administrator', 'Administrator'],
    ['translator', 'Translator'],
    ['member', 'Member'],
    ['subscriber', 'Subscriber'],
    ['support_couple', 'Support Couple'],
  ].forEach(([value, label], i) => add('INSERT INTO roles VALUES (?, ?, ?)', value!, label!, i));

  [
    'Anglican',
    'Baptist',
    'Catholic',
    'Lutheran',
    'Methodist',
    'Non-denominational',
    'Pentecostal',
    'Presbyterian',
  ].forEach((name, i) =>
    add('INSERT INTO denominations VALUES (?, ?, ?)', i + 1, name, name.toLowerCase()),
  );
  ['Church', 'School', 'Charity', 'Community group', 'Business'].forEach((name, i) =>
    add(
      'INSERT INTO organization_types VALUES (?, ?, ?)',
      i + 1,
      name,
      name.toLowerCase().replace(/ /g, '-'),
    ),
  );

  add('INSERT INTO locations VALUES (1, ?, 0, ?)', 'United States', 'State');
  add('INSERT INTO locations VALUES (2, ?, 0, ?)', 'Canada', 'Province');
  add('INSERT INTO locations VALUES (3, ?, 0, NULL)', 'Israel');
  [
    ['California', 1],
    ['Texas', 1],
    ['New York', 1],
    ['Ontario', 2],
    ['Quebec', 2],
  ].forEach(([name, parent], i) =>
    add('INSERT INTO locations VALUES (?, ?, ?, NULL)', 10 + i, name as string, parent as number),
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
      add(
        `INSERT INTO organizations (name, phone_number, denomination, type, address, city, locality, country, postal_code, meta, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, '{}', ?)`,
        `${town} ${kind}`,
        `+1 555 01${String(org).padStart(2, '0')}`,
        (org % 8) + 1,
        (org % 5) + 1,
        `${org * 10} Main Street`,
        town,
        10 + (org % 3),
        `9${String(1000 + org)}`,
        day(org),
      );
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
    add(
      'INSERT INTO popular_terms (term, created, updated, hits, visitors) VALUES (?, ?, ?, ?, ?)',
      term,
      day(i),
      day(i + 20),
      50 - i,
      20 - i,
    ),
  );
}
