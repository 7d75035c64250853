import { stripVTControlCharacters } from 'node:util';
import { chooseLogFormat, prettyLine as colouredLine } from './log-output';

const prettyLine = (line: string, source: string) => stripVTControlCharacters(colouredLine(line, source));

const line = (record: Record<string, unknown>) => JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12, 0, 0), pid: 1, hostname: 'h', ...record });

describe('log format', () => {
  it('is pretty at a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    expect(chooseLogFormat({}, true)).toBe('pretty');
    expect(chooseLogFormat({}, false)).toBe('json');
    expect(chooseLogFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(chooseLogFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(() => chooseLogFormat({ LOG_FORMAT: 'yaml' }, true)).toThrow('Invalid configuration: LOG_FORMAT must be "pretty" or "json" (got "yaml")');
  });
});

describe('pretty lines', () => {
  it("drops Nest's start-up inventory of modules, controllers and routes", () => {
    expect(prettyLine(line({ context: 'RouterExplorer', msg: 'Mapped {/api/videos, GET} route' }), 'api')).toBe('');
    expect(prettyLine(line({ context: 'RoutesResolver', msg: 'VideosController {/api/videos}:' }), 'api')).toBe('');
    expect(prettyLine(line({ context: 'InstanceLoader', msg: 'AppModule dependencies initialized' }), 'api')).toBe('');
  });

  it('shows a message on one line, named after its process and context', () => {
    const shown = prettyLine(line({ context: 'NestApplication', msg: 'Nest application successfully started' }), 'api');
    expect(shown).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: api NestApplication: Nest application successfully started\n$/);
    expect(prettyLine(line({ service: 'worker', msg: 'worker ready' }), 'api')).toContain('INFO: worker: worker ready');
  });

  it('shows a request as method, path, status and time, without its headers', () => {
    const request = line({
      service: 'api',
      req: { id: 'r1', method: 'POST', url: '/api/videos', headers: { 'user-agent': 'curl' } },
      res: { statusCode: 201, headers: {} },
      responseTime: 12,
      msg: 'request completed',
    });
    const shown = prettyLine(request, 'api');
    expect(shown).toContain('INFO: api: POST /api/videos 201 12 ms');
    expect(shown).not.toContain('user-agent');
  });

  it('drops answered health probes but shows failing ones', () => {
    const probe = (statusCode: number) =>
      line({ req: { method: 'GET', url: '/api/health/ready' }, res: { statusCode }, responseTime: 3, msg: 'request completed' });
    expect(prettyLine(probe(200), 'api')).toBe('');
    expect(prettyLine(probe(503), 'api')).toContain('GET /api/health/ready 503');
  });

  it('keeps an error with its stack, and passes lines that are not JSON as they are', () => {
    const error = prettyLine(line({ level: 50, msg: 'job failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at job' } }), 'worker');
    expect(error).toContain('ERROR: worker: job failed');
    expect(error).toContain('Error: boom');
    expect(prettyLine('Restarting main.js', 'api')).toBe('Restarting main.js\n');
  });
});
