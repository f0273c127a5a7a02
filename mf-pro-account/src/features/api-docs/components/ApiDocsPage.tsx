import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { PRO_ACCOUNT_PATHS, useRuntimeConfig } from '@ped/contracts';
import {
  API_ERROR_CODES,
  API_METHOD_FLOWS,
  API_ORDER_FIELD_MEANINGS,
  API_ORDER_STATE_MEANINGS,
  API_ORDER_STATES,
  API_KEY_BOUNDS,
  isWebhookEventType,
  API_KEY_REACH,
  API_KEY_SCOPES,
  WEBHOOK_CONNECT_TIMEOUT_SECONDS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FIRST_BYTE_TIMEOUT_SECONDS,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_DELIVERIES_PER_HOUR,
} from '@ped/domain';
import { CodeBlock, Container, Stack, TextTable } from '@ped/ui';
import {
  NODE_SIGNATURE_CHECK,
  PHP_SIGNATURE_CHECK,
  orderFile,
  readOrderCurl,
  stepCurl,
  testEventCurl,
} from '../samples';
import { DocumentFlows } from './DocumentFlows';
import { MeaningsTable } from './MeaningsTable';
import { OfferExamples } from './OfferExamples';

const Section = styled.section`
  display: grid;
  /* a code block scrolls within the page's width instead of widening it (phones) */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  p code,
  li code {
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 16px 0 0;
  }
  p,
  ul,
  ol,
  h3 {
    margin: 0;
  }
`;

const SECTIONS = [
  ['demarrage', 'Démarrage rapide'],
  ['offres', 'Offres et commandes complètes'],
  ['champs', 'Les champs de la commande'],
  ['documents', 'Transmettre les documents du vendeur'],
  ['etats', 'États d’une commande'],
  ['authentification', 'Authentification et clés'],
  ['idempotence', 'Réessayer sans risque'],
  ['mode-test', 'Mode test'],
  ['webhooks', 'Webhooks'],
  ['erreurs', 'Codes d’erreur'],
  ['reference', 'Référence complète'],
] as const;

/** The API's address as integrators call it: the site's own, in production. */
function useApiOrigin(): string {
  const api = useRuntimeConfig()?.apiUrl ?? '';
  if (/^https?:\/\//.test(api)) return api.replace(/\/$/, '');
  return typeof window === 'undefined' ? api : `${window.location.origin}${api}`;
}

/**
 * /mon-compte-professionnel/api: what an agency's or a notary's software needs to order a
 * pré-état daté and get it back (issue 15). Public, so that an integrator reads it before
 * the agency gives them a key; every header name, event and code comes from @ped/domain,
 * as the API uses them.
 */
export function ApiDocsPage() {
  const api = useApiOrigin();
  return (
    <Container>
      <Stack $gap={16}>
        <h1>L’API des professionnels</h1>
        <p>
          Commandez un pré-état daté depuis votre logiciel de transaction ou de rédaction d’actes,
          suivez-le et récupérez-le sans rien ressaisir : le document PDF, ses annexes et ses
          chiffres en JSON. L’API est comprise dans les abonnements Experts, Premium et Syndic ; les
          clés se créent dans <Link to={PRO_ACCOUNT_PATHS.settings}>Paramètres</Link>.
        </p>
        <nav aria-label="Sommaire">
          <ul>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>

        <Section aria-labelledby="demarrage">
          <h2 id="demarrage">Démarrage rapide</h2>
          <p>
            1. Dans Paramètres, créez une clé (« Test » pour essayer). Elle n’est affichée qu’une
            fois : gardez-la dans le coffre de votre logiciel. 2. Créez une commande avec les champs
            du formulaire de commande et votre numéro de dossier ; le plus court chemin, quand nous
            prenons les documents sur l’extranet du syndic :
          </p>
          <CodeBlock
            label="Créer une commande avec curl"
            code={stepCurl(api, API_METHOD_FLOWS.extranet.steps[0]!, 0, 'extranet')}
          />
          <p>
            Le fichier <code>{orderFile('extranet')}</code> est l’exemple de la section{' '}
            <a href="#documents">Transmettre les documents</a> ; chaque offre a son exemple complet
            ci-dessous. Avec <code>"confirm": false</code>, la commande reste un brouillon que vous
            complétez puis confirmez par{' '}
            <code>POST /api/v1/orders/&#123;orderid&#125;/confirm</code>. Une commande confirmée est
            réglée comme à l’écran : avec vos autres commandes (ou sur le relevé mensuel) par
            défaut, ou par la carte enregistrée avec <code>"payment": "card"</code>. 3. Suivez-la et
            récupérez le document :
          </p>
          <CodeBlock
            label="Suivre une commande et télécharger le document"
            code={readOrderCurl(api)}
          />
          <p>
            Les autres opérations : demander une actualisation (<code>POST …/update-request</code>),
            télécharger chaque version et l’archive des annexes, lister et télécharger vos factures
            (<code>GET /api/v1/invoices</code>).
          </p>
        </Section>

        <Section aria-labelledby="offres">
          <h2 id="offres">Offres et commandes complètes</h2>
          <p>
            Le champ <code>offer</code> prend le code de l’offre. Chaque exemple ci-dessous est une
            commande complète, que notre propre test envoie à l’API à chaque version : copiez-le et
            remplacez les valeurs par celles de votre dossier.
          </p>
          <OfferExamples />
        </Section>

        <Section aria-labelledby="champs">
          <h2 id="champs">Les champs de la commande</h2>
          <p>
            Une commande porte les champs du formulaire de commande du site, plus votre numéro de
            dossier ; le document OpenAPI les décrit tous. Les premiers à connaître :
          </p>
          <MeaningsTable head={['Champ', 'Sens']} rows={Object.entries(API_ORDER_FIELD_MEANINGS)} />
        </Section>

        <Section aria-labelledby="documents">
          <h2 id="documents">Transmettre les documents du vendeur</h2>
          <p>
            Le champ <code>method</code> dit comment nous recevons les documents du syndic ; les
            appels se suivent dans cet ordre :
          </p>
          <DocumentFlows api={api} />
        </Section>

        <Section aria-labelledby="etats">
          <h2 id="etats">États d’une commande</h2>
          <p>
            Une commande porte son état (<code>state</code>), le même mot dans le filtre{' '}
            <code>?state=</code>, dans le mode test et dans les webhooks, précédé de{' '}
            <code>order.</code> :
          </p>
          <MeaningsTable
            head={['state', 'Sens', 'Webhook']}
            rows={API_ORDER_STATES.map((state) => [state, API_ORDER_STATE_MEANINGS[state]])}
            more={(state) => {
              const event = `order.${state}`;
              return isWebhookEventType(event) ? <code>{event}</code> : '—';
            }}
          />
        </Section>

        <Section aria-labelledby="authentification">
          <h2 id="authentification">Authentification et clés</h2>
          <ul>
            <li>
              Chaque requête porte la clé dans l’en-tête <code>X-Api-Key</code>. {API_KEY_REACH}
            </li>
            <li>{API_KEY_BOUNDS}</li>
            <li>
              Une clé est « {API_KEY_SCOPES.full} » (lecture et écriture) ou « {API_KEY_SCOPES.read}{' '}
              » (un POST répond 403 <code>insufficient_scope</code>) ; de production ou de test.
            </li>
            <li>
              Chaque clé a son budget de requêtes par minute, que toute requête authentifiée par la
              clé dépense, refus compris. Chaque réponse dit où vous en êtes :{' '}
              <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>,{' '}
              <code>RateLimit-Reset</code> (secondes) ; au-delà, 429 <code>rate_limited</code> avec{' '}
              <code>Retry-After</code>.
            </li>
            <li>
              Une clé révoquée dans Paramètres est refusée à la requête suivante ; Paramètres montre
              aussi quand chaque clé a servi pour la dernière fois.
            </li>
          </ul>
        </Section>

        <Section aria-labelledby="idempotence">
          <h2 id="idempotence">Réessayer sans risque</h2>
          <p>
            Chaque POST exige un en-tête <code>Idempotency-Key</code> de votre choix (un identifiant
            unique par opération, par exemple votre numéro de dossier suivi de l’action). Si le
            réseau coupe, renvoyez la même requête avec la même clé : vous recevez la première
            réponse, marquée <code>Idempotency-Replayed: true</code>, et jamais une seconde commande
            ni un second paiement. Une clé sert 24 heures ; la même clé avec une autre requête
            répond 422 <code>idempotency_key_reused</code>. Les clés d’idempotence de vos requêtes
            de test et de production sont séparées : la même valeur sert dans chaque mode sans
            confusion. Votre <code>external_id</code> est en outre unique dans l’organisation, pour
            chaque mode.
          </p>
        </Section>

        <Section aria-labelledby="mode-test">
          <h2 id="mode-test">Mode test</h2>
          <p>
            Une clé de test crée des commandes de test : jamais facturées, jamais traitées par nos
            experts, invisibles des clés de production (et réciproquement). Pour exercer votre
            intégration, faites-les avancer vous-même ; l’état « done » livre un pré-état daté
            SPÉCIMEN fait de la commande elle-même (son adresse, ses vendeurs, ses lots, ses
            documents en annexe) avec des montants d’exemple pour chacun de ses lots, ses chiffres
            en JSON et son archive, et chaque changement déclenche vos webhooks comme en production
            (<code>"livemode": false</code>).
          </p>
          <CodeBlock label="Faire avancer une commande de test" code={testEventCurl(api)} />
        </Section>

        <Section aria-labelledby="webhooks">
          <h2 id="webhooks">Webhooks</h2>
          <p>
            Dans Paramètres, le propriétaire du compte ajoute l’adresse HTTPS qui recevra les
            événements choisis. Chaque événement est un POST JSON{' '}
            <code>&#123; id, type, created, livemode, data &#125;</code> :
          </p>
          <TextTable>
            <thead>
              <tr>
                <th scope="col">Événement</th>
                <th scope="col">Quand</th>
              </tr>
            </thead>
            <tbody>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <tr key={type}>
                  <td>
                    <code>{type}</code>
                  </td>
                  <td>{WEBHOOK_EVENT_LABELS[type]}</td>
                </tr>
              ))}
            </tbody>
          </TextTable>
          <p>
            Acceptez la connexion en moins de {WEBHOOK_CONNECT_TIMEOUT_SECONDS} secondes et
            commencez votre réponse, un code 2xx, moins de {WEBHOOK_FIRST_BYTE_TIMEOUT_SECONDS}{' '}
            secondes après : répondez d’abord, traitez ensuite. Sinon nous réessayons, de plus en
            plus espacé, pendant {WEBHOOK_RETRY_HOURS} heures ; une adresse en échec depuis{' '}
            {WEBHOOK_RETRY_HOURS} heures est désactivée et le propriétaire prévenu par e-mail. Une
            adresse reçoit un envoi à la fois, une organisation trois : une adresse lente ne retarde
            que les siennes. Paramètres montre chaque envoi (code de réponse, durée) et permet
            d’envoyer un événement de test. Les envois de test (commandes de test, événement de
            test) sont limités à {WEBHOOK_TEST_DELIVERIES_PER_HOUR} par heure pour l’organisation ;
            au-delà, ils ne partent pas, et le journal de l’adresse en dit la raison. Un même
            événement peut arriver deux fois : dédoublonnez sur son <code>id</code>.
          </p>
          <p>
            <strong>Vérifiez la signature</strong> de chaque envoi : l’en-tête{' '}
            <code>{WEBHOOK_SIGNATURE_HEADER}</code> vaut <code>t=…,v1=…</code>, où <code>v1</code>{' '}
            est le HMAC-SHA256, avec le secret de l’adresse (<code>whsec_…</code>), de{' '}
            <code>t + "." + corps brut</code>. Après « Renouveler le secret », l’ancien signe encore
            pendant {WEBHOOK_SECRET_OVERLAP_HOURS} heures : l’en-tête porte alors deux{' '}
            <code>v1</code>, une seule valide suffit.
          </p>
          <CodeBlock label="Vérifier la signature en Node.js" code={NODE_SIGNATURE_CHECK} />
          <CodeBlock label="Vérifier la signature en PHP" code={PHP_SIGNATURE_CHECK} />
        </Section>

        <Section aria-labelledby="erreurs">
          <h2 id="erreurs">Codes d’erreur</h2>
          <p>
            Une erreur répond{' '}
            <code>&#123; "success": false, "message", "payload": &#123; "code" &#125; &#125;</code>{' '}
            : le message, en français, est pour les personnes ; le code, qui ne change jamais de
            sens, pour votre programme.
          </p>
          <TextTable>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Statut</th>
                <th scope="col">Signification</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(API_ERROR_CODES).map(([code, { status, meaning }]) => (
                <tr key={code}>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td>{status}</td>
                  <td>{meaning}</td>
                </tr>
              ))}
            </tbody>
          </TextTable>
        </Section>

        <Section aria-labelledby="reference">
          <h2 id="reference">Référence complète</h2>
          <p>
            Chaque opération, ses champs et ses réponses sont décrits dans le{' '}
            <a href={`${api}/api/v1/openapi.json`}>document OpenAPI de l’API v1</a>, produit à
            partir des schémas mêmes qui valident vos requêtes ; il se lit sans clé. Importez-le
            dans Postman, Insomnia ou votre générateur de client.
          </p>
        </Section>
      </Stack>
    </Container>
  );
}
