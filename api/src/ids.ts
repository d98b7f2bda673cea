const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path can be a row's uuid: anything else is simply not found. */
export const isUuid = (value: string): boolean => UUID.test(value);
