import type { AccountsMessages } from '../en/accounts';

const accounts: AccountsMessages = {};

export default accounts;
