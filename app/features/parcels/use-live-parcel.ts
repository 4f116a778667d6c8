import { useLivePage } from '../realtime/use-live-page';
import type { RealtimeStatus } from '../realtime/realtime-client';

/** Keeps a parcel page current: `parcel.status` pushes for this parcel, else 5 s polling while it moves. */
export function useLiveParcel(parcelId: number, active: boolean): RealtimeStatus {
  return useLivePage('parcel.status', (event) => event.parcel.id === parcelId, active);
}
