// Prepended to swrules.js (--extern-pre-js). Emscripten 3.1.6's node code
// path calls require() and reads __dirname, neither of which exists in an ES
// module; define both in node only. In a browser this does nothing.
var __swIsNode = typeof process == 'object' && typeof process.versions == 'object' &&
    typeof process.versions.node == 'string';
var require = __swIsNode ? (await import('node:module')).createRequire(import.meta.url) : undefined;
var __dirname = __swIsNode ? require('path').dirname(require('url').fileURLToPath(import.meta.url)) : '';
