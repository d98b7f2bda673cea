/** The API's version: its path says it, and `GET config` tells it. */
export const API_VERSION = '1';

/** Where the API is mounted; public URLs it hands out (images, the docs) start with it. */
export const API_PREFIX = `/api/v${API_VERSION}`;
