/** Swedish messages shared by the shell and the remotes (spec sections 6 and 8). */
export const SHARED_TEXTS = {
  brand: 'Vinkompassen',
  /**
   * What an unknown wine, list, dish, user or user list says: the remote's screen in the browser, and the shell's
   * not-found page the server answers with (HTTP 404), so both say the same.
   */
  notFound: {
    product: { heading: 'Vinet hittades inte', text: 'Vinet kan ha utgått ur sortimentet eller bytt adress.', action: 'Sök efter andra viner' },
    list: { heading: 'Listan hittades inte', text: 'Listan kan ha tagits bort eller bytt namn.', action: 'Till alla vinlistor' },
    dish: { heading: 'Maträtten hittades inte', text: 'Vi har ingen maträtt med den adressen. Den kan ha bytt namn.', action: 'Alla maträtter' },
    user: { heading: 'Användaren finns inte', text: 'Vi hittade ingen användare med den adressen.' },
    userList: {
      heading: 'Listan finns inte',
      text: 'Listan finns inte, eller så är den privat. Bara den som skapat en privat lista kan se den.',
    },
  },
  defaultError: 'Någonting gick fel. Var god försök igen senare.',
  loginRequired: 'Du behöver vara inloggad för att kunna spara viner och följa användare och listor.',
  alreadyInList: 'Vinet finns redan i listan.',
  addToListFailed: 'Vi kunde tyvärr inte lägga till produkten i listan. Var god försök igen senare.',
  listPublic: 'Offentlig',
  listPrivate: 'Privat',
  listPublicInfo: 'Listan är offentlig. Andra personer med länken kan se innehållet i listan.',
  listPrivateInfo: 'Listan är privat. Bara du kan se den. Publicera listan för att kunna dela den med andra.',
  invalidEmail: 'Mejladressen är inte giltig.',
  remoteUnavailable: 'Den här delen av Vinkompassen kunde inte laddas just nu.',
  retry: 'Försök igen',
  loading: 'Laddar …',
} as const;

/** The newsletter confirmation link is unknown, expired or malformed (API 400 and the shell's confirmation page). */
export const NEWSLETTER_CONFIRM_INVALID = 'Länken är ogiltig eller har gått ut. Anmäl dig till nyhetsbrevet igen.';
