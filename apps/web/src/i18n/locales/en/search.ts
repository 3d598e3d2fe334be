/** English strings of the search area, in the product's own wording. */
const search = {
  panel: {
    title: 'Search',
    close: 'Close search',
    loading: 'Loading search…',
    unavailable: 'Search could not be opened. Reload the page and try again.',
  },
  form: {
    label: 'Search for',
    placeholder: 'Resources, lessons and topics',
    submit: 'Search',
  },
  popular: {
    title: 'Popular searches',
    loading: 'Loading popular searches…',
    error: 'Popular searches could not be loaded.',
    empty: 'There are no popular searches yet.',
  },
  results: {
    title: 'Search',
    titleFor: 'Search results for “{{q}}”',
    enterTerm: 'Type what you are looking for and press Search.',
    loading: 'Searching…',
    slow: 'This is taking longer than usual',
    cancel: 'Cancel',
    error: 'The search could not be completed.',
    retry: 'Try again',
    noResults: 'Sorry, nothing was found for your search query.',
    didYouMean: 'Did you mean',
    tryOptions: "Can't find what you're looking for? Try one of the options below",
    sectionEmpty: 'Nothing in this section matches your search.',
    noMatches: 'No loaded results match these filters.',
    seeAll: 'See All Results',
    shown: 'Showing {{shown}} of {{total}}',
    loadMore: 'Load more',
    loadingMore: 'Loading more results…',
    moreError: 'More results could not be loaded.',
  },
  tabs: {
    label: 'Result sections',
    all: 'All',
    materials: 'Series Material',
    promotional: 'Promo Material',
    learning: 'Learning Centre',
  },
  filters: {
    label: 'Filters',
    series: 'Series',
    category: 'Category',
    type: 'Type',
    all: 'All',
    video: 'Videos',
    document: 'Documents',
    article: 'Articles',
    playlist: 'Modules',
  },
  spoken: {
    title: 'Said in videos',
    at: 'Said at {{at}}',
    more: 'More moments ({{count}})',
    fewer: 'Fewer moments',
  },
  kinds: {
    video: 'Video',
    article: 'Article',
    playlist: 'Module',
  },
};

export type SearchMessages = typeof search;
export default search;
