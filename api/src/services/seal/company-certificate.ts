import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The company's sealing certificate (ADR 070): a PKCS#12 file from configuration in
 * production (SEAL_P12, base64, with SEAL_P12_PASSWORD); in development and tests, a
 * self-signed one made the first time it is needed and kept in DATA_DIR/seal, so restarts
 * seal with the same certificate. Read once per process: parsing a PKCS#12 is slow in JS.
 */
export interface CompanyCertificate {
  /** the signing key, for Node's native RSA */
  key: KeyObject;
  /** the signer's certificate first, then its chain, DER */
  chain: Buffer[];
}

const DEV_PASSWORD = 'developpement';
const BAGS = {
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  key: '1.2.840.113549.1.12.10.1.1',
  certificate: '1.2.840.113549.1.12.10.1.3',
};
const DEV_FILE = 'cachet-developpement.p12';

const der = (certificate: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');

/** Reads a PKCS#12: its key and the certificates, the one matching the key first. */
export function readPkcs12(p12: Buffer, password: string): CompanyCertificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), password);
  const bags = (type: string) => parsed.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(BAGS.shroudedKey)[0] ?? bags(BAGS.key)[0];
  const privateKey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
  const certificates = bags(BAGS.certificate)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  if (!privateKey || !certificates.length)
    throw new Error('Le fichier PKCS#12 du cachet doit contenir une clé et son certificat');
  const matches = (cert: forge.pki.Certificate) =>
    (cert.publicKey as forge.pki.rsa.PublicKey).n.equals(privateKey.n);
  const signer = certificates.find(matches);
  if (!signer) throw new Error('Aucun certificat du fichier PKCS#12 ne correspond à sa clé');
  return {
    key: createPrivateKey(forge.pki.privateKeyToPem(privateKey)),
    chain: [signer, ...certificates.filter((cert) => cert !== signer)].map(der),
  };
}

/** A self-signed sealing certificate in the company's name, valid three years: development only. */
export function selfSignedPkcs12(company: string, password: string, now = new Date()): Buffer {
  // Node makes the key natively (fast); forge writes the certificate and the PKCS#12 around it
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }) as string,
  );
  certificate.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  certificate.validity.notBefore = now;
  certificate.validity.notAfter = new Date(now.getTime() + 3 * 365 * 24 * 3600 * 1000);
  // forge writes a UTF8String's value as UTF-8 itself: encoding it first doubled « é »
  const utf8 = (value: string) => ({
    value,
    valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
  });
  const name = [
    { name: 'commonName', ...utf8(`${company} — cachet de développement`) },
    { name: 'organizationName', ...utf8(company) },
    { name: 'countryName', value: 'FR' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * The development certificate of DATA_DIR/seal, made on its first use. Written under a
 * temporary name then renamed: two processes starting together keep one of the two.
 */
export async function developmentCertificate(
  dataDir: string,
  company: string,
): Promise<CompanyCertificate> {
  const dir = path.join(dataDir, 'seal');
  const file = path.join(dir, DEV_FILE);
  const existing = await readFile(file).catch(() => null);
  if (existing) return readPkcs12(existing, DEV_PASSWORD);
  await mkdir(dir, { recursive: true });
  const made = selfSignedPkcs12(company, DEV_PASSWORD);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, made, { mode: 0o600 });
  await rename(temporary, file);
  return readPkcs12(await readFile(file), DEV_PASSWORD);
}
