import { createTestI18n } from '../testing';
import { errorToastFrom, errorToastOf } from './error-toast';

const products = [
  { id: 'p1', name: { en: 'Sencha Kyoto', pl: 'Sencha z Kioto' } },
  { id: 'p2', name: { en: 'Gooseneck kettle', pl: 'Czajnik z długą wylewką' } },
];

describe('error toasts', () => {
  it('take the title from the status and the description from the code', () => {
    const toast = errorToastOf({ status: 404, code: 'ORDER_NOT_FOUND' }, createTestI18n('en'));
    expect(toast).toMatchObject({ title: 'Not found', tone: 'error' });
    expect(toast?.description).toMatch(/order/i);
  });

  it.each([
    ['ua', 'Щось змінилося', 'Деяких товарів більше немає в потрібній кількості.'],
    ['pl', 'Coś się zmieniło', 'Niektóre produkty nie są już dostępne w żądanej ilości.'],
    [
      'en',
      'Something has changed',
      'Some products are no longer available in the requested quantity.',
    ],
  ] as const)(
    'word a stock conflict plainly, without "conflict" (%s)',
    (lang, title, description) => {
      const toast = errorToastFrom('PRODUCTS_OUT_OF_STOCK', 409, undefined, createTestI18n(lang));
      expect(toast).toMatchObject({ title, description });
      expect(toast.title).not.toMatch(/onfli|онфлі|онфли/);
    },
  );

  it('fall back to noCode and the generic description', () => {
    const i18n = createTestI18n('en');
    const toast = errorToastFrom('SOMETHING_NEW', 418, undefined, i18n);
    expect(toast.title).toBe(i18n.t('server_error:noCode'));
    expect(toast.description).toBe(i18n.t('server_error:generic'));
  });

  it('say that the connection failed when no answer came', () => {
    const toast = errorToastOf(
      { status: 'FETCH_ERROR', code: 'UNKNOWN_ERROR' },
      createTestI18n('ua'),
    );
    expect(toast).toMatchObject({
      title: 'Щось пішло не так',
      description: 'Не вдалося підключитися. Перевірте зʼєднання з інтернетом і спробуйте ще раз.',
    });
  });

  it('append the products named by the error in the page language, comma-joined', () => {
    const i18n = createTestI18n('pl');
    const toast = errorToastOf({ status: 409, code: 'PRODUCTS_OUT_OF_STOCK', products }, i18n);
    expect(toast?.description).toBe(
      `${i18n.t('server_error:PRODUCTS_OUT_OF_STOCK')} ${i18n.t('server_error:productsLabel')} Sencha z Kioto, Czajnik z długą wylewką`,
    );
  });

  it('ignore requests aborted because the page was left or a newer request replaced them', () => {
    const i18n = createTestI18n('en');
    expect(errorToastOf({ status: 'ABORTED', code: 'PAGE_LEAVE' }, i18n)).toBeNull();
    expect(errorToastOf({ status: 'ABORTED', code: 'NEW_REQUEST' }, i18n)).toBeNull();
  });
});
