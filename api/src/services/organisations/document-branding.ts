import type { Connection, Types } from 'mongoose';
import { hasFeature, type PlanCode } from '@ped/domain';
import { organisationModel } from '../../models/organisation';
import { organisationCustomizationModel } from '../../models/organisation-customization';
import type { Branding } from '../pre-etat-date/model';
import { toBuffer, type FileStorage } from '../storage/file-storage';

/**
 * What the organisation that ordered puts on its documents: its logo and text, when its plan
 * has use_customizations today and it saved either. A logo gone from storage leaves the
 * document without it rather than undelivered: it frames the document, it is not its content.
 */
export async function documentBranding(
  connection: Connection,
  storage: FileStorage,
  order: { organisation?: Types.ObjectId | null },
): Promise<Branding | null> {
  if (!order.organisation) return null;
  const organisation = await organisationModel(connection).findById(order.organisation).lean();
  if (
    !organisation ||
    !hasFeature(organisation.subscription_plan as PlanCode, 'use_customizations')
  )
    return null;
  const custom = await organisationCustomizationModel(connection)
    .findOne({ organisation: organisation._id })
    .lean();
  if (!custom || (!custom.logo_key && !custom.document_footer)) return null;
  const logo = custom.logo_key
    ? await storage.get(custom.logo_key).then(toBuffer, () => null)
    : null;
  // one paragraph: the foot of a page has room for the 300 characters, not for 300 lines
  const footer = custom.document_footer.replace(/\s+/g, ' ').trim() || null;
  return { organisation: organisation.name, logo, footer };
}
