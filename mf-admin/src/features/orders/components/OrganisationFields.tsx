import type { BuildingRecordItem } from '@ped/client';
import { ORGANISATION_LIMITS } from '@ped/domain';
import { Button, Checkbox, DateField, TextArea, TextField } from '@ped/ui';
import {
  EMPTY_ASSEMBLY,
  EMPTY_DEED,
  type DeedDraft,
  type OrganisationDraft,
} from '../organisation-draft';
import { FieldRow, Fieldset, Provenance } from './building-record-layout';

interface OrganisationFieldsProps {
  draft: OrganisationDraft;
  current: BuildingRecordItem | undefined;
  errors: Record<string, string>;
  onChange(draft: OrganisationDraft): void;
}

/** A deed's date, notary and publication; an amending deed says what it changed. */
function DeedFields({
  legend,
  deed,
  at,
  errors,
  onChange,
  onRemove,
}: {
  legend: string;
  deed: DeedDraft;
  /** the key of its errors: `organisation.regulation`, `organisation.amendments.0`… */
  at: string;
  errors: Record<string, string>;
  onChange(deed: DeedDraft): void;
  onRemove?: () => void;
}) {
  const set = (change: Partial<DeedDraft>) => onChange({ ...deed, ...change });
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {onRemove ? (
        <TextField
          label="Objet de l’acte"
          hint="Par exemple : division du lot 7 en lots 31 et 32"
          required
          value={deed.object}
          error={errors[`${at}.object`]}
          onChange={(event) => set({ object: event.target.value })}
        />
      ) : null}
      <FieldRow>
        <DateField
          label="Date de l’acte"
          value={deed.date}
          error={errors[`${at}.date`]}
          onChange={(date) => set({ date })}
        />
        <TextField
          label="Notaire"
          hint="Par exemple : Maître Paul Durand, notaire à Lyon"
          value={deed.notary}
          error={errors[`${at}.notary`]}
          onChange={(event) => set({ notary: event.target.value })}
        />
        <DateField
          label="Publié le"
          value={deed.published}
          error={errors[`${at}.published`]}
          onChange={(published) => set({ published })}
        />
        <TextField
          label="Références de publication"
          hint="Par exemple : SPF de Lyon 1, volume 1972 P n° 1234"
          value={deed.publication}
          error={errors[`${at}.publication`]}
          onChange={(event) => set({ publication: event.target.value })}
        />
      </FieldRow>
      {onRemove ? (
        <div>
          <Button type="button" $variant="ghost" onClick={onRemove}>
            Retirer : {legend.toLowerCase()}
          </Button>
        </div>
      ) : null}
    </Fieldset>
  );
}

/**
 * « Organisation de l'immeuble »: the règlement, the état descriptif, the deeds amending them
 * and the assemblies of the last three years. Whether each is annexed follows from the
 * register's documents, never from this form (ADR 069).
 */
export function OrganisationFields({ draft, current, errors, onChange }: OrganisationFieldsProps) {
  const set = (change: Partial<OrganisationDraft>) => onChange({ ...draft, ...change });
  const at = (path: string) => `organisation.${path}`;
  const replaced = <T,>(list: T[], index: number, item: T) =>
    list.map((old, i) => (i === index ? item : old));
  return (
    <>
      <DeedFields
        legend="Règlement de copropriété"
        deed={draft.regulation}
        at={at('regulation')}
        errors={errors}
        onChange={(regulation) => set({ regulation })}
      />
      <Checkbox
        label="L’état descriptif de division est dans l’acte du règlement"
        checked={draft.divisionInRegulation}
        onChange={(event) => set({ divisionInRegulation: event.target.checked })}
      />
      {draft.divisionInRegulation ? null : (
        <DeedFields
          legend="État descriptif de division"
          deed={draft.division}
          at={at('division')}
          errors={errors}
          onChange={(division) => set({ division })}
        />
      )}
      <Fieldset aria-label="Actes modificatifs">
        <legend>Actes modificatifs</legend>
        {errors[at('amendments')] ? <p role="alert">{errors[at('amendments')]}</p> : null}
        {draft.amendments.map((deed, i) => (
          <DeedFields
            key={i}
            legend={`Acte modificatif ${i + 1}`}
            deed={deed}
            at={at(`amendments.${i}`)}
            errors={errors}
            onChange={(changed) => set({ amendments: replaced(draft.amendments, i, changed) })}
            onRemove={() => set({ amendments: draft.amendments.filter((_, j) => j !== i) })}
          />
        ))}
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={draft.amendments.length >= ORGANISATION_LIMITS.amendments}
            onClick={() => set({ amendments: [...draft.amendments, EMPTY_DEED] })}
          >
            Ajouter un acte modificatif
          </Button>
        </div>
      </Fieldset>
      <Fieldset aria-label="Assemblées générales des trois dernières années">
        <legend>Assemblées générales des trois dernières années</legend>
        <p>
          Les procès-verbaux joints au dossier sont repris d’office ; indiquez ici les résolutions
          qu’un acquéreur doit connaître.
        </p>
        {errors[at('assemblies')] ? <p role="alert">{errors[at('assemblies')]}</p> : null}
        {draft.assemblies.map((assembly, i) => (
          <FieldRow key={i}>
            <DateField
              label={`Assemblée ${i + 1} : date`}
              required
              value={assembly.date}
              error={errors[at(`assemblies.${i}.date`)]}
              onChange={(date) =>
                set({ assemblies: replaced(draft.assemblies, i, { ...assembly, date }) })
              }
            />
            <TextArea
              label={`Assemblée ${i + 1} : résolutions essentielles`}
              hint="Par exemple : approbation des comptes 2025 ; ravalement voté (412 000 €)"
              required
              rows={2}
              value={assembly.resolutions}
              error={errors[at(`assemblies.${i}.resolutions`)]}
              onChange={(event) =>
                set({
                  assemblies: replaced(draft.assemblies, i, {
                    ...assembly,
                    resolutions: event.target.value,
                  }),
                })
              }
            />
            <div>
              <Button
                type="button"
                $variant="ghost"
                onClick={() => set({ assemblies: draft.assemblies.filter((_, j) => j !== i) })}
              >
                Retirer l’assemblée {i + 1}
              </Button>
            </div>
          </FieldRow>
        ))}
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={draft.assemblies.length >= ORGANISATION_LIMITS.assemblies}
            onClick={() => set({ assemblies: [...draft.assemblies, EMPTY_ASSEMBLY] })}
          >
            Ajouter une assemblée
          </Button>
        </div>
      </Fieldset>
      <Provenance item={current} />
    </>
  );
}
