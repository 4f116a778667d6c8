import { useFetchers, useNavigation } from 'react-router';
import { useTranslation } from '../lib/i18n/I18nProvider';

/** Thin bar at the top while a route loads or a preference is saved (spec §4). */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { switching } = useTranslation();
  const busy = switching || navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  return (
    <div
      aria-hidden="true"
      data-busy={busy || undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left scale-x-0 bg-brand opacity-0 transition-[transform,opacity] duration-500 ease-out data-[busy]:scale-x-75 data-[busy]:opacity-100 rtl:origin-right"
    />
  );
}
