import type { SearchMessages } from '../en/search';

const search: SearchMessages = {};

export default search;
