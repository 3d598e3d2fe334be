import type { PageMessages } from '../en';
import accounts from './accounts';
import organizations from './organizations';
import resources from './resources';
import search from './search';
import shell from './shell';
import training from './training';

const messages: PageMessages = { ...shell, accounts, organizations, resources, search, training };

export default messages;
