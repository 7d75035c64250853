import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import { AppConfig } from '@genalpha/shared';
import { ownOriginOf } from '../common/own-origins';

/** Who the passkeys are for: the RP id they are bound to and the page origin their ceremonies run on. */
export interface RelyingParty {
  rpId: string;
  origin: string;
}

export const RP_NAME = 'GenAlpha';

export const passkeysOnlyAt = (port: number) =>
  `Passkeys work at http://localhost:${port}: browsers do not accept an IP address as a passkey's site. Open the app there to use passkeys.`;
export const PASSKEYS_NEED_A_DOMAIN = "Passkeys need PUBLIC_URL to name a domain: browsers do not accept an IP address as a passkey's site.";

/**
 * PUBLIC_URL's host, else the loopback origin the page was opened at. Browsers refuse an IP address
 * as the RP id (WebAuthn wants a domain), so with PUBLIC_URL unset passkeys work at
 * http://localhost:PORT only: http://127.0.0.1:PORT and http://[::1]:PORT get a 400 saying where.
 */
export function relyingPartyOf(req: FastifyRequest, config: Pick<AppConfig, 'publicUrl' | 'publicUrlGiven' | 'port'>): RelyingParty {
  const origin = ownOriginOf(req, config);
  const rpId = new URL(origin).hostname;
  if (isIP(rpId.replace(/^\[|\]$/g, ''))) throw new BadRequestException(config.publicUrlGiven ? PASSKEYS_NEED_A_DOMAIN : passkeysOnlyAt(config.port));
  return { rpId, origin };
}
