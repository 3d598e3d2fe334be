import type { Messages } from '../en';
import accounts from './accounts';
import courses from './courses';
import resources from './resources';
import search from './search';
import shell from './shell';
import training from './training';

const messages: Messages = { ...shell, accounts, courses, resources, search, training };

export default messages;
