export {
  answerNotarySpace,
  fetchNotarySpace,
  fetchNotarySpaceDocument,
  notarySpaceArchiveUrl,
  notarySpaceDocumentUrl,
  uploadCorrectionFile,
  type NotarySpace,
} from '@ped/client';
