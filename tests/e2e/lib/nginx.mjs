// Serves a built app with Debian's nginx and the repository's configuration (deploy/), as the
// container does: deploy/app-config.sh writes config.js and the server block from `env`, then nginx
// runs in the foreground with a temporary prefix on a free loopback port. Used by the nginx unit
// test and the browser spec served by nginx.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const DEPLOY = path.join(ROOT, 'deploy');
const MIME_TYPES = ['/etc/nginx/mime.types', path.join(DEPLOY, 'nginx/mime.types')].find((file) =>
  existsSync(file),
);

function freePort() {
  return new Promise((resolve, reject) => {
    import('node:net').then(({ createServer }) => {
      const server = createServer();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    }, reject);
  });
}

/**
 * Copies `htmlDir` to a temporary folder, runs deploy/app-config.sh there with `env`, and starts nginx
 * on `port` (default: a free one) of 127.0.0.1.
 * Returns `{ baseURL, stop, dir, configLog }`; `stop()` ends nginx and removes the folder.
 */
export async function startNginx({ htmlDir, env = {}, port: wantedPort }) {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install -y nginx)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'pbo-nginx-'));
  const html = path.join(dir, 'html');
  const confDir = path.join(dir, 'conf.d');
  cpSync(htmlDir, html, { recursive: true });
  mkdirSync(confDir, { recursive: true });
  const port = wantedPort ?? (await freePort());
  const configRun = spawnSync('sh', [path.join(DEPLOY, 'app-config.sh')], {
    env: {
      PATH: process.env.PATH,
      ...env,
      LISTEN_PORT: String(port),
      APP_HTML_DIR: html,
      APP_TEMPLATE_DIR: path.join(DEPLOY, 'nginx'),
      APP_CONF_DIR: confDir,
    },
    encoding: 'utf8',
  });
  if (configRun.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`app-config.sh failed: ${configRun.stderr}`);
  }
  // started as root, nginx's workers run as an unprivileged user: they must be able to read the site
  spawnSync('chmod', ['-R', 'a+rX', dir]);
  // the main configuration of the nginx image, reduced to what a non-root foreground run needs
  const temp = (name) => path.join(dir, name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 128; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp('client')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${confDir}/*.conf;
}
`,
  );
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', temp('error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = () => {
    if (child.exitCode === null && !child.killed) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15000;
  for (;;) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${log}`);
    }
    try {
      await fetch(`${baseURL}/index.html`);
      break;
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`nginx did not answer on ${baseURL}: ${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { baseURL, stop, dir, configLog: configRun.stdout };
}
