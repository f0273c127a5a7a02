export const SLOGANS: readonly string[] = [
  'Sans attendre le syndic : commandez en 5 minutes.',
  'Accepté par les notaires, conforme à la loi ALUR.',
  'Jusqu’à plusieurs centaines d’euros de moins que chez le syndic.',
  'Vos documents ou l’extranet du syndic suffisent.',
  'Partagé en toute sécurité avec votre notaire.',
];
