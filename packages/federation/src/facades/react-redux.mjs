/**
 * What every frontend gets when it imports 'react-redux' (see ../facades.mjs): the hooks API.
 * `connect` (half the package) is left out: the frontends use hooks only.
 */
export {
  Provider,
  ReactReduxContext,
  batch,
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux/dist/react-redux.mjs';
