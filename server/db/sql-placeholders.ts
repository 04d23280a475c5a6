/**
 * `?` placeholders (how the SQL here is written) to PostgreSQL's `$1, $2, ...`. Question marks inside string
 * literals, quoted identifiers and comments are left alone.
 */
export function numberedPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === "'" || ch === '"') {
      const end = closingQuote(sql, i, ch);
      out += sql.slice(i, end);
      i = end;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '?') {
      n += 1;
      out += `$${n}`;
      i += 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** The index just past the literal that opens at `start` (a doubled quote inside it is an escaped quote). */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}

/** `?, ?, ?` for an `IN (...)` list of `count` values (count >= 1). */
export function placeholderList(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}
