/**
 * The API's wire shapes as TypeBox schemas: the API validates and documents with them, and
 * @ped/client derives its types from them (`Static<>`), so a field changes in one place.
 */
export * from './api-key';
export * from './document-version';
export * from './figure-proposal';
export * from './list';
export * from './nullable';
export * from './order';
export * from './order-id';
export * from './order-list';
export * from './resource-lists';
export * from './upload';
export * from './webhook';
export * from './settlement';
export * from './share-key';
