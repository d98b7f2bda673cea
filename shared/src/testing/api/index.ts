// The fake API of the component tests, apart from `@storefront/shared/testing` so that only the
// tests that talk to the API load Mock Service Worker.
export { apiError, apiPath, defaultHandlers, testStaffSession, type ApiRefusal } from './handlers';
export { apiServer, requestLine, sent, setUpFakeApi } from './api-server';
