import type { Assembly, Deed, OrganisationValue } from '@ped/domain';

/** A deed as typed: days '' when empty. */
export interface DeedDraft {
  date: string;
  notary: string;
  published: string;
  publication: string;
  /** what an amending deed changed */
  object: string;
}

export interface OrganisationDraft {
  regulation: DeedDraft;
  division: DeedDraft;
  divisionInRegulation: boolean;
  amendments: DeedDraft[];
  assemblies: Assembly[];
}

export const EMPTY_DEED: DeedDraft = {
  date: '',
  notary: '',
  published: '',
  publication: '',
  object: '',
};

export const EMPTY_ASSEMBLY: Assembly = { date: '', resolutions: '' };

const deedDraft = (deed: Deed | null): DeedDraft =>
  deed
    ? {
        date: deed.date ?? '',
        notary: deed.notary,
        published: deed.published ?? '',
        publication: deed.publication,
        object: deed.object,
      }
    : EMPTY_DEED;

export function toOrganisationDraft(value: OrganisationValue | null): OrganisationDraft {
  return {
    regulation: deedDraft(value?.regulation ?? null),
    division: deedDraft(value?.division ?? null),
    divisionInRegulation: value?.divisionInRegulation ?? false,
    amendments: (value?.amendments ?? []).map(deedDraft),
    assemblies: (value?.assemblies ?? []).map(({ date, resolutions }) => ({ date, resolutions })),
  };
}

const isBlank = (deed: DeedDraft) => Object.values(deed).every((field) => !field.trim());

const deedValue = (deed: DeedDraft): Deed => ({
  date: deed.date || null,
  notary: deed.notary.trim(),
  published: deed.published || null,
  publication: deed.publication.trim(),
  object: deed.object.trim(),
});

/**
 * The organisation as the API takes it. A deed left blank is not known; nothing known at all
 * is « Non communiqué » (null). A row staff added to a list stays, blank or not, so that the
 * domain's validation names what it lacks instead of dropping it silently.
 */
export function organisationValue(draft: OrganisationDraft): OrganisationValue | null {
  const value: OrganisationValue = {
    regulation: isBlank(draft.regulation) ? null : deedValue(draft.regulation),
    division:
      draft.divisionInRegulation || isBlank(draft.division) ? null : deedValue(draft.division),
    divisionInRegulation: draft.divisionInRegulation,
    amendments: draft.amendments.map(deedValue),
    assemblies: draft.assemblies.map(({ date, resolutions }) => ({
      date,
      resolutions: resolutions.trim(),
    })),
  };
  const known =
    value.regulation ||
    value.division ||
    value.divisionInRegulation ||
    value.amendments.length ||
    value.assemblies.length;
  return known ? value : null;
}
