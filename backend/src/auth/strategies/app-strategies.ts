import passport from 'passport';

/**
 * Passport keeps one strategy per name for the whole Node process, and each Nest app registers its
 * own instance (holding that app's services and database connection). Tests run a second API app in
 * the same process beside the first; when it closes, the instance it replaced must be registered
 * again, or the first app's sign-ins reach a closed connection. One app per process (production)
 * registers once and never releases before exit.
 */
const registered = new Map<string, passport.Strategy[]>();

/** Called by a strategy once PassportStrategy has registered it under `name`. */
export function trackStrategy(name: string, strategy: passport.Strategy): void {
  registered.set(name, [...(registered.get(name) ?? []), strategy]);
}

/** Called as the strategy's app closes: the instance registered before it is the one in use again. */
export function releaseStrategy(name: string, strategy: passport.Strategy): void {
  const remaining = (registered.get(name) ?? []).filter((other) => other !== strategy);
  registered.set(name, remaining);
  const previous = remaining.at(-1);
  if (previous) passport.use(name, previous);
}
