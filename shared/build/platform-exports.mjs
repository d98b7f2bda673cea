// The exports the storefront platform (the shell) offers from the shared libraries it trims.
//
// A shared singleton is one copy for every app, provided by the shell. Webpack cannot see what
// other teams will use of it, so it would ship the whole library; for the libraries below the
// shell ships only the exports listed here, and every app's build fails when its code (or a
// library it bundles) uses one that is not listed. Adding an export is a platform change: add
// it here and deploy the shell before the remote that needs it.

export const PLATFORM_EXPORTS = {
  'react-router': [
    // The shell's routers: the browser's history, the server's one location.
    'BrowserRouter',
    'StaticRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'createSearchParams',
    'generatePath',
    'matchPath',
    'useHref',
    'useLocation',
    'useMatch',
    'useNavigate',
    // The shell's scroll restoration: a new page at its top, back and forward where it was.
    'useNavigationType',
    'useParams',
    'useSearchParams',
  ],
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  '@reduxjs/toolkit': [
    // RTK Query (bundled in @storefront/shared) builds on these.
    'SHOULD_AUTOBATCH',
    'combineReducers',
    'createNextState',
    'formatProdErrorMessage',
    'isAction',
    'isAsyncThunkAction',
    'isPlainObject',
    'prepareAutoBatched',
    // The apps' own.
    'addListener',
    'combineSlices',
    'configureStore',
    'createAction',
    'createAsyncThunk',
    'createListenerMiddleware',
    'createSelector',
    'createSlice',
    'isAllOf',
    'isAnyOf',
    'isFulfilled',
    'isPending',
    'isRejected',
    'isRejectedWithValue',
    'nanoid',
  ],
};
