/** What a single byte range looks like: "bytes=start-end", "bytes=start-" or "bytes=-suffix" (one of the two given). */
export const BYTE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The one byte range a Range header asks of `size` bytes, or null for the whole (no header, or not one range). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? BYTE_RANGE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
