#!/usr/bin/env python3
"""dev48: hand-written learning-loop scenarios on front-end build configuration.

    python3 eval/dev48/build.py

Holds the scenario data, validates it, and (only if validation passes) writes
scenarios.jsonl and README.md next to this file. Python 3 standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d48"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
TOPICS = ("nextjs", "vite", "webpack", "babel", "tsconfig", "eslint", "tailwind", "env-vars",
          "team-conventions")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TARGET_VARIATION = {"reworded": 15, "code_block": 18}  # the other six: 2..8 each

SCEN = []


def sc(topic, difficulty, variation, control_kind, tq, to, msg, gw, gr, rq, ro, ec, ea, fix, cq, co,
       hold=None):
    """One scenario. fix: (old, new) replacements turning repeat.output into a correct answer.
    hold: text the control must contain (lookalike / already_correct)."""
    SCEN.append(dict(topic=topic, difficulty=difficulty, variation=variation, control_kind=control_kind,
                     tq=tq, to=to, msg=msg, gw=gw, gr=gr, rq=rq, ro=ro, ec=ec, ea=ea, fix=fix,
                     cq=cq, co=co, hold=hold))


# ---------------------------------------------------------------- 001
sc("env-vars", "literal", "code_block", "lookalike",
   "Why is my Stripe publishable key undefined in a Next.js client component?",
   "Only prefixed variables get inlined into the browser bundle. Rename it to `PUBLIC_STRIPE_KEY` in "
   "`.env.local`, read it as `process.env.PUBLIC_STRIPE_KEY`, and restart `next dev`.",
   "That's the Astro prefix. Next only inlines NEXT_PUBLIC_*, so it has to be NEXT_PUBLIC_STRIPE_KEY.",
   "PUBLIC_STRIPE_KEY", "NEXT_PUBLIC_STRIPE_KEY",
   "next.js: stripe pk env var is empty in the browser",
   "Give it the public prefix and restart the dev server:\n```\n# .env.local\nPUBLIC_STRIPE_KEY=pk_test_51Hx9kQ\n```\n"
   "Then use `process.env.PUBLIC_STRIPE_KEY` when you call `loadStripe`.",
   ["NEXT_PUBLIC_STRIPE_KEY"],
   [r"re:(?m)^PUBLIC_STRIPE_KEY=", r"re:process\.env\.PUBLIC_STRIPE_KEY"],
   [("PUBLIC_STRIPE_KEY", "NEXT_PUBLIC_STRIPE_KEY")],
   "How do I expose the Stripe publishable key to client-side scripts in our Astro docs site?",
   "Astro inlines variables that start with `PUBLIC_`, so `PUBLIC_STRIPE_KEY` in `.env` is readable as "
   "`import.meta.env.PUBLIC_STRIPE_KEY` in client scripts; anything without the prefix stays server-only.",
   hold="PUBLIC_STRIPE_KEY")

# ---------------------------------------------------------------- 002
sc("nextjs", "literal", "code_block", "lookalike",
   "How do I make an App Router page regenerate its data every 5 minutes?",
   "Export a segment config from the page: `export const revalidate = 300000`, because Next takes the "
   "interval in milliseconds.",
   "revalidate is seconds, not ms, so 300",
   "revalidate = 300000", "revalidate = 300",
   "ISR every five minutes for app/pricing/page.tsx?",
   "```tsx\n// app/pricing/page.tsx\nexport const revalidate = 300000; // 5 minutes\n\n"
   "export default async function PricingPage() {\n  const plans = await getPlans();\n"
   "  return <PlanTable plans={plans} />;\n}\n```",
   [r"re:revalidate\s*=\s*300\b"],
   [r"re:revalidate\s*[=:]\s*300000"],
   [("revalidate = 300000", "revalidate = 300")],
   "How do I poll the order status every five minutes from a client component?",
   "Use an interval in an effect: `useEffect(() => { const id = setInterval(refetch, 300000); return () => "
   "clearInterval(id); }, [refetch]);` setInterval takes milliseconds, so 300000 is five minutes.",
   hold="300000")

# ---------------------------------------------------------------- 003
sc("nextjs", "literal", "code_block", "same_topic",
   "How do I produce a fully static build of our Next 14 marketing site for S3?",
   "Run `next build && next export`; the static files end up in `out/`, which you can sync to the bucket.",
   "next export got removed in 14. set output: 'export' in next.config.js and plain next build writes out/",
   "next build && next export", "next build (with output: 'export' in next.config.js)",
   "static export script for a Next.js 14 app?",
   "Add a script for it:\n```json\n\"scripts\": {\n  \"build:static\": \"next build && next export\"\n}\n```\n"
   "The HTML lands in `out/`.",
   [r"re:output:\s*['\"]export['\"]"],
   ["next export"],
   [("next build && next export", "next build"),
    ("The HTML lands in `out/`.", "With `output: 'export'` in next.config.js, the HTML lands in `out/`.")],
   "Can I still use next/image in a static export?",
   "Yes, but the default loader needs a server, so set `images: { unoptimized: true }` in next.config.js or "
   "configure a custom loader; `next build` then writes everything to `out/`.")

# ---------------------------------------------------------------- 004
sc("nextjs", "paraphrase", "other_identifier", "lookalike",
   "Where do I put middleware.ts in a Next 14 App Router project that uses a src/ directory?",
   "Create it inside the app directory as `src/app/middleware.ts` and export a `middleware` function plus a "
   "`config.matcher`.",
   "It goes in src/middleware.ts, next to app/, not inside it. Next never picks it up from app/.",
   "src/app/middleware.ts", "src/middleware.ts",
   "nextjs app router without src/ - which file for auth middleware?",
   "Put it at `app/middleware.ts` with `export function middleware(req: NextRequest)` and a matcher for "
   "`/dashboard/:path*`.",
   [r"re:(?<![/\w])middleware\.ts"],
   ["app/middleware.ts"],
   [("`app/middleware.ts`", "`middleware.ts` in the project root (next to `app/`)")],
   "In our Nuxt 4 app, where do named route middleware files go?",
   "Under `app/middleware/`, e.g. `app/middleware/auth.ts`, and pages opt in with "
   "`definePageMeta({ middleware: 'auth' })`.",
   hold="app/middleware/")

# ---------------------------------------------------------------- 005
sc("env-vars", "semantic", "prose_claim", "lookalike",
   "Can we change NEXT_PUBLIC_API_URL per environment without rebuilding our Next.js Docker image?",
   "Yes, `NEXT_PUBLIC_` variables are read from the container environment when the server starts, so just "
   "set a different value in each deployment.",
   "they're inlined at build time though - the image bakes in whatever value was set during next build. "
   "we'd need a rebuild per env or a runtime config endpoint",
   "`NEXT_PUBLIC_` variables are read from the container environment when the server starts",
   "`NEXT_PUBLIC_` variables are inlined into the client bundle at build time",
   "if I change NEXT_PUBLIC_SENTRY_ENV in the k8s deployment, do I have to rebuild?",
   "No rebuild needed: Next picks up `NEXT_PUBLIC_SENTRY_ENV` from the pod environment at startup, so a "
   "rollout with the new value is enough.",
   [r"re:(?i)(inlined|baked|embedded|replaced|frozen)[^.]{0,80}build"],
   [r"re:(?i)no rebuild needed", r"re:(?i)from the pod environment at startup"],
   [("No rebuild needed: Next picks up `NEXT_PUBLIC_SENTRY_ENV` from the pod environment at startup, so a "
     "rollout with the new value is enough.",
     "Yes: `NEXT_PUBLIC_SENTRY_ENV` is inlined into the client bundle at build time, so changing it in the "
     "deployment does nothing until you rebuild the image.")],
   "If I rotate DATABASE_URL in the Deployment, does the Next.js server pick it up without a rebuild?",
   "Yes: server-only variables such as `DATABASE_URL` are read from the container environment at runtime "
   "(in server actions and dynamically rendered routes), so updating the Deployment and rolling the pods is "
   "enough. Only `NEXT_PUBLIC_` values are frozen into the client bundle at build time.",
   hold="read from the container environment")

# ---------------------------------------------------------------- 006
sc("nextjs", "literal", "reworded", "same_topic",
   "I get 'useState only works in Client Components' in app/cart/CartButton.tsx. How do I fix it?",
   "Mark the file as interactive by adding `'use server'` as its very first line, above the imports.",
   "'use server' is for server actions. You want 'use client' at the top of that file.",
   "'use server'", "'use client'",
   "Next app router: a component with onClick and useState throws, which directive do I add?",
   "Put the `'use server'` directive at the top of the component file, before any imports, and the hook "
   "error goes away.",
   [r"re:[\"']use client[\"']"],
   [r"re:[\"']use server[\"']` directive"],
   [("'use server'", "'use client'")],
   "Can a client component render a server component inside it?",
   "Not by importing it, but you can pass the server component as `children` (or another prop) to the "
   "client component, and Next renders it on the server.")

# ---------------------------------------------------------------- 007
sc("nextjs", "literal", "code_block", "lookalike",
   "next/image errors that hostname cdn.shopify.com isn't configured. What do I add?",
   "Allow the host in next.config.js:\n```js\nmodule.exports = {\n  images: { domains: ['cdn.shopify.com'] },\n};\n```",
   "domains is deprecated on 14.2, we use remotePatterns - protocol https, hostname cdn.shopify.com",
   "domains: ['cdn.shopify.com']", "remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopify.com' }]",
   "Unconfigured host cdn.shopify.com with next/image, how do I allow it?",
   "```js\n// next.config.js\nconst nextConfig = {\n  images: {\n    domains: ['cdn.shopify.com'],\n  },\n};\n\n"
   "module.exports = nextConfig;\n```",
   ["remotePatterns"],
   [r"re:domains:\s*\[\s*['\"]"],
   [("domains: ['cdn.shopify.com'],", "remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopify.com' }],")],
   "Pages router i18n: how do I serve the French locale from example.fr?",
   "Use domain routing in next.config.js: `i18n: { locales: ['en-US', 'fr'], defaultLocale: 'en-US', "
   "domains: [{ domain: 'example.fr', defaultLocale: 'fr' }] }`.",
   hold="domains: [")

# ---------------------------------------------------------------- 008
sc("nextjs", "paraphrase", "equivalent_construct", "same_topic",
   "How do I shrink our Next.js Docker image so it doesn't ship all of node_modules?",
   "Set `target: 'serverless'` in next.config.js; the build then emits a minimal server you can copy into a "
   "slim node image.",
   "target was deprecated in 12 and is gone since 13. What you want is output: 'standalone', which writes "
   ".next/standalone/server.js",
   "target: 'serverless'", "output: 'standalone'",
   "smaller runtime image for next 14 in docker?",
   "Set it in next.config.mjs:\n```js\nconst nextConfig = {};\nnextConfig.target = 'serverless';\n"
   "export default nextConfig;\n```\nThen copy `.next/` into the runtime stage.",
   [r"re:output\s*[:=]\s*['\"]standalone['\"]"],
   ["serverless"],
   [("nextConfig.target = 'serverless';", "nextConfig.output = 'standalone';"),
    ("Then copy `.next/` into the runtime stage.",
     "Then copy `.next/standalone` and `.next/static` into the runtime stage.")],
   "With standalone output, what else do I need to copy in the Dockerfile?",
   "Copy `.next/static` into `.next/standalone/.next/static` and `public/` into `.next/standalone/public`; "
   "standalone output leaves both out so they can go to a CDN instead.")

# ---------------------------------------------------------------- 009
sc("nextjs", "semantic", "prose_claim", "lookalike",
   "We added SVGR through the webpack() hook in next.config.js. Will it work with `next dev --turbo`?",
   "Yes, Turbopack still runs your `webpack()` function from next.config.js, so the SVGR loader applies in "
   "dev just like in `next build`.",
   "turbopack doesn't run the webpack() hook at all, the svg loader has to be declared again in the "
   "turbopack rules config",
   "Turbopack still runs your `webpack()` function",
   "Turbopack ignores the `webpack()` function; declare the loader under the Turbopack `rules`",
   "does next dev --turbopack pick up our custom webpack rule for .graphql files?",
   "It does: the `webpack(config)` callback in next.config.js is applied by Turbopack as well, so your "
   "graphql-tag loader keeps working.",
   [r"re:(?i)\brules\b"],
   [r"re:(?i)applied by Turbopack as well", r"re:^It does\b"],
   [("It does: the `webpack(config)` callback in next.config.js is applied by Turbopack as well, so your "
     "graphql-tag loader keeps working.",
     "It doesn't: Turbopack ignores the `webpack(config)` callback in next.config.js, so declare the "
     "graphql-tag loader again under the Turbopack `rules` config.")],
   "On Next 14, does a plain `next build` still use that webpack() hook?",
   "Yes: on Next 14 `next build` bundles with webpack, so your `webpack(config)` callback runs there and the "
   "SVGR rule applies to production builds.",
   hold="`webpack(config)` callback runs")

# ---------------------------------------------------------------- 010
sc("env-vars", "literal", "code_block", "lookalike",
   "How do I read the API base URL from .env in our Vite + React app?",
   "Add `VITE_API_BASE_URL=https://api.example.com` to `.env` and read it in components with "
   "`process.env.VITE_API_BASE_URL`.",
   "process.env doesnt exist in vite client code, its import.meta.env.VITE_API_BASE_URL",
   "process.env.VITE_API_BASE_URL", "import.meta.env.VITE_API_BASE_URL",
   "where do I get VITE_API_BASE_URL from inside a React component?",
   "Like this:\n```ts\nconst baseUrl = process.env.VITE_API_BASE_URL;\n"
   "const res = await fetch(`${baseUrl}/orders`);\n```",
   ["import.meta.env.VITE_API_BASE_URL"],
   ["process.env.VITE_API_BASE_URL"],
   [("process.env.VITE_API_BASE_URL", "import.meta.env.VITE_API_BASE_URL")],
   "How do I set the dev proxy target from a shell variable in vite.config.ts?",
   "The config runs in Node, so read it there: `server: { proxy: { '/api': process.env.VITE_PROXY_TARGET ?? "
   "'http://localhost:8081' } }`. Vite hasn't loaded your .env files at that point, so export the variable in "
   "the shell or use `loadEnv(mode, process.cwd(), '')`.",
   hold="process.env.VITE_PROXY_TARGET")

# ---------------------------------------------------------------- 011
sc("vite", "literal", "reworded", "lookalike",
   "What URL do I open after `npm run dev` in a fresh Vite project?",
   "Vite serves the app at http://localhost:3000 by default; pass `--port` if something else is already "
   "using it.",
   "vite's default is 5173. 3000 is what next/CRA use",
   "localhost:3000", "localhost:5173",
   "fresh vite app, which port does it come up on?",
   "Open http://localhost:3000 in the browser; that's where the Vite dev server listens unless you change "
   "`server.port`.",
   ["localhost:5173"],
   ["Open http://localhost:3000"],
   [("localhost:3000", "localhost:5173")],
   "And what does `next dev` use if I don't pass a port?",
   "`next dev` serves the app at http://localhost:3000 unless you pass `-p` or set `PORT`.",
   hold="localhost:3000")

# ---------------------------------------------------------------- 012
sc("vite", "literal", "code_block", "lookalike",
   "How do I proxy /api to our backend on port 8081 during vite dev to avoid CORS?",
   "Add a proxy to vite.config.ts:\n```ts\nexport default defineConfig({\n"
   "  devServer: { proxy: { '/api': 'http://localhost:8081' } },\n});\n```",
   "In Vite the key is server.proxy. devServer is webpack-dev-server's option.",
   "devServer: { proxy", "server: { proxy",
   "vite: forward /graphql to localhost:4000 while developing",
   "```ts\n// vite.config.ts\nexport default defineConfig({\n  plugins: [react()],\n  devServer: {\n"
   "    proxy: { '/graphql': 'http://localhost:4000' },\n  },\n});\n```",
   [r"re:(?<![\w])server:\s*\{\s*proxy"],
   [r"re:defineConfig\(\{[^}]*devServer"],
   [("devServer: {", "server: {")],
   "Our legacy webpack app needs /api proxied to 8081 as well. What goes in webpack.config.js?",
   "```js\nmodule.exports = {\n  // ...\n  devServer: {\n    port: 8080,\n"
   "    proxy: [{ context: ['/api'], target: 'http://localhost:8081' }],\n  },\n};\n```",
   hold="devServer: {")

# ---------------------------------------------------------------- 013
sc("vite", "paraphrase", "other_identifier", "lookalike",
   "We serve the Vite app from https://example.com/admin/ and the assets 404. What config do I need?",
   "Set `publicPath: '/admin/'` in vite.config.ts so the built asset URLs include the prefix.",
   "vite calls it base. publicPath is webpack's output option",
   "publicPath: '/admin/'", "base: '/admin/'",
   "vite build served under /portal/, the JS chunks load from the root and fail",
   "Add `publicPath: '/portal/'` to the config object in vite.config.ts and rebuild; Vite will prefix every "
   "asset URL with it.",
   [r"re:base:\s*['\"]/portal/['\"]"],
   [r"re:publicPath:\s*['\"]/portal/"],
   [("publicPath: '/portal/'", "base: '/portal/'")],
   "In the old webpack build of the admin app, lazy chunks load from / instead of /admin/. Which option sets "
   "that?",
   "That's `output.publicPath`: set `output: { publicPath: '/admin/' }` so webpack's runtime prefixes chunk "
   "URLs with it.",
   hold="publicPath: '/admin/'")

# ---------------------------------------------------------------- 014
sc("vite", "paraphrase", "equivalent_construct", "same_topic",
   "In a Vite app, how do I check at runtime whether it was built with `--mode staging`?",
   "Compare `import.meta.env.NODE_ENV === 'staging'`; Vite sets it from the `--mode` flag.",
   "It's import.meta.env.MODE. NODE_ENV isn't on import.meta.env, and with --mode staging it would still be "
   "production anyway.",
   "import.meta.env.NODE_ENV", "import.meta.env.MODE",
   "vite: show a QA banner only when built with --mode qa",
   "```ts\nconst { NODE_ENV } = import.meta.env;\nexport const showQaBanner = NODE_ENV === 'qa';\n```\n"
   "Vite fills that in from the mode you pass to `vite build --mode qa`.",
   [r"re:\bMODE\b"],
   ["NODE_ENV"],
   [("const { NODE_ENV } = import.meta.env;", "const { MODE } = import.meta.env;"),
    ("NODE_ENV === 'qa'", "MODE === 'qa'")],
   "How do I tell the dev server from a production build in Vite client code?",
   "Use the booleans: `import.meta.env.DEV` is true under the `vite` dev server and `import.meta.env.PROD` is "
   "true in a normal `vite build`.")

# ---------------------------------------------------------------- 015
sc("vite", "paraphrase", "renamed_identifier", "lookalike",
   "In vite.config.ts I need SENTRY_AUTH_TOKEN from .env, and it has no VITE_ prefix. How do I read it?",
   "Call `loadEnv(mode, process.cwd())` inside the config function; it returns everything in your .env files "
   "as a plain object.",
   "without the third arg loadEnv only returns VITE_ vars. loadEnv(mode, process.cwd(), '') gets "
   "SENTRY_AUTH_TOKEN",
   "loadEnv(mode, process.cwd())", "loadEnv(mode, process.cwd(), '')",
   "read DATADOG_API_KEY (no prefix) from .env in the vite config",
   "```ts\nexport default defineConfig((configEnv) => {\n  const env = loadEnv(configEnv.mode, __dirname);\n"
   "  return { plugins: [react(), uploadSourcemaps({ apiKey: env.DATADOG_API_KEY })] };\n});\n```",
   [r"re:loadEnv\(\s*configEnv\.mode\s*,\s*__dirname\s*,\s*[^)\s][^)]*\)"],
   [r"re:loadEnv\(\s*configEnv\.mode\s*,\s*__dirname\s*\)"],
   [("loadEnv(configEnv.mode, __dirname)", "loadEnv(configEnv.mode, __dirname, '')")],
   "In vite.config.ts I only need VITE_APP_VERSION for the footer. How do I read it?",
   "`const env = loadEnv(mode, process.cwd())` is enough here: with the default prefix it returns just the "
   "`VITE_` keys, so `env.VITE_APP_VERSION` is there.",
   hold="loadEnv(mode, process.cwd())")

# ---------------------------------------------------------------- 016
sc("vite", "semantic", "prose_claim", "same_topic",
   "I added \"paths\": { \"@/*\": [\"./src/*\"] } to tsconfig, but Vite can't resolve '@/components/Button'. Why?",
   "Restart the dev server: Vite reads `compilerOptions.paths` from tsconfig.json on startup, so the alias "
   "only takes effect after a restart.",
   "vite doesn't read tsconfig paths at all. needs resolve.alias in vite.config.ts or the vite-tsconfig-paths "
   "plugin",
   "Vite reads `compilerOptions.paths` from tsconfig.json on startup",
   "Vite ignores tsconfig `paths`; add `resolve.alias` or the vite-tsconfig-paths plugin",
   "why does tsc accept '@/lib/api' but vite fails to resolve it?",
   "tsconfig `paths` are picked up by Vite too, so the import should resolve once you restart `npm run dev`; "
   "a stale cache in node_modules/.vite is the usual cause.",
   [r"re:resolve\.alias|alias:|vite-tsconfig-paths"],
   [r"re:(?i)picked up by Vite", r"re:(?i)should resolve once you restart"],
   [("tsconfig `paths` are picked up by Vite too, so the import should resolve once you restart `npm run dev`; "
     "a stale cache in node_modules/.vite is the usual cause.",
     "Vite doesn't read tsconfig `paths`, only tsc does, which is why the type check passes. Add "
     "`resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } }` to vite.config.ts or "
     "use the vite-tsconfig-paths plugin.")],
   "Does Vite type-check my .ts files when it builds?",
   "No. Vite only transpiles .ts files and strips the types, so run `tsc --noEmit` separately, for example "
   "in CI or as part of the build script.")

# ---------------------------------------------------------------- 017
sc("vite", "literal", "reworded", "lookalike",
   "How do I open the Vite dev server from my phone on the same wifi?",
   "Start it with `vite --hostname 0.0.0.0` so it listens on all interfaces, then open your laptop's LAN IP "
   "on port 5173.",
   "the vite flag is --host, --hostname isn't a vite option (or server.host: true in the config)",
   "vite --hostname 0.0.0.0", "vite --host 0.0.0.0",
   "how do I expose vite to other devices on the office network?",
   "Change the dev script to `\"dev\": \"vite --hostname 0.0.0.0\"` and Vite will print a Network URL you can "
   "open on the other devices.",
   [r"re:vite --host\b|host:\s*true"],
   ["vite --hostname"],
   [("vite --hostname 0.0.0.0", "vite --host 0.0.0.0")],
   "How do I make `next dev` reachable from my phone?",
   "Run `next dev --hostname 0.0.0.0` (or `-H 0.0.0.0`) so it binds to all interfaces, then browse to your "
   "machine's LAN IP with the dev port.",
   hold="--hostname 0.0.0.0")

# ---------------------------------------------------------------- 018
sc("webpack", "paraphrase", "reordered_args", "unrelated",
   "webpack says 'You may need an appropriate loader' for import './app.css'. What's the rule?",
   "Add this rule and install both loaders as dev dependencies:\n```js\n"
   "{ test: /\\.css$/i, use: ['css-loader', 'style-loader'] }\n```",
   "loaders run right to left, so it has to be ['style-loader', 'css-loader']",
   "use: ['css-loader', 'style-loader']", "use: ['style-loader', 'css-loader']",
   "webpack 5 rule for .scss files?",
   "```js\nmodule: {\n  rules: [\n    { test: /\\.s[ac]ss$/i, use: ['sass-loader', 'css-loader', 'style-loader'] },\n"
   "  ],\n},\n```",
   [r"re:['\"]css-loader['\"]\s*,\s*['\"]sass-loader['\"]\s*\]"],
   [r"re:['\"]sass-loader['\"]\s*,\s*['\"]css-loader['\"]"],
   [("['sass-loader', 'css-loader', 'style-loader']", "['style-loader', 'css-loader', 'sass-loader']")],
   "How do I debounce a search input in React?",
   "Keep the input value in state and start the fetch from a `useEffect` with a 300 ms `setTimeout`, clearing "
   "the timeout in the effect's cleanup so only the last keystroke triggers a request.")

# ---------------------------------------------------------------- 019
sc("webpack", "literal", "code_block", "same_topic",
   "After upgrading to webpack 5 I get \"Module not found: Can't resolve 'crypto'\". How do I fix it?",
   "Add `node: { crypto: true }` to webpack.config.js so webpack injects the polyfill again.",
   "webpack 5 dropped the automatic node polyfills, the node option won't bring them back. use "
   "resolve.fallback: { crypto: require.resolve('crypto-browserify') }",
   "node: { crypto: true }", "resolve: { fallback: { crypto: require.resolve('crypto-browserify') } }",
   "webpack 5: Can't resolve 'crypto' coming from a dependency, config fix?",
   "```js\n// webpack.config.js\nmodule.exports = {\n  // ...\n  node: { crypto: true },\n};\n```",
   ["fallback"],
   [r"re:node:\s*\{\s*crypto"],
   [("node: { crypto: true },", "resolve: { fallback: { crypto: require.resolve('crypto-browserify') } },")],
   "How do I tell webpack 5 to skip 'fs' entirely in the browser build?",
   "Map it to false: `resolve: { fallback: { fs: false } }`, and webpack substitutes an empty module for it.")

# ---------------------------------------------------------------- 020
sc("webpack", "paraphrase", "code_block", "lookalike",
   "How do I get cache-busting filenames for our webpack bundles?",
   "Use `output.filename: '[name].[hash].js'` so each bundle gets a hash that changes when its content "
   "changes.",
   "[hash] is the build-wide hash, every file changes on every deploy. [contenthash] is the per-file one",
   "[name].[hash].js", "[name].[contenthash].js",
   "long-term caching for lazy-loaded chunks in webpack?",
   "Give chunks their own pattern:\n```js\noutput: {\n  filename: '[name].[contenthash].js',\n"
   "  chunkFilename: '[id].[hash].chunk.js',\n},\n```\nBrowsers then only refetch chunks that changed.",
   [r"re:chunkFilename:\s*'\[id\]\.\[contenthash(:\d+)?\]"],
   [r"re:\[id\]\.\[hash\]"],
   [("[id].[hash].chunk.js", "[id].[contenthash].chunk.js")],
   "How do I get short hashed class names for CSS Modules in webpack?",
   "Set `modules: { localIdentName: '[name]__[local]--[hash:base64:5]' }` in css-loader's options; the hash "
   "keeps names unique per file.",
   hold="[hash:base64:5]")

# ---------------------------------------------------------------- 021
sc("webpack", "literal", "code_block", "lookalike",
   "How do I inject the release version into the webpack bundle as __APP_VERSION__?",
   "```js\nnew webpack.DefinePlugin({ __APP_VERSION__: pkg.version })\n```\nThen reference `__APP_VERSION__` "
   "anywhere in the source.",
   "DefinePlugin pastes values in as code, so 1.4.2 ends up as a bare token and the build breaks. It needs "
   "JSON.stringify(pkg.version).",
   "__APP_VERSION__: pkg.version", "__APP_VERSION__: JSON.stringify(pkg.version)",
   "expose the package.json version to the frontend through webpack",
   "In webpack.config.js:\n```js\nconst pkg = require('./package.json');\n\nplugins: [\n"
   "  new webpack.DefinePlugin({\n    __APP_VERSION__: pkg.version,\n  }),\n],\n```",
   ["JSON.stringify(pkg.version)"],
   [r"re:__APP_VERSION__:\s*pkg\.version"],
   [("__APP_VERSION__: pkg.version,", "__APP_VERSION__: JSON.stringify(pkg.version),")],
   "How do I tag the Sentry release with our version in the webpack build?",
   "```js\nsentryWebpackPlugin({\n  org: 'parcelo',\n  project: 'web',\n  release: { name: pkg.version },\n})\n```\n"
   "The plugin reads a plain string here, so no `JSON.stringify` is needed.",
   hold="release: { name: pkg.version }")

# ---------------------------------------------------------------- 022
sc("webpack", "semantic", "reworded", "already_correct",
   "webpack-dev-server 4 complains about contentBase in our config. How do I keep serving ./public?",
   "Keep `contentBase: path.join(__dirname, 'public')` under `devServer`; v4 still accepts it and only prints "
   "a deprecation notice.",
   "v4 removed contentBase outright, the schema check fails and the server doesn't start. It's "
   "devServer.static now.",
   "v4 still accepts it and only prints a deprecation notice",
   "v4 removed `contentBase`; use `devServer.static`",
   "is contentBase still ok in webpack-dev-server 4 or do I have to change it?",
   "It's still fine: webpack-dev-server 4 keeps accepting `contentBase` for backwards compatibility and just "
   "logs a deprecation warning.",
   [r"re:\bstatic\b"],
   [r"re:(?i)keeps accepting", r"re:(?i)^It's still fine"],
   [("It's still fine: webpack-dev-server 4 keeps accepting `contentBase` for backwards compatibility and "
     "just logs a deprecation warning.",
     "You have to change it: webpack-dev-server 4 removed `contentBase` and fails option validation, so use "
     "`devServer.static` instead.")],
   "In webpack-dev-server 4, how do I serve both ./public and ./assets?",
   "Pass an array: `devServer: { static: [path.join(__dirname, 'public'), path.join(__dirname, 'assets')] }`.",
   hold="static: [")

# ---------------------------------------------------------------- 023
sc("webpack", "semantic", "prose_claim", "lookalike",
   "Do I need to add TerserPlugin to minify our webpack 5 production bundle?",
   "Yes, webpack 5 doesn't minify JavaScript on its own, so install `terser-webpack-plugin` and add it to "
   "`optimization.minimizer`.",
   "mode: 'production' already minifies JS with terser in webpack 5, the plugin is only needed to customise it",
   "webpack 5 doesn't minify JavaScript on its own",
   "webpack 5 minifies JavaScript with Terser by default in production mode",
   "our webpack 5 prod bundle isn't minified unless we add a minimizer ourselves, right?",
   "Right, minification is opt-in in webpack 5: even with `mode: 'production'` you need to register a "
   "minimizer such as TerserPlugin yourself.",
   [r"re:(?i)by default|out of the box|automatically"],
   [r"re:(?i)minification is opt-in", r"re:(?i)you need to register a minimizer"],
   [("Right, minification is opt-in in webpack 5: even with `mode: 'production'` you need to register a "
     "minimizer such as TerserPlugin yourself.",
     "No: with `mode: 'production'` webpack 5 minifies JavaScript with TerserPlugin by default; add it to "
     "`optimization.minimizer` only to change its options.")],
   "Is the CSS we extract with MiniCssExtractPlugin minified in webpack 5 production mode?",
   "Not by default: webpack 5 only minifies JavaScript, so add `new CssMinimizerPlugin()` to "
   "`optimization.minimizer`, plus `'...'` to keep the default JS minimizer.",
   hold="webpack 5 only minifies JavaScript")

# ---------------------------------------------------------------- 024
sc("webpack", "literal", "code_block", "already_correct",
   "What devtool should webpack.prod.js use for the client bundle?",
   "Use `devtool: 'source-map'`: it emits full .map files next to the bundles so production stack traces are "
   "readable.",
   "we never serve maps publicly. hidden-source-map, and the sentry plugin uploads them",
   "devtool: 'source-map'", "devtool: 'hidden-source-map'",
   "prod webpack config for the browser build, which devtool again?",
   "```js\nmodule.exports = merge(common, {\n  mode: 'production',\n  devtool: 'source-map',\n});\n```\n"
   "That emits full .map files next to the bundles.",
   ["hidden-source-map"],
   [r"re:devtool:\s*['\"]source-map['\"]"],
   [("devtool: 'source-map'", "devtool: 'hidden-source-map'")],
   "Remind me what devtool the client prod build uses and what happens to the maps?",
   "`devtool: 'hidden-source-map'`: the maps are generated without a `sourceMappingURL` comment, the Sentry "
   "plugin uploads them, and we delete them before the S3 sync.",
   hold="devtool: 'hidden-source-map'")

# ---------------------------------------------------------------- 025
sc("env-vars", "semantic", "reworded", "same_topic",
   "In webpack.config.js I branch on process.env.NODE_ENV, but with `webpack --mode production` it's "
   "undefined. Why?",
   "It shouldn't be: `--mode production` sets `process.env.NODE_ENV` for the config file as well, so check "
   "that the flag actually reaches webpack.",
   "--mode only sets NODE_ENV inside the bundle, not in the node process that evaluates the config. export a "
   "function and read argv.mode",
   "`--mode production` sets `process.env.NODE_ENV` for the config file as well",
   "`--mode` only sets `process.env.NODE_ENV` inside the bundle; read `argv.mode` in a config function",
   "process.env.NODE_ENV is undefined in webpack.config.js even though the script runs webpack "
   "--mode=production",
   "The CLI exports NODE_ENV=production before it loads your config whenever you pass `--mode=production`, so "
   "an npm script is probably calling webpack without the flag.",
   ["argv.mode"],
   [r"re:(?i)exports NODE_ENV=production before it loads your config"],
   [("The CLI exports NODE_ENV=production before it loads your config whenever you pass `--mode=production`, "
     "so an npm script is probably calling webpack without the flag.",
     "`--mode=production` only sets `process.env.NODE_ENV` inside the bundle, not in the Node process that "
     "loads your config. Export a function `(env, argv) => ({ ... })` and branch on `argv.mode` instead.")],
   "Does mode: 'production' replace process.env.NODE_ENV in our app code?",
   "Yes. `optimization.nodeEnv` defaults to the mode, so `process.env.NODE_ENV` in your source becomes "
   "\"production\" and branches guarded by it get dropped.")

# ---------------------------------------------------------------- 026
sc("babel", "semantic", "reworded", "lookalike",
   "In babel.config.js, does the order of presets matter? We have ['@babel/preset-env', '@babel/preset-react'].",
   "Yes, presets run first to last, so `@babel/preset-env` is applied before `@babel/preset-react` in your "
   "config.",
   "It's the other way round for presets: they run last to first (plugins go first to last), so preset-react "
   "runs before preset-env.",
   "presets run first to last", "presets run last to first",
   "babel: which of my presets is applied first, env or typescript?",
   "They're applied in the order written: with `presets: ['@babel/preset-env', '@babel/preset-typescript']`, "
   "preset-env goes first and preset-typescript after it.",
   [r"re:(?i)reverse|last to first|last-to-first|right to left"],
   [r"re:(?i)applied in the order written", r"re:(?i)preset-env goes first"],
   [("They're applied in the order written: with `presets: ['@babel/preset-env', '@babel/preset-typescript']`, "
     "preset-env goes first and preset-typescript after it.",
     "Presets run in reverse order, last to first: with `presets: ['@babel/preset-env', "
     "'@babel/preset-typescript']`, preset-typescript is applied before preset-env.")],
   "And babel plugins? Do they run in the order I list them?",
   "Yes. Plugins run before presets, and plugins run first to last in the order you list them.",
   hold="first to last")

# ---------------------------------------------------------------- 027
sc("babel", "paraphrase", "equivalent_construct", "same_topic",
   "Set up preset-env to polyfill only what we use; core-js@3 is installed.",
   "```js\npresets: [['@babel/preset-env', { useBuiltIns: 'usage', corejs: 2 }]]\n```",
   "corejs should be 3, we're on core-js 3.36. with 2 the injected imports point at paths that don't exist",
   "corejs: 2", "corejs: 3",
   "babel preset-env usage polyfills with proposals enabled, config?",
   "```js\nmodule.exports = {\n  presets: [\n    ['@babel/preset-env', {\n      useBuiltIns: 'usage',\n"
   "      corejs: { version: 2, proposals: true },\n    }],\n  ],\n};\n```",
   [r"re:corejs:\s*(3|['\"]3[\d.]*['\"]|\{\s*version:\s*['\"]?3)"],
   [r"re:corejs:\s*(\{\s*version:\s*)?['\"]?2\b"],
   [("corejs: { version: 2, proposals: true }", "corejs: { version: '3.36', proposals: true }")],
   "With useBuiltIns: 'usage', do I still import core-js in our entry file?",
   "No. With `'usage'` Babel adds the specific core-js imports to each file that needs them; only "
   "`useBuiltIns: 'entry'` expects a single `import 'core-js/stable'` at the top of the entry.")

# ---------------------------------------------------------------- 028
sc("babel", "paraphrase", "code_block", "already_correct",
   "We're on React 18 with Babel. How do I stop needing `import React` in every file?",
   "Configure `['@babel/preset-react', { runtime: 'classic' }]`; JSX then compiles to `jsx()` calls imported "
   "from react/jsx-runtime.",
   "That's the automatic runtime, runtime: 'automatic'. classic is the React.createElement one",
   "runtime: 'classic'", "runtime: 'automatic'",
   "babelrc setting for the new JSX transform?",
   "```json\n{\n  \"presets\": [[\"@babel/preset-react\", { \"runtime\": \"classic\" }]]\n}\n```\n"
   "JSX then compiles to react/jsx-runtime imports, so you can delete `import React`.",
   [r"re:[\"']?runtime[\"']?:\s*[\"']automatic[\"']"],
   [r"re:[\"']?runtime[\"']?:\s*[\"']classic[\"']"],
   [("\"runtime\": \"classic\"", "\"runtime\": \"automatic\"")],
   "Is this right for the new JSX transform in our Storybook babel config: "
   "`['@babel/preset-react', { runtime: 'automatic' }]`?",
   "Yes, `runtime: 'automatic'` is the new transform; JSX compiles to imports from react/jsx-runtime and "
   "`import React` becomes unnecessary.",
   hold="runtime: 'automatic'")

# ---------------------------------------------------------------- 029
sc("babel", "semantic", "reworded", "same_topic",
   "A dependency in node_modules ships untranspiled optional chaining. I added a root .babelrc but it still "
   "isn't compiled. Why?",
   "A root `.babelrc` applies to every file Babel compiles, including packages in node_modules, so the config "
   "is fine; you just need to stop excluding that package in babel-loader.",
   ".babelrc is file-relative and stops at package boundaries, so it never applies inside node_modules/whatever. "
   "has to be a babel.config.js (project-wide)",
   "A root `.babelrc` applies to every file Babel compiles, including packages in node_modules",
   "A `.babelrc` is file-relative and doesn't reach packages in node_modules; use a project-wide "
   "`babel.config.js`",
   "does my .babelrc get used for node_modules/some-esm-lib once babel-loader includes that folder?",
   "Yes, once babel-loader is allowed to process node_modules/some-esm-lib, the `.babelrc` in your repo root "
   "is used for those files too.",
   ["babel.config"],
   [r"re:(?i)is used for those files too", r"re:^Yes\b"],
   [("Yes, once babel-loader is allowed to process node_modules/some-esm-lib, the `.babelrc` in your repo root "
     "is used for those files too.",
     "No: `.babelrc` is file-relative and stops at the package boundary, so it isn't applied to "
     "node_modules/some-esm-lib even when babel-loader includes it. Move the config to a project-wide "
     "`babel.config.js`.")],
   "How do I let babel-loader compile just one package from node_modules?",
   "Narrow the exclude so only that package gets through: `exclude: /node_modules\\/(?!some-esm-lib\\/)/`.")

# ---------------------------------------------------------------- 030
sc("babel", "paraphrase", "other_identifier", "lookalike",
   "Babel fails on `state = { open: false }` declared in a class body. Which plugin do I need?",
   "Install `@babel/plugin-proposal-class-properties` and add it to `plugins`; class fields aren't covered by "
   "preset-env.",
   "class fields are ES2022, preset-env has handled them since 7.14 and that proposal plugin is deprecated. "
   "just bump @babel/preset-env",
   "class fields aren't covered by preset-env", "preset-env has covered class fields since 7.14",
   "babel chokes on a #validate() private method in our class",
   "Add `@babel/plugin-proposal-private-methods` to your plugins; preset-env doesn't include private methods "
   "yet.",
   [r"re:(?i)preset-env (already )?(includes|covers|handles|supports)"],
   [r"re:(?i)preset-env doesn't (include|cover)"],
   [("Add `@babel/plugin-proposal-private-methods` to your plugins; preset-env doesn't include private methods "
     "yet.",
     "Update `@babel/preset-env` to 7.14 or later; preset-env includes private methods (ES2022), so no extra "
     "plugin is needed.")],
   "Babel errors on our @Injectable() class decorators. What do I add?",
   "Decorators aren't part of any finished ECMAScript version, so preset-env won't transform them: add "
   "`['@babel/plugin-proposal-decorators', { version: 'legacy' }]` to your plugins.",
   hold="preset-env won't transform them")

# ---------------------------------------------------------------- 031
sc("babel", "literal", "casing", "lookalike",
   "What browserslist entry should the dashboard use? We stick to the browserslist defaults.",
   "Put `\"browserslist\": [\"defaults\", \"IE 11\"]` in package.json so preset-env and Autoprefixer target the "
   "same browsers.",
   "IE 11 is gone since last year, that entry should be \"not IE 11\" if anything (defaults already drops it)",
   "IE 11", "not IE 11",
   "browserslistrc for the dashboard?",
   "```\n# .browserslistrc\ndefaults\nie 11\n```\npreset-env and Autoprefixer both read this file.",
   ["defaults"],
   [r"re:(?im)^\s*ie\s*11\s*$", r"re:(?i)[\"']ie 11[\"']"],
   [("defaults\nie 11\n", "defaults\n")],
   "What does the `defaults` query in browserslist expand to?",
   "`defaults` is shorthand for `> 0.5%, last 2 versions, Firefox ESR, not dead`, which is why IE 11 no longer "
   "shows up in `npx browserslist` output: it has been marked dead.",
   hold="IE 11")

# ---------------------------------------------------------------- 032
sc("tsconfig", "literal", "casing", "lookalike",
   "Which moduleResolution should our Vite + TypeScript 5.4 app use?",
   "Use `\"moduleResolution\": \"node\"` with `\"module\": \"ESNext\"`; that matches how Vite resolves imports.",
   "for vite on TS 5 it's \"bundler\". \"node\" is node10 and doesn't understand package.json exports",
   "\"moduleResolution\": \"node\"", "\"moduleResolution\": \"bundler\"",
   "compilerOptions for a new vite react-ts project?",
   "```json\n{\n  \"compilerOptions\": {\n    \"target\": \"ES2020\",\n    \"module\": \"ESNext\",\n"
   "    \"moduleResolution\": \"Node\",\n    \"jsx\": \"react-jsx\",\n    \"noEmit\": true\n  }\n}\n```",
   [r"re:\"moduleResolution\":\s*\"[Bb]undler\""],
   [r"re:(?i)\"moduleResolution\":\s*\"node(10)?\""],
   [("\"moduleResolution\": \"Node\"", "\"moduleResolution\": \"bundler\"")],
   "And for our Node 20 BFF that runs tsc's output directly?",
   "There use `\"module\": \"NodeNext\"` with `\"moduleResolution\": \"NodeNext\"`: Node itself loads the emitted "
   "files, and \"bundler\" would allow imports Node can't resolve.",
   hold="\"moduleResolution\": \"NodeNext\"")

# ---------------------------------------------------------------- 033
sc("tsconfig", "literal", "reworded", "already_correct",
   "Vite React 18 app: tsc says 'React refers to a UMD global' in every .tsx file. What's the tsconfig fix?",
   "Set `\"jsx\": \"react\"` in compilerOptions so TypeScript uses the automatic JSX runtime and stops asking "
   "for the React import.",
   "\"react\" is the classic transform, you want \"react-jsx\"",
   "\"jsx\": \"react\"", "\"jsx\": \"react-jsx\"",
   "why does tsc still want `import React` in my components on react 18?",
   "Your compilerOptions probably lack a JSX mode; add `\"jsx\": \"react\"` and the automatic runtime handles "
   "the import for you.",
   [r"re:\"jsx\":\s*\"react-jsx(dev)?\""],
   [r"re:\"jsx\":\s*\"react\""],
   [("\"jsx\": \"react\"", "\"jsx\": \"react-jsx\"")],
   "Our tsconfig.app.json has \"jsx\": \"react-jsx\". Is that right for React 18 with Vite?",
   "Yes, `\"jsx\": \"react-jsx\"` is the automatic runtime for React 17 and later, so files don't need "
   "`import React`.",
   hold="\"jsx\": \"react-jsx\"")

# ---------------------------------------------------------------- 034
sc("tsconfig", "semantic", "prose_claim", "lookalike",
   "Does `\"strict\": true` make `arr[i]` typed as `T | undefined`?",
   "Yes, `strict` turns on `noUncheckedIndexedAccess` along with `strictNullChecks`, so indexed reads include "
   "`undefined`.",
   "noUncheckedIndexedAccess isn't part of strict, you have to turn it on separately",
   "`strict` turns on `noUncheckedIndexedAccess`",
   "`noUncheckedIndexedAccess` is not part of `strict` and must be enabled separately",
   "with strict mode on, will TS flag `const first = users[0]; first.name`?",
   "It will: strict mode includes unchecked-index checking, so `users[0]` is `User | undefined` and "
   "`first.name` errors until you narrow it.",
   ["noUncheckedIndexedAccess"],
   [r"re:(?i)strict mode includes unchecked", r"re:^It will\b"],
   [("It will: strict mode includes unchecked-index checking, so `users[0]` is `User | undefined` and "
     "`first.name` errors until you narrow it.",
     "Not with `strict` alone: `noUncheckedIndexedAccess` isn't part of `strict`, so `users[0]` is typed "
     "`User` and `first.name` compiles. Add `\"noUncheckedIndexedAccess\": true` to get `User | undefined`.")],
   "Is strictNullChecks on if I only set strict: true?",
   "Yes, `strict` turns on `strictNullChecks` together with `noImplicitAny`, `strictFunctionTypes` and the "
   "rest of the strict family.",
   hold="`strict` turns on `strictNullChecks`")

# ---------------------------------------------------------------- 035
sc("tsconfig", "literal", "casing", "lookalike",
   "What target should the tsconfig for our design-system package use? It's compiled with tsc and consumed by "
   "our Vite apps.",
   "Use `\"target\": \"ES5\"` so the emitted code runs everywhere and the apps' bundlers don't have to "
   "transpile it.",
   "ES5 is way too low for us, every consumer is evergreen. ES2020 is the floor for our packages",
   "\"target\": \"ES5\"", "\"target\": \"ES2020\"",
   "tsconfig.build.json for packages/ui?",
   "```json\n{\n  \"extends\": \"../../tsconfig.base.json\",\n"
   "  \"compilerOptions\": { \"target\": \"es5\", \"declaration\": true, \"outDir\": \"dist\" }\n}\n```",
   [r"re:(?i)\"target\":\s*\"es(20[2-9]\d|next)\""],
   [r"re:(?i)\"target\":\s*\"es5\""],
   [("\"target\": \"es5\"", "\"target\": \"ES2020\"")],
   "What trailingComma setting does our Prettier config use?",
   "`\"trailingComma\": \"es5\"`: commas wherever ES5 allows them (objects, arrays), none after function "
   "parameters.",
   hold="\"trailingComma\": \"es5\"")

# ---------------------------------------------------------------- 036
sc("tsconfig", "paraphrase", "other_identifier", "same_topic",
   "TS 5.4 warns that importsNotUsedAsValues is deprecated. What replaces it?",
   "Switch to `\"preserveValueImports\": true`; it's the TS 5 successor and keeps type-only imports out of the "
   "emitted JS.",
   "preserveValueImports was deprecated in 5.0 as well. Both are replaced by verbatimModuleSyntax.",
   "\"preserveValueImports\": true", "\"verbatimModuleSyntax\": true",
   "how do I make TS 5 insist on `import type` for type-only imports?",
   "Set `\"importsNotUsedAsValues\": \"error\"` in compilerOptions; TypeScript then flags every import that's "
   "only used as a type.",
   ["verbatimModuleSyntax"],
   [r"re:\"importsNotUsedAsValues\":\s*\"error\""],
   [("Set `\"importsNotUsedAsValues\": \"error\"` in compilerOptions; TypeScript then flags every import that's "
     "only used as a type.",
     "Set `\"verbatimModuleSyntax\": true` in compilerOptions; TypeScript then requires `import type` for "
     "imports that are only used as types.")],
   "With verbatimModuleSyntax on, how do I import a type and a value from the same module?",
   "Use the inline modifier: `import { type User, fetchUser } from './api';` drops `User` from the emitted JS "
   "and keeps `fetchUser`.")

# ---------------------------------------------------------------- 037
sc("tsconfig", "literal", "code_block", "already_correct",
   "The Vite docs mention a tsconfig flag for esbuild's one-file-at-a-time transpiling. Which one is it?",
   "That's `\"skipLibCheck\": true`; it makes tsc warn about code that can't be compiled file by file, such as "
   "re-exporting a type without `export type`.",
   "thats isolatedModules. skipLibCheck just skips checking .d.ts files",
   "\"skipLibCheck\": true", "\"isolatedModules\": true",
   "which compilerOptions flag makes tsc catch `export { Props } from './Button'` that breaks in vite?",
   "Turn this on in tsconfig.json:\n```json\n{\n  \"compilerOptions\": {\n    \"skipLibCheck\": true\n  }\n}\n```\n"
   "Then tsc reports type re-exports that esbuild can't handle per file.",
   ["isolatedModules"],
   [r"re:\{\s*\"skipLibCheck\":\s*true\s*\}"],
   [("\"skipLibCheck\": true", "\"isolatedModules\": true")],
   "Anything missing from our tsconfig.app.json for Vite?",
   "```json\n\"compilerOptions\": {\n  \"isolatedModules\": true,\n  \"noEmit\": true,\n  \"skipLibCheck\": true\n}\n"
   "```\nThat already covers esbuild's per-file constraints.",
   hold="\"isolatedModules\": true")

# ---------------------------------------------------------------- 038
sc("tsconfig", "paraphrase", "equivalent_construct", "lookalike",
   "TS error: Property 'env' does not exist on type 'ImportMeta'. It's a Vite project.",
   "Add `\"types\": [\"node\"]` to compilerOptions so TypeScript knows about `import.meta.env`.",
   "@types/node doesn't type import.meta.env. It's vite/client: \"types\": [\"vite/client\"] or a triple-slash "
   "reference in vite-env.d.ts",
   "\"types\": [\"node\"]", "\"types\": [\"vite/client\"]",
   "import.meta.env.VITE_SENTRY_DSN is a type error, how do I declare it?",
   "Create `src/env.d.ts` with `/// <reference types=\"node\" />` at the top; that brings in the "
   "`import.meta.env` typings.",
   ["vite/client"],
   [r"re:reference types=\"node\""],
   [("/// <reference types=\"node\" />", "/// <reference types=\"vite/client\" />")],
   "In tsconfig.node.json, `path` and `__dirname` are untyped inside vite.config.ts. Fix?",
   "That file runs in Node, so tsconfig.node.json needs `\"types\": [\"node\"]` with `@types/node` installed.",
   hold="\"types\": [\"node\"]")

# ---------------------------------------------------------------- 039
sc("tsconfig", "semantic", "reworded", "same_topic",
   "How do I stop tsc from type-checking src/legacy? Some of it is still imported from src/app.",
   "Add `\"exclude\": [\"src/legacy\"]`; excluded files are never type-checked, even when something imports "
   "them.",
   "exclude only filters what include picks up, anything that's imported still gets checked. those files need "
   "// @ts-nocheck or a .d.ts shim",
   "excluded files are never type-checked, even when something imports them",
   "`exclude` only filters the `include` set; imported files are still type-checked",
   "if I exclude a folder in tsconfig but still import from it, does tsc skip it?",
   "Yes, anything matched by `exclude` is ignored by the compiler, so imports from "
   "`src/legacy/formatters.ts` won't be checked.",
   [r"re:(?i)still (gets |be )?(type-)?checked|only filters"],
   [r"re:^Yes\b", r"re:(?i)ignored by the compiler"],
   [("Yes, anything matched by `exclude` is ignored by the compiler, so imports from "
     "`src/legacy/formatters.ts` won't be checked.",
     "No: `exclude` only filters what `include` picks up, so `src/legacy/formatters.ts` is still type-checked "
     "because it's imported. Add `// @ts-nocheck` to that file or import it through a `.d.ts` shim.")],
   "What does tsc include if tsconfig sets neither files nor include?",
   "It defaults to `**/*` under the tsconfig's folder, minus `node_modules`, `bower_components`, "
   "`jspm_packages` and the `outDir`.")

# ---------------------------------------------------------------- 040
sc("eslint", "semantic", "reworded", "lookalike",
   "ESLint 9 with eslint.config.js is linting our dist/ folder. How do I ignore it?",
   "Create a `.eslintignore` file containing `dist/` at the repo root; ESLint skips those paths on the next run.",
   "flat config doesn't read .eslintignore anymore. add { ignores: ['dist/'] } as its own object in "
   "eslint.config.js",
   "Create a `.eslintignore` file containing `dist/`",
   "Add `{ ignores: ['dist/'] }` to eslint.config.js",
   "eslint v9 keeps reporting errors in generated/ files, what's the quickest way to skip them?",
   "ESLint still honours an ignore file at the repo root with the flat config, so listing `generated/` in it "
   "is enough.",
   ["ignores"],
   [r"re:(?i)still honou?rs an ignore file"],
   [("ESLint still honours an ignore file at the repo root with the flat config, so listing `generated/` in it "
     "is enough.",
     "The flat config no longer reads an ignore file, so add `{ ignores: ['generated/'] }` as its own object "
     "in eslint.config.js.")],
   "Our old admin repo is still on ESLint 8 with .eslintrc.json. Where do ignores go there?",
   "With the legacy eslintrc setup, `.eslintignore` at the project root is still read, or you can use "
   "`ignorePatterns` in .eslintrc.json.",
   hold=".eslintignore")

# ---------------------------------------------------------------- 041
sc("eslint", "literal", "code_block", "same_topic",
   "How do I add eslint-plugin-react-hooks in our flat config?",
   "```js\nimport reactHooks from 'eslint-plugin-react-hooks';\n\nexport default [\n  {\n"
   "    plugins: ['react-hooks'],\n    rules: { 'react-hooks/rules-of-hooks': 'error' },\n  },\n];\n```",
   "plugins is an object in flat config, not an array of names: plugins: { 'react-hooks': reactHooks }",
   "plugins: ['react-hooks']", "plugins: { 'react-hooks': reactHooks }",
   "flat config: turn on exhaustive-deps for src",
   "```js\nimport reactHooks from 'eslint-plugin-react-hooks';\n\nexport default [\n  {\n"
   "    files: ['src/**/*.{ts,tsx}'],\n    plugins: ['react-hooks'],\n"
   "    rules: { 'react-hooks/exhaustive-deps': 'warn' },\n  },\n];\n```",
   [r"re:plugins:\s*\{\s*['\"]react-hooks['\"]:\s*\w+"],
   [r"re:plugins:\s*\[\s*['\"]react-hooks"],
   [("plugins: ['react-hooks'],", "plugins: { 'react-hooks': reactHooks },")],
   "How do I apply a rule only to test files in the flat config?",
   "Add another object to the array, e.g. `{ files: ['**/*.test.{ts,tsx}'], rules: { 'no-console': 'off' } }`; "
   "later objects override earlier ones for the files they match.")

# ---------------------------------------------------------------- 042
sc("eslint", "paraphrase", "other_identifier", "unrelated",
   "The flat config says 'Key \"env\": This appears to be in eslintrc format'. I had env: { browser: true }.",
   "In flat config rename it to `environments: { browser: true }` inside the same config object.",
   "There's no environments key. Use languageOptions: { globals: globals.browser } with the globals package.",
   "environments: { browser: true }", "languageOptions: { globals: globals.browser }",
   "eslint 9: scripts/*.js complain that process is not defined",
   "Add a config object for them: `{ files: ['scripts/**/*.js'], environments: { node: true } }`.",
   ["globals.node"],
   ["environments:"],
   [("environments: { node: true }", "languageOptions: { globals: globals.node }")],
   "How do I lazy-load a route component with React Router?",
   "Wrap it with `React.lazy(() => import('./pages/Reports'))` and render it inside "
   "`<Suspense fallback={<Spinner />}>`, so the chunk loads on first navigation.")

# ---------------------------------------------------------------- 043
sc("eslint", "paraphrase", "equivalent_construct", "lookalike",
   "How do I make console.log fail our lint step in CI?",
   "Set `'no-console': 1` in the rules; numeric severity 1 is error, so `eslint .` exits non-zero.",
   "1 is warn, error is 2. so 'no-console': 'error' (or 2)",
   "'no-console': 1", "'no-console': 'error'",
   "block console.log in CI but still allow console.error",
   "Use `'no-console': ['warn', { allow: ['error'] }]`; ESLint exits with code 1 on that, so the pipeline stops.",
   [r"re:'no-console':\s*\[\s*('error'|2)"],
   [r"re:'no-console':\s*\[\s*('warn'|1\b)"],
   [("['warn', { allow: ['error'] }]", "['error', { allow: ['error'] }]")],
   "We want warnings to fail CI too, without changing every rule.",
   "Run `eslint . --max-warnings 0`; then even rules set to `'warn'` (severity 1) make the command exit "
   "non-zero.",
   hold="`'warn'` (severity 1)")

# ---------------------------------------------------------------- 044
sc("eslint", "literal", "code_block", "same_topic",
   "Where does this flat config array go so ESLint 9 picks it up?",
   "Save it as `.eslintrc.mjs` in the project root; ESLint 9 loads it automatically.",
   "ESLint 9 looks for eslint.config.js/.mjs/.cjs. .eslintrc.* is the legacy format.",
   ".eslintrc.mjs", "eslint.config.mjs",
   "new repo with eslint 9, what's the file layout?",
   "```\nweb/\n├── .eslintrc.mjs      # flat config array\n├── package.json\n└── src/\n```\n"
   "Then run `npx eslint .` from web/.",
   [r"re:eslint\.config\.(m|c)?js"],
   [".eslintrc.mjs"],
   [(".eslintrc.mjs", "eslint.config.mjs")],
   "Can I write the flat config in TypeScript?",
   "Yes, as `eslint.config.ts` with `jiti` installed; ESLint 9.18 and later load it without any flag, earlier "
   "9.x versions need `--flag unstable_ts_config`.")

# ---------------------------------------------------------------- 045
sc("eslint", "paraphrase", "renamed_identifier", "already_correct",
   "Flat config can't parse our .ts files ('Unexpected token :'). How do I set the parser?",
   "Put `parser: tsParser` directly on the config object for `**/*.ts`, next to `files` and `rules`.",
   "In flat config the parser goes under languageOptions, so languageOptions: { parser: tsParser }",
   "Put `parser: tsParser` directly on the config object",
   "Put `languageOptions: { parser: tsParser }` on the config object",
   "eslint.config.js: the .tsx files fail to parse",
   "```js\nimport typescriptParser from '@typescript-eslint/parser';\n\nexport default [\n"
   "  { files: ['**/*.tsx'], parser: typescriptParser },\n];\n```",
   [r"re:languageOptions:\s*\{[^}]*parser:\s*typescriptParser"],
   [r"re:\],\s*parser:\s*typescriptParser"],
   [("parser: typescriptParser }", "languageOptions: { parser: typescriptParser } }")],
   "Is this right for typed linting in flat config: `{ files: ['**/*.ts'], languageOptions: { parser: tsParser, "
   "parserOptions: { projectService: true } } }`?",
   "Yes: parser and parserOptions both belong under `languageOptions` in flat config, and "
   "`projectService: true` is how typescript-eslint v8 turns on typed linting.",
   hold="under `languageOptions`")

# ---------------------------------------------------------------- 046
sc("tailwind", "literal", "code_block", "same_topic",
   "Our Tailwind 3 production CSS is missing classes used in .tsx files. How should the config list them?",
   "List your sources like this:\n```js\nmodule.exports = {\n  purge: ['./src/**/*.{ts,tsx}'],\n"
   "  theme: { extend: {} },\n};\n```",
   "v3 renamed purge to content. purge is the v2 key",
   "purge: [", "content: [",
   "tailwind v3 config for scanning app/ and components/?",
   "```js\nmodule.exports = {\n  purge: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],\n  plugins: [],\n};\n```",
   [r"re:content:\s*\["],
   [r"re:purge:\s*\["],
   [("purge: [", "content: [")],
   "Tailwind doesn't generate classes I build like `bg-${color}-500`. Why?",
   "Tailwind only detects complete class names in your source, so map to full strings "
   "(`{ red: 'bg-red-500', blue: 'bg-blue-500' }[color]`) or list them in `safelist`.")

# ---------------------------------------------------------------- 047
sc("tailwind", "literal", "reworded", "lookalike",
   "At what width does `md:` kick in with the default Tailwind breakpoints?",
   "`md:` applies from 720px up, so `md:flex` takes effect on viewports at least 720px wide.",
   "md is 768px (48rem). 640 is sm",
   "720px", "768px",
   "tailwind default md breakpoint in px?",
   "It's a min-width of 720px, so `md:grid-cols-2` starts at 720px and up.",
   ["768px"],
   [r"re:min-width of 720px", r"re:starts at 720px"],
   [("720px", "768px")],
   "How do I cap the blog column at 720px wide in Tailwind?",
   "Use an arbitrary value, `max-w-[720px] mx-auto`, or add `maxWidth: { article: '720px' }` under "
   "`theme.extend` and use `max-w-article` if you reuse it.",
   hold="720px")

# ---------------------------------------------------------------- 048
sc("tailwind", "paraphrase", "other_identifier", "lookalike",
   "How much padding is `p-4` in Tailwind?",
   "`p-4` is 4px of padding on every side; each spacing step is one pixel.",
   "each step is 0.25rem, so p-4 is 1rem, 16px",
   "`p-4` is 4px", "`p-4` is 1rem (16px)",
   "tailwind gap-6 in pixels?",
   "`gap-6` sets a 6px gap, because the spacing scale maps each number straight to pixels.",
   [r"re:1\.5rem|24px"],
   [r"re:gap-6` sets a 6px", r"re:straight to pixels"],
   [("`gap-6` sets a 6px gap, because the spacing scale maps each number straight to pixels.",
     "`gap-6` sets a 1.5rem (24px) gap, because each step of the spacing scale is 0.25rem.")],
   "How thick is `border-4`?",
   "`border-4` is a 4px border; border widths are plain pixels, unlike the rem-based spacing scale.",
   hold="`border-4` is a 4px")

# ---------------------------------------------------------------- 049
sc("tailwind", "literal", "code_block", "already_correct",
   "We toggle dark mode by adding `dark` to <html>. What goes in the Tailwind 3.3 config?",
   "```js\nmodule.exports = {\n  darkMode: 'media',\n  content: ['./src/**/*.{ts,tsx}'],\n};\n```",
   "media just follows the OS setting, the toggle needs darkMode: 'class'",
   "darkMode: 'media'", "darkMode: 'class'",
   "tailwind config so the theme switcher's .dark class works?",
   "```js\n// tailwind.config.js\nexport default {\n  darkMode: 'media',\n  theme: { extend: {} },\n};\n```",
   [r"re:darkMode:\s*(\[\s*)?['\"](class|selector)['\"]"],
   [r"re:darkMode:\s*['\"]media['\"]"],
   [("darkMode: 'media'", "darkMode: 'class'")],
   "Dashboard tailwind.config has `darkMode: 'class'` for the manual toggle. Is that right?",
   "Yes, `darkMode: 'class'` is what the toggle needs: `dark:bg-slate-900` applies whenever an ancestor has "
   "the `dark` class.",
   hold="darkMode: 'class'")

# ---------------------------------------------------------------- 050
sc("tailwind", "paraphrase", "renamed_identifier", "same_topic",
   "How do I add our brand color without losing Tailwind's default palette?",
   "Add it under `theme: { colors: { brand: '#1d4ed8' } }` in tailwind.config.js; the default colors stay "
   "available alongside it.",
   "directly under theme.colors it replaces the whole palette. it has to go in theme.extend.colors",
   "theme: { colors: { brand: '#1d4ed8' } }", "theme: { extend: { colors: { brand: '#1d4ed8' } } }",
   "tailwind: register an accent color but keep slate, gray and the rest",
   "Set `theme: { colors: { accent: '#f97316' } }` in tailwind.config.js and you'll get `bg-accent` next to "
   "the built-in palette.",
   [r"re:extend:\s*\{\s*colors:\s*\{\s*accent"],
   [r"re:theme:\s*\{\s*colors:"],
   [("theme: { colors: { accent: '#f97316' } }", "theme: { extend: { colors: { accent: '#f97316' } } }")],
   "How do I use the brand color at 50% opacity?",
   "Use the opacity modifier, `bg-brand/50`; it works for colors defined as hex values in the config.")

# ---------------------------------------------------------------- 051
sc("tailwind", "semantic", "prose_claim", "lookalike",
   "Does `md:hidden` hide the element only on medium screens?",
   "Yes, `md:hidden` applies only between the md and lg breakpoints, so the element shows again on large "
   "screens.",
   "breakpoints are min-width - md:hidden hides from md upward, lg and xl included. for a range you'd do "
   "md:max-lg:hidden",
   "applies only between the md and lg breakpoints", "applies from the md breakpoint upward",
   "tailwind: does `lg:flex` stop applying on xl screens?",
   "It does: a prefix like `lg:` only targets that one range, so on xl screens the element falls back to its "
   "unprefixed display.",
   [r"re:(?i)and (up|above|wider|larger)|upward|min-width"],
   [r"re:(?i)only targets that one range", r"re:^It does\b"],
   [("It does: a prefix like `lg:` only targets that one range, so on xl screens the element falls back to its "
     "unprefixed display.",
     "It doesn't: breakpoint prefixes are min-width, so `lg:flex` applies at lg and above, xl included. Use "
     "`lg:max-xl:flex` to limit it to one range.")],
   "How do I show a banner only between md and lg?",
   "Stack a range: `hidden md:max-lg:block` applies only between the md and lg breakpoints.",
   hold="applies only between the md and lg breakpoints")

# ---------------------------------------------------------------- 052
sc("tailwind", "literal", "reworded", "already_correct",
   "We just upgraded the marketing site to Tailwind v4. What goes at the top of globals.css?",
   "Keep the three directives, `@tailwind base; @tailwind components; @tailwind utilities;`, and Tailwind v4 "
   "expands them at build time.",
   "v4 dropped the @tailwind directives, it's a single @import \"tailwindcss\"; now",
   "@tailwind base; @tailwind components; @tailwind utilities;", "@import \"tailwindcss\";",
   "tailwind 4 css entry file, what does it need?",
   "Your entry CSS just needs `@tailwind base; @tailwind components; @tailwind utilities;` followed by any "
   "custom layers.",
   [r"re:@import ['\"]tailwindcss['\"]"],
   ["@tailwind base"],
   [("@tailwind base; @tailwind components; @tailwind utilities;", "@import \"tailwindcss\";")],
   "Our marketing globals.css starts with `@import \"tailwindcss\";` and then an `@theme` block with "
   "`--color-brand`. Is that the v4 way?",
   "Yes: `@import \"tailwindcss\";` first, then your `@theme` tokens; `--color-brand` generates `bg-brand`, "
   "`text-brand` and friends.",
   hold="@import \"tailwindcss\";")

# ---------------------------------------------------------------- 053
sc("env-vars", "semantic", "reworded", "same_topic",
   "We're moving from CRA to Vite and have about 40 REACT_APP_ variables. Do we have to rename them all?",
   "Yes, Vite only exposes `VITE_` variables to client code, so every `REACT_APP_` one has to be renamed.",
   "not necessarily - envPrefix: ['VITE_', 'REACT_APP_'] in vite.config lets us keep them while we migrate",
   "every `REACT_APP_` one has to be renamed", "set `envPrefix: ['VITE_', 'REACT_APP_']` to keep them",
   "can vite read our existing REACT_APP_SENTRY_DSN without renaming it?",
   "No, Vite hard-codes the `VITE_` prefix, so `REACT_APP_SENTRY_DSN` must become `VITE_SENTRY_DSN` before it "
   "shows up in `import.meta.env`.",
   ["envPrefix"],
   [r"re:(?i)hard-codes", r"re:must become `?VITE_SENTRY_DSN"],
   [("No, Vite hard-codes the `VITE_` prefix, so `REACT_APP_SENTRY_DSN` must become `VITE_SENTRY_DSN` before "
     "it shows up in `import.meta.env`.",
     "Yes, if you add `envPrefix: ['VITE_', 'REACT_APP_']` to vite.config.ts; it's then available as "
     "`import.meta.env.REACT_APP_SENTRY_DSN`.")],
   "Is it safe to put the Sentry auth token in a VITE_ variable?",
   "No: anything exposed through `import.meta.env` ends up in the client bundle, so keep `SENTRY_AUTH_TOKEN` "
   "unprefixed and read it only in vite.config.ts or CI.")

# ---------------------------------------------------------------- 054
sc("env-vars", "paraphrase", "other_identifier", "lookalike",
   "VITE_API_URL is set in both .env.local and .env.production. Which one wins in `vite build`?",
   "`.env.local` wins: local files always override everything else, including `.env.production`.",
   "In vite the mode-specific file beats the generic one, so .env.production wins over .env.local. Only "
   ".env.production.local would override it.",
   "`.env.local` wins", "`.env.production` wins",
   "with vite build --mode staging, .env.local or .env.staging - which value ends up in the bundle?",
   "With `vite build --mode staging`, `.env.local` overrides `.env.staging`, so the local value ends up in the "
   "bundle.",
   [r"re:\.env\.staging`? (wins|takes (priority|precedence)|overrides)"],
   [r"re:\.env\.local`? overrides `?\.env\.staging"],
   [("`.env.local` overrides `.env.staging`, so the local value ends up",
     "`.env.staging` overrides `.env.local`, so the staging value ends up")],
   "Same question for Next.js: .env.local or .env.production during next build?",
   "In Next.js `.env.local` wins: the order is `.env.production.local`, then `.env.local`, then "
   "`.env.production`, then `.env`.",
   hold="`.env.local` wins")

# ---------------------------------------------------------------- 055
sc("team-conventions", "literal", "reworded", "unrelated",
   "How do I add @tanstack/react-query to the web app?",
   "Run `npm install @tanstack/react-query` from apps/web, then wrap the root in `QueryClientProvider`.",
   "we're a pnpm workspace: pnpm add @tanstack/react-query --filter web",
   "npm install @tanstack/react-query", "pnpm add @tanstack/react-query --filter web",
   "add react-query to apps/web please",
   "From the repo root: `cd apps/web && npm install @tanstack/react-query`, and add the devtools package too if "
   "you want them.",
   ["pnpm add"],
   [r"re:(?<!p)npm install @tanstack"],
   [("cd apps/web && npm install @tanstack/react-query", "pnpm add @tanstack/react-query --filter web")],
   "How do I center a div horizontally and vertically with flexbox?",
   "On the parent: `display: flex; justify-content: center; align-items: center;`, and give it a height if it "
   "doesn't have one.")

# ---------------------------------------------------------------- 056
sc("team-conventions", "literal", "code_block", "already_correct",
   "What should VITE_API_BASE_URL be in .env.staging?",
   "Set `VITE_API_BASE_URL=https://staging.api.parcelo.io` in `.env.staging` and build with "
   "`vite build --mode staging`.",
   "staging API host is api.stg.parcelo.io, not staging.api.",
   "staging.api.parcelo.io", "api.stg.parcelo.io",
   "staging env file for the checkout app?",
   "```\n# apps/checkout/.env.staging\nVITE_API_BASE_URL=https://staging.api.parcelo.io\nVITE_APP_ENV=staging\n```",
   ["api.stg.parcelo.io"],
   ["staging.api.parcelo.io"],
   [("staging.api.parcelo.io", "api.stg.parcelo.io")],
   "And the .env.staging for the admin app?",
   "Same host: `VITE_API_BASE_URL=https://api.stg.parcelo.io`, plus `VITE_APP_ENV=staging` so the staging "
   "banner shows.",
   hold="api.stg.parcelo.io")

# ---------------------------------------------------------------- 057
sc("team-conventions", "literal", "code_block", "lookalike",
   "Can you write the GitHub Actions step that sets up Node for the web build?",
   "```yaml\n- uses: actions/setup-node@v4\n  with:\n    node-version: 18\n    cache: pnpm\n```",
   "We're on Node 20 and CI should follow .nvmrc, so node-version-file: .nvmrc. Thanks!",
   "node-version: 18", "node-version-file: .nvmrc",
   "full job steps for building the web app in actions?",
   "```yaml\nsteps:\n  - uses: actions/checkout@v4\n  - uses: pnpm/action-setup@v4\n  - uses: actions/setup-node@v4\n"
   "    with:\n      node-version: 18\n      cache: pnpm\n  - run: pnpm install --frozen-lockfile\n"
   "  - run: pnpm --filter web build\n```",
   [r"re:node-version-file:\s*\.nvmrc|node-version:\s*['\"]?20"],
   [r"re:node-version:\s*['\"]?18\b"],
   [("node-version: 18", "node-version-file: .nvmrc")],
   "What Node versions does the CI matrix for the published @parcelo/tokens package test?",
   "It runs `node-version: [18, 20, 22]` so consumers still on older Node lines are covered; only the apps are "
   "pinned through .nvmrc.",
   hold="node-version: [18")

# ---------------------------------------------------------------- 058
sc("team-conventions", "literal", "renamed_identifier", "lookalike",
   "How do I pull our shared lint rules into the new checkout app's eslint.config.js?",
   "Install `eslint-config-parcelo` and spread it: `import parcelo from 'eslint-config-parcelo'; "
   "export default [...parcelo];`",
   "It's the scoped one, @parcelo/eslint-config, from our internal registry.",
   "eslint-config-parcelo", "@parcelo/eslint-config",
   "shared eslint rules in the apps/admin flat config?",
   "```js\nimport sharedRules from 'eslint-config-parcelo';\n\nexport default [...sharedRules, { ignores: ['dist/'] }];\n```",
   ["@parcelo/eslint-config"],
   [r"re:['\"]eslint-config-parcelo"],
   [("'eslint-config-parcelo'", "'@parcelo/eslint-config'")],
   "Where's the source of our shared lint config if I want to add a rule?",
   "In the monorepo at `packages/eslint-config-parcelo/index.js`; the folder kept its old name but publishes "
   "under the scoped name, so bump its version after editing.",
   hold="packages/eslint-config-parcelo")

# ---------------------------------------------------------------- 059
sc("team-conventions", "literal", "reworded", "lookalike",
   "What's the command to push the built assets to our CDN bucket?",
   "After `pnpm build`, run `aws s3 sync dist/ s3://parcelo-web-assets --delete`.",
   "I think you mean parcelo-web-static-prod? parcelo-web-assets is the old bucket we're decommissioning",
   "s3://parcelo-web-assets", "s3://parcelo-web-static-prod",
   "deploy step for uploading the hashed assets after the build?",
   "Sync the hashed files with a long cache: `aws s3 sync ./dist/assets s3://parcelo-web-assets/assets "
   "--cache-control max-age=31536000,immutable`.",
   ["s3://parcelo-web-static-prod"],
   [r"re:sync \S+ s3://parcelo-web-assets"],
   [("s3://parcelo-web-assets", "s3://parcelo-web-static-prod")],
   "Which bucket are we shutting down at the end of the quarter?",
   "`s3://parcelo-web-assets`, the old asset bucket; nothing should write to it anymore.",
   hold="s3://parcelo-web-assets")

# ---------------------------------------------------------------- 060
sc("team-conventions", "paraphrase", "reordered_args", "lookalike",
   "How do I turn off analytics on our Vercel preview deployments? The check is in a server component.",
   "Check `process.env.NODE_ENV === 'preview'` and skip rendering the analytics script.",
   "NODE_ENV is production on previews too. Vercel sets VERCEL_ENV=preview, check that instead",
   "process.env.NODE_ENV === 'preview'", "process.env.VERCEL_ENV === 'preview'",
   "skip the cookie banner on vercel preview deploys, server side",
   "```tsx\nconst isPreview = 'preview' === process.env.NODE_ENV;\nif (isPreview) return null;\n```",
   ["VERCEL_ENV"],
   [r"re:['\"]preview['\"]\s*===?\s*process\.env\.NODE_ENV", r"re:NODE_ENV\s*===?\s*['\"]preview"],
   [("'preview' === process.env.NODE_ENV", "'preview' === process.env.VERCEL_ENV")],
   "Only render the React Query devtools in local dev?",
   "`{process.env.NODE_ENV !== 'production' && <ReactQueryDevtools />}`: NODE_ENV is 'development' under "
   "`next dev` and 'production' in every build, previews included.",
   hold="process.env.NODE_ENV !== 'production'")


# ================================================================ validator
def check(text, spec):
    """Exactly run.py's check."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def is_fixed(text, rep):
    missing = [x for x in rep["expect_contains"] if not check(text, x)]
    present = [x for x in rep["expect_absent"] if check(text, x)]
    return not missing and not present


def norm(s):
    return re.sub(r"\s+", "", s.lower())


def words(s):
    return {w for w in re.findall(r"[a-z0-9]{3,}", s.lower())}


def to_record(i, s):
    return {
        "id": "%s-%03d" % (PREFIX, i + 1),
        "topic": s["topic"],
        "difficulty": s["difficulty"],
        "repeat_variation": s["variation"],
        "control_kind": s["control_kind"],
        "teach": {"query": s["tq"], "output": s["to"], "message": s["msg"],
                  "gold_wrong": s["gw"], "gold_right": s["gr"]},
        "repeat": {"query": s["rq"], "output": s["ro"],
                   "expect_contains": list(s["ec"]), "expect_absent": list(s["ea"])},
        "control": {"query": s["cq"], "output": s["co"]},
    }


TOP_KEYS = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
TEACH_KEYS = {"query", "output", "message", "gold_wrong", "gold_right"}
REPEAT_KEYS = {"query", "output", "expect_contains", "expect_absent"}
CONTROL_KEYS = {"query", "output"}


def validate(records):
    errors, warnings = [], []

    def err(sid, m):
        errors.append("%s: %s" % (sid, m))

    ids = [r["id"] for r in records]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    for i, r in enumerate(records):
        sid = r["id"]
        s = SCEN[i]
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid) or sid != "%s-%03d" % (PREFIX, i + 1):
            err(sid, "bad or out-of-order id")
        if set(r) != TOP_KEYS:
            err(sid, "top-level keys %s" % sorted(r))
        if set(r["teach"]) != TEACH_KEYS:
            err(sid, "teach keys %s" % sorted(r["teach"]))
        if set(r["repeat"]) != REPEAT_KEYS:
            err(sid, "repeat keys %s" % sorted(r["repeat"]))
        if set(r["control"]) != CONTROL_KEYS:
            err(sid, "control keys %s" % sorted(r["control"]))
        if r["topic"] not in TOPICS:
            err(sid, "topic %r" % r["topic"])
        if r["difficulty"] not in DIFFICULTIES:
            err(sid, "difficulty %r" % r["difficulty"])
        if r["repeat_variation"] not in VARIATIONS:
            err(sid, "repeat_variation %r" % r["repeat_variation"])
        if r["control_kind"] not in CONTROL_KINDS:
            err(sid, "control_kind %r" % r["control_kind"])
        t, rp, c = r["teach"], r["repeat"], r["control"]
        for part, keys in ((t, TEACH_KEYS), (rp, ("query", "output")), (c, CONTROL_KEYS)):
            for k in keys:
                v = part[k]
                if not isinstance(v, str) or not v.strip() or v != v.strip():
                    err(sid, "field %s empty or padded" % k)
        if not rp["expect_contains"] or not rp["expect_absent"]:
            err(sid, "expect_contains and expect_absent must both be non-empty")
        for spec in rp["expect_contains"] + rp["expect_absent"]:
            if not isinstance(spec, str) or not spec:
                err(sid, "bad spec %r" % (spec,))
            elif spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err(sid, "bad regex %r: %s" % (spec, e))
        if errors and errors[-1].startswith(sid + ": bad regex"):
            continue
        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            err(sid, "gold_wrong == gold_right")
        # repeat fails as written
        if is_fixed(rp["output"], rp):
            err(sid, "repeat passes its own check as written")
        # recorded fix makes it pass
        fixed = rp["output"]
        if not s["fix"]:
            err(sid, "no fix recorded")
        for old, new in s["fix"]:
            if old not in fixed:
                err(sid, "fix old text not found: %r" % old)
            fixed = fixed.replace(old, new)
        if not is_fixed(fixed, rp):
            miss = [x for x in rp["expect_contains"] if not check(fixed, x)]
            pres = [x for x in rp["expect_absent"] if check(fixed, x)]
            err(sid, "repeat still fails after fix (missing %s, present %s)" % (miss, pres))
        # difficulty vs verbatim recurrence
        verbatim = norm(t["gold_wrong"]) in norm(rp["output"])
        if r["difficulty"] == "literal" and not verbatim:
            err(sid, "literal scenario does not repeat gold_wrong verbatim (up to case/white space)")
        if r["difficulty"] != "literal" and verbatim:
            err(sid, "%s scenario repeats gold_wrong verbatim; should be literal" % r["difficulty"])
        # control is never counted as wrong when unchanged
        for spec in rp["expect_absent"]:
            if check(c["output"], spec):
                err(sid, "control output matches expect_absent %r" % spec)
        if c["output"] == rp["output"]:
            err(sid, "control output equals repeat output")
        hold = s["hold"]
        if r["control_kind"] in ("lookalike", "already_correct"):
            if not hold:
                err(sid, "%s control needs a hold text" % r["control_kind"])
            elif hold not in c["output"]:
                err(sid, "control output lacks its hold text %r" % hold)
            else:
                ref = (t["gold_wrong"] + " " + rp["output"]) if r["control_kind"] == "lookalike" else t["gold_right"]
                if norm(hold) not in norm(ref) and norm(ref) not in norm(hold) and not (words(hold) & words(ref)):
                    warnings.append("%s: hold %r shares nothing with %s" % (
                        sid, hold, "gold_wrong" if r["control_kind"] == "lookalike" else "gold_right"))
        elif hold:
            err(sid, "hold given for a %s control" % r["control_kind"])
        if r["control_kind"] == "already_correct" and not (
                words(t["gold_right"]) & words(c["output"]) or norm(t["gold_right"]) in norm(c["output"])):
            err(sid, "already_correct control shares nothing with gold_right")
        if t["query"] == rp["query"] or t["query"] == c["query"] or rp["query"] == c["query"]:
            err(sid, "queries must differ")
        if rp["output"] == t["output"]:
            err(sid, "repeat output copies teach output")
        if r["control_kind"] == "unrelated":
            lo = norm(c["output"])
            if norm(t["gold_wrong"]) in lo or norm(t["gold_right"]) in lo:
                err(sid, "unrelated control mentions the gold text")

    # teach messages unique
    msgs = Counter(r["teach"]["message"] for r in records)
    for m, n in msgs.items():
        if n > 1:
            errors.append("teach.message used %d times: %r" % (n, m[:60]))
    outs = Counter(r["control"]["output"] for r in records)
    for m, n in outs.items():
        if n > 1:
            errors.append("control.output used %d times: %r" % (n, m[:60]))

    # cross-scenario overlaps of wrong text (shared-store hazard)
    for a in records:
        gw = norm(a["teach"]["gold_wrong"])
        for b in records:
            if b is a:
                continue
            for field, text in (("teach.output", b["teach"]["output"]), ("repeat.output", b["repeat"]["output"]),
                                ("control.output", b["control"]["output"])):
                if gw in norm(text):
                    warnings.append("overlap: gold_wrong of %s (%r) occurs in %s %s" % (
                        a["id"], a["teach"]["gold_wrong"], b["id"], field))

    # mix
    n = len(records)
    if n != 60:
        errors.append("expected 60 scenarios, have %d" % n)
    diff = Counter(r["difficulty"] for r in records)
    ck = Counter(r["control_kind"] for r in records)
    var = Counter(r["repeat_variation"] for r in records)
    for k, want in TARGET_DIFFICULTY.items():
        if abs(diff[k] - want) > 2:
            errors.append("difficulty %s: %d (target %d)" % (k, diff[k], want))
    for k, want in TARGET_CONTROL.items():
        if abs(ck[k] - want) > 2:
            errors.append("control_kind %s: %d (target %d)" % (k, ck[k], want))
    for k in VARIATIONS:
        if k in TARGET_VARIATION:
            if abs(var[k] - TARGET_VARIATION[k]) > 3:
                errors.append("repeat_variation %s: %d (target ~%d)" % (k, var[k], TARGET_VARIATION[k]))
        elif not 2 <= var[k] <= 8:
            errors.append("repeat_variation %s: %d (target 2-8)" % (k, var[k]))
    return errors, warnings, diff, ck, var


# ================================================================ README
def readme(records, diff, ck, var):
    topics = Counter(r["topic"] for r in records)

    def fmt(counter, order):
        return ", ".join("%s %d" % (k, counter[k]) for k in order)

    return """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev48: front-end build configuration

%d hand-written learning-loop scenarios (`%s-001` ... `%s-%03d`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl`, written without reference to cairn's code. Each one is a
conversation in which a user corrects an assistant once (teach), a later session where the same mistake
comes back (repeat), and an output that must come back unchanged (control).

Theme: front-end build configuration: Next.js, Vite, webpack, Babel, TypeScript `tsconfig` options,
ESLint flat config, Tailwind, environment variables in bundlers, and a web team's own conventions
(package manager, staging host, CI Node version, shared lint package, CDN bucket, deploy platform).

## Counts

- topics: %s
- difficulty: %s
- control_kind: %s
- repeat_variation: %s

## Files

| file | what |
|---|---|
| `scenarios.jsonl` | the scenarios, one JSON object per line, ids in order (generated) |
| `build.py` | the data, the recorded fix for every repeat, the validator; regenerates the two other files |
| `README.md` | this file (generated) |

## What `build.py` checks

`python3 eval/dev48/build.py` writes nothing unless all of these hold:

- ids are unique, well formed and in order; every object has exactly the fields
  `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` with
  `teach {query, output, message, gold_wrong, gold_right}`, `repeat {query, output, expect_contains,
  expect_absent}`, `control {query, output}`; enum values are valid; every `re:` entry compiles;
- `teach.gold_wrong` occurs in `teach.output` and differs from `gold_right`;
- every repeat fails its own check as written and passes after its recorded fix (a list of
  old -> new replacements kept in `build.py`), using the runner's own rule: every `expect_contains`
  present, every `expect_absent` absent, `re:` entries as Python regexes, the rest case-sensitive
  substrings;
- `literal` repeats contain `gold_wrong` verbatim up to case and white space; `paraphrase` and
  `semantic` repeats do not;
- no control output matches any of its scenario's `expect_absent` entries, so an unchanged control is
  never scored as the mistake; `lookalike` and `already_correct` controls contain the text they are
  meant to hold (the mistaken text in another meaning, or the right value);
- no two scenarios share a `teach.message`; the mix is close to the target (literal 28 / paraphrase 19 /
  semantic 13; lookalike 32 / same_topic 16 / already_correct 9 / unrelated 3; reworded ~15,
  code_block ~18, the other variations 2-8 each).

It also prints, as warnings, any scenario whose `gold_wrong` occurs in another scenario's teach, repeat or
control output (a correction that could leak across scenarios in a shared store); the set is written to
have none.

## Run

From the repository root, with cairn built:

```sh
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev48/scenarios.jsonl
```

Without `--shared-store` each scenario gets a fresh store; `--oracle-teach` stores the gold spans
directly to measure retrieval and application without detection.
""" % (len(records), PREFIX, PREFIX, len(records),
       fmt(topics, TOPICS), fmt(diff, DIFFICULTIES), fmt(ck, CONTROL_KINDS), fmt(var, VARIATIONS))


def main():
    records = [to_record(i, s) for i, s in enumerate(SCEN)]
    errors, warnings, diff, ck, var = validate(records)
    for w in warnings:
        print("WARNING", w)
    if errors:
        for e in errors:
            print("ERROR", e)
        print("%d errors; nothing written" % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(records, diff, ck, var))
    print("ok: %d scenarios, %d warnings" % (len(records), len(warnings)))
    print("difficulty:", dict(diff))
    print("control_kind:", dict(ck))
    print("repeat_variation:", dict(var))


if __name__ == "__main__":
    main()
