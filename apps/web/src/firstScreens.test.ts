/** @jest-environment node */
import { prerenderedAddress } from './firstScreens';

describe('which addresses are prerendered', () => {
  it.each([
    ['/user/signon', '/user/signon'],
    ['/user/signup/', '/user/signup'],
    ['/user/recover-password?lang=he', '/user/recover-password'],
    ['/course-library?lang=es', '/course-library'],
    ['/guest', '/guest'],
    // A search is rendered for its term, trimmed as the screen reads it.
    ['/search?q=prayer', '/search?q=prayer'],
    ['/search?q=%20team+prayer%20&lang=he', '/search?q=team+prayer'],
    // A lesson in its module, where a shared lesson lands.
    [
      '/training/module-welcome/listening-in-practice-1',
      '/training/module-welcome/listening-in-practice-1',
    ],
    ['/training/module-welcome/2001/?lang=he', '/training/module-welcome/2001'],
    // A certificate's public page, where a shared certificate lands.
    ['/certificates/q3Zt0mV8Rk2cWb7xYp1LdA', '/certificates/q3Zt0mV8Rk2cWb7xYp1LdA'],
    ['/certificates/q3Zt0mV8Rk2cWb7xYp1LdA?lang=he', '/certificates/q3Zt0mV8Rk2cWb7xYp1LdA'],
  ])('%s as %s', (url, address) => {
    expect(prerenderedAddress(url, false)).toBe(address);
  });

  it.each([
    '/',
    '/dashboard',
    '/user/profile',
    '/training',
    // Without a term the page shows popular terms, which come after the script.
    '/search',
    '/search?q=%20',
    '/search?q=prayer&section=materials',
    '/search?q=prayer&q=video',
    `/search?q=${'a'.repeat(201)}`,
    // A query the screen does not read would make a new page for every value.
    '/user/signon?redirect=%2Fcourses',
    '/course-library?utm_source=mail',
    // A member's pages, and the lessons that open from them.
    '/training/module-welcome',
    '/training/category/leadership',
    '/training/article/2001',
    '/training/category/leadership/lesson/2001',
    // A moment to play from starts the video, which is the app's.
    '/training/module-welcome/listening-in-practice-1?t=12',
    // The member's own list and plan; a certificate's page with a query it does not read.
    '/certificates',
    '/study-plan',
    '/certificates/q3Zt0mV8Rk2cWb7xYp1LdA?utm_source=mail',
  ])('not %s', (url) => {
    expect(prerenderedAddress(url, false)).toBeNull();
  });

  it('prerenders the 404 page for any address the app has no screen for', () => {
    expect(prerenderedAddress('/no/such/page', true)).toBe('/no/such/page');
    expect(prerenderedAddress('/no/such/page?x=1', true)).toBeNull();
  });
});
