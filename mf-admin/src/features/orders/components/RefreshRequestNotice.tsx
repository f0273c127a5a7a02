import { fetchStoredFile, type Order } from '@ped/client';
import { REFRESH_KIND_LABELS, formatDateTimeInFull } from '@ped/domain';
import { Alert, Button, openBlob } from '@ped/ui';

/** Why a delivered order is back in production: the notary's correction or the seller's update. */
export function RefreshRequestNotice({ order }: { order: Order }) {
  const request = order.refresh_request;
  if (order.state !== 'need-refresh' || !request) return null;
  const file = request.upload_id
    ? order.uploads.find((upload) => upload.id === request.upload_id)
    : undefined;
  return (
    <Alert variant="warning" title={REFRESH_KIND_LABELS[request.kind]}>
      {request.by}, le {formatDateTimeInFull(request.at)}
      {request.reason ? ` : « ${request.reason} »` : ''}
      {file ? (
        <>
          {' '}
          — pièce jointe :{' '}
          <Button
            type="button"
            $variant="ghost"
            onClick={() => void fetchStoredFile(file.url).then(openBlob, () => undefined)}
          >
            {file.name || 'Ouvrir le fichier'}
          </Button>
        </>
      ) : null}
      . Livrez la nouvelle version avec « Terminer ».
    </Alert>
  );
}
