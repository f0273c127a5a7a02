export const SLOGANS: readonly string[] = [
  'Votre pré-état daté livré en moins de 24 h.',
  'Accepté par les notaires, conforme à la loi ALUR.',
  'Sans attendre le syndic, et bien moins cher que lui.',
  'Une commande en 5 minutes, vos documents ou l’extranet du syndic suffisent.',
  'Partagé en toute sécurité avec votre notaire.',
];
