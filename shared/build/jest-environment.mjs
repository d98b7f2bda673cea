// jsdom, with Node's fetch API beside it. jsdom has no fetch, and Mock Service Worker (the tests'
// fake API, see src/testing/api/) works on Node's Request and Response and needs Node's streams,
// encoders and BroadcastChannel. jsdom keeps its own AbortController, Blob, FormData and URL: its
// elements accept only its own (an event listener's `signal`, a form's data), and Node's fetch
// accepts jsdom's signals too.
import JSDOMEnvironment from 'jest-environment-jsdom';

const NODE_GLOBALS = {
  fetch,
  Request,
  Response,
  Headers,
  ReadableStream,
  WritableStream,
  TransformStream,
  TextEncoder,
  TextDecoder,
  TextEncoderStream,
  TextDecoderStream,
  BroadcastChannel,
  structuredClone,
};

export default class StorefrontEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, NODE_GLOBALS);
  }
}
