const PRODUCT = 'GenAlpha';

/** What is in the zip, for the person opening it. */
export function readmeText(missingFiles: string[]): string {
  const lines = [
    `Your ${PRODUCT} data, as of ${new Date().toISOString()}.`,
    '',
    'profile.json          your profile and account',
    'videos.json           your videos: title, prompt, caption, tool, tags, counts, dates',
    'videos/<id>.<ext>     the original file of each video, as you uploaded it',
    'avatar.jpg            your profile picture, if you set one',
    'comments.json         comments you wrote',
    'likes.json            videos you liked',
    'comment-likes.json    comments you liked',
    'following.json        people you follow',
    'followers.json        people who follow you',
    'notifications.json    your notifications',
    'access-tokens.json    the names and scopes of your API tokens (never the tokens)',
    'passkeys.json         the names of your passkeys (never their keys)',
    'sessions.json         where you are signed in',
    '',
    'Dates are in UTC (ISO 8601).',
  ];
  if (missingFiles.length > 0) lines.push('', 'These files could not be read from storage and are missing:', ...missingFiles.map((path) => `  ${path}`));
  return `${lines.join('\n')}\n`;
}
