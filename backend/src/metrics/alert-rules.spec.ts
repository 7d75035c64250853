import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const PROMETHEUS = join(__dirname, '../../../docker/prometheus');

/** Runs promtool (Debian's prometheus package; .ci/run installs it) in docker/prometheus. */
function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync('promtool', args, { cwd: PROMETHEUS, encoding: 'utf8' });
  if (run.error) throw new Error(`promtool did not run (Debian: apt-get install prometheus): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('Prometheus files of docker/prometheus', () => {
  it('has a valid scrape configuration naming the rules file', () => {
    const { status, output } = promtool('check', 'config', 'prometheus.yml');
    expect(output).toContain('SUCCESS: 1 rule files found');
    expect(status).toBe(0);
  });

  it('has the six alert rules, valid (promtool check rules)', () => {
    const { status, output } = promtool('check', 'rules', 'alerts.yml');
    expect(output).toContain('SUCCESS: 6 rules found');
    expect(status).toBe(0);
  });

  it('fires each alert on made-up series, and not on healthy ones (promtool test rules)', () => {
    const { status, output } = promtool('test', 'rules', 'alerts.test.yml');
    expect(output).toContain('SUCCESS');
    expect(output).not.toContain('FAILED');
    expect(status).toBe(0);
  });
});
