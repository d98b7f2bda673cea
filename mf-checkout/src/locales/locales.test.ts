import { missingTranslations } from '@storefront/shared';
import en from './en/checkout.json';
import pl from './pl/checkout.json';
import ru from './ru/checkout.json';
import ua from './ua/checkout.json';

it('the checkout namespace has every key in every language', () => {
  expect(missingTranslations({ en, pl, ru, ua })).toEqual([]);
});
