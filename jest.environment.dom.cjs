/**
 * jsdom without the platform's fetch family: react-router's data routers build a `Request` for
 * every navigation and encode with `TextEncoder`, so Node's own are lent to the window. The abort
 * pair comes along because Node's `Request` refuses a signal from jsdom's `AbortController`.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'AbortController',
  'AbortSignal',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
