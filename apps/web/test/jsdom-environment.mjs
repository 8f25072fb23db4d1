// jsdom lacks the WHATWG fetch family; RTK Query and react-router need Node's own (and Node's
// AbortController, since Node's Request only accepts its own AbortSignal).
import { TestEnvironment } from 'jest-environment-jsdom';

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
];

export default class WebTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}
