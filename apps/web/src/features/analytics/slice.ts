import { createAction } from '@reduxjs/toolkit';

/** Spec 1 §4: the course-creation events. */
export const trackCreateCourse = createAction('analytics/createCourse');
export const trackCourseCreated = createAction<{ courseId: number }>('analytics/courseCreated');
