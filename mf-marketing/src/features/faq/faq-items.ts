import type { QuestionAnswer } from './question-answer';
import { citeInText } from '@ped/domain';

/**
 * The ten questions of the home page FAQ (docs/product.md §2.7), answered from the law (art. L721-2
 * du Code de la construction et de l’habitation) and how the service works. No price in
 * here: prices change with the tiers and are shown from the catalog next to it.
 */
export const FAQ_ITEMS: readonly QuestionAnswer[] = [
  {
    question: 'Qu’est-ce qu’un pré-état daté ?',
    answer:
      'C’est le document qui réunit la situation financière d’un lot de copropriété mis en vente : charges payées par le vendeur sur les deux derniers exercices, sommes restant dues au syndicat, sommes que l’acquéreur devra payer, impayés de la copropriété, dettes envers les fournisseurs et fonds de travaux. Le vendeur le remet à l’acquéreur au plus tard à la signature de la promesse de vente.',
  },
  {
    question: 'Le pré-état daté est-il obligatoire ?',
    answer: `Oui. Depuis la loi ALUR, l’${citeInText('preEtatDate', { full: true })} impose au vendeur d’un lot à usage d’habitation en copropriété d’annexer à la promesse de vente des informations financières sur le lot et la copropriété. Le pré-état daté est le document qui les présente.`,
  },
  {
    question: 'Quelle différence entre le pré-état daté et l’état daté ?',
    answer:
      'Le pré-état daté est remis avant la promesse de vente pour informer l’acquéreur. L’état daté est établi par le syndic, à la demande du notaire, avant l’acte authentique de vente : il arrête les comptes entre le vendeur, l’acquéreur et le syndicat. Seul l’état daté est réservé au syndic ; le pré-état daté peut être établi par le vendeur lui-même ou par un service comme le nôtre.',
  },
  {
    question: 'Que se passe-t-il si le pré-état daté manque à la promesse ?',
    answer:
      'Le délai de rétractation de 10 jours de l’acquéreur ne commence à courir qu’à partir du lendemain de la remise des documents manquants. C’est pourquoi les notaires refusent les pré-états datés incomplets ou incohérents : un document conforme évite de retarder la vente.',
  },
  {
    question: 'Le syndic est-il obligé de faire le pré-état daté ?',
    answer:
      'Non. Le syndic peut le proposer, mais il le facture librement, souvent entre 160 et 600 €, avec un délai de 15 à 30 jours. Vous pouvez l’établir à partir de vos propres documents ou nous le confier.',
  },
  {
    question: 'Quels documents dois-je fournir ?',
    answer:
      'Les deux derniers appels de fonds trimestriels, votre relevé de compte copropriétaire, le dernier procès-verbal d’assemblée générale ayant approuvé les comptes avec ses annexes comptables, et les informations sur le fonds de travaux. Vous pouvez aussi nous donner accès à l’extranet de votre syndic ou nous envoyer les documents par e-mail.',
  },
  {
    question: 'En combien de temps vais-je recevoir mon pré-état daté ?',
    answer:
      'Nos experts rédigent votre pré-état daté en moins de 24 h après réception de documents complets (24 h en moyenne). Une offre urgente, livrée dans l’heure, est proposée uniquement par téléphone après vérification de la faisabilité.',
  },
  {
    question: 'Mon notaire acceptera-t-il votre pré-état daté ?',
    answer:
      'Oui. Le document suit le modèle utilisé par les notaires : identification de la copropriété et des lots, sommes dues par le vendeur (partie I-A), dues au vendeur (I-B), à la charge de l’acquéreur (I-C), annexes des deux derniers exercices et liste des documents fournis. Avec l’offre Confort, il est partagé avec votre notaire dans un espace sécurisé.',
  },
  {
    question:
      'Je vends plusieurs lots (appartement, cave, parking) : faut-il plusieurs commandes ?',
    answer:
      'Non. Une seule commande suffit pour les lots vendus ensemble dans la même copropriété : indiquez chaque numéro de lot et ses tantièmes dans le formulaire.',
  },
  {
    question: 'Que se passe-t-il si une nouvelle assemblée générale a lieu avant la vente ?',
    answer:
      'Les chiffres du pré-état daté sont arrêtés à la dernière assemblée générale ayant approuvé les comptes. Avec l’offre Confort, nous mettons à jour gratuitement votre pré-état daté jusqu’à la prochaine assemblée générale ; si la signature a lieu après elle, une mise à jour gratuite reste possible une fois l’assemblée tenue, jusqu’à la signature, pour reprendre ses comptes approuvés.',
  },
];
