import type { MailMessage } from './send-mail.js';

/** The two mails of sign-in: plain text plus a minimal HTML part, both carrying the link. */

export function passwordResetMail(to: string, url: string, projectName: string): MailMessage {
  return {
    to,
    subject: 'Password Reset Request',
    text: `A password reset was requested for your ${projectName} account (${to}).\n\nReset your password: ${url}\n\nThe link works once and expires in one day. If you did not ask for it, ignore this mail.\n`,
    html: page(
      `<p>A password reset was requested for your ${escapeHtml(projectName)} account (${escapeHtml(to)}).</p><p><a href="${escapeHtml(url)}">Reset your password</a></p><p>The link works once and expires in one day. If you did not ask for it, ignore this mail.</p>`,
    ),
  };
}

export function userInvitationMail(to: string, url: string, projectName: string): MailMessage {
  return {
    to,
    subject: `You have been invited to ${projectName}`,
    text: `You have been invited to ${projectName}.\n\nAccept the invitation and choose a password: ${url}\n\nThe link expires in seven days.\n`,
    html: page(
      `<p>You have been invited to ${escapeHtml(projectName)}.</p><p><a href="${escapeHtml(url)}">Accept the invitation</a></p><p>The link expires in seven days.</p>`,
    ),
  };
}

/** The reference's subject, "Verify your email address"; the link activates the registered account. */
export function userRegistrationMail(to: string, url: string, projectName: string): MailMessage {
  return {
    to,
    subject: 'Verify your email address',
    text: `Thank you for registering with ${projectName} (${to}).\n\nVerify your email address: ${url}\n\nThe link expires in seven days. If you did not register, ignore this mail.\n`,
    html: page(
      `<p>Thank you for registering with ${escapeHtml(projectName)} (${escapeHtml(to)}).</p><p><a href="${escapeHtml(url)}">Verify your email address</a></p><p>The link expires in seven days. If you did not register, ignore this mail.</p>`,
    ),
  };
}

/** An e-mail provider's sign-in link: "Sign in to <project>", the link and how long it works. */
export function loginLinkMail(to: string, url: string, projectName: string, lifetime: string): MailMessage {
  return {
    to,
    subject: `Sign in to ${projectName}`,
    text: `Someone asked to sign in to ${projectName} as ${to}.\n\nSign in: ${url}\n\nThe link works once and expires in ${lifetime}. If you did not ask for it, ignore this mail.\n`,
    html: page(
      `<p>Someone asked to sign in to ${escapeHtml(projectName)} as ${escapeHtml(to)}.</p><p><a href="${escapeHtml(url)}">Sign in</a></p><p>The link works once and expires in ${escapeHtml(lifetime)}. If you did not ask for it, ignore this mail.</p>`,
    ),
  };
}

/** The reference's share invitation: "<sender> has shared an item with you", with the share's app link. */
export function shareInvitationMail(to: string, url: string, sender: string, collection: string): MailMessage {
  return {
    to,
    subject: `${sender} has shared an item with you`,
    text: `Hello!\n\n${sender} has invited you to view an item in ${collection}.\n\nOpen: ${url}\n`,
    html: page(
      `<p>Hello!</p><p>${escapeHtml(sender)} has invited you to view an item in ${escapeHtml(collection)}.</p><p><a href="${escapeHtml(url)}">Open</a></p>`,
    ),
  };
}

function page(body: string): string {
  return `<!doctype html><html><body>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
