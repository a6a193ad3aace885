/** Swedish texts of the account remote. */
export const TEXTS = {
  login: {
    heading: 'Logga in',
    email: 'Mejladress',
    password: 'Lösenord',
    submit: 'Logga in',
    sending: 'Loggar in …',
    invalidEmail: 'Mejladressen är inte giltig.',
    required: 'Value is required',
    noAccount: 'Inget konto? Skapa ett här.',
    forgotPassword: 'Glömt lösenordet? Återställ lösenord här.',
    newTab: '(öppnas i ny flik)',
  },
  register: {
    heading: 'Skapa konto',
    intro: 'Med ett konto kan du spara viner, skapa listor och följa andra användare.',
    haveAccount: 'Har du redan ett konto? Logga in',
  },
  reset: { heading: 'Återställ lösenord', intro: 'Ange din mejladress så skickar vi en länk för att välja ett nytt lösenord.' },
  confirmReset: { heading: 'Välj nytt lösenord', intro: 'Ange ditt nya lösenord.' },
  profile: {
    heading: 'Min profil',
    tabsLabel: 'Profilens delar',
    saved: 'Sparade viner',
    lists: 'Mina listor',
    following: 'Följer',
    savedIntro: 'Viner du har sparat visas här.',
    listsIntro: 'Listor du har skapat eller sparat visas här.',
    followingIntro: 'Användare du följer visas här.',
  },
} as const;
