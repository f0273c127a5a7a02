/**
 * What every frontend gets when it imports 'redux-saga/effects' (see ../facades.mjs): the
 * effect creators, taken from the shared 'redux-saga' module that holds them.
 */
export * from 'redux-saga';
