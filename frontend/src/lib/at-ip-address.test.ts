import { describe, expect, it } from 'vitest';
import { atIpAddress } from './at-ip-address';

describe('atIpAddress', () => {
  it('is true for IPv4 and bracketed IPv6 hosts, false for names', () => {
    expect(atIpAddress('127.0.0.1')).toBe(true);
    expect(atIpAddress('[::1]')).toBe(true);
    expect(atIpAddress('localhost')).toBe(false);
    expect(atIpAddress('genalpha.example')).toBe(false);
    expect(atIpAddress('1.2.3.example')).toBe(false);
  });
});
