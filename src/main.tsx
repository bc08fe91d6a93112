import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import App from './App';
import { listenForPreloadErrors } from './boot/chunk-recovery';
import { unregisterDemoWorker } from './boot/demo-worker';
import { brandName } from './components/brand';
import { config } from './config';
import { createProviders } from './providers';
import { ThemeChoiceProvider } from './theme/ThemeChoice';

async function boot() {
  listenForPreloadErrors();
  document.title = brandName();
  // a build-time constant (vite.config.ts): a build without the demo contains none of its code
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend({
      main: config.apiUrl,
      payment: config.paymentApiUrl,
      auth: config.authApiUrl,
      upload: config.uploadUrl,
    });
  } else {
    void unregisterDemoWorker();
  }
  const providers = createProviders(config);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ThemeChoiceProvider store={providers.store}>
        <App providers={providers} />
      </ThemeChoiceProvider>
    </StrictMode>,
  );
}

void boot();
