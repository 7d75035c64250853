const BEARER = /^Bearer(?:\s|$)/i;

/** Whether the request names an access token (it is then the token's alone, whatever cookie it carries). */
export const hasBearerToken = (authorization: string | undefined): boolean => authorization !== undefined && BEARER.test(authorization);

/** The secret of `Authorization: Bearer <secret>`. */
export const bearerSecret = (authorization: string | undefined): string => (authorization ?? '').slice('Bearer'.length).trim();
