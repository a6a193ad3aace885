import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const layout = (body: string) =>
  `<!doctype html><html lang="sv"><body style="font-family:Georgia,serif;color:#2b1a1f;max-width:560px;margin:auto">${body}` +
  `<p style="color:#777;font-size:12px">Vinkompassen säljer inte alkohol och har inget samarbete med Systembolaget.</p></body></html>`;

export function welcomeMail(to: string, name: string, appUrl: string): MailMessage {
  const greeting = name ? `Hej ${name}!` : 'Hej!';
  return {
    to,
    subject: 'Välkommen till Vinkompassen',
    text:
      `${greeting}\n\nVälkommen till Vinkompassen. Nu kan du spara viner, skapa listor och följa andra vinälskare.\n\n` +
      `Kom igång: ${appUrl}/winefinder\n\nSkål!\nVinkompassen`,
    html: layout(
      `<p>${escapeHtml(greeting)}</p><p>Välkommen till Vinkompassen. Nu kan du spara viner, skapa listor och följa andra vinälskare.</p>` +
        `<p><a href="${escapeHtml(appUrl)}/winefinder">Hitta ditt nästa vin med Vinväljaren</a></p><p>Skål!<br>Vinkompassen</p>`,
    ),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Återställ ditt lösenord på Vinkompassen',
    text:
      `Hej!\n\nNågon (förhoppningsvis du) har bett om att återställa lösenordet för ditt konto på Vinkompassen.\n\n` +
      `Välj ett nytt lösenord här (länken gäller i en timme och kan bara användas en gång):\n${link}\n\n` +
      `Om du inte bad om detta kan du bortse från mejlet.\n\nVinkompassen`,
    html: layout(
      `<p>Hej!</p><p>Någon (förhoppningsvis du) har bett om att återställa lösenordet för ditt konto på Vinkompassen.</p>` +
        `<p><a href="${escapeHtml(link)}">Välj ett nytt lösenord</a> (länken gäller i en timme och kan bara användas en gång).</p>` +
        `<p>Om du inte bad om detta kan du bortse från mejlet.</p>`,
    ),
  };
}

export function newsletterConfirmMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Bekräfta din prenumeration på Vinkompassens nyhetsbrev',
    text:
      `Hej!\n\nNågon (förhoppningsvis du) har anmält den här adressen till Vinkompassens nyhetsbrev.\n\n` +
      `Bekräfta att du vill ha det här (länken gäller i sju dagar):\n${link}\n\n` +
      `Om du inte anmälde dig kan du bortse från mejlet: utan bekräftelse skickar vi inget.\n\nVinkompassen`,
    html: layout(
      `<p>Hej!</p><p>Någon (förhoppningsvis du) har anmält den här adressen till Vinkompassens nyhetsbrev.</p>` +
        `<p><a href="${escapeHtml(link)}">Bekräfta prenumerationen</a> (länken gäller i sju dagar).</p>` +
        `<p>Om du inte anmälde dig kan du bortse från mejlet: utan bekräftelse skickar vi inget.</p>`,
    ),
  };
}

/** To the new address: the change happens only when this link is followed. */
export function emailChangeConfirmMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Bekräfta din nya mejladress på Vinkompassen',
    text:
      `Hej!\n\nNågon (förhoppningsvis du) vill byta mejladressen för ett konto på Vinkompassen till den här adressen.\n\n` +
      `Bekräfta bytet här (länken gäller i ett dygn och kan bara användas en gång):\n${link}\n\n` +
      `Om du inte bad om detta kan du bortse från mejlet: utan bekräftelse byts ingenting.\n\nVinkompassen`,
    html: layout(
      `<p>Hej!</p><p>Någon (förhoppningsvis du) vill byta mejladressen för ett konto på Vinkompassen till den här adressen.</p>` +
        `<p><a href="${escapeHtml(link)}">Bekräfta den nya adressen</a> (länken gäller i ett dygn och kan bara användas en gång).</p>` +
        `<p>Om du inte bad om detta kan du bortse från mejlet: utan bekräftelse byts ingenting.</p>`,
    ),
  };
}

/** To the old address: a notice, with a link that stops or undoes the change. */
export function emailChangeNoticeMail(to: string, newEmail: string, reportLink: string): MailMessage {
  return {
    to,
    subject: 'Någon vill byta mejladressen för ditt konto på Vinkompassen',
    text:
      `Hej!\n\nNågon har bett om att byta mejladressen för ditt konto på Vinkompassen till ${newEmail}. ` +
      `Bytet sker när den nya adressen bekräftas.\n\n` +
      `Var det inte du? Anmäl det här, så stoppar eller ångrar vi bytet, loggar ut alla inloggningar och skickar en länk ` +
      `för att välja nytt lösenord (länken gäller i en vecka):\n${reportLink}\n\nOm det var du behöver du inte göra något.\n\nVinkompassen`,
    html: layout(
      `<p>Hej!</p><p>Någon har bett om att byta mejladressen för ditt konto på Vinkompassen till <strong>${escapeHtml(newEmail)}</strong>. ` +
        `Bytet sker när den nya adressen bekräftas.</p>` +
        `<p>Var det inte du? <a href="${escapeHtml(reportLink)}">Anmäl det</a>, så stoppar eller ångrar vi bytet, loggar ut alla inloggningar ` +
        `och skickar en länk för att välja nytt lösenord (länken gäller i en vecka).</p><p>Om det var du behöver du inte göra något.</p>`,
    ),
  };
}
