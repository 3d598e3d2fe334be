/** English strings of finding and creating an organization (the course form's and the profile's picker). */
const organizations = {
  findTab: 'Find an organization',
  createTab: 'Create a new organization',
  search: 'Search organizations',
  searchButton: 'Search',
  results: 'Organizations',
  count_one: '{{count}} organization found',
  count_two: '{{count}} organizations found',
  count_other: '{{count}} organizations found',
  none: 'No organization matches your search.',
  more: 'Show more organizations',
  choose: 'Choose',
  chosen: 'Chosen organization: {{name}}',
  change: 'Change',
  name: 'Organization name',
  nameRequired: 'Enter the organization name',
  denomination: 'Denomination',
  denominationRequired: 'Choose a denomination',
  type: 'Organization type',
  typeRequired: 'Choose an organization type',
  country: 'Country',
  locality: 'Locality',
  countryRequired: 'Please select a country',
  create: 'Create organization',
  creating: 'Checking…',
  duplicate:
    'An organization named "{{name}}" already exists in this place. Choose it below, or use a different name.',
  failed: 'The organization could not be created: {{message}}',
  optionsFailed: 'The denominations and organization types could not be loaded.',
};

export type OrganizationsMessages = typeof organizations;
export default organizations;
