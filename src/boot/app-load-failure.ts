import { bootUi } from '../locales/ui-boot';
import { recoverFromChunkError } from './chunk-recovery';

/**
 * The app's own chunk failed to come (a connection cut, or old chunk names after a deploy): the page
 * reloads once; when it failed again a moment ago, the page says so with a reload button rather than
 * show "Loading ..." for ever. PageCrash's markup and texts, written without React, which had not come.
 */
export function appFailedToLoad(doc: Document): void {
  if (recoverFromChunkError() === 'reloading') return;
  const crash = doc.createElement('main');
  crash.className = 'app-crash';
  crash.setAttribute('role', 'alert');
  const title = doc.createElement('h1');
  title.textContent = bootUi.crash.chunkTitle;
  const text = doc.createElement('p');
  text.textContent = bootUi.crash.chunkText;
  const reload = doc.createElement('button');
  reload.type = 'button';
  reload.textContent = bootUi.crash.reload;
  reload.addEventListener('click', () => doc.defaultView?.location.reload());
  crash.append(title, text, reload);
  doc.getElementById('root')?.replaceChildren(crash);
}
