/** Countries, grapes and tag categories. */
export { countriesFirstLevel, listGrapes, tagCategories } from './queries';
