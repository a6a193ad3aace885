/** What an e-mail change link asks for: the path after /email-change/ is `confirm/{token}` or `report/{token}`. */
export interface EmailChangeLink {
  action: 'confirm' | 'report';
  token: string;
}

export function parseEmailChangeLink(rest: string | undefined): EmailChangeLink | null {
  const [action, token, ...extra] = (rest ?? '').split('/').filter(Boolean);
  if ((action !== 'confirm' && action !== 'report') || !token || !/^[0-9a-f]{64}$/i.test(token) || extra.length > 0) return null;
  return { action, token };
}
