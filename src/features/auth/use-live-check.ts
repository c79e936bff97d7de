import { registerValidationContract, type RegisterField } from '@domain/contracts/auth.contract';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { callApi } from '@/lib/api';

/** Waits this long after a blur, so tabbing quickly through the form sends one check per field. */
export const LIVE_CHECK_DELAY_MS = 300;

/**
 * Live checks of register fields (`POST /api/register-validation`) on blur, debounced: the server
 * adds what the browser cannot know ("username already taken"). A field the browser already finds
 * invalid is not sent; a newer check of the same field cancels the older one.
 */
export function useLiveCheck<T extends FieldValues>(form: UseFormReturn<T>) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const requests = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const pendingTimers = timers.current;
    const pendingRequests = requests.current;
    return () => {
      pendingTimers.forEach(clearTimeout);
      pendingRequests.forEach((controller) => controller.abort());
    };
  }, []);

  const check = useCallback(
    async (field: Path<T> & RegisterField) => {
      const value = form.getValues(field) as unknown;
      const current = form.getFieldState(field).error;
      if (typeof value !== 'string' || value.trim() === '') return;
      if (current && current.type !== 'server') return;
      requests.current.get(field)?.abort();
      const controller = new AbortController();
      requests.current.set(field, controller);
      try {
        const { data } = await callApi(registerValidationContract, {
          body: { [field]: value },
          signal: controller.signal,
        });
        if (form.getValues(field) !== value) return; // typed on meanwhile: a later blur re-checks
        const key = data.fields[field];
        if (key) form.setError(field, { type: 'server', message: key });
        else if (form.getFieldState(field).error?.type === 'server') form.clearErrors(field);
      } catch {
        // A live check is a courtesy: offline or failing, the submit still validates everything.
      }
    },
    [form],
  );

  /** `register(field, { onBlur: liveCheck(field) })`. */
  return useCallback(
    (field: Path<T> & RegisterField) => () => {
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => void check(field), LIVE_CHECK_DELAY_MS),
      );
    },
    [check],
  );
}
