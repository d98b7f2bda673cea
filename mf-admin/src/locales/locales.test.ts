import { missingTranslations } from '@storefront/shared';
import en from './en';
import pl from './pl';
import ru from './ru';
import ua from './ua';

it('the admin namespace has every key in every language', () => {
  expect(missingTranslations({ en, pl, ru, ua })).toEqual([]);
});
