import { PASSWORD_MIN_LENGTH, passwordFailures } from './passwordRule';

test.each([
  ['Campus!2026', []],
  ['', ['minLength', 'case', 'number', 'symbol']],
  ['Abc1!', ['minLength']],
  ['campus!2026', ['case']],
  ['CAMPUS!2026', ['case']],
  ['Campus!Campus', ['number']],
  ['Campus2026', ['symbol']],
  // Whitespace is not a symbol, and space itself is allowed.
  ['Abcdef 1', ['symbol']],
  ['Abcdef 1!', []],
  ['Abcdef\t1!', ['characters']],
  ['Abcdéf1!', []],
  ['Abcdef1!€', ['characters']],
  ['Abcdef1!😀', ['characters']],
])('%j fails %j', (password, failures) => {
  expect(passwordFailures(password)).toEqual(failures);
});

test('the shortest password that may pass has PASSWORD_MIN_LENGTH characters', () => {
  expect(PASSWORD_MIN_LENGTH).toBe(8);
  expect(passwordFailures('Abcde1!x')).toEqual([]);
  expect(passwordFailures('Abcd1!x')).toEqual(['minLength']);
});
