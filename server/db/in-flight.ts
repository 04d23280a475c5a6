/**
 * A database call started now and awaited later, while other work runs (the release reads the next chunk's
 * exclusions and the next page of lists, and writes the last chunk, while it ranks): its failure is handled where it
 * is awaited, and meanwhile does not count as an unhandled rejection, which would end the process.
 */
export function inFlight<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
