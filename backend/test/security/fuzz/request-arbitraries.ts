import fc from 'fast-check';
import { OpenApiDocument, OpenApiOperation, SchemaObject, fillPath, resolveSchema } from '../testing/openapi-document';

export type Role = 'visitor' | 'owner' | 'other' | 'moderator' | 'admin';

/** What the generated requests aim at besides random values: real ids, usernames, uploads and access tokens. */
export interface FuzzTargets {
  ids: { video: string[]; comment: string[]; user: string[]; notification: string[]; token: string[]; appeal: string[] };
  usernames: string[];
  /** Secrets of access tokens: the owner's of each scope, staff's with every scope, one revoked. */
  tokenSecrets: string[];
  /** Upload URLs of the owner that may still be unclaimed (video files and images). */
  uploadUrls: string[];
  ownOrigin: string;
}

export interface FuzzRequest {
  role: Role;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Strings that have broken parsers, validators and SQL before. */
const NASTY = [
  '',
  ' ',
  '   ',
  '..',
  '../..',
  '%',
  '%00',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u202e\u0301',
  '💥'.repeat(30),
  'a'.repeat(1001),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '{00000000-0000-4000-8000-000000000000}',
];

/** Any character from U+0000 to U+00FF: control characters included. */
const lowChar = fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code));
const text = (maxLength = 60) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: lowChar, maxLength }),
    fc.constantFrom(...NASTY),
    fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY), fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
  );
/** JSON nested deeper than anything legitimate. */
const deep = fc.integer({ min: 20, max: 5000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
/** Header values must be printable ASCII to be sent at all. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 80 });

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** Timestamps around what a keyset cursor holds, including ones PostgreSQL cannot take. */
const cursorTime = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2025-01-01 12:00:00.123456+00',
    '1',
    '2025',
    'Tue Mar 01 2022',
    '2025-02-30T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '9999-12-31T23:59:59Z',
    'infinity',
    '0001-01-01',
  ),
  text(),
);
const cursor = fc.oneof(
  fc.tuple(cursorTime, fc.oneof(fc.uuid(), text())).map((keyset) => Buffer.from(JSON.stringify(keyset)).toString('base64url')),
  fc.jsonValue().map((value) => Buffer.from(JSON.stringify(value) ?? '').toString('base64url')),
  text(),
);

function stringFor(name: string, schema: SchemaObject, targets: FuzzTargets): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  const lengths = fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ` ${'y'.repeat(Math.max(0, max - 1))} `);
  const byName: Record<string, () => fc.Arbitrary<string>> = {
    email: () =>
      fc.oneof(
        fc.emailAddress(),
        fc.emailAddress().map((e) => e.toUpperCase()),
      ),
    password: () => fc.string({ maxLength: 300 }),
    currentPassword: () => fc.string({ maxLength: 300 }),
    newPassword: () => fc.string({ maxLength: 300 }),
    code: () => fc.constantFrom('generationalpha', 'GenerationAlpha', 'generationalpha '),
    videoUrl: () => fc.oneof(fc.constantFrom(...targets.uploadUrls), fc.webUrl(), fc.constantFrom('/objects/uploads/x', '/objects/../package.json')),
    avatarImageURL: () => fc.oneof(fc.constantFrom(...targets.uploadUrls), fc.webUrl()),
    avatarUrl: () =>
      fc.oneof(
        fc.constantFrom(...targets.uploadUrls.map((url) => new URL(url).pathname)),
        fc.uuid().map((id) => `/objects/avatars/${id}/${id}.jpg`),
      ),
    website: () => fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://', 'ftp://example.com')),
    aspectRatio: () =>
      fc.oneof(
        fc.constantFrom('auto', '16:9', '9:16', '1:1', '0:1', '99999999999:1', '16/9'),
        fc.tuple(fc.nat(), fc.nat()).map(([w, h]) => `${w}:${h}`),
      ),
    tags: () => fc.array(text(55), { maxLength: 25 }).map((tags) => tags.join(', ')),
    // Muted words: patterns and markup must be taken literally (muted-words.md).
    words: () => fc.oneof(text(120), fc.constantFrom('.*', '\\b', '(a+)+$', '[', '%', '_', '#', '#cats', 'CATS', '\u0000', 'a'.repeat(10_000))),
    username: () => fc.oneof(fc.stringMatching(/^[a-z0-9]{1,50}$/), fc.constantFrom(...targets.usernames, 'admin', 'api')),
    /** What an appeal names: any real video, comment or account (a removed video of the owner's among them). */
    targetId: () => fc.constantFrom(...targets.ids.video, ...targets.ids.comment, ...targets.ids.user),
  };
  const special = byName[name]?.();
  const generic = schema.format === 'uri' ? fc.webUrl() : schema.format === 'uuid' ? fc.uuid() : text(max + 10);
  return fc.oneof({ arbitrary: special ?? generic, weight: 4 }, { arbitrary: lengths, weight: 1 }, { arbitrary: text(), weight: 1 });
}

/** A value meant to fit `schema`, now and then at or past its limits, null, or of the wrong type. */
export function valueFor(document: OpenApiDocument, name: string, raw: SchemaObject, targets: FuzzTargets): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, raw);
  let fitting: fc.Arbitrary<unknown>;
  if (schema.enum) fitting = fc.oneof(fc.constantFrom(...schema.enum), text(20));
  else if (schema.type === 'boolean') fitting = fc.boolean();
  else if (schema.type === 'number' || schema.type === 'integer')
    fitting = fc.integer({ min: (schema.minimum ?? -1000) - 2, max: (schema.maximum ?? 1000) + 2 });
  else if (schema.type === 'object') fitting = objectFor(document, schema, targets);
  else if (schema.type === 'array') fitting = arrayFor(document, name, schema, targets);
  else fitting = stringFor(name, schema, targets);
  return fc.oneof(
    { arbitrary: fitting, weight: 8 },
    { arbitrary: schema.nullable ? fc.constant(null) : wrongType, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
  );
}

/** Lists of distinct allowed values (up to one past maxItems) mostly, else of anything an item may be. */
function arrayFor(document: OpenApiDocument, name: string, schema: SchemaObject, targets: FuzzTargets): fc.Arbitrary<unknown[]> {
  const items = resolveSchema(document, schema.items ?? {});
  const maxLength = (schema.maxItems ?? 5) + 1;
  const anyItems = fc.array(valueFor(document, name, items, targets), { maxLength });
  if (!items.enum) return anyItems;
  return fc.oneof({ arbitrary: fc.uniqueArray(fc.constantFrom(...items.enum), { maxLength }), weight: 3 }, { arbitrary: anyItems, weight: 1 });
}

function objectFor(document: OpenApiDocument, schema: SchemaObject, targets: FuzzTargets): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) =>
    fc.option(
      valueFor(document, name, property, targets).map((value) => [name, value] as const),
      { freq: required.has(name) ? 20 : 2 },
    ),
  );
  const unknown = fc.option(fc.tuple(fc.constantFrom('isAdmin', 'userId', 'id', '__proto__', 'constructor', 'likesCount'), wrongType), { freq: 10 });
  return fc.tuple(fc.tuple(...fields), unknown).map(([entries, extra]) => {
    const body: Record<string, unknown> = {};
    for (const entry of entries) if (entry) body[entry[0]] = entry[1];
    if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true });
    return body;
  });
}

interface EncodedBody {
  contentType?: string;
  body?: string;
}

function bodyFor(document: OpenApiDocument, operation: OpenApiOperation, targets: FuzzTargets): fc.Arbitrary<EncodedBody> {
  const json = (value: unknown): EncodedBody => ({ contentType: 'application/json', body: JSON.stringify(value) });
  const none = fc.constant<EncodedBody>({});
  if (operation.method === 'get') return none;
  const garbage = fc.oneof(
    text(200).map((body) => ({ contentType: 'application/json', body })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          'application/xml',
        ),
        text(),
      )
      .map(([contentType, body]) => ({ contentType, body: body || 'a=b' })),
    fc.jsonValue().map(json),
    deep.map((body) => ({ contentType: 'application/json', body })),
  );
  if (!operation.requestBody) return fc.oneof({ arbitrary: none, weight: 8 }, { arbitrary: garbage, weight: 2 });
  const fitting = objectFor(document, resolveSchema(document, operation.requestBody), targets).map(json);
  return fc.oneof({ arbitrary: fitting, weight: 8 }, { arbitrary: garbage, weight: 2 }, { arbitrary: none, weight: 1 });
}

function queryFor(document: OpenApiDocument, operation: OpenApiOperation, targets: FuzzTargets): fc.Arbitrary<string> {
  const params = operation.parameters.filter((parameter) => parameter.in === 'query');
  const values = params.map((parameter) =>
    fc.option(
      parameter.name === 'cursor'
        ? cursor
        : valueFor(document, parameter.name, parameter.schema, targets).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      { freq: 2 },
    ),
  );
  const unknown = fc.option(fc.tuple(fc.constantFrom('foo', 'limit', 'userId', '__proto__', 'cursor[]'), text(10)), { freq: 8 });
  return fc.tuple(fc.tuple(...values), unknown).map(([given, extra]) => {
    const search = new URLSearchParams();
    params.forEach((parameter, i) => given[i] !== null && search.append(parameter.name, given[i] as string));
    if (extra) search.append(extra[0], extra[1]);
    const query = search.toString();
    return query ? `?${query}` : '';
  });
}

/** The real ids a path parameter may take: videos under /videos/{id}, comments under /comments/{id}, and so on. */
function knownValues(path: string, name: string, targets: FuzzTargets): string[] {
  if (name === 'username') return targets.usernames;
  if (name !== 'id') return targets.ids.user;
  const kind = /^\/api\/(?:admin\/)?(videos|comments|users|notifications|tokens|appeals)\//.exec(path)?.[1];
  const byKind = {
    videos: targets.ids.video,
    comments: targets.ids.comment,
    users: targets.ids.user,
    notifications: targets.ids.notification,
    tokens: targets.ids.token,
    appeals: targets.ids.appeal,
  };
  return kind ? byKind[kind as keyof typeof byKind] : Object.values(targets.ids).flat();
}

function pathFor(operation: OpenApiOperation, targets: FuzzTargets): fc.Arbitrary<string> {
  const names = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
  const known = (name: string) => knownValues(operation.path, name, targets);
  const values = names.map((name) =>
    fc
      .oneof({ arbitrary: fc.constantFrom(...known(name)), weight: 6 }, { arbitrary: fc.uuid(), weight: 1 }, { arbitrary: text(), weight: 1 })
      .filter((value) => value !== ''),
  );
  const filled = fc.tuple(...values).map((given) => fillPath(operation.path, Object.fromEntries(names.map((name, i) => [name, given[i]]))));
  if (names.length === 0) return filled;
  // Percent-encoding no decoder accepts, sent as is.
  const undecodable = fc
    .constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF')
    .map((raw) => fillPath(operation.path, Object.fromEntries(names.map((name) => [name, '\u0001']))).replaceAll('%01', raw));
  return fc.oneof({ arbitrary: filled, weight: 12 }, { arbitrary: undecodable, weight: 1 });
}

const extraHeaders = (ownOrigin: string) =>
  fc.record(
    {
      origin: fc.constantFrom(ownOrigin, 'https://evil.example', 'null', `${ownOrigin}.evil.example`),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'),
      accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*', 'text/event-stream', 'image/*'), headerText),
      'x-request-id': headerText,
      'x-forwarded-for': fc.oneof(fc.ipV4(), headerText),
      'user-agent': headerText,
      cookie: fc.constantFrom('genalpha.sid=garbage', 'genalpha.sid=s%3Aforged.c2lnbmF0dXJl', 'theme=dark'),
    },
    { requiredKeys: [] },
  );

/** Who sends: anyone, but mostly staff on the moderation console's operations, so their input reaches the handlers. */
function roleFor(operation: OpenApiOperation): fc.Arbitrary<Role> {
  const anyone = fc.constantFrom<Role>('visitor', 'owner', 'other', 'moderator', 'admin');
  if (!operation.path.startsWith('/api/admin/')) return anyone;
  return fc.oneof({ arbitrary: fc.constantFrom<Role>('moderator', 'admin'), weight: 4 }, { arbitrary: anyone, weight: 1 });
}

/** `Authorization` values: a real access token's, or one no token has (malformed, unknown, another scheme). */
const authorizationFor = (targets: FuzzTargets) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...targets.tokenSecrets).map((secret) => `Bearer ${secret}`), weight: 4 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'bearer ga_pat_',
          'Basic dXNlcjpwYXNz',
          `Bearer ${targets.tokenSecrets[0]}x`,
          `Bearer  ${targets.tokenSecrets[0]} `,
        ),
        fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((random) => `Bearer ga_pat_${random}`),
        headerText.map((value) => `Bearer ${value}`),
      ),
      weight: 1,
    },
  );

/**
 * How the request is signed in: by the role's session alone mostly; now and then by an access token
 * instead of it (as a script would) or beside it.
 */
const credentialFor = (targets: FuzzTargets) =>
  fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.record({ authorization: authorizationFor(targets), withSession: fc.boolean() }), weight: 1 },
  );

/** Requests for one operation: valid and invalid ids, query strings, bodies and headers, as a visitor, a signed-in user, staff or an access token. */
export function requestsFor(document: OpenApiDocument, operation: OpenApiOperation, targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      role: roleFor(operation),
      path: pathFor(operation, targets),
      query: queryFor(document, operation, targets),
      encoded: bodyFor(document, operation, targets),
      headers: fc.option(extraHeaders(targets.ownOrigin), { freq: 3 }),
      credential: credentialFor(targets),
    })
    .map(({ role, path, query, encoded, headers, credential }) => {
      const all: Record<string, string> = { ...(headers ?? {}) };
      if (encoded.contentType) all['content-type'] = encoded.contentType;
      if (credential) all.authorization = credential.authorization;
      const sender = credential && !credential.withSession ? 'visitor' : role;
      const request: FuzzRequest = { role: sender, method: operation.method, path: path + query, headers: all, body: encoded.body };
      // Counterexamples are printed with this: a 100 KB body would drown the report.
      return Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
    });
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body(${request.body.length}): ${JSON.stringify(request.body.slice(0, 300))}`;
  return `${request.role} ${request.method.toUpperCase()} ${request.path.slice(0, 300)} headers: ${JSON.stringify(request.headers)}${body}`;
}
