// @storefront/shared/forms: form controls, the react-hook-form fields and the shared schemas, for
// the remotes that have forms. Kept out of the singleton barrel, so the shell's first paint
// carries no form code.

export * from './ui/field';
export * from './ui/field-columns';
export * from './ui/masked-input';
export * from './ui/phone-field';
export * from './ui/postal-code-input';
export * from './ui/form-field-props';
export * from './ui/form-fields';
export * from './ui/address-fields';
export * from './ui/person-fields';
export * from './ui/server-errors';
export * from './schemas';
