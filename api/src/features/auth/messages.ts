/** What the account routes answer, in Swedish. */
export const AUTH_TEXTS = {
  emailTaken: 'Det finns redan ett konto med den mejladressen.',
  wrongCredentials: 'Det går inte att logga in med de angivna uppgifterna. Kontrollera mejladress och lösenord.',
  loggedOut: 'Du är nu utloggad.',
  resetSent: 'Om det finns ett konto med den mejladressen har vi skickat ett mejl med en länk för att välja ett nytt lösenord.',
  resetInvalid: 'Länken är ogiltig, har gått ut eller har redan använts. Begär en ny länk.',
  passwordSet: 'Ditt lösenord är ändrat. Logga in med det nya lösenordet.',
  passwordChanged: 'Ditt lösenord är ändrat.',
  wrongPassword: 'Fel lösenord.',
  emailChangeSent: 'Vi har skickat en länk till den nya adressen. Adressen byts när du öppnar länken.',
  emailChanged: 'Din mejladress är ändrad. Du är utloggad på alla andra enheter.',
  emailChangeInvalid: 'Länken är ogiltig, har gått ut eller har redan använts.',
  emailChangeReported: 'Tack. Bytet av mejladress är stoppat, alla inloggningar är avslutade och vi har skickat en länk för att välja nytt lösenord.',
} as const;
