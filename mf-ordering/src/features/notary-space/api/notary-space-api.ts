export {
  answerNotarySpace,
  fetchCorrectionFile,
  fetchNotarySpace,
  fetchNotarySpaceDocument,
  notarySpaceArchiveUrl,
  notarySpaceDocumentUrl,
  recordNotarySigning,
  uploadCorrectionFile,
  type AttachedFile,
  type NotarySpace,
} from '@ped/client';
