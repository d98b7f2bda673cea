import { missingTranslations } from '@storefront/shared';
import en from './en/profile.json';
import pl from './pl/profile.json';
import ru from './ru/profile.json';
import ua from './ua/profile.json';

it('the profile namespace has every key in every language', () => {
  expect(missingTranslations({ en, pl, ru, ua })).toEqual([]);
});
