import { createAction } from '@reduxjs/toolkit';

/** The course-creation events. */
export const trackCreateCourse = createAction('analytics/createCourse');
export const trackCourseCreated = createAction<{ courseId: number }>('analytics/courseCreated');

/**
 * A customer-chat event (visiting the profile page, the training centre, watching a
 * training video). Sent whenever the chat tool is on the page.
 */
export const chatEventSent = createAction<{ name: string; metadata?: Record<string, unknown> }>(
  'analytics/chatEvent',
);
