// The types of ./nginx-config.mjs, for the API's TypeScript tests.
export function nginxConfig(dir: string, http: string, options?: { connections?: number }): string;
