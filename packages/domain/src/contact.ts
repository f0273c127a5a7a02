/**
 * Where customers who chose `method: 'email'` send the syndic's documents (`method` 'email',
 * docs/product.md §3.3); staff read this mailbox and attach what arrives to the order by its number.
 */
export const DOCUMENTS_EMAIL = 'documents@pre-etat-date.fr';
