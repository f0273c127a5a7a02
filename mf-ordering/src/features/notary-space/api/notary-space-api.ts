export {
  answerNotarySpace,
  fetchNotarySpace,
  fetchNotarySpaceDocument,
  notarySpaceArchiveUrl,
  notarySpaceDocumentUrl,
  recordNotarySigning,
  uploadCorrectionFile,
  type NotarySpace,
} from '@ped/client';
