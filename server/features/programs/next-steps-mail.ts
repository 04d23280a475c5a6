import type { Mail } from '../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The "next steps" mail the wizard's success alert promises (docs/product-rules.md#event-format-wizard): the format's id, and how its host manages
 * and publishes it. A format made without an account is claimed by signing in with this address on the device that
 * made it; one made signed in is already in the host's formats.
 *
 * Made signed out, the address is whatever was typed, by anyone: the mail then says only our own words and the link,
 * never the title (nor the address itself, whose local part is typed too), so nobody can make us mail their words
 * to a stranger. Made signed in, it goes to the account's own address, proven by its sign-in, and names the format.
 */
export function nextStepsMail(options: {
  to: string;
  id: string;
  /** The format's title when its host made it signed in; null when it was made without an account. */
  ownTitle: string | null;
  linkBase: string;
  brandName: string;
}): Mail {
  const { to, id, ownTitle, linkBase, brandName } = options;
  const claimed = ownTitle !== null;
  const formats = `${linkBase}/host/formats`;
  const signIn = `${linkBase}/login?redirectedFrom=${encodeURIComponent('/host/formats')}`;
  const steps = claimed
    ? [`It is a draft in your formats: check it, then publish it so people can say they're interested.`, formats]
    : [
        `To manage it, see who's interested and publish it, sign in with the e-mail address this mail was sent to, on the device you made it on: the format becomes yours.`,
        signIn,
      ];
  const why = `You're getting this because someone (hopefully you) created an event format on ${brandName} with this address. If that wasn't you, ignore this mail: without signing in with this address, nobody can publish the format.`;
  const saved = claimed ? `Your event format "${ownTitle}" is saved.` : 'Your event format is saved.';
  const text = [`${saved} Event ID: ${id}.`, '', ...steps, '', 'Nothing is public until you publish it.', '', why].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#292524">
<p>${claimed ? `Your event format <strong>${escapeHtml(ownTitle)}</strong> is saved.` : 'Your event format is saved.'} Event ID: ${escapeHtml(id)}.</p>
<p>${escapeHtml(steps[0]!)}</p>
<p><a href="${escapeHtml(steps[1]!)}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#9a3412;color:#fff;text-decoration:none">${claimed ? 'see your formats' : 'sign in to manage it'}</a></p>
<p>Nothing is public until you publish it.</p>
<p style="color:#57534e;font-size:13px">${escapeHtml(why)}</p>
</body></html>`;
  const subject = claimed ? `Next steps for your event format "${ownTitle}"` : `Next steps for your event format on ${brandName}`;
  return { to, subject, text, html };
}
