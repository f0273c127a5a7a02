import { api } from '../api-client';
import { buildUrl } from '../http';

/**
 * The blank pré-état daté form the API renders (GET /documents/pre-etat-date-vierge.pdf):
 * a plain link, downloadable without an account, so pages only need its address.
 */
export function blankTemplateUrl(): string {
  return buildUrl(api().baseUrl, '/documents/pre-etat-date-vierge.pdf');
}
