import { createHash, sign } from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/utils';
import type { CompanyCertificate } from './company-certificate';

/**
 * The CMS of a PAdES baseline signature (ETSI EN 319 142, SubFilter ETSI.CAdES.detached):
 * signed attributes content-type, message-digest and signing-certificate-v2, no
 * signing-time attribute (the time is the signature dictionary's /M). Built with forge's
 * ASN.1 writer; hashing and RSA are Node's own, so sealing costs milliseconds.
 */
const { asn1 } = forge;
type Node = forge.asn1.Asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
};

const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const sequence = (value: Node[]) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (value: Node[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (n: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nothing = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const tagged = (value: Node[]) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, value);
const toDer = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
const attribute = (type: string, value: Node) => sequence([oid(type), set([value])]);

export class CadesSigner extends Signer {
  private readonly certificates: Node[];
  /** issuer and serial number of the signer's certificate, from its tbsCertificate */
  private readonly signerId: Node;

  constructor(private readonly certificate: CompanyCertificate) {
    super();
    this.certificates = certificate.chain.map((der) => asn1.fromDer(der.toString('binary')));
    const tbs = this.certificates[0]!.value[0] as Node;
    const [, serial, , issuer] = tbs.value as Node[];
    this.signerId = sequence([issuer!, serial!]);
  }

  override async sign(content: Buffer): Promise<Buffer> {
    // a SET OF is DER-sorted by its elements' encodings
    const attributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(content))),
      attribute(
        OID.signingCertificateV2,
        sequence([sequence([sequence([octets(sha256(this.certificate.chain[0]!))])])]),
      ),
    ].sort((a, b) => Buffer.compare(toDer(a), toDer(b)));
    const signature = sign('sha256', toDer(set(attributes)), this.certificate.key);
    const signerInfo = sequence([
      integer(1),
      this.signerId,
      sequence([oid(OID.sha256)]),
      tagged(attributes),
      sequence([oid(OID.rsaEncryption), nothing()]),
      octets(signature),
    ]);
    const signedData = sequence([
      integer(1),
      set([sequence([oid(OID.sha256)])]),
      sequence([oid(OID.data)]),
      tagged(this.certificates),
      set([signerInfo]),
    ]);
    return toDer(sequence([oid(OID.signedData), tagged([signedData])]));
  }
}
