import { SetMetadata } from '@nestjs/common';
import { TokenScope } from './token-scopes';

/** Where @NeedsScope and @NoAccessTokens leave their rule for AccessTokenScopeGuard. */
export const TOKEN_POLICY = 'accessTokenPolicy';

export type TokenPolicy = { scope: TokenScope } | { refused: string };

export const TOKENS_NEVER_ADMINISTER = 'An access token never administers: use your signed-in browser session';
export const TOKENS_NEED_SESSION = 'Access tokens are managed only from your signed-in browser session';
export const ACCOUNT_NEEDS_SESSION = 'Signing in and out and ending sessions are for your browser session, not an access token';
export const EXPORT_NEEDS_SESSION = 'Your data is downloaded from your signed-in browser session, not an access token';
export const DELETION_NEEDS_SESSION = 'Deleting an account is for your signed-in browser session, not an access token';

export const scopeNeeded = (scope: TokenScope) => `This needs an access token with the "${scope}" scope`;

/** A token must carry this scope here (rather than read for GET/HEAD and write for other methods). Overrides a class's refusal. */
export const NeedsScope = (scope: TokenScope) => SetMetadata(TOKEN_POLICY, { scope } satisfies TokenPolicy);

/** No access token is accepted here, whatever its scopes: 403 with this reason. */
export const NoAccessTokens = (reason: string) => SetMetadata(TOKEN_POLICY, { refused: reason } satisfies TokenPolicy);
