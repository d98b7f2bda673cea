// @storefront/shared/schemas: the zod schemas the forms and the API share. Not part of the
// singleton barrel, so zod is downloaded only by the pages with forms (and bundled into the API).

export * from './schemas/contact';
export * from './schemas/auth';
export * from './schemas/account';
export * from './schemas/order';
export * from './schemas/order-request';
export * from './schemas/phone';
export * from './schemas/postal-code';
export * from './schemas/address-line';
export * from './schemas/text';
