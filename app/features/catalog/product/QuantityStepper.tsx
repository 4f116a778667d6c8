import { focusRing } from '../../../ui/styles';

type Props = {
  /** What the counter shows (e.g. "1.5 kg" for 3 × 0.5 kg). */
  display: string;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease(): void;
  onIncrease(): void;
  size?: 'md' | 'sm';
};

const round = `inline-flex items-center justify-center rounded-full border border-line text-lg font-semibold hover:bg-line disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

/** − value + counter; the bounds are decided by the caller (contract §5.3). */
export function QuantityStepper({ display, decreaseLabel, increaseLabel, canDecrease, canIncrease, onDecrease, onIncrease, size = 'md' }: Props) {
  const button = `${round} ${size === 'md' ? 'size-10' : 'size-8'}`;
  return (
    <div className="inline-flex items-center gap-2">
      <button type="button" className={button} aria-label={decreaseLabel} disabled={!canDecrease} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" className={`min-w-10 text-center font-semibold tabular-nums ${size === 'sm' ? 'text-sm' : ''}`}>
        {display}
      </output>
      <button type="button" className={button} aria-label={increaseLabel} disabled={!canIncrease} onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
