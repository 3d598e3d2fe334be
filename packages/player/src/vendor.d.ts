// video.js 8 ships types only for its main entry; its core build has the same API without the
// streaming engine, so it reuses those types.
declare module 'video.js/core' {
  import videojs from 'video.js';
  export default videojs;
}
declare module 'video.js/dist/video-js.css';
