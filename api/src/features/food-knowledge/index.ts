/**
 * Foods the sommelier knows: the 15 food symbols (knowledge.ts), the dish catalogue and the food lexicon
 * (catalogue.ts, read from api/seed), merged in one registry. The engine, search and the dish pages read them here.
 */
export { CLOCK_KEYS, DISHES, type ClockKey, type ClockRange } from './knowledge';
export { DISH_GROUPS, DishEvaluationFile, priceBand, type DishEvaluationCase } from './catalogue';
export { allDishes, allFoods, findDish, findListedDish, isDessertDish, type RegisteredDish } from './registry';
