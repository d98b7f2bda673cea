import { contactMessageSchema } from './contact';
import { personalDataSchema, registerSchema } from './account';
import { orderEstimateSchema } from './order';
import { orderSchema } from './order-request';
import { TEXT_INVALID, isTypedText } from './text';

const UUID = '3f1c6c1e-8a4b-4a55-9a7c-000000000001';
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('text a person can type', () => {
  it('holds letters of any script, emoji, tabs and line breaks', () => {
    for (const text of ['Anna', 'Łódź', 'Київ', 'Ёлка', '😀 tea', 'line\nbreak\r\n', 'a\tb', ''])
      expect(isTypedText(text)).toBe(true);
  });

  it('holds no NUL, other control character or half of a surrogate pair', () => {
    for (const text of [
      'a\u0000b',
      '\u0007',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      'Main \ud800 1',
      '\udc00',
    ])
      expect(isTypedText(text)).toBe(false);
  });

  it('is the rule of every text field of the shared schemas, with one translation key', () => {
    expect(
      messagesOf(
        contactMessageSchema.safeParse({
          name: 'Anna\u0000',
          email: 'anna@example.com',
          message: 'Hello \ud800 there, friends',
        }),
      ),
    ).toEqual({ name: TEXT_INVALID, message: TEXT_INVALID });
    expect(
      messagesOf(
        registerSchema.safeParse({
          email: 'olena@example.com',
          password: 'a long and rare passphrase',
          firstName: 'Olena',
          lastName: '\u0000',
        }),
      ),
    ).toEqual({ lastName: TEXT_INVALID });
    expect(
      messagesOf(
        personalDataSchema.safeParse({ firstName: 'J\u0001an', lastName: 'Nowak', language: 'pl' }),
      ),
    ).toEqual({ firstName: TEXT_INVALID });
    expect(
      messagesOf(
        orderSchema.safeParse({
          items: [{ productId: UUID, quantity: 1 }],
          contact: {
            firstName: 'Anna',
            lastName: 'Nowak',
            email: 'a@b.pl',
            phone: '+48 600100200',
          },
          delivery: { method: 'TAXI', street: 'Main \ud800 1', city: 'Warszawa' },
          paymentMethod: 'CASH',
          comment: 'Ring\u0000',
        }),
      ),
    ).toEqual({ 'delivery.street': TEXT_INVALID, comment: TEXT_INVALID });
    expect(
      messagesOf(
        orderEstimateSchema.safeParse({
          items: [{ productId: UUID, quantity: 1 }],
          deliveryMethod: 'TAXI',
          promoCode: 'SALE\u0000',
        }),
      ),
    ).toEqual({ promoCode: TEXT_INVALID });
  });
});
