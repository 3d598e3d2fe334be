/**
 * English strings of the study plan (web README, "Study plan"): a chunk of their own per language,
 * loaded with the plan's screen (`i18n/plan.ts`), not with every page's messages.
 */
const plan = {
  title: 'Study plan',
  intro:
    'Choose when you study, and Campus keeps a calendar for it: each session names the lesson to take next, and it follows your progress.',
  days: 'Days',
  daysRequired: 'Choose at least one day.',
  time: 'Start time',
  timeRequired: 'Choose a start time.',
  duration: 'Length',
  minutes: '{{minutes}} minutes',
  timezone: 'Time zone',
  module: 'Module to finish',
  anyModule: 'Whatever I continue next',
  finishBy: 'Finish by',
  finishByHint: 'With a module: the date shows in your calendar.',
  finishByPast: 'Choose today or a later date.',
  save: 'Save plan',
  saving: 'Saving…',
  saved: 'Your plan is saved.',
  summary: 'Every {{days}} at {{time}} for {{duration}} minutes ({{timezone}}).',
  following: 'Following {{module}}, to finish by {{date}}.',
  followingNoDate: 'Following {{module}}.',
  calendarTitle: 'Add to calendar',
  calendarIntro:
    'Subscribe once: your calendar app checks the plan for changes, so each session names your next lesson.',
  subscribe: 'Subscribe in your calendar app',
  google: 'Add to Google Calendar',
  download: 'Download the .ics file',
  stop: 'Stop the plan',
  stopTitle: 'Stop your study plan?',
  stopBody:
    'Its calendar stops updating and its address stops working. You can make a new plan at any time.',
  stopConfirm: 'Stop the plan',
  cancel: 'Cancel',
  stopped: 'Your plan is stopped.',
  loading: 'Loading your plan',
};

export type PlanMessages = typeof plan;
export default plan;
