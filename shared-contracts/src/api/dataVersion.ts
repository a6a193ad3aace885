// What the server-rendered pages show, as versions: a page kept by the render host is dropped when a version it
// depends on moves. Plain strings and types, no zod: the render host polls the route, the API registers it.

/** The API's route. */
export const DATA_VERSION_ROUTE = '/api/v1/data-version/';

export interface DataVersion {
  /** The newest finished catalog import: wines, editorial lists, dishes. */
  catalog: string;
  /** Every public user list's name, description, visibility and wines: moves with any edit of any list. */
  lists: string;
}
