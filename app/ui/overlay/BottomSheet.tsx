import { DialogPanel, type DialogPanelProps } from './DialogPanel';

/** A panel rising from the bottom edge, with an optional visible title (spec §9). */
export function BottomSheet(props: DialogPanelProps) {
  return <DialogPanel {...props} panelClassName="inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl" />;
}
