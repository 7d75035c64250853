import { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { prettyFactory } from 'pino-pretty';
import { ConfigError } from '@genalpha/shared';

/**
 * How the launcher shows logs. The API and the worker always write pino JSON lines; with 'json'
 * they go to stdout untouched (containers, CI, pipes), with 'pretty' the launcher reads them and
 * prints them for a person, without Nest's start-up inventory of modules and routes.
 */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; else pretty at a terminal and JSON lines everywhere else. */
export function chooseLogFormat(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): LogFormat {
  const chosen = env.LOG_FORMAT?.trim();
  if (!chosen) return stdoutIsTerminal ? 'pretty' : 'json';
  if (chosen !== 'pretty' && chosen !== 'json') throw new ConfigError('LOG_FORMAT', `must be "pretty" or "json" (got "${chosen}")`);
  return chosen;
}

/** Nest's line per module, controller and route at start-up (about a hundred lines). */
const START_UP_INVENTORY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

interface LogRecord {
  level: number;
  time: number;
  service?: string;
  context?: string;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [field: string]: unknown;
}

/** "api Users: signed in", "api: GET /api/videos 200 12 ms": one line, the process first. */
function oneLine(log: LogRecord): string {
  const source = [log.service, log.context].filter(Boolean).join(' ');
  const request = log.req && log.res ? `${log.req.method} ${log.req.url} ${log.res.statusCode} ${log.responseTime} ms` : undefined;
  const message = request && log.msg === 'request completed' ? request : [log.msg, request].filter(Boolean).join(' · ');
  return source ? `${source}: ${message}` : message;
}

const prettify = prettyFactory({
  // Colours for a terminal only (not for LOG_FORMAT=pretty into a file, nor because CI is set).
  colorize: process.stdout.isTTY === true && !('NO_COLOR' in process.env),
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,service,context,req,res,responseTime',
  messageFormat: (log) => oneLine(log as LogRecord),
});

/** The launcher's own readiness probe, and any health check: answered, they are not news. */
const isHealthyProbe = (log: LogRecord) => log.req?.url?.startsWith('/api/health') === true && (log.res?.statusCode ?? 500) < 400;

/**
 * One line of a process's output as printed in the pretty format ('' drops it), named after the
 * process unless the record names its service; lines that are not JSON pass as they are.
 */
export function prettyLine(line: string, source: string): string {
  let log: LogRecord;
  try {
    log = JSON.parse(line) as LogRecord;
  } catch {
    return `${line}\n`;
  }
  if (typeof log !== 'object' || log === null || typeof log.level !== 'number') return `${line}\n`;
  if ((log.context && START_UP_INVENTORY.has(log.context)) || isHealthyProbe(log)) return '';
  return prettify({ ...log, service: log.service ?? source });
}

export class LogOutput {
  constructor(readonly format: LogFormat) {}

  /** The launcher's own messages, in the same format as the processes' logs. */
  say(message: string, fields: Record<string, unknown> = {}, level: 'info' | 'error' = 'info'): void {
    const record = { level: level === 'error' ? 50 : 30, time: Date.now(), service: 'launcher', msg: message, ...fields };
    const stream = level === 'error' ? process.stderr : process.stdout;
    stream.write(this.format === 'json' ? `${JSON.stringify(record)}\n` : prettify(record));
  }

  /** Text for a person as it is (the banner); in JSON lines, one record with the fields. */
  show(text: string, message: string, fields: Record<string, unknown>): void {
    if (this.format === 'json') this.say(message, fields);
    else process.stdout.write(text);
  }

  /** How a process speaking pino JSON lines gets its stdout and stderr. */
  stdioFor(): 'inherit' | ['inherit', 'pipe', 'pipe'] {
    return this.format === 'json' ? 'inherit' : ['inherit', 'pipe', 'pipe'];
  }

  /** Prints a process started with stdioFor(), line by line (never two processes' lines mixed). */
  attach(child: ChildProcess, name: string): void {
    if (this.format === 'json') return;
    if (child.stdout) createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => process.stdout.write(prettyLine(line, name)));
    if (child.stderr) createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => process.stderr.write(prettyLine(line, name)));
  }
}
