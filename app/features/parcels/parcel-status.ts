import { activeParcelStatuses, historyParcelStatuses, type Parcel, type ParcelStatus } from '../../../contract/parcels';

/**
 * What the parcel pages show and offer for a parcel's status (contract §4.2): the list's tabs,
 * the timeline's steps and the customer's actions. Pure rules; the server refuses what it does
 * not allow (these only decide what to draw).
 */

export type ParcelsTab = 'active' | 'history';

export const readParcelsTab = (value: string | null): ParcelsTab => (value === 'history' ? 'history' : 'active');
export const parcelTabStatuses = (tab: ParcelsTab): readonly ParcelStatus[] => (tab === 'active' ? activeParcelStatuses : historyParcelStatuses);
export const isActiveParcel = (status: ParcelStatus) => activeParcelStatuses.includes(status);

export type ParcelStep = { status: ParcelStatus; reached: boolean; at: string | null };

const PATH: readonly ParcelStatus[] = ['new', 'accepted', 'ready', 'on_a_way', 'delivered'];

/**
 * The timeline: new → accepted → ready → on_a_way → delivered, each reached step with its first
 * time in `status_history`. A canceled parcel shows the steps it reached, then `canceled`.
 */
export function parcelSteps(parcel: Pick<Parcel, 'status' | 'status_history'>): ParcelStep[] {
  const when = new Map<string, string>();
  for (const change of parcel.status_history) if (!when.has(change.status)) when.set(change.status, change.created_at);
  if (parcel.status === 'canceled') {
    const reached = PATH.filter((s) => when.has(s));
    return [...(reached.length ? reached : (['new'] as const)).map((status) => ({ status, reached: true, at: when.get(status) ?? null })),
      { status: 'canceled', reached: true, at: when.get('canceled') ?? null }];
  }
  const index = PATH.indexOf(parcel.status);
  return PATH.map((status, i) => ({ status, reached: i <= index, at: when.get(status) ?? null }));
}

/** PC6 only while new; PC7 once delivered and not yet reviewed. */
export const parcelActions = (parcel: Pick<Parcel, 'status' | 'review'>) => ({
  cancel: parcel.status === 'new',
  review: parcel.status === 'delivered' && parcel.review === null,
});
