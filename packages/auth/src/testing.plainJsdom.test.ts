/**
 * @jest-environment jsdom
 */
import { createTestSession } from './testing';

test('under a bare jsdom the fake session says which globals are missing', () => {
  expect(() => createTestSession()).toThrow(
    'createTestSession needs TextDecoder and Headers in the test environment',
  );
});
