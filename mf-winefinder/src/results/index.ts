// What other feature folders may use of results/ (the lint rule lets them import nothing else).
export { ResultsPage } from './ResultsPage';
