import {
  Controller,
  get,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isCountryCode, type CountryCode } from '../contracts/countries';
import { LANGUAGE_LOCALES } from '../contracts/languages';
import { postalCodeExample } from '../schemas/postal-code';
import { addressFieldsOf } from './address-fields';
import { Field, Input } from './field';
import type {
  PhoneFormFieldProps,
  PostalCodeFormFieldProps,
  TextFieldProps,
} from './form-field-props';
import { personFieldsOf } from './person-fields';
import { PhoneField } from './phone-field';
import { PostalCodeInput } from './postal-code-input';

export interface FormFieldsOptions {
  /** The remote's i18n namespace; its `validation` group translates the schemas' message keys. */
  namespace: string;
  /** A key of that namespace, shown for a message the `validation` group has no text for. */
  fallbackKey: string;
}

/**
 * The fields of a react-hook-form form (inside its `FormProvider`) whose errors are translated in
 * one namespace. Call it once per remote, at module level, and import the fields from there.
 */
export function createFormFields({ namespace, fallbackKey }: FormFieldsOptions) {
  /** A field's error in the page language: the schemas' messages are keys of `validation`. */
  function useFieldError<T extends FieldValues>(name: FieldPath<T>): string | undefined {
    const { t, i18n } = useTranslation(namespace);
    const { errors } = useFormState<T>({ name });
    const message = (get(errors, name) as FieldError | undefined)?.message;
    if (!message) return undefined;
    return t(
      i18n.exists(`${namespace}:validation.${message}`) ? `validation.${message}` : fallbackKey,
    );
  }

  /** A labelled text input of the surrounding form, with its translated error. */
  function TextField<T extends FieldValues>({
    name,
    label,
    hint,
    testId,
    ...input
  }: TextFieldProps<T>) {
    const { register } = useFormContext<T>();
    const error = useFieldError<T>(name);
    return (
      <Field label={label} hint={hint} error={error}>
        {(ids) => <Input {...ids} {...input} data-testid={testId} {...register(name)} />}
      </Field>
    );
  }

  /** A phone number of the surrounding form: dial code and masked digits, e.g. "+48 600 100 200". */
  function PhoneFormField<T extends FieldValues>({
    name,
    label,
    hint,
    countryLabel,
    lang,
    countryName,
  }: PhoneFormFieldProps<T>) {
    const { control } = useFormContext<T>();
    const error = useFieldError<T>(name);
    // Without a country field, the name of the phone itself: a value that is never a country.
    const destination = useWatch({ control, name: countryName ?? name }) as unknown;
    const destinationCountry =
      countryName && typeof destination === 'string' && isCountryCode(destination)
        ? destination
        : null;
    return (
      <Field label={label} hint={hint} error={error}>
        {(ids) => (
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <PhoneField
                {...ids}
                name={field.name}
                inputRef={field.ref}
                locale={LANGUAGE_LOCALES[lang]}
                defaultCountry={destinationCountry ?? (lang === 'ua' ? 'UA' : 'PL')}
                countryLabel={countryLabel}
                value={field.value as string | undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
    );
  }

  /** A postal code of the surrounding form, masked for the country chosen in another field. */
  function PostalCodeFormField<T extends FieldValues>({
    name,
    countryName,
    label,
    hint,
    testId,
  }: PostalCodeFormFieldProps<T>) {
    const { control } = useFormContext<T>();
    const error = useFieldError<T>(name);
    const country = (useWatch({ control, name: countryName }) ?? '') as CountryCode | '';
    const example = postalCodeExample(country);
    return (
      <Field label={label} hint={example && hint(example)} error={error}>
        {(ids) => (
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <PostalCodeInput
                {...ids}
                ref={field.ref}
                name={field.name}
                country={country}
                value={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                data-testid={testId}
              />
            )}
          />
        )}
      </Field>
    );
  }

  const fields = { useFieldError, TextField, PhoneFormField, PostalCodeFormField };
  return { ...fields, ...addressFieldsOf(fields), ...personFieldsOf(fields) };
}
