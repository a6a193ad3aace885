/** The dish pages: a dish's wines (the engine with a food answer), dish search and the pairing evaluation. */
export { toDish, winesForDish } from './pairing';
export { searchDishes } from './search';
