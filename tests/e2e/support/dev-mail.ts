import { E2E_PORT } from './e2e-env';

const fromHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

/**
 * The newest mail to an address, read from the main server's dev outbox page (/dev/outbox, which lists the newest
 * mail first; the main e2e server has no SMTP), or none yet.
 */
export async function newestMail(email: string): Promise<{ subject: string; text: string } | undefined> {
  const page = await (await fetch(`http://localhost:${E2E_PORT}/dev/outbox`)).text();
  for (const [, subject, to, text] of page.matchAll(/<article><h2>(.*?)<\/h2><p>to (.*?) at .*?<\/p><pre>([\s\S]*?)<\/pre><\/article>/g))
    if (fromHtml(to!) === email) return { subject: fromHtml(subject!), text: fromHtml(text!) };
  return undefined;
}

/**
 * The newest sign-in mail to an address, read from the server's dev outbox:
 * its text as the person would see it, the 6-digit code and the magic link's path.
 */
export async function newestSignInMail(email: string): Promise<{ text: string; code: string; linkPath: string }> {
  const row = await newestMail(email);
  const code = row?.subject.match(/^\d{6}/)?.[0];
  const link = row?.text.match(/https?:\/\/\S+\/login\/magic-link\?\S+/)?.[0];
  if (!row || !code || !link) throw new Error(`no sign-in mail to ${email}`);
  const url = new URL(link);
  return { text: row.text, code, linkPath: url.pathname + url.search };
}
