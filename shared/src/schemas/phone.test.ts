import { orderContactSchema } from './order-request';
import { personalDataSchema } from './account';
import { contactMessageSchema } from './contact';
import { e164Phone } from './phone';

const contact = { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.pl' };

describe('phone numbers, as their country numbers them', () => {
  it('come back in E.164, however they were spaced', () => {
    expect(e164Phone('+48 600 100 200')).toBe('+48600100200');
    expect(e164Phone('+380 (67) 123-45-67')).toBe('+380671234567');
    expect(e164Phone('+1 416 555 0100')).toBe('+14165550100');
  });

  it('are refused when too short, too long or starting as no number of the country does', () => {
    expect(e164Phone('+48 123 45')).toBeNull();
    expect(e164Phone('+48 600 100 200 1')).toBeNull();
    expect(e164Phone('+380 11 123 4567')).toBeNull();
    expect(e164Phone('+49 00 12345678')).toBeNull();
  });

  it('need the dial code, and nothing but the number', () => {
    expect(e164Phone('600 100 200')).toBeNull();
    expect(e164Phone('+48 600 100 200 call after 5')).toBeNull();
    expect(e164Phone('tel:+48600100200')).toBeNull();
  });

  it('fail every schema with a phone with the same key, and pass it on in E.164', () => {
    const order = orderContactSchema.safeParse({ ...contact, phone: '+48 123 45' });
    expect(order.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['phone'], 'phone_invalid'],
    ]);
    expect(orderContactSchema.parse({ ...contact, phone: '+48 600 123 456' }).phone).toBe(
      '+48600123456',
    );
    const details = { firstName: 'A', lastName: 'B', language: 'ua' } as const;
    expect(personalDataSchema.safeParse({ ...details, phone: '+380 11 123 4567' }).success).toBe(
      false,
    );
    expect(personalDataSchema.parse({ ...details, phone: '' }).phone).toBeNull();
    const message = { name: 'Anna', email: 'anna@example.pl', message: 'A question or two.' };
    expect(contactMessageSchema.safeParse({ ...message, phone: '+48 123 45' }).success).toBe(false);
    expect(contactMessageSchema.parse({ ...message, phone: '' }).phone).toBeUndefined();
  });
});
