import { SeedArgs } from './seed-args';

/** How big and how long: the full run measures the sizes, --quick is CI's smoke run. */
export interface BenchProfile {
  mode: 'full' | 'quick';
  seed: SeedArgs;
  /** Seconds of load per HTTP scenario. */
  seconds: number;
  /** Loads compared with each other are measured in this many interleaved turns. */
  rounds: number;
  /** The deep feed page starts past this many rows. */
  deepOffset: number;
  /** Users signed in for the write mix. */
  writers: number;
  streamBytes: number;
  uploadBytes: number;
  /** The upload whose connection is killed halfway and resumed (issue 37: 1 GB). */
  resumableUploadBytes: number;
  /** POST /api/videos → ready runs of the 10 s 1080p clip (the median is reported). */
  pipelineRuns: number;
  probeClips: number;
  /** Length of the HEVC 1080p clip transcoded to H.264. */
  hevcSeconds: number;
  /** Page loads of the feed in Chromium (the median is reported). */
  webRuns: number;
  /** Lighthouse runs of each page (the median is reported). */
  lighthouseRuns: number;
}

const MB = 1024 * 1024;

/** The highest scenario number the bench measures (17: streaming on a phone). */
export const LAST_SCENARIO = 17;

export const PROFILES: Record<BenchProfile['mode'], BenchProfile> = {
  full: {
    mode: 'full',
    seed: { users: 10_000, videos: 100_000, likes: 1_000_000, comments: 300_000, follows: 200_000, force: false },
    seconds: 12,
    rounds: 3,
    deepOffset: 50_000,
    writers: 1_000,
    streamBytes: 100 * MB,
    uploadBytes: 2048 * MB,
    resumableUploadBytes: 1024 * MB,
    pipelineRuns: 5,
    probeClips: 100,
    hevcSeconds: 10,
    webRuns: 5,
    lighthouseRuns: 5,
  },
  quick: {
    mode: 'quick',
    seed: { users: 2_000, videos: 20_000, likes: 100_000, comments: 20_000, follows: 20_000, force: false },
    seconds: 2.5,
    rounds: 1,
    deepOffset: 10_000,
    writers: 200,
    streamBytes: 20 * MB,
    uploadBytes: 200 * MB,
    resumableUploadBytes: 64 * MB,
    pipelineRuns: 3,
    probeClips: 10,
    hevcSeconds: 2,
    webRuns: 1,
    lighthouseRuns: 1,
  },
};

export interface BenchArgs {
  profile: BenchProfile;
  /** Scenario numbers to run (1–14); all when empty. */
  only: number[];
  /** Lettered results asked for (`8a`): of their number, only the groups and parts that make them run. */
  parts: string[];
}

/** Whether a run of `args` measures the result `id` (`8a`), or the group making `produces` (any of them). */
export function wanted(args: Pick<BenchArgs, 'only' | 'parts'>, produces: string[]): boolean {
  if (args.only.length === 0) return true;
  return produces.some((id) => {
    const number = Number.parseInt(id, 10);
    if (!args.only.includes(number)) return false;
    const asked = args.parts.filter((part) => Number.parseInt(part, 10) === number);
    // A group named only by its number (the feed's, `1`) makes all its lettered results: `1e` runs it.
    return asked.length === 0 || asked.includes(id) || /^\d+$/.test(id);
  });
}

/** `[--quick] [--only 1,3,5]`; a part of one is picked by its letter, `--only 8a`. */
export function parseBenchArgs(argv: string[]): BenchArgs {
  let mode: BenchProfile['mode'] = 'full';
  let only: number[] = [];
  let parts: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--quick') mode = 'quick';
    else if (argv[i] === '--only') {
      const picked = (argv[++i] ?? '').split(',');
      if (picked.some((id) => !/^\d+[a-z]?$/.test(id)))
        throw new Error(`--only needs scenario numbers from 1 to ${LAST_SCENARIO}, e.g. --only 1,3 or --only 8a`);
      only = [...new Set(picked.map((id) => Number.parseInt(id, 10)))];
      parts = picked.filter((id) => /[a-z]$/.test(id));
      if (only.some((n) => n < 1 || n > LAST_SCENARIO))
        throw new Error(`--only needs scenario numbers from 1 to ${LAST_SCENARIO}, e.g. --only 1,3 or --only 8a`);
    } else throw new Error(`unknown option ${argv[i]} (use --quick and/or --only 1,2,… or 8a)`);
  }
  return { profile: PROFILES[mode], only, parts };
}
