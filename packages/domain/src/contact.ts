/**
 * Where customers who chose `method: 'email'` send the syndic's documents (`method` 'email',
 * docs/product.md §3.3); staff read this mailbox and attach what arrives to the order by its number.
 */
export const DOCUMENTS_EMAIL = 'documents@pre-etat-date.fr';

/** The subject that lets staff attach a mailed document to its order. */
export const documentsMailSubject = (orderid: string | null) =>
  orderid ? `Documents commande ${orderid}` : 'Documents pré-état daté';

/** A mailto: link to the documents' mailbox with that subject. */
export const documentsMailto = (orderid: string | null) =>
  `mailto:${DOCUMENTS_EMAIL}?subject=${encodeURIComponent(documentsMailSubject(orderid))}`;

/** What a customer does once staff have received the documents and the order takes no more uploads. */
export const DOCUMENTS_CLOSED = `Nos experts ont déjà reçu vos documents : pour en ajouter un, envoyez-le à ${DOCUMENTS_EMAIL} en indiquant votre numéro de commande dans l’objet`;
