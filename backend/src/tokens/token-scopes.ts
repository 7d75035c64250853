export { LIVE_TOKENS_MAX, TOKEN_LIFETIMES_DAYS, TOKEN_NAME_MAX, TOKEN_SCOPES, type TokenScope } from '@genalpha/shared';

/** Every secret starts so (scanners can spot a leaked one); 32 random bytes in base64url follow. */
export const TOKEN_PREFIX = 'ga_pat_';
