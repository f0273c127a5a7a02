import { Link } from 'react-router-dom';
import { ButtonLink } from '@ped/ui';
import { useSeo } from '../features/seo/hooks/useSeo';
import { Actions, Page, Section } from '../shared/Page';
import type { PageProps } from './page-props';
import { citeInText } from '@ped/domain';

interface Part {
  id: string;
  title: string;
  intro: string;
  rows: string[];
}

/** The parts of the notaries' model (after art. 5 du décret n° 67-223), in the document's order. */
const PARTS: readonly Part[] = [
  {
    id: 'identification',
    title: 'Identification',
    intro:
      'L’en-tête situe le document : sans lui, le notaire ne peut pas rattacher les chiffres à la vente.',
    rows: [
      'la date et le lieu d’établissement ;',
      'le nom et l’adresse de la copropriété, son numéro d’immatriculation au registre national des copropriétés ;',
      'le syndic et le ou les vendeurs ;',
      'les lots vendus : numéros, description, tantièmes du lot rapportés au total des tantièmes ;',
      'la date des derniers comptes approuvés par l’assemblée générale.',
    ],
  },
  {
    id: 'i-a',
    title: 'I-A. Sommes dues par le vendeur au syndicat',
    intro: 'Ce que le vendeur doit encore à la copropriété à la date de la vente.',
    rows: [
      'les provisions exigibles du budget prévisionnel ;',
      'les provisions exigibles hors budget (travaux votés) ;',
      'les charges impayées des exercices antérieurs ;',
      `les sommes devenues exigibles au titre de l’${citeInText('article33')} (paiement échelonné de certains travaux) ;`,
      'les avances exigibles.',
    ],
  },
  {
    id: 'i-b',
    title: 'I-B. Sommes dues par le syndicat au vendeur',
    intro: 'Ce que la copropriété rendra au vendeur, car il a payé d’avance.',
    rows: [
      'les avances qu’il a versées (avance de trésorerie, fonds de roulement, réserve) ;',
      'les provisions qu’il a payées par anticipation ;',
      'le solde créditeur de son compte.',
    ],
  },
  {
    id: 'i-c',
    title: 'I-C. Sommes à la charge de l’acquéreur',
    intro:
      'Ce que l’acquéreur devra payer après la vente : la partie la plus lue par lui et par sa banque.',
    rows: [
      'la reconstitution des avances ;',
      'les provisions du budget prévisionnel non encore exigibles (prochains appels de fonds) ;',
      'les provisions hors budget non encore exigibles : travaux votés et calendrier de leurs appels.',
    ],
  },
  {
    id: 'annexes-n',
    title: 'Annexe : exercices N-1 et N-2',
    intro: 'La quote-part du vendeur pour chacun des deux derniers exercices.',
    rows: [
      'les charges du budget prévisionnel appelées et réelles ;',
      'les charges hors budget appelées et réelles.',
    ],
  },
  {
    id: 'finances',
    title: 'Finances de la copropriété',
    intro:
      'La santé financière de l’immeuble, arrêtée à la dernière assemblée générale ayant approuvé les comptes.',
    rows: [
      'le montant global des impayés de charges ;',
      'la dette envers les fournisseurs ;',
      'le fonds de travaux : son existence, la quote-part du lot et la dernière cotisation versée, avec sa date.',
    ],
  },
  {
    id: 'vie',
    title: 'Vie de la copropriété',
    intro: 'Ce qui peut peser sur l’avenir de l’acquéreur.',
    rows: [
      'les travaux votés : résolution, date, montant, quote-part du lot et reste à payer ;',
      'les procédures judiciaires en cours ;',
      'un éventuel emprunt collectif ;',
      'l’assurance de l’immeuble ;',
      'une éventuelle procédure de copropriété en difficulté ;',
      'la date de la prochaine assemblée générale.',
    ],
  },
  {
    id: 'technique',
    title: 'Dossier technique',
    intro: 'L’état du bâti et des diagnostics communs.',
    rows: [
      'le diagnostic technique global (DTG) et le plan pluriannuel de travaux (PPT) ;',
      'le DPE collectif ;',
      'le dossier technique amiante (DTA), le plomb, les termites ;',
      'l’ascenseur.',
    ],
  },
  {
    id: 'annexes',
    title: 'Annexes',
    intro: 'La liste des documents remis avec le pré-état daté, chacun avec son type et sa date.',
    rows: [
      'appels de fonds, relevé de compte copropriétaire, procès-verbaux d’assemblée générale ;',
      'fiche synthétique, règlement de copropriété et état descriptif de division, carnet d’entretien…',
    ],
  },
];

export default function HowToReadPage({ route }: PageProps) {
  useSeo({
    title: 'Comment lire un pré-état daté',
    description:
      'Identification, parties I-A, I-B et I-C, annexes N-1 et N-2, finances et vie de la copropriété : comment lire chaque partie d’un pré-état daté.',
    path: route.canonical,
  });
  return (
    <Page
      title="Comment lire un pré-état daté"
      lead="Le pré-état daté suit le modèle utilisé par les notaires. Voici, partie par partie, ce que chacune contient et ce qu’il faut y vérifier."
      testId="how-to-read-page"
    >
      <Section aria-labelledby="sommaire">
        <h2 id="sommaire">Les parties du document</h2>
        <ol>
          {PARTS.map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`}>{part.title}</a>
            </li>
          ))}
        </ol>
      </Section>
      {PARTS.map((part) => (
        <Section key={part.id} aria-labelledby={part.id}>
          <h2 id={part.id}>{part.title}</h2>
          <p>{part.intro}</p>
          <ul>
            {part.rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </Section>
      ))}
      <Section aria-labelledby="verifier">
        <h2 id="verifier">Ce qu’il faut vérifier</h2>
        <ul>
          <li>
            Une valeur inconnue doit apparaître comme manquante, jamais comme « 0 » ni « néant » :
            un zéro affirme qu’il n’y a rien à payer.
          </li>
          <li>
            Chaque montant doit venir d’un document identifié (appel de fonds, relevé de compte,
            annexes comptables du PV d’AG).
          </li>
          <li>
            Les provisions du lot doivent correspondre à ses tantièmes rapportés au budget voté.
          </li>
          <li>L’absence de procédure judiciaire ne s’affirme qu’avec une source datée.</li>
          <li>
            Les montants s’écrivent au format français, avec deux décimales (par exemple
            1&nbsp;234,56&nbsp;€).
          </li>
        </ul>
        <p>
          Pour savoir d’où viennent ces chiffres, consultez{' '}
          <Link to="/documents-pre-etat-date">les documents nécessaires</Link>.
        </p>
      </Section>
      <Actions>
        <ButtonLink as={Link} to="/offres">
          Faire rédiger mon pré-état daté
        </ButtonLink>
      </Actions>
    </Page>
  );
}
