import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Language } from '../contracts/languages';
import { FieldColumns } from './field-columns';
import type { PhoneFormFieldProps, TextFieldProps } from './form-field-props';

/** The form fields a person's details are made of, as `createFormFields` makes them. */
export interface PersonFieldParts {
  TextField: <T extends FieldValues>(props: TextFieldProps<T>) => ReactElement;
  PhoneFormField: <T extends FieldValues>(props: PhoneFormFieldProps<T>) => ReactElement;
}

/**
 * The texts of a person's fields, by the keys every team names them with in its namespace
 * (`phone_country` is the accessible name of the phone's dial code select).
 */
export type PersonFieldText =
  'first_name' | 'last_name' | 'email' | 'phone' | 'phone_hint' | 'phone_country';

/** The two names, with what browsers fill them from and the ends of their test ids. */
const NAME_PARTS = [
  { part: 'firstName', text: 'first_name', autoComplete: 'given-name', testId: 'first-name' },
  { part: 'lastName', text: 'last_name', autoComplete: 'family-name', testId: 'last-name' },
] as const;

export interface NameFieldsProps<T extends FieldValues> {
  /** Where in the form the names are kept. */
  names: { firstName: FieldPath<T>; lastName: FieldPath<T> };
  /** A field's label or hint in the page language, e.g. `(key) => t(`details.${key}`)`. */
  text: (key: PersonFieldText) => string;
  /** Test ids are `<prefix>-first-name` and `<prefix>-last-name`. */
  testIdPrefix: string;
  /** What sets the two side by side: the page's field columns unless given. */
  row?: ComponentType<{ children: ReactNode }>;
}

export interface PersonFieldsProps<T extends FieldValues> extends NameFieldsProps<T> {
  names: NameFieldsProps<T>['names'] & { email: FieldPath<T>; phone: FieldPath<T> };
  /** Test ids are also `<prefix>-email`. */
  testIdPrefix: string;
  lang: Language;
  /** The field holding the delivery country, whose dial code the phone takes (checkout). */
  phoneCountryName?: FieldPath<T>;
}

/**
 * A person's fields: first and last name, and with them an email and a phone number. The same at
 * checkout, at registration and in the profile.
 */
export function personFieldsOf({ TextField, PhoneFormField }: PersonFieldParts) {
  /** First and last name, side by side. */
  function NameFields<T extends FieldValues>({
    names,
    text,
    testIdPrefix,
    row: Row = FieldColumns,
  }: NameFieldsProps<T>) {
    return (
      <Row>
        {NAME_PARTS.map((name) => (
          <TextField<T>
            key={name.part}
            name={names[name.part]}
            label={text(name.text)}
            autoComplete={name.autoComplete}
            testId={`${testIdPrefix}-${name.testId}`}
          />
        ))}
      </Row>
    );
  }

  /** Name, email, and a phone number with its country's dial code. */
  function PersonFields<T extends FieldValues>(props: PersonFieldsProps<T>) {
    const { names, text, testIdPrefix, lang } = props;
    return (
      <>
        <NameFields<T> {...props} />
        <TextField<T>
          name={names.email}
          type="email"
          label={text('email')}
          autoComplete="email"
          testId={`${testIdPrefix}-email`}
        />
        <PhoneFormField<T>
          name={names.phone}
          label={text('phone')}
          hint={text('phone_hint')}
          countryLabel={text('phone_country')}
          lang={lang}
          countryName={props.phoneCountryName}
        />
      </>
    );
  }

  return { NameFields, PersonFields };
}
