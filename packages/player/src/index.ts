export { playTimeText, timerText } from './time';
