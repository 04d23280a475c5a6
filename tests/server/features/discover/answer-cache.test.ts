import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../../shared/weekly-cycle';
import { answerCache, type ReadyAnswer } from '../../../../server/features/discover/answer-cache';

const answer = (bytes: number, builtAt = 1): ReadyAnswer => ({
  builtAt,
  location: 'CA:ON:Toronto',
  city: CITIES[0]!,
  weekJson: '{}',
  memberIds: [],
  gzipped: Buffer.alloc(bytes),
});

describe('the ready answers', () => {
  it('hold at most their bytes, letting the one stored first go first', () => {
    const cache = answerCache(100);
    cache.set('a', answer(40));
    cache.set('b', answer(40));
    cache.set('a', answer(30, 2));
    expect(cache.bytes).toBe(70);
    cache.set('c', answer(40));
    // b was stored first (a was stored again after it): b goes.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.builtAt).toBe(2);
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(70);
  });

  it('keep no answer larger than all their bytes, and forget one on request', () => {
    const cache = answerCache(100);
    cache.set('a', answer(50));
    cache.set('big', answer(101));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.forget('a');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('keep only the bytes of an answer, not the zlib chunk they came in', () => {
    const cache = answerCache(100_000);
    const gzipped = zlib.gzipSync('{"data":[],"week":{}}');
    // What zlib hands back is a view of a larger chunk: keeping it would keep the chunk.
    expect(gzipped.buffer.byteLength).toBeGreaterThan(gzipped.length);
    cache.set('a', { ...answer(0), gzipped });
    const kept = cache.get('a')!.gzipped;
    expect(kept.buffer.byteLength).toBe(gzipped.length);
    expect(kept.equals(gzipped)).toBe(true);
    expect(cache.bytes).toBe(gzipped.length);
  });
});
