// SPDX-License-Identifier: MIT
// The module in headless Chromium, loaded over HTTP as a plain ES module (no build step):
// the page's answers must be Node's, and right. Chromium is HITMASK_CHROMIUM, or
// chromium-headless-shell or chromium on the PATH.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join, normalize, sep } from 'node:path';
import { scenario } from './browserscenario.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };

// Serves index.js, src/ and test/ of the package, nothing else.
function serve() {
  const server = createServer(async (request, response) => {
    const path = normalize(join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname)));
    const type = TYPES[path.slice(path.lastIndexOf('.'))];
    if (!path.startsWith(root + sep) || type === undefined) {
      response.writeHead(404).end();
      return;
    }
    try {
      response.writeHead(200, { 'content-type': type }).end(await readFile(path));
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function chromium(args) {
  const candidates = [process.env.HITMASK_CHROMIUM, 'chromium-headless-shell', 'chromium']
    .filter(Boolean);
  const attempt = (k) => new Promise((resolve, reject) => {
    execFile(candidates[k], args, { timeout: 60000 }, (error, stdout) => {
      if (error && error.code === 'ENOENT' && k + 1 < candidates.length) resolve(attempt(k + 1));
      else if (error) reject(error.code === 'ENOENT'
        ? new Error('no Chromium found (Debian: chromium-headless-shell)') : error);
      else resolve(stdout);
    });
  });
  return attempt(0);
}

test('in headless Chromium: masks, World events and queries, an HMSK file', async () => {
  const server = await serve();
  try {
    const url = `http://127.0.0.1:${server.address().port}/test/browser.html`;
    const dom = await chromium(['--headless', '--no-sandbox', '--disable-gpu',
      '--virtual-time-budget=10000', '--dump-dom', url]);
    const match = /<pre id="answers">([^<]*)<\/pre>/.exec(dom);
    assert.ok(match, `the page ran: ${dom.slice(0, 300)}`);
    const text = match[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    assert.ok(!text.startsWith('error') && text !== 'not run', text);
    const browser = JSON.parse(text);
    const node = JSON.parse(JSON.stringify(scenario()));
    assert.deepEqual(browser, node, 'the browser answers as Node does');
    // And the answers are the right ones.
    assert.deepEqual(browser.events.map((step) => step.map((e) => e.phase)),
      [[], ['began', 'began'], ['stayed', 'ended']]);
    assert.deepEqual(browser.hitscan, { id: 0, x: 0, y: 12 });
    assert.equal(browser.farHitscan.id, 1);
    assert.equal(browser.user, 'ship');
    assert.equal(browser.fileCount, 2);
  } finally {
    server.close();
  }
});
