import { DialogPanel, type DialogPanelProps } from './DialogPanel';

// Pure CSS switch, so the first frame is already the right shape at any width. Tailwind's
// `max-[577px]` is `width < 577px`, i.e. 576px and below, as the spec says. Class names are
// written out in full because Tailwind finds them by scanning the source. An auto margin pushes
// the dialog (inset 0, sized to fit) to the bottom, or to the end side: `ms-auto` follows `dir`.
const placement =
  'max-[577px]:mx-0 max-[577px]:mb-0 max-[577px]:mt-auto max-[577px]:w-full max-[577px]:max-h-[85dvh] max-[577px]:rounded-t-2xl ' +
  'min-[577px]:my-0 min-[577px]:me-0 min-[577px]:ms-auto min-[577px]:h-full min-[577px]:max-h-none min-[577px]:w-[26rem]';

/**
 * Responsive sheet (spec §9): a drawer on the end side (right in LTR, left in RTL) above 576px,
 * a bottom sheet at 576px and below. The notifications panel uses it.
 */
export function Sheet(props: DialogPanelProps) {
  return <DialogPanel {...props} panelClassName={placement} />;
}
