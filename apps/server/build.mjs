// Bundles the server into dist/server.js. npm dependencies stay external (native modules, large
// packages); the workspace packages (contract, demo-assets) are TypeScript source and are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const readPackage = (url) => JSON.parse(readFileSync(url, 'utf8'));
const pkg = readPackage(new URL('./package.json', import.meta.url));
const workspaces = Object.keys(pkg.dependencies).filter((name) => name.startsWith('@paddock/'));
// A bundled workspace package's own npm dependencies stay external too (yazl, say: bundled, its
// CommonJS `require('fs')` fails in an ES module).
const external = [
  ...Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@paddock/')),
  ...workspaces.flatMap((name) =>
    Object.keys(readPackage(new URL(`../../node_modules/${name}/package.json`, import.meta.url)).dependencies ?? {}),
  ),
].filter((name) => !name.startsWith('@paddock/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
