import { api } from '../support/api';

/** Helpers of the discovery specs: facts from the API to check the pages against. */

export interface WineRef {
  id: number;
  slug: string;
  name: string;
  name_thin: string | null;
  food_tags: { slug: string; name: string }[];
}

export const fullName = (wine: Pick<WineRef, 'name' | 'name_thin'>) => (wine.name_thin ? `${wine.name} ${wine.name_thin}` : wine.name);

export const count = async (query: string) => (await api.get<{ count: number }>(`/api/v1/product/?page_size=1&${query}`)).count;

/** A wine of the fixed range and a store that has it on the shelf (demo stock). */
export async function wineInStock(): Promise<{ wine: WineRef; store: { site_id: string; name: string; city: string | null }; quantity: number }> {
  const wines = await api.get<{ results: WineRef[] }>('/api/v1/product/?assortment=FS&page_size=20');
  for (const wine of wines.results) {
    const stock = await api.get<{ results: { quantity: number; store: { site_id: string; name: string; city: string | null } }[] }>(
      `/api/v1/stock/?product_id=${wine.id}&page_size=1`,
    );
    const row = stock.results[0];
    if (row) return { wine, store: row.store, quantity: row.quantity };
  }
  throw new Error('no wine of the fixed range is in stock anywhere');
}
