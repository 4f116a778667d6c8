import { DialogPanel, type DialogPanelProps } from './DialogPanel';

type Props = DialogPanelProps & {
  /** Fill the screen: always, or only at phone widths (576px and below; Tailwind max-[577px] is `width < 577px`) where a centred box is cramped. */
  fullScreen?: boolean | 'phone';
};

// Centred by the UA's `margin: auto`; the height follows the content up to 90% of the screen.
const centred = 'm-auto max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] rounded-2xl';
const full = 'm-0 h-full max-h-none w-full';
const phoneFull = 'max-[577px]:m-0 max-[577px]:h-full max-[577px]:max-h-none max-[577px]:w-full max-[577px]:rounded-none';

/** Centred dialog with an optional close button and a full-screen option (spec §9). */
export function Modal({ fullScreen = false, ...props }: Props) {
  const placement = fullScreen === true ? full : fullScreen === 'phone' ? `${centred} ${phoneFull}` : centred;
  return <DialogPanel {...props} panelClassName={placement} />;
}
