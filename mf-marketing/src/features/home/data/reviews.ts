export interface Review {
  message: string;
  /** ISO date of the review */
  date: string;
  author: string;
}

/** The list of seven customer reviews shown under the testimonials (docs/product.md §2.7). */
export const REVIEWS: readonly Review[] = [
  {
    message: 'Rapide et efficace, document reçu en moins de 24 h.',
    date: '2026-10-14',
    author: 'Sophie D.',
  },
  {
    message: 'Très bon service, le notaire n’a rien eu à redire.',
    date: '2026-10-02',
    author: 'Karim A.',
  },
  {
    message: 'Explications claires sur les documents à fournir, merci !',
    date: '2026-09-23',
    author: 'Isabelle V.',
  },
  {
    message: 'Bien moins cher que le syndic pour le même document.',
    date: '2026-09-11',
    author: 'Pierre-Yves G.',
  },
  { message: 'Service client joignable et à l’écoute.', date: '2026-08-29', author: 'Laura C.' },
  {
    message: 'Commande simple, j’ai pu signer ma promesse dans les temps.',
    date: '2026-07-17',
    author: 'Benoît F.',
  },
  {
    message: 'Pré-état daté complet, avec les annexes des deux derniers exercices.',
    date: '2026-06-30',
    author: 'Hélène T.',
  },
];
