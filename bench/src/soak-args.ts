export interface SoakArgs {
  minutes: number;
  connections: number;
  /** Seeded accounts signed in to write and read their notifications. */
  writers: number;
}

const DEFAULTS: SoakArgs = { minutes: 5, connections: 100, writers: 300 };

/** `[--minutes 5] [--connections 100] [--writers 300]` */
export function parseSoakArgs(argv: string[]): SoakArgs {
  const args = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/, '') as keyof SoakArgs;
    if (!argv[i].startsWith('--') || !(key in DEFAULTS)) throw new Error(`unknown option ${argv[i]} (use --minutes, --connections, --writers)`);
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${key} needs a whole number of at least 1`);
    args[key] = value;
  }
  return args;
}
