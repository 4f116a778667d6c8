import { DialogPanel, type DialogPanelProps } from './DialogPanel';

type Props = DialogPanelProps & {
  /** Fill the screen: always, or only at phone widths (576px and below; Tailwind max-[577px] is `width < 577px`) where a centred box is cramped. */
  fullScreen?: boolean | 'phone';
};

const centred = 'left-1/2 top-1/2 max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl';
const phoneFull =
  'max-[577px]:inset-0 max-[577px]:max-h-none max-[577px]:w-full max-[577px]:translate-x-0 max-[577px]:translate-y-0 max-[577px]:rounded-none';

/** Centred dialog with an optional close button and a full-screen option (spec §9). */
export function Modal({ fullScreen = false, ...props }: Props) {
  const placement = fullScreen === true ? 'inset-0' : fullScreen === 'phone' ? `${centred} ${phoneFull}` : centred;
  return <DialogPanel {...props} panelClassName={placement} />;
}
