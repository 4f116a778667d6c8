import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/** A form's submit button, busy (and not pressable twice) while its own post is on the way. */
export function SubmitButton({ intent, className, children }: { intent: string; className: string; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} aria-busy={busy || undefined} className={`${className} disabled:opacity-60`}>
      {children}
    </button>
  );
}
