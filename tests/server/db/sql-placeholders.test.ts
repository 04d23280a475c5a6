import { describe, expect, it } from 'vitest';
import { numberedPlaceholders } from '../../../server/db/sql-placeholders';

describe('numbered placeholders for PostgreSQL', () => {
  it('numbers each ? in order', () => {
    expect(numberedPlaceholders('SELECT a FROM t WHERE b = ? AND c IN (?, ?)')).toBe('SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)');
  });

  it('leaves question marks in string literals, quoted names and comments alone', () => {
    expect(numberedPlaceholders(`SELECT 'why?', 'it''s ?', "odd?name" FROM t -- really?\nWHERE a = ?`)).toBe(
      `SELECT 'why?', 'it''s ?', "odd?name" FROM t -- really?\nWHERE a = $1`,
    );
  });
});
