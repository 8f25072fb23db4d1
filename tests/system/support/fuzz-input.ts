import fc from 'fast-check';
import { crc32 } from 'node:zlib';
import type { FuzzRoute, JsonSchema } from './fuzz-routes.js';

/**
 * fast-check arbitraries of bad input for the fuzz suite. A request built here for a route that
 * writes is refused by construction (a body or part that no contract accepts, an id that does not
 * exist); reads may be answered 200. So any write that lands, or any 2xx to a write, is a finding.
 */

export type Caller = 'guest' | 'user' | 'admin';

export type FuzzRequest = {
  method: string;
  /** Path and query, already encoded (loosely: lone surrogates and stray `%` are sent as they are). */
  url: string;
  caller: Caller;
  /** Client address (the gateway trusts X-Forwarded-For in this suite): a fresh one per request. */
  from: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  /** What the generator did, to read in a failure. */
  label: string;
};

const nul = fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`);
const loneSurrogate = fc.constantFrom('\ud800', 'x\udfffy', 'Bar \udbff', '\udc00\ud800');
/** Text that no string field of any contract accepts (SPEC text rule: no NUL, no lone surrogate). */
const unstorable = fc.oneof(nul, loneSurrogate);

const tricky = fc.constantFrom(
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '%s%s%n',
  '../../etc/passwd',
  '{{7*7}}',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  ' ',
  '',
  '\u200b\u200c\u200d',
  '\ufeff',
  'São Paulo',
  'ana@example.com',
);

/** Any text: hostile, huge, odd Unicode or ordinary. */
export const anyText = fc.oneof(
  { weight: 3, arbitrary: unstorable },
  { weight: 3, arbitrary: tricky },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 70_000 }).map((n) => 'á'.repeat(n)) },
);

const scalarOrShape = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

const typeOf = (schema: JsonSchema): string | undefined => {
  if (schema.enum) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? (schema.anyOf ?? schema.oneOf)?.map(typeOf).find(Boolean);
};

/** A value no contract accepts for a field of this schema: the wrong type, or text it cannot store. */
export function refusedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const shapes = fc.oneof(
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  );
  switch (typeOf(schema)) {
    case 'boolean':
      return fc.oneof(fc.integer({ min: 2 }), fc.constantFrom('talvez', ''), shapes, unstorable);
    case 'number':
    case 'integer':
      return fc.oneof(fc.constantFrom('abc', '', '1,5', 'NaN'), shapes, unstorable, fc.constant(true));
    case 'array':
      return fc.oneof(unstorable, fc.integer(), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));
    case 'object':
      return fc.oneof(unstorable, fc.integer(), fc.array(fc.integer(), { maxLength: 2 }));
    default:
      // string, enum or unknown: text that cannot be stored, or no text at all
      return fc.oneof({ weight: 3, arbitrary: unstorable }, fc.integer(), fc.boolean(), shapes);
  }
}

/** A value that may or may not pass: ordinary, edge or hostile, of any type. */
export function anyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const plausible =
    schema.enum !== undefined
      ? fc.constantFrom(...schema.enum)
      : typeOf(schema) === 'boolean'
        ? fc.boolean()
        : typeOf(schema) === 'number' || typeOf(schema) === 'integer'
          ? fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constant(1e12))
          : anyText;
  return fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: scalarOrShape });
}

/** `encodeURIComponent`, except that lone surrogates go out as their (invalid) UTF-8 bytes. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

const rawSegment = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '..',
  '.',
  '%2e%2e',
  'a%2Fb',
  '%FF',
);

/** A path segment for an id: an id that does not exist, or text that is no id at all. */
export const unknownId = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: anyText.filter((t) => t.length > 0 && t.length < 3_000).map(encodeLoosely) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: rawSegment },
);

/** Text for a query value: mostly plausible, so the request gets past the URL checks to the contract. */
const queryText = fc.oneof(
  { weight: 1, arbitrary: unstorable },
  { weight: 3, arbitrary: tricky },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 1_500 }).map((n) => 'á'.repeat(n)) },
);

/** A query string with the route's parameters (hostile, repeated, missing) and strangers. */
export function queryOf(route: FuzzRoute): fc.Arbitrary<string> {
  const value = (schema: JsonSchema) =>
    schema.enum
      ? fc.oneof(fc.constantFrom(...schema.enum.map(String)), queryText)
      : fc.oneof(
          queryText,
          fc.integer({ min: -3, max: 150 }).map(String),
          fc.constantFrom('true', '2026-11-23'),
        );
  const param = (name: string, schema: JsonSchema) =>
    fc.oneof(
      { weight: 4, arbitrary: value(schema).map((v) => [[name, v]]) },
      {
        weight: 1,
        arbitrary: fc
          .array(value(schema), { minLength: 2, maxLength: 3 })
          .map((vs) => vs.map((v) => [name, v])),
      },
      { weight: 2, arbitrary: fc.constant([]) },
    );
  const strangers = fc.array(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'page[]', 'x', ''), queryText),
    { maxLength: 2 },
  );
  const raw = fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: rawSegment });
  return fc
    .tuple(fc.tuple(...route.query.map((q) => param(q.name, q.schema))), strangers, raw)
    .map(([params, extra, raw]) => {
      const pairs = [...params.flat(), ...extra] as [string, string][];
      const query = pairs.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`);
      if (raw) query.push(`q=${raw}`);
      return query.length ? `?${query.join('&')}` : '';
    });
}

type Body = Pick<FuzzRequest, 'body' | 'headers' | 'label'>;

/** A JSON object with at least one field that its contract refuses, plus strangers. */
function refusedObject(properties: Record<string, JsonSchema>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(properties);
  const target = names.length ? fc.constantFrom(...names) : fc.constant('campo');
  return fc
    .tuple(
      target,
      fc.record(
        Object.fromEntries(names.map((n) => [n, fc.option(anyValue(properties[n]!), { nil: undefined })])),
      ),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'user_id', 'is_admin', 'x'), scalarOrShape, {
        maxKeys: 2,
      }),
    )
    .chain(([name, others, strangers]) =>
      refusedValue(properties[name] ?? {}).map((refused) => ({ ...strangers, ...others, [name]: refused })),
    );
}

const json = (value: unknown, label: string): Body => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
  label,
});

/** JSON that is not an object, is not JSON, is too big or too deep, or comes as another media type. */
const malformedJson: fc.Arbitrary<Body> = fc.oneof(
  fc
    .oneof(fc.constant([]), fc.integer(), fc.constant('texto'), fc.constant(null), fc.constant(true))
    .map((v) => json(v, 'not an object')),
  fc
    .constantFrom('{', '{"content":', '[', '{"a":1,}', "{'a':1}", '\u0000', '{"content":"\\ud800"')
    .map((raw) => ({ body: raw, headers: { 'content-type': 'application/json' }, label: 'not JSON' })),
  fc.constant({
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x7d]),
    headers: { 'content-type': 'application/json; charset=utf-8' },
    label: 'invalid UTF-8',
  }),
  fc.integer({ min: 2_000, max: 20_000 }).map((depth) => ({
    body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    headers: { 'content-type': 'application/json' },
    label: `nested ${depth} deep`,
  })),
  fc
    .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png')
    .map((type) => ({ body: 'content=ol%C3%A1&x=1', headers: { 'content-type': type }, label: type })),
  fc.constant({
    body: `{"content":"${'a'.repeat(1_100_000)}"}`,
    headers: { 'content-type': 'application/json' },
    label: 'over 1 MB',
  }),
);

/** The start of a PNG that declares `width`×`height` pixels (a decompression bomb when large). */
function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    ]),
  );
}

/** Files that are not the photo they claim to be. */
const hostileFile = fc.oneof(
  fc.constant({ name: 'vazia.png', type: 'image/png', data: new Uint8Array() }),
  fc
    .uint8Array({ minLength: 1, maxLength: 2_000 })
    .map((data) => ({ name: 'foto.jpg', type: 'image/jpeg', data })),
  fc.constant({
    name: 'foto.svg',
    type: 'image/svg+xml',
    data: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  }),
  fc.constant({ name: 'bomba.png', type: 'image/png', data: pngHeader(30_000, 30_000) }),
  fc.constant({ name: 'cortada.png', type: 'image/png', data: pngHeader(64, 64).slice(0, 40) }),
  fc.constant({
    name: 'script.png',
    type: 'image/png',
    data: new TextEncoder().encode('#!/bin/sh\nrm -rf /'),
  }),
);

function multipart(route: FuzzRoute): fc.Arbitrary<Body> {
  const properties = route.body?.properties ?? {};
  const files = route.body?.files.length ? route.body.files : ['photo'];
  const wellFormed = fc
    .tuple(
      fc.option(refusedObject(properties), { nil: undefined }),
      fc.array(fc.tuple(fc.constantFrom(...files, 'photos', 'outro'), hostileFile), { maxLength: 3 }),
    )
    .map(([fields, parts]): Body => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields ?? {}))
        form.append(key, typeof value === 'string' ? value : JSON.stringify(value ?? null));
      for (const [field, file] of parts)
        form.append(field, new Blob([file.data], { type: file.type }), file.name);
      return {
        body: form,
        headers: {},
        label: `multipart ${parts.map(([f, p]) => `${f}:${p.name}`).join(',')}`,
      };
    });
  const malformed = fc
    .constantFrom(
      ['multipart/form-data', '--x\r\ncontent-disposition: form-data; name="photo"\r\n\r\nabc'],
      ['multipart/form-data; boundary=', '--\r\n\r\n'],
      [
        'multipart/form-data; boundary=abc',
        '--outra\r\ncontent-disposition: form-data; name="a"\r\n\r\nb\r\n--outra--',
      ],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\ncontent-disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\u0089PNG',
      ],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\ncontent-disposition: form-data\r\n\r\nsem nome\r\n--abc--',
      ],
      ['multipart/form-data; boundary=abc', ''],
    )
    .map(([type, raw]): Body => ({
      body: raw,
      headers: { 'content-type': type },
      label: `malformed multipart`,
    }));
  return fc.oneof({ weight: 4, arbitrary: wellFormed }, { weight: 1, arbitrary: malformed }, malformedJson);
}

/** A body the route's contract refuses (or, for a route without a documented body, any junk). */
export function bodyOf(route: FuzzRoute): fc.Arbitrary<Body> {
  if (route.body?.contentType === 'multipart/form-data') return multipart(route);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: refusedObject(route.body?.properties ?? {}).map((o) => json(o, 'refused field')),
    },
    { weight: 2, arbitrary: malformedJson },
  );
}
