/** Swedish texts of the wine finder remote. */
export const TEXTS = {
  winefinder: {
    heading: 'Vinväljaren',
    intro: 'Vår sommelier ställer några frågor om maten, tillfället och din smak. Svara på så många du vill – sedan föreslår vi viner.',
    chatLabel: 'Samtal med sommelieren',
    greeting: 'Hej! Vad ska du äta till vinet?',
    showResults: 'Visa förslag',
    resultsHeading: 'Förslag utifrån dina svar',
    resultsIntro: 'Här visas vinerna som passar dina svar bäst, med en förklaring till varje förslag.',
    restart: 'Börja om',
  },
  recommended: {
    heading: 'Våra tips',
    intro: 'Viner vi tror att du kommer att tycka om, baserat på dina svar i Vinväljaren.',
  },
} as const;
