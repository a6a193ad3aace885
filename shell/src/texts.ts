import { SHARED_TEXTS } from '@vinkompassen/shared-contracts';

/** Every Swedish string of the shell. */
export const TEXTS = {
  brand: SHARED_TEXTS.brand,
  defaultError: SHARED_TEXTS.defaultError,

  meta: {
    defaultTitle: 'Hitta vin som passar',
    defaultDescription:
      'Vinkompassen hjälper dig hitta viner i Systembolagets sortiment – utifrån maträtt, smak och andras tips.',
    titles: {
      toplists: 'Topplistor',
      lists: 'Vinlistor',
      list: 'Vinlista',
      product: 'Vin',
      dishes: 'Maträtter',
      dish: 'Maträtt',
      winefinder: 'Vinväljaren',
      search: 'Sök viner & användare',
      recommended: 'Våra tips',
      register: 'Skapa konto',
      login: 'Logga in',
      reset: 'Återställ lösenord',
      confirmReset: 'Välj nytt lösenord',
      emailChange: 'Byte av mejladress',
      user: 'Användare',
      profile: 'Min profil',
      userList: 'Lista',
      terms: 'Användarvillkor',
      about: 'Om Vinkompassen',
      newsletter: 'Nyhetsbrev',
      newsletterConfirm: 'Bekräfta nyhetsbrevet',
      filter: 'Filtrera',
      feed: 'Flöde',
      notFound: 'Sidan hittades inte',
    },
    descriptions: {
      toplists: 'Omtyckta viner ur Systembolagets sortiment, samlade i topplistor.',
      lists: 'Våra favoritviner ur Systembolagets fasta sortiment.',
      dishes: 'Välj en maträtt och få förslag på viner som passar till.',
      winefinder: 'Svara på några frågor så föreslår vår sommelier viner som passar dig.',
      search: 'Sök bland viner och användare.',
      about: 'Om Vinkompassen – en oberoende guide till viner i Systembolagets sortiment.',
      newsletter: 'Vintips, provningar och nyheter från Vinkompassen.',
    },
    /** Text for the share preview's image (og:image:alt, twitter:image:alt). */
    imageAlt: {
      default: 'Vinkompassens logotyp och texten ”Hitta vin som passar – ur Systembolagets sortiment”',
      card: (title: string) => `Vinkompassens delningsbild för ${title}`,
    },
    /** Structured data (JSON-LD) for search engines: the breadcrumb's first step, the seller, a wine's properties. */
    structuredData: {
      home: 'Hem',
      seller: 'Systembolaget',
      alcohol: 'Alkoholhalt',
      vintage: 'Årgång',
    },
  },

  skipLink: 'Hoppa till innehållet',

  ageGate: {
    title: 'Välkommen till Vinkompassen',
    question: 'Du måste ha fyllt 25 år för att använda Vinkompassen. Hur gammal är du?',
    confirm: 'Jag är 25 år eller äldre',
    deny: 'Jag är under 25 år',
    blockedTitle: 'Välkommen tillbaka senare',
    blockedText: 'Du måste vara minst 25 år för att använda Vinkompassen. Välkommen tillbaka senare!',
  },

  nav: {
    mainLabel: 'Huvudmeny',
    accountLabel: 'Konto',
    bottomLabel: 'Snabbmeny',
    winefinder: 'Vinväljaren',
    toplists: 'Topplistor',
    lists: 'Vinlistor',
    dishes: 'Maträtter',
    search: 'Sök',
    about: 'Om',
    newsletter: 'Nyhetsbrev',
    profile: 'Profil',
    feed: 'Flöde',
    logout: 'Logga ut',
    register: 'Skapa konto',
    login: 'Logga in',
    home: 'Hem',
    startPage: 'Startsida',
    mobileRegister: 'Skapa ett konto',
    openMenu: 'Öppna menyn',
    closeMenu: 'Stäng menyn',
    mobileMenuLabel: 'Meny',
    avatarAlt: 'Din profilbild',
    homeLink: 'Vinkompassen – till startsidan',
  },

  footer: {
    label: 'Sidfot',
    noSales: 'Vinkompassen säljer inte alkohol.',
    noPartnership: 'Vinkompassen har inget samarbete med Systembolaget.',
    contactHeading: 'Kontakt',
    email: 'hej@vinkompassen.se',
    address: ['Vinkompassen', 'Hornsgatan 42', '118 21 Stockholm'],
    socialHeading: 'Följ oss',
    social: [
      { label: 'Instagram', href: 'https://www.instagram.com/vinkompassen' },
      { label: 'Facebook', href: 'https://www.facebook.com/vinkompassen' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/vinkompassen' },
    ],
    terms: 'Användarvillkor',
    cookieSettings: 'Cookieinställningar',
    moderation: 'Njut av vin med måtta.',
  },

  consent: {
    heading: 'Cookies och statistik',
    text:
      'Med ditt godkännande räknar vi hur Vinkompassen används (sidor, sökningar, Vinväljaren och sparade viner) för ' +
      'att göra tjänsten bättre: knutet till ett slumpat id som byts varje dag, aldrig till dig eller ditt konto.',
    necessaryText:
      'Endast nödvändiga: vi sparar bara det sajten behöver (åldersbekräftelse, inloggning och det här valet) och ' +
      'skickar ingen statistik.',
    thirdPartyText: 'Godkänner du alla laddar vi också ett analysverktyg från en extern leverantör.',
    readMore: 'Läs mer i användarvillkoren',
    acceptAll: 'Godkänn alla',
    necessaryOnly: 'Endast nödvändiga',
    /** "Ditt val: Godkänn alla (2025-05-01)." */
    currentChoice: 'Ditt val:',
    close: 'Stäng cookieinställningarna',
    reloadToStop: 'Ditt val är sparat. Ladda om sidan för att helt stoppa det externa analysverktyget.',
  },

  errorBanner: { close: 'Stäng meddelandet' },

  notice: {
    /** Before and after the list's name: "Tillagt i <name>". */
    addedTo: 'Tillagt i',
    removedFrom: 'Borttaget från',
    undo: 'Ångra',
    close: 'Stäng meddelandet',
  },

  share: { label: 'Dela sidan', copied: 'Länken är kopierad' },

  remote: {
    unavailable: SHARED_TEXTS.remoteUnavailable,
    retry: SHARED_TEXTS.retry,
    loading: SHARED_TEXTS.loading,
  },

  modal: { close: 'Stäng' },

  offline: {
    notice: 'Du är offline. Du ser det som sparats senast – ändringar går inte att göra förrän du är uppkopplad igen.',
  },

  homescreen: {
    text: 'Lägg till Vinkompassen på hemskärmen så hittar du snabbt tillbaka.',
    install: 'Lägg till',
    dismiss: 'Inte nu',
    label: 'Tips',
  },

  newsletter: {
    heading: 'Håll dig uppdaterad',
    text: 'Få vintips, inbjudningar till provningar och nyheter från Vinkompassen direkt i din inkorg.',
    email: 'Mejladress',
    emailInvalid: 'Vänligen ange en giltig mejladress.',
    termsPrefix: 'Jag godkänner',
    termsLink: 'användarvillkoren',
    required: 'Obligatoriskt',
    submit: 'Prenumerera',
    sending: 'Skickar …',
    thanksHeading: 'Tack!',
    thanksText: 'Vi har skickat ett mejl till dig. Klicka på länken i det för att bekräfta prenumerationen. Följ oss gärna i sociala medier:',
    confirming: 'Bekräftar din prenumeration …',
    confirmedHeading: 'Prenumerationen är bekräftad',
    confirmedText: 'Tack! Nu får du Vinkompassens nyhetsbrev.',
    confirmFailedHeading: 'Det gick inte att bekräfta',
    confirmAgain: 'Anmäl dig igen',
  },

  notFound: {
    heading: 'Sidan hittades inte',
    text: 'Sidan du letar efter finns inte, eller har flyttat.',
    home: 'Till startsidan',
  },

  about: {
    heading: 'Om Vinkompassen',
    paragraphs: [
      'Vinkompassen är en oberoende guide till viner i Systembolagets sortiment. Vi hjälper dig hitta ett vin som passar maten, tillfället och din smak.',
      'Vinväljaren ställer några enkla frågor – fyllig eller lätt, torr eller söt – och föreslår viner utifrån Systembolagets smakklockor och matsymboler. Varje förslag förklaras, så att du ser varför vinet passar.',
      'Du kan också bläddra bland topplistor och vinlistor, välja en maträtt, spara viner och följa andra användare.',
      'Vinkompassen säljer inte alkohol och har inget samarbete med Systembolaget. Tjänsten är till för dig som har fyllt 25 år.',
    ],
  },

  terms: {
    heading: 'Användarvillkor',
    sections: [
      {
        heading: 'Tjänsten',
        text: 'Vinkompassen är en informationstjänst om viner i Systembolagets sortiment. Vi säljer inte alkohol och förmedlar inga köp.',
      },
      {
        heading: 'Ålder',
        text: 'Du måste ha fyllt 25 år för att använda Vinkompassen.',
      },
      {
        heading: 'Ditt konto',
        text: 'Du ansvarar för dina inloggningsuppgifter. Listor och anteckningar som du gör offentliga kan ses av andra via länken. Du kan när som helst radera ditt konto.',
      },
      {
        heading: 'Personuppgifter',
        text: 'Vi behandlar de uppgifter du lämnar (till exempel mejladress och sparade viner) för att kunna ge dig tjänsten. Nyhetsbrev skickas bara om du uttryckligen har anmält dig.',
      },
      {
        heading: 'Statistik och cookies',
        text:
          'Vi använder inga cookies för reklam. Godkänner du alla räknar vi sidvisningar, sökningar (utan söktext när du är ' +
          'inloggad), svar i Vinväljaren och sparade viner, kopplat till ett slumpat id som byts varje dag – aldrig till ' +
          'ditt namn, din mejladress eller ditt konto. Väljer du endast nödvändiga skickas ingenting. Du kan ändra ditt val ' +
          'när som helst under Cookieinställningar längst ned på sidan.',
      },
      {
        heading: 'Kontakt',
        text: 'Frågor om villkoren besvaras på hej@vinkompassen.se.',
      },
    ],
  },
} as const;
