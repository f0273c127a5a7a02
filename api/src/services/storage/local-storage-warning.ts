import type { AppConfig } from '../../config';

/**
 * What production is told at start-up when files are kept in the API's own folder (issue
 * 37): another instance would answer « pas encore disponible » for every file this one
 * stored. Null when a bucket is configured, outside production, or when the operator says
 * the folder is shared.
 */
export function localFilesWarning(
  config: Pick<AppConfig, 'NODE_ENV' | 'S3_BUCKET' | 'FILES_DIR_SHARED' | 'DATA_DIR'>,
): string | null {
  if (config.S3_BUCKET || config.NODE_ENV !== 'production' || config.FILES_DIR_SHARED) return null;
  return `Fichiers stockés dans ${config.DATA_DIR}/files, propre à cette instance : l’API doit tourner seule. Pour plusieurs instances, définir S3_BUCKET, ou FILES_DIR_SHARED=true si ce dossier est partagé entre elles.`;
}
