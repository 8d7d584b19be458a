// Forwarding confirmations as mail providers send them to a new forwarding address, written for these tests
// after the providers' published descriptions (the sender, where the code and the link are), and look-alikes:
// the same words from a domain not the provider's, or with a link to another host. Cloudflare's verdict on top.

/** Cloudflare's verdict for a mail the provider's own domain signed (DKIM aligned, DMARC pass). */
export const providerPass = (domain: string, mailFrom = `bounce@${domain}`) =>
  `mx.cloudflare.net; dkim=pass header.d=${domain} header.s=s1; spf=pass smtp.mailfrom=${mailFrom}; dmarc=pass (p=REJECT) header.from=${domain}`;

/** A subject in UTF-8, as RFC 2047 writes it. */
const encoded = (subject: string) => `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(subject)))}?=`;

export function providerMail(o: {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  authResults?: string[];
  date?: string;
}): string {
  const domain = o.from.slice(o.from.lastIndexOf("@") + 1).replace(/>$/, "");
  const headers = [
    ...(o.authResults ?? [providerPass(domain)]).map((v) => `Authentication-Results: ${v}`),
    `From: ${o.from}`,
    `To: ${o.to}`,
    `Subject: ${/^[\x20-\x7e]*$/.test(o.subject) ? o.subject : encoded(o.subject)}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    `Date: ${o.date ?? "Mon, 05 Oct 2026 10:00:00 +0000"}`,
    "MIME-Version: 1.0",
  ];
  const text = o.text.replace(/\n/g, "\r\n");
  if (!o.html) return `${headers.join("\r\n")}\r\nContent-Type: text/plain; charset="utf-8"\r\n\r\n${text}`;
  return [
    ...headers,
    'Content-Type: multipart/alternative; boundary="alt"',
    "",
    "--alt",
    'Content-Type: text/plain; charset="utf-8"',
    "",
    text,
    "--alt",
    'Content-Type: text/html; charset="utf-8"',
    "",
    o.html,
    "--alt--",
    "",
  ].join("\r\n");
}

export const GMAIL_LINK = "https://mail-settings.google.com/mail/vf-%5BANGjdJ8xQ2%5D-Tk4sY2zL9wQ";

export const gmailEnglish = (to: string, link = GMAIL_LINK) =>
  providerMail({
    to,
    from: "Gmail Team <forwarding-noreply@google.com>",
    subject: "(#123456789) Gmail Forwarding Confirmation - Receive Mail from pat@example.org",
    text: `pat@example.org has requested to automatically forward mail to your email
address ${to}.
Confirmation code: 123456789

To allow pat@example.org to automatically forward mail to your address,
please click the link below to confirm the request:

${link}

If you click the link and it appears to be broken, please copy and paste it
into a new browser window.

Thanks for using Gmail!

Sincerely,

The Gmail Team

If you do not approve this request, no further action is required.
pat@example.org cannot automatically forward messages to your email address
unless you confirm the request by clicking the link above.
`,
  });

/** Gmail writes in the account's language; the code stays in the subject's "(#…)". */
export const gmailGerman = (to: string) =>
  providerMail({
    to,
    from: "Gmail-Team <forwarding-noreply@google.com>",
    subject: "(#987654321) Gmail-Weiterleitungsbestätigung – E-Mails von kim.weber@example.de empfangen",
    text: `kim.weber@example.de hat angefordert, E-Mails automatisch an Ihre E-Mail-Adresse
${to} weiterzuleiten.
Bestätigungscode: 987654321

Klicken Sie auf den folgenden Link, um die Anfrage zu bestätigen:

https://mail-settings.google.com/mail/vf-%5BANGjdJ9pQ1%5D-Zr2uX4mM7aB

Vielen Dank, dass Sie Gmail nutzen.
Ihr Gmail-Team
`,
  });

/** Gmail in Spanish, as HTML only: the link is an anchor's href. */
export const gmailSpanishHtml = (to: string) =>
  providerMail({
    to,
    from: "Equipo de Gmail <forwarding-noreply@google.com>",
    subject: "(#555123777) Confirmación de reenvío de Gmail: recibir correo de ana.lopez@example.es",
    text: "",
    html: `<p>ana.lopez@example.es ha solicitado reenviar correo automáticamente a tu dirección ${to}.</p>
<p>Código de confirmación: 555123777</p>
<p><a href="https://mail-settings.google.com/mail/vf-%5BANGjdJ7zz%5D-Qw8?hl=es&amp;x=1">Confirmar</a></p>
<p><a href="https://support.google.com/mail/answer/10957">Ayuda</a></p>`,
  });

export const outlookCom = (to: string) =>
  providerMail({
    to,
    from: "Microsoft account team <account-security-noreply@accountprotection.microsoft.com>",
    subject: "Confirm your forwarding address",
    text: `Microsoft account

Someone asked to forward email from pat.lee@outlook.com to ${to}.

To confirm, use this security code: 482913

Or open https://account.live.com/forwarding/confirm?code=482913&mkt=en-US

Privacy statement: https://go.microsoft.com/fwlink/?LinkId=521839

Thanks,
The Microsoft account team
`,
  });

export const yahooMail = (to: string) =>
  providerMail({
    to,
    from: "Yahoo <no-reply@cc.yahoo-inc.com>",
    subject: "Verify your forwarding address",
    text: `Hi,

sam.rivera@yahoo.com would like to forward their Yahoo Mail to ${to}.
Verify this address to start forwarding:

https://login.yahoo.com/account/verify-forwarding?token=Zm9yd2FyZC10ZXN0

Need help? https://help.yahoo.com/kb/SLN22028.html
`,
  });

export const gmxMail = (to: string) =>
  providerMail({
    to,
    from: "GMX <service@gmx.net>",
    subject: "Confirm e-mail forwarding to your inbox",
    text: `Hello,

the GMX mailbox jo.berg@gmx.net wants to forward its e-mails to ${to}.

Please confirm the e-mail forwarding:
https://forwarding.gmx.com/confirm?id=4f2a91c0d3

Your GMX Team
`,
  });

/** iCloud Mail, as HTML only: the code in the body, a help desk's no-reply address before the person's. */
export const icloudHtml = (to: string) =>
  providerMail({
    to,
    from: "iCloud <noreply@email.apple.com>",
    subject: "Verify your iCloud Mail forwarding address",
    text: "",
    html: `<p>Replies go to <a href="mailto:support-noreply@apple.com">support-noreply@apple.com</a>.</p>
<p>lee.chen@icloud.com asked to forward mail to ${to}.</p>
<p>Verification code: <b>604218</b></p>
<p><a href="https://www.icloud.com/mail/forwarding/verify?t=8d1c">Verify address</a></p>`,
  });

/** A receipt forwarded by the person that names a "confirmation code" (an airline's booking). */
export const BOOKING_RECEIPT = `---------- Forwarded message ---------
From: Skyline Air <bookings@skylineair.example>
Date: Sat, 3 Oct 2026 at 14:02
Subject: Your booking is confirmed
To: Pat <pat@example.org>

Your booking is confirmed.
Confirmation code: 73920481
Flight SK 204, 12 Nov 2026
Fare: $180.00
Taxes and fees: $38.40
Total charged: $218.40
Charged to Visa ending in 4242.
`;
