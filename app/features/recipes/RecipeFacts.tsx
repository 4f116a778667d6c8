import { useTranslation } from '../../lib/i18n/I18nProvider';

/** Time and calories of a recipe, with small icons (cards and the recipe page). */
export function RecipeFacts({ totalTime, calories, activeTime, servings, className = '' }: { totalTime: number; calories: number; activeTime?: number; servings?: number; className?: string }) {
  const { t } = useTranslation();
  const facts: Array<{ key: string; icon: string; label: string; value: string }> = [];
  if (totalTime > 0) facts.push({ key: 'time', icon: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', label: t('recipes.total_time'), value: t('recipes.minutes', { count: totalTime }) });
  if (activeTime && activeTime > 0) facts.push({ key: 'active', icon: 'M6 4h12M8 4v5l-3 11h14L16 9V4', label: t('recipes.active_time'), value: t('recipes.minutes', { count: activeTime }) });
  if (calories > 0) facts.push({ key: 'kcal', icon: 'M12 3c3 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-7 1 2 2 3 3 3 0-3-1-5 0-7z', label: t('recipes.calories'), value: t('recipes.kcal', { count: calories }) });
  if (servings && servings > 0) facts.push({ key: 'servings', icon: 'M4 13h16M6 13a6 6 0 0 1 12 0M3 17h18', label: t('recipes.servings'), value: String(servings) });
  if (!facts.length) return null;
  return (
    <dl className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`}>
      {facts.map((f) => (
        <div key={f.key} className="flex items-center gap-1.5">
          <dt className="flex items-center">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current text-ink-muted" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d={f.icon} />
            </svg>
            <span className="sr-only">{f.label}</span>
          </dt>
          <dd className="font-medium">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
