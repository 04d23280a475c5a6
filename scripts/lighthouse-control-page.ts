import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The control of bench:lighthouse: a static page with a heading and a paragraph, no script, no style sheet, served
 * from a server of its own. Lighthouse's figures for it are the browser's own floor on the machine at hand. On a slow
 * or busy machine Chromium's own first task (making the page's context, parsing the HTML) is long enough to count as
 * blocking time under the simulated 4x slowdown (issue 16, stop 45: 36 ms of it for this page), so a brand's TBT read
 * beside the control's tells the page's share from the machine's.
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

export interface ControlPage {
  url: string;
  close(): Promise<void>;
}

/** Serves the control page on 127.0.0.1 (port 0: any free one) until closed. */
export async function serveControlPage(port = 0): Promise<ControlPage> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
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
