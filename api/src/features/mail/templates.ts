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
