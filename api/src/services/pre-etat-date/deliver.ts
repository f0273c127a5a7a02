import { createHash, randomInt } from 'node:crypto';
import type { Connection } from 'mongoose';
import {
  finishBlockers,
  performedChecks,
  printedVerificationCode,
  type CertificationMode,
} from '@ped/domain';
import { verificationPath } from '@ped/contracts/paths';
import { conflict } from '../../lib/http-errors';
import { documentVersionModel } from '../../models/document-version';
import type { FileStorage } from '../storage/file-storage';
import type { CompanySeal } from '../seal/company-seal';
import { buildModel } from './build-model';
import { orderChecklist } from './checklist';
import { orderInput, recipientNotary } from './from-order';
import type { Certification, Issuer } from './model';
import { loadOrderSources, type OrderForDocument } from './order-sources';
import { statementFor } from './printed-sources';
import { documentSchedule } from './schedule-of';
import { usedDocuments } from './used-documents';
import { renderModel } from './render';
import { documentBranding } from '../organisations/document-branding';

/** no 0/O, 1/I/L: a code read aloud or typed from paper is not mistaken */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

export const newVerificationCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

export const documentNumber = (orderid: string) => `PED-${orderid}`;

export const versionKey = (orderid: string, version: number) =>
  `orders/${orderid}/v${version}/pre-etat-date-${orderid}-v${version}.pdf`;

export const DELIVERY_BLOCKED =
  '« Terminer » est impossible tant que la liste de contrôle n’est pas satisfaite';

export interface DeliveryContext {
  connection: Connection;
  storage: FileStorage;
  issuer: Issuer;
  /** the public site: the verification URL printed on the document */
  publicAppUrl: string;
  /** the company's electronic seal, put on the PDF before it is stored and fingerprinted */
  seal: CompanySeal;
}

export interface DeliveryRequest {
  /** e-mail of the staff member, kept with the version; null when produced without staff (seller's declaration) */
  by: string | null;
  mode: CertificationMode;
  now?: Date;
}

/**
 * Delivers a new version of an order's pré-état daté: refuses while the checklist has
 * problems (unless the document is the seller's declaration alone, which says so), prints
 * the certification block with a fresh verification code, seals the PDF with the company's
 * certificate (ADR 070), stores it under its own version key and records the version with
 * the SHA-256 of the sealed file and the figures it printed.
 */
export async function deliverDocument(
  context: DeliveryContext,
  order: OrderForDocument,
  request: DeliveryRequest,
) {
  const { connection, storage, issuer } = context;
  const sources = await loadOrderSources(connection, order);
  const deliveredAt = request.now ?? new Date();
  const input = orderInput(order, sources, { issuedAt: deliveredAt, certification: null });
  const checks = orderChecklist(order, sources, input);
  if (request.mode === 'verified') {
    const blockers = finishBlockers(checks);
    if (blockers.length) throw conflict(`${DELIVERY_BLOCKED} : ${blockers.join(' ; ')}`);
  }
  const versions = documentVersionModel(connection);
  const previous = await versions.findOne({ orderid: order.orderid }).sort({ version: -1 }).lean();
  const version = (previous?.version ?? 0) + 1;
  const code = newVerificationCode();
  const documents = usedDocuments(order, sources);
  const certification: Certification = {
    mode: request.mode,
    company: issuer.name,
    recipient: recipientNotary(order),
    // the staff member's e-mail stays in the version (`by`), never on paper
    drawnUpBy: null,
    statement: statementFor(request.mode, input, documents.length),
    // the seller's declaration (Libre) is delivered without staff: no check was performed by one
    checks: request.mode === 'verified' ? performedChecks(checks) : [],
    documents,
    deliveredAt,
    number: documentNumber(order.orderid),
    version,
    verificationCode: printedVerificationCode(code),
    verificationUrl: `${context.publicAppUrl.replace(/\/$/, '')}${verificationPath(code)}`,
  };
  const document = { ...input, certification };
  const printed = await renderModel({
    ...buildModel(document, issuer),
    branding: await documentBranding(connection, storage, order),
  });
  const pdf = await context.seal.seal(printed, {
    name: issuer.name,
    location: issuer.city,
    reason: `Pré-état daté n° ${certification.number}, version ${version}`,
    contact: certification.verificationUrl,
    at: deliveredAt,
  });
  const stored = await storage.put(versionKey(order.orderid, version), pdf, 'application/pdf');
  // the unique (orderid, version) index refuses a second delivery racing this one
  await versions.create({
    orderid: order.orderid,
    version,
    number: certification.number,
    code,
    mode: request.mode,
    delivered: deliveredAt,
    by: request.by,
    key: stored.key,
    size: pdf.length,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    figures: sources.figures.figures,
    schedule: documentSchedule(document),
  });
  return { stored, version, deliveredAt, pdf };
}
