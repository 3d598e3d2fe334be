import { createAction } from '@reduxjs/toolkit';

/** Spec 1 §4: the course-creation events. */
export const trackCreateCourse = createAction('analytics/createCourse');
export const trackCourseCreated = createAction<{ courseId: number }>('analytics/courseCreated');

/**
 * Spec 2 §7: a customer-chat event (visiting the profile page, the training centre, watching a
 * training video). Sent whenever the chat tool is on the page.
 */
export const chatEventSent = createAction<{ name: string; metadata?: Record<string, unknown> }>(
  'analytics/chatEvent',
);
