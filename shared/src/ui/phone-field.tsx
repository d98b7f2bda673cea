import { useRef, useState } from 'react';
import styled from 'styled-components';
import { COUNTRIES, dialCodeOf, type CountryCode } from '../contracts/countries';
// From the package itself: ./forms is bundled into each remote that uses it, and only the shared
// singleton's hydration state is the one the shell provides.
import { useHydrated } from '@storefront/shared';
import { Select } from './field';
import { MaskedInput } from './masked-input';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(7rem, 40%) 1fr;
  gap: 0.5rem;
`;

interface CountryOption {
  code: CountryCode;
  label: string;
  name: string;
}

// Naming and sorting 200 countries costs a phone tens of milliseconds: done once per locale.
const countryOptions = new Map<string, CountryOption[]>();

function countryOptionsIn(locale: string): CountryOption[] {
  let options = countryOptions.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const order = new Intl.Collator(locale);
    options = COUNTRIES.map(({ code, dialCode }) => {
      const name = names.of(code) ?? code;
      return { code, label: `${name} (${dialCode})`, name };
    }).sort((a, b) => order.compare(a.name, b.name));
    countryOptions.set(locale, options);
  }
  return options;
}

/**
 * Countries sorted by their name in a locale, labelled "Poland (+48)". Country names and their
 * order come from the runtime's Intl data, which differs between a server and a browser: until
 * the page is hydrated only the current country is offered, labelled by its code ("PL (+48)").
 */
export function useCountryOptions(locale: string, current?: CountryCode): CountryOption[] {
  const hydrated = useHydrated();
  if (hydrated) return countryOptionsIn(locale);
  return current
    ? [{ code: current, label: `${current} (${dialCodeOf(current)})`, name: current }]
    : [];
}

export interface PhoneFieldProps {
  id: string;
  locale: string;
  defaultCountry: CountryCode;
  /** Called with the full number, e.g. "+48 600 100 200", or '' when no digits are typed. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  countryLabel: string;
  numberLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  name?: string;
}

/** A phone number: the country's dial code from the spec's country list, then the digits masked. */
export function PhoneField({
  id,
  locale,
  defaultCountry,
  onChange,
  onBlur,
  countryLabel,
  ...rest
}: PhoneFieldProps) {
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const options = useCountryOptions(locale, country);
  const [digits, setDigits] = useState('');
  // The mask's callback outlives renders; it reads the country through a ref.
  const countryRef = useRef(defaultCountry);
  const emit = (nextCountry: CountryCode, nextDigits: string) =>
    onChange(nextDigits ? `${dialCodeOf(nextCountry)} ${nextDigits}` : '');

  return (
    <Row>
      <Select
        aria-label={countryLabel}
        value={country}
        onChange={(event) => {
          const next = event.target.value as CountryCode;
          countryRef.current = next;
          setCountry(next);
          emit(next, digits);
        }}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </Select>
      <MaskedInput
        id={id}
        name={rest.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        aria-label={rest.numberLabel}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={rest['aria-describedby']}
        maskOptions={{
          mask: '### ### ### ###',
          onMaska: (detail) => {
            const next = detail.masked.trim();
            setDigits(next);
            emit(countryRef.current, next);
          },
        }}
        onBlur={onBlur}
      />
    </Row>
  );
}
