import { TOPLISTS_TEXTS } from '../texts';
import { TOPLISTS_QUERY } from '../ui/pageQueries';
import { catalogPagesContract } from './catalogPagesContract';

/** The top lists page's contract with the shell. */
export default catalogPagesContract(TOPLISTS_QUERY, TOPLISTS_TEXTS.heading);
