import type { BuildingRecordItem } from '@ped/client';
import {
  BUILDING_RECORD_MESSAGES,
  STATUS_ITEMS,
  parseFrenchAmount,
  statusItem,
  type BuildingRecordValues,
  type StatusItemKey,
  type StatusValue,
  type WorkVoted,
  type WorksValue,
} from '@ped/domain';

/** What the form holds: every field as typed; status '' = « Non communiqué ». */
export interface StatusDraft {
  status: string;
  date: string;
  details: string;
}

export interface WorkDraft {
  resolution: string;
  voted: string;
  amount: string;
  lot_share: string;
  remaining: string;
}

export interface WorksDraft {
  status: '' | WorksValue['status'];
  list: WorkDraft[];
}

export interface BuildingRecordDraft {
  works: WorksDraft;
  statuses: Record<StatusItemKey, StatusDraft>;
}

export const EMPTY_WORK: WorkDraft = {
  resolution: '',
  voted: '',
  amount: '',
  lot_share: '',
  remaining: '',
};

const AMOUNT_FIELDS = ['amount', 'lot_share', 'remaining'] as const;

/** 1234.5 -> '1234,50': an amount the way the form types it. */
const amountText = (euros: number | null) =>
  euros === null ? '' : euros.toFixed(2).replace('.', ',');

export function toDraft(items: BuildingRecordItem[]): BuildingRecordDraft {
  const valueOf = (key: string) => items.find((item) => item.key === key)?.value ?? null;
  const works = valueOf('works') as WorksValue | null;
  return {
    works: works
      ? {
          status: works.status,
          list: works.list.map(
            (w) =>
              ({
                resolution: w.resolution,
                voted: w.voted,
                ...Object.fromEntries(AMOUNT_FIELDS.map((f) => [f, amountText(w[f])])),
              }) as WorkDraft,
          ),
        }
      : { status: '', list: [] },
    statuses: Object.fromEntries(
      STATUS_ITEMS.map(({ key }) => {
        const value = valueOf(key) as StatusValue | null;
        return [
          key,
          value
            ? { status: value.status, date: value.date ?? '', details: value.details }
            : { status: '', date: '', details: '' },
        ];
      }),
    ) as Record<StatusItemKey, StatusDraft>,
  };
}

function worksValue(draft: WorksDraft, errors: Record<string, string>): WorksValue | null {
  if (!draft.status) return null;
  if (draft.status === 'none') return { status: 'none', list: [] };
  const list = draft.list.map((work, index): WorkVoted => {
    const amounts = Object.fromEntries(
      AMOUNT_FIELDS.map((field) => {
        const text = work[field].trim();
        const euros = text ? parseFrenchAmount(text) : null;
        if (text && euros === null)
          errors[`works.${index}.${field}`] = BUILDING_RECORD_MESSAGES.amountInvalid;
        return [field, euros];
      }),
    ) as Pick<WorkVoted, (typeof AMOUNT_FIELDS)[number]>;
    return { resolution: work.resolution.trim(), voted: work.voted, ...amounts };
  });
  return { status: 'voted', list };
}

/** The answer as sent: a date or details left from another choice are dropped. */
function statusValue(key: StatusItemKey, draft: StatusDraft): StatusValue | null {
  if (!draft.status) return null;
  const choice = statusItem(key).choices.find((c) => c.value === draft.status);
  return {
    status: draft.status,
    date: choice?.date ? draft.date || null : null,
    details: choice?.details ? draft.details.trim() : '',
  };
}

/**
 * The items that changed since `saved`, as the API takes them, and the amounts that do not
 * read as amounts (the domain's validation does the rest).
 */
export function changedValues(
  draft: BuildingRecordDraft,
  saved: BuildingRecordDraft,
): { values: BuildingRecordValues; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: BuildingRecordValues = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(draft.works, saved.works)) values.works = worksValue(draft.works, errors);
  for (const { key } of STATUS_ITEMS) {
    if (!same(draft.statuses[key], saved.statuses[key]))
      values[key] = statusValue(key, draft.statuses[key]);
  }
  return { values, errors };
}
