/**
 * The code a worker thread is started with (`new Worker(code, { eval: true })`) to load `entry`, a module beside the
 * calling one (`callerUrl` is its import.meta.url). Run from the TypeScript sources (npm start, the tests), the worker
 * loads it through tsx, like the process that starts it; run from the server bundle (scripts/build-server.ts, which
 * test runs start their servers from), the bundled `<entry>.mjs` sits beside the bundle's main file.
 */
export function workerBootstrap(callerUrl: string, entry: string): string {
  if (callerUrl.endsWith('.ts')) {
    const url = new URL(`./${entry}.ts`, callerUrl).href;
    return `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); })`;
  }
  return `import(${JSON.stringify(new URL(`./${entry}.mjs`, callerUrl).href)})`;
}
