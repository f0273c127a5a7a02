export interface Testimonial {
  quote: string;
  author: string;
  /** who they are: helps a visitor recognise a case like theirs */
  context: string;
}

/** The five testimonials of the home page, three of which are shown at a time (docs/product.md §9.2). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Mon syndic me demandait 380 € et trois semaines. J’ai reçu mon pré-état daté le lendemain, et le notaire l’a accepté sans remarque.',
    author: 'Claire M.',
    context: 'vendeuse d’un T3 à Lyon',
  },
  {
    quote:
      'J’ai simplement donné l’accès à l’extranet du syndic : tout a été fait pour moi, même le calcul des provisions restant dues.',
    author: 'Julien R.',
    context: 'vendeur d’un studio à Paris',
  },
  {
    quote:
      'Un seul dossier pour l’appartement, la cave et le parking. Clair, complet, et partagé directement avec l’étude notariale.',
    author: 'Nadia B.',
    context: 'vendeuse à Bordeaux',
  },
  {
    quote:
      'Nous commandons tous les pré-états datés de l’agence ici : les promesses se signent sans attendre le syndic.',
    author: 'Thomas L.',
    context: 'directeur d’agence immobilière à Nantes',
  },
  {
    quote:
      'L’assemblée générale a eu lieu juste avant la signature : la mise à jour a été faite gratuitement, en quelques heures.',
    author: 'Martine et Alain P.',
    context: 'vendeurs à Toulouse',
  },
];

export const TESTIMONIALS_SHOWN = 3;
