/**
 * English strings of saving modules for offline (README, "Offline"): a chunk of their own per
 * language, loaded with the offline area (`i18n/offline.ts`), not with every page's messages.
 */
const offline = {
  save: 'Save for offline',
  measuring: 'Working out the download size…',
  confirm: 'Saving this module for offline takes {{size}} on this device.',
  confirmAction: 'Save',
  cancel: 'Cancel',
  saving: 'Saving for offline',
  savingProgress: '{{done}} of {{size}}',
  saved: 'Saved for offline · {{size}}',
  remove: 'Remove from this device',
  failed: 'The module could not be saved. Try again when the connection is steady.',
  retry: 'Try again',
  listTitle: 'Saved for offline',
  spaceLeft: '{{size}} of space left on this device',
  notPersistent:
    'This browser may clear saved modules when it runs short of space, or after a week without a visit: open the app at least once a week to keep them.',
  offlineNow:
    'You are offline. The modules saved on this device open as usual; other modules need a connection.',
  noneSaved: 'You are offline, and no module is saved on this device.',
};

export type OfflineMessages = typeof offline;
export default offline;
