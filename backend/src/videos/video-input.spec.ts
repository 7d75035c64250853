import { isAspectRatio } from './video-options';

describe('isAspectRatio', () => {
  it.each(['auto', '16:9', '9:16', '1:1', '4:3', '3:4', '21:9', '1920:1080', '10000:1', '7:3'])('accepts %s', (value) => {
    expect(isAspectRatio(value)).toBe(true);
  });

  it.each(['', '16/9', '0:9', '16:0', '-16:9', '16:9:1', '1.5:1', '016:9', '10001:1', ' 16:9', 'wide', 16])('refuses %j', (value) => {
    expect(isAspectRatio(value)).toBe(false);
  });
});
