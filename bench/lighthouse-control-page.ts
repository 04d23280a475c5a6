import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The control of bench:lighthouse: a static page with a heading and a paragraph, no script, no style sheet, served
 * from a server of its own. Lighthouse's figures for it are the browser's own floor on the machine at hand. On a slow
 * or busy machine Chromium's own first task (making the page's context, parsing the HTML) is long enough to count as
 * blocking time under the simulated 4x slowdown, so a brand's TBT read beside the control's tells the page's share
 * from the machine's.
 *
 * The control is read twice: bare, and with the headers by which the app's own documents ask the browser to isolate
 * and protect them (policyHeaders). Those cost the browser work before any of the page's own: with
 * Cross-Origin-Opener-Policy: same-origin, Chromium commits the navigation twice, the second time in a new renderer
 * process (the page gets a browsing context group of its own), and that commit is long. The second reading is the
 * floor a brand's landing stands on. Figures: docs/decisions/0015-landing-first-load-under-lighthouse.md.
 */
export const CONTROL_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="The control page of bench:lighthouse.">
    <title>Control page</title>
  </head>
  <body>
    <main>
      <h1>Control page</h1>
      <p>A static page without script or style sheet: what the browser costs on this machine.</p>
    </main>
  </body>
</html>
`;

/** The response headers that set how a browser isolates and protects a document (security policies), by name. */
const POLICY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** A document's security-policy headers out of all its response headers (content, caching and the rest left out). */
export function policyHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const policies: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && POLICY_HEADERS.has(name.toLowerCase())) {
      policies[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return policies;
}

/**
 * The security-policy headers a server sends with the document at `url`, read on a connection of its own that is
 * closed after it: a kept-alive one (fetch's) held the app server's stop at the end of bench:lighthouse for its full
 * 10 s ("shutdown took too long").
 */
export function documentPolicyHeaders(url: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { Accept: 'text/html' } }, (response) => {
        response.resume();
        response.on('end', () => resolve(policyHeaders(response.headers)));
      })
      .on('error', reject);
  });
}

export interface ControlPage {
  url: string;
  close(): Promise<void>;
}

/** Serves the control page on 127.0.0.1 (port 0: any free one) until closed, with `headers` besides its own. */
export async function serveControlPage(port = 0, headers: Record<string, string> = {}): Promise<ControlPage> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(CONTROL_PAGE);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
