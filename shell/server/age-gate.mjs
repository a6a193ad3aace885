// The age gate without JavaScript: its form posts the answer here; the answer becomes the cookie the page
// renderer reads (render-page.mjs), and the visitor goes back to the page they were on.

/** The form's action (the same path as AGE_FORM_PATH in src/age-gate/AgeGate.tsx). */
export const AGE_GATE_PATH = '/age-gate';
const CONFIRMED_MAX_AGE_S = 400 * 24 * 3600;

/** The page to go back to: the Referer's path when it is this site's, else the home page. */
export function returnPath(referer, host) {
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/** @param {import('fastify').FastifyInstance} app */
export default async function ageGate(app) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body))),
  );
  app.post(AGE_GATE_PATH, async (request, reply) => {
    const answer = request.body?.answer;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    // 25 or over: remembered as the app does; under 25: for this browser session (the gate then blocks).
    if (answer === '25+') reply.header('Set-Cookie', `age_confirmed=true; Path=/; Max-Age=${CONFIRMED_MAX_AGE_S}; SameSite=Lax${secure}`);
    else if (answer === 'under-25') reply.header('Set-Cookie', `age_confirmed=false; Path=/; SameSite=Lax${secure}`);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(returnPath(request.headers.referer, request.host), 303);
  });
}
