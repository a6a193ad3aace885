/** What the product routes say in Swedish. */
export const WINE_NOT_FOUND = 'Vinet hittades inte.';
