import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../auth-forms';

/**
 * Checks a form in the browser before it posts (the same checks the action runs): with errors the
 * post is stopped, the messages shown and the first invalid control focused. Without JavaScript
 * the action's answer (`serverErrors`) shows the same messages.
 */
export function useFormCheck(check: (form: FormData) => FieldErrors, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const shown = clientErrors ?? serverErrors;
  useEffect(() => {
    if (shown && hasErrors(shown)) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    const found = check(data);
    if (hasErrors(found)) {
      event.preventDefault();
      setClientErrors(found);
    } else setClientErrors(null);
  };
  return { errors: shown ?? {}, onSubmit, ref: form };
}
