import { citeInText } from '@ped/domain';
export const FEATURES: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Livré en moins de 24 h',
    text: 'Nos experts rédigent votre pré-état daté dès réception de vos documents, 24 h en moyenne.',
  },
  {
    title: 'Accepté par les notaires',
    text: 'Le document suit le modèle des notaires : parties I-A, I-B, I-C, annexes N-1 et N-2.',
  },
  {
    title: 'Conforme à la loi ALUR',
    text: `Toutes les informations financières exigées par l’${citeInText('preEtatDate', { full: true })}.`,
  },
  {
    title: 'Montants vérifiés',
    text: 'Chaque chiffre est contrôlé et sa source conservée : appel de fonds, relevé de compte, PV d’AG.',
  },
  {
    title: 'Espace partagé avec le notaire',
    text: 'Votre notaire retrouve le pré-état daté et ses annexes dans un espace sécurisé.',
  },
  {
    title: 'Paiement sécurisé',
    text: 'Réglez par carte bancaire en toute sécurité ; une facture vous est remise pour chaque commande.',
  },
];
