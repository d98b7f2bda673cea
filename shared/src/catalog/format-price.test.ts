import { formatPrice, fromMainMinorUnits, toMainMinorUnits } from './format-price';
import { imageSources } from './image-sources';

const currencies = {
  PLN: { active: true, rate: 1 },
  EUR: { active: true, rate: 0.2325 },
  UAH: { active: true, rate: 10.42 },
  USD: { active: true, rate: 0.2519 },
};
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('prices', () => {
  it.each([
    // Polish groups thousands only from five digits.
    ['PLN', 'pl-PL', nbsp('1234,50 zł')],
    ['PLN', 'en-US', nbsp('PLN 1,234.50')],
    ['EUR', 'pl-PL', nbsp('287,02 €')],
    ['EUR', 'en-US', '€287.02'],
    ['UAH', 'uk-UA', nbsp('12 863,49 ₴')],
    ['USD', 'ru-RU', nbsp('310,97 $')],
    ['USD', 'en-US', '$310.97'],
  ] as const)('are shown in %s for %s', (currency, locale, expected) => {
    expect(formatPrice(123450, { currency, currencies, locale })).toBe(expected);
  });

  it('convert what the visitor types back to minor units of the main currency', () => {
    expect(toMainMinorUnits(50, 'PLN', currencies)).toBe(5000);
    expect(toMainMinorUnits(10, 'EUR', currencies)).toBe(4301);
    expect(fromMainMinorUnits(4301, 'EUR', currencies)).toBe(10);
  });
});

describe('image sources', () => {
  it('pick the smallest width the API makes that covers the box, at 1x and 2x', () => {
    expect(imageSources('/api/v1/images/products/a.svg', 300)).toEqual({
      src: '/api/v1/images/products/a.svg?w=320&dpr=1',
      srcSet:
        '/api/v1/images/products/a.svg?w=320&dpr=1 1x, /api/v1/images/products/a.svg?w=320&dpr=2 2x',
    });
    expect(imageSources('/x.svg', 640).src).toBe('/x.svg?w=640&dpr=1');
    expect(imageSources('/x.svg', 700).src).toBe('/x.svg?w=1280&dpr=1');
    expect(imageSources('/x.svg', 5000).src).toBe('/x.svg?w=1280&dpr=1');
  });
});
