import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { COUNTRIES, dialCodeOf, type CountryCode } from '../contracts/countries';
// From the package itself: ./forms is bundled into each remote that uses it, and only the shared
// singleton's hydration state is the one the shell provides.
import { useHydrated } from '@storefront/shared';
import { Select } from './field';
import { MaskedInput } from './masked-input';
import {
  formatPhoneDigits,
  joinPhone,
  loadPhoneFormats,
  phoneDigitsMask,
  splitPhone,
} from './phone-value';

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
      return { code, label: `${dialCode} ${name}`, name };
    }).sort((a, b) => order.compare(a.name, b.name));
    countryOptions.set(locale, options);
  }
  return options;
}

/**
 * Countries sorted by their name in a locale, labelled with the dial code first ("+48 Poland"), so
 * a narrow select cuts the name, never the code. Country names and their order come from the
 * runtime's Intl data, which differs between a server and a browser: until the page is hydrated
 * only the current country is offered, labelled by its code ("+48 PL").
 */
export function useCountryOptions(locale: string, current?: CountryCode): CountryOption[] {
  const hydrated = useHydrated();
  if (hydrated) return countryOptionsIn(locale);
  return current
    ? [{ code: current, label: `${dialCodeOf(current)} ${current}`, name: current }]
    : [];
}

export interface PhoneFieldProps {
  id: string;
  locale: string;
  /**
   * The dial code shown until the shopper picks one or a number with its own is filled in. When
   * it changes (the delivery country chosen at checkout), an untouched field follows it, and the
   * digits typed so far are given with the new code.
   */
  defaultCountry: CountryCode;
  /**
   * The form's value. When it changes to something this field did not give (a reset, a value
   * filled in from the account), the field shows it: '' clears the digits and goes back to the
   * default country.
   */
  value?: string;
  /** Called with the full number, e.g. "+48 600 100 200", or '' when no digits are typed. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  countryLabel: string;
  numberLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  name?: string;
  /** The digits' input, for the form to focus it (a refused number). */
  inputRef?: (node: HTMLInputElement | null) => void;
}

/**
 * A phone number: the country's dial code from the shop's country list (`COUNTRIES`), then the
 * digits, grouped as that country writes them while they are typed.
 */
export function PhoneField({
  id,
  locale,
  defaultCountry,
  value,
  onChange,
  onBlur,
  countryLabel,
  inputRef,
  ...rest
}: PhoneFieldProps) {
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const options = useCountryOptions(locale, country);
  const [digits, setDigits] = useState('');
  // The mask's callback outlives renders; it reads the country through a ref.
  const countryRef = useRef(defaultCountry);
  const input = useRef<HTMLInputElement>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      inputRef?.(node);
    },
    [inputRef],
  );
  // The value this field last gave the form: any other one came from outside.
  const given = useRef('');
  // The dial code was picked by the shopper, or came with a number: the default no longer moves it.
  const pinned = useRef(false);
  const emit = (nextCountry: CountryCode, nextDigits: string) => {
    given.current = joinPhone(nextCountry, nextDigits);
    onChange(given.current);
  };
  // The countries' formats come when the field is first used or given a number; the digits
  // shown until then (in threes) are regrouped once they are here.
  const [formatsLoaded, setFormatsLoaded] = useState(false);
  const loadFormats = () => {
    if (!formatsLoaded) void loadPhoneFormats().then(() => setFormatsLoaded(true));
  };
  // Another dial code groups the same digits its own way ("600 100 200", "60 010 0200").
  const moveTo = (nextCountry: CountryCode) => {
    countryRef.current = nextCountry;
    setCountry(nextCountry);
    const regrouped = formatPhoneDigits(nextCountry, digits);
    setDigits(regrouped);
    if (input.current) input.current.value = regrouped;
    return regrouped;
  };

  useEffect(() => {
    if (!formatsLoaded || !input.current) return;
    const regrouped = formatPhoneDigits(countryRef.current, input.current.value);
    if (regrouped === input.current.value) return;
    input.current.value = regrouped;
    setDigits(regrouped);
    emit(countryRef.current, regrouped);
    // Once, when the formats come; what is typed later is grouped by the mask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formatsLoaded]);

  useEffect(() => {
    if (value === undefined || value === given.current) return;
    if (value) loadFormats();
    const parts = splitPhone(value, [countryRef.current, defaultCountry]);
    const nextCountry = parts.country ?? (value ? countryRef.current : defaultCountry);
    pinned.current = parts.country !== null;
    countryRef.current = nextCountry;
    setCountry(nextCountry);
    setDigits(parts.digits);
    if (input.current) input.current.value = parts.digits;
    // The form holds what the field shows ("+48 600100200" becomes "+48 600 100 200").
    given.current = joinPhone(nextCountry, parts.digits);
    if (given.current !== value) onChange(given.current);
    // Only a new value from outside is shown; the callbacks may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useEffect(() => {
    if (pinned.current || defaultCountry === countryRef.current) return;
    const regrouped = moveTo(defaultCountry);
    if (regrouped) emit(defaultCountry, regrouped);
    // Only a new default moves the code; the digits are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultCountry]);

  return (
    <Row>
      <Select
        aria-label={countryLabel}
        value={country}
        onChange={(event) => {
          const next = event.target.value as CountryCode;
          pinned.current = true;
          loadFormats();
          emit(next, moveTo(next));
        }}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </Select>
      <MaskedInput
        ref={setInput}
        id={id}
        name={rest.name}
        // The digits after the dial code are what browsers fill as "tel-national", which HTML
        // allows on a text input only (on type="tel" only "tel", the whole number, is); the
        // phone's keypad still comes from inputMode.
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        aria-label={rest.numberLabel}
        aria-invalid={rest['aria-invalid']}
        aria-describedby={rest['aria-describedby']}
        maskOptions={{
          // Worked out again for each key, as the country groups what is typed so far.
          mask: (typed) => phoneDigitsMask(countryRef.current, typed),
          onMaska: (detail) => {
            const next = detail.masked.trim();
            setDigits(next);
            emit(countryRef.current, next);
          },
        }}
        onFocus={loadFormats}
        onBlur={onBlur}
      />
    </Row>
  );
}
