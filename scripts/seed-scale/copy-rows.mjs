// `COPY … FROM STDIN` through the pg driver's own protocol hooks (what pg-copy-streams does, in the
// few lines this seeder needs): rows are encoded in COPY's text format and streamed in ~1 MB chunks.

const CHUNK_CHARS = 1 << 20;

const DAY_MS = 86_400_000;
const twoDigits = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const days = new Map();

/** `Date#toISOString` at a fraction of its cost (millions of timestamps): the day's part is cached. */
export function isoTimestamp(date) {
  const ms = date.getTime();
  const day = Math.floor(ms / DAY_MS);
  let prefix = days.get(day);
  if (prefix === undefined) days.set(day, (prefix = new Date(day * DAY_MS).toISOString().slice(0, 11)));
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${prefix}${twoDigits[Math.floor(seconds / 3600)]}:${twoDigits[Math.floor(seconds / 60) % 60]}:${twoDigits[seconds % 60]}.${String(inDay % 1000).padStart(3, '0')}Z`;
}

/** One value in COPY's text format: \N for null, backslash escapes for the separators. */
export function copyValue(value) {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return isoTimestamp(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

/** A Postgres array literal of text values (`{a,b}`), for `varchar[]` and `uuid[]` columns. */
export const copyArray = (values) =>
  `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The submittable pg's Client#query runs: it answers CopyInResponse by streaming `rows`. */
class CopyFrom {
  constructor(text, rows, width) {
    this.text = text;
    this.rows = rows;
    this.width = width;
    this.rowCount = 0;
    this.promise = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection) {
    this.pump(connection).catch((error) => {
      this.failure = error;
      connection.sendCopyFail(String(error.message).slice(0, 200));
    });
  }

  async pump(connection) {
    const stream = connection.stream;
    let buffer = '';
    for await (const row of this.rows) {
      if (row.length !== this.width) throw new Error(`row of ${row.length} values for ${this.width} columns`);
      buffer += row.map(copyValue).join('\t') + '\n';
      this.rowCount++;
      if (buffer.length >= CHUNK_CHARS) {
        connection.sendCopyFromChunk(Buffer.from(buffer, 'utf8'));
        buffer = '';
        if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
      }
    }
    if (buffer) connection.sendCopyFromChunk(Buffer.from(buffer, 'utf8'));
    connection.endCopyFrom();
  }

  handleCommandComplete() {}
  handleError(error) {
    this.failure ??= error;
  }
  handleReadyForQuery() {
    if (this.failure) this.reject(this.failure);
    else this.resolve(this.rowCount);
  }
}

/** Streams `rows` (arrays in `columns` order; any iterable or async iterable) into `table`; returns the count. */
export async function copyRows(client, table, columns, rows) {
  const copy = new CopyFrom(`copy ${table} (${columns.join(', ')}) from stdin`, rows, columns.length);
  client.query(copy);
  return copy.promise;
}
