/**
 * @jest-environment node
 */
import { acceptedEncoding } from './kept-encodings';

describe('the encoding a kept page is sent in', () => {
  it('follows the q-values of Accept-Encoding, brotli on a tie', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
  });

  it('sends the body as it is when neither is accepted', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
