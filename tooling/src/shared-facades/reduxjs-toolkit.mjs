// What the packages and RTK Query (@reduxjs/toolkit/query and /query/react, shared whole) use of
// @reduxjs/toolkit, provided to the share scope as the `@reduxjs/toolkit` singleton (see react-router-dom.mjs).
// A plain `@reduxjs/toolkit` import here would be the shared module itself (a cycle). `#rtk-unshared` (the
// `imports` field of tooling/package.json) resolves to the real package under a name that is no share key,
// so the bundler inlines it, tree-shaken; unlike a resolve alias, Node loads it too (the guard test does).
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '#rtk-unshared';
