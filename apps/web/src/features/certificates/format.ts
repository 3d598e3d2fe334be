import { dateFormat } from '../../kit/dates';

/**
 * A certificate's date as a calendar date in the reader's language. Read in UTC, the day it was
 * issued on the server's clock, so a certificate shows the same date to everyone who checks it,
 * wherever they are, and the server's render of its page matches the browser's.
 */
export const certificateDate = (iso: string, language: string): string =>
  dateFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
