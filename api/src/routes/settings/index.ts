import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { hasFeature } from '@ped/domain';
import { organisationCustomizationModel } from '../../models/organisation-customization';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { badRequest } from '../../lib/http-errors';
import { downloadLogo, LogoRefusal } from '../../services/organisations/logo-download';
import {
  assertFeature,
  assertOwner,
  callerOrganisation,
  type CallerOrganisation,
} from '../../services/organisations/access';

const text = (max: number, errorMessage: string) => Type.String({ maxLength: max, errorMessage });

const BillingAddress = Type.Object(
  {
    name: text(120, 'La raison sociale fait 120 caractères au plus'),
    address: text(200, 'L’adresse fait 200 caractères au plus'),
    additional: text(200, 'Le complément d’adresse fait 200 caractères au plus'),
    zipcode: Type.String({
      pattern: '^(\\d{5})?$',
      errorMessage: 'Le code postal compte 5 chiffres',
    }),
    city: text(120, 'La ville fait 120 caractères au plus'),
    country: text(80, 'Le pays fait 80 caractères au plus'),
  },
  { additionalProperties: false },
);

const Customizations = Type.Object(
  {
    logo_url: Type.String({
      maxLength: 500,
      pattern: '^(https://\\S+)?$',
      errorMessage: 'Le logo doit être une adresse https://',
    }),
    document_footer: text(300, 'Le texte de pied de page fait 300 caractères au plus'),
  },
  { additionalProperties: false },
);

const Settings = Type.Object({
  billing_address: BillingAddress,
  customizations: Type.Union([Customizations, Type.Null()]),
});
const SettingsBody = Type.Object(
  { billing_address: BillingAddress, customizations: Type.Optional(Customizations) },
  { additionalProperties: false },
);

/**
 * Paramètres of the organisation: the default billing address (prefills orders and
 * invoices) and, for plans with use_customizations, what its documents carry.
 */
const settings: FastifyPluginAsyncTypebox = async (app) => {
  const Customization = organisationCustomizationModel(app.mongoose.connection);

  /**
   * The storage key of the logo at `address` (downloaded when the address changed) and the key
   * of the file it replaces, deleted once the settings are saved. A logo that cannot be
   * fetched or printed is refused now, in French, rather than missing from a document.
   */
  async function storedLogo(
    organisation: CallerOrganisation['organisation'],
    address: string,
  ): Promise<{ key: string; replaced: string | null }> {
    const saved = await Customization.findOne({ organisation: organisation._id }).lean();
    const replaced = saved?.logo_key || null;
    if (!address) return { key: '', replaced };
    if (saved?.logo_url === address && saved.logo_key)
      return { key: saved.logo_key, replaced: null };
    try {
      const downloaded = await downloadLogo(address);
      // decoded once, here, in the reading pool: documents print the prepared bytes as they are
      const prepared = await app.readings.prepareLogo(downloaded.bytes, downloaded.mimetype);
      if (!prepared.ok) throw new LogoRefusal(prepared.refusal);
      const logo = prepared.logo;
      const extension = logo.mimetype === 'image/png' ? 'png' : 'jpg';
      const key = `organisations/${String(organisation._id)}/logo-${Date.now()}.${extension}`;
      await app.storage.put(key, logo.bytes, logo.mimetype);
      return { key, replaced };
    } catch (error) {
      if (error instanceof LogoRefusal) throw badRequest(error.message);
      throw error;
    }
  }

  async function current({
    organisation,
    plan,
  }: CallerOrganisation): Promise<Static<typeof Settings>> {
    const address = organisation.billing_address;
    const custom = hasFeature(plan, 'use_customizations')
      ? await Customization.findOne({ organisation: organisation._id }).lean()
      : null;
    return {
      billing_address: {
        name: address?.name ?? '',
        address: address?.address ?? '',
        additional: address?.additional ?? '',
        zipcode: address?.zipcode ?? '',
        city: address?.city ?? '',
        country: address?.country || 'France',
      },
      customizations: hasFeature(plan, 'use_customizations')
        ? { logo_url: custom?.logo_url ?? '', document_footer: custom?.document_footer ?? '' }
        : null,
    };
  }

  app.get(
    '/account/settings',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        response: { 200: Envelope(Settings), ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      ok(await current(await callerOrganisation(app, request.session)), 'Paramètres'),
  );

  app.put(
    '/account/settings',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        body: SettingsBody,
        response: { 200: Envelope(Settings), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = await callerOrganisation(app, request.session);
      assertOwner(caller.session);
      const { billing_address, customizations } = request.body;
      if (customizations) assertFeature(caller.plan, 'use_customizations');
      // before anything is saved: a refused logo leaves the settings as they were
      const logo = customizations
        ? await storedLogo(caller.organisation, customizations.logo_url.trim())
        : null;
      caller.organisation.set(
        'billing_address',
        Object.fromEntries(Object.entries(billing_address).map(([k, v]) => [k, v.trim()])),
      );
      await caller.organisation.save();
      if (customizations) {
        await Customization.updateOne(
          { organisation: caller.organisation._id },
          {
            $set: {
              logo_url: customizations.logo_url.trim(),
              logo_key: logo?.key ?? '',
              document_footer: customizations.document_footer.trim(),
              updated: new Date(),
            },
          },
          { upsert: true },
        );
        if (logo?.replaced) await app.storage.delete(logo.replaced);
      }
      return ok(await current(caller), 'Paramètres enregistrés');
    },
  );
};

export default settings;
