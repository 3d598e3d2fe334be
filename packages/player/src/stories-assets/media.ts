/// <reference types="vite/client" />
// A short real clip (8 s, 160x90, VP9 with an Opus tone) and its captions, served by Storybook's Vite.
import clip from './clip.webm';
import captionsAr from './captions.ar.vtt?url';
import captionsEn from './captions.en.vtt?url';

export { clip, captionsAr, captionsEn };

/** An address that refuses connections at once, so a load fails without reaching the internet. */
export const UNREACHABLE_SCRIPT = 'http://127.0.0.1:9/player.js';
