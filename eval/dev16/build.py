#!/usr/bin/env python3
"""Builder for eval/dev16: learning-loop scenarios on web front end and browsers.

    python3 /work/main/eval/dev16/build.py

Holds the 60 scenarios as Python data, checks them (shape, ids, counts, repeat
fails / hand fix passes exactly as run.py evaluates, traps, held values,
cross-scenario wrong spans, Python `re` vs Go RE2 agreement) and, only when
every check passes, writes scenarios.jsonl next to this file.

Build-only fields (not written to the JSONL):
  key    the core wrong text of the scenario (must be in teach.output; for
         `literal` scenarios also in repeat.output, up to case and white space)
  fixed  a hand-fixed repeat.output, written as (old, new) edits applied to
         repeat.output (every occurrence of `old` is replaced; `old` must occur)
  trap   lookalike controls: text in control.output a literal substitution would hit
  holds  already_correct controls: the right value the control already holds

Fictional team used in the team-fact scenarios: "Quillbarrow", an online
stationery shop (www.quillbarrow.shop, API api.quillbarrow.shop/v2, staging
staging.quillbarrow.dev, design tokens --qb-*, hashed build output under /_qb/).
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "scenarios.jsonl")
PREFIX = "d16"

SCENARIOS = []


def S(**kw):
    SCENARIOS.append(kw)


def t(s):
    return s.strip("\n")

# ====================================================================== literal

S(topic="vite-dev-server-port", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  key="localhost:3000",
  teach=dict(
    query="Starting a new Vite + React app for the admin panel. What URL do I open after `pnpm dev`, and how do I check the production build locally?",
    output=t(r"""
After `pnpm dev`, Vite starts its dev server with hot module replacement and prints the address in the terminal. By default that's:

```
  VITE v5.2.0  ready in 412 ms

  ➜  Local:   http://localhost:3000/
  ➜  Network: use --host to expose
```

To check the production build, run `pnpm build` and then `pnpm preview`. The preview server serves the contents of `dist/` as static files at http://localhost:4173/, which is closer to what the CDN will serve than the dev server is (no HMR, minified chunks, real asset hashes).

If either port is taken, Vite moves on to the next free one unless you set `server.strictPort: true`, in which case it exits with an error instead.
"""),
    message="Vite's dev server is on 5173, not 3000. 3000 is where our Express API runs locally, which is why I ended up staring at JSON.",
    gold_wrong="http://localhost:3000/", gold_right="http://localhost:5173/"),
  repeat=dict(
    query="Which port does the Vite dev server listen on if I don't configure anything? I need to add the local callback to the OAuth redirect allowlist.",
    output=t(r"""
With no `server.port` in `vite.config.ts`, the dev server listens on `localhost:3000`, so the redirect URI to allowlist for local development is:

```
http://localhost:3000/auth/callback
```

Two things to watch. First, if that port is busy Vite quietly falls back to the next free port, and the redirect will then stop matching; set `server.strictPort: true` so it fails loudly instead. Second, `vite preview` uses a different port (4173), so if you test the OAuth flow against the production build you need `http://localhost:4173/auth/callback` on the allowlist too.
"""),
    expect_contains=[r"re:localhost:5173"],
    expect_absent=["localhost:3000"]),
  fixed=[("localhost:3000", "localhost:5173")],
  control=dict(
    query="Set up the Vite dev proxy so `/api` calls from the admin panel reach our local Express server.",
    output=t(r"""
Add a `server.proxy` entry so the browser keeps talking to the Vite origin and Vite forwards `/api/*` to Express. That avoids CORS entirely during development:

```ts
// vite.config.ts
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: true,
      },
    },
  },
})
```

`target` is the Express server, not Vite itself. `changeOrigin` rewrites the `Host` header to `localhost:3000`, which matters if Express does any host-based routing or builds absolute URLs from `req.headers.host`.

`preview.proxy` defaults to `server.proxy`, so the same forwarding works under `vite preview`; in production the CDN routes `/api` to the API origin, so nothing in the client code changes.
""")),
  trap="localhost:3000")

S(topic="vite-env-process-env", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key="process.env.VITE_API_BASE",
  teach=dict(
    query="How do I read the API base URL from an env var in our Vite front end? I've got VITE_API_BASE in .env.production.",
    output=t(r"""
Vite loads `.env`, `.env.local`, `.env.[mode]` and `.env.[mode].local` at build time and exposes any variable prefixed with `VITE_` to client code. You can read it anywhere in `src/`:

```ts
// src/lib/api.ts
const API_BASE = process.env.VITE_API_BASE ?? '/api'

export async function getJSON<T>(path: string): Promise<T> {
  const res = await fetch(`${API_BASE}${path}`, { credentials: 'include' })
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`)
  return res.json() as Promise<T>
}
```

The value is statically replaced during the build, so changing `.env.production` requires a rebuild; it is not read at runtime. For TypeScript, declare it in `src/vite-env.d.ts` under `ImportMetaEnv` so you get autocomplete and a type error when it's misspelled.
"""),
    message="In the browser bundle that has to be `import.meta.env.VITE_API_BASE`. Vite doesn't define `process.env`, so that line throws `process is not defined`.",
    gold_wrong="process.env.VITE_API_BASE", gold_right="import.meta.env.VITE_API_BASE"),
  repeat=dict(
    query="Where should the Sentry settings and the API base come from in the client? Show me the init file.",
    output=t(r"""
Keep them in env files so each mode gets its own values, and read them where you initialise Sentry:

```ts
// src/sentry.ts
import * as Sentry from '@sentry/react'

Sentry.init({
  dsn: import.meta.env.VITE_SENTRY_DSN,
  release: import.meta.env.VITE_RELEASE,
  tracePropagationTargets: [process.env.VITE_API_BASE],
  tracesSampleRate: 0.1,
})
```

`VITE_RELEASE` is easiest to set in CI (`VITE_RELEASE=$GITHUB_SHA pnpm build`) so the release in Sentry matches the commit that produced the bundle. Upload source maps for the same release in the same job, otherwise stack traces stay minified.
"""),
    expect_contains=["import.meta.env.VITE_API_BASE"],
    expect_absent=["process.env.VITE_API_BASE"]),
  fixed=[("process.env.VITE_API_BASE", "import.meta.env.VITE_API_BASE")],
  control=dict(
    query="Write a small prebuild check that fails CI if VITE_API_BASE isn't set.",
    output=t(r"""
Run it as a Node script before `vite build`. It executes in Node, not in the browser bundle, so it reads the variable from `process.env`:

```js
// scripts/check-env.mjs
const required = ['VITE_API_BASE', 'VITE_SENTRY_DSN']
const missing = required.filter((name) => !process.env[name])

if (missing.length > 0) {
  console.error(`Missing env: ${missing.join(', ')}`)
  process.exit(1)
}

if (!/^https:\/\//.test(process.env.VITE_API_BASE)) {
  console.error('VITE_API_BASE must be an https:// URL in CI')
  process.exit(1)
}
```

Chain it in front of the build in `package.json`: `"build": "node scripts/check-env.mjs && vite build"`.

This only sees variables exported in the CI environment. Values that live only in `.env.production` are loaded by Vite itself and won't be in `process.env` here, so in CI set them as job-level env vars.
""")),
  trap="process.env.VITE_API_BASE")

S(topic="inp-good-threshold", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  key="≤ 100 ms",
  teach=dict(
    query="What should our Core Web Vitals targets be for the product pages? Need numbers for the perf budget doc.",
    output=t(r"""
Use Google's "good" thresholds, measured at the 75th percentile of real page loads (field data, split by mobile and desktop):

| Metric | Good | Needs improvement | Poor |
|---|---|---|---|
| LCP | ≤ 2.5 s | 2.5–4.0 s | > 4.0 s |
| INP | ≤ 100 ms | 100–500 ms | > 500 ms |
| CLS | ≤ 0.1 | 0.1–0.25 | > 0.25 |

For the budget doc I'd state them as p75 targets per template (product page, category page, checkout) and track them from RUM rather than Lighthouse, because Lighthouse can't measure INP at all and its LCP comes from a single simulated load.

TTFB isn't a Core Web Vital, but it's worth a soft budget (≤ 800 ms) since it eats straight into LCP.
"""),
    message="INP's good threshold is 200 ms, not 100 (100 ms was the old FID cutoff). Rest of the table looks right.",
    gold_wrong="| INP | ≤ 100 ms | 100–500 ms |", gold_right="| INP | ≤ 200 ms | 200–500 ms |"),
  repeat=dict(
    query="Setting up an alert on the RUM dashboard for INP. Which value should count as 'good' at p75?",
    output=t(r"""
Alert on the p75 of INP per page template and device class, with the line at the "good" threshold: INP ≤ 100 ms. Anything above that is "needs improvement" up to 500 ms, and above 500 ms is "poor".

A setup that doesn't page people for noise:

```yaml
# rum-alerts.yaml
- name: inp-p75-product-mobile
  query: p75(inp) where template = "product" and device = "mobile"
  window: 28d
  warn_above_ms: 100
  critical_above_ms: 500
```

Use a 28-day window to match how the Chrome UX Report aggregates field data; shorter windows swing a lot after each deploy. Pair it with the attribution build of the `web-vitals` library so the alert payload tells you which element was interacted with, not just that INP got worse.
"""),
    expect_contains=[r"re:≤ ?200 ?ms", r"re:warn_above_ms: 200\b"],
    expect_absent=["≤ 100 ms", r"re:warn_above_ms: 100\b"]),
  fixed=[("≤ 100 ms", "≤ 200 ms"), ("warn_above_ms: 100", "warn_above_ms: 200")],
  control=dict(
    query="Someone wrote 'FID ≤ 100 ms' in the old perf doc. What was FID and why did it go away?",
    output=t(r"""
FID (First Input Delay) measured only the delay before the browser could start handling the *first* interaction on a page: how long the main thread was busy when the user first clicked or tapped. Its "good" threshold was ≤ 100 ms at p75, so the line in the old doc was correct for its time.

It was replaced as a Core Web Vital by INP in March 2024 because it missed most of what users feel: it ignored every interaction after the first, and it ignored the processing and rendering time of the first one too. INP covers all interactions across the page's lifetime and reports roughly the worst one.

For the doc, I'd keep the FID line in a "history" note and not compare old FID numbers with new INP numbers; they measure different things and INP values are almost always higher.
""")),
  trap="≤ 100 ms")

S(topic="cache-control-no-store", difficulty="literal", repeat_variation="casing", control_kind="lookalike",
  key="Cache-Control: no-cache",
  teach=dict(
    query="The account page shows order history and addresses. What Cache-Control should the API send so browsers and proxies don't keep a copy?",
    output=t(r"""
For personal data like order history you want caches to keep nothing, so send:

```
Cache-Control: no-cache, private
```

`private` rules out shared caches (the CDN, corporate proxies), and `no-cache` stops the browser from keeping the response in its HTTP cache, so the back button won't resurrect a stale page after logout.

In Express that's one middleware on the account routes:

```js
app.use('/api/account', (req, res, next) => {
  res.set('Cache-Control', 'no-cache, private')
  next()
})
```

Also make sure the CDN respects origin headers for `/api/account/*`; some cache rules override `Cache-Control` and would still store it at the edge.
"""),
    message="no-cache still lets the browser store it, it only forces revalidation before reuse. For account data it needs to be no-store.",
    gold_wrong="no-cache, private", gold_right="no-store, private"),
  repeat=dict(
    query="Our BFF serves /api/me from a Next.js route handler. What headers so nobody caches the profile response?",
    output=t(r"""
Set them on the response in the route handler. Header names are case-insensitive, and over HTTP/2 they go out lower-cased anyway, so this is what you'll see in DevTools:

```
HTTP/2 200
content-type: application/json
cache-control: no-cache, private
vary: Cookie
```

And the handler:

```ts
// app/api/me/route.ts
export const dynamic = 'force-dynamic'

export async function GET() {
  const profile = await loadProfile()
  return Response.json(profile, {
    headers: { 'cache-control': 'no-cache, private', vary: 'Cookie' },
  })
}
```

`force-dynamic` keeps Next from prerendering or caching the route at build time; the header covers the browser and any proxy in between.
"""),
    expect_contains=["no-store"],
    expect_absent=["no-cache"]),
  fixed=[("no-cache", "no-store")],
  control=dict(
    query="How should we cache index.html vs the hashed JS and CSS on the storefront?",
    output=t(r"""
Split them by whether the URL changes when the content changes.

Hashed files (`/_qb/app.3f9c1d.js`) never change under the same URL, so let everyone keep them for a year and skip revalidation:

```
Cache-Control: public, max-age=31536000, immutable
```

`index.html` keeps the same URL across deploys, so it must be checked on every navigation. The browser may still store it, but it has to ask the origin (or CDN) first, and gets a cheap `304` when nothing changed:

```
Cache-Control: no-cache
ETag: "idx-20240611-1"
```

That way a deploy is visible on the next page load, while the heavy files stay cached. Make sure the CDN also revalidates HTML at the edge, or give it a short `s-maxage` and purge `index.html` as the last step of the deploy.
""")),
  trap="Cache-Control: no-cache")

S(topic="aria-labelledby-spelling", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  key="aria-labeledby",
  teach=dict(
    query="Make this settings panel accessible: it's a div with a heading 'Notification settings' and a bunch of toggles.",
    output=t(r"""
Give the panel a region role and point its accessible name at the visible heading, so screen reader users hear "Notification settings, region" when they land in it:

```html
<section class="settings-panel" aria-labeledby="notif-heading">
  <h2 id="notif-heading">Notification settings</h2>

  <div class="toggle-row">
    <button type="button" role="switch" aria-checked="true" id="t-email">
      Email updates
    </button>
  </div>
  <div class="toggle-row">
    <button type="button" role="switch" aria-checked="false" id="t-sms">
      SMS alerts
    </button>
  </div>
</section>
```

Using `<section>` with an accessible name exposes it as a `region` landmark without an explicit `role`. Each toggle is a `<button>` with `role="switch"`, so it's focusable and handles Enter and Space for free; your click handler just flips `aria-checked` between `"true"` and `"false"`.

Avoid putting the label text only in a `title` attribute; it isn't announced consistently and doesn't show on touch devices.
"""),
    message="It's aria-labelledby, double L. The one-L spelling is silently ignored, so the section never gets a name and isn't exposed as a landmark.",
    gold_wrong="aria-labeledby", gold_right="aria-labelledby"),
  repeat=dict(
    query="Build a 'Delete project?' confirmation modal with a title and a description, accessibility done properly.",
    output=t(r"""
Use the native `<dialog>` element and wire its name and description to the visible text:

```html
<dialog id="delete-project" aria-labeledby="dp-title" aria-describedby="dp-desc">
  <h2 id="dp-title">Delete project?</h2>
  <p id="dp-desc">This removes all boards and files in “Autumn catalogue”. You can’t undo this.</p>
  <form method="dialog">
    <button value="cancel" autofocus>Cancel</button>
    <button value="delete" class="danger">Delete project</button>
  </form>
</dialog>
```

Open it with `document.getElementById('delete-project').showModal()`. That gives you focus containment, `Esc` to close and an inert page behind it without any extra script. The `form method="dialog"` closes the dialog on either button and sets `dialog.returnValue` to `"cancel"` or `"delete"`, so you read the choice in a `close` listener.

Put `autofocus` on the safe action, as above, so a stray Enter doesn't delete anything.
"""),
    expect_contains=['aria-labelledby="dp-title"'],
    expect_absent=["aria-labeledby"]),
  fixed=[("aria-labeledby", "aria-labelledby")],
  control=dict(
    query="Should the icon-only close button in our drawer use aria-label or a visually hidden span?",
    output=t(r"""
Either works for screen readers, but they behave differently elsewhere:

```html
<!-- Option A -->
<button type="button" class="drawer-close" aria-label="Close filters">
  <svg aria-hidden="true" width="20" height="20"><use href="#icon-x"/></svg>
</button>

<!-- Option B -->
<button type="button" class="drawer-close">
  <svg aria-hidden="true" width="20" height="20"><use href="#icon-x"/></svg>
  <span class="visually-hidden">Close filters</span>
</button>
```

`aria-label` is simpler, but browser translation tools often skip attribute values, so users who translate the page get an English name on the button. The visually hidden span is translated with the rest of the text, which is why I'd default to option B on a multilingual storefront.

In both versions hide the SVG with `aria-hidden="true"` so it isn't announced as "image" or read out by its `<title>`.
""")))

S(topic="autocomplete-current-password", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key='autocomplete="new-password"',
  teach=dict(
    query="Review our login form markup for password managers and mobile keyboards.",
    output=t(r"""
Mostly good. A few changes so password managers fill it reliably and mobile keyboards behave:

```html
<form action="/session" method="post">
  <label for="login-email">Email</label>
  <input id="login-email" name="email" type="email"
         autocomplete="username" autocapitalize="off" required>

  <label for="login-password">Password</label>
  <input id="login-password" name="password" type="password"
         autocomplete="new-password" required>

  <button type="submit">Sign in</button>
</form>
```

`autocomplete="username"` on the email field is intentional: password managers pair the password with whatever field is marked as the username, even when it's an email address. `type="email"` already brings up the email keyboard on phones.

Don't block paste on the password field, and keep the `name` values stable between releases, because some managers fall back to matching on them.
"""),
    message='The login password should be autocomplete="current-password". new-password makes Chrome and 1Password offer to generate a fresh password on the sign-in page.',
    gold_wrong='autocomplete="new-password"', gold_right='autocomplete="current-password"'),
  repeat=dict(
    query="We're adding a 're-enter your password to continue' step before someone can change their email address. Markup?",
    output=t(r"""
Treat it as a small sign-in form: the user is typing the password they already have, and a read-only username field tells password managers which saved entry to offer:

```html
<form action="/account/reauth" method="post" class="reauth">
  <label for="reauth-user">Signed in as</label>
  <input id="reauth-user" name="username" type="email" value="mara@example.com"
         autocomplete="username" readonly>

  <label for="reauth-password">Current password</label>
  <input id="reauth-password" name="password" type="password"
         autocomplete="new-password" required autofocus>

  <button type="submit">Continue</button>
</form>
```

After a successful re-auth, store a short-lived flag server side (five minutes is typical) and have the email-change endpoint check it; don't reuse the normal session expiry for this.

Rate-limit this endpoint the same way as the login endpoint. Otherwise it's a password oracle.
"""),
    expect_contains=['autocomplete="current-password"'],
    expect_absent=['autocomplete="new-password"']),
  fixed=[('autocomplete="new-password"', 'autocomplete="current-password"')],
  control=dict(
    query="Signup form with email, password and confirm password. Which autocomplete values?",
    output=t(r"""
On signup both password fields are a *new* password, which tells password managers to offer a generated one and to save it afterwards:

```html
<form action="/signup" method="post">
  <label for="su-email">Email</label>
  <input id="su-email" name="email" type="email" autocomplete="username" required>

  <label for="su-password">Password</label>
  <input id="su-password" name="password" type="password"
         autocomplete="new-password" minlength="12" required
         aria-describedby="su-password-hint">
  <p id="su-password-hint">At least 12 characters.</p>

  <label for="su-confirm">Confirm password</label>
  <input id="su-confirm" name="password_confirm" type="password"
         autocomplete="new-password" required>

  <button type="submit">Create account</button>
</form>
```

Consider dropping the confirm field and offering a "show password" toggle instead; most people who use a generated password never type it, and the second field mostly adds friction.
""")),
  trap='autocomplete="new-password"')

S(topic="dialog-show-modal", difficulty="literal", repeat_variation="identifier", control_kind="unrelated",
  key=".show()",
  teach=dict(
    query="How do I open the native <dialog> for our 'Quick view' product modal from the card button?",
    output=t(r"""
Grab the dialog and call `show()` from the button's click handler, and close it from the dialog's own close button:

```js
const quickView = document.getElementById('quick-view')
const openBtn = document.querySelector('[data-quick-view]')

openBtn.addEventListener('click', () => {
  quickView.show()
})

quickView.querySelector('.qv-close').addEventListener('click', () => {
  quickView.close()
})
```

This gives you a proper modal: the rest of the page becomes inert, focus moves into the dialog, `Esc` closes it and the `::backdrop` pseudo-element dims the page behind it. Style the backdrop with `#quick-view::backdrop { background: rgb(0 0 0 / 0.45); }`.

When it closes, the browser returns focus to the element that was focused before, so you don't need to track that yourself.
"""),
    message="show() opens it non-modal: no backdrop, no inert page, Esc does nothing. The quick view needs showModal().",
    gold_wrong="quickView.show()", gold_right="quickView.showModal()"),
  repeat=dict(
    query="Mobile filters: I want a full-width <dialog> that slides up from the bottom when you tap 'Filters'. JS and CSS please.",
    output=t(r"""
Same pattern as any dialog, plus a transition on `translate`:

```js
const filtersDialog = document.querySelector('#filters-sheet')

document.querySelector('.filters-trigger').addEventListener('click', () => {
  filtersDialog.show()
})

filtersDialog.addEventListener('click', (event) => {
  // a click on the backdrop lands on the dialog element itself
  if (event.target === filtersDialog) filtersDialog.close()
})
```

```css
#filters-sheet {
  inset: auto 0 0 0;
  width: 100%;
  max-width: none;
  max-height: 90dvh;
  margin: 0;
  border-radius: 1rem 1rem 0 0;
  translate: 0 100%;
  transition: translate 0.25s ease-out, overlay 0.25s allow-discrete, display 0.25s allow-discrete;
}
#filters-sheet[open] { translate: 0 0; }
@starting-style { #filters-sheet[open] { translate: 0 100%; } }
#filters-sheet::backdrop { background: rgb(0 0 0 / 0.4); }
```

`@starting-style` gives the open state something to transition from; browsers without it just show the sheet without the slide.
"""),
    expect_contains=["filtersDialog.showModal()"],
    expect_absent=["filtersDialog.show()"]),
  fixed=[("filtersDialog.show()", "filtersDialog.showModal()")],
  control=dict(
    query="Debounce the header search box so we don't hit the suggestions endpoint on every keystroke.",
    output=t(r"""
A small debounce around the input handler is enough. Cancel the in-flight request too, so a slow response for "sho" can't overwrite the results for "shoes":

```js
const input = document.querySelector('#site-search')
let timer
let controller

input.addEventListener('input', () => {
  clearTimeout(timer)
  timer = setTimeout(async () => {
    controller?.abort()
    controller = new AbortController()
    const q = input.value.trim()
    if (q.length < 2) return renderSuggestions([])
    try {
      const res = await fetch(`/api/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
      if (res.ok) renderSuggestions(await res.json())
    } catch (err) {
      if (err.name !== 'AbortError') console.error(err)
    }
  }, 200)
})
```

200 ms is a reasonable delay for suggestions; go lower if it feels sluggish to fast typists. Keep the `AbortError` check, otherwise every cancelled request shows up as an error in monitoring.
""")))

S(topic="esbuild-splitting-format", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key="--format=cjs",
  teach=dict(
    query="Bundle our widget's three entry points with esbuild and share the common code between them.",
    output=t(r"""
Turn on code splitting so modules imported by more than one entry end up in a shared chunk instead of being duplicated:

```sh
esbuild src/embed.ts src/reviews.ts src/wishlist.ts \
  --bundle --splitting --format=cjs \
  --outdir=dist/widget --entry-names=[name] --chunk-names=chunks/[name]-[hash] \
  --minify --sourcemap --target=es2020
```

`--outdir` is required with more than one entry point (you can't use `--outfile`), and `--chunk-names` keeps the shared chunks out of the top-level folder so the three entry files are easy to find.

Load each entry with `<script type="module" src="/widget/embed.js">`. The shared chunks are imported by the entries themselves, so you never list them anywhere.
"""),
    message="esbuild only supports --splitting with --format=esm, so that command errors out. Switch the format to esm.",
    gold_wrong="--format=cjs", gold_right="--format=esm"),
  repeat=dict(
    query="Add a package.json script that builds the checkout and account bundles; they share a lot of code.",
    output=t(r"""
One esbuild call with both entry points, so the code they share is emitted once:

```json
{
  "scripts": {
    "build:bundles": "esbuild src/checkout/main.ts src/account/main.ts --bundle --splitting --format=cjs --outdir=dist/bundles --entry-names=[dir] --chunk-names=shared/[name]-[hash] --minify --sourcemap",
    "build": "pnpm build:bundles && vite build"
  }
}
```

`--entry-names=[dir]` names each output after its folder, so you get `checkout.js` and `account.js` instead of two `main.js` files colliding in `dist/bundles`. Add `--metafile=meta.json` once and drop it into esbuild's bundle analyzer to see how much actually ends up in the shared chunks.
"""),
    expect_contains=["--format=esm"],
    expect_absent=["--format=cjs"]),
  fixed=[("--format=cjs", "--format=esm")],
  control=dict(
    query="Bundle the design-token CLI (runs in Node) into a single file we can publish.",
    output=t(r"""
For a Node CLI you want one self-contained file that Node can run directly, so no splitting and CommonJS output:

```sh
esbuild src/cli.ts --bundle --platform=node --target=node20 \
  --format=cjs --outfile=dist/cli.cjs \
  --banner:js='#!/usr/bin/env node' --external:fsevents
```

`--platform=node` leaves Node built-ins like `fs` and `path` external and picks the `node` export conditions of dependencies. The `.cjs` extension keeps Node from treating the file as ESM even if the package has `"type": "module"`.

Then point `bin` at it in `package.json` (`"bin": { "tokens": "dist/cli.cjs" }`) and publish only `dist/` via the `files` field.
""")),
  trap="--format=cjs")
S(topic="rollup-node-resolve-package", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  key="rollup-plugin-node-resolve",
  teach=dict(
    query="Our Rollup config can't find the `lit` imports when bundling the web components library. What's missing?",
    output=t(r"""
Rollup doesn't resolve bare imports like `lit` from `node_modules` on its own; it leaves them as external imports and warns about unresolved dependencies. Add the node-resolve plugin:

```sh
pnpm add -D rollup-plugin-node-resolve
```

```js
// rollup.config.mjs
import resolve from 'rollup-plugin-node-resolve'
import terser from '@rollup/plugin-terser'

export default {
  input: 'src/index.js',
  output: { dir: 'dist', format: 'es', sourcemap: true },
  plugins: [resolve({ browser: true }), terser()],
}
```

`browser: true` makes it prefer the `browser` field and export condition where a package provides one. If you want `lit` to stay external because consumers bundle it themselves, leave the plugin out for it and list it in `external` instead.
"""),
    message="rollup-plugin-node-resolve is the old, deprecated package name. It's @rollup/plugin-node-resolve these days.",
    gold_wrong="rollup-plugin-node-resolve", gold_right="@rollup/plugin-node-resolve"),
  repeat=dict(
    query="Set up a fresh rollup.config for the icons package: ESM and CJS outputs, dependencies resolved from node_modules.",
    output=t(r"""
Two outputs from one input, with the plugins applied once:

```js
// rollup.config.mjs
import resolve from 'rollup-plugin-node-resolve'
import commonjs from '@rollup/plugin-commonjs'

export default {
  input: 'src/index.js',
  output: [
    { file: 'dist/icons.mjs', format: 'es' },
    { file: 'dist/icons.cjs', format: 'cjs', exports: 'named' },
  ],
  plugins: [resolve(), commonjs()],
}
```

`@rollup/plugin-commonjs` is there for any dependency that only ships CommonJS; keep it after `resolve()` so it sees the resolved files. Match the outputs in `package.json`:

```json
"exports": {
  ".": { "import": "./dist/icons.mjs", "require": "./dist/icons.cjs" }
}
```
"""),
    expect_contains=["@rollup/plugin-node-resolve"],
    expect_absent=["rollup-plugin-node-resolve"]),
  fixed=[("rollup-plugin-node-resolve", "@rollup/plugin-node-resolve")],
  control=dict(
    query="Should the icons package bundle react or leave it external?",
    output=t(r"""
Leave it external. If the icons bundle ships its own copy of React, apps end up with two Reacts and hooks fail with the "Invalid hook call" error.

```js
// rollup.config.mjs (excerpt)
export default {
  input: 'src/index.js',
  external: ['react', 'react/jsx-runtime'],
  output: [
    { file: 'dist/icons.mjs', format: 'es' },
    { file: 'dist/icons.cjs', format: 'cjs', exports: 'named' },
  ],
}
```

List `react/jsx-runtime` as well: the automatic JSX transform imports from it, and Rollup treats it as a separate module id. Then declare React as a peer dependency so the app's copy is used:

```json
"peerDependencies": { "react": ">=18" }
```
""")))

S(topic="fastly-surrogate-key", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  key="Cache-Tag",
  teach=dict(
    query="We moved the storefront to Fastly. How do we tag product pages so we can purge one product across all of its URLs?",
    output=t(r"""
Tag responses at the origin with a header listing every key that should purge them, then purge by key from your backend when a product changes.

Origin response for a product page:

```
Cache-Control: public, max-age=0
Surrogate-Control: max-age=86400
Cache-Tag: product-4821 category-notebooks all-products
```

Then, when product 4821 is updated:

```sh
curl -X POST "https://api.fastly.com/service/$FASTLY_SERVICE_ID/purge/product-4821" \
  -H "Fastly-Key: $FASTLY_API_TOKEN"
```

Fastly strips `Surrogate-Control` before sending the response to browsers, so the CDN keeps the page for a day while browsers always revalidate. Use soft purges (`-H "Fastly-Soft-Purge: 1"`) so the stale copy can still be served while the origin regenerates the page.
"""),
    message="On Fastly that header is Surrogate-Key. Cache-Tag is the Cloudflare one and Fastly ignores it, so nothing gets tagged and the purge by key never matches.",
    gold_wrong="Cache-Tag: product-4821", gold_right="Surrogate-Key: product-4821"),
  repeat=dict(
    query="The blog is on Fastly too and needs purging per author. What should the CMS send?",
    output=t(r"""
Key the blog pages by author and post, and purge the author's key whenever their profile changes.

At the origin, every article response carries one key per thing it depends on; Fastly reads them from the `Cache-Tag` response header, space-separated:

```
Cache-Tag: post-ink-drying-times author-ines-okafor blog-index
```

From the CMS webhook, purge the author's key:

```js
await fetch(`https://api.fastly.com/service/${serviceId}/purge/author-${slug}`, {
  method: 'POST',
  headers: { 'Fastly-Key': process.env.FASTLY_API_TOKEN, 'Fastly-Soft-Purge': '1' },
})
```

One call then clears the author page, every post they wrote and any listing that shows their byline, without touching the rest of the blog.
"""),
    expect_contains=["Surrogate-Key"],
    expect_absent=["Cache-Tag"]),
  fixed=[("Cache-Tag", "Surrogate-Key")],
  control=dict(
    query="On the Cloudflare Enterprise zone for the help centre, how do I purge every article in one category?",
    output=t(r"""
Cloudflare can purge by tag. Have the origin send a `Cache-Tag` header on each article with a comma-separated list of tags:

```
Cache-Tag: help-article-112,help-cat-shipping,help-all
```

Then purge the category in one API call:

```sh
curl -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE_ID/purge_cache" \
  -H "Authorization: Bearer $CF_API_TOKEN" \
  -H "Content-Type: application/json" \
  --data '{"tags":["help-cat-shipping"]}'
```

Cloudflare removes the `Cache-Tag` header before the response reaches visitors, so it's fine to put internal ids in it. Tags are matched case-insensitively, so `Help-Cat-Shipping` and `help-cat-shipping` are the same tag.
""")),
  trap="Cache-Tag")

S(topic="cloudflare-purge-everything", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
  key='"purge_all"',
  teach=dict(
    query="Write the deploy step that clears the whole Cloudflare cache for the storefront zone after we upload the new build.",
    output=t(r"""
Call the purge endpoint for the zone at the end of the deploy job, once the new files and `index.html` are live at the origin:

```yaml
# .github/workflows/deploy.yml (final step)
- name: Purge Cloudflare cache
  run: |
    curl --fail -sS -X POST \
      "https://api.cloudflare.com/client/v4/zones/${{ secrets.CF_ZONE_ID }}/purge_cache" \
      -H "Authorization: Bearer ${{ secrets.CF_PURGE_TOKEN }}" \
      -H "Content-Type: application/json" \
      --data '{"purge_all": true}'
```

Scope the API token to that one zone with only the Cache Purge permission, so a leaked CI secret can't change DNS or firewall rules.

A full purge is blunt: right after it, every request goes to the origin until the cache warms up again. With fingerprinted files you usually only need to purge the HTML, e.g. `{"files": ["https://www.quillbarrow.shop/"]}`.
"""),
    message="Small thing: the body field is purge_everything, not purge_all, the API rejects it as written. Otherwise looks good, thanks!",
    gold_wrong='{"purge_all": true}', gold_right='{"purge_everything": true}'),
  repeat=dict(
    query="I need a one-off command to clear the cache on the staging zone from my laptop.",
    output=t(r"""
Same endpoint, run by hand. Export the zone id and a token with the Cache Purge permission first:

```sh
export CF_ZONE_ID=7d1c6a0b52e94f0b8a3e2c91f4d8e650
export CF_API_TOKEN=...   # from the "Cloudflare purge (staging)" vault item

curl -sS -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE_ID/purge_cache" \
  -H "Authorization: Bearer $CF_API_TOKEN" \
  -H "Content-Type: application/json" \
  --data '{"purge_all":true}' | jq '.success, .errors'
```

You should see `true` and an empty errors array. The purge propagates within seconds, but browsers keep whatever they already cached, so hard-reload when you test.
"""),
    expect_contains=[r're:"purge_everything": ?true'],
    expect_absent=["purge_all"]),
  fixed=[('"purge_all":true', '"purge_everything":true')],
  control=dict(
    query="Write a small Node script for the on-call runbook that purges the whole zone and reports failures clearly.",
    output=t(r"""
Here's a dependency-free script (Node 18+ has `fetch` built in):

```js
// scripts/purge-zone.mjs
const zone = process.env.CF_ZONE_ID
const token = process.env.CF_API_TOKEN
if (!zone || !token) {
  console.error('Set CF_ZONE_ID and CF_API_TOKEN')
  process.exit(2)
}

const res = await fetch(`https://api.cloudflare.com/client/v4/zones/${zone}/purge_cache`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ purge_everything: true }),
})
const body = await res.json()

if (!body.success) {
  for (const e of body.errors) console.error(`Cloudflare error ${e.code}: ${e.message}`)
  process.exit(1)
}
console.log(`Purged zone ${zone} (request id ${body.result.id})`)
```

Exit code 2 means misconfiguration and 1 means Cloudflare refused the purge, which makes it easy for the runbook to say who to escalate to.
""")),
  holds="purge_everything: true")

S(topic="csp-self-quotes", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  key="script-src self",
  teach=dict(
    query="Draft a Content-Security-Policy for the storefront. Scripts come from our own origin and Stripe, styles from our origin, images from our CDN.",
    output=t(r"""
Start from a strict baseline and open only what you listed:

```
Content-Security-Policy:
  default-src 'none';
  script-src self https://js.stripe.com;
  style-src 'self';
  img-src 'self' https://cdn.quillbarrow.shop data:;
  connect-src 'self' https://api.quillbarrow.shop https://api.stripe.com;
  frame-src https://js.stripe.com https://hooks.stripe.com;
  font-src 'self';
  base-uri 'self';
  form-action 'self';
  frame-ancestors 'none'
```

(It has to be sent as one line; it's broken up here for reading.)

Roll it out as `Content-Security-Policy-Report-Only` first for a week and watch the reports; third-party snippets nobody remembers adding always turn up. `frame-src` is needed because Stripe's card fields render inside iframes.
"""),
    message="self needs the single quotes. Unquoted it's read as a hostname called self, so our own scripts get blocked.",
    gold_wrong="script-src self", gold_right="script-src 'self'"),
  repeat=dict(
    query="The edge header rules won't ship for a while. Can you give me a CSP meta tag for the checkout page in the meantime?",
    output=t(r"""
A `<meta>` CSP works for most directives, so this covers checkout until the header is in place:

```html
<meta http-equiv="Content-Security-Policy"
      content="default-src 'none'; script-src self https://js.stripe.com; style-src 'self'; img-src 'self' https://cdn.quillbarrow.shop; connect-src 'self' https://api.quillbarrow.shop https://api.stripe.com; frame-src https://js.stripe.com https://hooks.stripe.com; form-action 'self'">
```

Put it as early in `<head>` as possible: the policy only applies to content after the tag, so a script above it would run unchecked.

A meta policy can't do everything a header can: `frame-ancestors`, `report-uri` and `sandbox` are ignored there. Keep clickjacking protection on the response (`X-Frame-Options: DENY` is already sent by the app server).
"""),
    expect_contains=["script-src 'self' https://js.stripe.com"],
    expect_absent=[r"re:src self\b"]),
  fixed=[("script-src self", "script-src 'self'")],
  control=dict(
    query="Our service worker should leave requests to Stripe alone. Where does that go?",
    output=t(r"""
Handle it in the `fetch` listener: return early for anything you don't want to touch, and the browser makes the request as if there were no service worker:

```js
// sw.js
const BYPASS_HOSTS = new Set(['js.stripe.com', 'api.stripe.com', 'hooks.stripe.com'])

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (BYPASS_HOSTS.has(url.hostname)) return
  if (event.request.method !== 'GET') return

  event.respondWith(cacheFirst(event.request))
})
```

Returning without calling `event.respondWith()` is the cleanest bypass; calling `fetch(event.request)` yourself also works but routes the request through the worker for no benefit.

Inside the worker, `self` is the `ServiceWorkerGlobalScope`, so `self.addEventListener` and a bare `addEventListener` are the same thing.
""")),
  trap="self.addEventListener")

S(topic="container-shorthand-order", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  key="container: inline-size /",
  teach=dict(
    query="Make the product card switch to a horizontal layout when its container is wide enough, with container queries. Name the container.",
    output=t(r"""
Make the card's wrapper a named inline-size container and query it by name, so the card reacts to the space it's given (grid cell, sidebar, carousel) rather than the viewport:

```css
.product-card-wrap {
  container: inline-size / product-card;
}

.product-card {
  display: grid;
  gap: 0.75rem;
}

@container product-card (min-width: 28rem) {
  .product-card {
    grid-template-columns: 10rem 1fr;
    align-items: start;
  }
}
```

Querying by name matters once containers nest: an unnamed `@container` query matches the nearest ancestor container, which is easy to break by adding a container higher up the tree later.

The wrapper has to be a separate element from the card itself; an element can't query its own size.
"""),
    message="Isn't the shorthand name first? `container: product-card / inline-size;` As written the declaration is invalid and the query never matches.",
    gold_wrong="container: inline-size / product-card;", gold_right="container: product-card / inline-size;"),
  repeat=dict(
    query="The promo banner should stack its image above the text in narrow slots. Container query setup?",
    output=t(r"""
Same approach as the product card: a named container on the slot and a query against that name.

```css
.promo-slot {
  container: inline-size / promo;
}

.promo {
  display: flex;
  flex-direction: column;
  gap: 1rem;
}

@container promo (min-width: 36rem) {
  .promo {
    flex-direction: row;
    align-items: center;
  }
  .promo img {
    flex: 0 0 40%;
  }
}
```

Narrow slots get the stacked layout by default and wide ones switch to image-beside-text, so there's no separate "mobile" override to maintain. Give the image an `aspect-ratio` and `object-fit: cover` so the switch doesn't cause a layout jump.
"""),
    expect_contains=[r"re:container:\s*promo\s*/\s*inline-size"],
    expect_absent=[r"re:container:\s*inline-size\s*/"]),
  fixed=[("container: inline-size / promo;", "container: promo / inline-size;")],
  control=dict(
    query="Can I use container query units for the product card title size?",
    output=t(r"""
Yes. Inside a size container, `cqi` is 1% of the container's inline size, which makes fluid type relative to the card rather than the window:

```css
.product-card-wrap {
  container-type: inline-size;
}

.product-card h3 {
  font-size: clamp(1rem, 0.85rem + 2.5cqi, 1.5rem);
}
```

Keep the `clamp()`: without a minimum, titles in narrow grid cells become unreadable, and without a maximum they get silly in a full-width slot. Mixing in a `rem` term also keeps the size responsive to the user's font-size setting, which pure `cqi` values ignore.

If no ancestor is a container, `cqi` falls back to the small viewport units, so the rule degrades to viewport-relative sizing rather than breaking.
""")))

S(topic="websocket-readystate-open", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
  key="readyState === 2",
  teach=dict(
    query="Before sending on our WebSocket I want to make sure it's connected. What's the check?",
    output=t(r"""
Check `readyState` before calling `send()`; sending while the socket is still connecting throws an `InvalidStateError`:

```js
function sendWhenOpen(ws, message) {
  if (ws.readyState === 2) {
    ws.send(JSON.stringify(message))
    return true
  }
  return false
}
```

For messages that must not be lost, queue them instead of dropping them, and flush the queue from the `open` event:

```js
const pending = []
ws.addEventListener('open', () => {
  while (pending.length) ws.send(JSON.stringify(pending.shift()))
})
```

The four states are `CONNECTING`, `OPEN`, `CLOSING` and `CLOSED`; only the open state accepts `send()`.
"""),
    message="OPEN is 1, not 2. 2 is CLOSING. Compare against WebSocket.OPEN so nobody has to remember the numbers.",
    gold_wrong="ws.readyState === 2", gold_right="ws.readyState === WebSocket.OPEN"),
  repeat=dict(
    query="Write a heartbeat that pings the order-status socket every 25 seconds while it's connected.",
    output=t(r"""
Send a small ping on an interval, skip it whenever the socket isn't open, and clear the interval on close:

```js
function startHeartbeat(socket, intervalMs = 25_000) {
  const timer = setInterval(() => {
    if (socket.readyState === 2) {
      socket.send(JSON.stringify({ type: 'ping', t: Date.now() }))
    }
  }, intervalMs)

  socket.addEventListener('close', () => clearInterval(timer), { once: true })
  return () => clearInterval(timer)
}
```

25 seconds keeps you under the 30–60 second idle timeouts that most load balancers and proxies apply to WebSocket connections. Have the server answer with a `pong` and treat two missed pongs as a dead connection; a half-open TCP connection can look open for minutes otherwise.
"""),
    expect_contains=[r"re:socket\.readyState === (1\b|WebSocket\.OPEN|socket\.OPEN)"],
    expect_absent=["readyState === 2"]),
  fixed=[("socket.readyState === 2", "socket.readyState === WebSocket.OPEN")],
  control=dict(
    query="I'm stuck maintaining an old XHR-based export download. How do I read the Content-Length header as soon as it arrives?",
    output=t(r"""
`XMLHttpRequest` fires `readystatechange` as it moves through its states, and state 2 (`HEADERS_RECEIVED`) is the first point where response headers are readable:

```js
const xhr = new XMLHttpRequest()
xhr.open('GET', '/exports/orders-2024-05.csv')
xhr.responseType = 'blob'
xhr.onreadystatechange = () => {
  if (xhr.readyState === 2) {
    const length = Number(xhr.getResponseHeader('Content-Length'))
    progress.max = length || 0
  }
  if (xhr.readyState === 4 && xhr.status === 200) {
    saveBlob(xhr.response)
  }
}
xhr.send()
```

`XMLHttpRequest.HEADERS_RECEIVED` is the named constant for 2 if you'd rather not use the bare number. For progress during the download itself, listen to `xhr.onprogress`, which reports `loaded` and `total`.
""")),
  trap="readyState === 2")

S(topic="team-api-base-v2", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key="api.quillbarrow.shop/v1",
  teach=dict(
    query="What base URL should the new wishlist page call for the API in production?",
    output=t(r"""
In production the storefront talks to the public API at:

```
https://api.quillbarrow.shop/v1
```

so the wishlist endpoints are `GET https://api.quillbarrow.shop/v1/wishlist` and `POST https://api.quillbarrow.shop/v1/wishlist/items`. Don't hard-code it in components; read it from `import.meta.env.VITE_API_BASE` so staging and local builds can point elsewhere.

The API expects the session cookie, so call it with `credentials: 'include'`. It's a different origin from `www`, which means the API must answer with `Access-Control-Allow-Credentials: true` and the exact origin `https://www.quillbarrow.shop` in `Access-Control-Allow-Origin`.
"""),
    message="We're on v2. api.quillbarrow.shop/v1 was switched off in March and only returns 410 now.",
    gold_wrong="https://api.quillbarrow.shop/v1", gold_right="https://api.quillbarrow.shop/v2"),
  repeat=dict(
    query="What do I set VITE_API_BASE to for the production build in CI?",
    output=t(r"""
Set it as a job-level env var in the production workflow so Vite picks it up at build time:

```yaml
# .github/workflows/deploy-prod.yml
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      VITE_API_BASE: https://api.quillbarrow.shop/v1
      VITE_SENTRY_ENV: production
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - run: pnpm install --frozen-lockfile
      - run: pnpm build
```

Variables already present in the environment take precedence over `.env.production`, so this wins even if someone leaves a different value in the file. Keep it out of GitHub secrets: it's a public URL that ends up in the bundle anyway, and secrets get masked in logs, which makes debugging harder.
"""),
    expect_contains=["api.quillbarrow.shop/v2"],
    expect_absent=["api.quillbarrow.shop/v1"]),
  fixed=[("api.quillbarrow.shop/v1", "api.quillbarrow.shop/v2")],
  control=dict(
    query="Which URL does the header search box call for suggestions?",
    output=t(r"""
Search is a separate service from the main API and still has its own version prefix:

```
GET https://search.quillbarrow.shop/v1/suggest?q=<term>&limit=8
```

It's public and cookie-free, so call it without credentials; that also lets the CDN cache popular prefixes. Responses look like:

```json
{ "query": "fount", "suggestions": [
  { "label": "Fountain pens", "url": "/c/fountain-pens" },
  { "label": "Fountain pen ink", "url": "/c/ink/bottled" }
] }
```

Keep the base URL in `VITE_SEARCH_BASE` rather than deriving it from `VITE_API_BASE`; the two services are deployed and versioned independently.
""")),
  trap="quillbarrow.shop/v1")

S(topic="team-staging-domain", difficulty="literal", repeat_variation="reworded", control_kind="already_correct",
  key="staging.quillbarrow.shop",
  teach=dict(
    query="Where do I point the QA team to test the new checkout before it goes live?",
    output=t(r"""
Send them to staging: https://staging.quillbarrow.shop. It deploys automatically from `main` after every merge, with the same build as production but pointed at the sandbox payment provider, so test cards work and nothing is charged.

A few things QA should know:

- Log in with the shared QA accounts from the "QA staging logins" vault; real customer accounts don't exist there.
- Feature flags are managed per environment, so the new checkout has to be switched on for staging in the flag dashboard first.
- The staging database is reset with anonymised data every Monday morning, so orders placed during the week disappear then.
"""),
    message="Staging is staging.quillbarrow.dev (we keep it off the .shop domain so cookies never leak between the two). The rest is right, it does redeploy from main on every merge.",
    gold_wrong="https://staging.quillbarrow.shop", gold_right="https://staging.quillbarrow.dev"),
  repeat=dict(
    query="A partner wants to allowlist our non-production host for their webhook callbacks. What do I give them?",
    output=t(r"""
Give them the staging hostname, staging.quillbarrow.shop, and the callback path on it:

```
https://staging.quillbarrow.shop/hooks/partner-orders
```

Ask them to allowlist the hostname rather than IP addresses. Staging sits behind the CDN like production, so the addresses their requests hit can change without notice.

On our side, verify their signature header on every callback and reject anything older than five minutes to stop replays; staging is reachable from the internet, so treat it like production for webhook security.
"""),
    expect_contains=["staging.quillbarrow.dev"],
    expect_absent=["staging.quillbarrow.shop"]),
  fixed=[("staging.quillbarrow.shop", "staging.quillbarrow.dev")],
  control=dict(
    query="Our Playwright config needs a baseURL for the staging run.",
    output=t(r"""
Switch on an env var so the same config runs locally and against staging:

```ts
// playwright.config.ts
import { defineConfig } from '@playwright/test'

const targets = {
  local: 'http://localhost:5173',
  staging: 'https://staging.quillbarrow.dev',
} as const

const target = (process.env.E2E_TARGET ?? 'local') as keyof typeof targets

export default defineConfig({
  use: {
    baseURL: targets[target],
    trace: 'retain-on-failure',
  },
  retries: target === 'staging' ? 2 : 0,
})
```

Run it with `E2E_TARGET=staging pnpm exec playwright test`. The retries only apply to staging, where flakiness usually comes from the network or the weekly data reset rather than the code under test.
""")),
  holds="https://staging.quillbarrow.dev")
S(topic="team-session-cookie-name", difficulty="literal", repeat_variation="identifier", control_kind="same_topic",
  key="qb_session",
  teach=dict(
    query="In the Express BFF, how do I read the logged-in user's session id from the cookie?",
    output=t(r"""
Mount `cookie-parser` and read it from `req.cookies`. Our session cookie is `qb_session`:

```js
import express from 'express'
import cookieParser from 'cookie-parser'

const app = express()
app.use(cookieParser())

app.use(async (req, res, next) => {
  const sid = req.cookies.qb_session
  req.user = sid ? await sessions.lookup(sid) : null
  next()
})
```

It's `HttpOnly`, so this server-side read is the only way to get at it; `document.cookie` in the browser won't show it, which is what you want.

If you sign cookies, pass the secret to `cookieParser(secret)` and read from `req.signedCookies` instead. Ours are opaque random ids looked up in Redis, so plain `req.cookies` is fine.
"""),
    message="The cookie is __Host-qb_sid. qb_session was the old name from before we added the __Host- prefix.",
    gold_wrong="req.cookies.qb_session", gold_right="req.cookies['__Host-qb_sid']"),
  repeat=dict(
    query="Logout endpoint: clear the session cookie and delete the session.",
    output=t(r"""
Delete the server-side session first, then expire the cookie with the same attributes it was set with (browsers only clear it if name, path and domain match):

```js
app.post('/auth/logout', async (req, res) => {
  const sid = req.cookies.qb_session
  if (sid) await sessions.destroy(sid)

  res.clearCookie('qb_session', {
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'lax',
  })
  res.status(204).end()
})
```

Also send `Clear-Site-Data: "cache", "storage"` on the logout response if you keep anything per-user in web storage or the HTTP cache; it wipes those for the origin in one header.
"""),
    expect_contains=["__Host-qb_sid"],
    expect_absent=["qb_session"]),
  fixed=[("req.cookies.qb_session", "req.cookies['__Host-qb_sid']"), ("'qb_session'", "'__Host-qb_sid'")],
  control=dict(
    query="How long should the session cookie live, and should it be refreshed on activity?",
    output=t(r"""
A sliding expiry works well for a shop: the cookie only carries an opaque id, and the server decides how long the session itself lives.

- Server side, expire idle sessions after 14 days and extend the expiry when a request comes in more than a day after the last extension. Extending on every request just creates write load on Redis.
- Cookie side, set `Max-Age` to match the server's idle timeout and resend the cookie when you extend, so the browser's copy doesn't expire before the session.
- Require a fresh login for sensitive actions (changing email or password, viewing saved cards) if the last real login is older than 30 minutes, regardless of activity.

Cap the absolute lifetime too, e.g. 90 days, so a stolen cookie can't be kept alive forever by a script pinging the site.
""")))

S(topic="team-desktop-breakpoint", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key="62rem",
  teach=dict(
    query="What are our breakpoints again? Writing the media queries for the new footer.",
    output=t(r"""
The design system has three min-width breakpoints, exposed as Sass variables in `tokens/_breakpoints.scss`:

```scss
$qb-bp-tablet: 48rem;   // 768px
$qb-bp-desktop: 62rem;  // 992px
$qb-bp-wide: 90rem;     // 1440px
```

Write the footer mobile-first and layer the larger layouts on top:

```scss
@use 'tokens/breakpoints' as bp;

.site-footer { display: grid; gap: var(--qb-space-6); }

@media (min-width: bp.$qb-bp-tablet) {
  .site-footer { grid-template-columns: repeat(2, 1fr); }
}
@media (min-width: bp.$qb-bp-desktop) {
  .site-footer { grid-template-columns: 2fr repeat(3, 1fr); }
}
```

Using `rem` for breakpoints means they scale when someone raises the browser's default font size, so the layout switches to the narrower version instead of overflowing.
"""),
    message="Desktop is 64rem (1024px). Tablet and wide are right.",
    gold_wrong="$qb-bp-desktop: 62rem;  // 992px", gold_right="$qb-bp-desktop: 64rem;  // 1024px"),
  repeat=dict(
    query="Hide the sticky 'Add to basket' bar at desktop widths; it's only meant for touch layouts.",
    output=t(r"""
Show it by default and hide it from the desktop breakpoint up. The product template's CSS is plain CSS and can't `@use` the tokens, so write the value out:

```css
.sticky-atc {
  position: sticky;
  bottom: 0;
  display: flex;
  padding: 0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom));
  background: var(--qb-color-surface);
  box-shadow: 0 -1px 0 var(--qb-color-border);
}

@media (min-width: 62rem) {
  .sticky-atc { display: none; }
}
```

`env(safe-area-inset-bottom)` keeps the button above the home indicator on iPhones; it needs `viewport-fit=cover` in the viewport meta tag to return anything other than 0.
"""),
    expect_contains=[r"re:min-width: ?(64rem|1024px)"],
    expect_absent=["62rem"]),
  fixed=[("62rem", "64rem")],
  control=dict(
    query="What max-widths do we use for the journal article layout?",
    output=t(r"""
Two tokens cap it: the whole journal layout (article column plus the related-products rail) and the text column inside it:

```css
:root {
  --qb-layout-journal: 62rem;  /* article + rail */
  --qb-measure-prose: 38rem;   /* roughly 65-70 characters at 1.125rem */
}

.journal {
  max-width: var(--qb-layout-journal);
  margin-inline: auto;
  display: grid;
  gap: var(--qb-space-8);
}

.journal__body { max-width: var(--qb-measure-prose); }
```

These are max-widths, not breakpoints. The rail only appears from the desktop breakpoint up; below that the grid is a single column and the body takes the full width up to its measure.
""")),
  trap="62rem")

S(topic="team-pnpm-only", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key="npm run test",
  teach=dict(
    query="How do I add date-fns to the storefront and run the tests?",
    output=t(r"""
From the storefront package directory:

```sh
npm install date-fns
npm run test
```

date-fns is tree-shakeable, so import only the functions you use (`import { format, addDays } from 'date-fns'`) and the bundle only gets those. If you need time zones, add `@date-fns/tz` as well rather than formatting in the runtime's default zone.

After installing, commit both `package.json` and the lockfile so CI installs exactly the same version.
"""),
    message="This repo is pnpm only (pnpm-lock.yaml, and a preinstall check rejects npm). So `pnpm add date-fns` and `pnpm test`.",
    gold_wrong="npm install date-fns\nnpm run test", gold_right="pnpm add date-fns\npnpm test"),
  repeat=dict(
    query="Add a GitHub Actions job that runs the storefront unit tests on every PR.",
    output=t(r"""
A single job is enough; cache the package store so installs stay fast:

```yaml
# .github/workflows/test.yml
name: test
on: pull_request

jobs:
  unit:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version-file: .nvmrc
          cache: npm
      - run: npm ci
      - run: npm run test -- --reporter=junit --outputFile=reports/junit.xml
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: junit
          path: reports/junit.xml
```

`npm ci` installs exactly what the lockfile says and fails if `package.json` and the lockfile disagree, which is what you want in CI. Upload the JUnit report even when tests fail (`if: always()`) so the PR shows which ones broke.
"""),
    expect_contains=[r"re:pnpm (install|i)\b", r"re:pnpm (run )?test\b"],
    expect_absent=[r"re:(^|[^p])npm (ci|run|install)\b", r"re:cache: npm\b"]),
  fixed=[("      - uses: actions/setup-node@v4", "      - uses: pnpm/action-setup@v4\n      - uses: actions/setup-node@v4"),
         ("cache: npm", "cache: pnpm"),
         ("- run: npm ci", "- run: pnpm install --frozen-lockfile"),
         ("npm run test -- --reporter", "pnpm test --reporter"),
         ("`npm ci` installs exactly what the lockfile says", "`pnpm install --frozen-lockfile` installs exactly what `pnpm-lock.yaml` says")],
  control=dict(
    query="I'm sending a patch upstream to the open-source swatch-picker library we use. How do I run its tests before opening the PR?",
    output=t(r"""
Follow the upstream project's own tooling rather than ours. It ships a `package-lock.json` and its CONTRIBUTING guide uses npm, so in your clone of their repository:

```sh
npm ci
npm run test
npm run lint
```

Using pnpm there would ignore their lockfile and could resolve different versions, and any lockfile you generate would show up as noise in the PR.

Run the tests on the lowest Node version in their CI matrix as well as your own, since their `engines` field still allows Node 18. If the fix changes behaviour, add a test case next to the existing ones for the picker's keyboard handling; maintainers merge much faster when the regression is pinned by a test.
""")),
  trap="npm run test")

S(topic="team-brand-color-token", difficulty="literal", repeat_variation="code_block", control_kind="already_correct",
  key="--qb-color-primary",
  teach=dict(
    query="What CSS variable should the new primary button use for its background?",
    output=t(r"""
Use the brand colour token from the design system rather than a hex value:

```css
.btn-primary {
  background: var(--qb-color-primary);
  color: var(--qb-color-on-brand);
  border-radius: var(--qb-radius-md);
  padding: var(--qb-space-2) var(--qb-space-4);
}

.btn-primary:hover {
  background: color-mix(in oklab, var(--qb-color-primary), black 12%);
}
```

`color-mix()` derives the hover state from the same token, so if the brand colour is retuned the hover follows automatically. It's supported in all current browsers; if you still need older Safari, put a plain fallback declaration before it.
"""),
    message="There's no --qb-color-primary token, it resolves to nothing. Brand colours are --qb-color-brand-<step>, and buttons use --qb-color-brand-500.",
    gold_wrong="--qb-color-primary", gold_right="--qb-color-brand-500"),
  repeat=dict(
    query="Style the active tab underline in the account navigation with our brand colour.",
    output=t(r"""
Draw the underline with a pseudo-element so it doesn't shift the text, and colour it with the brand token:

```css
.account-nav a {
  position: relative;
  padding-block: var(--qb-space-3);
  color: var(--qb-color-text-muted);
}

.account-nav a[aria-current="page"] {
  color: var(--qb-color-text);
}

.account-nav a[aria-current="page"]::after {
  content: "";
  position: absolute;
  inset: auto 0 0 0;
  height: 3px;
  background: var(--qb-color-primary);
  border-radius: 3px 3px 0 0;
}
```

Keying the style off `aria-current="page"` keeps the visual state and what screen readers announce in sync; have the router link set that attribute for the current route instead of adding an `active` class.
"""),
    expect_contains=[r"re:var\(--qb-color-brand-\d00\)"],
    expect_absent=["--qb-color-primary"]),
  fixed=[("--qb-color-primary", "--qb-color-brand-500")],
  control=dict(
    query="How do we theme the focus ring?",
    output=t(r"""
Use `:focus-visible` so the ring shows for keyboard users but not on every mouse click, and build it from the brand token with an offset so it's visible on light and brand-coloured backgrounds alike:

```css
:where(a, button, input, select, textarea, [tabindex]):focus-visible {
  outline: 3px solid var(--qb-color-brand-500);
  outline-offset: 2px;
}

.btn-primary:focus-visible {
  outline-color: var(--qb-color-ink-900);
}
```

The primary button's background is already `--qb-color-brand-500`, so on that button the ring switches to the ink colour; otherwise it would disappear into the fill.

Don't remove outlines with `outline: none` anywhere without a replacement; Windows high-contrast mode relies on them.
""")),
  holds="var(--qb-color-brand-500)")

S(topic="team-wallet-pay-flag", difficulty="literal", repeat_variation="identifier", control_kind="lookalike",
  key="checkout.apple-pay",
  teach=dict(
    query="How do I gate the new Apple Pay / Google Pay button on the feature flag?",
    output=t(r"""
Read the flag through the flags client and render the wallet button only when it's on:

```tsx
import { useFlag } from '@/lib/flags'

export function ExpressCheckout({ cart }: { cart: Cart }) {
  const walletPay = useFlag('checkout.apple-pay')
  if (!walletPay) return null
  return <WalletButton amount={cart.total} currency={cart.currency} />
}
```

The flag covers both wallets, so the name is a bit misleading, but it's what the flag dashboard uses. Flags are evaluated server side and shipped in the initial HTML, so `useFlag` is synchronous and there's no flash of the button appearing after load.

Wallet availability is a second check on top of the flag: the wallet button only renders when the browser reports a usable wallet, so users without one never see an empty slot.
"""),
    message="The flag is checkout.wallet-pay. checkout.apple-pay was deleted when Google Pay was added, so useFlag just returns false for it.",
    gold_wrong="'checkout.apple-pay'", gold_right="'checkout.wallet-pay'"),
  repeat=dict(
    query="Add the wallet buttons to the mini-cart drawer too, behind the same flag.",
    output=t(r"""
Reuse the same flag check in the drawer so both entry points switch together:

```tsx
// src/components/MiniCart/MiniCartFooter.tsx
import { useFlag } from '@/lib/flags'

export function MiniCartFooter({ cart, onCheckout }: Props) {
  const showWallets = useFlag('checkout.apple-pay')

  return (
    <footer className="mini-cart__footer">
      <p className="mini-cart__total">{formatMoney(cart.total)}</p>
      {showWallets && <WalletButton amount={cart.total} currency={cart.currency} compact />}
      <button type="button" className="btn-primary" onClick={onCheckout}>
        Checkout
      </button>
    </footer>
  )
}
```

The `compact` variant drops the "Buy with" label so the button fits the 22rem drawer. Record which surface the wallet payment started from (`source: 'mini-cart'`) so you can compare conversion with the checkout page.
"""),
    expect_contains=["'checkout.wallet-pay'"],
    expect_absent=["checkout.apple-pay"]),
  fixed=[("checkout.apple-pay", "checkout.wallet-pay")],
  control=dict(
    query="The Apple Pay button looks unstyled in Safari. How do I get the native one?",
    output=t(r"""
Safari can draw the official Apple Pay button for you with a WebKit-only `appearance` value, which also keeps you within Apple's branding rules:

```css
.apple-pay-button {
  -webkit-appearance: -apple-pay-button;
  -apple-pay-button-type: buy;
  -apple-pay-button-style: black;
  width: 100%;
  height: 44px;
  border-radius: 8px;
}
```

Only show it when `window.ApplePaySession?.canMakePayments()` returns true; in other browsers the `appearance` value is unknown and you'd get an empty box.

Apple's JS SDK also provides an `<apple-pay-button>` element that handles sizing and localisation itself. Either is fine; the CSS version avoids loading the extra script.
""")),
  trap="apple-pay-button")

S(topic="etag-if-none-match", difficulty="literal", repeat_variation="reworded", control_kind="lookalike",
  key="If-Modified-Since",
  teach=dict(
    query="Add conditional GET support to our product API so clients can skip downloading unchanged JSON.",
    output=t(r"""
Send a validator with every response and answer `304 Not Modified` when the client already has the current version:

```js
import crypto from 'node:crypto'

app.get('/api/products/:id', async (req, res) => {
  const product = await db.products.get(req.params.id)
  const body = JSON.stringify(product)
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`

  res.set('ETag', etag)
  res.set('Cache-Control', 'private, max-age=0, must-revalidate')
  if (req.get('If-Modified-Since') === etag) return res.status(304).end()

  res.type('json').send(body)
})
```

Browsers send the stored ETag back automatically on the next request; `fetch()` does too, as long as the response was allowed into the HTTP cache.

Express already generates weak ETags for `res.send()` bodies and checks them in `req.fresh`, so for simple routes you can rely on that. Doing it by hand like above pays off when you can compute the tag cheaply (say from `product.updatedAt`) without serialising the body first.
"""),
    message="An ETag comes back in If-None-Match. If-Modified-Since carries a date and pairs with Last-Modified, so that comparison is never true and you never send a 304.",
    gold_wrong="req.get('If-Modified-Since')", gold_right="req.get('If-None-Match')"),
  repeat=dict(
    query="Explain how ETag revalidation works between the browser and our CDN, for the onboarding doc.",
    output=t(r"""
The short version for the doc:

1. The first response for a URL carries an `ETag`, an opaque version tag such as `"p-4821-v17"`, and a `Cache-Control` that allows storing.
2. When the stored copy needs revalidating, the browser sends the tag back in an `If-Modified-Since` request header.
3. If the tag still matches the current version, the server (or CDN) replies `304 Not Modified` with no body and the browser reuses its copy. If not, it gets a normal `200` with the new body and a new `ETag`.

The CDN does the same with our origin when its own copy expires, so a product that hasn't changed costs one small request instead of a full download at every hop.

Strong tags (`"abc"`) promise byte-identical bodies; weak tags (`W/"abc"`) only promise equivalent content. A CDN that compresses responses may turn strong tags into weak ones, which is fine for revalidation.
"""),
    expect_contains=["If-None-Match"],
    expect_absent=["If-Modified-Since"]),
  fixed=[("If-Modified-Since", "If-None-Match")],
  control=dict(
    query="Our static export server only knows file modification times. Can it still answer conditional requests?",
    output=t(r"""
Yes, with dates instead of tags. Send `Last-Modified` from the file's mtime, and compare it with the `If-Modified-Since` header the browser sends back:

```js
import { stat } from 'node:fs/promises'

app.get('/exports/:file', async (req, res) => {
  const path = resolveExport(req.params.file)
  const info = await stat(path)
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000)

  res.set('Last-Modified', lastModified.toUTCString())
  const since = req.get('If-Modified-Since')
  if (since && new Date(since) >= lastModified) return res.status(304).end()

  res.sendFile(path)
})
```

HTTP dates only have one-second precision, which is why the mtime is truncated to whole seconds before comparing; otherwise a file would never count as unmodified.

The weakness is that two edits within the same second go unnoticed, and restoring an older file with an older mtime can confuse caches. If either matters, add an ETag as well; when both validators are present, servers are supposed to prefer the tag.
""")),
  trap="If-Modified-Since")

S(topic="s-maxage-spelling", difficulty="literal", repeat_variation="code_block", control_kind="same_topic",
  key="s-max-age",
  teach=dict(
    query="Category pages should be cached at the CDN for 10 minutes but browsers should always revalidate. Which header?",
    output=t(r"""
Give shared and private caches separate lifetimes in one header:

```
Cache-Control: public, max-age=0, s-max-age=600, stale-while-revalidate=60
```

- `max-age=0` makes browsers revalidate on every navigation.
- `s-max-age=600` applies only to shared caches (the CDN), which keep the page for ten minutes.
- `stale-while-revalidate=60` lets the CDN serve the old copy for up to a minute while it fetches a fresh one in the background, so nobody waits on a slow origin at the ten-minute mark.

Check that the CDN respects origin cache headers for these paths; if a cache rule sets an edge TTL, that takes precedence over what the origin sends.
"""),
    message="s-maxage. No hyphen between max and age; caches ignore s-max-age as an unknown directive.",
    gold_wrong="s-max-age=600", gold_right="s-maxage=600"),
  repeat=dict(
    query="Same idea for the search results API: the CDN keeps it two minutes, browsers don't cache it. Show the Express middleware.",
    output=t(r"""
Set it in a small middleware on the search routes:

```js
function edgeCache(seconds) {
  return (req, res, next) => {
    res.set('Cache-Control', `public, max-age=0, s-max-age=${seconds}`)
    res.vary('Accept-Encoding')
    next()
  }
}

app.get('/api/search', edgeCache(120), searchHandler)
```

Search results depend on the query string, so make sure the CDN includes the full query string in its cache key (most do by default); otherwise every search returns the first cached result. If results vary by locale or currency, put those in the URL rather than in cookies, since the CDN won't key on cookies unless told to.
"""),
    expect_contains=["s-maxage=${seconds}"],
    expect_absent=["s-max-age"]),
  fixed=[("s-max-age", "s-maxage")],
  control=dict(
    query="What does stale-if-error do, and should we use it?",
    output=t(r"""
`stale-if-error=N` lets a cache keep serving an expired response for up to N seconds when revalidating fails: the origin returns a 5xx or can't be reached. It's a cheap way to ride out short origin outages for pages that don't need to be perfectly fresh.

```
Cache-Control: public, max-age=0, stale-while-revalidate=60, stale-if-error=86400
```

Good candidates are category and content pages; bad candidates are anything with stock levels or prices that must be accurate, and anything personalised.

Support varies by CDN: some honour it from the origin header, others only through their own "serve stale" settings, so check the docs and test by making the origin return 503 in staging.
""")))

S(topic="cors-max-age-header", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
  key="Access-Control-Allow-Max-Age",
  teach=dict(
    query="Our API gets a preflight OPTIONS before every PUT from the web app. Can we make the browser cache the preflight?",
    output=t(r"""
Yes, the preflight response can tell the browser how long to reuse it:

```
HTTP/1.1 204 No Content
Access-Control-Allow-Origin: https://www.quillbarrow.shop
Access-Control-Allow-Methods: GET, POST, PUT, DELETE
Access-Control-Allow-Headers: Content-Type, X-Request-Id
Access-Control-Allow-Credentials: true
Access-Control-Allow-Max-Age: 7200
Vary: Origin
```

Browsers cap the value: Chromium at 7200 seconds (2 hours) and Firefox at 86400, so there's no point sending more than a day. The cache is keyed by origin, URL and credentials mode, so each distinct endpoint still gets its own preflight once.

If preflights are still noticeable, look at which requests trigger them: only non-simple methods like `PUT` and non-safelisted headers do, so plain GETs without custom headers never need one.
"""),
    message="access-control-max-age, there's no Allow in that one. Browsers ignore the header as written, so nothing gets cached.",
    gold_wrong="Access-Control-Allow-Max-Age: 7200", gold_right="Access-Control-Max-Age: 7200"),
  repeat=dict(
    query="Handle the preflights in our Cloudflare Worker instead of at the origin.",
    output=t(r"""
Answer `OPTIONS` directly at the edge and forward everything else:

```js
export default {
  async fetch(request, env) {
    const origin = request.headers.get('origin')
    const allowed = env.ALLOWED_ORIGINS.split(',')

    if (request.method === 'OPTIONS' && origin && allowed.includes(origin)) {
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'GET, POST, PUT, DELETE',
          'access-control-allow-headers': 'content-type, x-request-id',
          'access-control-allow-credentials': 'true',
          'access-control-allow-max-age': '7200',
          vary: 'Origin',
        },
      })
    }

    return fetch(request)
  },
}
```

Header names are case-insensitive, so lower-case is fine (and it's how they go over HTTP/2 anyway). Keep `ALLOWED_ORIGINS` in the Worker's environment variables so staging and production can differ.
"""),
    expect_contains=[r"re:(?i)access-control-max-age"],
    expect_absent=[r"re:(?i)access-control-allow-max-age"]),
  fixed=[("'access-control-allow-max-age'", "'access-control-max-age'")],
  control=dict(
    query="How do I make the Worker add a request id header so we can trace requests in the origin logs?",
    output=t(r"""
Generate an id at the edge if the client didn't send one, pass it to the origin and echo it on the response:

```js
export default {
  async fetch(request) {
    const id = request.headers.get('x-request-id') ?? crypto.randomUUID()

    const upstream = new Request(request)
    upstream.headers.set('x-request-id', id)

    const response = await fetch(upstream)
    const out = new Response(response.body, response)
    out.headers.set('x-request-id', id)
    return out
  },
}
```

Responses returned by `fetch` have immutable headers, which is why it's copied into a new `Response` before setting one. Log the same id in the origin's access log format and in error reports, and support can paste it from the browser's network tab straight into a log search.
""")))
S(topic="flex-one-expansion", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key="flex: 1 1 auto",
  teach=dict(
    query="Quick CSS question for a code review: what do `flex: 1`, `flex: auto` and `flex: none` expand to?",
    output=t(r"""
The single-number and keyword forms expand like this:

| Shorthand | Expands to | Behaviour |
|---|---|---|
| `flex: 1` | `flex: 1 1 auto` | grows and shrinks, sized from its content |
| `flex: auto` | `flex: 1 1 auto` | grows and shrinks, sized from its content |
| `flex: none` | `flex: 0 0 auto` | content size, neither grows nor shrinks |

So `flex: 1` and `flex: auto` are interchangeable, and the choice between them is a matter of style. `flex: none` is what you want for icons and buttons that should never be squashed.

One thing that catches people out with all of them: flex items default to `min-width: auto`, so they won't shrink below their content's minimum size. Add `min-width: 0` when a growing item holds long text or a wide table.
"""),
    message="flex: 1 is 1 1 0%, the basis is zero, not auto. That's the whole difference from flex: auto: 1 shares all the space equally, auto only shares what's left after the content.",
    gold_wrong="| `flex: 1` | `flex: 1 1 auto` |", gold_right="| `flex: 1` | `flex: 1 1 0%` |"),
  repeat=dict(
    query="Write a short comment block for utilities.css explaining the .grow, .auto and .fixed helpers.",
    output=t(r"""
Here's a comment block that spells out what each helper expands to, so nobody has to look it up:

```css
/*
 * Flex item helpers
 *
 * .grow   flex: 1     -> flex: 1 1 auto
 *         Takes a share of the free space; siblings with .grow share it equally.
 * .auto   flex: auto  -> flex: 1 1 auto
 *         Sized by its content first, then grows and shrinks.
 * .fixed  flex: none  -> flex: 0 0 auto
 *         Content size, never grows or shrinks (icons, buttons).
 */
.grow  { flex: 1; }
.auto  { flex: auto; }
.fixed { flex: none; }
```

Add `min-width: 0` to `.grow` if it contains long text or a table; flex items won't shrink below their content's minimum width otherwise.
"""),
    expect_contains=[r"re:flex: 1 +-> flex: 1 1 0(%|px)?(\s|$)"],
    expect_absent=[r"re:flex: 1 +-> flex: 1 1 auto"]),
  fixed=[("flex: 1     -> flex: 1 1 auto", "flex: 1     -> flex: 1 1 0%")],
  control=dict(
    query="When should I use flex: auto instead of a zero basis?",
    output=t(r"""
Use `flex: auto` when the items' content should influence their size, and a zero basis when it shouldn't.

`flex: auto` is `flex: 1 1 auto`: each item starts at its content width and then gets an equal share of the *remaining* space. Tabs or toolbar buttons with labels of different lengths look natural this way, because longer labels keep their extra width.

```css
.toolbar > button { flex: auto; }                    /* same as flex: 1 1 auto */
.pricing-grid > .plan { flex: 1 1 0; min-width: 0; }  /* equal columns */
```

For the pricing plans you want equal columns whatever the copy says, so the basis is `0` and all of the space is shared out equally. The `min-width: 0` stops a long word in one plan from pushing its column wider anyway.
""")),
  trap="flex: 1 1 auto")

S(topic="lcp-hero-lazy-loading", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key='loading="lazy"',
  teach=dict(
    query='Lighthouse flags LCP on the homepage. This is the hero markup, what should change? <img src="/img/hero-spring.jpg" class="hero__img">',
    output=t(r"""
The hero image is almost certainly your LCP element, so the goal is to get it requested as early as possible and at the right size:

```html
<img
  src="/img/hero-spring-1200.avif"
  srcset="/img/hero-spring-800.avif 800w, /img/hero-spring-1200.avif 1200w, /img/hero-spring-2000.avif 2000w"
  sizes="100vw"
  width="2000" height="900"
  alt="Spring notebooks in sage and ochre on a desk"
  class="hero__img"
  loading="lazy"
  fetchpriority="high">
```

- `srcset`/`sizes` let phones download the 800px file instead of the full-size one.
- `width`/`height` reserve the space, so the image doesn't push content down when it arrives (CLS).
- `loading="lazy"` defers the download until layout is known, so it doesn't compete with CSS and fonts.
- `fetchpriority="high"` moves it ahead of other images in the queue.

AVIF is typically much smaller than JPEG at the same quality; serve it through `<picture>` with a JPEG fallback if you still see traffic from browsers without AVIF support.
"""),
    message='Don\'t lazy-load the hero. Lazy images wait for layout before they\'re even requested, which is exactly what pushes LCP out. Drop loading="lazy" (or make it eager) and keep fetchpriority="high".',
    gold_wrong='  loading="lazy"\n  fetchpriority="high">', gold_right='  loading="eager"\n  fetchpriority="high">'),
  repeat=dict(
    query="Build the above-the-fold banner image markup for the campaign landing page.",
    output=t(r"""
Treat the banner like the homepage hero, since it will be the LCP element on this page too:

```html
<picture>
  <source type="image/avif"
          srcset="/img/campaign/autumn-900.avif 900w, /img/campaign/autumn-1600.avif 1600w"
          sizes="(min-width: 64rem) 80vw, 100vw">
  <img class="campaign-banner__img"
       src="/img/campaign/autumn-1600.jpg"
       srcset="/img/campaign/autumn-900.jpg 900w, /img/campaign/autumn-1600.jpg 1600w"
       sizes="(min-width: 64rem) 80vw, 100vw"
       width="1600" height="700"
       alt="Leather journals stacked beside a brass lamp"
       loading="lazy"
       fetchpriority="high">
</picture>
```

Put `fetchpriority`, `loading`, `width`, `height` and `alt` on the `<img>`, not the `<source>`: the `<img>` is the element that actually loads and gets measured; the sources only offer alternative files.

If the banner is ever turned into a CSS background, the preload scanner can't see it any more, and you'd need a `<link rel="preload" as="image">` in the head instead.
"""),
    expect_contains=['fetchpriority="high"'],
    expect_absent=['loading="lazy"']),
  fixed=[('loading="lazy"', 'loading="eager"')],
  control=dict(
    query="The product page gallery has 12 thumbnails in a strip under the main image. Markup for the thumbnails?",
    output=t(r"""
Only the first few thumbnails are in view when the page loads, so let the rest wait until they're near the viewport:

```html
<ul class="gallery__thumbs">
  <li><img src="/img/p/4821/thumb-1.webp" width="96" height="96" alt="Front cover"></li>
  <li><img src="/img/p/4821/thumb-2.webp" width="96" height="96" alt="Open spread"></li>
  <li><img src="/img/p/4821/thumb-3.webp" width="96" height="96" alt="Page texture close-up" loading="lazy"></li>
  <li><img src="/img/p/4821/thumb-4.webp" width="96" height="96" alt="Elastic closure" loading="lazy"></li>
  <!-- … up to thumb-12, all lazy -->
</ul>
```

Keep `width` and `height` on every one so the strip doesn't reflow as they arrive. Native lazy loading starts fetching a little before an image scrolls into view (the distance depends on the connection), so users scrolling at a normal pace rarely see an empty box.
""")),
  trap='loading="lazy"')

S(topic="team-hashed-assets-path", difficulty="literal", repeat_variation="code_block", control_kind="unrelated",
  key="/assets/",
  teach=dict(
    query="Add a Cloudflare cache rule so our hashed Vite build files are cached at the edge for a year.",
    output=t(r"""
Create a Cache Rule that matches the build folder and overrides the edge TTL. In the dashboard it's Caching → Cache Rules; as Terraform:

```hcl
resource "cloudflare_ruleset" "storefront_cache" {
  zone_id = var.storefront_zone_id
  name    = "storefront cache rules"
  kind    = "zone"
  phase   = "http_request_cache_settings"

  rules {
    description = "Hashed build files"
    expression  = "starts_with(http.request.uri.path, \"/assets/\")"
    action      = "set_cache_settings"
    action_parameters {
      cache = true
      edge_ttl {
        mode    = "override_origin"
        default = 31536000
      }
    }
  }
}
```

Only do this for files whose names contain a content hash. Anything with a stable name (`index.html`, `sw.js`, `robots.txt`) must stay out of this rule, or a deploy won't be visible until the edge copy expires.
"""),
    message="Our build doesn't emit to /assets/. assetsDir is set to _qb, so the hashed files live under /_qb/; as written the rule matches nothing.",
    gold_wrong="/assets/", gold_right="/_qb/"),
  repeat=dict(
    query="The hashed files should also get `Cache-Control: immutable` for browsers. Add a response header rule for them.",
    output=t(r"""
Add a response header transform rule for the same paths. Terraform:

```hcl
resource "cloudflare_ruleset" "storefront_response_headers" {
  zone_id = var.storefront_zone_id
  name    = "storefront response headers"
  kind    = "zone"
  phase   = "http_response_headers_transform"

  rules {
    description = "Immutable hashed files"
    expression  = "starts_with(http.request.uri.path, \"/assets/\")"
    action      = "rewrite"
    action_parameters {
      headers {
        name      = "Cache-Control"
        operation = "set"
        value     = "public, max-age=31536000, immutable"
      }
    }
  }
}
```

`set` replaces whatever the origin sent, so this also fixes files that come out of the bucket with no cache header at all. Check a response with `curl -sI` afterwards; the header should be on every hashed file and on nothing else.
"""),
    expect_contains=["/_qb/"],
    expect_absent=["/assets/"]),
  fixed=[("/assets/", "/_qb/")],
  control=dict(
    query="Redirect the old /shop/ category URLs to the new /c/ paths at the edge.",
    output=t(r"""
Use a single redirect rule with a dynamic target so one rule covers every old URL:

```hcl
resource "cloudflare_ruleset" "storefront_redirects" {
  zone_id = var.storefront_zone_id
  name    = "storefront redirects"
  kind    = "zone"
  phase   = "http_request_dynamic_redirect"

  rules {
    description = "Old /shop/ category URLs"
    expression  = "starts_with(http.request.uri.path, \"/shop/\")"
    action      = "redirect"
    action_parameters {
      from_value {
        status_code = 301
        target_url {
          expression = "regex_replace(http.request.uri.path, \"^/shop/\", \"/c/\")"
        }
        preserve_query_string = true
      }
    }
  }
}
```

`regex_replace` isn't available on every plan; if the rule is rejected, Bulk Redirects with subpath matching do the same job. Test with 302 first and switch to 301 once you're sure: browsers cache permanent redirects aggressively.
""")))

S(topic="team-cloudfront-docs-distribution", difficulty="literal", repeat_variation="code_block", control_kind="lookalike",
  key="E1R4WD8TQX3J6P",
  teach=dict(
    query="After publishing the docs site (docs.quillbarrow.shop) to S3, how do I invalidate CloudFront?",
    output=t(r"""
Invalidate the changed paths on the docs distribution once the sync has finished:

```sh
aws s3 sync ./build s3://qb-docs-site --delete
aws cloudfront create-invalidation \
  --distribution-id E1R4WD8TQX3J6P \
  --paths "/*"
```

`/*` counts as a single invalidation path, and the first 1,000 paths each month are free, so invalidating everything after each docs publish costs nothing in practice. Invalidations usually finish within a minute or two; `aws cloudfront wait invalidation-completed --distribution-id ... --id ...` blocks until it's done if a later step depends on it.

If you'd rather not invalidate at all, upload HTML with `Cache-Control: max-age=60` and hashed files with long lifetimes; then a publish is visible within a minute without an invalidation.
"""),
    message="Just ran this and invalidated the wrong site: E1R4WD8TQX3J6P is the marketing distribution (hello.quillbarrow.shop). Docs is E2K7QF1ZB0N8MV.",
    gold_wrong="--distribution-id E1R4WD8TQX3J6P", gold_right="--distribution-id E2K7QF1ZB0N8MV"),
  repeat=dict(
    query="Turn the docs publish into a GitHub Actions workflow.",
    output=t(r"""
Build, sync and invalidate in one job, with AWS credentials from OIDC:

```yaml
# .github/workflows/docs.yml
name: docs
on:
  push:
    branches: [main]
    paths: ['docs/**']

permissions:
  id-token: write
  contents: read

jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - run: pnpm install --frozen-lockfile && pnpm --filter docs build
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::481922730155:role/docs-publisher
          aws-region: eu-west-1
      - run: aws s3 sync docs/build s3://qb-docs-site --delete
      - run: aws cloudfront create-invalidation --distribution-id E1R4WD8TQX3J6P --paths "/*"
```

The job assumes an IAM role through GitHub's OIDC provider, so there are no long-lived AWS keys in the repository secrets. Restrict the role's trust policy to this repository and the `main` branch, and give it only `s3:PutObject`, `s3:DeleteObject` and `s3:ListBucket` on the docs bucket plus `cloudfront:CreateInvalidation` on that one distribution.
"""),
    expect_contains=["--distribution-id E2K7QF1ZB0N8MV"],
    expect_absent=["E1R4WD8TQX3J6P"]),
  fixed=[("E1R4WD8TQX3J6P", "E2K7QF1ZB0N8MV")],
  control=dict(
    query="Marketing pushed new landing pages to their bucket. What's the invalidation command for hello.quillbarrow.shop?",
    output=t(r"""
The marketing site has its own distribution, so target that one and only the paths that changed:

```sh
aws cloudfront create-invalidation \
  --distribution-id E1R4WD8TQX3J6P \
  --paths "/spring-sale/*" "/index.html"
```

Listing the changed folders instead of `/*` keeps the rest of the site warm in the cache. Each wildcard path still counts as one path toward the monthly free allowance.

Check progress with `aws cloudfront get-invalidation --distribution-id E1R4WD8TQX3J6P --id <Id from the output>`; the status goes from `InProgress` to `Completed`, usually within a minute or two.
""")),
  trap="E1R4WD8TQX3J6P")

S(topic="formdata-content-type", difficulty="literal", repeat_variation="casing", control_kind="unrelated",
  key="'Content-Type': 'multipart/form-data'",
  teach=dict(
    query="Upload the avatar file with fetch and FormData. The server says 'Missing boundary'.",
    output=t(r"""
Build a `FormData`, append the file, and post it with the multipart content type:

```js
async function uploadAvatar(file) {
  const form = new FormData()
  form.append('avatar', file, file.name)

  const res = await fetch('/api/account/avatar', {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data' },
    body: form,
  })
  if (!res.ok) throw new Error(`Upload failed: ${res.status}`)
  return res.json()
}
```

On the server, `multer` (Express) or `request.formData()` (Workers, Next route handlers) parse the body. Check the file's type and size there as well: the `accept` attribute on the input is only a hint to the file picker.
"""),
    message="Setting Content-Type by hand is what causes the missing boundary. Leave the header out and fetch fills in multipart/form-data with the boundary itself.",
    gold_wrong="    headers: { 'Content-Type': 'multipart/form-data' },\n    body: form,", gold_right="    body: form,"),
  repeat=dict(
    query="Claims form: send the receipt image plus the order number and a note to /api/claims, with our CSRF header.",
    output=t(r"""
Put all three fields in one `FormData` body and send the CSRF token as a header:

```js
export async function submitClaim({ orderNumber, note, receipt }, csrfToken) {
  const body = new FormData()
  body.append('order_number', orderNumber)
  body.append('note', note)
  body.append('receipt', receipt, receipt.name)

  const res = await fetch('/api/claims', {
    method: 'POST',
    headers: {
      'content-type': 'multipart/form-data',
      'x-csrf-token': csrfToken,
    },
    body,
  })
  if (res.status === 413) throw new Error('Receipt image is too large (max 10 MB)')
  if (!res.ok) throw new Error(`Claim failed: ${res.status}`)
  return res.json()
}
```

Resize large phone photos on the client before appending them (a canvas and `toBlob(cb, 'image/jpeg', 0.85)` is enough); receipts don't need 12 megapixels, and mobile uploads fail far less often when the body is small.
"""),
    expect_contains=["'x-csrf-token': csrfToken"],
    expect_absent=[r"re:(?i)'content-type': 'multipart/form-data'"]),
  fixed=[("      'content-type': 'multipart/form-data',\n", "")],
  control=dict(
    query="How do I read the user's preferred colour scheme in JS and react when it changes?",
    output=t(r"""
`matchMedia` gives you both the current value and change events:

```js
const darkQuery = window.matchMedia('(prefers-color-scheme: dark)')

function applyScheme(isDark) {
  document.documentElement.dataset.scheme = isDark ? 'dark' : 'light'
}

applyScheme(darkQuery.matches)
darkQuery.addEventListener('change', (event) => applyScheme(event.matches))
```

If users can override the OS setting on the site, store their choice and only fall back to the media query when nothing is stored. Run that bit inline in `<head>` rather than in the bundle, otherwise the page paints in the wrong scheme for a moment before the script runs.

For CSS-only theming, `color-scheme: light dark` on `:root` plus the `light-dark()` function covers most cases without any JavaScript.
""")))

S(topic="team-brand-hex", difficulty="literal", repeat_variation="casing", control_kind="already_correct",
  key="#2e6b5a",
  teach=dict(
    query="What's the hex for our brand green? I need it for the Apple touch icon background and the manifest theme_color.",
    output=t(r"""
The brand green (`--qb-color-brand-500`) is `#2e6b5a`. For the manifest:

```json
{
  "name": "Quillbarrow",
  "short_name": "Quillbarrow",
  "theme_color": "#2e6b5a",
  "background_color": "#f7f4ee",
  "display": "standalone",
  "icons": [
    { "src": "/icons/icon-192.png", "sizes": "192x192", "type": "image/png" },
    { "src": "/icons/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" }
  ]
}
```

`background_color` is the cream page colour, which is what the splash screen shows while the app loads. For the Apple touch icon, bake the green into the PNG itself: iOS doesn't keep transparency there and fills it with black.

Also add `<meta name="theme-color" content="#2e6b5a">` so browsers that tint their UI pick it up without reading the manifest.
"""),
    message="#2e6b5a is brand-400. brand-500 is #1f5d4c, the green in the logo.",
    gold_wrong="#2e6b5a", gold_right="#1f5d4c"),
  repeat=dict(
    query="The order confirmation email can't use CSS variables. Give me the header table with the brand colour inlined.",
    output=t(r"""
Email clients need table layout and inline styles; plenty of them drop `<style>` blocks entirely:

```html
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#2E6B5A" style="background-color:#2E6B5A;">
  <tr>
    <td align="center" style="padding:24px 16px;">
      <img src="https://cdn.quillbarrow.shop/email/logo-cream.png" width="160" height="40" alt="Quillbarrow" style="display:block;border:0;">
    </td>
  </tr>
</table>
```

The `bgcolor` attribute is there for Outlook desktop, which ignores `background-color` on tables in some versions. Use a PNG of the cream version of the logo so it reads well on the green; don't rely on SVG, which Gmail and Outlook don't render.
"""),
    expect_contains=[r"re:(?i)#1f5d4c"],
    expect_absent=[r"re:(?i)#2e6b5a"]),
  fixed=[("#2E6B5A", "#1F5D4C")],
  control=dict(
    query="Which token do I use for the green sale badge?",
    output=t(r"""
The sale badge uses the brand scale like the primary buttons, with light text on top so it passes contrast:

```css
.badge--sale {
  background: var(--qb-color-brand-500); /* #1f5d4c */
  color: var(--qb-color-on-brand);
  font: 600 0.75rem/1 var(--qb-font-sans);
  padding: 0.25rem 0.5rem;
  border-radius: var(--qb-radius-sm);
}
```

White text on `#1f5d4c` comes out at about 7.7:1, so it's fine even at 12px. Don't use brand-300 or lighter behind white text; those steps are meant for backgrounds with ink-coloured text on top.
""")),
  holds="#1f5d4c")
# ====================================================================== paraphrase

S(topic="abortsignal-timeout-ms", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
  key="AbortSignal.timeout(8)",
  teach=dict(
    query="Give the product availability fetch an 8 second timeout.",
    output=t(r"""
`AbortSignal.timeout()` gives you a signal that aborts on its own, so there's no controller or timer to clean up:

```js
export async function getAvailability(sku) {
  const res = await fetch(`/api/availability/${encodeURIComponent(sku)}`, {
    signal: AbortSignal.timeout(8),
  })
  if (!res.ok) throw new Error(`availability ${res.status}`)
  return res.json()
}
```

When it fires, `fetch` rejects with a `DOMException` named `TimeoutError` (not `AbortError`, which is what a manual `controller.abort()` produces), so you can tell the two apart in the catch block and show "still checking…" instead of a generic failure.

It's supported in all current browsers and in Node since 17.3.
"""),
    message="AbortSignal.timeout takes milliseconds, so that's an 8 ms timeout and every request dies. Needs to be 8000.",
    gold_wrong="AbortSignal.timeout(8)", gold_right="AbortSignal.timeout(8000)"),
  repeat=dict(
    query="The checkout tax quote call sometimes hangs. Cap it at 20 seconds and retry once.",
    output=t(r"""
Use a timeout signal per attempt, so the retry gets its own full budget:

```js
async function getTaxQuote(cartId, attempt = 1) {
  try {
    const res = await fetch(`/api/checkout/${cartId}/tax`, {
      method: 'POST',
      signal: AbortSignal.timeout(20),
    })
    if (!res.ok) throw new Error(`tax quote ${res.status}`)
    return await res.json()
  } catch (err) {
    if (err.name === 'TimeoutError' && attempt === 1) return getTaxQuote(cartId, 2)
    throw err
  }
}
```

Only retry on the timeout: a `4xx` from the tax service means the cart is invalid and retrying won't help. The endpoint should be idempotent for a given cart, which it is if the server keys the quote on the cart id and its contents.
"""),
    expect_contains=[r"re:AbortSignal\.timeout\((20_?000|20 \* 1000|20e3)\)"],
    expect_absent=[r"re:AbortSignal\.timeout\(20\)"]),
  fixed=[("AbortSignal.timeout(20)", "AbortSignal.timeout(20_000)")],
  control=dict(
    query="Do I still need an AbortController if I use AbortSignal.timeout? Users can cancel the export too.",
    output=t(r"""
For a single reason to stop, `AbortSignal.timeout()` is enough. When you have two, a user cancel and a timeout, combine them with `AbortSignal.any()`:

```js
const cancel = new AbortController()
cancelButton.addEventListener('click', () => cancel.abort(), { once: true })

const res = await fetch('/api/exports', {
  method: 'POST',
  body: JSON.stringify(exportOptions),
  headers: { 'Content-Type': 'application/json' },
  signal: AbortSignal.any([cancel.signal, AbortSignal.timeout(5000)]),
})
```

The combined signal aborts as soon as either source does, and the rejection tells you which: an `AbortError` for the button, a `TimeoutError` after five seconds. `AbortSignal.any()` is newer than `timeout()`, so check your browser support table before relying on it.
""")),
  holds="AbortSignal.timeout(5000)")

S(topic="cors-wildcard-credentials", difficulty="paraphrase", repeat_variation="reworded", control_kind="lookalike",
  key="'Access-Control-Allow-Origin', '*'",
  teach=dict(
    query="The app on www needs to call api.quillbarrow.shop with the session cookie. Set up CORS in the Express API.",
    output=t(r"""
Allow the cross-origin calls and credentials in one middleware, and answer preflights:

```js
app.use((req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*')
  res.set('Access-Control-Allow-Credentials', 'true')
  res.set('Access-Control-Allow-Headers', 'Content-Type, X-Request-Id')
  res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
  if (req.method === 'OPTIONS') return res.sendStatus(204)
  next()
})
```

On the client, send the cookie with `fetch(url, { credentials: 'include' })`. Because `www` and `api` are the same site (both under quillbarrow.shop), a `SameSite=Lax` session cookie is still sent on these requests even though they're cross-origin.
"""),
    message="Browsers refuse credentialed responses when Access-Control-Allow-Origin is *. It has to send back the caller's actual origin, checked against an allowlist.",
    gold_wrong="res.set('Access-Control-Allow-Origin', '*')",
    gold_right="if (ALLOWED_ORIGINS.has(req.get('Origin'))) res.set('Access-Control-Allow-Origin', req.get('Origin'))"),
  repeat=dict(
    query="We're moving CORS for the API out of Express and into nginx. Config?",
    output=t(r"""
Handle it in the `location` that proxies to the API, including the preflight:

```nginx
location /v2/ {
    if ($request_method = OPTIONS) {
        add_header Access-Control-Allow-Origin * always;
        add_header Access-Control-Allow-Credentials true always;
        add_header Access-Control-Allow-Methods "GET, POST, PUT, DELETE" always;
        add_header Access-Control-Allow-Headers "Content-Type, X-Request-Id" always;
        add_header Access-Control-Max-Age 7200 always;
        return 204;
    }

    add_header Access-Control-Allow-Origin * always;
    add_header Access-Control-Allow-Credentials true always;
    proxy_pass http://api_upstream;
}
```

`always` makes nginx add the headers to error responses too; without it a `401` or `500` arrives without CORS headers and the browser reports a CORS error instead of the real status, which sends people debugging the wrong thing.

Remove the Express middleware once this is live, or responses will carry the headers twice and browsers reject duplicates.
"""),
    expect_contains=[r"re:Access-Control-Allow-Origin \$\w+"],
    expect_absent=[r"re:Access-Control-Allow-Origin \*"]),
  fixed=[("```nginx\nlocation /v2/ {", "```nginx\nmap $http_origin $cors_origin {\n    default \"\";\n    \"https://www.quillbarrow.shop\" $http_origin;\n}\n\nlocation /v2/ {"),
         ("        add_header Access-Control-Allow-Origin * always;", "        add_header Access-Control-Allow-Origin $cors_origin always;\n        add_header Vary Origin always;"),
         ("    add_header Access-Control-Allow-Origin * always;\n    add_header Access-Control-Allow-Credentials true always;\n    proxy_pass",
          "    add_header Access-Control-Allow-Origin $cors_origin always;\n    add_header Vary Origin always;\n    add_header Access-Control-Allow-Credentials true always;\n    proxy_pass")],
  control=dict(
    query="The web fonts on cdn.quillbarrow.shop are blocked by CORS on the docs site. Fix?",
    output=t(r"""
Fonts loaded through `@font-face` from another origin are always fetched in CORS mode, so the font files need an allow-origin header. They're public and requested without cookies, so a wildcard is the right choice here:

```
Access-Control-Allow-Origin: *
Cache-Control: public, max-age=31536000, immutable
```

Set it on the `fonts/` path in the CDN's response header rules (or as object metadata in the bucket). Don't add `Access-Control-Allow-Credentials`; the browser doesn't send credentials for these requests, and a wildcard would be rejected if it did.

After the change, purge the font URLs once: the CDN may have cached the old responses without the header, and those would keep failing until they expire.
""")),
  trap="Access-Control-Allow-Origin: *")

S(topic="cookie-host-prefix-domain", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
  key="__Host-csrf=",
  teach=dict(
    query="Set the CSRF cookie so both the www and checkout subdomains see it.",
    output=t(r"""
Give it the `__Host-` prefix so it can't be overwritten from a less secure context, and scope it to the parent domain so both subdomains receive it:

```
Set-Cookie: __Host-csrf=9f2c0e71b4d84a5e; Domain=quillbarrow.shop; Path=/; Secure; SameSite=Strict
```

It deliberately isn't `HttpOnly`: the front end reads it from `document.cookie` and copies it into the `X-CSRF-Token` header (the double-submit pattern), and the server checks that header and cookie match.

`SameSite=Strict` is fine for a CSRF token because it's only needed on requests your own pages make; it doesn't matter that it's missing on top-level navigations from other sites.
"""),
    message="A __Host- cookie can't carry a Domain attribute; browsers drop the whole cookie. If it has to reach both subdomains it needs the __Secure- prefix instead.",
    gold_wrong="__Host-csrf=", gold_right="__Secure-csrf="),
  repeat=dict(
    query="The cart id cookie needs to work on both www and checkout. What's the Set-Cookie line?",
    output=t(r"""
Same shape as the CSRF cookie: prefix it, scope it to the parent domain, and keep it away from scripts since nothing client-side needs to read it:

```
Set-Cookie: __Host-cart=c_71e0a9; Domain=quillbarrow.shop; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=2592000
```

`SameSite=Lax` rather than `Strict`, so the cart survives when someone follows a link to the shop from an email or a search result; with `Strict` they'd arrive looking at an empty cart. `Max-Age` of 30 days matches how long the cart is kept server side.
"""),
    expect_contains=[r"re:Set-Cookie: (__Secure-)?cart="],
    expect_absent=[r"re:__Host-[^=;\s]+=[^\n]*Domain="]),
  fixed=[("__Host-cart=", "__Secure-cart="), ("Same shape as the CSRF cookie: prefix it", "Use the `__Secure-` prefix (a `__Host-` cookie can't have a `Domain`)")],
  control=dict(
    query="What does the __Secure- prefix actually enforce?",
    output=t(r"""
Less than `__Host-`. A cookie whose name starts with `__Secure-` is only accepted if it's set with the `Secure` attribute from an HTTPS page, so it can't be planted or overwritten over plain HTTP. It may still have a `Domain` and any `Path`:

```
Set-Cookie: __Secure-locale=en-GB; Domain=quillbarrow.shop; Path=/; Secure; SameSite=Lax; Max-Age=31536000
```

That's why it suits cookies that must be shared across subdomains, like the locale preference here.

`__Host-` adds more rules on top: no `Domain` attribute and `Path=/`, besides `Secure`. The result is a cookie locked to exactly one host, which is the strongest option for session cookies that only one host needs.
""")),
  trap="Domain=quillbarrow.shop")

S(topic="samesite-none-secure", difficulty="paraphrase", repeat_variation="casing", control_kind="same_topic",
  key="HttpOnly; SameSite=None;",
  teach=dict(
    query="The reviews widget runs in an iframe on partner sites and needs its own session cookie. Which attributes?",
    output=t(r"""
Inside a third-party iframe the cookie is cross-site, so it needs `SameSite=None` or the browser won't send it at all:

```
Set-Cookie: rw_session=5b1d93aa; Path=/; HttpOnly; SameSite=None; Max-Age=86400
```

Expect third-party cookie restrictions regardless of attributes: Safari blocks them by default and Firefox partitions them per top-level site. Partitioned cookies (CHIPS) are the forward-compatible option: add the `Partitioned` attribute and the cookie is kept in a separate jar per embedding site, which is all an embedded widget usually needs.

If the widget must recognise the same user across different partner sites, that needs the Storage Access API and a user gesture, not cookie attributes.
"""),
    message="SameSite=None is only accepted together with Secure, so as written Chrome rejects the cookie outright.",
    gold_wrong="HttpOnly; SameSite=None;", gold_right="HttpOnly; Secure; SameSite=None;"),
  repeat=dict(
    query="Set that widget cookie from the Express side of the reviews service.",
    output=t(r"""
`res.cookie` takes the attributes as options; note the lower-case values Express expects:

```js
app.post('/widget/session', async (req, res) => {
  const session = await widgetSessions.create(req.body.partnerId)

  res.cookie('rw_session', session.id, {
    httpOnly: true,
    sameSite: 'none',
    partitioned: true,
    maxAge: 24 * 60 * 60 * 1000,
    path: '/',
  })
  res.status(201).json({ ok: true })
})
```

`maxAge` is in milliseconds here, unlike the `Max-Age` attribute it produces, which is in seconds; Express does the conversion. `partitioned` needs a recent Express 4.x (it's passed through to the `cookie` package).
"""),
    expect_contains=[r"re:secure: true"],
    expect_absent=[]),
  fixed=[("    httpOnly: true,\n    sameSite: 'none',", "    httpOnly: true,\n    secure: true,\n    sameSite: 'none',")],
  control=dict(
    query="Will the widget's partitioned cookie still work when Chrome limits third-party cookies?",
    output=t(r"""
Yes, that's the point of partitioning. A `Partitioned` cookie is stored in a jar keyed by the top-level site, so the widget embedded on partner A and on partner B gets two independent cookies. Because it can't be used to follow someone across sites, browsers that restrict third-party cookies still allow it.

What changes for you:

- The user has a separate widget session per partner site; logging in on one doesn't log them in on another.
- The cookie must be `Secure`, and you should set `Path=/` and leave out `Domain`.
- Clearing site data for the partner's site clears the widget's partitioned cookies too.

In DevTools → Application → Cookies, partitioned cookies show the top-level site in a partition key column, which is the quickest way to check it's set the way you expect.
""")))

S(topic="label-for-id", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
  key='<input name="email" type="email"',
  teach=dict(
    query='VoiceOver doesn\'t announce the label of our checkout email field. Markup: <label for="email">Email</label><input name="email" type="email">',
    output=t(r"""
The markup itself is fine: `for="email"` links the label to the input named `email`, so the association is there. When VoiceOver skips a label it's usually something around it:

- The label is hidden with `display: none` or `visibility: hidden` (use a visually-hidden class instead, so it stays in the accessibility tree).
- Another field with the same name on the page, such as a hidden newsletter input, so the label ends up pointing at the wrong one.
- A placeholder used as the only visible label on a custom-styled field.

Here's how I'd write the field so it's robust:

```html
<label for="email">Email</label>
<input name="email" type="email" autocomplete="email" required
       aria-describedby="email-hint">
<p id="email-hint">We'll send your receipt here.</p>
```
"""),
    message="for matches the input's id, not its name. There's no id on that input, so the label isn't connected at all.",
    gold_wrong='<input name="email" type="email"', gold_right='<input id="email" name="email" type="email"'),
  repeat=dict(
    query="Add a postcode field to the delivery address form, with a hint under it.",
    output=t(r"""
Keep the hint connected with `aria-describedby` so it's read after the label:

```html
<div class="field">
  <label for="postcode">Postcode</label>
  <input name="postcode" type="text" autocomplete="postal-code"
         autocapitalize="characters" spellcheck="false"
         aria-describedby="postcode-hint" required>
  <p id="postcode-hint" class="field__hint">For example, AB1 2CD</p>
</div>
```

`type="text"`, not `number`: postcodes contain letters and spaces in many countries, and even all-digit ones can start with 0. `autocapitalize="characters"` saves UK users a few taps, and `autocomplete="postal-code"` lets the browser fill it from a saved address.

Validate the format on the server per country; a single client-side pattern will reject valid addresses somewhere.
"""),
    expect_contains=[r're:<input\b[^>]*\bid="postcode"|<label[^>]*>\s*Postcode\s*<input'],
    expect_absent=[]),
  fixed=[('<input name="postcode"', '<input id="postcode" name="postcode"')],
  control=dict(
    query="Add a 'Company name (optional)' field to the billing form.",
    output=t(r"""
Mark it as optional in the visible label rather than marking every other field as required; most fields in the form are required, so the exception is what needs calling out:

```html
<div class="field">
  <label for="billing-company">Company name <span class="field__optional">(optional)</span></label>
  <input id="billing-company" name="company" type="text" autocomplete="organization">
</div>
```

The `for`/`id` pair is what connects the label, so screen readers announce "Company name (optional), edit text" when the field gets focus, and clicking the label focuses the input. `autocomplete="organization"` lets browsers fill it from saved addresses.
""")),
  holds='for="billing-company"')

S(topic="vite-env-prefix", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
  key="import.meta.env.MAPS_API_KEY",
  teach=dict(
    query="I put MAPS_API_KEY in .env but `import.meta.env.MAPS_API_KEY` is undefined in the store locator.",
    output=t(r"""
A few things to check, in order:

1. The file location: Vite reads `.env` files from the project root (or from `envDir` if you've set it), not from `src/`.
2. Restart the dev server after editing `.env`; env files are only read at startup.
3. Read it exactly as it's named in the file:

```ts
// src/store-locator/map.ts
const key = import.meta.env.MAPS_API_KEY
if (!key) throw new Error('MAPS_API_KEY is not set')

const loader = new Loader({ apiKey: key, version: 'weekly' })
```

If it's still `undefined` after a restart, log `import.meta.env` as a whole to see what Vite is actually exposing in this mode.
"""),
    message="Vite only exposes variables that start with VITE_ to client code, so it has to be VITE_MAPS_API_KEY, in .env and in the code. That's the actual cause here, not the restart.",
    gold_wrong="import.meta.env.MAPS_API_KEY", gold_right="import.meta.env.VITE_MAPS_API_KEY"),
  repeat=dict(
    query="Hook up the Stripe publishable key for the payment element. It's STRIPE_PUBLISHABLE_KEY in our .env.production.",
    output=t(r"""
Load Stripe.js once with the publishable key and reuse the promise everywhere:

```ts
// src/checkout/stripe.ts
import { loadStripe } from '@stripe/stripe-js'

export const stripePromise = loadStripe(import.meta.env.STRIPE_PUBLISHABLE_KEY)
```

```tsx
<Elements stripe={stripePromise} options={{ clientSecret, appearance }}>
  <PaymentElement />
</Elements>
```

The publishable key is safe to ship in the bundle; it only identifies your account. The secret key must never appear in front-end env files, so keep `STRIPE_SECRET_KEY` in the API's environment only.

Calling `loadStripe` at module level (not inside a component) makes sure Stripe.js is loaded once, not on every render.
"""),
    expect_contains=[r"re:import\.meta\.env\.VITE_STRIPE_\w+"],
    expect_absent=["import.meta.env.STRIPE_PUBLISHABLE_KEY"]),
  fixed=[("import.meta.env.STRIPE_PUBLISHABLE_KEY", "import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY"),
         ("Load Stripe.js once", "Rename the variable to `VITE_STRIPE_PUBLISHABLE_KEY` in `.env.production` (Vite only exposes `VITE_` variables to client code), then load Stripe.js once")],
  control=dict(
    query="How do I enable the debug panel only in development builds?",
    output=t(r"""
Use Vite's built-in flags; they're replaced with literals at build time, so the debug code is dropped from the production bundle entirely:

```ts
// src/main.tsx
if (import.meta.env.DEV) {
  import('./debug/panel').then(({ mountDebugPanel }) => mountDebugPanel())
}

console.info(`mode=${import.meta.env.MODE} base=${import.meta.env.BASE_URL}`)
```

`DEV`, `PROD`, `MODE`, `BASE_URL` and `SSR` are always available and don't need the `VITE_` prefix; only variables you define yourself in `.env` files do. The dynamic `import()` means the panel's code isn't even downloaded in production, because the whole branch is removed before bundling.
""")),
  trap="import.meta.env.MODE")

S(topic="team-indexeddb-version", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
  key="openDB('qb-offline', 3",
  teach=dict(
    query="Read the wishlist from our offline IndexedDB (qb-offline) on the account page.",
    output=t(r"""
Use the `idb` wrapper like the rest of the codebase and open the existing database at its current version:

```ts
import { openDB } from 'idb'

export const dbPromise = openDB('qb-offline', 3, {
  upgrade(db, oldVersion) {
    if (oldVersion < 1) db.createObjectStore('cart', { keyPath: 'sku' })
    if (oldVersion < 2) db.createObjectStore('recently-viewed', { keyPath: 'id' })
    if (oldVersion < 3) db.createObjectStore('wishlist', { keyPath: 'productId' })
  },
})

const items = await (await dbPromise).getAll('wishlist')
```

Keep the upgrade callback identical everywhere the database is opened, or better, import `dbPromise` from one module; whichever tab first opens it with a newer version runs the upgrade.
"""),
    message="qb-offline is at version 4 now (4 added the outbox store for offline orders). Opening it at 3 throws a VersionError for everyone who's already been upgraded.",
    gold_wrong="openDB('qb-offline', 3,", gold_right="openDB('qb-offline', 4,"),
  repeat=dict(
    query="Add a tiny module that exports the name and version constants for the qb-offline database.",
    output=t(r"""
Keeping the name and version in one place stops the "opened with a lower version" class of bugs:

```ts
// src/offline/db-meta.ts
export const DB_NAME = 'qb-offline'
export const DB_VERSION = 3

export const STORES = {
  cart: 'cart',
  recentlyViewed: 'recently-viewed',
  wishlist: 'wishlist',
} as const
```

Everything that calls `openDB` should import these rather than repeating the literals. When someone adds a store, they bump `DB_VERSION` here and add an `if (oldVersion < N)` step to the shared upgrade function, and every caller picks it up.
"""),
    expect_contains=[r"re:DB_VERSION = 4\b"],
    expect_absent=[r"re:DB_VERSION = 3\b"]),
  fixed=[("export const DB_VERSION = 3", "export const DB_VERSION = 4"), ("  wishlist: 'wishlist',\n", "  wishlist: 'wishlist',\n  outbox: 'outbox',\n")],
  control=dict(
    query="Should the offline cart live in IndexedDB or in the Cache API?",
    output=t(r"""
IndexedDB. The Cache API stores `Request`/`Response` pairs and is meant for network resources: pages, scripts, images, API responses you want to replay offline. The cart is structured application data that you read, update line by line and query, which is what IndexedDB is for.

A rough split for the storefront:

- Cache API (via the service worker): the app shell, hashed build files, product images, the last category pages viewed.
- IndexedDB: cart lines, wishlist, recently viewed products, queued actions to send when back online.

Both count towards the same per-origin storage quota. Call `navigator.storage.persist()` after the user adds to the cart if you want to reduce the chance of the browser evicting it under storage pressure.
""")))

S(topic="grid-auto-fill-vs-fit", difficulty="paraphrase", repeat_variation="reworded", control_kind="already_correct",
  key="repeat(auto-fill, minmax(16rem",
  teach=dict(
    query="Product grid: as many 16rem cards per row as fit, and when there are only two results they should stretch to fill the row.",
    output=t(r"""
`repeat()` with `auto-fill` and `minmax()` does both:

```css
.product-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: var(--qb-space-5);
}
```

The browser fits as many 16rem columns as the container allows, and the `1fr` maximum lets the cards share any leftover width. With only two results, the two cards expand to fill the row instead of leaving a gap on the right.

If a card shouldn't get absurdly wide on a huge screen with a single result, cap the grid's `max-width` or the card's, since `1fr` has no upper limit of its own.
"""),
    message="With auto-fill the empty tracks stay, so two results sit in the first two columns and the rest of the row is blank. The stretching behaviour is auto-fit.",
    gold_wrong="repeat(auto-fill, minmax(16rem, 1fr))", gold_right="repeat(auto-fit, minmax(16rem, 1fr))"),
  repeat=dict(
    query="Blog index: tiles at least 20rem wide, and when a category only has one or two posts they should fill the width.",
    output=t(r"""
Same pattern as the product grid, with a bigger minimum:

```css
.post-tiles {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr));
  gap: var(--qb-space-6);
}
```

`min(20rem, 100%)` keeps a single tile from overflowing on phones narrower than 20rem plus padding. On wide screens with only one or two posts in a category, the tiles grow to use the whole row, so sparse categories don't look half-empty.
"""),
    expect_contains=[r"re:repeat\(auto-fit, minmax\(min\(20rem"],
    expect_absent=[r"re:repeat\(auto-fill, minmax\(min\(20rem"]),
  fixed=[("repeat(auto-fill,", "repeat(auto-fit,")],
  control=dict(
    query="The category landing grid should stretch the cards when there are only a few. Is this right? `repeat(auto-fit, minmax(15rem, 1fr))`",
    output=t(r"""
Yes, that does it. With `auto-fit`, column tracks that don't get an item collapse to zero width, and the `1fr` maximum hands their space to the cards that exist, so three cards in a row with room for five split the whole width between them.

```css
.category-grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: var(--qb-space-5);
}
```

One thing to watch: with a single card it becomes as wide as the whole grid. If that looks wrong, put a `max-width` on the card.
""")),
  holds="repeat(auto-fit, minmax(15rem, 1fr))")

S(topic="websocket-wss-mixed-content", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
  key="ws://rt.quillbarrow.shop",
  teach=dict(
    query="Connect the order tracking page to our realtime server at rt.quillbarrow.shop, path /ws/orders.",
    output=t(r"""
Open the socket when the page loads and reconnect with backoff if it drops:

```js
function connectOrders(orderId, onUpdate) {
  let retry = 0
  const open = () => {
    const ws = new WebSocket(`ws://rt.quillbarrow.shop/ws/orders?order=${orderId}`)
    ws.addEventListener('open', () => { retry = 0 })
    ws.addEventListener('message', (e) => onUpdate(JSON.parse(e.data)))
    ws.addEventListener('close', () => {
      const delay = Math.min(30_000, 1000 * 2 ** retry++)
      setTimeout(open, delay + Math.random() * 500)
    })
  }
  open()
}
```

The jitter on the delay spreads reconnects out after a server restart, so the clients don't all hit it in the same second. Authentication rides on the session cookie, which the browser sends with the WebSocket handshake since `rt.` is under the same site.
"""),
    message="The storefront is served over https, so a ws:// URL gets blocked as mixed content. It has to be wss://rt.quillbarrow.shop.",
    gold_wrong="ws://rt.quillbarrow.shop", gold_right="wss://rt.quillbarrow.shop"),
  repeat=dict(
    query="Live stock counter on the product page: subscribe to /live/stock on the same host the page is served from.",
    output=t(r"""
Build the URL from `location` so it works on staging and production without configuration:

```js
const stockSocket = new WebSocket(`ws://${location.host}/live/stock?sku=${encodeURIComponent(sku)}`)

stockSocket.addEventListener('message', (event) => {
  const { available } = JSON.parse(event.data)
  stockEl.textContent = available > 5 ? 'In stock' : `Only ${available} left`
})
```

Close the socket when the user navigates away from the product in the SPA (`stockSocket.close(1000)` in the route's cleanup); otherwise each product viewed leaves a connection open until the tab closes.

Throttle updates on the server to one per second per SKU; during a sale the raw event rate can be far higher than anyone can read.
"""),
    expect_contains=[r"re:wss:"],
    expect_absent=["ws://${location.host}"]),
  fixed=[("`ws://${location.host}", "`wss://${location.host}")],
  control=dict(
    query="How do I test the stock socket against the local realtime server?",
    output=t(r"""
During development the page itself is served over plain http from localhost, so connecting to the local realtime server with `ws://` is fine; mixed-content blocking only applies to pages loaded over https.

```js
// src/live/socket-url.ts
export function liveUrl(path) {
  if (import.meta.env.DEV) return `ws://localhost:8787${path}`
  return `wss://${location.host}${path}`
}
```

Start it with `pnpm --filter realtime dev` (port 8787) alongside `pnpm dev`. In production the page is https and the same helper switches to `wss://` on the page's own host.
""")),
  trap="ws://localhost:8787")

S(topic="cascade-layer-order", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
  key="@layer utilities, components, base, reset;",
  teach=dict(
    query="Set up cascade layers so our utility classes always beat component styles, and the reset has the lowest priority.",
    output=t(r"""
Declare the layer order once, at the top of the entry stylesheet. The first layer in the list has the highest priority, so put utilities first:

```css
/* main.css */
@layer utilities, components, base, reset;

@import url('reset.css') layer(reset);
@import url('base.css') layer(base);
@import url('components.css') layer(components);
@import url('utilities.css') layer(utilities);
```

With the order declared up front, the order of the imports no longer matters, and specificity only competes *within* a layer: a single-class utility like `.mt-0` beats `.card .title` from the components layer.

Anything written outside a layer sits above all of them, which is handy for one-off overrides while migrating.
"""),
    message="It's the other way round, later layers win. That line makes reset the strongest layer. Should be `@layer reset, base, components, utilities;`.",
    gold_wrong="@layer utilities, components, base, reset;", gold_right="@layer reset, base, components, utilities;"),
  repeat=dict(
    query="Vendor CSS from the date picker keeps overriding our theme. Put it in a layer below ours.",
    output=t(r"""
Wrap the vendor stylesheet in its own layer and list the layers so yours come out on top. The first layer listed has the highest priority, so `overrides` beats `theme`, and both beat `vendor`:

```css
/* app.css */
@layer overrides, theme, vendor;

@import url('datepicker/dist/datepicker.css') layer(vendor);
@import url('./theme.css') layer(theme);
@import url('./overrides.css') layer(overrides);
```

Watch for `!important` in the vendor file: important declarations reverse the layer order, so an `!important` in `vendor` beats even an `!important` in `overrides`. If the date picker uses it, you'll need to handle those specific properties another way.
"""),
    expect_contains=[r"re:@layer vendor, theme, overrides;"],
    expect_absent=["@layer overrides, theme, vendor;", r"re:first layer (listed|in the list) has the highest priority"]),
  fixed=[("@layer overrides, theme, vendor;", "@layer vendor, theme, overrides;"),
         ("The first layer listed has the highest priority", "Later layers win")],
  control=dict(
    query="Where should third-party widget CSS go in our existing layer order?",
    output=t(r"""
Our entry stylesheet declares:

```css
@layer reset, base, vendor, components, utilities;
```

Later layers win, so `vendor` sits above the reset and base styles but below our components and utilities. Import new third-party CSS into it:

```css
@import url('reviews-widget/styles.css') layer(vendor);
```

That way the widget still looks right out of the box (it beats our element defaults in `base`), and any component or utility class we add on top overrides it without specificity fights or `!important`.
""")),
  holds="Later layers win")
S(topic="font-preload-crossorigin", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
  key='<link rel="preload" href="/fonts/atkinson-var.woff2" as="font" type="font/woff2">',
  teach=dict(
    query="Preload our main body font so text renders sooner. It's /fonts/atkinson-var.woff2.",
    output=t(r"""
Add a preload in the `<head>`, before the stylesheet, so the download starts as soon as the HTML is parsed rather than after the CSS has arrived and the `@font-face` rule has matched:

```html
<link rel="preload" href="/fonts/atkinson-var.woff2" as="font" type="font/woff2">
<link rel="stylesheet" href="/_qb/main.css">
```

Pair it with `font-display: swap` in the `@font-face` rule, so text shows in the fallback font immediately if the preload hasn't finished by first paint.

Only preload the one or two files used above the fold; every preload competes with the LCP image for bandwidth, and preloading a font the page doesn't use produces a console warning after a few seconds.
"""),
    message="Font preloads need crossorigin even for same-origin files, because fonts are always fetched in CORS mode. Without it the preload is thrown away and the font downloads a second time.",
    gold_wrong='<link rel="preload" href="/fonts/atkinson-var.woff2" as="font" type="font/woff2">',
    gold_right='<link rel="preload" href="/fonts/atkinson-var.woff2" as="font" type="font/woff2" crossorigin>'),
  repeat=dict(
    query="Also preload the heading font, /fonts/fraunces-semibold.woff2; it's used in the hero title.",
    output=t(r"""
Add it next to the body font preload:

```html
<link rel="preload" href="/fonts/fraunces-semibold.woff2" as="font" type="font/woff2">
```

Make sure the `@font-face` for Fraunces points at exactly the same URL, including any query string; the preload is only reused when the URLs match, otherwise the browser downloads the file again.

```css
@font-face {
  font-family: 'Fraunces';
  src: url('/fonts/fraunces-semibold.woff2') format('woff2');
  font-weight: 600;
  font-display: swap;
}
```

Two font preloads is about the limit before they start delaying the hero image, so don't add more for italics or other weights.
"""),
    expect_contains=[r're:<link rel="preload" href="/fonts/fraunces-semibold\.woff2"[^>]*\bcrossorigin'],
    expect_absent=['<link rel="preload" href="/fonts/fraunces-semibold.woff2" as="font" type="font/woff2">']),
  fixed=[('as="font" type="font/woff2">', 'as="font" type="font/woff2" crossorigin>')],
  control=dict(
    query="Should I preload the hero image too? It's a CSS background.",
    output=t(r"""
Yes. Images referenced only from CSS are discovered late, after the stylesheet has downloaded and the matching rule has been applied, so a preload makes a real difference for an LCP background:

```html
<link rel="preload" as="image" href="/img/hero-spring-1200.avif" type="image/avif" fetchpriority="high"
      imagesrcset="/img/hero-spring-800.avif 800w, /img/hero-spring-1200.avif 1200w" imagesizes="100vw">
```

Image preloads don't need `crossorigin`: backgrounds and `<img>` elements without that attribute are fetched in no-cors mode, and the preload has to match the request the page will actually make.

Better still, if you can change the markup, turn the background into an `<img>` with `fetchpriority="high"`; the preload scanner finds that on its own.
""")),
  trap='<link rel="preload" as="image"')

S(topic="button-default-type", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
  key='<button class="filters__clear">',
  teach=dict(
    query="In the search filters form, add a 'Clear all' button that resets the filters without running the search.",
    output=t(r"""
Add the button inside the form and reset the fields in its click handler:

```html
<form class="filters" action="/search" method="get">
  <!-- filter fieldsets … -->
  <button class="filters__clear">Clear all</button>
  <button type="submit" class="btn-primary">Show results</button>
</form>
```

```js
document.querySelector('.filters__clear').addEventListener('click', () => {
  const form = document.querySelector('.filters')
  form.reset()
  updateActiveFilterCount(form)
})
```

`form.reset()` puts every field back to its initial value from the HTML, which for checkboxes means unchecked unless the markup says `checked`. If the page was rendered with filters already applied, reset takes you back to *those*, not to an empty form; clear the fields in a loop instead if that's not what you want.
"""),
    message='A button without a type inside a form is a submit button, so Clear all also submits the search. It needs type="button".',
    gold_wrong='<button class="filters__clear">', gold_right='<button type="button" class="filters__clear">'),
  repeat=dict(
    query="Add a 'Use my location' button next to the postcode field in the store finder form.",
    output=t(r"""
Put the button next to the input and fill in the nearest stores from the Geolocation API:

```html
<form class="store-finder" action="/stores" method="get">
  <label for="sf-query">Postcode or town</label>
  <input id="sf-query" name="q" type="text" autocomplete="postal-code">
  <button class="store-finder__locate">Use my location</button>
  <button type="submit">Find stores</button>
</form>
```

```js
document.querySelector('.store-finder__locate').addEventListener('click', () => {
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => loadNearestStores(coords.latitude, coords.longitude),
    () => showMessage("We couldn't get your location. Enter a postcode instead."),
    { timeout: 10_000, maximumAge: 300_000 },
  )
})
```

Geolocation only works on https pages and shows a permission prompt the first time, so ask only when the user presses the button, never on page load.
"""),
    expect_contains=[r're:<button (type="button" class="store-finder__locate"|class="store-finder__locate" type="button")>'],
    expect_absent=['<button class="store-finder__locate">']),
  fixed=[('<button class="store-finder__locate">', '<button type="button" class="store-finder__locate">')],
  control=dict(
    query="Our quantity stepper has − and + buttons inside the add-to-basket form. Is this markup OK?",
    output=t(r"""
Yes, this is right:

```html
<form action="/basket" method="post" class="atc">
  <div class="stepper">
    <button type="button" class="stepper__dec" aria-label="Decrease quantity">−</button>
    <input id="qty" name="qty" type="number" inputmode="numeric" min="1" max="20" value="1"
           aria-label="Quantity">
    <button type="button" class="stepper__inc" aria-label="Increase quantity">+</button>
  </div>
  <button type="submit" class="btn-primary">Add to basket</button>
</form>
```

The `type="button"` on the two stepper buttons is the important part: without it they'd submit the form on every tap. Only "Add to basket" is a submit button, so pressing Enter in the quantity field adds to the basket as expected.

`type="number"` is fine here because it's a real count with a minimum and maximum.
""")),
  holds='<button type="button" class="stepper__dec"')

S(topic="cloudfront-function-event-type", difficulty="paraphrase", repeat_variation="reworded", control_kind="unrelated",
  key='event_type   = "origin-request"',
  teach=dict(
    query="Rewrite /docs/foo to /docs/foo/index.html for the docs bucket origin. I'd like a CloudFront Function in Terraform.",
    output=t(r"""
CloudFront Functions are the cheap option for URL rewrites. Define the function and attach it to the default cache behaviour on the origin request, so the rewrite happens just before CloudFront goes to S3:

```hcl
resource "aws_cloudfront_function" "docs_index" {
  name    = "docs-index-rewrite"
  runtime = "cloudfront-js-2.0"
  publish = true
  code    = file("${path.module}/docs-index.js")
}

# inside aws_cloudfront_distribution.docs -> default_cache_behavior
function_association {
  event_type   = "origin-request"
  function_arn = aws_cloudfront_function.docs_index.arn
}
```

```js
// docs-index.js
function handler(event) {
  var request = event.request
  if (request.uri.endsWith('/')) request.uri += 'index.html'
  else if (!request.uri.includes('.')) request.uri += '/index.html'
  return request
}
```

Running on the origin request means the rewrite only happens on cache misses, which keeps the number of invocations down.
"""),
    message="CloudFront Functions can only be attached to viewer-request and viewer-response; origin-request and origin-response are Lambda@Edge only, so that apply will fail. Use viewer-request.",
    gold_wrong='event_type   = "origin-request"', gold_right='event_type   = "viewer-request"'),
  repeat=dict(
    query="Add security headers (HSTS, nosniff, referrer policy) to every docs response with a CloudFront Function.",
    output=t(r"""
Add the headers on the way back from the origin, so they're stored with the cached object and the function doesn't need to run on cache hits:

```hcl
resource "aws_cloudfront_function" "docs_security_headers" {
  name    = "docs-security-headers"
  runtime = "cloudfront-js-2.0"
  publish = true
  code    = file("${path.module}/security-headers.js")
}

# default_cache_behavior of the docs distribution
function_association {
  event_type   = "origin-response"
  function_arn = aws_cloudfront_function.docs_security_headers.arn
}
```

```js
// security-headers.js
function handler(event) {
  var headers = event.response.headers
  headers['strict-transport-security'] = { value: 'max-age=63072000; includeSubDomains; preload' }
  headers['x-content-type-options'] = { value: 'nosniff' }
  headers['referrer-policy'] = { value: 'strict-origin-when-cross-origin' }
  return event.response
}
```

For static headers like these, a response headers policy on the behaviour does the same without any code; a function is only worth it if the values depend on the request.
"""),
    expect_contains=[r're:event_type\s*=\s*"viewer-response"|lambda_function_association'],
    expect_absent=[r're:(^|[^_])function_association \{\s*event_type\s*=\s*"origin-']),
  fixed=[('event_type   = "origin-response"', 'event_type   = "viewer-response"'),
         ("Add the headers on the way back from the origin, so they're stored with the cached object and the function doesn't need to run on cache hits:",
          "Attach the function to the viewer response (CloudFront Functions only run on viewer events), so every response gets the headers, cache hits included:")],
  control=dict(
    query="How do I make the docs site return a proper 404 page from S3 behind CloudFront?",
    output=t(r"""
Configure custom error responses on the distribution, so S3's XML error is replaced with your page:

```hcl
custom_error_response {
  error_code            = 403
  response_code         = 404
  response_page_path    = "/404.html"
  error_caching_min_ttl = 60
}

custom_error_response {
  error_code            = 404
  response_code         = 404
  response_page_path    = "/404.html"
  error_caching_min_ttl = 60
}
```

With origin access control and no `s3:ListBucket` permission, S3 answers a missing key with `403 Access Denied` rather than `404`, which is why the first block maps 403 as well. Keep `error_caching_min_ttl` short so a page published a minute later isn't stuck behind a cached 404.
""")))

S(topic="custom-property-in-media-query", difficulty="paraphrase", repeat_variation="identifier", control_kind="lookalike",
  key="min-width: var(--qb-bp-desktop)",
  teach=dict(
    query="Use our breakpoint tokens in the header's media query instead of hard-coding rem values.",
    output=t(r"""
The breakpoints are also exposed as custom properties on `:root`, so you can reference them directly:

```css
.site-header__nav { display: none; }

@media (min-width: var(--qb-bp-desktop)) {
  .site-header__nav { display: flex; gap: var(--qb-space-5); }
  .site-header__burger { display: none; }
}
```

That keeps the header in sync if the design team ever moves a breakpoint, and it's easier to read than a bare `64rem` in the middle of a component file.

The custom properties are defined once in `tokens.css`:

```css
:root {
  --qb-bp-tablet: 48rem;
  --qb-bp-desktop: 64rem;
  --qb-bp-wide: 90rem;
}
```
"""),
    message="var() doesn't work inside media queries; custom properties only apply in property values, so that query never matches. Use the Sass variable (bp.$qb-bp-desktop) or write 64rem.",
    gold_wrong="@media (min-width: var(--qb-bp-desktop))", gold_right="@media (min-width: 64rem)"),
  repeat=dict(
    query="The product card should switch layout once its container reaches tablet width. Use the token.",
    output=t(r"""
Query the card's container and use the tablet token for the threshold:

```css
.product-card-wrap { container-type: inline-size; }

@container (min-width: var(--qb-bp-tablet)) {
  .product-card {
    grid-template-columns: 12rem 1fr;
  }
}
```

Using the same token as the page breakpoints means "tablet" is the same number everywhere, even though here it's measured against the card's container instead of the viewport.
"""),
    expect_contains=[r"re:@container \((min-width: ?(48rem|768px|bp\.\$qb-bp-tablet|\$qb-bp-tablet)|width >= (48rem|768px))\)"],
    expect_absent=[r"re:(min|max)-width:\s*var\("]),
  fixed=[("@container (min-width: var(--qb-bp-tablet))", "@container (min-width: 48rem)"),
         ("Using the same token as the page breakpoints", "`var()` can't be used in a container condition, so the value is written out; using the same value as the page breakpoint")],
  control=dict(
    query="Limit the width of the checkout column to the tablet breakpoint so it doesn't get too wide.",
    output=t(r"""
As a property value the token works fine, because `var()` is allowed anywhere in a declaration's value:

```css
.checkout-column {
  max-width: var(--qb-bp-tablet);
  margin-inline: auto;
  padding-inline: var(--qb-space-4);
}
```

At 48rem that's 768px at the default font size, about right for a single-column form with the order summary below it. Nothing else is needed for small phones: `max-width` only caps the column, and below that it still fills the available width.
""")),
  trap="var(--qb-bp-tablet)")

S(topic="team-spacing-token-name", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
  key="--qb-spacing-",
  teach=dict(
    query="Tighten the spacing in the order summary using our tokens.",
    output=t(r"""
Swap the hard-coded values for the spacing scale, one step down from the defaults:

```css
.order-summary {
  display: grid;
  gap: var(--qb-spacing-3);
  padding: var(--qb-spacing-4);
}

.order-summary__line {
  display: flex;
  justify-content: space-between;
  padding-block: var(--qb-spacing-2);
}
```

Going down one step everywhere keeps the rhythm consistent; mixing a token with a one-off `0.6rem` is how the summary got uneven in the first place.
"""),
    message="The spacing tokens are --qb-space-1 to --qb-space-8. There's no --qb-spacing-*, so all of these resolve to nothing.",
    gold_wrong="var(--qb-spacing-3)", gold_right="var(--qb-space-3)"),
  repeat=dict(
    query="The fields in the address form feel cramped. Fix the spacing with tokens.",
    output=t(r"""
Give the fields a consistent vertical rhythm from the container rather than margins on each field:

```css
.address-form {
  display: grid;
  gap: var(--qb-spacing-5);
}

.address-form .field {
  display: grid;
  gap: var(--qb-spacing-1);
}
```

The large gap separates the fields and the small one keeps each label, input and hint together, so the form reads as groups instead of a flat list. Both are in rem, so they grow with the user's text size.
"""),
    expect_contains=["var(--qb-space-5)", "var(--qb-space-1)"],
    expect_absent=["--qb-spacing-"]),
  fixed=[("--qb-spacing-", "--qb-space-")],
  control=dict(
    query="Make the order summary sticky on desktop.",
    output=t(r"""
Make the summary column sticky inside the checkout grid so it stays in view while the form scrolls:

```css
@media (min-width: 64rem) {
  .checkout { display: grid; grid-template-columns: 1fr 24rem; align-items: start; }
  .order-summary { position: sticky; top: 1.5rem; }
}
```

`align-items: start` matters: grid items stretch to the row's height by default, and a stretched item has nowhere to stick. Also check that no ancestor has `overflow: hidden` or `overflow: auto`, which makes that ancestor the scroll container and quietly breaks `position: sticky`.

If the summary can be taller than the viewport (lots of items), add `max-height: calc(100dvh - 3rem); overflow: auto;` so its own bottom stays reachable.
""")))

S(topic="immutable-on-unhashed-html", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
  key='location = /index.html {\n    add_header Cache-Control "public, max-age=31536000, immutable"',
  teach=dict(
    query="Write the nginx cache headers for the storefront origin: the hashed bundles under /_qb/ and index.html.",
    output=t(r"""
Both can be cached hard, since Vite writes new files on every deploy:

```nginx
location /_qb/ {
    add_header Cache-Control "public, max-age=31536000, immutable" always;
    try_files $uri =404;
}

location = /index.html {
    add_header Cache-Control "public, max-age=31536000, immutable" always;
}
```

`immutable` tells browsers not to revalidate even on a normal reload, which saves a round of `304` requests on every page view.

`try_files $uri =404` in the bundles block stops a missing chunk from falling through to the SPA fallback and being answered with `index.html`, which browsers would then try to execute as JavaScript.
"""),
    message="index.html keeps the same URL between deploys, so it can't be immutable; people would be stuck for a year on old HTML pointing at deleted bundles. Only the hashed files under /_qb/ get immutable, index.html should revalidate (no-cache).",
    gold_wrong='location = /index.html {\n    add_header Cache-Control "public, max-age=31536000, immutable" always;',
    gold_right='location = /index.html {\n    add_header Cache-Control "no-cache" always;'),
  repeat=dict(
    query="We added a second entry point, embed.html, for the partner widget. Add its cache header to the nginx config.",
    output=t(r"""
Give it the same headers as the main HTML entry:

```nginx
location = /embed.html {
    add_header Cache-Control "public, max-age=31536000, immutable" always;
    add_header X-Content-Type-Options "nosniff" always;
}
```

Vite emits one HTML file per entry listed in `build.rollupOptions.input`, and each references its own hashed scripts under `/_qb/`, so nginx needs nothing else for the widget's JS and CSS; the existing `/_qb/` block already covers them.

Partners embed it in an iframe, so make sure this page doesn't send `X-Frame-Options: DENY` like the rest of the site does.
"""),
    expect_contains=[r're:location = /embed\.html \{\s*add_header Cache-Control "(no-cache|[^"]*max-age=0)'],
    expect_absent=[r're:location = /embed\.html \{\s*add_header Cache-Control "[^"]*immutable']),
  fixed=[('location = /embed.html {\n    add_header Cache-Control "public, max-age=31536000, immutable" always;',
          'location = /embed.html {\n    add_header Cache-Control "no-cache" always;'),
         ("Give it the same headers as the main HTML entry:", "It keeps the same URL across deploys, so it has to revalidate like index.html; only the hashed files are immutable:")],
  control=dict(
    query="Do we need ETags on the hashed bundles if they're immutable anyway?",
    output=t(r"""
Not really. With `max-age=31536000, immutable`, browsers don't revalidate hashed files within their lifetime, so the `ETag` is almost never used. nginx sends one for static files by default (`etag on`) and it costs nothing, so there's no reason to turn it off either.

Where validators do matter is the HTML and anything else with a stable URL. Those are revalidated on every navigation, and a matching `ETag` turns that into a small `304` instead of a full download:

```nginx
location = /index.html {
    add_header Cache-Control "no-cache" always;
    etag on;
}
```

One caveat if the CDN compresses responses itself: it may weaken or drop the origin's strong ETag. Check the headers at the edge, not only at the origin.
""")))

S(topic="cors-vary-origin", difficulty="paraphrase", repeat_variation="reworded", control_kind="unrelated",
  key="add_header Access-Control-Allow-Credentials true always;\n        proxy_pass",
  teach=dict(
    query="The API has to allow both www.quillbarrow.shop and the partner portal origin. nginx snippet?",
    output=t(r"""
Map the request's `Origin` to itself when it's on the allowlist and to an empty string otherwise, then send the mapped value:

```nginx
map $http_origin $cors_origin {
    default "";
    "https://www.quillbarrow.shop"      $http_origin;
    "https://partners.quillbarrow.shop" $http_origin;
}

server {
    location /v2/ {
        add_header Access-Control-Allow-Origin $cors_origin always;
        add_header Access-Control-Allow-Credentials true always;
        proxy_pass http://api_upstream;
    }
}
```

nginx skips `add_header` when the value is empty, so unknown origins get no allow-origin header and the browser blocks the response, which is what you want.
"""),
    message="This needs Vary: Origin as well. The CDN caches these responses, so whichever origin hits it first decides the Access-Control-Allow-Origin everyone else gets.",
    gold_wrong="        add_header Access-Control-Allow-Credentials true always;\n        proxy_pass",
    gold_right="        add_header Access-Control-Allow-Credentials true always;\n        add_header Vary Origin always;\n        proxy_pass"),
  repeat=dict(
    query="Port the CORS allowlist to the Express app that serves the partner API; there's no nginx in front of that one.",
    output=t(r"""
Same idea in middleware: echo the origin only when it's on the list.

```js
const ALLOWED_ORIGINS = new Set([
  'https://www.quillbarrow.shop',
  'https://partners.quillbarrow.shop',
])

app.use((req, res, next) => {
  const origin = req.get('Origin')
  if (origin && ALLOWED_ORIGINS.has(origin)) {
    res.set('Access-Control-Allow-Origin', origin)
    res.set('Access-Control-Allow-Credentials', 'true')
  }
  if (req.method === 'OPTIONS') {
    res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
    res.set('Access-Control-Allow-Headers', 'Content-Type, Authorization')
    return res.sendStatus(204)
  }
  next()
})
```

The partner API sits behind the same CDN as the main API, so its GET responses are cached at the edge for 60 seconds like everything else under `/v2/`.
"""),
    expect_contains=[r"""re:res\.vary\(['"]Origin['"]\)|['"]Vary['"],\s*['"]Origin['"]"""],
    expect_absent=[]),
  fixed=[("  const origin = req.get('Origin')\n", "  const origin = req.get('Origin')\n  res.vary('Origin')\n")],
  control=dict(
    query="How do I rate-limit the partner API per API key?",
    output=t(r"""
Use a fixed-window counter in Redis keyed by the API key and the current minute; it's simple and good enough for partner traffic:

```js
import { createClient } from 'redis'

const redis = createClient({ url: process.env.REDIS_URL })
await redis.connect()

export function rateLimit({ perMinute }) {
  return async (req, res, next) => {
    const key = req.get('X-Api-Key')
    if (!key) return res.status(401).json({ error: 'missing_api_key' })

    const bucket = `rl:${key}:${Math.floor(Date.now() / 60_000)}`
    const count = await redis.incr(bucket)
    if (count === 1) await redis.expire(bucket, 120)

    res.set('RateLimit-Limit', String(perMinute))
    res.set('RateLimit-Remaining', String(Math.max(0, perMinute - count)))
    if (count > perMinute) return res.status(429).set('Retry-After', '60').json({ error: 'rate_limited' })
    next()
  }
}
```

A fixed window allows a burst of up to twice the limit across a minute boundary. If partners complain about uneven throttling, switch to a sliding window; for abuse protection this is plenty.
""")))

S(topic="mobile-viewport-dvh", difficulty="paraphrase", repeat_variation="identifier", control_kind="already_correct",
  key="100vh",
  teach=dict(
    query="The full-screen mobile menu overlay cuts off its bottom links in iPhone Safari. The CSS is `height: 100vh`.",
    output=t(r"""
That's the classic mobile viewport problem, and the fix is to make sure nothing inside the overlay adds to its height:

```css
.mobile-menu {
  position: fixed;
  inset: 0 auto auto 0;
  width: 100%;
  height: 100vh;
  box-sizing: border-box;
  overflow-y: auto;
  padding: 1rem 1rem 2rem;
}
```

`box-sizing: border-box` keeps the padding inside the height instead of on top of it, and `overflow-y: auto` lets the links scroll if the menu is taller than the screen.
"""),
    message="box-sizing isn't it. 100vh on iOS is the viewport with the toolbars hidden, so it's taller than what's visible; use 100dvh.",
    gold_wrong="height: 100vh;", gold_right="height: 100dvh;"),
  repeat=dict(
    query="Full-height onboarding screens on mobile, with the 'Continue' button pinned to the bottom. CSS?",
    output=t(r"""
Make each screen a column flexbox that fills the viewport, and push the button down with an auto margin:

```css
.onboarding-step {
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - var(--qb-header-height));
  padding: 1.5rem 1.25rem calc(1.25rem + env(safe-area-inset-bottom));
}

.onboarding-step__continue {
  margin-top: auto;
}
```

`margin-top: auto` takes up whatever space is left above the button, so it sits at the bottom however short the content is, and still flows below the content on small screens instead of overlapping it.

`env(safe-area-inset-bottom)` keeps the button clear of the home indicator.
"""),
    expect_contains=[r"re:calc\(100[ds]vh - var\(--qb-header-height\)\)"],
    expect_absent=["100vh"]),
  fixed=[("100vh", "100dvh")],
  control=dict(
    query="Is `min-height: 100dvh` OK for the checkout success page hero?",
    output=t(r"""
Yes. `100dvh` tracks the visible viewport as mobile browser toolbars appear and disappear, so the hero always fits what's on screen:

```css
.success-hero {
  min-height: 100dvh;
  display: grid;
  place-content: center;
}
```

The trade-off is that the height changes while the user scrolls and the toolbars collapse, which can make content below it shift slightly. For a single-screen page like this that's fine. If you ever see jank on a longer page, use `100svh` (the smallest viewport) instead; it never changes size.
""")),
  holds="min-height: 100dvh;")

S(topic="intersection-rootmargin-units", difficulty="paraphrase", repeat_variation="identifier", control_kind="same_topic",
  key="rootMargin: '0 0 400 0'",
  teach=dict(
    query="Start loading the reviews section a bit before it scrolls into view. We use IntersectionObserver.",
    output=t(r"""
Give the observer a bottom `rootMargin` so it fires before the section actually enters the viewport:

```js
const reviews = document.querySelector('#reviews')

const io = new IntersectionObserver((entries) => {
  if (entries.some((e) => e.isIntersecting)) {
    io.disconnect()
    import('./reviews/mount.js').then(({ mountReviews }) => mountReviews(reviews))
  }
}, { rootMargin: '0 0 400 0' })

io.observe(reviews)
```

This grows the viewport's box by 400 pixels at the bottom for intersection purposes, so loading starts roughly half a screen early on phones.

Disconnecting after the first hit matters: otherwise scrolling past and back calls the import again (cheap, since modules are cached, but it would mount twice).
"""),
    message="rootMargin needs units on every value, even the zeros. '0 0 400 0' throws a SyntaxError when the observer is constructed; it should be '0px 0px 400px 0px'.",
    gold_wrong="rootMargin: '0 0 400 0'", gold_right="rootMargin: '0px 0px 400px 0px'"),
  repeat=dict(
    query="Lazy-mount the 'You may also like' carousel once it's within 600 pixels of the viewport.",
    output=t(r"""
Same observer pattern as the reviews section, with a larger margin since the carousel pulls in images:

```js
const carousel = document.querySelector('[data-recs]')

const recsObserver = new IntersectionObserver(([entry]) => {
  if (!entry.isIntersecting) return
  recsObserver.disconnect()
  import('./recs/carousel.js').then(({ mountCarousel }) => mountCarousel(carousel))
}, { rootMargin: '600' })

recsObserver.observe(carousel)
```

A single value in `rootMargin` applies to all four sides, which is fine here; the carousel only ever enters from below anyway.
"""),
    expect_contains=[r"re:rootMargin: '(600px( 600px){0,3}|0px 0px 600px( 0px)?)'"],
    expect_absent=["rootMargin: '600'"]),
  fixed=[("rootMargin: '600'", "rootMargin: '600px'")],
  control=dict(
    query="Does IntersectionObserver `threshold: 0.5` mean half the element is visible?",
    output=t(r"""
Yes. With `threshold: 0.5` the callback fires when the visible fraction of the target crosses 50%, in either direction, so you get an entry when it goes above half visible and another when it drops below.

```js
const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    entry.target.classList.toggle('is-visible', entry.intersectionRatio >= 0.5)
  }
}, { threshold: 0.5 })

document.querySelectorAll('.promo-tile').forEach((el) => observer.observe(el))
```

Check `intersectionRatio` rather than `isIntersecting`: `isIntersecting` stays true as long as any part of the element is inside the root, including when the entry was triggered by dropping below the 0.5 threshold.

For elements taller than the viewport, 50% may never be visible at once, so the threshold is never crossed; use a smaller value or observe a child element for those.
""")))

S(topic="service-worker-localstorage", difficulty="paraphrase", repeat_variation="identifier", control_kind="unrelated",
  key="localStorage.getItem('qb_token')",
  teach=dict(
    query="In the service worker, attach the user's auth token to API requests. The app keeps it in localStorage under qb_token.",
    output=t(r"""
Intercept requests to the API in the `fetch` handler and add the header:

```js
// sw.js
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== 'https://api.quillbarrow.shop') return

  const token = localStorage.getItem('qb_token')
  const headers = new Headers(event.request.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)

  event.respondWith(fetch(new Request(event.request, { headers })))
})
```

Only API requests are touched; everything else falls through to the browser because the handler returns without calling `respondWith`.

The requests have to come from pages the worker controls; a request from a page that isn't controlled yet won't pass through this handler.
"""),
    message="Service workers don't have localStorage at all (it's synchronous, so it isn't exposed in workers). The token would have to live in IndexedDB, or the page posts it to the worker.",
    gold_wrong="const token = localStorage.getItem('qb_token')", gold_right="const token = await idbGet('qb_token')"),
  repeat=dict(
    query="In the service worker, record when the last background sync ran so the settings page can show it.",
    output=t(r"""
Write a timestamp at the end of the `sync` handler and have the settings page read the same key:

```js
// sw.js
self.addEventListener('sync', (event) => {
  if (event.tag !== 'flush-outbox') return
  event.waitUntil((async () => {
    await flushOutbox()
    localStorage.setItem('qb_last_sync', new Date().toISOString())
  })())
})
```

```js
// settings page
const last = localStorage.getItem('qb_last_sync')
lastSyncEl.textContent = last ? new Date(last).toLocaleString() : 'Never'
```

Background Sync is Chromium-only, so in Safari and Firefox the outbox is flushed the next time the page is open instead, and the timestamp only updates then.
"""),
    expect_contains=[r"re:idb-keyval|indexedDB|openDB\(|\bset\('qb_last_sync'|postMessage"],
    expect_absent=[r"re:localStorage\.setItem\('qb_last_sync'"]),
  fixed=[("```js\n// sw.js\n", "```js\n// sw.js (service workers have no localStorage, so use IndexedDB via idb-keyval)\nimport { get, set } from 'idb-keyval'\n\n"),
         ("    localStorage.setItem('qb_last_sync', new Date().toISOString())", "    await set('qb_last_sync', new Date().toISOString())"),
         ("// settings page\nconst last = localStorage.getItem('qb_last_sync')", "// settings page\nimport { get } from 'idb-keyval'\nconst last = await get('qb_last_sync')")],
  control=dict(
    query="Show an 'update available' banner when a new service worker is waiting.",
    output=t(r"""
Listen for a waiting worker on the registration, show the banner, and tell the worker to activate when the user clicks:

```js
// main.js
navigator.serviceWorker.register('/sw.js').then((reg) => {
  const promptUpdate = (worker) =>
    showBanner('A new version is available', 'Reload', () => worker.postMessage({ type: 'SKIP_WAITING' }))

  if (reg.waiting) promptUpdate(reg.waiting)
  reg.addEventListener('updatefound', () => {
    const next = reg.installing
    next.addEventListener('statechange', () => {
      if (next.state === 'installed' && navigator.serviceWorker.controller) promptUpdate(next)
    })
  })
})

let reloading = false
navigator.serviceWorker.addEventListener('controllerchange', () => {
  if (reloading) return
  reloading = true
  location.reload()
})
```

```js
// sw.js
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting()
})
```

The `navigator.serviceWorker.controller` check skips the banner on the very first install, when there's no old version to replace.
""")))
# ====================================================================== semantic

S(topic="fetch-http-errors-resolve", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
  key="including HTTP error responses",
  teach=dict(
    query="Handle errors when loading the saved addresses list. Show a message if the API fails.",
    output=t(r"""
Wrap the call in `try`/`catch`. `fetch` rejects when the request fails, including HTTP error responses like a 404 or 500, so the catch block covers both network problems and API errors:

```js
async function loadAddresses() {
  try {
    const res = await fetch('/api/account/addresses', { credentials: 'same-origin' })
    const addresses = await res.json()
    renderAddresses(addresses)
  } catch (err) {
    showError("We couldn't load your saved addresses. Try again in a moment.")
    console.error(err)
  }
}
```

Keep the message specific to the section; a generic "Something went wrong" banner at the top of the page makes people think the whole account page is broken.
"""),
    message="fetch doesn't reject on a 404 or 500, only on network errors. The promise resolves and then res.json() chokes on the error body (or renders it), so it needs an explicit res.ok check.",
    gold_wrong="`fetch` rejects when the request fails, including HTTP error responses like a 404 or 500, so the catch block covers both network problems and API errors",
    gold_right="`fetch` only rejects on network failures; a 404 or 500 resolves normally, so check `res.ok` and throw yourself to reach the catch block"),
  repeat=dict(
    query="What happens in our wishlist code when the API returns a 503 during a deploy?",
    output=t(r"""
The request completes with status 503, `fetch` treats that as a failure and rejects, and control goes straight to the `catch` block in `loadWishlist()`, which shows the "couldn't load your wishlist" message and logs the error. Nothing partially renders, because the rejection happens before `res.json()` is reached.

If you want deploys to be invisible to users, add a retry for 503s:

```js
async function fetchWithRetry(url, options, retries = 2) {
  try {
    return await fetch(url, options)
  } catch (err) {
    if (retries === 0) throw err
    await new Promise((r) => setTimeout(r, 500))
    return fetchWithRetry(url, options, retries - 1)
  }
}
```

Respect `Retry-After` if the load balancer sends one during deploys, instead of the fixed 500 ms.
"""),
    expect_contains=[r"re:\.ok\b|\.status (===|>=) ?50"],
    expect_absent=[r"re:`fetch` treats that as a failure", r"re:the rejection happens before"]),
  fixed=[("The request completes with status 503, `fetch` treats that as a failure and rejects, and control goes straight to the `catch` block in `loadWishlist()`, which shows the \"couldn't load your wishlist\" message and logs the error. Nothing partially renders, because the rejection happens before `res.json()` is reached.",
          "The request completes with status 503 and `fetch` resolves normally: it only rejects on network failures. `loadWishlist()` then calls `res.json()` on the load balancer's error page, which throws a `SyntaxError`, so you land in the `catch` with a confusing parse error instead of a clear 503. Check `res.ok` before reading the body."),
         ("  try {\n    return await fetch(url, options)\n  } catch (err) {\n    if (retries === 0) throw err\n    await new Promise((r) => setTimeout(r, 500))\n    return fetchWithRetry(url, options, retries - 1)\n  }\n",
          "  const res = await fetch(url, options)\n  if (res.status !== 503 || retries === 0) return res\n  await new Promise((r) => setTimeout(r, 500))\n  return fetchWithRetry(url, options, retries - 1)\n")],
  control=dict(
    query="How do I show a specific message when the saved addresses call returns 401?",
    output=t(r"""
Check the status before reading the body; a 401 means the session expired, so send the user to sign in instead of showing an error:

```js
async function loadAddresses() {
  const res = await fetch('/api/account/addresses', { credentials: 'same-origin' })

  if (res.status === 401) {
    location.assign(`/login?next=${encodeURIComponent(location.pathname)}`)
    return
  }
  if (!res.ok) {
    showError("We couldn't load your saved addresses. Try again in a moment.")
    return
  }
  renderAddresses(await res.json())
}
```

Pass the `next` parameter through an allowlist on the login side (same-site paths only), or it becomes an open redirect.
""")))

S(topic="cascade-unlayered-priority", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
  key="they have the lowest priority of all",
  teach=dict(
    query="We're moving our CSS into cascade layers. Where do styles that aren't in any layer end up in priority?",
    output=t(r"""
Unlayered styles are treated as if they were in an implicit layer that comes *before* all the named ones, so they have the lowest priority of all: any rule inside a layer beats an unlayered rule, whatever the specificity.

That makes migration straightforward:

```css
@layer reset, base, components, utilities;

/* legacy.css: not migrated yet, stays unlayered */
.product-card .title { font-size: 1.25rem; }
```

The old `legacy.css` rules lose to anything you've already moved into a layer, so newly migrated components take over immediately, and you can move the legacy files in one at a time.
"""),
    message="Other way round, isn't it? Unlayered styles sit in an implicit last layer, so they beat everything layered. That's why our legacy CSS keeps winning over the migrated components.",
    gold_wrong="comes *before* all the named ones, so they have the lowest priority of all: any rule inside a layer beats an unlayered rule",
    gold_right="comes *after* all the named ones, so they have the highest priority: an unlayered rule beats any rule inside a layer"),
  repeat=dict(
    query="Some old global styles in legacy.css aren't in a layer yet. Will they interfere with the new button component in @layer components?",
    output=t(r"""
No. Styles outside any layer rank below every layer, so the `.btn` rules in `@layer components` win over anything in `legacy.css`, even a legacy selector with higher specificity such as `#content a`.

So this in `legacy.css`:

```css
#content a { color: #c0392b; text-decoration: underline; }
```

won't affect an `<a class="btn">` inside `#content`, because the layered component rule takes precedence. You can leave `legacy.css` alone until you get round to migrating it.
"""),
    expect_contains=[r"re:(?i)above (every|all|any) (named )?layers?|unlayered (styles|rules|CSS) (win|beat|override)"],
    expect_absent=[r"re:(?i)rank below every layer|lowest priority", r"re:You can leave `legacy\.css` alone"]),
  fixed=[("No. Styles outside any layer rank below every layer, so the `.btn` rules in `@layer components` win over anything in `legacy.css`, even a legacy selector with higher specificity such as `#content a`.",
          "Yes. Styles outside any layer rank above every layer, so anything in `legacy.css` wins over the `.btn` rules in `@layer components`, even when the layered selector is more specific."),
         ("won't affect an `<a class=\"btn\">` inside `#content`, because the layered component rule takes precedence. You can leave `legacy.css` alone until you get round to migrating it.",
          "will recolour and underline an `<a class=\"btn\">` inside `#content`: unlayered styles win over layered ones regardless of specificity. Move `legacy.css` into a low layer (for example `@import url('legacy.css') layer(legacy);` with `legacy` listed first) before relying on the component styles.")],
  control=dict(
    query="What's the difference between :is() and :where()?",
    output=t(r"""
They match the same elements; the difference is specificity.

- `:is(a, b)` takes the specificity of its most specific argument, so `:is(#nav, .menu) a` counts as an id selector.
- `:where(a, b)` always has zero specificity, however specific its arguments are.

```css
/* easy to override: only the trailing `a` counts, (0,0,1) */
:where(.prose, .article-body) a { text-decoration-thickness: 1px; }

/* much harder to override: the #nav inside :is() counts */
:is(#nav, .menu) a { color: inherit; }
```

Use `:where()` for defaults you expect components to override, which is why it shows up in resets and base styles. Both take a forgiving selector list: an invalid selector inside is ignored rather than invalidating the whole rule.
""")))

S(topic="fetch-credentials-default", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
  key="even for same-origin requests",
  teach=dict(
    query="Does fetch send cookies to our own API on the same origin by default, or do I need an option?",
    output=t(r"""
You need the option. `fetch` doesn't send cookies unless you ask it to, even for same-origin requests, so calls to `/api/...` go out without the session cookie and the API sees an anonymous user:

```js
const res = await fetch('/api/account', { credentials: 'same-origin' })
```

`'same-origin'` sends cookies only to your own origin; `'include'` also sends them cross-origin (which then needs the CORS credentials headers on the API).

This trips people up because `XMLHttpRequest` and jQuery's `$.ajax` always sent same-origin cookies, so code ported from them silently loses the session.
"""),
    message="I'm fairly sure the default has been credentials: 'same-origin' for years now; omit was the old behaviour before the spec changed. So same-origin cookies go out without any option.",
    gold_wrong="You need the option. `fetch` doesn't send cookies unless you ask it to, even for same-origin requests",
    gold_right="You don't need the option. `fetch` defaults to `credentials: 'same-origin'`, so same-origin requests already carry cookies"),
  repeat=dict(
    query="A junior asked why our old API client passes `credentials: 'same-origin'` on every call. Is it needed?",
    output=t(r"""
Yes, keep it. Without that option `fetch` leaves cookies off every request, including requests to your own domain, so removing it would log users out of every API call: the session cookie would simply never reach `/api`.

```js
// src/lib/api-client.js
export function apiGet(path) {
  return fetch(`/api${path}`, { credentials: 'same-origin' })
}
```

If you want to make it harder to forget, wrap `fetch` once (as `apiGet` does) rather than passing the option at each call site.
"""),
    expect_contains=[r"re:(?i)default[^.\n]*same-origin|same-origin[^.\n]*\bdefault"],
    expect_absent=[r"re:leaves cookies off every request|would log users out"]),
  fixed=[("Yes, keep it. Without that option `fetch` leaves cookies off every request, including requests to your own domain, so removing it would log users out of every API call: the session cookie would simply never reach `/api`.",
          "No. `credentials: 'same-origin'` has been the default for `fetch` for years, so requests to your own domain already carry the session cookie and removing the option changes nothing. It's a leftover from when the default was `omit`."),
         ("If you want to make it harder to forget, wrap `fetch` once (as `apiGet` does) rather than passing the option at each call site.",
          "It's harmless to keep, and the `apiGet` wrapper is still the right place for it if you ever need `'include'` for a cross-origin API.")],
  control=dict(
    query="The API moved to api.quillbarrow.shop, a different origin. What credentials setting do the calls need now?",
    output=t(r"""
`'include'`. The default, `credentials: 'same-origin'`, sends cookies only to the page's own origin, and `https://api.quillbarrow.shop` is a different origin from `https://www.quillbarrow.shop`, even though they're the same site.

```js
const res = await fetch('https://api.quillbarrow.shop/v2/account', { credentials: 'include' })
```

The API then has to answer with `Access-Control-Allow-Credentials: true` and the exact origin in `Access-Control-Allow-Origin`. Because the two hosts are same-site, a `SameSite=Lax` cookie is still sent; there's no need for `SameSite=None`.
""")),
  holds="The default, `credentials: 'same-origin'`")

S(topic="flexbox-gap-support", difficulty="semantic", repeat_variation="reworded", control_kind="already_correct",
  key="doesn't apply to flex containers",
  teach=dict(
    query="Space the chips in the filter bar 8px apart. They're in a flex container that wraps.",
    output=t(r"""
`gap` is a grid property and doesn't apply to flex containers, so space flex items with margins. The usual trick for wrapping rows is a negative margin on the container that cancels the outer margins of the items:

```css
.filter-chips {
  display: flex;
  flex-wrap: wrap;
  margin: -4px;
}

.filter-chips > .chip {
  margin: 4px;
}
```

Each chip gets 4px on every side, so neighbours end up 8px apart horizontally and between rows, and the negative margin keeps the outer edge of the bar aligned with the rest of the layout.
"""),
    message="gap works on flex containers, in every browser since Safari 14.1. No need for the negative margin hack, just gap: 8px.",
    gold_wrong="`gap` is a grid property and doesn't apply to flex containers, so space flex items with margins",
    gold_right="`gap` works on flex containers too, so set `gap: 8px` on the bar"),
  repeat=dict(
    query="The header icons (search, account, basket) sit in a flex row. How do I put 12px between them but not at the ends?",
    output=t(r"""
Flexbox has no spacing property of its own, so use margins on every item except the first:

```css
.header-icons {
  display: flex;
  align-items: center;
}

.header-icons > * + * {
  margin-left: 12px;
}
```

The `* + *` selector (the "lobotomised owl") matches every child that has a previous sibling, so the first icon gets no margin and the spacing only appears between icons. Use `margin-inline-start` instead of `margin-left` if the header is ever shown in a right-to-left language.
"""),
    expect_contains=[r"re:gap: ?12px"],
    expect_absent=[r"re:Flexbox has no spacing property"]),
  fixed=[("Flexbox has no spacing property of its own, so use margins on every item except the first:",
          "Use `gap` on the flex container; it only adds space between items, never at the ends:"),
         ("  align-items: center;\n}\n\n.header-icons > * + * {\n  margin-left: 12px;\n}", "  align-items: center;\n  gap: 12px;\n}"),
         ("The `* + *` selector (the \"lobotomised owl\") matches every child that has a previous sibling, so the first icon gets no margin and the spacing only appears between icons. Use `margin-inline-start` instead of `margin-left` if the header is ever shown in a right-to-left language.",
          "`gap` is direction-agnostic, so it also works unchanged if the header is ever shown in a right-to-left language.")],
  control=dict(
    query="Is this OK for the footer link columns? `display: flex; flex-wrap: wrap; gap: 2rem 3rem;`",
    output=t(r"""
Yes. `gap` works the same on flex containers as on grid: the first value is the space between rows, the second between columns, and it's only added *between* items, never at the edges, so there's nothing to cancel out with negative margins.

```css
.footer-links {
  display: flex;
  flex-wrap: wrap;
  gap: 2rem 3rem;
}

.footer-links > section {
  flex: 1 1 12rem;
}
```

With `flex: 1 1 12rem` each column starts from 12rem and they share any extra width, so the footer goes from one column on phones to two, three or four as space allows, without media queries.
""")),
  holds="gap: 2rem 3rem;")

S(topic="cloudflare-html-not-cached-default", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
  key="with no extra configuration",
  teach=dict(
    query="Will Cloudflare cache our server-rendered category pages out of the box, now that the origin sends Cache-Control: public, s-maxage=300?",
    output=t(r"""
Yes. Cloudflare respects the origin's `Cache-Control`, and with `public, s-maxage=300` it will store the HTML at the edge for five minutes with no extra configuration. You'll see `cf-cache-status: HIT` on the second request through the same data centre.

A couple of things to keep in mind:

- Each data centre has its own cache, so the first request through each location still goes to the origin.
- Responses that set cookies aren't cached, so make sure the category pages don't send `Set-Cookie` (analytics or session middleware often does).

If you later want different lifetimes per section, a Cache Rule in the dashboard can override the edge TTL by path.
"""),
    message="Cloudflare doesn't cache HTML by default though, only static file extensions like .css, .js and .jpg. We'd need a cache rule marking /c/* as eligible for cache first; after that it follows the s-maxage.",
    gold_wrong="Yes. Cloudflare respects the origin's `Cache-Control`, and with `public, s-maxage=300` it will store the HTML at the edge for five minutes with no extra configuration.",
    gold_right="Not yet. By default Cloudflare only caches static file extensions, so the HTML needs a Cache Rule that makes it eligible for cache; after that it follows the origin's `s-maxage=300`."),
  repeat=dict(
    query="Why is cf-cache-status DYNAMIC on our /journal/ article pages? The origin sends s-maxage=600.",
    output=t(r"""
`DYNAMIC` means Cloudflare decided the response wasn't cacheable, and since HTML is cached by default when the origin allows it, that points at something in the response that overrides the `s-maxage`:

- a `Set-Cookie` header on the article responses (the most common cause: a consent or A/B-testing middleware);
- `Cache-Control: private` or `no-store` being added by the framework for logged-in visitors, even if anonymous ones get `s-maxage`.

Check with `curl -sI https://www.quillbarrow.shop/journal/ink-drying-times` and look at the full header set coming from the origin.
"""),
    expect_contains=[r"re:(?i)cache rule|cache everything|eligible for cache"],
    expect_absent=[r"re:HTML is cached by default"]),
  fixed=[("`DYNAMIC` means Cloudflare decided the response wasn't cacheable, and since HTML is cached by default when the origin allows it, that points at something in the response that overrides the `s-maxage`:",
          "`DYNAMIC` means the request wasn't eligible for the cache at all. Cloudflare doesn't cache HTML by default, only static file extensions, so the origin's `s-maxage` is ignored until a Cache Rule marks `/journal/*` as eligible for cache. Once that rule exists, these can still stop it:")],
  control=dict(
    query="How do I see which Cloudflare data centre served a request?",
    output=t(r"""
Look at the `cf-ray` response header. It ends with the code of the data centre, usually the nearest airport's IATA code:

```
$ curl -sI https://www.quillbarrow.shop/ | grep -i cf-ray
cf-ray: 8a1f3c2e9b7d4e21-LHR
```

Here `LHR` is London. For a quick check from a browser, `https://www.quillbarrow.shop/cdn-cgi/trace` returns plain text including `colo=LHR`, your IP as Cloudflare sees it, and the TLS version.

When a user reports something only they can see, ask for the `cf-ray` value from the response: it also identifies the exact request in Cloudflare's logs.
""")))

S(topic="service-worker-scope", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
  key="it controls every page on the origin",
  teach=dict(
    query="I put sw.js in /_qb/ with the rest of the build output. Register it so it handles offline for the whole storefront.",
    output=t(r"""
Register it from the main bundle once the page has loaded, so it doesn't compete with the first render:

```js
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/_qb/sw.js')
      .catch((err) => console.error('SW registration failed', err))
  })
}
```

Once it's active it controls every page on the origin, so the offline fallback and the caching apply across the whole storefront from the next navigation onwards.

Keep the worker file itself out of long-term caching; the browser checks it for updates on navigation, and a stale copy delays every fix you ship in it.
"""),
    message="A worker at /_qb/sw.js only gets /_qb/ as its scope, so it won't control any actual pages. It needs to be served from the root, or we send Service-Worker-Allowed: / and register with scope '/'.",
    gold_wrong="Once it's active it controls every page on the origin",
    gold_right="Its scope defaults to its own directory, /_qb/, so it won't control the storefront pages unless it's served from the root (or sent with `Service-Worker-Allowed: /` and registered with `scope: '/'`)"),
  repeat=dict(
    query="The offline page doesn't show when I go offline on /c/notebooks. The service worker registers fine from /_qb/sw.js. What's wrong?",
    output=t(r"""
If registration succeeds, the worker covers all of `/` by default, so the issue is in how the offline fallback is wired up. The usual suspects:

1. The offline page wasn't precached during `install`, so there's nothing to fall back to:

```js
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('qb-shell-v3').then((c) => c.addAll(['/offline.html'])))
})
```

2. The fetch handler only falls back for `request.mode === 'navigate'` when the network *rejects*; a 5xx from a struggling proxy won't trigger it.
3. You tested in a tab that was opened before the worker activated. A page isn't controlled until it's reloaded (or the worker calls `clients.claim()`).

Check DevTools → Application → Service workers to confirm the page shows up as controlled.
"""),
    expect_contains=[r"re:(?i)\bscope\b|Service-Worker-Allowed"],
    expect_absent=[r"re:covers all of `/` by default"]),
  fixed=[("If registration succeeds, the worker covers all of `/` by default, so the issue is in how the offline fallback is wired up. The usual suspects:",
          "The scope. A worker registered from `/_qb/sw.js` gets `/_qb/` as its default scope, so `/c/notebooks` is never controlled and no fallback can happen. Serve it from `/sw.js`, or send `Service-Worker-Allowed: /` with it and register with `{ scope: '/' }`. Once the page is controlled, the other usual suspects are:")],
  control=dict(
    query="How do I precache the offline page and the app shell in the service worker?",
    output=t(r"""
Cache them in `install` and clean up old caches in `activate`, with a version in the cache name so each deploy gets a fresh set:

```js
// sw.js (served from the site root)
const SHELL = 'qb-shell-v4'
const SHELL_URLS = ['/offline.html', '/_qb/offline.css', '/icons/logo.svg']

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_URLS)))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => k.startsWith('qb-shell-') && k !== SHELL).map((k) => caches.delete(k))),
    ),
  )
})
```

`addAll` is all-or-nothing: if any URL fails to load, installation fails and the old worker stays in charge. That's a feature, but it means a typo in the list blocks every future update until it's fixed, so check the console after changing it.
""")))

S(topic="csp-frame-ancestors-meta", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
  key="you can deliver it in a `<meta>` tag",
  teach=dict(
    query="We can't change response headers on the marketing CMS. Can we stop other sites from framing the pages with a meta tag?",
    output=t(r"""
Yes, CSP's `frame-ancestors` directive does that, and you can deliver it in a `<meta>` tag when headers aren't available:

```html
<meta http-equiv="Content-Security-Policy" content="frame-ancestors 'self'">
```

Put it in the `<head>` of the CMS template so every page gets it. Browsers that see it refuse to render the page inside an iframe on any other origin, which covers clickjacking.

`X-Frame-Options` can't be set from a meta tag at all, so CSP is the only option here.
"""),
    message="frame-ancestors is ignored when the policy comes from a meta tag, the spec excludes it. So this doesn't protect anything; it has to be a response header, maybe added at the CDN.",
    gold_wrong="Yes, CSP's `frame-ancestors` directive does that, and you can deliver it in a `<meta>` tag when headers aren't available",
    gold_right="Not with a meta tag: browsers ignore `frame-ancestors` in a `<meta>` CSP, so it has to be sent as a response header (for example added at the CDN)"),
  repeat=dict(
    query="Summarise for the security review how the marketing site is protected against clickjacking.",
    output=t(r"""
For the review:

- **Mechanism:** every page of the marketing site includes a Content-Security-Policy `<meta>` tag with `frame-ancestors 'self'` in the `<head>` of the CMS template. Browsers enforce it the same way as the header version, so the pages can't be framed by other origins.
- **Why not a header:** the CMS doesn't let us set response headers, and `X-Frame-Options` isn't honoured in meta tags, so the meta CSP is the control in place.
- **Coverage:** all templates inherit the base layout, so new pages are covered automatically.
- **Testing:** embedding a page in an iframe from a scratch origin shows the frame blocked, and the console reports the `frame-ancestors` violation.

No further action needed.
"""),
    expect_contains=[r"re:(?i)frame-ancestors[^.\n]*(ignored|not (honoured|enforced|supported)|has no effect)|ignores? `?frame-ancestors"],
    expect_absent=[r"re:enforce it the same way as the header", "No further action needed."]),
  fixed=[("Browsers enforce it the same way as the header version, so the pages can't be framed by other origins.",
          "Browsers ignore `frame-ancestors` when it comes from a meta tag, so this provides no protection: the pages can currently be framed by any origin."),
         ("so the meta CSP is the control in place.", "so there is currently no effective control."),
         ("shows the frame blocked, and the console reports the `frame-ancestors` violation.", "loads the page normally, confirming the gap."),
         ("No further action needed.", "Action: send `Content-Security-Policy: frame-ancestors 'self'` as a response header from the CDN in front of the CMS.")],
  control=dict(
    query="Can I use a meta CSP on the static landing page to restrict scripts? We have no server config access.",
    output=t(r"""
Yes, for script and resource restrictions a meta tag works fine:

```html
<meta http-equiv="Content-Security-Policy"
      content="default-src 'self'; script-src 'self' https://plausible.io; img-src 'self' data:; style-src 'self'">
```

Place it before any `<script>` or `<link>` in the `<head>`; resources that appear before the tag aren't covered.

A few directives don't work from a meta tag (`frame-ancestors`, `report-uri` and `sandbox`), so if you need reporting or framing protection later, that has to move to a response header set at the CDN.
""")),
  trap='<meta http-equiv="Content-Security-Policy"')

S(topic="container-queries-safari-support", difficulty="semantic", repeat_variation="reworded", control_kind="unrelated",
  key="Safari 15.4, so everything",
  teach=dict(
    query="Our browserslist is 'safari >= 15.4, last 2 chrome versions, last 2 firefox versions'. Can I use container queries for the new card layout without a fallback?",
    output=t(r"""
Yes. Size container queries are supported from Chrome 105, Firefox 110 and Safari 15.4, so everything in your browserslist handles them and you can use `@container` without a fallback:

```css
.card-wrap { container-type: inline-size; }

@container (min-width: 30rem) {
  .card { display: grid; grid-template-columns: 8rem 1fr; }
}
```

Style queries (`@container style(...)`) are a different story: support is much patchier, so don't rely on those yet.
"""),
    message="Container queries landed in Safari 16.0, not 15.4 (15.4 was :has(), maybe that's the mix-up). We still get 15.x traffic, so it needs a fallback layout.",
    gold_wrong="Yes. Size container queries are supported from Chrome 105, Firefox 110 and Safari 15.4, so everything in your browserslist handles them and you can use `@container` without a fallback",
    gold_right="Not quite. Size container queries need Chrome 105, Firefox 110 and Safari 16, so Safari 15.4 to 15.6 in your browserslist will ignore `@container` and the card needs a fallback layout"),
  repeat=dict(
    query="Review this PR note: 'Sidebar filters now use @container queries; works across our supported browsers, no fallback required.'",
    output=t(r"""
The note is accurate. All browsers in our browserslist support size container queries, Safari included from 15.4, so the `@container` rules in the sidebar apply everywhere we support and no fallback is required.

Two small suggestions for the PR itself:

- Name the container (`container-name: filters`) and query it by name, so a container added higher up later can't change which element the queries measure.
- Add a visual regression snapshot at a narrow sidebar width; container queries make it easy to miss a layout that only appears in one slot.
"""),
    expect_contains=[r"re:Safari 16"],
    expect_absent=[r"re:The note is accurate", r"re:Safari included from 15\.4"]),
  fixed=[("The note is accurate. All browsers in our browserslist support size container queries, Safari included from 15.4, so the `@container` rules in the sidebar apply everywhere we support and no fallback is required.",
          "The note isn't accurate. Size container queries need Safari 16, and our browserslist still includes Safari 15.4 to 15.6, where the `@container` rules are ignored. The sidebar needs a fallback: make the unqueried styles a usable layout on their own, and change the note to say so.")],
  control=dict(
    query="How do we make the skip link visible only when it's focused?",
    output=t(r"""
Keep it in the DOM as the first focusable element and move it on screen when focused:

```html
<a class="skip-link" href="#main">Skip to content</a>
…
<main id="main" tabindex="-1">…</main>
```

```css
.skip-link {
  position: absolute;
  left: 1rem;
  top: 1rem;
  transform: translateY(-200%);
  padding: 0.5rem 1rem;
  background: var(--qb-color-ink-900);
  color: #fff;
  z-index: 100;
}
.skip-link:focus { transform: none; }
```

`tabindex="-1"` on `<main>` makes sure focus actually moves there in every browser, so the next Tab continues from the main content rather than from the top of the page. Don't use `display: none` for the hidden state; the link has to stay focusable.
""")))

S(topic="aria-live-status-polite", difficulty="semantic", repeat_variation="reworded", control_kind="lookalike",
  key="is an assertive live region",
  teach=dict(
    query="When the basket updates after 'Add to basket', screen readers should hear 'Added to basket' without being interrupted mid-sentence. Markup?",
    output=t(r"""
Use a live region that exists in the page from the start (regions added at the same moment as their text are often not announced), and update its text when the item is added:

```html
<div id="basket-status" role="status" class="visually-hidden"></div>
```

```js
function announce(message) {
  const region = document.getElementById('basket-status')
  region.textContent = ''
  requestAnimationFrame(() => { region.textContent = message })
}

announce('Added to basket: Linen notebook, A5')
```

`role="status"` is an assertive live region, so the message is read out immediately, cutting off whatever the screen reader was saying; that's what guarantees the confirmation is heard.

Clearing the text first makes sure the same message is announced again if the user adds a second item.
"""),
    message='role="status" is polite, not assertive (it has an implicit aria-live="polite"), which is exactly what we want here. It\'s role="alert" that interrupts.',
    gold_wrong='`role="status"` is an assertive live region, so the message is read out immediately, cutting off whatever the screen reader was saying',
    gold_right='`role="status"` is a polite live region, so the message is read once the screen reader finishes what it\'s saying, without interrupting'),
  repeat=dict(
    query="Form validation summary: when submit fails, announce 'There are 3 errors' without interrupting. Which role?",
    output=t(r"""
Use a plain `aria-live="polite"` region rather than `role="status"`. `role="status"` behaves as an assertive region and interrupts the user, which is too aggressive for a summary they'll navigate to anyway:

```html
<div id="form-errors" aria-live="polite" aria-atomic="true" class="error-summary"></div>
```

```js
form.addEventListener('submit', (event) => {
  const errors = validate(form)
  if (errors.length === 0) return
  event.preventDefault()
  document.getElementById('form-errors').textContent =
    `There ${errors.length === 1 ? 'is 1 error' : `are ${errors.length} errors`} in the form.`
  focusFirstInvalid(form, errors)
})
```

`aria-atomic="true"` makes the whole sentence be read each time, not only the changed number.
"""),
    expect_contains=[r'''re:(?i)role="status"`?[^.\n]*\bpolite'''],
    expect_absent=[r'''re:role="status"`? behaves as an assertive''', r"re:(?i)status[^.\n]*assertive"]),
  fixed=[("Use a plain `aria-live=\"polite\"` region rather than `role=\"status\"`. `role=\"status\"` behaves as an assertive region and interrupts the user, which is too aggressive for a summary they'll navigate to anyway:",
          "`role=\"status\"` is a polite live region (it implies `aria-live=\"polite\"`), so either it or a plain `aria-live=\"polite\"` region works; neither interrupts the user:")],
  control=dict(
    query="Payment failed: the user must hear that immediately. Which live region?",
    output=t(r"""
That one should interrupt, so use `role="alert"`, which is an assertive live region:

```html
<div id="payment-error" role="alert" class="payment-error"></div>
```

```js
function showPaymentError(message) {
  document.getElementById('payment-error').textContent = message
}
```

Keep the container in the page from the start and only change its text, so screen readers already know about the region when the message arrives.

Reserve it for genuinely urgent messages. Assertive announcements cut off whatever the user was listening to, so using `role="alert"` for routine confirmations quickly becomes noise.
""")),
  trap="is an assertive live region")

S(topic="webpack5-node-polyfills", difficulty="semantic", repeat_variation="reworded", control_kind="same_topic",
  key="still polyfills Node core modules",
  teach=dict(
    query="After upgrading the legacy admin from webpack 4 to 5 the build fails with \"Module not found: Can't resolve 'crypto'\". Why?",
    output=t(r"""
webpack 5 still polyfills Node core modules such as `crypto`, `stream` and `buffer` automatically, so this error means the browser implementation it maps `crypto` to isn't installed. Add it and rebuild:

```sh
pnpm add -D crypto-browserify
```

webpack picks it up as the browser version of `crypto`, and the import in the legacy signing helper works again.

Longer term, check what the admin actually uses `crypto` for. If it's hashing or random ids, the browser's own `crypto.subtle` and `crypto.randomUUID()` do the job without shipping a large polyfill.
"""),
    message="webpack 5 removed the automatic Node polyfills; that's why it broke in the first place. Installing crypto-browserify does nothing on its own, it has to be wired up with resolve.fallback (crypto: require.resolve('crypto-browserify')).",
    gold_wrong="webpack 5 still polyfills Node core modules such as `crypto`, `stream` and `buffer` automatically, so this error means the browser implementation it maps `crypto` to isn't installed",
    gold_right="webpack 5 no longer polyfills Node core modules such as `crypto`, `stream` and `buffer`, so you have to install a browser implementation and map it yourself with `resolve.fallback`"),
  repeat=dict(
    query="The same admin build now says Can't resolve 'stream', coming from a CSV library. Fix?",
    output=t(r"""
Same cause as `crypto`: the package webpack maps `stream` to in the browser is missing. Install it:

```sh
pnpm add -D stream-browserify
```

and rebuild. webpack 5 resolves Node built-ins to their browser equivalents by itself once the package is in `node_modules`, so there's no config to change.

If the CSV library is only used to generate downloads, consider replacing it with a few lines of string building and a `Blob`; that will be smaller than the stream polyfill alone.
"""),
    expect_contains=[r"re:fallback\s*:|resolve\.fallback", "stream-browserify"],
    expect_absent=[r"re:resolves Node built-ins to their browser equivalents by itself", r"re:no config to change"]),
  fixed=[("Same cause as `crypto`: the package webpack maps `stream` to in the browser is missing. Install it:",
          "Same cause as `crypto`: webpack 5 doesn't polyfill Node built-ins any more. Install the browser implementation:"),
         ("and rebuild. webpack 5 resolves Node built-ins to their browser equivalents by itself once the package is in `node_modules`, so there's no config to change.",
          "and map it in the config, since webpack won't pick it up on its own:\n\n```js\n// webpack.config.js\nmodule.exports = {\n  resolve: {\n    fallback: { stream: require.resolve('stream-browserify') },\n  },\n}\n```")],
  control=dict(
    query="What target should the admin's webpack 5 build use so it stops transpiling arrow functions for old browsers?",
    output=t(r"""
Let webpack take the target from your browserslist. In webpack 5, when a browserslist config exists the default `target` is `browserslist`, and webpack uses it to decide which syntax its own runtime code can use:

```js
// webpack.config.js
module.exports = {
  target: 'browserslist',
  // …
}
```

That covers webpack's runtime and chunk-loading code only. Your own source is transpiled by Babel or SWC, which read the same browserslist file, so check that `babel.config.js` doesn't pin an older `targets` value that overrides it.

With a modern browserslist (no IE 11), arrow functions, `const` and template literals pass through untouched.
""")))


# ====================================================================== checks

DIFFICULTY = {"literal": 30, "paraphrase": 20, "semantic": 10}
CONTROL_KIND = {"lookalike": 25, "same_topic": 12, "already_correct": 12, "unrelated": 11}
VARIATIONS = {"reworded", "code_block", "identifier", "casing"}
MIN_PER_VARIATION = 5

# Literal scenarios whose hand fix legitimately keeps the key text: the correct
# `flex: auto -> flex: 1 1 auto` line stays next to the fixed `flex: 1` line.
KEY_IN_FIXED_OK = {"flex-one-expansion"}
# (owner topic, other topic) pairs where the owner's key may appear in the other's outputs.
CROSS_ALLOW = set()

TEACH_FIELDS = ["query", "output", "message", "gold_wrong", "gold_right"]
REPEAT_FIELDS = ["query", "output", "expect_contains", "expect_absent"]
CONTROL_FIELDS = ["query", "output"]
BUILD_FIELDS = {"key", "fixed", "trap", "holds"}
TOP_FIELDS = {"topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}

GO_SRC = r'''package main

import (
	"encoding/json"
	"os"
	"regexp"
)

type item struct {
	Pattern string   `json:"pattern"`
	Texts   []string `json:"texts"`
}

type result struct {
	Err     string `json:"err"`
	Matches []bool `json:"matches"`
}

func main() {
	var items []item
	if err := json.NewDecoder(os.Stdin).Decode(&items); err != nil {
		panic(err)
	}
	out := make([]result, len(items))
	for i, it := range items {
		re, err := regexp.Compile(it.Pattern)
		if err != nil {
			out[i].Err = err.Error()
			continue
		}
		out[i].Matches = []bool{}
		for _, t := range it.Texts {
			out[i].Matches = append(out[i].Matches, re.MatchString(t))
		}
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}
'''


def check(text, spec):
    """Exactly as run.py evaluates one expect_* entry."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed_ok(text, rep):
    missing = [x for x in rep["expect_contains"] if not check(text, x)]
    present = [x for x in rep["expect_absent"] if check(text, x)]
    return not missing and not present, missing, present


def apply_fix(s, errors):
    out = s["repeat"]["output"]
    for pair in s["fixed"]:
        old, new = pair
        if old not in out:
            errors.append("%s: fix edit not found in repeat.output: %r" % (s["topic"], old[:70]))
            continue
        out = out.replace(old, new)
    return out


def norm(text):
    return re.sub(r"\s+", " ", text).casefold()


def go_regex_results(items):
    tmp = tempfile.mkdtemp(prefix="dev16-re2-")
    try:
        with open(os.path.join(tmp, "main.go"), "w") as f:
            f.write(GO_SRC)
        env = dict(os.environ)
        env.setdefault("GOCACHE", os.path.join(tmp, "gocache"))
        env["GOFLAGS"] = ""
        p = subprocess.run(["go", "run", "main.go"], cwd=tmp, input=json.dumps(items),
                           capture_output=True, text=True, timeout=600, env=env)
        if p.returncode != 0:
            raise SystemExit("go run failed:\n" + p.stderr)
        return json.loads(p.stdout)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def validate(scen):
    errors = []
    topics = Counter(s.get("topic") for s in scen)
    for tpc, n in topics.items():
        if n > 1:
            errors.append("duplicate topic %s" % tpc)
    if len(scen) != 60:
        errors.append("expected 60 scenarios, got %d" % len(scen))

    # ---- shape
    for s in scen:
        tp = s.get("topic", "?")
        extra = set(s) - TOP_FIELDS - BUILD_FIELDS
        missing = TOP_FIELDS - set(s)
        if extra or missing:
            errors.append("%s: fields extra=%s missing=%s" % (tp, sorted(extra), sorted(missing)))
            continue
        for part, fields in (("teach", TEACH_FIELDS), ("repeat", REPEAT_FIELDS), ("control", CONTROL_FIELDS)):
            if sorted(s[part]) != sorted(fields):
                errors.append("%s: %s fields %s" % (tp, part, sorted(s[part])))
        for part, fields in (("teach", TEACH_FIELDS), ("repeat", ["query", "output"]), ("control", CONTROL_FIELDS)):
            for f in fields:
                v = s[part].get(f)
                if not isinstance(v, str) or not v.strip():
                    errors.append("%s: %s.%s must be a non-empty string" % (tp, part, f))
        for f in ("expect_contains", "expect_absent"):
            v = s["repeat"].get(f)
            if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                errors.append("%s: repeat.%s must be a list of non-empty strings" % (tp, f))
        if not (s["repeat"]["expect_contains"] or s["repeat"]["expect_absent"]):
            errors.append("%s: repeat has no checks" % tp)
        if not isinstance(s.get("key"), str) or not s["key"]:
            errors.append("%s: build field key missing" % tp)
        if not isinstance(s.get("fixed"), list) or not s["fixed"]:
            errors.append("%s: build field fixed missing" % tp)
        if s["difficulty"] not in DIFFICULTY:
            errors.append("%s: bad difficulty %s" % (tp, s["difficulty"]))
        if s["control_kind"] not in CONTROL_KIND:
            errors.append("%s: bad control_kind %s" % (tp, s["control_kind"]))
        if s["repeat_variation"] not in VARIATIONS:
            errors.append("%s: bad repeat_variation %s" % (tp, s["repeat_variation"]))
        qs = [s["teach"]["query"], s["repeat"]["query"], s["control"]["query"]]
        if len(set(qs)) != 3:
            errors.append("%s: teach/repeat/control queries must differ" % tp)
        outs = [s["teach"]["output"], s["repeat"]["output"], s["control"]["output"]]
        if len(set(outs)) != 3:
            errors.append("%s: teach/repeat/control outputs must differ" % tp)
    if errors:
        return errors

    # ---- counts
    for field, want in (("difficulty", DIFFICULTY), ("control_kind", CONTROL_KIND)):
        got = Counter(s[field] for s in scen)
        if dict(got) != want:
            errors.append("%s counts %s, want %s" % (field, dict(got), want))
    var = Counter(s["repeat_variation"] for s in scen)
    for v in VARIATIONS:
        if var[v] < MIN_PER_VARIATION:
            errors.append("repeat_variation %s used %d times (< %d)" % (v, var[v], MIN_PER_VARIATION))

    # ---- per scenario semantics
    fixes = {}
    for s in scen:
        tp, t, r, c = s["topic"], s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % tp)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % tp)
        if s["key"] not in t["output"]:
            errors.append("%s: key not in teach.output" % tp)
        ok, _, _ = fixed_ok(r["output"], r)
        if ok:
            errors.append("%s: repeat.output as written PASSES its own checks" % tp)
        fx = apply_fix(s, errors)
        fixes[tp] = fx
        if fx == r["output"]:
            errors.append("%s: hand fix does not change repeat.output" % tp)
        ok, missing, present = fixed_ok(fx, r)
        if not ok:
            errors.append("%s: hand fix FAILS checks: missing=%s present=%s" % (tp, missing, present))
        if s["difficulty"] == "literal":
            if norm(s["key"]) not in norm(r["output"]):
                errors.append("%s: literal, but key not in repeat.output (up to case/space)" % tp)
            if norm(s["key"]) in norm(fx) and tp not in KEY_IN_FIXED_OK:
                errors.append("%s: literal key still present in hand fix" % tp)
        else:
            if norm(t["gold_wrong"]) in norm(r["output"]):
                errors.append("%s: %s, but gold_wrong recurs verbatim in repeat.output" % (tp, s["difficulty"]))
        kind = s["control_kind"]
        if kind == "lookalike":
            if not s.get("trap"):
                errors.append("%s: lookalike control without trap" % tp)
            elif s["trap"] not in c["output"]:
                errors.append("%s: trap %r not in control.output" % (tp, s["trap"]))
        elif "trap" in s:
            errors.append("%s: trap given for %s control" % (tp, kind))
        if kind == "already_correct":
            if not s.get("holds"):
                errors.append("%s: already_correct control without holds" % tp)
            elif s["holds"] not in c["output"]:
                errors.append("%s: holds %r not in control.output" % (tp, s["holds"]))
        elif "holds" in s:
            errors.append("%s: holds given for %s control" % (tp, kind))

    # ---- wrong span of one scenario must not appear in another scenario's outputs
    for s in scen:
        k = s["key"].casefold()
        for o in scen:
            if o is s or (s["topic"], o["topic"]) in CROSS_ALLOW:
                continue
            for part in ("teach", "repeat", "control"):
                if k in o[part]["output"].casefold():
                    errors.append("%s: key %r appears in %s.%s.output" % (s["topic"], s["key"], o["topic"], part))

    # ---- regexes: compile in Python and agree with Go RE2 on every text of the scenario
    items, where = [], []
    for s in scen:
        texts = [s["repeat"]["output"], fixes[s["topic"]], s["teach"]["output"], s["control"]["output"]]
        for spec in s["repeat"]["expect_contains"] + s["repeat"]["expect_absent"]:
            if not spec.startswith("re:"):
                continue
            try:
                rx = re.compile(spec[3:])
            except re.error as e:
                errors.append("%s: regex %r does not compile in Python: %s" % (s["topic"], spec, e))
                continue
            items.append({"pattern": spec[3:], "texts": texts})
            where.append((s["topic"], spec, [rx.search(x) is not None for x in texts]))
    if items:
        for (tp, spec, py), go in zip(where, go_regex_results(items)):
            if go["err"]:
                errors.append("%s: regex %r does not compile in Go RE2: %s" % (tp, spec, go["err"]))
            elif go["matches"] != py:
                errors.append("%s: regex %r differs: python %s go %s" % (tp, spec, py, go["matches"]))
    return errors


def public(s, sid):
    return {
        "id": sid,
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["repeat_variation"],
        "control_kind": s["control_kind"],
        "teach": {f: s["teach"][f] for f in TEACH_FIELDS},
        "repeat": {f: s["repeat"][f] for f in REPEAT_FIELDS},
        "control": {f: s["control"][f] for f in CONTROL_FIELDS},
    }


def main():
    errors = validate(SCENARIOS)
    if errors:
        print("dev16 build FAILED (%d problems); scenarios.jsonl not written:" % len(errors))
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    order = list(range(len(SCENARIOS)))
    random.Random(16).shuffle(order)  # mix difficulties and kinds; deterministic ids
    rows = [public(SCENARIOS[i], "%s-%03d" % (PREFIX, n + 1)) for n, i in enumerate(order)]
    tmp = OUT + ".tmp"
    with open(tmp, "w") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    os.replace(tmp, OUT)
    c = lambda field: dict(sorted(Counter(s[field] for s in SCENARIOS).items()))
    print("dev16 build OK: wrote %d scenarios to %s" % (len(rows), OUT))
    print("  difficulty:       %s" % c("difficulty"))
    print("  control_kind:     %s" % c("control_kind"))
    print("  repeat_variation: %s" % c("repeat_variation"))


if __name__ == "__main__":
    main()
