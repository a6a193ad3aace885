/** Analytics: the collector's event rows, their retention, the admin summary and its token. */
export { isAdminToken } from './admin-token';
export { eventRows, stockholmDay, sweepDue } from './events';
export { analyticsSummary, deleteExpiredEvents, insertEvents } from './queries';
