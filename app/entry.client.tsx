import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { customerHeaderLoading } from './ui/header/AppHeader';

// React Router's default client entry, once a signed-in customer's header parts are in (nothing
// to wait for on a visitor's page): see lib/signed-in-page.ts.
await customerHeaderLoading;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
