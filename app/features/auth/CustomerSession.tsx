import { lazy, Suspense } from 'react';
import { useRenderedInBrowser } from '../../lib/use-rendered-in-browser';
import { isChatOperator } from '../chat/chat-operator';
import type { SessionUser } from './session-user';

// Each loads when it is mounted, after the page is up.
// The server cart kept in step (visitors' carts are local).
const CartSync = lazy(() => import('../cart/CartSync'));
// The live channel (features/realtime/live-events.ts) and what listens to it.
const RealtimeConnection = lazy(() => import('../realtime/RealtimeConnection'));
const NotificationsLive = lazy(() => import('../notifications/NotificationsLive'));
const ChatButton = lazy(() => import('../chat/ChatButton'));

type Props = {
  /** Where the header shows the cart button: its count needs the server cart. */
  loadCartCount: boolean;
  user: SessionUser;
  /** The public settings (who is a support operator: chat-operator.ts). */
  settings: Readonly<Record<string, string | undefined>>;
};

/**
 * What a signed-in customer's pages run beside the page itself (lazy chunk, mounted by the root
 * only while signed in: visitors never load it): the server cart kept in step, and in the
 * browser the live channel, its notifications and the chat button. The live parts are not in the
 * server HTML: a chat button shown before its code has arrived would swallow the tap, and a socket
 * has no use there.
 */
export default function CustomerSession({ loadCartCount, user, settings }: Props) {
  const inBrowser = useRenderedInBrowser();
  return (
    <>
      <Suspense>
        <CartSync loadCount={loadCartCount} />
      </Suspense>
      {inBrowser && (
        <Suspense>
          <RealtimeConnection />
          <NotificationsLive />
          <ChatButton user={{ id: user.id, operator: isChatOperator(user.role, settings) }} />
        </Suspense>
      )}
    </>
  );
}
