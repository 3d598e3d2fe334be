import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  isEmail,
  passwordFailures,
} from './rules';

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

test.each([
  ['member@campus.test', true],
  ['a@b.co', true],
  ['first.last+tag@sub.campus.test', true],
  ['member@campus', false],
  ['member campus@campus.test', false],
  ['@campus.test', false],
  ['member@@campus.test', false],
  ['', false],
  [`${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@campus.test`, false],
  [`${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@campus.test`, true],
])('%j is an e-mail address: %j', (value, accepted) => {
  expect(isEmail(value)).toBe(accepted);
});

test('the e-mail pattern is a regular expression source a JSON Schema can carry', () => {
  expect(new RegExp(EMAIL_PATTERN).test('member@campus.test')).toBe(true);
  expect(EMAIL_PATTERN.startsWith('^') && EMAIL_PATTERN.endsWith('$')).toBe(true);
});
