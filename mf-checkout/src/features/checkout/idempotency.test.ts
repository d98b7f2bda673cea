import { idempotentRequest, mayHaveReachedServer, newIdempotencyKey } from './idempotency';

const body = { items: [{ productId: 'p1', quantity: 2 }], paymentMethod: 'CASH' };

describe('the Idempotency-Key of an order', () => {
  it('is kept while the body is the same, so a retry cannot place a second order', () => {
    const keys = ['key-1', 'key-2'];
    const newKey = () => keys.shift()!;
    const first = idempotentRequest(body, null, newKey);
    const retry = idempotentRequest({ ...body }, first, newKey);
    expect(first.key).toBe('key-1');
    expect(retry).toBe(first);
  });

  it('is new for a different body', () => {
    const first = idempotentRequest(body, null, () => 'key-1');
    const changed = idempotentRequest({ ...body, paymentMethod: 'REVOLUT' }, first, () => 'key-2');
    expect(changed.key).toBe('key-2');
  });

  it('is a random UUID', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('is kept after a lost answer or a server failure, not after a refusal', () => {
    expect(mayHaveReachedServer({ status: 'FETCH_ERROR', code: 'UNKNOWN_ERROR' })).toBe(true);
    expect(mayHaveReachedServer({ status: 503, code: 'UNKNOWN_ERROR' })).toBe(true);
    expect(mayHaveReachedServer({ status: 409, code: 'PRODUCTS_OUT_OF_STOCK' })).toBe(false);
  });
});
