import type { Random } from './random';

export interface Syndic {
  name: string;
  size: 'big' | 'small' | 'volunteer';
  address: string;
  city: string;
}

export const SYNDICS: Syndic[] = [
  {
    name: 'Groupe Citadelle Gestion',
    size: 'big',
    address: '48 rue de la Part-Dieu',
    city: 'Lyon',
  },
  {
    name: 'Orsay Syndic & Patrimoine',
    size: 'big',
    address: '12 boulevard Haussmann',
    city: 'Paris',
  },
  { name: 'Atlantique Copropriétés', size: 'big', address: '3 quai de la Fosse', city: 'Nantes' },
  {
    name: 'Cabinet Durand Immobilier',
    size: 'small',
    address: '7 place du Marché',
    city: 'Annecy',
  },
  { name: 'Agence Moreau & Fils', size: 'small', address: '22 rue Nationale', city: 'Tours' },
  { name: 'Gestion Lefort', size: 'small', address: '5 cours Mirabeau', city: 'Aix-en-Provence' },
  {
    name: 'M. Paul Girard, syndic bénévole',
    size: 'volunteer',
    address: '9 allée des Lilas',
    city: 'Rennes',
  },
];

export const RESIDENCES = [
  'Résidence Les Tilleuls',
  'Le Clos des Vignes',
  'Résidence du Parc',
  'Les Terrasses de la Loire',
  'Immeuble Le Belvédère',
  'Résidence Saint-Exupéry',
  'Le Carré Pasteur',
  'Villa Beausoleil',
];

export const STREETS = [
  '14 avenue Jean Jaurès, 69007 Lyon',
  '3 rue des Carmes, 37000 Tours',
  '27 boulevard Victor Hugo, 44000 Nantes',
  '8 rue de la République, 13001 Marseille',
  '61 rue Sainte-Catherine, 33000 Bordeaux',
  '2 impasse des Acacias, 35000 Rennes',
];

export const OWNERS = [
  'M. et Mme Bernard',
  'Mme Claire Dubois',
  'M. Julien Petit',
  'SCI Les Marronniers',
  'Mme Sophie Laurent',
  'M. Karim Haddad',
  'Indivision Roux',
];

export const NOTARIES = ['Maître Anne Girard', 'Maître Louis Perrin', 'Maître Hélène Masson'];

export const DIAGNOSTICIANS = [
  'Diag Expertise Rhône',
  'ABC Diagnostics Immobiliers',
  'Cabinet Vérif’Habitat',
  'Ouest Diagnostic Conseil',
];

export interface Setting {
  syndic: Syndic;
  residence: string;
  street: string;
  owner: string;
  lot: number;
  otherLot: number;
  otherOwner: string;
  tantiemes: number;
  /** 'extranet' exports print ISO dates and tables; 'letter' is a plain letter */
  layout: 'corporate' | 'letter' | 'extranet';
}

export function setting(random: Random): Setting {
  const syndic = random.pick(SYNDICS);
  const owner = random.pick(OWNERS);
  return {
    syndic,
    residence: random.pick(RESIDENCES),
    street: random.pick(STREETS),
    owner,
    lot: random.int(2, 140),
    otherLot: random.int(141, 260),
    otherOwner: random.pick(OWNERS.filter((name) => name !== owner)),
    tantiemes: random.int(40, 480),
    layout:
      syndic.size === 'big'
        ? random.pick(['corporate', 'extranet'] as const)
        : syndic.size === 'small'
          ? random.pick(['corporate', 'letter'] as const)
          : 'letter',
  };
}
