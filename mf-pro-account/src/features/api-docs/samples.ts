import { WEBHOOK_SIGNATURE_HEADER, type ApiCallStep } from '@ped/domain';

/**
 * The code integrators copy from the documentation, built from the API's address, the
 * header names and the examples the API is tested with (@ped/domain api-examples.ts), so
 * that what they copy is what the API answers to.
 */
const header = WEBHOOK_SIGNATURE_HEADER;

/** The file an order's JSON example is saved in, for curl's -d @… */
export const orderFile = (name: string) => `commande-${name}.json`;

/**
 * One call of a flow as curl: the first, which creates the order, keeps its number in
 * $ORDERID (with jq) for the calls after it; `{orderid}` becomes $ORDERID.
 */
export function stepCurl(api: string, step: ApiCallStep, index: number, name: string): string {
  const url = `${api}${step.path.replace('{orderid}', '$ORDERID')}`;
  const key = '-H "X-Api-Key: $PED_API_KEY"';
  if (step.method === 'GET') return `curl "${url}" ${key}`;
  const lines = [
    `curl -s -X POST "${url}"`,
    key,
    `-H "Idempotency-Key: ${name}-${index + 1}"`,
    ...(step.body === 'file'
      ? ['-F "file=@appel-de-fonds.pdf"']
      : step.body && Object.keys(step.body).length
        ? ['-H "Content-Type: application/json"', `-d @${orderFile(name)}`]
        : ['-H "Content-Type: application/json"', "-d '{}'"]),
  ];
  const command = lines.join(' \\\n  ');
  return index === 0 ? `ORDERID=$(${command} | jq -r .payload.orderid)` : command;
}

export function readOrderCurl(api: string): string {
  return `# l’état de la commande, ses liens (document, versions, archive, chiffres)
curl ${api}/api/v1/orders/AB12CD -H "X-Api-Key: $PED_API_KEY"

# vos commandes par numéro de dossier, 25 par page
curl "${api}/api/v1/orders?external_id=2025-0412-cle&page=1&page_size=25" \\
  -H "X-Api-Key: $PED_API_KEY"

# le pré-état daté livré (PDF) et ses chiffres en JSON (montants en centimes)
curl -o pre-etat-date.pdf ${api}/api/v1/orders/AB12CD/document -H "X-Api-Key: $PED_API_KEY"
curl ${api}/api/v1/orders/AB12CD/figures -H "X-Api-Key: $PED_API_KEY"`;
}

export function testEventCurl(api: string): string {
  return `# avec une clé de test : la commande passe à « Terminée » et reçoit un pré-état daté SPÉCIMEN
curl -X POST ${api}/api/v1/orders/AB12CD/test-events \\
  -H "X-Api-Key: $PED_TEST_API_KEY" \\
  -H "Idempotency-Key: test-ab12cd-done" \\
  -H "Content-Type: application/json" \\
  -d '{ "state": "done" }'`;
}

export const NODE_SIGNATURE_CHECK = `import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/** vrai si le corps a été signé avec le secret de votre adresse (whsec_…) il y a moins de 5 minutes */
export function isSignedByPreEtatDate(rawBody, header, secret) {
  const parts = header.split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  // pendant le renouvellement du secret, deux signatures v1 arrivent : une seule valide suffit
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, hex]) => {
      const given = Buffer.from(hex, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

// Express : lire le corps brut, tel qu’il a été signé
app.post('/webhooks/pre-etat-date', express.raw({ type: 'application/json' }), (req, res) => {
  const body = req.body.toString('utf8');
  if (!isSignedByPreEtatDate(body, req.get('${header}') ?? '', process.env.PED_WEBHOOK_SECRET)) {
    return res.status(400).send('signature invalide');
  }
  const event = JSON.parse(body);
  res.sendStatus(200); // répondez vite ; traitez ensuite (event.id rend le traitement idempotent)
});`;

export const PHP_SIGNATURE_CHECK = `<?php
const TOLERANCE_SECONDS = 300;

/** vrai si le corps a été signé avec le secret de votre adresse (whsec_…) il y a moins de 5 minutes */
function isSignedByPreEtatDate(string $rawBody, string $header, string $secret): bool
{
    $timestamp = null;
    $signatures = [];
    foreach (explode(',', $header) as $part) {
        [$key, $value] = array_pad(explode('=', $part, 2), 2, '');
        if ($key === 't') $timestamp = (int) $value;
        if ($key === 'v1') $signatures[] = $value;
    }
    if ($timestamp === null || abs(time() - $timestamp) > TOLERANCE_SECONDS) return false;
    $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $secret);
    // pendant le renouvellement du secret, deux signatures v1 arrivent : une seule valide suffit
    foreach ($signatures as $signature) {
        if (hash_equals($expected, $signature)) return true;
    }
    return false;
}

$body = file_get_contents('php://input');
$header = $_SERVER['HTTP_${header.toUpperCase().replace(/-/g, '_')}'] ?? '';
if (!isSignedByPreEtatDate($body, $header, getenv('PED_WEBHOOK_SECRET'))) {
    http_response_code(400);
    exit('signature invalide');
}
$event = json_decode($body, true);
http_response_code(200);`;
