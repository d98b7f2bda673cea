import { isIgnoredError, normalizeError, validityAfterError } from './normalize-error';

describe('normalizeError', () => {
  it('keeps the status, the code and the products of an API error', () => {
    const products = [{ id: 'p1', name: { en: 'Sencha', pl: 'Sencha' } }];
    expect(
      normalizeError({
        status: 409,
        data: { statusCode: 409, code: 'PRODUCTS_OUT_OF_STOCK', message: '…', products },
      }),
    ).toEqual({ status: 409, code: 'PRODUCTS_OUT_OF_STOCK', products });
  });

  it('keeps the fields a refused request names, with their translation keys', () => {
    expect(
      normalizeError({
        status: 400,
        data: {
          statusCode: 400,
          code: 'ENTITY_BAD_REQUEST',
          message: '…',
          fields: { password: 'password_too_common', odd: 3 },
        },
      }),
    ).toEqual({
      status: 400,
      code: 'ENTITY_BAD_REQUEST',
      fields: { password: 'password_too_common' },
    });
  });

  it('keeps what a save over a newer version was refused with: the version now, what changed, who, when', () => {
    const conflict = {
      version: 4,
      fields: ['price', 'name.pl'],
      changedBy: { email: 'anna@shop.example', role: 'ADMIN' },
      changedAt: '2026-12-01T10:00:00.000Z',
    };
    expect(
      normalizeError({
        status: 409,
        data: { statusCode: 409, code: 'ENTITY_ACTION_NOT_ALLOWED', message: '…', conflict },
      }),
    ).toEqual({ status: 409, code: 'ENTITY_ACTION_NOT_ALLOWED', conflict });
    expect(
      normalizeError({ status: 409, data: { code: 'ENTITY_ACTION_NOT_ALLOWED', conflict: 'x' } }),
    ).toEqual({ status: 409, code: 'ENTITY_ACTION_NOT_ALLOWED' });
  });

  it('maps a code outside the catalogue to UNKNOWN_ERROR', () => {
    expect(normalizeError({ status: 500, data: { code: 'SOMETHING_ELSE' } })).toEqual({
      status: 500,
      code: 'UNKNOWN_ERROR',
    });
    expect(normalizeError({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({
      status: 502,
      code: 'UNKNOWN_ERROR',
    });
  });

  it('turns network failures and anything thrown into FETCH_ERROR', () => {
    expect(normalizeError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      code: 'UNKNOWN_ERROR',
    });
    expect(normalizeError(undefined)).toEqual({ status: 'FETCH_ERROR', code: 'UNKNOWN_ERROR' });
  });

  it('recognises requests aborted with PAGE_LEAVE or NEW_REQUEST, which are ignored', () => {
    const pageLeave = normalizeError({ name: 'AbortError', message: 'PAGE_LEAVE' });
    const newRequest = normalizeError({ name: 'AbortError', message: 'NEW_REQUEST' });
    expect(pageLeave).toEqual({ status: 'ABORTED', code: 'PAGE_LEAVE' });
    expect(newRequest).toEqual({ status: 'ABORTED', code: 'NEW_REQUEST' });
    expect(isIgnoredError(pageLeave)).toBe(true);
    expect(isIgnoredError(newRequest)).toBe(true);
    expect(isIgnoredError({ status: 400, code: 'ENTITY_BAD_REQUEST' })).toBe(false);
  });

  it('passes an already normalised error through', () => {
    const error = { status: 404, code: 'ORDER_NOT_FOUND' } as const;
    expect(normalizeError(error)).toBe(error);
  });
});

describe('validityAfterError', () => {
  it('takes a refused request for a missing page and an outage for an outage', () => {
    expect(validityAfterError({ status: 404, data: { code: 'PRODUCT_NOT_FOUND' } })).toBe(false);
    expect(validityAfterError({ status: 400, data: { code: 'ENTITY_BAD_REQUEST' } })).toBe(false);
    expect(validityAfterError({ status: 500, data: { code: 'UNKNOWN_ERROR' } })).toEqual({
      status: 500,
    });
    expect(validityAfterError({ status: 'FETCH_ERROR', error: 'down' })).toEqual({ status: 503 });
    expect(validityAfterError({ status: 'TIMEOUT_ERROR', error: 'slow' })).toEqual({ status: 503 });
  });
});
