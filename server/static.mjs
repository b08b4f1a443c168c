// Serves the built site (the same page as ./scripts/play) and the Colyseus
// browser SDK from node_modules as an ES module (/vendor/colyseus-sdk.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
};

// The SDK's browser build is a UMD script that sets globalThis.Colyseus when
// neither CommonJS nor AMD is around (as in a module): re-exported here.
export function sdkModuleText() {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@colyseus/sdk/package.json'));
  const umd = fs.readFileSync(path.join(dir, 'dist', 'colyseus.js'), 'utf8');
  return `${umd}\nconst Colyseus = globalThis.Colyseus;\nexport const Client = Colyseus.Client;\nexport default Colyseus;\n`;
}

export function makeStaticHandler(siteDir) {
  const root = path.resolve(siteDir);
  let sdk = null;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch (e) {
      res.writeHead(400).end();
      return;
    }
    if (pathname === '/vendor/colyseus-sdk.mjs') {
      sdk = sdk || sdkModuleText();
      res.writeHead(200, { 'content-type': TYPES['.mjs'], 'cache-control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : sdk);
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    fs.stat(file, (err, st) => {
      if (err || !st.isFile()) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'content-length': st.size, 'cache-control': 'no-cache' });
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
    });
  };
}
