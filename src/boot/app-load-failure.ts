import { bootUi } from '../locales/ui-boot';
import { recoverFromChunkError } from './chunk-recovery';

/**
 * The app's own chunk failed to come (a connection cut, or old chunk names after a deploy): the page
 * reloads once; when it failed again a moment ago, the page says so with a reload button rather than
 * show "Loading ..." for ever. Offline it does not reload onto the browser's offline page: it says the
 * app cannot load without a connection and reloads once the browser is online again. PageCrash's
 * markup and texts, written without React, which had not come.
 */
export async function appFailedToLoad(doc: Document): Promise<void> {
  const outcome = await recoverFromChunkError();
  if (outcome === 'reloading') return;
  const offline = outcome === 'offline';
  const view = doc.defaultView;
  const crash = doc.createElement('main');
  crash.className = 'app-crash';
  crash.setAttribute('role', offline ? 'status' : 'alert');
  const title = doc.createElement('h1');
  title.textContent = offline ? bootUi.crash.offlineTitle : bootUi.crash.chunkTitle;
  const text = doc.createElement('p');
  text.textContent = offline ? bootUi.crash.offlineText : bootUi.crash.chunkText;
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.textContent = bootUi.crash.reload;
  reload.addEventListener('click', () => view?.location.reload());
  crash.append(title, text, reload);
  doc.getElementById('root')?.replaceChildren(crash);
  if (offline) view?.addEventListener('online', () => view.location.reload(), { once: true });
}
