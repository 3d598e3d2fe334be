/** English strings of the resources area, in the product's own wording. */
const resources = {
  library: {
    title: 'Resources',
    loading: 'Loading resources…',
    empty: 'There are no resources here yet.',
    error: 'The resources could not be loaded.',
    retry: 'Try again',
  },
  type: {
    video: 'Video',
    document: 'Document',
    article: 'Article',
    playlist: 'Module',
  },
  modal: {
    close: 'Close',
    steps: 'Steps',
    completed: 'completed',
    preview: 'Preview',
    options: 'Video download options',
    next: 'Next',
    back: 'Back',
    download: 'Download',
    loading: 'Loading…',
    detailsError: 'This resource could not be loaded. Please try again later.',
    sharedTitle: 'This resource could not be opened',
    retry: 'Try again',
    optionsError: 'The download options could not be loaded. Please try again later.',
    noOptions: 'This video has no download options.',
    optionsLabel: 'Choose a download option',
    original: 'Original',
    optionSize: '{{label}} ({{dimensions}}, {{size}})',
    unavailable: 'The video you requested is no longer available. Please make another selection.',
    downloadError: 'The download could not start. Please try again.',
    share: 'Copy share link',
    copied: 'Copied to Clipboard',
    documentTitle: 'Preview of {{title}}',
    imageAlt: '{{title}}',
  },
  denied: {
    title: 'You do not have access to this content',
    message: 'You need to be running {{product}} in order to have access to this resource.',
    product: 'the related product',
    run: 'Run this Series',
  },
};

export type ResourcesMessages = typeof resources;
export default resources;
