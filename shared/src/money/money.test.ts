import fc from 'fast-check';
import { CURRENCIES } from '../contracts/enums';
import { convertOnce, formatMinorUnits, moneyIn, shownFigures, shownLine } from './money';
import { shownAndCharged, shownTotalsOf } from './order-money';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('money as shown', () => {
  it('has a hundredth as the minor unit of every currency the store can offer', () => {
    for (const currency of CURRENCIES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
      expect([currency, digits]).toEqual([currency, 2]);
    }
  });

  it('converts a unit once and multiplies it: the EUR listing and the line for two agree', () => {
    // 38,90 zł at 0.2325 is 9,04 € a unit (9.04425); two are 18,08 €, never 18,09 € (the 77,80 zł
    // of the line converted alone).
    const money = moneyIn({ currency: 'EUR', rate: 0.2325 }, 'en-US');
    expect(money.price(3890)).toBe('€9.04');
    expect(money.line(3890, 2)).toBe('€18.08');
    expect(shownLine(3890, 2, 0.2325)).toBe(2 * convertOnce(3890, 0.2325));
  });

  it('adds the UAH goods and delivery up to the total shown', () => {
    const figures = shownFigures(
      { lines: [{ unitPrice: 3890, quantity: 1 }], discounts: [], deliveryPrice: 1899 },
      10.42,
    );
    expect(figures.subtotal + figures.delivery).toBe(figures.total);
    const money = moneyIn({ currency: 'UAH', rate: 10.42 }, 'uk-UA');
    expect(money.format(figures.subtotal)).toBe(nbsp('405,34 ₴'));
    expect(money.format(figures.delivery)).toBe(nbsp('197,88 ₴'));
    expect(money.format(figures.total)).toBe(nbsp('603,22 ₴'));
  });

  it('leaves every figure as stored in the main currency', () => {
    const totals = {
      lines: [{ productId: 'a', unitPrice: 4990, quantity: 3 }],
      promotion: { discount: 1497 },
      promoCode: { discount: 1000 },
      deliveryPrice: 1899,
    };
    expect(shownTotalsOf(totals, 1)).toEqual({
      subtotal: 14970,
      promotion: 1497,
      promoCode: 1000,
      delivery: 1899,
      total: 14970 - 1497 - 1000 + 1899,
    });
  });

  it('adds up for 1,000 random carts at any rate, a discount never taking more than the goods', () => {
    const cart = fc.record({
      rate: fc.double({ min: 0.01, max: 50, noNaN: true }),
      lines: fc.array(
        fc.record({
          unitPrice: fc.integer({ min: 1, max: 500_000 }),
          quantity: fc.integer({ min: 1, max: 99 }),
        }),
        { minLength: 1, maxLength: 50 },
      ),
      percent: fc.integer({ min: 0, max: 100 }),
      amount: fc.integer({ min: 0, max: 5_000_000 }),
      deliveryPrice: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(cart, ({ rate, lines, percent, amount, deliveryPrice }) => {
        // The API's rules: a floored percentage, then an amount capped at what is left.
        const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        const promotion = Math.floor((subtotal * percent) / 100);
        const promoCode = Math.min(amount, subtotal - promotion);
        const figures = shownFigures(
          { lines, discounts: [promotion, promoCode], deliveryPrice },
          rate,
        );
        expect(figures.lines).toEqual(
          lines.map((line) => convertOnce(line.unitPrice, rate) * line.quantity),
        );
        expect(figures.subtotal).toBe(figures.lines.reduce((sum, line) => sum + line, 0));
        expect(figures.discount).toBe(figures.discounts[0]! + figures.discounts[1]!);
        expect(figures.total).toBe(figures.subtotal - figures.discount + figures.delivery);
        expect(figures.delivery).toBe(convertOnce(deliveryPrice, rate));
        expect(figures.total).toBeGreaterThanOrEqual(figures.delivery);
        if (subtotal - promotion - promoCode === 0) expect(figures.total).toBe(figures.delivery);
      }),
      { numRuns: 1000 },
    );
  });

  it('says the shown total beside the charged one only when the currencies differ', () => {
    const words = ({ shown, charged }: { shown: string; charged: string }) =>
      `${shown} (charged ${charged})`;
    const order = { currency: 'PLN' as const, total: 7780 };
    expect(shownAndCharged(order, 'en-US', words)).toBe(nbsp('PLN 77.80'));
    expect(
      shownAndCharged(
        { ...order, shown: { currency: 'EUR', rate: 0.2325, total: 1808 } },
        'en-US',
        words,
      ),
    ).toBe(`€18.08 (charged ${nbsp('PLN 77.80')})`);
    expect(formatMinorUnits(1808, 'EUR', 'pl-PL')).toBe(nbsp('18,08 €'));
  });
});
