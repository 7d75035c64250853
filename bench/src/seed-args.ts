export interface SeedArgs {
  users: number;
  videos: number;
  likes: number;
  comments: number;
  follows: number;
  force: boolean;
}

const DEFAULTS: SeedArgs = { users: 10_000, videos: 100_000, likes: 1_000_000, comments: 300_000, follows: 200_000, force: false };

/** `--users 10000 --videos 100000 … [--force]` */
export function parseSeedArgs(argv: string[]): SeedArgs {
  const args = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--force') {
      args.force = true;
      continue;
    }
    const key = flag.replace(/^--/, '') as keyof Omit<SeedArgs, 'force'>;
    if (!(key in DEFAULTS) || key === ('force' as string)) throw new Error(`unknown option ${flag}`);
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} needs a whole number`);
    args[key] = value;
  }
  if (args.users < 2 && (args.follows > 0 || args.likes > 0)) throw new Error('--users must be at least 2');
  if (args.follows > args.users * (args.users - 1)) throw new Error('--follows is more than the possible pairs');
  if (args.likes > args.users * args.videos) throw new Error('--likes is more than the possible pairs');
  return args;
}
