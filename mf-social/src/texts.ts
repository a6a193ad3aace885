/** Swedish texts of the social remote. */
export const TEXTS = {
  user: { heading: 'Användare', intro: 'Viner och listor som användaren delar.' },
  userList: { heading: 'Lista', intro: 'Vinerna i listan.' },
  createList: {
    heading: 'Skapa ny lista',
    intro: 'Samla viner i en egen lista – privat eller offentlig.',
  },
  addToList: {
    heading: 'Lägg till i lista',
    intro: 'Välj en av dina listor, eller skapa en ny.',
    createNew: 'Skapa ny lista',
  },
  notes: { heading: 'Anteckningar', intro: 'Dina egna anteckningar om vinet, bara synliga för dig.' },
  close: 'Stäng',
} as const;
