import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const ROOT = join(__dirname, '../../../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  mem_limit?: string;
  pids_limit?: number;
}

interface Compose {
  services: Record<string, Service>;
  networks: { default: { ipam: { config: Array<{ subnet: string }> } } };
}

const text = read('docker-compose.yml');
const compose = parse(text, { merge: true }) as Compose;
const { services } = compose;

/** Every `${NAME…}` of the file, as written. */
const interpolations = (name: string) => [...text.matchAll(new RegExp(`\\$\\{${name}\\b[^}]*\\}`, 'g'))].map(([match]) => match);

/** The production files, checked by reading them (no Docker engine needed). */
describe('red team: docker-compose.yml and the images', () => {
  it.each(['SESSION_SECRET', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'MINIO_APP_PASSWORD'])(
    'refuses to start without %s: every use is ${…:?message}, never a default',
    (name) => {
      const uses = interpolations(name);
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect(use).toMatch(new RegExp(`^\\$\\{${name}:\\?.+\\}$`));
    },
  );

  it('gives the API and the worker a bucket-scoped MinIO user, never the root key', () => {
    for (const name of ['api', 'worker']) {
      const env = services[name].environment!;
      expect(JSON.stringify(env)).not.toMatch(/MINIO_ROOT/);
      expect(env.S3_ACCESS_KEY_ID).toBe(services['minio-init'].environment!.APP_ACCESS_KEY);
    }
  });

  it('has the init container create that user with a policy limited to the bucket', () => {
    // Compose reads `$$` as a literal `$`: the shell expands the container's variables.
    const script = services['minio-init'].command!.join('\n').replaceAll('$$', '$');
    expect(script).toMatch(/mc admin user add local "\$APP_ACCESS_KEY" "\$APP_SECRET_KEY"/);
    expect(script).toMatch(/mc admin policy create local genalpha-app \S+/);
    expect(script).toMatch(/mc admin policy attach local genalpha-app --user "\$APP_ACCESS_KEY"/);
    const policy = JSON.parse(/echo '(\{.*\})'/.exec(script)![1]) as { Statement: Array<{ Effect: string; Action: string[]; Resource: string[] }> };
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    expect(new Set(resources)).toEqual(new Set(['arn:aws:s3:::genalpha', 'arn:aws:s3:::genalpha/*']));
    for (const statement of policy.Statement) {
      expect(statement.Effect).toBe('Allow');
      for (const action of statement.Action) expect(action).toMatch(/^s3:(Get|Put|Delete|List|Abort)[A-Za-z]*$/);
    }
  });

  it("publishes no MinIO console and only MinIO's S3 port, which presigned URLs need, on the loopback interface", () => {
    const minio = services.minio;
    expect(minio.ports).toEqual(['127.0.0.1:9000:9000']);
    expect(minio.environment!.MINIO_BROWSER).toBe('off');
    expect(minio.command!.join(' ')).not.toMatch(/console-address/);
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? []) expect({ name, port }).toEqual({ name, port: expect.stringMatching(/^127\.0\.0\.1:/) });
    }
  });

  it('pins every image by version', () => {
    const images = Object.values(services).flatMap((service) => (service.image ? [service.image] : []));
    const bases = ['docker/Dockerfile.api', 'docker/Dockerfile.worker'].flatMap((file) => {
      const dockerfile = read(file);
      // `FROM <stage>` builds on an earlier stage of the file, pinned where that stage names its image.
      const stages = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)/gm)].map(([, stage]) => stage));
      return [...dockerfile.matchAll(/^FROM (\S+)/gm)].map(([, image]) => image).filter((image) => !stages.has(image));
    });
    expect(images.length + bases.length).toBeGreaterThanOrEqual(8);
    for (const image of [...images, ...bases]) {
      expect({ image, pinned: /:(RELEASE\.[\dT-]+Z|v?\d+\.\d+(\.\d+)?)([-.][\w.-]+)?$/.test(image) }).toEqual({ image, pinned: true });
    }
  });

  it('keeps local data, secrets, installed and built files out of build contexts', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const entry of ['.data', '.env', '**/node_modules', '**/dist']) expect(ignored).toContain(entry);
  });

  it('limits the worker (ffmpeg on anyone’s uploads) in memory and processes', () => {
    expect(services.worker.mem_limit).toMatch(/^\d+[mg]$/);
    expect(services.worker.pids_limit).toBeGreaterThan(0);
  });

  it('caps Redis memory and never evicts (BullMQ requires it): full, Redis refuses writes instead of dropping jobs', () => {
    const args = services.redis.command!;
    const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
    expect(valueOf('--maxmemory')).toMatch(/^\$\{REDIS_MAXMEMORY:-\d+[mg]b\}$/);
    expect(valueOf('--maxmemory-policy')).toBe('noeviction');
  });

  it('sends the API and worker mail to Mailpit unless SMTP_URL names another server; its web inbox only on loopback', () => {
    for (const name of ['api', 'worker']) expect(services[name].environment!.SMTP_URL).toBe('${SMTP_URL:-smtp://mailpit:1025}');
    expect(services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
  });

  it('trusts X-Forwarded-For only from the compose network the proxy connects through', () => {
    const subnet = compose.networks.default.ipam.config[0].subnet;
    for (const name of ['api', 'worker']) expect(services[name].environment!.TRUST_PROXY).toBe(`\${TRUST_PROXY:-${subnet}}`);
  });
});
