import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { listenForPreloadErrors } from './boot/chunk-recovery';
import { config } from './config';
import { createProviders } from './providers';

async function boot() {
  listenForPreloadErrors();
  if (config.demo) {
    const { startDemoBackend } = await import('./mocks/browser');
    await startDemoBackend({
      main: config.apiUrl,
      payment: config.paymentApiUrl,
      auth: config.authApiUrl,
      upload: config.uploadUrl,
    });
  }
  const providers = createProviders(config);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App providers={providers} />
    </StrictMode>,
  );
}

void boot();
