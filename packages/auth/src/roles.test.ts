import { canViewTraining, isBlockedRole } from './roles';

test.each([
  [['support_couple'], true],
  [['member', 'subscriber'], true],
  [['member'], false],
  [[], false],
])('roles %j blocked: %s', (roles, blocked) => {
  expect(isBlockedRole(roles)).toBe(blocked);
});

test('translators and administrators see training even when the theme disables it', () => {
  expect(canViewTraining(['translator'], true)).toBe(true);
  expect(canViewTraining(['administrator'], true)).toBe(true);
  expect(canViewTraining(['member'], true)).toBe(false);
  expect(canViewTraining(['member'], false)).toBe(true);
});
