import { developmentCertificate, readPkcs12, type CompanyCertificate } from './company-certificate';
import { sealPdf, type SealDetails } from './seal-pdf';

export interface CompanySeal {
  /** the PDF sealed with the company's certificate (PAdES) */
  seal(pdf: Buffer, details: SealDetails): Promise<Buffer>;
  /** reads (or in development makes) the certificate now, so a bad one stops the start */
  ready(): Promise<void>;
}

export interface SealSettings {
  /** base64 of the company's PKCS#12; absent in development and tests */
  p12: string | undefined;
  password: string;
  /** where the development certificate is kept */
  dataDir: string;
  /** the company named in a development certificate */
  company: string;
}

/** The company's electronic seal, its certificate read once, on first use or at `ready()`. */
export function companySeal(settings: SealSettings): CompanySeal {
  let loading: Promise<CompanyCertificate> | null = null;
  const certificate = () => {
    loading ??= (
      settings.p12
        ? Promise.resolve().then(() =>
            readPkcs12(Buffer.from(settings.p12!, 'base64'), settings.password),
          )
        : developmentCertificate(settings.dataDir, settings.company)
    ).catch((error: unknown) => {
      // a failed read is tried again by the next delivery, not remembered
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    seal: async (pdf, details) => sealPdf(pdf, await certificate(), details),
    ready: async () => {
      await certificate();
    },
  };
}
