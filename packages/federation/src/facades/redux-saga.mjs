/**
 * What every frontend gets when it imports 'redux-saga' (see ../facades.mjs): the middleware
 * and, in the same module, the effect creators. Shared as two packages' entries, each chunk
 * carried its own copy of the effects' internals (2 KB gzip loaded twice).
 */
export { default } from 'redux-saga/dist/redux-saga.esm.js';
export * from 'redux-saga/dist/redux-saga.esm.js';
export * from 'redux-saga/effects/dist/redux-saga-effects.esm.js';
