import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PoolListReader } from '../../../../server/features/discover/list-reader';

// The release reads every earlier batch list as pool indexes (list-reader.ts): what it reads must be what parsing the
// list and looking each id up in the pool gives, whatever the ids hold and however the engine wrote the list.

function readerOf(userIds: string[]) {
  const indexOf = new Map(userIds.map((userId, index) => [userId, index]));
  return { reader: new PoolListReader(userIds, indexOf), indexOf };
}

function read(reader: PoolListReader, listJson: string): number[] {
  const indexes: number[] = [];
  reader.forEachIndex(listJson, (index) => indexes.push(index));
  return indexes;
}

/** Parse, then look each id up: the plain way. */
function expected(indexOf: Map<string, number>, listJson: string): number[] {
  return (JSON.parse(listJson) as string[]).flatMap((id) => (indexOf.has(id) ? [indexOf.get(id)!] : []));
}

describe('a batch list read as pool indexes', () => {
  it('gives each member in the pool in the list’s order, repeats kept, and passes over ids not in the pool', () => {
    const members = Array.from({ length: 5000 }, () => crypto.randomUUID());
    const { reader, indexOf } = readerOf(members);
    const gone = Array.from({ length: 500 }, () => crypto.randomUUID());
    for (let list = 0; list < 300; list++) {
      const ids = Array.from({ length: 55 }, (_, k) =>
        (list * 7 + k) % 11 === 0 ? gone[(list + k) % gone.length]! : members[(list * 131 + k * 977) % members.length]!,
      );
      ids.push(ids[3]!);
      const listJson = JSON.stringify(ids);
      expect(read(reader, listJson)).toEqual(expected(indexOf, listJson));
    }
    const one = JSON.stringify([gone[0], members[42], gone[1], members[7], members[42]]);
    expect(read(reader, one)).toEqual([42, 7, 42]);
  });

  it('reads a list as PostgreSQL writes it (a space after each comma) as it reads SQLite’s', () => {
    const members = ['ana@example.com', 'ben@example.com', 'cy@example.com'];
    const { reader } = readerOf(members);
    expect(read(reader, '["cy@example.com", "ana@example.com", "dee@example.com"]')).toEqual([2, 0]);
    expect(read(reader, '["cy@example.com","ana@example.com"]')).toEqual([2, 0]);
    expect(read(reader, '[]')).toEqual([]);
  });

  it('reads ids of any characters: accents, emoji, and quotes or backslashes (written escaped), even an empty one', () => {
    const members = ['zoé@example.com', '🙂-member', 'say "hi"', 'back\\slash', 'tab\there', 'plain', 'pla', 'plainer', ''];
    const { reader, indexOf } = readerOf(members);
    for (const ids of [
      ['zoé@example.com', '🙂-member', 'plain', 'pla', 'plainer', 'plai'],
      ['plain', 'say "hi"', 'back\\slash'],
      ['tab\there', 'zoé@example.com'],
    ]) {
      const listJson = JSON.stringify(ids);
      expect(read(reader, listJson)).toEqual(expected(indexOf, listJson));
    }
    expect(read(reader, JSON.stringify(['zoé@example.com', '🙂-member', 'plai']))).toEqual([0, 1]);
    expect(read(reader, JSON.stringify(['back\\slash', 'say "hi"']))).toEqual([3, 2]);
    expect(read(reader, JSON.stringify(['plain', '', 'pla']))).toEqual([5, 8, 6]);
  });

  it('matches random ids of mixed characters exactly as parsing does', () => {
    const alphabet = 'abcXYZ019-_.@éü€🙂 ';
    const randomId = () =>
      Array.from({ length: 1 + crypto.randomInt(20) }, () => [...alphabet][crypto.randomInt([...alphabet].length)]).join('');
    const ids = [...new Set(Array.from({ length: 3000 }, randomId))];
    const members = ids.filter((_, index) => index % 2 === 0);
    const { reader, indexOf } = readerOf(members);
    for (let list = 0; list < 200; list++) {
      const listJson = JSON.stringify(Array.from({ length: 55 }, () => ids[crypto.randomInt(ids.length)]!));
      expect(read(reader, listJson)).toEqual(expected(indexOf, listJson));
    }
  });

  it('reads the plain way when two of the pool’s ids cannot be told apart by their hashes (here: the same id twice)', () => {
    const members = ['ana@example.com', 'ben@example.com', 'ana@example.com'];
    const { reader, indexOf } = readerOf(members);
    // The pool's map says which of the two it is; the hash table alone could not.
    expect(read(reader, '["ana@example.com","ben@example.com"]')).toEqual([indexOf.get('ana@example.com'), 1]);
  });

  it('refuses a list cut short, as parsing does', () => {
    const { reader } = readerOf(['ana@example.com']);
    expect(() => read(reader, '["ana@example.com","be')).toThrow(SyntaxError);
    expect(() => read(reader, 'not a list')).toThrow(SyntaxError);
  });
});
