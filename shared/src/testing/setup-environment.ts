import { TextDecoder, TextEncoder } from 'node:util';
import 'whatwg-fetch';

// jsdom lacks these: react-router needs the encoders, RTK Query's fetchBaseQuery the fetch API
// (whatwg-fetch provides it over jsdom's XMLHttpRequest, so requests stay inside the test).
Object.assign(globalThis, { TextEncoder, TextDecoder });
