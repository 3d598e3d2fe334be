// What the demo talks say, in each language: short lessons for volunteer group leaders, one per
// topic of the Learning Centre's modules (seed/data.ts TOPICS, Welcome aside).
//
// Each language has its title and its slides: the first slide shows the title, each other slide one
// key point; a slide stays up while its sentences are spoken. Every language has the same slides and
// the same number of sentences per slide, so the three recordings change slides at the same places
// in the talk. Hebrew is written without niqqud, as it is read every day.

/** @typedef {{ point?: string, say: string[] }} Slide */
/** @typedef {{ title: string, slides: Slide[] }} Telling */
/** @typedef {{ topic: string, name: string, colour: string, en: Telling, es: Telling, he: Telling }} Talk */

import listening from './texts/listening.mjs';
import planning from './texts/planning.mjs';
import feedback from './texts/feedback.mjs';
import conflict from './texts/conflict.mjs';
import vision from './texts/vision.mjs';
import habits from './texts/habits.mjs';
import teamwork from './texts/teamwork.mjs';
import mentoring from './texts/mentoring.mjs';

/** @type {Talk[]} */
export const TALKS = [listening, planning, feedback, conflict, vision, habits, teamwork, mentoring];
