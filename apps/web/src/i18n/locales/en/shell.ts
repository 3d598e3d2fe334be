/** English: the shell's strings, the product's own wording, and the fallback for every other language. */
const shell = {
  menu: {
    label: 'Main',
    home: 'Campus home',
    dashboard: 'Dashboard',
    activeCourses: 'Active Courses',
    courseLibrary: 'Course Library',
    learningCentre: 'Learning Centre',
    search: 'Search',
    more: 'More',
    createCourse: 'Create a Course',
    login: 'Login',
    logout: 'Logout',
    support: 'Support',
    languages: 'Languages',
    language: 'Language',
  },
  loader: {
    label: 'Loading…',
    slow: 'This is taking longer than usual.',
    // index.html's preloader, shown until the app's script has run (put in by the server).
    starting: 'Loading Campus…',
  },
  cookies: {
    message: 'This site uses cookies to keep you signed in and to understand how it is used.',
    accept: 'Accept',
  },
  skipToContent: 'Skip to content',
  backToTop: 'Back to top',
  restart: { message: 'A new version of the application is available.', action: 'Restart' },
  loadFailure: {
    offline: 'You are probably offline.',
    offlineDetail:
      'This part of the page could not be loaded. Check your connection and try again; your progress is kept.',
    retry: 'Try again',
    updatedDetail:
      'This part of the page belongs to the previous version. Restart to load the new one.',
    // Over the page that stays on screen when the one asked for cannot open (README, "Offline").
    pageNeedsConnection: 'You are offline, and the page you asked for needs a connection.',
    close: 'Close',
  },
  error: {
    title: 'Something went wrong',
    intro: 'The following errors occurred:',
    none: 'An unknown error occurred.',
    home: 'Go to the dashboard',
    offline: 'You are offline, and this page needs a connection.',
    offlineHome: 'Go to the modules saved on this device',
    progressKept:
      'Your finished lessons are saved on this device and will be sent when you are back online.',
  },
  loadFailed: { message: 'This could not be loaded.', retry: 'Try again' },
  signInPrompt: {
    required: 'Sign in to see this page.',
    signIn: 'Sign in',
    library: 'Browse the course library',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you asked for does not exist.',
    home: 'Go to the dashboard',
  },
  session: { blockedTitle: 'No access', close: 'Close' },
  darkMode: { label: 'Dark mode', system: 'Follow system', on: 'On', off: 'Off' },
};

export type ShellMessages = typeof shell;
export default shell;
