import { contactMessageSchema } from './contact';

const valid = { name: 'Anna', email: 'anna@example.com', message: 'Hello, is the Sencha fresh?' };

describe('contactMessageSchema (shared by the form and the API)', () => {
  it('accepts a message with or without a phone and trims the texts', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Anna  ', phone: '' })).toEqual({
      ...valid,
      lang: 'en',
    });
    expect(
      contactMessageSchema.parse({ ...valid, phone: '+48 600 100 200', lang: 'pl' }).phone,
    ).toBe('+48600100200');
  });

  it('names each problem with a translation key', () => {
    const result = contactMessageSchema.safeParse({
      name: 'A',
      email: 'anna@',
      phone: '600',
      message: 'Hi',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'name_too_short',
      email: 'email_invalid',
      phone: 'phone_invalid',
      message: 'message_too_short',
    });
  });

  it('refuses texts over the limits', () => {
    expect(contactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(contactMessageSchema.safeParse({ ...valid, name: 'x'.repeat(101) }).success).toBe(false);
  });
});
