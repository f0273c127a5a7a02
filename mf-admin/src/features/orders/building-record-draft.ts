import type { BuildingRecordItem } from '@ped/client';
import {
  BUILDING_RECORD_MESSAGES,
  STATUS_ITEMS,
  parseFrenchAmount,
  statusItem,
  type BuildingRecordValues,
  type OrganisationValue,
  type StatusItemKey,
  type StatusValue,
  type WorkLotShare,
  type WorkVoted,
  type WorksValue,
} from '@ped/domain';
import {
  shareKeyDraft,
  shareKeyValue,
  GENERAL_KEY_DRAFT,
  type ShareKeyDraft,
} from './share-key-draft';
import {
  organisationValue,
  toOrganisationDraft,
  type OrganisationDraft,
} from './organisation-draft';

/** What the form holds: every field as typed; status '' = « Non communiqué ». */
export interface StatusDraft {
  status: string;
  date: string;
  details: string;
  deadline: string;
  /** the DPE's energy class, '' when none */
  grade: string;
}

/** What one sold lot bears of a resolution, as typed. */
export interface WorkLineDraft {
  share: string;
  called: string;
  remaining: string;
  loan: string;
}

export interface WorkDraft {
  resolution: string;
  voted: string;
  amount: string;
  /** the part the collective loan finances */
  loan: string;
  key: ShareKeyDraft;
  calls: Array<{ due: string; percent: string }>;
  /** by lot number */
  lots: Record<string, WorkLineDraft>;
}

export interface WorksDraft {
  status: '' | WorksValue['status'];
  list: WorkDraft[];
}

export interface BuildingRecordDraft {
  organisation: OrganisationDraft;
  works: WorksDraft;
  statuses: Record<StatusItemKey, StatusDraft>;
}

export const EMPTY_LINE: WorkLineDraft = { share: '', called: '', remaining: '', loan: '' };

export const EMPTY_WORK: WorkDraft = {
  resolution: '',
  voted: '',
  amount: '',
  loan: '',
  key: GENERAL_KEY_DRAFT,
  calls: [],
  lots: {},
};

const LINE_FIELDS = ['share', 'called', 'remaining', 'loan'] as const;

/** 1234.5 -> '1234,50': an amount the way the form types it. */
const amountText = (euros: number | null) =>
  euros === null ? '' : euros.toFixed(2).replace('.', ',');

function workDraft(work: WorkVoted): WorkDraft {
  return {
    resolution: work.resolution,
    voted: work.voted,
    amount: amountText(work.amount),
    loan: amountText(work.loan),
    key: shareKeyDraft(work.key),
    calls: work.calls.map((call) => ({
      due: call.due,
      percent: String(call.percent).replace('.', ','),
    })),
    lots: Object.fromEntries(
      work.lots.map((line) => [
        line.lot,
        Object.fromEntries(
          LINE_FIELDS.map((f) => [f, amountText(line[f])]),
        ) as unknown as WorkLineDraft,
      ]),
    ),
  };
}

export function toDraft(items: BuildingRecordItem[]): BuildingRecordDraft {
  const valueOf = (key: string) => items.find((item) => item.key === key)?.value ?? null;
  const works = valueOf('works') as WorksValue | null;
  return {
    organisation: toOrganisationDraft(valueOf('organisation') as OrganisationValue | null),
    works: works
      ? { status: works.status, list: works.list.map(workDraft) }
      : { status: '', list: [] },
    statuses: Object.fromEntries(
      STATUS_ITEMS.map(({ key }) => {
        const value = valueOf(key) as StatusValue | null;
        return [
          key,
          value
            ? {
                status: value.status,
                date: value.date ?? '',
                details: value.details,
                deadline: value.deadline ?? '',
                grade: value.grade ?? '',
              }
            : { status: '', date: '', details: '', deadline: '', grade: '' },
        ];
      }),
    ) as Record<StatusItemKey, StatusDraft>,
  };
}

/** An amount typed, null when blank; one that reads as no amount is reported under `at`. */
function euros(text: string, at: string, errors: Record<string, string>): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = parseFrenchAmount(trimmed);
  if (value === null) errors[at] = BUILDING_RECORD_MESSAGES.amountInvalid;
  return value;
}

function workValue(
  work: WorkDraft,
  index: number,
  lots: string[],
  errors: Record<string, string>,
): WorkVoted {
  const at = (field: string) => `works.${index}.${field}`;
  return {
    resolution: work.resolution.trim(),
    voted: work.voted,
    amount: euros(work.amount, at('amount'), errors),
    loan: euros(work.loan, at('loan'), errors),
    key: shareKeyValue(work.key, lots, at('key'), errors),
    calls: work.calls.map((call, c) => {
      const percent = parseFrenchAmount(call.percent);
      if (percent === null) errors[at(`calls.${c}.percent`)] = BUILDING_RECORD_MESSAGES.callPercent;
      return { due: call.due, percent: percent ?? 0 };
    }),
    // every lot of the sale has its line, blank when nothing is known of it
    lots: lots.map((lot, l): WorkLotShare => {
      const line = work.lots[lot] ?? EMPTY_LINE;
      return {
        lot,
        ...(Object.fromEntries(
          LINE_FIELDS.map((f) => [f, euros(line[f], at(`lots.${l}.${f}`), errors)]),
        ) as Omit<WorkLotShare, 'lot'>),
      };
    }),
  };
}

function worksValue(
  draft: WorksDraft,
  lots: string[],
  errors: Record<string, string>,
): WorksValue | null {
  if (!draft.status) return null;
  if (draft.status === 'none') return { status: 'none', list: [] };
  return {
    status: 'voted',
    list: draft.list.map((work, index) => workValue(work, index, lots, errors)),
  };
}

/** The answer as sent: a date, details, deadline or class left from another choice are dropped. */
function statusValue(key: StatusItemKey, draft: StatusDraft): StatusValue | null {
  if (!draft.status) return null;
  const choice = statusItem(key).choices.find((c) => c.value === draft.status);
  return {
    status: draft.status,
    date: choice?.date ? draft.date || null : null,
    details: choice?.details ? draft.details.trim() : '',
    ...(choice?.deadline ? { deadline: draft.deadline || null } : {}),
    ...(choice?.grade ? { grade: draft.grade || null } : {}),
  };
}

/**
 * The items that changed since `saved`, as the API takes them, and the amounts that do not
 * read as amounts (the domain's validation does the rest). `lots`: the sale's lot numbers.
 */
export function changedValues(
  draft: BuildingRecordDraft,
  saved: BuildingRecordDraft,
  lots: string[],
): { values: BuildingRecordValues; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const values: BuildingRecordValues = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(draft.organisation, saved.organisation))
    values.organisation = organisationValue(draft.organisation);
  if (!same(draft.works, saved.works)) values.works = worksValue(draft.works, lots, errors);
  for (const { key } of STATUS_ITEMS) {
    if (!same(draft.statuses[key], saved.statuses[key]))
      values[key] = statusValue(key, draft.statuses[key]);
  }
  return { values, errors };
}
