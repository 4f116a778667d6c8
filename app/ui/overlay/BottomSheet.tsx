import { DialogPanel, type DialogPanelProps } from './DialogPanel';

/** A panel rising from the bottom edge, with an optional visible title (spec §9). */
export function BottomSheet(props: DialogPanelProps) {
  return <DialogPanel {...props} panelClassName="mx-0 mb-0 mt-auto max-h-[85dvh] w-full rounded-t-2xl" />;
}
