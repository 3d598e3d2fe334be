import { dateTimeFormat, numberFormat } from '../../kit/intl';

/** Money in the member's language; the series' own currency, else the theme's (USD by default). */
export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatDate(date: Date, locale: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** Today as `YYYY-MM-DD` in the member's calendar, for date inputs and new courses. */
export function todayInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
