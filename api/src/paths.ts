/** Where the API is mounted; public URLs it hands out start with it. */
export const API_PREFIX_PATH = '/api/v1';
