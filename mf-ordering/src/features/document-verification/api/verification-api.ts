export { verifyDocument, type DocumentVerification } from '@ped/client';
