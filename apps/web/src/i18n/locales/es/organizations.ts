import type { OrganizationsMessages } from '../en/organizations';

const organizations: OrganizationsMessages = {
  findTab: 'Buscar una organización',
  createTab: 'Crear una organización nueva',
  search: 'Buscar organizaciones',
  searchButton: 'Buscar',
  results: 'Organizaciones',
  count_one: '{{count}} organización encontrada',
  count_two: '{{count}} organizaciones encontradas',
  count_other: '{{count}} organizaciones encontradas',
  none: 'Ninguna organización coincide con tu búsqueda.',
  more: 'Mostrar más organizaciones',
  choose: 'Elegir',
  chosen: 'Organización elegida: {{name}}',
  change: 'Cambiar',
  name: 'Nombre de la organización',
  nameRequired: 'Escribe el nombre de la organización',
  denomination: 'Denominación',
  denominationRequired: 'Elige una denominación',
  type: 'Tipo de organización',
  typeRequired: 'Elige un tipo de organización',
  country: 'País',
  locality: 'Localidad',
  countryRequired: 'Selecciona un país',
  create: 'Crear organización',
  creating: 'Comprobando…',
  duplicate:
    'Ya existe una organización llamada «{{name}}» en este lugar. Elígela abajo o usa otro nombre.',
  failed: 'No se pudo crear la organización: {{message}}',
  optionsFailed: 'No se pudieron cargar las denominaciones y los tipos de organización.',
};

export default organizations;
