import {
  associateOrder,
  changeAccountPlan,
  createDocument,
  createRegister,
  createSyndic,
  deleteDocument,
  deleteRegister,
  deleteSyndic,
  downloadOrderArchive,
  fetchAccounts,
  fetchAdminOrders,
  fetchBuildingRecord,
  fetchOrder,
  fetchOrderFigures,
  fetchRegisterReading,
  fetchRegisters,
  fetchSyndics,
  fileOrderUploads,
  impersonate,
  justifyOrderCheck,
  orderAction,
  previewOrderDocument,
  reopenOrder,
  saveBuildingRecord,
  saveOrderFigures,
  saveSaleDetails,
  setBillingMode,
  updateDocument,
  updateSyndic,
  uploadRegisterDocument,
} from '@ped/client';
import type { UnknownAction } from 'redux';
import { resourcesEvents as events } from './actions';

interface Operation<Args extends unknown[], Result> {
  run(...args: Args): Promise<Result>;
  /** docs/product.md §8.2: the message when the server gives none */
  fallback: string | ((args: NoInfer<Args>) => string);
  /** what the store records on success */
  onSuccess?: (result: NoInfer<Result>, args: NoInfer<Args>) => UnknownAction;
  /** docs/product.md §8.3: syndic and upload failures are only logged, not shown in the snackbar */
  silent?: boolean;
  /** a list's page: a newer request cancels the one under way (its answer would be stale) */
  latest?: boolean;
}

const op = <Args extends unknown[], Result>(operation: Operation<Args, Result>) => operation;

/** Every call of the admin panel, with its fallback message and its effect on the store. */
export const OPERATIONS = {
  fetchOrders: op({
    run: fetchAdminOrders,
    fallback: 'Failed to fetch orders',
    onSuccess: (orders) => events.ordersLoaded(orders),
    latest: true,
  }),
  /** the whole order staff open (the list rows leave its form out) */
  openOrder: op({
    run: (orderid: string) => fetchOrder(orderid),
    fallback: 'Failed to fetch order',
    onSuccess: (order) => events.orderOpened(order),
    latest: true,
  }),
  orderAction: op({
    run: orderAction,
    fallback: ([action]) =>
      action === 'done' ? 'Failed to mark done' : `Failed to mark ${action}`,
    onSuccess: ({ order }) => events.orderUpdated(order),
  }),
  associateOrder: op({
    run: associateOrder,
    fallback: 'Failed to associate order',
    onSuccess: ({ order }) => events.orderUpdated(order),
  }),
  reopenOrder: op({
    run: reopenOrder,
    fallback: 'Failed to reopen order',
    onSuccess: ({ order }) => events.orderUpdated(order),
  }),
  fileOrderUploads: op({
    run: fileOrderUploads,
    fallback: 'Failed to file documents',
    onSuccess: ({ order }) => events.orderUpdated(order),
  }),
  setBillingMode: op({
    run: setBillingMode,
    fallback: 'Failed to change billing mode',
    onSuccess: (order) => events.orderUpdated(order),
  }),
  downloadArchive: op({ run: downloadOrderArchive, fallback: 'Failed to generate archive' }),
  previewDocument: op({ run: previewOrderDocument, fallback: 'Failed to generate preview' }),
  fetchFigures: op({ run: fetchOrderFigures, fallback: 'Failed to fetch figures' }),
  saveFigures: op({ run: saveOrderFigures, fallback: 'Failed to save figures' }),
  justifyCheck: op({ run: justifyOrderCheck, fallback: 'Failed to justify the check' }),
  fetchBuildingRecord: op({
    run: fetchBuildingRecord,
    fallback: 'Failed to fetch building record',
  }),
  saveBuildingRecord: op({ run: saveBuildingRecord, fallback: 'Failed to save building record' }),
  saveSaleDetails: op({
    run: saveSaleDetails,
    fallback: 'Failed to save sale details',
    onSuccess: (order) => events.orderUpdated(order),
  }),
  fetchSyndics: op({
    run: fetchSyndics,
    fallback: 'Failed to fetch syndics',
    onSuccess: (list) => events.syndicsLoaded(list),
    silent: true,
    latest: true,
  }),
  createSyndic: op({
    run: createSyndic,
    fallback: 'Failed to create syndic',
    onSuccess: (syndic) => events.syndicCreated(syndic),
    silent: true,
  }),
  updateSyndic: op({
    run: updateSyndic,
    fallback: 'Failed to update syndic',
    onSuccess: (syndic) => events.syndicUpdated(syndic),
    silent: true,
  }),
  deleteSyndic: op({
    run: deleteSyndic,
    fallback: 'Failed to delete syndic',
    onSuccess: (_result, [id]) => events.syndicDeleted(id),
    silent: true,
  }),
  fetchRegisters: op({
    run: fetchRegisters,
    fallback: 'Failed to fetch registers',
    onSuccess: (list) => events.registersLoaded(list),
    latest: true,
  }),
  createRegister: op({
    run: createRegister,
    fallback: 'Failed to create register',
    onSuccess: (register) => events.registerCreated(register),
  }),
  deleteRegister: op({
    run: deleteRegister,
    fallback: 'Failed to delete register',
    onSuccess: (_result, [id]) => events.registerDeleted(id),
  }),
  createDocument: op({
    run: createDocument,
    fallback: 'Failed to create document',
    onSuccess: (document) => events.documentCreated(document),
  }),
  updateDocument: op({
    run: updateDocument,
    fallback: 'Failed to update document',
    onSuccess: (document) => events.documentUpdated(document),
  }),
  deleteDocument: op({
    run: deleteDocument,
    fallback: 'Failed to delete document',
    onSuccess: (_result, [, documentId]) => events.documentDeleted(documentId),
  }),
  uploadDocument: op({
    run: uploadRegisterDocument,
    fallback: 'Failed to upload document',
    onSuccess: (upload) => events.uploaded(upload),
    silent: true,
  }),
  /** where the reading of an uploaded file stands (ADR 064); the form asks again while pending */
  readUpload: op({
    run: fetchRegisterReading,
    fallback: 'Failed to read document',
    silent: true,
  }),
  fetchAccounts: op({
    run: fetchAccounts,
    fallback: 'Failed to fetch accounts',
    onSuccess: (list) => events.accountsLoaded(list),
    latest: true,
  }),
  changePlan: op({ run: changeAccountPlan, fallback: 'Failed to change plan' }),
  impersonate: op({ run: impersonate, fallback: 'Failed to log in as account' }),
};

export type OperationName = keyof typeof OPERATIONS;
type RunOf<K extends OperationName> = (typeof OPERATIONS)[K]['run'];
export type ArgsOf<K extends OperationName> = Parameters<RunOf<K>>;
export type ResultOf<K extends OperationName> = Awaited<ReturnType<RunOf<K>>>;
