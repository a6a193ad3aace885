import { LISTS_TEXTS } from '../texts';
import { LISTS_QUERY } from '../ui/pageQueries';
import { catalogPagesContract } from './catalogPagesContract';

/** The wine lists page's contract with the shell. */
export default catalogPagesContract(LISTS_QUERY, LISTS_TEXTS.heading);
