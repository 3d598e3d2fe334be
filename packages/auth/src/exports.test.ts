import * as auth from './index';
import * as testing from './testing';

// Pins the public surface: adding or removing an export is a deliberate, versioned change.
test('the main entry exports', () => {
  expect(Object.keys(auth).sort()).toEqual([
    'ALWAYS_REACHABLE_PREFIX',
    'BLOCKED_ROLES',
    'BLOCKED_ROLE_MESSAGE',
    'DEFAULT_RETURN_PATH',
    'PROFILE_KEY',
    'PROGRESS_KEY',
    'REMEMBER_ME_COOKIE',
    'REMEMBER_ME_MAX_AGE',
    'SIGNON_PATH',
    'SessionProvider',
    'TOKEN_KEY',
    'TRAINING_ROLES',
    'TRAINING_UNAVAILABLE_MESSAGE',
    'canViewTraining',
    'createSession',
    'documentCookies',
    'isBlockedRole',
    'parseBirthday',
    'requireLogin',
    'requireTraining',
    'returnPathAfterLogin',
    'safeReturnPath',
    'systemClock',
    'useCurrentUser',
    'useSession',
    'visitorsOnly',
  ]);
});

test('the testing entry exports', () => {
  expect(Object.keys(testing).sort()).toEqual([
    'fakeClock',
    'makeToken',
    'memoryCookies',
    'memoryStorage',
  ]);
});

test('the constants hold the product’s keys, paths and messages', () => {
  expect(auth).toMatchObject({
    TOKEN_KEY: 'token',
    PROFILE_KEY: 'profile',
    PROGRESS_KEY: 'ab_session_progress',
    REMEMBER_ME_COOKIE: 'remember_me',
    SIGNON_PATH: '/user/signon',
    DEFAULT_RETURN_PATH: '/dashboard',
    ALWAYS_REACHABLE_PREFIX: '/(signon:',
    BLOCKED_ROLE_MESSAGE: "As a Support Couple you don't have access to this area yet.",
    TRAINING_UNAVAILABLE_MESSAGE: 'The Learning Center is not available at this time.',
  });
});
