import { addressGroup, addressNetwork } from './client-address';

describe('addressGroup', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped IPv6 one', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:85a3:8d3::/64';
    for (const ip of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:1319:8a2e:0370:7344',
      '2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::7%eth0',
    ]) {
      expect(addressGroup(ip)).toBe(group);
    }
    expect(addressGroup('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('2001:db8::192.0.2.1')).toBe('2001:db8:0:0::/64');
  });

  it('passes anything else through, and nothing as nothing', () => {
    expect(addressGroup(undefined)).toBeUndefined();
    expect(addressGroup('')).toBeUndefined();
    expect(addressGroup('unix-socket')).toBe('unix-socket');
  });
});

describe('addressNetwork', () => {
  it('shortens an IPv4 address (mapped or not) to its /24', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressNetwork('::FFFF:cb00:7107')).toBe('203.0.113.0/24');
  });

  it('shortens an IPv6 address to its /48, however it is written', () => {
    for (const ip of ['2001:db8:85a3::1', '2001:0db8:85a3:08d3:1319:8a2e:0370:7344', '2001:DB8:85A3:ffff::7%eth0']) {
      expect(addressNetwork(ip)).toBe('2001:db8:85a3::/48');
    }
    expect(addressNetwork('::1')).toBe('0:0:0::/48');
  });

  it('says nothing of what is no address', () => {
    expect(addressNetwork(undefined)).toBeUndefined();
    expect(addressNetwork('')).toBeUndefined();
    expect(addressNetwork('unix-socket')).toBeUndefined();
  });
});
