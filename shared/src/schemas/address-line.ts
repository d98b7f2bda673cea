import type { CountryCode } from '../contracts/countries';
import { printedPostalCode } from './postal-code';

/** Countries that write the postal code after the city ("London SW1A 1AA"). */
const CODE_AFTER_CITY: ReadonlySet<CountryCode> = new Set(['GB', 'US', 'CA', 'IE']);

export interface StreetAddress {
  street: string;
  city: string;
  postalCode: string;
  country: CountryCode;
}

/**
 * A street address on one line, its postal code written the country's way (also for orders
 * stored before codes were normalised): "Długa 1, 00-640 Warszawa, Poland".
 */
export function addressLine(address: StreetAddress, countryName: string): string {
  const code = printedPostalCode(address.country, address.postalCode);
  const place = CODE_AFTER_CITY.has(address.country)
    ? `${address.city} ${code}`
    : `${code} ${address.city}`;
  return `${address.street}, ${place}, ${countryName}`;
}
