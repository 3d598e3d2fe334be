import type { CoursesMessages } from '../en/courses';

const courses: CoursesMessages = {};

export default courses;
