import type { Query, QueryValue } from './types';

function pairs(prefix: string, value: QueryValue, out: string[]): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'object') {
    // Arrays keep their order; object keys are sorted so equal queries give equal strings.
    const entries = Array.isArray(value)
      ? value.map((item, index): [string, QueryValue] => [String(index), item])
      : Object.keys(value)
          .sort()
          .map((key): [string, QueryValue] => [key, (value as Record<string, QueryValue>)[key]]);
    for (const [key, item] of entries) pairs(prefix ? `${prefix}[${key}]` : key, item, out);
    return;
  }
  out.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
}

/**
 * A stable query string read by PHP the way WordPress expects: `a[0]=1&a[1]=2`, `a[b]=c`,
 * keys sorted, undefined and null left out, booleans as `true`/`false`.
 */
export function buildQuery(query: Query | undefined): string {
  const out: string[] = [];
  if (query) pairs('', query, out);
  return out.join('&');
}
