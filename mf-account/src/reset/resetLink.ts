/** uid and token from the path after /confirm-reset/ (the mailed link is /confirm-reset/{uid}/{token}/). */
export function parseResetLink(rest: string | undefined): { uid: string; token: string } | null {
  const [uid, token, ...extra] = (rest ?? '').split('/').filter(Boolean);
  if (!uid || !token || extra.length > 0) return null;
  return { uid, token };
}
