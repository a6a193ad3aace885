import { bus, type BusMessageOf, type BusMessageType } from '@vinkompassen/shared-contracts';

/** Records the bus messages of the given types published until the test ends. */
export function recordBus<T extends BusMessageType>(...types: T[]): BusMessageOf<T>[] {
  const seen: BusMessageOf<T>[] = [];
  const subscriptions = types.map((type) => bus.on(type).subscribe((message) => seen.push(message)));
  onTestFinished(() => subscriptions.forEach((subscription) => subscription.unsubscribe()));
  return seen;
}
