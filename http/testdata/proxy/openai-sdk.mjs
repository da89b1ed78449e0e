// The official openai npm package against `cairn serve`'s proxy: only the
// base URL and the key change. Run by http/proxy_node_test.go, which
// starts cairn in front of a fake model server that answers from
// conversation.json; every assertion failure exits non-zero.
//
//   CAIRN_BASE_URL=http://127.0.0.1:PORT/v1 CAIRN_KEY=cairn_… node openai-sdk.mjs
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import OpenAI from "openai";

const conv = JSON.parse(readFileSync(process.env.CONVERSATION, "utf8"));
const client = new OpenAI({ baseURL: process.env.CAIRN_BASE_URL, apiKey: process.env.CAIRN_KEY });
const model = conv.model;
const user = (content) => ({ role: "user", content });
const assistant = (content) => ({ role: "assistant", content });
const log = (step, value) => console.log(JSON.stringify({ step, ...value }));

// Models and embeddings pass through.
const models = await client.models.list();
assert.ok(models.data.some((m) => m.id === model), "models.list has the model");
const emb = await client.embeddings.create({ model: "embedder", input: "a cairn of stones" });
assert.equal(emb.data.length, 1);
assert.ok(emb.data[0].embedding.length > 0);
log("models and embeddings", { models: models.data.length });

// Conversation 1: the model gets a fact wrong, the user corrects it.
const q1 = "Which port does the staging database listen on?";
const first = await client.chat.completions.create({ model, messages: [user(q1)] }).withResponse();
const a1 = first.data.choices[0].message.content;
assert.equal(a1, conv.answers[q1]);
const session = first.response.headers.get("x-cairn-session");
assert.match(session, /^chat-/);
const fix = "staging runs on 5433, 5432 is taken by the legacy cluster";
const second = await client.chat.completions
  .create({ model, messages: [user(q1), assistant(a1), user(fix)] })
  .withResponse();
const detected = second.response.headers.get("x-cairn-detected");
assert.match(detected, /^cor_[0-9a-f]+; category=/, "the correction is detected and saved");
assert.equal(second.response.headers.get("x-cairn-session"), session, "one session per conversation");
const id = detected.split(";")[0];
log("taught", { id, session });

// Conversation 2, later: the same mistake is corrected in both choices.
const q2 = "how do I connect psql to staging?";
const repeat = await client.chat.completions.create({ model, n: 2, messages: [user(q2)] }).withResponse();
assert.equal(repeat.data.choices.length, 2);
for (const c of repeat.data.choices) assert.equal(c.message.content, conv.corrected);
assert.equal(repeat.response.headers.get("x-cairn-applied"), id);
assert.notEqual(repeat.response.headers.get("x-cairn-session"), session);
log("applied", { answer: repeat.data.choices[0].message.content });

// Conversation 3, streamed: reminded in the system prompt, streamed as the
// model sent it.
const q3 = "which port for the staging database?";
const streamed = await client.chat.completions
  .create({ model, stream: true, messages: [{ role: "system", content: "Be brief." }, user(q3)] })
  .withResponse();
assert.equal(streamed.response.headers.get("x-cairn-reminded"), id);
let text = "";
let chunks = 0;
for await (const chunk of streamed.data) {
  chunks++;
  text += chunk.choices[0]?.delta?.content ?? "";
}
assert.equal(text, conv.answers[q3]);
assert.ok(chunks > 2, "streamed in chunks");
log("streamed", { chunks });

// An image in the message: passed through.
const q4 = "What is in this picture?";
const image = await client.chat.completions.create({
  model,
  messages: [user([{ type: "text", text: q4 }, { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } }])],
});
assert.equal(image.choices[0].message.content, conv.answers[q4]);

// Tool calls: passed through.
const tools = await client.chat.completions.create({
  model: conv.tools_model,
  messages: [user("look around")],
  tools: [{ type: "function", function: { name: "look", parameters: { type: "object", properties: {} } } }],
});
assert.equal(tools.choices[0].finish_reason, "tool_calls");
assert.equal(tools.choices[0].message.tool_calls[0].function.name, "look");

// The model server's errors reach the SDK as they were.
await assert.rejects(
  client.chat.completions.create({ model: conv.rate_limited_model, messages: [user("hi")] }, { maxRetries: 0 }),
  (err) => {
    assert.ok(err instanceof OpenAI.RateLimitError, `a RateLimitError, got ${err}`);
    assert.equal(err.status, 429);
    assert.equal(err.code, "rate_limit_exceeded");
    return true;
  },
);
log("errors", { status: 429 });

// A bad cairn header is cairn's own 400, in an error shape the SDK reads.
await assert.rejects(
  client.chat.completions.create({ model, messages: [user("hi")] }, { headers: { "X-Cairn-Apply": "maybe" } }),
  (err) => {
    assert.ok(err instanceof OpenAI.BadRequestError, `a BadRequestError, got ${err}`);
    assert.match(err.message, /X-Cairn-Apply/);
    return true;
  },
);
console.log("ok");
