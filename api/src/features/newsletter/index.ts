/** Newsletter subscriptions and their confirmation. */
export { confirmSubscription, setConfirmToken, subscribe, type SubscriptionRow, toSubscription } from './queries';
