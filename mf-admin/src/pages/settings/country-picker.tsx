import {
  Button,
  COUNTRY_CODES,
  LANGUAGE_LOCALES,
  type CountryCode,
  type Language,
} from '@storefront/shared';
import { Select } from '@storefront/shared/forms';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-weight: 600;
    padding-inline: 0.25rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    padding-inline-start: 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  p {
    margin: 0;
  }
`;

const Adding = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
  }
`;

/** Country names in the page language (a code the browser cannot name, as itself). */
function useCountryName(lang: Language) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([LANGUAGE_LOCALES[lang]], { type: 'region' });
    return (code: CountryCode) => names.of(code) ?? code;
  }, [lang]);
}

/**
 * The countries a method delivers to, from the shop's country list: the chosen ones, each with a
 * button to take it away, and a list to add one from. The focus stays in the group: on the list
 * after a country is added or taken away.
 */
export function CountryPicker({
  lang,
  legend,
  value,
  onChange,
  testId,
  describedBy,
}: {
  lang: Language;
  legend: string;
  value: CountryCode[];
  onChange: (countries: CountryCode[]) => void;
  testId: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('admin');
  const nameOf = useCountryName(lang);
  const [choice, setChoice] = useState<CountryCode | ''>('');
  const list = useRef<HTMLSelectElement>(null);
  const collator = useMemo(() => new Intl.Collator(LANGUAGE_LOCALES[lang]), [lang]);
  const others = useMemo(
    () =>
      COUNTRY_CODES.filter((code) => !value.includes(code)).sort((a, b) =>
        collator.compare(nameOf(a), nameOf(b)),
      ),
    [value, collator, nameOf],
  );
  const selectId = `${testId}-add`;
  return (
    <Group data-testid={testId} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {value.length === 0 ? (
        <p>{t('settings_delivery.countries_none')}</p>
      ) : (
        <ul aria-label={t('settings_delivery.countries_chosen')}>
          {value.map((code) => (
            <li key={code} data-testid={`${testId}-${code}`}>
              {nameOf(code)}
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('settings_delivery.country_remove', { country: nameOf(code) })}
                onClick={() => {
                  onChange(value.filter((chosen) => chosen !== code));
                  list.current?.focus();
                }}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Adding>
        <label htmlFor={selectId}>
          {t('settings_delivery.country_add_label')}
          <Select
            id={selectId}
            ref={list}
            value={choice}
            data-testid={selectId}
            onChange={(event) => setChoice(event.target.value as CountryCode | '')}
          >
            <option value="">{t('settings_delivery.country_pick')}</option>
            {others.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)}
              </option>
            ))}
          </Select>
        </label>
        <Button
          type="button"
          $variant="secondary"
          disabled={!choice}
          data-testid={`${testId}-add-button`}
          onClick={() => {
            if (!choice) return;
            onChange([...value, choice]);
            setChoice('');
            list.current?.focus();
          }}
        >
          {t('settings_delivery.country_add')}
        </Button>
      </Adding>
    </Group>
  );
}
