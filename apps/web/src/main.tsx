import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { whenRouterReady } from './app/when-router-ready';
import { stripCredentialsFromAddressBar } from './lib/url-credentials';
import { makeZodJitless } from './lib/zod-jitless';
import './styles/index.css';

makeZodJitless();

// Before the router reads the address or analytics can: a reset token never stays in it.
stripCredentialsFromAddressBar();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const router = createAppRouter();

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (Total Blocking Time on a phone).
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });

// Until this one render, the HTML's header shell stays on screen.
whenRouterReady(router, render);
