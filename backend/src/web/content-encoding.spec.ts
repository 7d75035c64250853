import { chooseEncoding } from './content-encoding';

describe('chooseEncoding', () => {
  it('takes the highest q-value, the preferred encoding on a tie', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'], 'gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=1, gzip;q=0.5', ['br', 'gzip'], 'gzip')).toBe('br');
    expect(chooseEncoding('br', ['br', 'gzip'], 'gzip')).toBe('br');
    expect(chooseEncoding('gzip, br', ['br'])).toBe('br');
  });

  it('sends the bytes as they are when nothing is accepted or identity is preferred', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('deflate')).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('identity;q=1, gzip;q=0.5')).toBeUndefined();
  });
});
