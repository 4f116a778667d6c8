import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useRootStore } from '../../lib/store/RootStoreProvider';

/**
 * Posts to the logout action. Before it goes, the browser's own state of the customer is reset:
 * liked shops and search history (the server cart and cart come with ordering; notification
 * counts follow the signed-out user automatically because the root loader revalidates).
 */
export function LogoutForm({ children, className, onLogout }: { children: ReactNode; className?: string; onLogout?: () => void }) {
  const resetForLogout = useRootStore((s) => s.resetForLogout);
  return (
    <Form
      method="post"
      action="/logout"
      onSubmit={() => {
        resetForLogout();
        onLogout?.();
      }}
      className={className}
    >
      {children}
    </Form>
  );
}
