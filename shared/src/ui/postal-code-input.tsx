import { useEffect, type ComponentProps } from 'react';
import type { CountryCode } from '../contracts/countries';
import { maskPostalCode } from '../schemas/postal-code';
import { Input } from './field';

export type PostalCodeInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  /** The address's country, whose format the field follows; '' while none is chosen. */
  country: CountryCode | '';
  value: string;
  /** Called with the text masked for the country ("00640" typed in Poland gives "00-640"). */
  onChange: (value: string) => void;
};

/**
 * A postal code field that writes the code as the address's country does while the shopper
 * types, and rewrites it when the country changes.
 */
export function PostalCodeInput({ country, value, onChange, ...input }: PostalCodeInputProps) {
  useEffect(() => {
    const masked = maskPostalCode(country, value ?? '');
    if (masked !== (value ?? '')) onChange(masked);
    // Only another country rewrites the code; typing is masked as it comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country]);
  return (
    <Input
      {...input}
      value={value ?? ''}
      autoComplete="postal-code"
      autoCapitalize="characters"
      onChange={(event) => onChange(maskPostalCode(country, event.target.value))}
    />
  );
}
