/** The one list this project reads from `stopword` (the package ships no types of its own). */
declare module 'stopword' {
  export const swe: readonly string[];
}
