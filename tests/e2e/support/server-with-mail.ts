import { test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { startSmtpListener, type SmtpListener } from '../../helpers/smtp-listener';
import { E2E_CLIENT_DIR } from './e2e-env';

/**
 * A spec's own server on `port`, pointed at a real SMTP listener on loopback, so codes are read from the mail as a
 * person would: started before the file's tests, stopped after them. Read `.server` and `.smtp` inside tests. `env`
 * adds configuration (e.g. a feature switch).
 */
export function ownServerWithMail(
  port: number,
  env: NodeJS.ProcessEnv = {},
): { readonly server: ServerProcess; readonly smtp: SmtpListener } {
  const own = {} as { server: ServerProcess; smtp: SmtpListener };
  test.beforeAll(async () => {
    own.smtp = await startSmtpListener();
    own.server = await startServerProcess(port, {
      SMTP_URL: own.smtp.url,
      CLIENT_DIR: E2E_CLIENT_DIR,
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    });
  });
  test.afterAll(async () => {
    await own.server.stop();
    await own.smtp.close();
  });
  return own;
}
