import { buildQuery } from './index';

test('sorts keys so equal queries give equal strings', () => {
  expect(buildQuery({ b: 2, a: 1 })).toBe('a=1&b=2');
  expect(buildQuery({ a: 1, b: 2 })).toBe(buildQuery({ b: 2, a: 1 }));
});

test('writes arrays and nested objects the way PHP reads them', () => {
  expect(
    decodeURIComponent(buildQuery({ post__not_in: [5, 1], filter: { y: 'b', x: ['a'] } })),
  ).toBe('filter[x][0]=a&filter[y]=b&post__not_in[0]=5&post__not_in[1]=1');
});

test('leaves out undefined and null, keeps false, 0 and empty strings', () => {
  expect(buildQuery({ a: undefined, b: null, c: false, d: 0, e: '' })).toBe('c=false&d=0&e=');
});

test('encodes reserved characters', () => {
  expect(buildQuery({ q: 'a&b=c d/é' })).toBe('q=a%26b%3Dc%20d%2F%C3%A9');
  expect(buildQuery(undefined)).toBe('');
});
