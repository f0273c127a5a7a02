export {
  answerNotarySpace,
  fetchCorrectionFile,
  fetchNotarySpace,
  fetchNotarySpaceDocument,
  notarySpaceArchiveUrl,
  notarySpaceDocumentUrl,
  uploadCorrectionFile,
  type AttachedFile,
  type NotarySpace,
} from '@ped/client';
