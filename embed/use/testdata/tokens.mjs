// tokens.mjs writes tokens.json: the token ids that the reference tokenizer
// (@energetic-ai/embeddings 0.2.0) gives a larger corpus than reference.json,
// with no embeddings: the first 1,200 distinct non-blank lines of the
// repository's README.md and docs/*.md, and 1,000 pseudo-random strings mixing ASCII,
// Latin, combining marks, Greek, Cyrillic, Hangul syllables and jamo,
// full-width forms, enclosed numbers, ligatures, mathematical letters, CJK
// punctuation, emoji and general punctuation (fixed seed). The Go test
// TestTokenizerCorpus compares against it.
//
// How it was run (Node v20.20.2, ICU 78.2), from the scratch directory of
// reference.mjs (same packages installed), with the repository at /work/main:
//
//	node tokens.mjs /tmp/eai/package/dist /work/main/embed/use/testdata/tokens.json \
//	  /work/main/README.md /work/main/docs/*.md
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.join(process.cwd(), 'noop.js'));
// Only the tokenizer is wanted: stub @energetic-ai/core (see reference.mjs).
const corePath = require.resolve('@energetic-ai/core');
require.cache[corePath] = { id: corePath, filename: corePath, loaded: true, exports: {} };
const { EmbeddingsModel } = require('@energetic-ai/embeddings');

const [dist, out, ...files] = process.argv.slice(2);
const vocabulary = JSON.parse(fs.readFileSync(path.join(dist, 'vocab.json'), 'utf8'));
const tokenizer = new EmbeddingsModel({ vocabulary, model: null }).tokenizer;

const texts = new Set();
for (const f of files) {
  for (const line of fs.readFileSync(f, 'utf8').split('\n')) {
    if (line.trim() && texts.size < 1200) texts.add(line);
  }
}
let seed = 12345;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const ranges = [
  [0x20, 0x7e], [0xc0, 0x17f], [0x300, 0x36f], [0x370, 0x3ff], [0x400, 0x4ff],
  [0x1100, 0x11ff], [0xac00, 0xac40], [0xff01, 0xff5e], [0x2460, 0x24ff],
  [0xfb00, 0xfb06], [0x1d400, 0x1d433], [0x3000, 0x303f], [0x1f600, 0x1f64f],
  [0x2000, 0x206f], [0x1e00, 0x1eff],
];
for (let i = 0; i < 1000; i++) {
  let s = '';
  const n = 1 + Math.floor(random() * 12);
  for (let j = 0; j < n; j++) {
    const [lo, hi] = ranges[Math.floor(random() * ranges.length)];
    s += String.fromCodePoint(lo + Math.floor(random() * (hi - lo + 1)));
  }
  texts.add(s);
}
// normalized is given only where NFKC changes the text.
const cases = [...texts].map((text) => {
  const c = { text, ids: tokenizer.encode(text) };
  if (text.normalize('NFKC') !== text) c.normalized = text.normalize('NFKC');
  return c;
});
fs.writeFileSync(out, JSON.stringify({ cases }) + '\n');
console.log(`wrote ${cases.length} cases to ${out}`);
