// The page's own classic scripts in public/ are written to be read (comments and all) and copied into
// the build as they are; the build minifies them. theme-boot.js runs before the first paint of every
// page, the login page's too, whose scripts must stay within 150 KiB gzip (issue 55, item 16).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { minifySync, type Plugin } from 'vite';

/** The scripts of public/ the page loads itself (index.html), minified in the build. */
export const MINIFIED_PUBLIC_SCRIPTS = ['theme-boot.js'];

/** `code`, a classic script, minified; the build fails on a script it cannot read. */
export function minifyScript(file: string, code: string): string {
  const result = minifySync(file, code, { compress: true, mangle: true });
  if (result.errors.length > 0)
    throw new Error(`minify-public: ${file}: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code;
}

/**
 * Minifies `files` (paths from the build's folder) once the build is written, before the service
 * worker's list of the build's files is made (vite-plugin-pwa, at closeBundle): the kept copy is
 * the served one.
 */
export function minifyPublicScripts(files: readonly string[] = MINIFIED_PUBLIC_SCRIPTS): Plugin {
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of files) {
        const target = path.join(options.dir, file);
        writeFileSync(target, minifyScript(file, readFileSync(target, 'utf8')));
      }
    },
  };
}
