/** Usernames that would collide with routes, objects or official accounts. */
export const RESERVED_USERNAMES: readonly string[] = [
  'about', 'account', 'admin', 'administrator', 'api', 'assets', 'auth', 'creator', 'creators', 'docs', 'explore',
  'feed', 'gate', 'genalpha', 'generationalpha', 'health', 'help', 'home', 'login', 'logout', 'me', 'moderator',
  'notifications', 'null', 'objects', 'official', 'privacy', 'profile', 'register', 'root', 'search', 'secret',
  'settings', 'signin', 'signup', 'staff', 'static', 'support', 'system', 'terms', 'undefined', 'upload', 'user',
  'users', 'video', 'videos', 'www',
];
