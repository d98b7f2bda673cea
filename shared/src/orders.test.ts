import type { PaymentInstructions } from './contracts/payment';
import { paymentDetailRows } from './orders';

const order = { amount: 7870, currency: 'PLN', reference: '1042' } as const;

describe('paymentDetailRows', () => {
  it('prints a bank account as banks do, the reference last', () => {
    const transfer: PaymentInstructions = {
      ...order,
      method: 'BANK_TRANSFER',
      details: {
        recipient: 'Verde Market sp. z o.o.',
        iban: 'PL61109010140000071219812874',
        bankName: 'Santander Bank Polska',
        bic: null,
      },
    };
    expect(paymentDetailRows(transfer, '78,70 zł')).toEqual([
      ['amount', '78,70 zł'],
      ['recipient', 'Verde Market sp. z o.o.'],
      ['iban', 'PL61 1090 1014 0000 0712 1981 2874'],
      ['bank_name', 'Santander Bank Polska'],
      ['reference', '1042'],
    ]);
  });

  it('gives a card in groups of four and a Revtag with its @, with their links', () => {
    const card: PaymentInstructions = {
      ...order,
      method: 'PRIVAT_BANK',
      details: { recipient: 'Olha Melnyk', cardNumber: '5168751022643188', link: null },
    };
    expect(paymentDetailRows(card, '78,70 zł')).toContainEqual([
      'card_number',
      '5168 7510 2264 3188',
    ]);
    expect(paymentDetailRows(card, '78,70 zł').map(([label]) => label)).not.toContain('link');
    const revolut: PaymentInstructions = {
      ...order,
      method: 'REVOLUT',
      details: { recipient: 'Verde Market', revtag: 'verdemarket', link: 'https://revolut.me/x' },
    };
    expect(paymentDetailRows(revolut, '78,70 zł')).toEqual(
      expect.arrayContaining([
        ['revtag', '@verdemarket'],
        ['link', 'https://revolut.me/x'],
      ]),
    );
  });
});
