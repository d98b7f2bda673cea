import type { ReactElement } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import type { CountryCode } from '../contracts/countries';
import { ORDER_LIMITS } from '../contracts/order';
import { Field, Select } from './field';
import { FieldColumns } from './field-columns';
import type { PostalCodeFormFieldProps, TextFieldProps } from './form-field-props';

/** The form fields an address is made of, as `createFormFields` makes them for one namespace. */
export interface AddressFieldParts {
  TextField: <T extends FieldValues>(props: TextFieldProps<T>) => ReactElement;
  PostalCodeFormField: <T extends FieldValues>(props: PostalCodeFormFieldProps<T>) => ReactElement;
  useFieldError: <T extends FieldValues>(name: FieldPath<T>) => string | undefined;
}

export interface CountryFormFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  /** The empty first option ("Choose a country"). */
  placeholder: string;
  /** The countries offered, by their names in the page language. */
  countries: readonly { code: CountryCode; name: string }[];
  testId?: string;
}

export interface AddressLabels {
  street: string;
  city: string;
  postalCode: string;
  /** The postal code's hint for a country with a format, from a code of it ("e.g. 00-950"). */
  postalCodeHint: (example: string) => string;
  country: string;
  countryPlaceholder: string;
}

export interface AddressFieldsProps<T extends FieldValues> {
  /** Where in the form each part of the address is kept. */
  names: {
    street: FieldPath<T>;
    city: FieldPath<T>;
    postalCode: FieldPath<T>;
    country: FieldPath<T>;
  };
  labels: AddressLabels;
  countries: CountryFormFieldProps<T>['countries'];
  /** Test ids are `<prefix>-street`, `-city`, `-postal-code` and `-country`. */
  testIdPrefix: string;
}

/**
 * The fields of a street address (street and city, postal code masked for the chosen country,
 * country), the same at checkout and in the saved addresses of the profile.
 */
export function addressFieldsOf({
  TextField,
  PostalCodeFormField,
  useFieldError,
}: AddressFieldParts) {
  /** A country of the surrounding form, from those offered. */
  function CountryFormField<T extends FieldValues>({
    name,
    label,
    placeholder,
    countries,
    testId,
  }: CountryFormFieldProps<T>) {
    const { register } = useFormContext<T>();
    const error = useFieldError<T>(name);
    return (
      <Field label={label} error={error}>
        {(ids) => (
          <Select {...ids} data-testid={testId} {...register(name)}>
            <option value="">{placeholder}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    );
  }

  /** Street and city, side by side: all a local delivery needs. */
  function StreetAndCityFields<T extends FieldValues>({
    names,
    labels,
    testIdPrefix,
  }: Pick<AddressFieldsProps<T>, 'testIdPrefix'> & {
    names: Pick<AddressFieldsProps<T>['names'], 'street' | 'city'>;
    labels: Pick<AddressLabels, 'street' | 'city'>;
  }) {
    return (
      <FieldColumns>
        <TextField<T>
          name={names.street}
          label={labels.street}
          autoComplete="street-address"
          maxLength={ORDER_LIMITS.streetMax}
          testId={`${testIdPrefix}-street`}
        />
        <TextField<T>
          name={names.city}
          label={labels.city}
          autoComplete="address-level2"
          maxLength={ORDER_LIMITS.cityMax}
          testId={`${testIdPrefix}-city`}
        />
      </FieldColumns>
    );
  }

  function AddressFields<T extends FieldValues>(props: AddressFieldsProps<T>) {
    const { names, labels, countries, testIdPrefix } = props;
    return (
      <>
        <StreetAndCityFields<T> names={names} labels={labels} testIdPrefix={testIdPrefix} />
        <FieldColumns>
          <PostalCodeFormField<T>
            name={names.postalCode}
            countryName={names.country}
            label={labels.postalCode}
            hint={labels.postalCodeHint}
            testId={`${testIdPrefix}-postal-code`}
          />
          <CountryFormField<T>
            name={names.country}
            label={labels.country}
            placeholder={labels.countryPlaceholder}
            countries={countries}
            testId={`${testIdPrefix}-country`}
          />
        </FieldColumns>
      </>
    );
  }

  return { CountryFormField, StreetAndCityFields, AddressFields };
}
