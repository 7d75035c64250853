import { SUBJECTS, TOOLS } from '@genalpha/db';

/**
 * The judged set of issue 36: queries over what the seed generates, each with the one result
 * expected in the top 3. The g-th seeded video is titled `${SUBJECTS[g % 8]} #${g}`, its prompt is
 * "cinematic, 35mm, volumetric light, take g", its tool TOOLS[g % 7]; seeded creators are
 * `creator<n>`. Every g here is below the quick seed's 20,000 videos, every n below its 2,000 users.
 */
export interface JudgedQuery {
  kind: 'exact title' | 'prompt phrase' | 'misspelling' | 'tool and a word' | "creator's name with a typo";
  q: string;
  type: 'videos' | 'creators';
  /** The seeded video's g, or the seeded creator's n. */
  expected: number;
}

const subjectOf = (g: number) => SUBJECTS[g % SUBJECTS.length];
const toolOf = (g: number) => TOOLS[g % TOOLS.length];

/** Each subject misspelt the way people slip (a letter dropped, doubled or swapped for its neighbour), in SUBJECTS' order. */
const MISSPELT = [
  'neon citty dusk',
  'whales over a desrt',
  'paper boaat storm',
  'robts learnng to dance',
  'forrest breathng',
  'glass jellyfsh in orbitt',
  'train thrugh cloudss',
  'cats paintng monnet',
];

/** What people type after tool: for each of TOOLS. */
const TOOL_WORDS: Record<string, string> = {
  'luma-dream-machine': 'luma',
  'google-veo-3': 'veo-3',
  'runway-gen-3': 'runway',
  'openai-sora': 'sora',
  'stability-ai-video': 'stability',
  'pika-labs': 'pika',
  other: 'other',
};

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

export const JUDGED_QUERIES: JudgedQuery[] = [
  ...range(1001, 8).map((g): JudgedQuery => ({ kind: 'exact title', q: `${subjectOf(g)} #${g}`, type: 'videos', expected: g })),
  ...range(2001, 6).map((g): JudgedQuery => ({ kind: 'prompt phrase', q: `"volumetric light, take ${g}"`, type: 'videos', expected: g })),
  // Misspelt words of each subject, and the video's number (a g whose subject is the one misspelt).
  ...range(3000, 8).map((g): JudgedQuery => ({ kind: 'misspelling', q: `${MISSPELT[g % SUBJECTS.length]} ${g}`, type: 'videos', expected: g })),
  ...range(4001, 7).map((g): JudgedQuery => ({
    kind: 'tool and a word',
    q: `tool:${TOOL_WORDS[toolOf(g)]} ${subjectOf(g).split(' ').at(-1)} ${g}`,
    type: 'videos',
    expected: g,
  })),
  ...[57, 123, 444, 888, 999, 1500].map((n): JudgedQuery => ({ kind: "creator's name with a typo", q: `creatr${n}`, type: 'creators', expected: n })),
];
