import 'reflect-metadata';
import { relative, resolve } from 'node:path';
import { loadConfig } from '@genalpha/shared';
import { seedRepository } from '@genalpha/db';
import { parseBenchArgs, wanted } from './bench-args';
import { BenchContext, findSeedFacts } from './bench-context';
import { ensureSeeded } from './bench-database';
import { REPO_ROOT } from './database';
import { describeMachine } from './machine';
import { ensureSeedObjects } from './media';
import { resultsFile, writeReport } from './report';
import { BenchResult, formatTable } from './results';
import { compressionScenarios } from './scenarios/compression';
import { discoveryScenarios } from './scenarios/discovery';
import { explainScenarios } from './scenarios/explain';
import { feedScenarios } from './scenarios/feed';
import { lighthouseScenarios } from './scenarios/lighthouse';
import { phoneStreamingScenarios } from './scenarios/phone-streaming';
import { pipelineScenarios } from './scenarios/pipeline';
import { credentialsScenarios } from './scenarios/credentials';
import { readScenarios } from './scenarios/reads';
import { safetyScenarios } from './scenarios/safety';
import { searchScenarios } from './scenarios/search';
import { recomputeScenarios } from './scenarios/recompute';
import { screenBytesScenarios } from './scenarios/screen-bytes';
import { remixScenarios } from './scenarios/remixes';
import { resumableUploadScenarios } from './scenarios/resumable-upload';
import { observabilityScenarios } from './scenarios/observability';
import { streamingScenarios } from './scenarios/streaming';
import { uploadScenarios } from './scenarios/upload';
import { webScenarios } from './scenarios/web';
import { writeMixScenarios } from './scenarios/write-mix';
import { RunResources, runMain } from './run-resources';
import { ensureWebBuild } from './web-build';

interface ScenarioGroup {
  /** The scenario numbers this group measures. */
  covers: number[];
  /** The lettered results it makes, where a run may pick some of them (`--only 8a`). */
  produces?: string[];
  label: string;
  run: (ctx: BenchContext) => Promise<BenchResult[]>;
}

const GROUPS: ScenarioGroup[] = [
  { covers: [1, 2], label: 'feed: first page vs baseline, deep page', run: feedScenarios },
  { covers: [2], label: 'EXPLAIN of the hot queries', run: explainScenarios },
  {
    covers: [3, 4],
    produces: ['3r', '3', '4a', '4b', '4c', '4d', '4e', '4f', '4g', '4h', '4i'],
    label: 'unread count, video detail, comments, creators',
    run: readScenarios,
  },
  { covers: [5], label: 'write mix', run: writeMixScenarios },
  { covers: [6], label: 'streaming', run: streamingScenarios },
  { covers: [7], produces: ['7a', '7b', '7c', '7d'], label: 'upload', run: uploadScenarios },
  { covers: [7], produces: ['7e', '7f'], label: 'resumable upload: connection killed halfway (local, S3)', run: resumableUploadScenarios },
  { covers: [8], produces: ['8a', '8b', '8c'], label: 'media pipeline', run: pipelineScenarios },
  { covers: [8], produces: ['8d', '8e'], label: 'content credentials: read time per upload, memory on a large file', run: credentialsScenarios },
  { covers: [9], label: 'creators.recompute', run: recomputeScenarios },
  { covers: [10], label: 'web', run: webScenarios },
  { covers: [10], label: 'web: Lighthouse mobile (feed, video, profile)', run: lighthouseScenarios },
  { covers: [10], label: 'web: first feed screen bytes, cold cache', run: screenBytesScenarios },
  { covers: [11], label: 'compression: CPU cost, first screen bytes', run: compressionScenarios },
  { covers: [12], label: 'discovery: For You vs Latest, feed.rank', run: discoveryScenarios },
  { covers: [13], label: 'blocks and mutes: filtered viewer vs plain viewer', run: safetyScenarios },
  { covers: [14], label: 'search: first page vs Latest, suggestions, relevance', run: searchScenarios },
  { covers: [15], produces: ['15a', '15b'], label: 'remixes: detail with its lineage, a deep remixes page', run: remixScenarios },
  { covers: [16], label: 'observability: the feed with metrics and tracing on vs off', run: observabilityScenarios },
  {
    covers: [17],
    produces: ['17a', '17b', '17c'],
    label: 'phone streaming: swipe to first frame, bandwidth drop, bytes (issue 37)',
    run: phoneStreamingScenarios,
  },
];

const elapsed = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const args = parseBenchArgs(process.argv.slice(2));
  const { profile, only } = args;
  const config = loadConfig();
  const dataDir = resolve(REPO_ROOT, config.dataDir, 'bench');
  const started = performance.now();
  const resources = new RunResources(config);
  const results: BenchResult[] = [];
  let broken = false;
  try {
    console.log(`GenAlpha bench (${profile.mode})`);
    const { db, url } = await resources.openDatabase();
    if (await ensureSeeded(db, profile.seed)) console.log(`seeded in ${elapsed(started)}`);
    else console.log('the bench database holds this size of seed data already');
    await seedRepository.setMedia(db, await ensureSeedObjects(dataDir));
    const webBuildProblem = only.length === 0 || only.includes(10) || only.includes(11) ? ensureWebBuild() : undefined;
    if (webBuildProblem) console.warn(`${webBuildProblem}: the web scenario measures the build that is there, if any`);
    const machine = await describeMachine(db);

    const stack = await resources.startStack(dataDir);
    console.log(`API and worker ready on ${stack.baseUrl} (${elapsed(started)}); logs in ${stack.logsDir}`);
    const wants = (ids: string[]) => wanted(args, ids);
    const ctx: BenchContext = {
      profile,
      stack,
      db,
      databaseUrl: url,
      facts: await findSeedFacts(db),
      results,
      wants,
      startAnotherStack: (dir, env) => resources.startAnotherStack(dir, env),
    };
    for (const group of GROUPS) {
      if (!wants(group.produces ?? group.covers.map(String))) continue;
      const groupStarted = performance.now();
      try {
        results.push(...(await group.run(ctx)));
        console.log(`  ${group.label.padEnd(48)} ${elapsed(groupStarted)}`);
      } catch (error) {
        broken = true;
        const message = error instanceof Error ? error.message : String(error);
        console.error(`  ${group.label}: ${message}`);
        results.push({ id: String(group.covers[0]), scenario: group.label, target: 'runs', pass: false, check: true, note: `the scenario broke: ${message}` });
      }
    }
    await resources.stop();

    console.log(`\n${formatTable(results)}\n`);
    const missed = results.filter((r) => r.pass === false && !r.check);
    const failedChecks = results.filter((r) => r.pass === false && r.check);
    let written = 'a partial run (--only) leaves bench/RESULTS.md and the results files as they are';
    if (only.length === 0) {
      writeReport({
        mode: profile.mode,
        date: new Date().toISOString(),
        machine,
        seed: profile.seed,
        durationSeconds: (performance.now() - started) / 1000,
        results,
      });
      written = `written to bench/RESULTS.md and ${relative(REPO_ROOT, resultsFile(profile.mode))}`;
    }
    console.log(`${results.filter((r) => r.pass).length} met, ${missed.length} missed, ${failedChecks.length} failed checks; ${written} (${elapsed(started)})`);
    // A missed performance target on a shared machine is a finding, not a broken build; a failed correctness check or a broken scenario is.
    return broken || failedChecks.length > 0 ? 1 : 0;
  } finally {
    await resources.stop();
  }
}

runMain(main);
