import { bus } from '../bus';
import type { AnalyticsEventName, AnalyticsEventProps } from './events';

/**
 * Announce an analytics event on the bus. Nothing is sent from here: the shell forwards events only after
 * the visitor agreed ("Godkänn alla"), and drops them otherwise. An unknown name or payload is a type error.
 */
export function track<K extends AnalyticsEventName>(name: K, props: AnalyticsEventProps[K]): void {
  bus.publish('analytics/event', { name, props } as never);
}
