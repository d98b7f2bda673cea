import type { InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Language } from '../contracts/languages';

// The props of the fields `createFormFields` makes, apart from it: the address and person field
// sets (address-fields.tsx, person-fields.tsx) take those fields and need their types alone.

export type TextFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
  hint?: string;
  testId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

export interface PhoneFormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  hint?: string;
  /** The accessible name of the dial code select. */
  countryLabel: string;
  /** The page language: the country names' locale, and Ukraine first for `ua`, else Poland. */
  lang: Language;
  /**
   * The field holding the country the order goes to, when the form has one: its dial code is
   * the phone's (whatever the page language) until the shopper picks another one.
   */
  countryName?: FieldPath<T>;
}

export interface PostalCodeFormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  /** The field holding the address's country, whose format the code follows. */
  countryName: FieldPath<T>;
  label: string;
  /** The hint for a country with a format, from a code of it ("e.g. 00-950"). */
  hint: (example: string) => string;
  testId?: string;
}
