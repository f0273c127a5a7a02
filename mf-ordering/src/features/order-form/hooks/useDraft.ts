import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { OrderForm } from '@ped/domain';
import { draftActions } from '../store/draft-actions';
import type { DraftState } from '../store/draft-state';

/** The order being filled and the ways to change it. */
export function useDraft() {
  const draft = useSelector((state: { stored: DraftState }) => state.stored);
  const dispatch = useDispatch();
  const patch = useCallback(
    (change: Partial<OrderForm>) => dispatch(draftActions.patch(change)),
    [dispatch],
  );
  const errorOf = useCallback((path: string) => draft.errors[path], [draft.errors]);
  return { draft, form: draft.stored, dispatch, patch, errorOf };
}
