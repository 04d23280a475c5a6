import { CODE_TTL_MS } from '../../../shared/auth';
import type { Mail } from '../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sign-in mail: the code, the magic link, the brand's name and why it was sent. */
export function signInMail(options: { to: string; code: string; link: string; brandName: string }): Mail {
  const { to, code, link, brandName } = options;
  const minutes = CODE_TTL_MS / 60_000;
  const why = `You're getting this because someone (hopefully you) asked to sign in to ${brandName}, or to create an account, with this address. If that wasn't you, ignore this mail: nothing happens without the code.`;
  const text = [
    `Your ${brandName} sign-in code is:`,
    '',
    // On a line of its own and not indented: people copy the whole line, and a leading space would be pasted too.
    code,
    '',
    `It works once, for ${minutes} minutes. Or open this link on the device you're signing in on:`,
    link,
    '',
    why,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#292524">
<p>Your ${escapeHtml(brandName)} sign-in code is:</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>It works once, for ${minutes} minutes. Or sign in with one tap:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#9a3412;color:#fff;text-decoration:none">sign in to ${escapeHtml(brandName)}</a></p>
<p style="color:#57534e;font-size:13px">${escapeHtml(why)}</p>
</body></html>`;
  return { to, subject: `${code} is your ${brandName} sign-in code`, text, html };
}
