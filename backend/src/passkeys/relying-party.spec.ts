import type { FastifyRequest } from 'fastify';
import { PASSKEYS_NEED_A_DOMAIN, passkeysOnlyAt, relyingPartyOf } from './relying-party';

const opened = (host: string) => ({ protocol: 'http', headers: { host } }) as FastifyRequest;
const unset = { publicUrl: 'http://localhost:3000', publicUrlGiven: false, port: 3000 };

describe('relyingPartyOf', () => {
  it("is PUBLIC_URL's host and origin when it is given, whatever host the request named", () => {
    const config = { publicUrl: 'https://genalpha.example', publicUrlGiven: true, port: 3000 };
    expect(relyingPartyOf(opened('genalpha.example'), config)).toEqual({ rpId: 'genalpha.example', origin: 'https://genalpha.example' });
    expect(relyingPartyOf(opened('localhost:3000'), config)).toEqual({ rpId: 'genalpha.example', origin: 'https://genalpha.example' });
  });

  it('is the loopback origin the page was opened at when PUBLIC_URL is unset: localhost', () => {
    expect(relyingPartyOf(opened('localhost:3000'), unset)).toEqual({ rpId: 'localhost', origin: 'http://localhost:3000' });
  });

  it('refuses an IP address, which browsers never accept as an RP id, saying where passkeys work', () => {
    expect(() => relyingPartyOf(opened('127.0.0.1:3000'), unset)).toThrow(passkeysOnlyAt(3000));
    expect(() => relyingPartyOf(opened('[::1]:3000'), unset)).toThrow(passkeysOnlyAt(3000));
    const byAddress = { publicUrl: 'http://192.0.2.10:8080', publicUrlGiven: true, port: 8080 };
    expect(() => relyingPartyOf(opened('192.0.2.10:8080'), byAddress)).toThrow(PASSKEYS_NEED_A_DOMAIN);
  });

  it("falls back to PUBLIC_URL's default (localhost) for a host that is not the app's own", () => {
    expect(relyingPartyOf(opened('evil.example'), unset)).toEqual({ rpId: 'localhost', origin: 'http://localhost:3000' });
  });
});
