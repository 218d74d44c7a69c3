import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { microHost } from './lib/embedding';
import './styles.css';

const host = microHost();
if (host) {
  // Loaded by a portal (qiankun): draw nothing now; the portal calls the lifecycles (their module is loaded then).
  const load = () => import('./app/micro');
  host.lifecycles = {
    bootstrap: () => load().then((m) => m.bootstrap()),
    mount: (props) => load().then((m) => m.mount(props)),
    unmount: () => load().then((m) => m.unmount()),
  };
} else {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
