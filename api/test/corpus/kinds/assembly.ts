import { amount, anyDate, longDate, shortDate, weekdayDate, wordsDate } from '../french';
import { addressee, dateLine, letterhead } from '../layout';
import type { Setting } from '../people';
import type { Random } from '../random';
import { CORPUS_TODAY, type Block, type DocumentSpec, type ExpectedFigure } from '../spec';

/** How the minutes say when the assembly met (the document's date). */
function meetingSentence(random: Random, s: Setting, iso: string): string {
  const hour = `${random.int(14, 19)} h ${random.pick(['00', '30'])}`;
  return random.pick([
    `Les copropriétaires de la ${s.residence} se sont réunis en assemblée générale ordinaire le ${weekdayDate(iso)} à ${hour}, ${random.pick(['salle des fêtes', 'dans les locaux du syndic', 'au sous-sol de l’immeuble'])}.`,
    `L’an ${wordsDate(iso)}, à ${hour}, les copropriétaires de l’immeuble ${s.street} se sont réunis en assemblée générale.`,
    `Assemblée générale ordinaire du ${shortDate(iso)} tenue à ${s.syndic.city}.`,
    `Le ${longDate(iso)}, à ${hour}, s’est tenue l’assemblée générale annuelle des copropriétaires.`,
    `Réunis le${random.chance(0.5) ? '' : ' '}${longDate(iso)} en assemblée générale extraordinaire, les copropriétaires ont délibéré sur l’ordre du jour suivant.`,
  ]);
}

export function procesVerbal(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2022-03-01', '2025-06-20');
  const year = Number(date.slice(0, 4));
  const convened = random.day(`${year - 1}-12-01`, date);
  const previous = random.day(`${year - 1}-03-01`, `${year - 1}-06-30`);
  const next = random.day(`${year + 1}-03-01`, `${year + 1}-06-30`);
  const title = random.pick([
    'PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE',
    'Procès-verbal des délibérations de l’assemblée générale',
    'PROCÈS VERBAL D’ASSEMBLÉE GÉNÉRALE',
    'Compte rendu — procès-verbal de l’AG des copropriétaires',
  ]);
  const a = random.pick(['spaces', 'dots'] as const);
  const first: Block[] = [
    ...letterhead(s),
    { t: 'title', text: title },
    { t: 'p', text: meetingSentence(random, s, date) },
    {
      t: 'p',
      text: `Convoqués par lettre recommandée du ${anyDate(random, convened)}, ${random.int(18, 60)} copropriétaires sont présents ou représentés, soit ${random.int(5200, 8900)} / 10 000 tantièmes. Président de séance : ${random.pick(['Mme Lefèvre', 'M. Roussel', 'Mme Garnier'])}. Secrétaire : le syndic. Scrutateur : ${random.pick(['M. Bernard', 'Mme Colin'])}.`,
    },
    {
      t: 'p',
      text: `Résolution n° 1 : approbation du procès-verbal de l’assemblée générale du ${anyDate(random, previous)}. Votes pour : ${random.int(5000, 8000)} ; contre : 0 ; abstentions : ${random.int(0, 300)}. Adoptée à la majorité de l’article 24.`,
    },
    {
      t: 'p',
      text: `Résolution n° 2 : l’assemblée approuve les comptes de l’exercice du ${shortDate(`${year - 1}-01-01`)} au ${shortDate(`${year - 1}-12-31`)}, arrêtés à ${amount(random.cents(60_000, 250_000), a)}. Adoptée.`,
    },
  ];
  const votedBudget = random.cents(60_000, 250_000);
  const second: Block[] = [
    {
      t: 'p',
      text: `Résolution n° 3 : budget prévisionnel de l’exercice ${year + 1} fixé à ${amount(votedBudget, a)}, appelé par quart le 1er janvier, le 1er avril, le 1er juillet et le 1er octobre.`,
    },
    {
      t: 'p',
      text: random.pick([
        `Résolution n° 4 : modification du règlement de copropriété pour la création d’un local vélos. Acte modificatif à recevoir par Maître Girard. Adoptée à la majorité de l’article 26.`,
        `Résolution n° 4 : réalisation d’un diagnostic technique global ; le rapport du ${longDate(random.day(`${year - 2}-01-01`, `${year - 1}-12-31`))} est annexé. Adoptée.`,
        `Résolution n° 4 : le carnet d’entretien sera mis à jour par le syndic ; ravalement, appels de fonds au ${longDate(`${year}-10-01`)} et au ${longDate(`${year + 1}-01-01`)}.`,
      ]),
    },
    {
      t: 'p',
      text: `La prochaine assemblée générale se tiendra le ${longDate(next)}. L’ordre du jour étant épuisé, la séance est levée à ${random.int(19, 22)} h ${random.pick(['10', '45'])}.`,
    },
  ];
  const pages = random.chance(0.5) ? [[...first, ...second]] : [first, second];
  const figures: ExpectedFigure[] = [
    { field: 'dt_based', date, page: 1 },
    { field: 'fiscal_year_start', date: `${year - 1}-01-01`, page: 1 },
    { field: 'fiscal_year_end', date: `${year - 1}-12-31`, page: 1 },
    { field: 'document_date', date, page: 1 },
  ];
  // the building's budget of the year the form asks about, when this meeting voted it
  if (year + 1 === Number(CORPUS_TODAY.slice(0, 4)))
    figures.push({ field: 'building_budget', amount: votedBudget, page: pages.length });
  return { kind: 'pv-ag', doctype: 2, dateISO: date, pages, figures };
}

/** The notice calling an assembly: it names a PV and an AG date, but is a letter. */
export function convocation(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2024-01-10', '2025-05-20');
  const meeting = random.day(date, '2025-12-20');
  const page: Block[] = [
    ...letterhead(s),
    addressee(s),
    dateLine(random, s, date),
    { t: 'title', text: 'CONVOCATION À L’ASSEMBLÉE GÉNÉRALE ORDINAIRE' },
    {
      t: 'p',
      text: `Madame, Monsieur, nous avons l’honneur de vous convoquer à l’assemblée générale ordinaire des copropriétaires qui se tiendra le ${weekdayDate(meeting)} à 18 h 30. Vous trouverez ci-joint le procès-verbal de la précédente assemblée, le projet de budget et le formulaire de vote par correspondance.`,
    },
    {
      t: 'p',
      text: 'Ordre du jour : 1. Élection du président de séance. 2. Approbation des comptes. 3. Budget prévisionnel. 4. Travaux de ravalement et appel de fonds correspondant.',
    },
  ];
  return { kind: 'convocation-ag', doctype: 10, dateISO: date, pages: [page], figures: [] };
}
