import { useOrderStatusToast } from './use-order-status-toast';
import { useStatisticsSync } from './use-statistics-sync';

/**
 * The notifications' part of a signed-in customer's live page (root.tsx mounts it beside the live
 * channel, in the browser only; a lazy chunk, so visitors and the catalog pages' first load never
 * carry it): the bell's counts kept current, and the status toast. Renders nothing.
 */
export default function NotificationsLive() {
  useStatisticsSync();
  useOrderStatusToast();
  return null;
}
