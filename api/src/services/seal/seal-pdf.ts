import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { CadesSigner } from './cades-signer';
import type { CompanyCertificate } from './company-certificate';

/** Room for the CMS: a certificate chain of a qualified provider fits in 8 kB. */
const SIGNATURE_BYTES = 8192;

export interface SealDetails {
  /** the company sealing: the signature's /Name */
  name: string;
  /** « Paris »: where it is drawn up */
  location: string;
  /** « Pré-état daté n° PED-K3M9PQ, version 1 » */
  reason: string;
  /** where to check it: the verification page */
  contact: string;
  /** the delivery's time, the signature's /M */
  at: Date;
}

const signer = new SignPdf();

/**
 * The PDF sealed: an incremental update adds the signature field and its ByteRange, then the
 * CMS of `CadesSigner` fills the placeholder. Any byte changed after this breaks the digest.
 */
export async function sealPdf(
  pdf: Buffer,
  certificate: CompanyCertificate,
  details: SealDetails,
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: details.reason,
    contactInfo: details.contact,
    name: details.name,
    location: details.location,
    signingTime: details.at,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  return signer.sign(withPlaceholder, new CadesSigner(certificate), details.at);
}
