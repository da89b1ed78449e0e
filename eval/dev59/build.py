#!/usr/bin/env python3
"""Build dev59: 60 teach -> repeat -> control scenarios on frontend web tooling.

    python3 build.py

Validates every scenario (ids, enums, counts, repeat fails as written and passes
after its `fix`, gold_wrong in the teach output, `holds` in lookalike /
already_correct controls, no text shared between scenarios) and only then writes
scenarios.jsonl and README.md next to this file. Standard library only.
"""
import json
import os
import re
import sys
import textwrap
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "dev59"
THEME = ("frontend web tooling: TypeScript, React, Next.js, Vite, webpack, ESLint, npm/pnpm, CSS, "
         "browser APIs, and one team's own packages, env vars, routes and conventions")
FIRST_LINE = ("This is a development set. Use it to find and understand failures. Do not copy its "
              "sentences, values or checks into code, tests, prompts, rules or training data.")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}


def D(s):
    """Dedent a triple-quoted block and drop the surrounding newlines."""
    return textwrap.dedent(s).strip("\n")


SCENARIOS = []


def sc(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    SCENARIOS.append({
        "id": "d59-%03d" % n, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": teach, "repeat": repeat, "control": control, "fix": fix, "holds": holds,
    })


# --------------------------------------------------------------------------- 001
sc(1, "vite-proxy-backend-port", "literal", "code_block", "lookalike",
   teach=dict(
       query="Set up the Vite dev server so /api calls from the admin app reach our local backend.",
       output=D("""
        Add a proxy entry to `vite.config.ts`:

        ```ts
        export default defineConfig({
          plugins: [react()],
          server: {
            port: 5174,
            proxy: {
              '/api': 'http://localhost:3000',
            },
          },
        });
        ```

        Requests to `/api/*` from the admin app are now forwarded to the backend, so you can drop the hard-coded origin from `apiClient.ts`.
        """),
       message="The backend runs on 8080 locally — 3000 is the Next marketing site.",
       gold_wrong="http://localhost:3000", gold_right="http://localhost:8080"),
   repeat=dict(
       query="The /api/ws websocket isn't proxied in dev. How do I add it next to the REST proxy?",
       output=D("""
        Use the object form so you can turn on `ws`:

        ```ts
        server: {
          proxy: {
            '/api/ws': {
              target: 'http://localhost:3000',
              ws: true,
              changeOrigin: true,
            },
          },
        },
        ```

        Restart `pnpm dev` after editing the config; Vite doesn't hot-reload proxy settings.
        """),
       expect_contains=["target: 'http://localhost:8080'"], expect_absent=["localhost:3000"]),
   control=dict(
       query="How do I run the marketing site and the admin app at the same time?",
       output=("Run `pnpm --filter @tessera/marketing dev` in one terminal; Next serves it on "
               "http://localhost:3000. In another, `pnpm --filter @tessera/admin dev` starts Vite on "
               "http://localhost:5174. They don't share a port, so both can run side by side.")),
   fix=[("http://localhost:3000", "http://localhost:8080")],
   holds="http://localhost:3000")

# --------------------------------------------------------------------------- 002
sc(2, "eslint-flat-config-file", "literal", "reworded", "same_topic",
   teach=dict(
       query="How do I turn off no-console for the scripts/ folder?",
       output=D("""
        Add an override to `.eslintrc.json`:

        ```json
        {
          "overrides": [
            {
              "files": ["scripts/**/*.ts"],
              "rules": { "no-console": "off" }
            }
          ]
        }
        ```

        ESLint applies overrides after the base rules, so only files under `scripts/` are affected.
        """),
       message="We're on ESLint 9 with flat config, there is no .eslintrc.json in the repo. It goes in eslint.config.js.",
       gold_wrong=".eslintrc.json", gold_right="eslint.config.js"),
   repeat=dict(
       query="Where do I register eslint-plugin-jsx-a11y so it applies to every package?",
       output=("Install it at the root with `pnpm add -D -w eslint-plugin-jsx-a11y`, then add "
               "`\"plugins\": [\"jsx-a11y\"]` and `\"extends\": [\"plugin:jsx-a11y/recommended\"]` to the root "
               "`.eslintrc.json`. Every package inherits the root config, so there's nothing to add per package."),
       expect_contains=["eslint.config.js"], expect_absent=[".eslintrc"]),
   control=dict(
       query="How do I make ESLint skip the generated GraphQL types?",
       output=D("""
        Add an object with only `ignores` at the top of the array in `eslint.config.js`:

        ```js
        export default [
          { ignores: ['src/gql/__generated__/**'] },
          ...tessera.configs.recommended,
        ];
        ```

        An object that has nothing but `ignores` acts as a global ignore, the way the old ignore file did.
        """)),
   fix=[("then add `\"plugins\": [\"jsx-a11y\"]` and `\"extends\": [\"plugin:jsx-a11y/recommended\"]` to the root `.eslintrc.json`.",
         "then import it in the root `eslint.config.js` and add `jsxA11y.flatConfigs.recommended` to the exported array.")])

# --------------------------------------------------------------------------- 003
sc(3, "react-createroot", "paraphrase", "code_block", "lookalike",
   teach=dict(
       query="Write the entry file for the admin app's React tree.",
       output=D("""
        ```tsx
        // src/main.tsx
        import React from 'react';
        import ReactDOM from 'react-dom';
        import { App } from './App';
        import './index.css';

        ReactDOM.render(
          <React.StrictMode>
            <App />
          </React.StrictMode>,
          document.getElementById('root'),
        );
        ```

        `index.html` already has `<div id="root">`, and Vite picks up `src/main.tsx` from the script tag.
        """),
       message="We're on React 19 — ReactDOM.render doesn't exist anymore. createRoot from react-dom/client, please.",
       gold_wrong="ReactDOM.render(", gold_right="createRoot(document.getElementById('root')!).render("),
   repeat=dict(
       query="Mount the embeddable support widget into a shadow-root container.",
       output=D("""
        ```tsx
        import ReactDOM from 'react-dom';
        import { SupportWidget } from './SupportWidget';

        export function mountWidget(host: HTMLElement) {
          const shadow = host.attachShadow({ mode: 'open' });
          const container = document.createElement('div');
          shadow.appendChild(container);
          ReactDOM.render(<SupportWidget />, container);
        }
        ```

        Call `mountWidget(document.querySelector('#tsr-support')!)` from the embed script.
        """),
       expect_contains=["createRoot(container)"], expect_absent=["ReactDOM.render("]),
   control=dict(
       query="How do I re-render the root when the locale changes?",
       output=D("""
        Keep the root you created once and call `render` on it again:

        ```tsx
        const root = createRoot(document.getElementById('root')!);

        export function renderApp(locale: string) {
          root.render(<App locale={locale} />);
        }
        ```

        Calling `render` on the same root updates the tree in place; creating a second root on the same element logs a warning.
        """)),
   fix=[("import ReactDOM from 'react-dom';", "import { createRoot } from 'react-dom/client';"),
        ("ReactDOM.render(<SupportWidget />, container);", "createRoot(container).render(<SupportWidget />);")],
   holds="root.render(<App locale={locale} />);")

# --------------------------------------------------------------------------- 004
sc(4, "next-public-env-prefix", "literal", "code_block", "already_correct",
   teach=dict(
       query="The pricing widget needs the API base URL in the browser. How do I read it?",
       output=D("""
        In `components/PricingWidget.tsx` (a client component), read it from `process.env`:

        ```tsx
        'use client';

        const apiBase = process.env.API_BASE_URL;

        export function PricingWidget() {
          // fetch(`${apiBase}/v2/plans`) ...
        }
        ```

        The variable is already defined in `.env.local` and in the Vercel project settings.
        """),
       message="That will be undefined in the browser. Client code only sees vars prefixed with NEXT_PUBLIC_, ours is NEXT_PUBLIC_API_BASE_URL.",
       gold_wrong="process.env.API_BASE_URL", gold_right="process.env.NEXT_PUBLIC_API_BASE_URL"),
   repeat=dict(
       query="Add a hook that builds absolute API URLs for client components.",
       output=D("""
        ```ts
        'use client';

        export function useApiUrl(path: string) {
          const base = process.env.API_BASE_URL ?? '';
          return `${base}${path}`;
        }
        ```

        Use it as `const url = useApiUrl('/v2/invoices');`.
        """),
       expect_contains=["process.env.NEXT_PUBLIC_API_BASE_URL"], expect_absent=[r"re:process\.env\.API_BASE_URL"]),
   control=dict(
       query="Why does my client component show the new API base URL in dev but the old one in prod?",
       output=("`process.env.NEXT_PUBLIC_API_BASE_URL` is inlined at build time, so the production bundle keeps "
               "whatever value was set when `next build` ran. Changing it in Vercel needs a redeploy; restarting "
               "the server won't pick it up.")),
   fix=[("process.env.API_BASE_URL", "process.env.NEXT_PUBLIC_API_BASE_URL")],
   holds="process.env.NEXT_PUBLIC_API_BASE_URL")

# --------------------------------------------------------------------------- 005
sc(5, "team-ui-package-name", "literal", "identifier", "lookalike",
   teach=dict(
       query="Add a confirm button to the delete dialog using our design system.",
       output=D("""
        ```tsx
        import { Button } from '@tessera/components';

        <Button variant="danger" onClick={onConfirm}>
          Delete project
        </Button>
        ```

        `variant="danger"` gives the red style from the tokens, and the button already shows a spinner if you pass `loading`.
        """),
       message="it's @tessera/ui — there's no @tessera/components package",
       gold_wrong="@tessera/components", gold_right="@tessera/ui"),
   repeat=dict(
       query="Show me how to open a modal from the project settings page with our shared components.",
       output=D("""
        ```tsx
        import { Modal, useDisclosure } from '@tessera/components';

        export function ArchiveProject() {
          const { isOpen, open, close } = useDisclosure();
          return (
            <>
              <button onClick={open}>Archive</button>
              <Modal open={isOpen} onClose={close} title="Archive project?" />
            </>
          );
        }
        ```
        """),
       expect_contains=["from '@tessera/ui'"], expect_absent=["@tessera/components"]),
   control=dict(
       query="Where should a new page-specific table component live in the web app?",
       output=("Put it next to the feature that uses it, e.g. `src/components/projects/ProjectTable.tsx`, and "
               "import it with the alias: `import { ProjectTable } from '~/components/projects/ProjectTable'`. "
               "Only promote it to the design-system package once a second app needs it.")),
   fix=[("@tessera/components", "@tessera/ui")],
   holds="components/projects/ProjectTable")

# --------------------------------------------------------------------------- 006
sc(6, "pnpm-add-dev-dependency", "paraphrase", "reworded", "lookalike",
   teach=dict(
       query="Add vitest to the admin app.",
       output=D("""
        From `apps/admin`, run:

        ```sh
        npm install --save-dev vitest @vitest/coverage-v8
        ```

        Then add `"test": "vitest"` to the scripts in `apps/admin/package.json`.
        """),
       message="We use pnpm in this monorepo; npm will drop a package-lock.json next to pnpm-lock.yaml. Should be pnpm add -D.",
       gold_wrong="npm install --save-dev", gold_right="pnpm add -D"),
   repeat=dict(
       query="I want Playwright for end-to-end tests in the marketing app, what do I install?",
       output=("Add the test runner as a dev dependency with `npm i -D @playwright/test` from `apps/marketing`, "
               "then `pnpm exec playwright install chromium` to download the browser. The binaries are cached in "
               "`~/.cache/ms-playwright`, so CI should cache that folder too."),
       expect_contains=["pnpm add -D @playwright/test"], expect_absent=[r"re:\bnpm (i|install)\b"]),
   control=dict(
       query="What install command should the public SDK docs show?",
       output=("Show all three, since customers use different package managers: `npm install @tessera/sdk`, "
               "`yarn add @tessera/sdk` and `pnpm add @tessera/sdk`. The pnpm-only rule is for our own monorepo, "
               "not for people consuming the SDK.")),
   fix=[("`npm i -D @playwright/test`", "`pnpm add -D @playwright/test`")],
   holds="npm install @tessera/sdk")

# --------------------------------------------------------------------------- 007
sc(7, "vite-import-meta-env", "paraphrase", "code_block", "lookalike",
   teach=dict(
       query="Initialise Sentry in the admin app with the DSN from env.",
       output=D("""
        ```ts
        // src/sentry.ts
        import * as Sentry from '@sentry/react';

        Sentry.init({
          dsn: process.env.VITE_SENTRY_DSN,
          environment: import.meta.env.MODE,
          tracesSampleRate: 0.1,
        });
        ```

        Import `./sentry` first thing in `main.tsx` so errors during boot are captured.
        """),
       message="Vite doesn't define process.env in the browser bundle — that'll throw a ReferenceError. Use import.meta.env.VITE_SENTRY_DSN.",
       gold_wrong="process.env.VITE_SENTRY_DSN", gold_right="import.meta.env.VITE_SENTRY_DSN"),
   repeat=dict(
       query="Set up PostHog in the admin SPA using the key from the env file.",
       output=D("""
        ```ts
        import posthog from 'posthog-js';

        posthog.init(process.env.VITE_POSTHOG_KEY!, {
          api_host: import.meta.env.VITE_POSTHOG_HOST,
          capture_pageview: false,
        });
        ```

        We capture pageviews manually from the router so hash changes aren't double counted.
        """),
       expect_contains=["import.meta.env.VITE_POSTHOG_KEY"], expect_absent=["process.env."]),
   control=dict(
       query="Can vite.config.ts change the build depending on whether we're in CI?",
       output=D("""
        Yes — the config runs in Node, so `process.env` is available there:

        ```ts
        export default defineConfig({
          build: {
            sourcemap: process.env.CI === 'true',
          },
        });
        ```

        GitHub Actions sets `CI=true` for every step.
        """)),
   fix=[("process.env.VITE_POSTHOG_KEY", "import.meta.env.VITE_POSTHOG_KEY")],
   holds="process.env.CI === 'true'")

# --------------------------------------------------------------------------- 008
sc(8, "tsconfig-module-resolution", "literal", "casing", "lookalike",
   teach=dict(
       query="What tsconfig settings should the new shared package use?",
       output=D("""
        ```json
        {
          "compilerOptions": {
            "target": "ES2022",
            "module": "ESNext",
            "moduleResolution": "node",
            "strict": true,
            "jsx": "react-jsx",
            "skipLibCheck": true
          }
        }
        ```

        That matches the apps, so imports resolve the same way in the editor and in the build.
        """),
       message="moduleResolution should be \"bundler\" — everything here is built by Vite, and \"node\" doesn't understand package.json exports.",
       gold_wrong="\"moduleResolution\": \"node\"", gold_right="\"moduleResolution\": \"bundler\""),
   repeat=dict(
       query="Write a tsconfig for packages/tokens; it has to emit declaration files.",
       output=D("""
        ```json
        {
          "extends": "../../tsconfig.base.json",
          "compilerOptions": {
            "module": "ESNext",
            "moduleResolution": "Node",
            "resolveJsonModule": true,
            "declaration": true,
            "emitDeclarationOnly": true,
            "outDir": "dist"
          },
          "include": ["src"]
        }
        ```
        """),
       expect_contains=["\"moduleResolution\": \"bundler\""], expect_absent=[r"re:(?i)\"moduleResolution\":\s*\"node"]),
   control=dict(
       query="tsc complains it can't find 'process' in the scripts folder.",
       output=D("""
        The scripts run under Node, so give the folder its own tsconfig that pulls in the Node typings:

        ```json
        {
          "extends": "../tsconfig.base.json",
          "compilerOptions": { "types": ["node"] },
          "include": ["scripts/**/*.ts"]
        }
        ```

        and make sure `@types/node` is in the root devDependencies.
        """)),
   fix=[("\"moduleResolution\": \"Node\"", "\"moduleResolution\": \"bundler\"")],
   holds="\"types\": [\"node\"]")

# --------------------------------------------------------------------------- 009
sc(9, "css-md-breakpoint", "literal", "code_block", "lookalike",
   teach=dict(
       query="Make the sidebar collapse below the tablet breakpoint.",
       output=D("""
        ```css
        .sidebar {
          display: none;
        }

        @media (min-width: 720px) {
          .sidebar {
            display: block;
            width: 240px;
          }
        }
        ```

        Below the breakpoint the hamburger menu in `Header.tsx` takes over.
        """),
       message="our md breakpoint is 768px. 720px is the content max-width, easy to mix up.",
       gold_wrong="min-width: 720px", gold_right="min-width: 768px"),
   repeat=dict(
       query="Switch the pricing cards from one column to a two-column grid on tablets.",
       output=D("""
        ```css
        .pricing-grid {
          display: grid;
          grid-template-columns: 1fr;
          gap: 24px;
        }

        @media (min-width: 720px) {
          .pricing-grid {
            grid-template-columns: repeat(2, 1fr);
          }
        }
        ```
        """),
       expect_contains=["min-width: 768px"], expect_absent=["min-width: 720px"]),
   control=dict(
       query="The article page text runs edge to edge on big monitors, how do I cap it?",
       output=D("""
        Wrap it in the content container, which caps the line length:

        ```css
        .article {
          max-width: 720px;
          margin-inline: auto;
          padding-inline: 16px;
        }
        ```

        That's the same width the blog uses, so the typography scale lines up.
        """)),
   fix=[("min-width: 720px", "min-width: 768px")],
   holds="max-width: 720px")

# --------------------------------------------------------------------------- 010
sc(10, "clipboard-writetext-promise", "semantic", "prose_claim", "same_topic",
   teach=dict(
       query="Add a copy button for the API key that shows a toast.",
       output=D("""
        ```tsx
        function CopyKey({ apiKey }: { apiKey: string }) {
          const onCopy = () => {
            navigator.clipboard.writeText(apiKey);
            toast.success('Copied');
          };
          return <button onClick={onCopy}>Copy</button>;
        }
        ```

        `navigator.clipboard.writeText` is synchronous, so by the time `toast.success` runs the key is already on the clipboard.
        """),
       message=("writeText returns a Promise, it isn't synchronous. It can also reject (no permission, page not "
                "focused), so await it and only toast on success."),
       gold_wrong="`navigator.clipboard.writeText` is synchronous",
       gold_right="`navigator.clipboard.writeText` returns a Promise"),
   repeat=dict(
       query="Do I need async/await when copying a share link with the Clipboard API?",
       output=("No — `writeText()` is synchronous, it writes the string immediately and returns nothing, so a "
               "plain `onClick={() => navigator.clipboard.writeText(shareUrl)}` is enough. The only requirement "
               "is a secure context (HTTPS or localhost)."),
       expect_contains=["re:(?i)promise"], expect_absent=["re:(?i)is synchronous"]),
   control=dict(
       query="Can I read from the clipboard on page load to prefill the invite code?",
       output=("Not reliably. `navigator.clipboard.readText()` needs a user gesture, Chromium asks for the "
               "clipboard-read permission, and Safari and Firefox show their own paste prompt, so calling it on "
               "load either prompts or rejects. Offer a \"Paste code\" button and call it from the click handler.")),
   fix=[("No — `writeText()` is synchronous, it writes the string immediately and returns nothing, so a plain "
         "`onClick={() => navigator.clipboard.writeText(shareUrl)}` is enough.",
         "Yes — `writeText()` returns a Promise that rejects if permission is denied or the page isn't focused, "
         "so `await navigator.clipboard.writeText(shareUrl)` inside a try/catch before showing any confirmation.")])

# --------------------------------------------------------------------------- 011
sc(11, "next-navigation-userouter", "literal", "code_block", "lookalike",
   teach=dict(
       query="Redirect to /projects after the create-project form in app/projects/new/page.tsx submits.",
       output=D("""
        ```tsx
        'use client';

        import { useRouter } from 'next/router';

        export function NewProjectForm() {
          const router = useRouter();

          async function onSubmit(data: FormData) {
            await createProject(data);
            router.push('/projects');
          }
          // ...
        }
        ```

        `router.push` adds a history entry; use `router.replace` if Back shouldn't return to the form.
        """),
       message="This is under app/, so useRouter has to come from next/navigation. next/router only works in pages/.",
       gold_wrong="from 'next/router'", gold_right="from 'next/navigation'"),
   repeat=dict(
       query="How do I refresh the server components after toggling a project's archived flag? The button is in app/projects/[id]/ArchiveToggle.tsx.",
       output=D("""
        ```tsx
        'use client';

        import { useRouter } from 'next/router';

        export function ArchiveToggle({ id }: { id: string }) {
          const router = useRouter();
          return (
            <button
              onClick={async () => {
                await fetch(`/api/v2/projects/${id}/archive`, { method: 'POST' });
                router.refresh();
              }}
            >
              Archive
            </button>
          );
        }
        ```
        """),
       expect_contains=["from 'next/navigation'"], expect_absent=["from 'next/router'"]),
   control=dict(
       query="The legacy pages/reports/[id].tsx page needs the id from the URL.",
       output=D("""
        It's still on the pages router, so read it from the router's query:

        ```tsx
        import { useRouter } from 'next/router';

        export default function ReportPage() {
          const { query, isReady } = useRouter();
          if (!isReady) return null;
          const id = query.id as string;
          // ...
        }
        ```

        `isReady` guards the first render of statically optimised pages, where `query` is still empty.
        """)),
   fix=[("from 'next/router'", "from 'next/navigation'")],
   holds="import { useRouter } from 'next/router';")

# --------------------------------------------------------------------------- 012
sc(12, "webpack5-node-polyfills", "semantic", "prose_claim", "unrelated",
   teach=dict(
       query="Our legacy widget bundle uses a library that calls Buffer.from. Do I need anything in webpack.config.js?",
       output=("No changes needed. webpack automatically polyfills Node core modules like `buffer`, `crypto` and "
               "`stream` for browser targets, so `Buffer.from` works as-is in the bundle."),
       message="That was webpack 4. Webpack 5 stopped auto-polyfilling Node core modules — you need resolve.fallback plus ProvidePlugin for Buffer.",
       gold_wrong="webpack automatically polyfills Node core modules",
       gold_right="webpack 5 no longer polyfills Node core modules; add resolve.fallback and ProvidePlugin"),
   repeat=dict(
       query="A dependency imports 'crypto' and the widget build fails with \"Module not found: Can't resolve 'crypto'\". Why?",
       output=("Webpack polyfills `crypto` and the other Node built-ins for you, so the import itself is fine; "
               "this error usually means a stale cache. Delete `node_modules/.cache` and rebuild."),
       expect_contains=["re:fallback"], expect_absent=["re:(?i)webpack polyfills"]),
   control=dict(
       query="How do I squash my last three commits before opening the PR?",
       output=("`git rebase -i HEAD~3`, change `pick` to `squash` (or `s`) on the second and third lines, save, "
               "and edit the combined message. The branch history changed, so push with `git push --force-with-lease`.")),
   fix=[("Webpack polyfills `crypto` and the other Node built-ins for you, so the import itself is fine; this "
         "error usually means a stale cache. Delete `node_modules/.cache` and rebuild.",
         "Webpack 5 no longer polyfills Node built-ins, so the import fails. Add `resolve.fallback: { crypto: "
         "require.resolve('crypto-browserify') }`, or set it to `false` if that code path never runs in the browser.")])

# --------------------------------------------------------------------------- 013
sc(13, "staging-api-host", "literal", "code_block", "same_topic",
   teach=dict(
       query="What should NEXT_PUBLIC_API_BASE_URL be for the staging deploy?",
       output=D("""
        Set it in the Vercel project for the staging environment:

        ```
        NEXT_PUBLIC_API_BASE_URL=https://staging-api.tessera.dev
        ```

        Production keeps `https://api.tessera.dev`.
        """),
       message="staging is api.staging.tessera.dev, not staging-api.",
       gold_wrong="https://staging-api.tessera.dev", gold_right="https://api.staging.tessera.dev"),
   repeat=dict(
       query="Point the admin app's .env.staging at the staging backend.",
       output=D("""
        ```
        # apps/admin/.env.staging
        VITE_API_URL=https://staging-api.tessera.dev
        VITE_SENTRY_ENVIRONMENT=staging
        ```

        Build it with `pnpm --filter @tessera/admin build --mode staging` so Vite loads that file.
        """),
       expect_contains=["VITE_API_URL=https://api.staging.tessera.dev"], expect_absent=["staging-api.tessera.dev"]),
   control=dict(
       query="Which host do production builds of the admin app call?",
       output=("`VITE_API_URL=https://api.tessera.dev`, set in `apps/admin/.env.production`. `vite build` loads "
               "that file by default because the mode is `production`.")),
   fix=[("https://staging-api.tessera.dev", "https://api.staging.tessera.dev")])

# --------------------------------------------------------------------------- 014
sc(14, "billing-route", "literal", "equivalent_construct", "lookalike",
   teach=dict(
       query="Add a 'Manage billing' link to the user menu.",
       output=D("""
        ```tsx
        import Link from 'next/link';

        <DropdownMenu.Item asChild>
          <Link href="/account/billing">Manage billing</Link>
        </DropdownMenu.Item>
        ```

        `asChild` lets Radix pass its props and keyboard handling to the `Link`, so you keep client-side navigation.
        """),
       message="Billing lives at /settings/billing now. /account only has profile and security.",
       gold_wrong="/account/billing", gold_right="/settings/billing"),
   repeat=dict(
       query="After Stripe checkout completes, send the user back to the billing page from the server action.",
       output=D("""
        ```ts
        'use server';

        import { redirect } from 'next/navigation';

        export async function finishCheckout(sessionId: string) {
          await confirmCheckoutSession(sessionId);
          redirect('/account/billing?upgraded=1');
        }
        ```

        `redirect` throws internally, so don't wrap it in try/catch.
        """),
       expect_contains=["redirect('/settings/billing?upgraded=1')"], expect_absent=["/account/billing"]),
   control=dict(
       query="Where do users change their password?",
       output=("On `/account/security`: `app/account/security/page.tsx` renders the change-password form and "
               "the list of active sessions.")),
   fix=[("/account/billing", "/settings/billing")],
   holds="/account/security")

# --------------------------------------------------------------------------- 015
sc(15, "strictmode-double-effect", "semantic", "prose_claim", "same_topic",
   teach=dict(
       query="Why does my analytics effect fire twice when the dashboard mounts?",
       output=("Something is mounting the dashboard twice. Check the parent for a changing `key` prop or a "
               "conditional that renders `<Dashboard />` in two branches; an effect with an empty dependency "
               "array runs exactly once per mount, in development and in production alike."),
       message=("It's StrictMode. In dev React mounts, unmounts and remounts every component, so effects run "
                "twice; production runs it once. Nothing is mounting twice."),
       gold_wrong="an effect with an empty dependency array runs exactly once per mount, in development and in production alike",
       gold_right="in development StrictMode runs effects twice (mount, cleanup, mount); production runs them once"),
   repeat=dict(
       query="My useEffect that opens a WebSocket connects twice locally. Is my component rendering twice?",
       output=("An effect with `[]` as its dependency array only ever runs once, in dev the same as in prod, so "
               "two connections mean the component really is mounted twice. Look for a duplicate `<LiveFeed />` "
               "in the layout."),
       expect_contains=["re:(?i)strict ?mode"], expect_absent=["re:(?i)in dev the same as in prod|only ever runs once"]),
   control=dict(
       query="Should I remove <React.StrictMode> to stop the double effects in dev?",
       output=("Keep it. The double run only happens in development and exists to surface effects without proper "
               "cleanup. If the second run breaks something, the effect needs a cleanup function; production "
               "builds invoke effects once.")),
   fix=[("An effect with `[]` as its dependency array only ever runs once, in dev the same as in prod, so two "
         "connections mean the component really is mounted twice. Look for a duplicate `<LiveFeed />` in the layout.",
         "That's StrictMode: in development React mounts, cleans up and remounts each component, so the effect "
         "runs twice. Return a cleanup that calls `socket.close()`; production connects once.")])

# --------------------------------------------------------------------------- 016
sc(16, "ts-satisfies-version", "semantic", "reworded", "lookalike",
   teach=dict(
       query="Can I use `satisfies` for the route config object in the widget repo? It's pinned to TypeScript 4.9.5.",
       output=("Not yet — the `satisfies` operator was added in TypeScript 5.0, so on 4.9.5 you'll get a syntax "
               "error. Until you upgrade, annotate the object with `Record<RouteName, RouteConfig>` and accept the "
               "widened type."),
       message="satisfies shipped in 4.9, not 5.0. It compiles fine on the widget's 4.9.5.",
       gold_wrong="added in TypeScript 5.0", gold_right="added in TypeScript 4.9"),
   repeat=dict(
       query="Which TypeScript version do we need for `const config = {...} satisfies Config`?",
       output=("You need TypeScript 5.0 or later, which is the release that introduced `satisfies`. It checks the "
               "object against `Config` without widening it, so literal keys stay autocompleted."),
       expect_contains=["4.9"], expect_absent=[r"re:5\.0 or later"]),
   control=dict(
       query="What changed with decorators in TypeScript 5.0?",
       output=("TypeScript 5.0 implemented the standard ECMAScript decorators, so they work without "
               "`experimentalDecorators`. The old flag still gives you the legacy semantics, which the "
               "dependency-injection code in the BFF relies on, so keep it on there.")),
   fix=[("You need TypeScript 5.0 or later", "You need TypeScript 4.9 or later")],
   holds="TypeScript 5.0")

# --------------------------------------------------------------------------- 017
sc(17, "typecheck-script-name", "literal", "code_block", "lookalike",
   teach=dict(
       query="How do I run the type checker across the whole monorepo before pushing?",
       output=("From the root: `pnpm -r type-check`. It runs `tsc --noEmit` in every package that defines the "
               "script and exits non-zero on the first failure."),
       message="The script is `typecheck`, no hyphen — `type-check` doesn't exist in any package.",
       gold_wrong="pnpm -r type-check", gold_right="pnpm -r typecheck"),
   repeat=dict(
       query="Add a type-checking step to the PR workflow.",
       output=D("""
        ```yaml
              - name: Install
                run: pnpm install --frozen-lockfile
              - name: Typecheck
                run: pnpm -r type-check
              - name: Lint
                run: pnpm -r lint
        ```

        Put it before the build step so type errors fail fast.
        """),
       expect_contains=["run: pnpm -r typecheck"], expect_absent=["pnpm -r type-check"]),
   control=dict(
       query="Does vite build catch type errors?",
       output=("No. Vite transpiles TypeScript with esbuild, which strips types without checking them, so it "
               "never type-checks. That's why CI runs `tsc --noEmit` as a separate step.")),
   fix=[("pnpm -r type-check", "pnpm -r typecheck")],
   holds="type-checks")

# --------------------------------------------------------------------------- 018
sc(18, "flex-gap-safari", "semantic", "prose_claim", "same_topic",
   teach=dict(
       query="Space out the tag chips in the filter bar.",
       output=D("""
        Use margins rather than `gap`: Safari doesn't support `gap` on flex containers, only on grid, so

        ```css
        .filter-bar > * + * {
          margin-left: 8px;
        }
        ```

        keeps the spacing consistent across browsers.
        """),
       message="Flex gap has worked in Safari since 14.1, and our browserslist starts at Safari 15. Just use gap: 8px.",
       gold_wrong="Safari doesn't support `gap` on flex containers",
       gold_right="Safari supports `gap` on flex containers since 14.1"),
   repeat=dict(
       query="The avatars in the team list need 4px between them, flexbox row.",
       output=D("""
        Since flexbox `gap` isn't supported in Safari, give each avatar a right margin and remove it from the last one:

        ```css
        .team-avatars img { margin-right: 4px; }
        .team-avatars img:last-child { margin-right: 0; }
        ```
        """),
       expect_contains=["gap: 4px"], expect_absent=["re:(?i)(isn't|not) supported in Safari"]),
   control=dict(
       query="Does Safari 15 support :has()?",
       output=("`:has()` arrived in Safari 15.4, so on our Safari 15 baseline it isn't guaranteed. Wrap those "
               "rules in `@supports selector(:has(*))` and keep a class-based fallback.")),
   fix=[("Since flexbox `gap` isn't supported in Safari, give each avatar a right margin and remove it from the last one:\n\n"
         "```css\n.team-avatars img { margin-right: 4px; }\n.team-avatars img:last-child { margin-right: 0; }\n```",
         "Use `gap` on the flex container; Safari has supported it since 14.1:\n\n"
         "```css\n.team-avatars { display: flex; gap: 4px; }\n```")])

# --------------------------------------------------------------------------- 019
sc(19, "node-version", "paraphrase", "code_block", "lookalike",
   teach=dict(
       query="What Node version should I install to work on the frontend repo?",
       output=("Use Node 18 LTS. With nvm: `nvm install 18 && nvm use 18`. pnpm is pinned through the "
               "`packageManager` field, so run `corepack enable` and it will pick the right version."),
       message="We're on Node 20, that's what .nvmrc says — 18 is end-of-life.",
       gold_wrong="Node 18", gold_right="Node 20"),
   repeat=dict(
       query="Set up the Node toolchain in the GitHub Actions build job.",
       output=D("""
        ```yaml
              - uses: pnpm/action-setup@v4
              - uses: actions/setup-node@v4
                with:
                  node-version: 18
                  cache: pnpm
              - run: pnpm install --frozen-lockfile
        ```

        `pnpm/action-setup` reads the pnpm version from `packageManager`, so it doesn't need a `version` input.
        """),
       expect_contains=[r"re:node-version: 20|node-version-file: \.nvmrc"], expect_absent=["node-version: 18"]),
   control=dict(
       query="What body text size does the marketing site use?",
       output=("Body copy is `font-size: 18px` with `line-height: 1.6` on the marketing site; the app itself "
               "uses the 16px token.")),
   fix=[("node-version: 18", "node-version: 20")],
   holds="font-size: 18px")

# --------------------------------------------------------------------------- 020
sc(20, "next-server-component-hooks", "semantic", "reworded", "same_topic",
   teach=dict(
       query="Add a search box with local state to app/projects/page.tsx.",
       output=D("""
        You can call `useState` right in `page.tsx`; Next renders app router pages on the client as well, so hooks work there without any extra setup:

        ```tsx
        import { useState } from 'react';

        export default function ProjectsPage() {
          const [q, setQ] = useState('');
          return <input value={q} onChange={(e) => setQ(e.target.value)} />;
        }
        ```
        """),
       message=("Components under app/ are Server Components by default, so useState throws there. It needs "
                "'use client' — ideally in a small SearchBox component, not the whole page."),
       gold_wrong="Next renders app router pages on the client as well, so hooks work there without any extra setup",
       gold_right="components in app/ are Server Components by default; hooks need a 'use client' component"),
   repeat=dict(
       query="Can I use useEffect directly in app/dashboard/layout.tsx to track page views?",
       output=("Yes. Layouts and pages in the app directory run in the browser too, so `useEffect` works in "
               "`layout.tsx` as it is; import it from `react` and put the pathname in the dependency array."),
       expect_contains=["re:'use client'|\"use client\""], expect_absent=["re:(?i)run in the browser too"]),
   control=dict(
       query="Can a server component in app/ read cookies?",
       output=("Yes, with `cookies()` from `next/headers`. In Next 15 it's async: `const store = await cookies(); "
               "const theme = store.get('theme')?.value;`. Reading works during render; setting a cookie has to "
               "happen in a Server Action or a Route Handler.")),
   fix=[("Yes. Layouts and pages in the app directory run in the browser too, so `useEffect` works in "
         "`layout.tsx` as it is; import it from `react` and put the pathname in the dependency array.",
         "Not directly: `layout.tsx` is a Server Component by default, and `useEffect` only runs in Client "
         "Components. Put the tracking in a small `PageViewTracker` component that starts with 'use client' "
         "and render it from the layout.")])

# --------------------------------------------------------------------------- 021
sc(21, "fetch-http-error-status", "semantic", "reworded", "same_topic",
   teach=dict(
       query="Wrap the invoices request so the page shows an error state when it fails.",
       output=D("""
        ```ts
        async function loadInvoices() {
          try {
            const res = await fetch('/api/v2/invoices');
            return await res.json();
          } catch (err) {
            setError('Could not load invoices');
          }
        }
        ```

        A 4xx or 5xx response makes `fetch` reject, so the `catch` covers both network failures and server errors.
        """),
       message="fetch doesn't reject on 4xx/5xx — only on network errors. You have to check res.ok and throw yourself.",
       gold_wrong="A 4xx or 5xx response makes `fetch` reject",
       gold_right="fetch only rejects on network errors; check res.ok for 4xx/5xx"),
   repeat=dict(
       query="If the projects endpoint returns 500, will my try/catch around fetch see it?",
       output=("Yes. `fetch` throws for any non-2xx status, so a 500 lands in your `catch` block together with "
               "timeouts and DNS failures; you don't need to inspect the response yourself."),
       expect_contains=[r"re:\.ok\b"], expect_absent=["re:(?i)throws for any non-2xx"]),
   control=dict(
       query="How do I time out a fetch after 10 seconds?",
       output=("Pass an abort signal: `fetch(url, { signal: AbortSignal.timeout(10_000) })`. When it fires, the "
               "promise rejects with a `TimeoutError` DOMException, so you can tell it apart from a user-triggered "
               "`AbortError`.")),
   fix=[("Yes. `fetch` throws for any non-2xx status, so a 500 lands in your `catch` block together with "
         "timeouts and DNS failures; you don't need to inspect the response yourself.",
         "No. `fetch` only rejects on network failures such as DNS errors or a dropped connection; a 500 resolves "
         "normally. Add `if (!res.ok) throw new Error(`HTTP ${res.status}`)` inside the try so it reaches your `catch`.")])

# --------------------------------------------------------------------------- 022
sc(22, "named-exports-only", "paraphrase", "renamed_identifier", "lookalike",
   teach=dict(
       query="Create a UserCard component for the members list.",
       output=D("""
        ```tsx
        // src/components/members/UserCard.tsx
        type Props = { name: string; email: string; avatarUrl?: string };

        export default function UserCard({ name, email, avatarUrl }: Props) {
          return (
            <div className="user-card">
              <Avatar src={avatarUrl} alt="" />
              <div>
                <strong>{name}</strong>
                <span>{email}</span>
              </div>
            </div>
          );
        }
        ```
        """),
       message=("Named exports only in this repo — import/no-default-export is on everywhere except Next's "
                "page/layout files. So `export function UserCard`."),
       gold_wrong="export default function UserCard", gold_right="export function UserCard"),
   repeat=dict(
       query="I need an OrderRow component for the orders table.",
       output=D("""
        ```tsx
        // src/components/orders/OrderRow.tsx
        export default function OrderRow({ order }: { order: Order }) {
          return (
            <tr>
              <td>{order.number}</td>
              <td>{formatMoney(order.total)}</td>
              <td><StatusBadge status={order.status} /></td>
            </tr>
          );
        }
        ```
        """),
       expect_contains=["export function OrderRow"], expect_absent=["export default"]),
   control=dict(
       query="Scaffold app/orders/page.tsx.",
       output=D("""
        ```tsx
        // app/orders/page.tsx
        import { OrdersTable } from '~/components/orders/OrdersTable';

        export default async function OrdersPage() {
          const orders = await getOrders();
          return <OrdersTable orders={orders} />;
        }
        ```

        Next requires the page to be the default export; the table stays a named export.
        """)),
   fix=[("export default function OrderRow", "export function OrderRow")],
   holds="export default async function OrdersPage")

# --------------------------------------------------------------------------- 023
sc(23, "react-useid-import", "literal", "code_block", "lookalike",
   teach=dict(
       query="Link the email input to its error message for screen readers.",
       output=D("""
        Generate a stable id with `useId`:

        ```tsx
        import { useId } from 'react-dom';

        export function EmailField({ error }: { error?: string }) {
          const errorId = useId();
          return (
            <>
              <input type="email" aria-describedby={error ? errorId : undefined} />
              {error && <p id={errorId}>{error}</p>}
            </>
          );
        }
        ```

        It's SSR-safe, unlike `Math.random()`, so the ids match after hydration.
        """),
       message="useId comes from 'react', not 'react-dom'.",
       gold_wrong="import { useId } from 'react-dom';", gold_right="import { useId } from 'react';"),
   repeat=dict(
       query="Write a Checkbox with a properly associated label, no hard-coded ids.",
       output=D("""
        ```tsx
        import { useId } from 'react-dom';

        export function Checkbox({ label, ...props }: CheckboxProps) {
          const id = useId();
          return (
            <div className="checkbox">
              <input id={id} type="checkbox" {...props} />
              <label htmlFor={id}>{label}</label>
            </div>
          );
        }
        ```
        """),
       expect_contains=["import { useId } from 'react';"], expect_absent=["from 'react-dom'"]),
   control=dict(
       query="Render the toast stack outside the modal's overflow: hidden container.",
       output=D("""
        ```tsx
        import { createPortal } from 'react-dom';

        export function ToastStack({ toasts }: { toasts: Toast[] }) {
          return createPortal(
            <ol className="toast-stack">{toasts.map((t) => <ToastItem key={t.id} {...t} />)}</ol>,
            document.body,
          );
        }
        ```
        """)),
   fix=[("import { useId } from 'react-dom';", "import { useId } from 'react';")],
   holds="import { createPortal } from 'react-dom';")

# --------------------------------------------------------------------------- 024
sc(24, "pushstate-popstate", "semantic", "reworded", "same_topic",
   teach=dict(
       query="Sync the filter panel when the URL's query string changes.",
       output=D("""
        Listen for `popstate`; it fires whenever the URL changes, including when your own code calls `history.pushState`:

        ```ts
        window.addEventListener('popstate', () => {
          applyFilters(new URLSearchParams(location.search));
        });
        ```
        """),
       message="popstate doesn't fire for pushState/replaceState, only for back/forward navigation. We need to call applyFilters ourselves after pushing.",
       gold_wrong="it fires whenever the URL changes, including when your own code calls `history.pushState`",
       gold_right="it fires only on back/forward navigation, not when your code calls `history.pushState`"),
   repeat=dict(
       query="After I call history.replaceState to update the sort param, how does the table find out?",
       output=("The table can subscribe to `popstate`: calling `history.replaceState` dispatches it just like the "
               "Back button does, so one listener covers both cases."),
       expect_contains=["re:(?i)(does not|doesn't|do not|don't|won't|will not|never|not) (fire|dispatch|trigger|emit)"], expect_absent=["re:(?i)dispatches it just like"]),
   control=dict(
       query="How do I read the current query params without a router library?",
       output=("`new URLSearchParams(window.location.search)` gives you a parsed view, and `params.getAll('tag')` "
               "returns every value of a repeated key. It's a snapshot, so create a new one after the URL changes.")),
   fix=[("The table can subscribe to `popstate`: calling `history.replaceState` dispatches it just like the "
         "Back button does, so one listener covers both cases.",
         "`history.replaceState` doesn't fire `popstate` (only Back and Forward do), so call the table's refresh "
         "yourself right after updating the URL, for example from a small `setSortParam()` helper that does both.")])

# --------------------------------------------------------------------------- 025
sc(25, "localstorage-json-stringify", "paraphrase", "renamed_identifier", "lookalike",
   teach=dict(
       query="Persist the table column preferences across reloads.",
       output=D("""
        ```ts
        export function saveColumnPrefs(prefs: ColumnPrefs) {
          localStorage.setItem('tsr:column-prefs', prefs);
        }

        export function loadColumnPrefs(): ColumnPrefs | null {
          const raw = localStorage.getItem('tsr:column-prefs');
          return raw ? JSON.parse(raw) : null;
        }
        ```
        """),
       message="setItem stringifies whatever you pass, so that stores \"[object Object]\". It needs JSON.stringify(prefs).",
       gold_wrong="localStorage.setItem('tsr:column-prefs', prefs)",
       gold_right="localStorage.setItem('tsr:column-prefs', JSON.stringify(prefs))"),
   repeat=dict(
       query="Keep the draft comment in sessionStorage so a refresh doesn't lose it.",
       output=D("""
        ```ts
        export function saveDraft(draft: CommentDraft) {
          sessionStorage.setItem('tsr:comment-draft', draft);
        }
        ```

        sessionStorage is per tab, so two open tabs keep separate drafts.
        """),
       expect_contains=["JSON.stringify(draft)"], expect_absent=["'tsr:comment-draft', draft)"]),
   control=dict(
       query="Remember the user's theme choice.",
       output=D("""
        ```ts
        export function setTheme(theme: 'light' | 'dark') {
          document.documentElement.dataset.theme = theme;
          localStorage.setItem('tsr:theme', theme);
        }
        ```

        The value is already a string, so it's stored as-is.
        """)),
   fix=[("sessionStorage.setItem('tsr:comment-draft', draft);",
         "sessionStorage.setItem('tsr:comment-draft', JSON.stringify(draft));")],
   holds="localStorage.setItem('tsr:theme', theme);")

# --------------------------------------------------------------------------- 026
sc(26, "next-middleware-location", "literal", "reworded", "already_correct",
   teach=dict(
       query="Where do I put the auth check that redirects logged-out users to /login?",
       output=("Create `pages/_middleware.ts` and export a `middleware` function that checks the session cookie "
               "and returns `NextResponse.redirect(new URL('/login', req.url))` when it's missing."),
       message="_middleware was the Next 12 beta. Now it's a single middleware.ts at the project root (next to app/, or in src/).",
       gold_wrong="pages/_middleware.ts", gold_right="middleware.ts"),
   repeat=dict(
       query="How do I add a country-based redirect for /pricing in Next?",
       output=("Put the logic in `_middleware.ts` inside the `pages/` folder: read the `x-vercel-ip-country` "
               "header and rewrite `/pricing` to `/pricing/eu` for EU countries. Add a `matcher` so it only runs "
               "for `/pricing`."),
       expect_contains=[r"re:(?<![_\w])middleware\.ts"], expect_absent=["_middleware"]),
   control=dict(
       query="My middleware isn't running at all; the file is src/middleware.ts.",
       output=("With a `src/` directory that's the right place: `src/middleware.ts`, at the same level as "
               "`src/app`. Check `config.matcher` next: it has to be a static literal, because Next reads it at "
               "build time, so a matcher built from a variable is ignored.")),
   fix=[("Put the logic in `_middleware.ts` inside the `pages/` folder:",
         "Put the logic in `middleware.ts` at the project root, next to `app/`:")],
   holds="src/middleware.ts")

# --------------------------------------------------------------------------- 027
sc(27, "fetch-patch-uppercase", "literal", "casing", "lookalike",
   teach=dict(
       query="Write the client call that renames a project.",
       output=D("""
        ```ts
        export async function renameProject(id: string, name: string) {
          const res = await fetch(`/api/v2/projects/${id}`, {
            method: 'patch',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name }),
          });
          if (!res.ok) throw new Error(`rename failed: ${res.status}`);
          return res.json();
        }
        ```
        """),
       message=("method has to be 'PATCH' in caps. fetch only normalises get/post/put/delete/head/options, so a "
                "lowercase patch goes out as-is and the gateway answers 405."),
       gold_wrong="method: 'patch'", gold_right="method: 'PATCH'"),
   repeat=dict(
       query="Add a function that toggles a feature flag's enabled field.",
       output=D("""
        ```ts
        export function setFlagEnabled(key: string, enabled: boolean) {
          return fetch(`/api/v2/flags/${key}`, {
            method: 'Patch',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ enabled }),
          });
        }
        ```
        """),
       expect_contains=["method: 'PATCH'"], expect_absent=["re:method: '(?!PATCH')(?i:patch)'"]),
   control=dict(
       query="Bump the ui package's version for a bug-fix release.",
       output=("From `packages/ui`, run `pnpm version patch`: it bumps 1.4.2 to 1.4.3 in package.json. Pass "
               "`--no-git-tag-version` inside the monorepo so it doesn't tag the whole repository.")),
   fix=[("method: 'Patch'", "method: 'PATCH'")],
   holds="pnpm version patch")

# --------------------------------------------------------------------------- 028
sc(28, "verbatim-module-syntax-import-type", "paraphrase", "renamed_identifier", "lookalike",
   teach=dict(
       query="Type the props of InvoiceList using the Invoice type from ./types.",
       output=D("""
        ```tsx
        import { Invoice } from './types';

        export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
          return <ul>{invoices.map((i) => <li key={i.id}>{i.number}</li>)}</ul>;
        }
        ```
        """),
       message="verbatimModuleSyntax is on in our tsconfig, so a type-only import has to be `import type { Invoice }` or tsc errors.",
       gold_wrong="import { Invoice } from './types';", gold_right="import type { Invoice } from './types';"),
   repeat=dict(
       query="Add a typed selector for the current customer in the store module.",
       output=D("""
        ```ts
        import { Customer } from '~/types/customer';
        import { useStore } from './store';

        export const useCurrentCustomer = (): Customer | null =>
          useStore((s) => s.currentCustomer);
        ```
        """),
       expect_contains=["import type { Customer } from '~/types/customer';"], expect_absent=["import { Customer }"]),
   control=dict(
       query="Import the price formatter into the invoice total cell.",
       output=D("""
        ```tsx
        import { formatPrice } from './format';

        export function InvoiceTotal({ cents, currency }: { cents: number; currency: string }) {
          return <td>{formatPrice(cents, currency)}</td>;
        }
        ```

        `formatPrice` is a runtime value, so a regular import is right here.
        """)),
   fix=[("import { Customer } from '~/types/customer';", "import type { Customer } from '~/types/customer';")],
   holds="import { formatPrice } from './format';")

# --------------------------------------------------------------------------- 029
sc(29, "vite-react-plugin-package", "literal", "code_block", "already_correct",
   teach=dict(
       query="Which React plugin do I add to the new Vite package's config?",
       output=D("""
        ```ts
        import { defineConfig } from 'vite';
        import react from 'vite-plugin-react';

        export default defineConfig({
          plugins: [react()],
        });
        ```

        Install it with `pnpm add -D vite-plugin-react`. It enables Fast Refresh and the automatic JSX runtime.
        """),
       message="The official one is @vitejs/plugin-react. vite-plugin-react is the old community package from the Vite 1 days.",
       gold_wrong="vite-plugin-react", gold_right="@vitejs/plugin-react"),
   repeat=dict(
       query="Configure Vitest for the ui package with the React plugin.",
       output=D("""
        ```ts
        // packages/ui/vitest.config.ts
        import { defineConfig } from 'vitest/config';
        import react from 'vite-plugin-react';

        export default defineConfig({
          plugins: [react()],
          test: {
            environment: 'jsdom',
            setupFiles: ['./vitest.setup.ts'],
          },
        });
        ```
        """),
       expect_contains=["from '@vitejs/plugin-react'"], expect_absent=["'vite-plugin-react'"]),
   control=dict(
       query="Should the admin app use the SWC version of the React plugin?",
       output=("It can: swap `@vitejs/plugin-react` for `@vitejs/plugin-react-swc` in `vite.config.ts`. Dev "
               "startup gets faster; the trade-off is that Babel plugins in the config stop running, and we "
               "don't use any.")),
   fix=[("'vite-plugin-react'", "'@vitejs/plugin-react'")],
   holds="@vitejs/plugin-react")

# --------------------------------------------------------------------------- 030
sc(30, "css-aspect-ratio-syntax", "paraphrase", "code_block", "lookalike",
   teach=dict(
       query="Make the video thumbnails keep a 16:9 shape as the grid resizes.",
       output=D("""
        ```css
        .thumb {
          width: 100%;
          aspect-ratio: 16:9;
          object-fit: cover;
        }
        ```

        No padding-top hack needed; every browser in our browserslist supports `aspect-ratio`.
        """),
       message="aspect-ratio takes a slash: 16 / 9. The colon version is invalid, so the browser just drops the declaration.",
       gold_wrong="aspect-ratio: 16:9;", gold_right="aspect-ratio: 16 / 9;"),
   repeat=dict(
       query="The avatar crops in the profile header should be 4:3.",
       output=D("""
        ```css
        .profile-header img {
          width: 160px;
          aspect-ratio: 4:3;
          object-fit: cover;
          border-radius: 8px;
        }
        ```
        """),
       expect_contains=["re:aspect-ratio: 4 ?/ ?3"], expect_absent=["aspect-ratio: 4:3"]),
   control=dict(
       query="What image sizes should the CMS generate for blog heroes?",
       output=("Generate 16:9 crops at 1280×720 and 1920×1080, plus a 1:1 crop at 1200×1200 for social cards. "
               "The `sizes` prop on `<Image>` picks between the 16:9 widths.")),
   fix=[("aspect-ratio: 4:3;", "aspect-ratio: 4 / 3;")],
   holds="16:9 crops")

# --------------------------------------------------------------------------- 031
sc(31, "api-v2-routes", "literal", "reworded", "lookalike",
   teach=dict(
       query="Fetch the list of orders for the current workspace.",
       output=D("""
        ```ts
        const res = await fetch(`/api/v1/workspaces/${workspaceId}/orders?limit=50`, {
          credentials: 'include',
        });
        const { items, nextCursor } = await res.json();
        ```

        Pass `nextCursor` back as `cursor` to get the next page.
        """),
       message="v1 is gone — everything is under /api/v2 now.",
       gold_wrong="/api/v1/", gold_right="/api/v2/"),
   repeat=dict(
       query="What endpoint returns a single customer's details?",
       output=("`GET /api/v1/customers/{id}`, which returns the customer with its billing address and default "
               "payment method. It needs the `customers:read` scope."),
       expect_contains=["GET /api/v2/customers/{id}"], expect_absent=["/api/v1/"]),
   control=dict(
       query="How do we look up the Stripe customer behind a workspace?",
       output=("The workspace row stores `stripeCustomerId`; the billing worker calls "
               "`GET https://api.stripe.com/v1/customers/{id}` with the secret key. The browser never talks to "
               "Stripe's API directly.")),
   fix=[("/api/v1/", "/api/v2/")],
   holds="api.stripe.com/v1/customers")

# --------------------------------------------------------------------------- 032
sc(32, "checkbox-target-checked", "paraphrase", "renamed_identifier", "lookalike",
   teach=dict(
       query="Wire the 'Email me weekly reports' checkbox to state.",
       output=D("""
        ```tsx
        const [weekly, setWeekly] = useState(false);

        <label>
          <input
            type="checkbox"
            checked={weekly}
            onChange={(e) => setWeekly(e.target.value)}
          />
          Email me weekly reports
        </label>
        ```
        """),
       message="For a checkbox you want e.target.checked; e.target.value is always the string \"on\".",
       gold_wrong="setWeekly(e.target.value)", gold_right="setWeekly(e.target.checked)"),
   repeat=dict(
       query="Add an 'Archived only' checkbox to the projects filter.",
       output=D("""
        ```tsx
        <input
          type="checkbox"
          checked={filters.archivedOnly}
          onChange={(event) => setFilters({ ...filters, archivedOnly: event.target.value })}
        />
        ```
        """),
       expect_contains=["archivedOnly: event.target.checked"], expect_absent=["event.target.value"]),
   control=dict(
       query="Bind the workspace name input.",
       output=D("""
        ```tsx
        const [name, setName] = useState(workspace.name);

        <input
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={64}
        />
        ```
        """)),
   fix=[("archivedOnly: event.target.value", "archivedOnly: event.target.checked")],
   holds="setName(e.target.value)")

# --------------------------------------------------------------------------- 033
sc(33, "no-typescript-enums", "paraphrase", "equivalent_construct", "lookalike",
   teach=dict(
       query="Define the possible invoice statuses in TypeScript.",
       output=D("""
        ```ts
        export enum InvoiceStatus {
          Draft = 'draft',
          Open = 'open',
          Paid = 'paid',
          Void = 'void',
        }
        ```

        String values keep the API payloads readable.
        """),
       message=("We don't use TS enums — the lint rule bans them and the packages build with erasableSyntaxOnly. "
                "Use an as const object plus a union type."),
       gold_wrong="export enum InvoiceStatus", gold_right="export const InvoiceStatus = { ... } as const"),
   repeat=dict(
       query="I need a type for the subscription plan tiers.",
       output=D("""
        ```ts
        export const enum PlanTier {
          Free = 'free',
          Team = 'team',
          Enterprise = 'enterprise',
        }
        ```

        A `const enum` is inlined at compile time, so there's no runtime object.
        """),
       expect_contains=["as const"], expect_absent=[r"re:\benum\s+PlanTier"]),
   control=dict(
       query="Validate the status field in the webhook payload with zod.",
       output=D("""
        ```ts
        const WebhookPayload = z.object({
          id: z.string(),
          status: z.enum(['draft', 'open', 'paid', 'void']),
        });
        ```

        `z.enum` infers the union for you, so `z.infer<typeof WebhookPayload>['status']` is `'draft' | 'open' | 'paid' | 'void'`.
        """)),
   fix=[("export const enum PlanTier {\n  Free = 'free',\n  Team = 'team',\n  Enterprise = 'enterprise',\n}",
         "export const PlanTier = {\n  Free: 'free',\n  Team: 'team',\n  Enterprise: 'enterprise',\n} as const;\n\n"
         "export type PlanTier = (typeof PlanTier)[keyof typeof PlanTier];"),
        ("A `const enum` is inlined at compile time, so there's no runtime object.",
         "The object is tiny at runtime, and the union type works in every build mode.")],
   holds="z.enum(")

# --------------------------------------------------------------------------- 034
sc(34, "webpack-output-clean", "semantic", "prose_claim", "unrelated",
   teach=dict(
       query="The widget's dist folder keeps old hashed bundles around. How do I clear it on each build?",
       output=("webpack has no built-in option for that, so add `clean-webpack-plugin`: `pnpm add -D "
               "clean-webpack-plugin`, then `plugins: [new CleanWebpackPlugin()]` in `webpack.config.js`."),
       message="webpack 5 has output.clean: true for exactly this, since 5.20. No plugin needed.",
       gold_wrong="webpack has no built-in option for that", gold_right="webpack 5 has output.clean: true"),
   repeat=dict(
       query="Is there a webpack setting to empty the output directory before emitting?",
       output=("Not in webpack itself; cleaning the output directory has always been left to plugins. "
               "`clean-webpack-plugin` is the usual choice and needs no options."),
       expect_contains=[r"re:output\.clean|clean: true"], expect_absent=["re:(?i)not in webpack itself"]),
   control=dict(
       query="How do I list which of my local branches are already merged into main?",
       output=("`git branch --merged main` lists them. Delete one with `git branch -d <name>`; `-d` refuses if "
               "the branch isn't fully merged, unlike `-D`.")),
   fix=[("Not in webpack itself; cleaning the output directory has always been left to plugins. "
         "`clean-webpack-plugin` is the usual choice and needs no options.",
         "Yes: set `output: { clean: true }` (webpack 5.20+). It empties the output directory before each emit, "
         "so `clean-webpack-plugin` isn't needed.")])

# --------------------------------------------------------------------------- 035
sc(35, "promise-all-fail-fast", "semantic", "reworded", "same_topic",
   teach=dict(
       query="Load the dashboard's three widgets in parallel and show whichever succeed.",
       output=D("""
        ```ts
        const [usage, invoices, alerts] = await Promise.all([
          getUsage(),
          getInvoices(),
          getAlerts(),
        ]);
        ```

        `Promise.all` waits for every promise to settle, so if `getAlerts()` fails you still get `usage` and `invoices` and can render those two widgets.
        """),
       message=("Promise.all rejects as soon as any one of them rejects, you lose the other results. For 'show "
                "whichever succeed' it needs Promise.allSettled."),
       gold_wrong="`Promise.all` waits for every promise to settle",
       gold_right="`Promise.allSettled` waits for every promise to settle; `Promise.all` rejects on the first failure"),
   repeat=dict(
       query="If one of the requests in Promise.all fails, do I still get the others?",
       output=("Yes. `Promise.all` lets every request finish first and then gives you an array where the failed "
               "entry is the error, so you can check each element and render what succeeded."),
       expect_contains=["allSettled"], expect_absent=["re:(?i)lets every request finish first"]),
   control=dict(
       query="What does Promise.race do if the first promise to settle rejects?",
       output=("`Promise.race` settles the same way as the first promise to settle, so if that one rejects the "
               "race rejects too. Use `Promise.any` if you want the first fulfilment, with an `AggregateError` "
               "only when all of them fail.")),
   fix=[("Yes. `Promise.all` lets every request finish first and then gives you an array where the failed "
         "entry is the error, so you can check each element and render what succeeded.",
         "No. `Promise.all` rejects as soon as one promise rejects, and the other results are lost. Use "
         "`Promise.allSettled`, which gives `{ status: 'fulfilled', value }` or `{ status: 'rejected', reason }` "
         "for each request.")])

# --------------------------------------------------------------------------- 036
sc(36, "css-sticky-needs-offset", "semantic", "reworded", "same_topic",
   teach=dict(
       query="Keep the table header visible while scrolling the orders list.",
       output=D("""
        ```css
        .orders-table thead th {
          position: sticky;
          background: var(--tsr-surface);
        }
        ```

        `position: sticky` pins the element to the top of the scroll container by default, so no offset is needed.
        """),
       message="sticky does nothing without an inset — it needs top: 0 (or whatever offset). There's no default.",
       gold_wrong="`position: sticky` pins the element to the top of the scroll container by default, so no offset is needed",
       gold_right="`position: sticky` needs an offset such as `top: 0` to stick"),
   repeat=dict(
       query="The filter bar should stay at the top when the search results scroll.",
       output=("Give it `position: sticky` and a `z-index` so results scroll under it. Sticky elements stick to "
               "the top edge automatically, so you don't need to set an offset."),
       expect_contains=["top: 0"], expect_absent=["re:(?i)stick to the top edge automatically"]),
   control=dict(
       query="Why does my sticky sidebar stop sticking halfway down the page?",
       output=("A sticky element can't leave its parent, so it stops when the parent's bottom edge scrolls past. "
               "It also breaks if an ancestor between it and the scroll container has `overflow: hidden` or "
               "`overflow: auto`. Make the sidebar's parent as tall as the content column.")),
   fix=[("Sticky elements stick to the top edge automatically, so you don't need to set an offset.",
         "It also needs `top: 0`; without an offset a sticky element never sticks.")])

# --------------------------------------------------------------------------- 037
sc(37, "posthog-eu-host", "literal", "code_block", "same_topic",
   teach=dict(
       query="Add PostHog to the marketing site.",
       output=D("""
        ```tsx
        // app/providers.tsx
        'use client';
        import posthog from 'posthog-js';
        import { PostHogProvider } from 'posthog-js/react';

        if (typeof window !== 'undefined') {
          posthog.init(process.env.NEXT_PUBLIC_POSTHOG_KEY!, {
            api_host: 'https://us.i.posthog.com',
            person_profiles: 'identified_only',
          });
        }

        export function Providers({ children }: { children: React.ReactNode }) {
          return <PostHogProvider client={posthog}>{children}</PostHogProvider>;
        }
        ```
        """),
       message="Our PostHog project is in the EU cloud, so the host is https://eu.i.posthog.com.",
       gold_wrong="https://us.i.posthog.com", gold_right="https://eu.i.posthog.com"),
   repeat=dict(
       query="Which PostHog host goes into the admin app's env file?",
       output=D("""
        ```
        # apps/admin/.env
        VITE_POSTHOG_KEY=phc_xxxxxxxxxxxxxxxx
        VITE_POSTHOG_HOST=https://us.i.posthog.com
        ```

        The key is a public project key, so it's fine in the client bundle.
        """),
       expect_contains=["VITE_POSTHOG_HOST=https://eu.i.posthog.com"], expect_absent=["us.i.posthog.com"]),
   control=dict(
       query="How do I capture a custom event when a user exports a report?",
       output=("Call `posthog.capture('report_exported', { format, rowCount })` after the export succeeds. Event "
               "names are snake_case in our tracking plan, and properties should never include the report contents.")),
   fix=[("https://us.i.posthog.com", "https://eu.i.posthog.com")])

# --------------------------------------------------------------------------- 038
sc(38, "pnpm-lockfile-name", "literal", "code_block", "already_correct",
   teach=dict(
       query="Write the dependency layer of the Dockerfile for the web app.",
       output=D("""
        ```dockerfile
        FROM node:20-alpine AS deps
        WORKDIR /app
        RUN corepack enable
        COPY package.json pnpm-lock.json pnpm-workspace.yaml ./
        COPY apps/web/package.json apps/web/
        RUN pnpm install --frozen-lockfile
        ```

        Copying only the manifests first keeps this layer cached until dependencies change.
        """),
       message="pnpm's lockfile is pnpm-lock.yaml — pnpm-lock.json doesn't exist, so that COPY fails.",
       gold_wrong="pnpm-lock.json", gold_right="pnpm-lock.yaml"),
   repeat=dict(
       query="Which file should the CI dependency cache key hash?",
       output=D("""
        Key the cache on the lockfile:

        ```yaml
              - uses: actions/cache@v4
                with:
                  path: ~/.local/share/pnpm/store
                  key: pnpm-${{ runner.os }}-${{ hashFiles('pnpm-lock.json') }}
        ```

        Any dependency change rewrites the lockfile, so the key changes with it.
        """),
       expect_contains=["hashFiles('pnpm-lock.yaml')"], expect_absent=["pnpm-lock.json"]),
   control=dict(
       query="setup-node's pnpm cache isn't being hit in the monorepo.",
       output=D("""
        `actions/setup-node` looks for the lockfile at the repo root by default. Ours is there, but set it explicitly so a stray nested lockfile can't confuse it:

        ```yaml
                with:
                  cache: pnpm
                  cache-dependency-path: pnpm-lock.yaml
        ```
        """)),
   fix=[("pnpm-lock.json", "pnpm-lock.yaml")],
   holds="cache-dependency-path: pnpm-lock.yaml")

# --------------------------------------------------------------------------- 039
sc(39, "tanstack-query-gctime", "literal", "code_block", "lookalike",
   teach=dict(
       query="Keep unused queries in the cache for 10 minutes instead of 5.",
       output=D("""
        Set it on the client defaults:

        ```ts
        export const queryClient = new QueryClient({
          defaultOptions: {
            queries: {
              staleTime: 30_000,
              cacheTime: 10 * 60 * 1000,
            },
          },
        });
        ```

        `staleTime` controls refetching; the other option controls how long inactive data stays in memory.
        """),
       message="We're on TanStack Query v5, cacheTime was renamed to gcTime.",
       gold_wrong="cacheTime", gold_right="gcTime"),
   repeat=dict(
       query="The reports query is huge; drop it from memory as soon as the page unmounts.",
       output=D("""
        Override it on that query only:

        ```ts
        useQuery({
          queryKey: ['reports', range],
          queryFn: () => fetchReports(range),
          cacheTime: 0,
        });
        ```
        """),
       expect_contains=["gcTime: 0"], expect_absent=["cacheTime"]),
   control=dict(
       query="How long should the service worker keep cached avatar images?",
       output=D("""
        A week is plenty:

        ```ts
        const cacheTime = 7 * 24 * 60 * 60; // seconds

        registerRoute(
          ({ url }) => url.pathname.startsWith('/avatars/'),
          new CacheFirst({
            cacheName: 'avatars',
            plugins: [new ExpirationPlugin({ maxAgeSeconds: cacheTime, maxEntries: 200 })],
          }),
        );
        ```
        """)),
   fix=[("cacheTime: 0", "gcTime: 0")],
   holds="const cacheTime")

# --------------------------------------------------------------------------- 040
sc(40, "tanstack-query-pending-status", "literal", "reworded", "lookalike",
   teach=dict(
       query="Show a skeleton while the project list loads.",
       output=D("""
        ```tsx
        const { data, status } = useQuery({ queryKey: ['projects'], queryFn: fetchProjects });

        if (status === 'loading') return <ProjectListSkeleton />;
        if (status === 'error') return <ErrorState />;
        return <ProjectList projects={data} />;
        ```
        """),
       message="In v5 that status is 'pending', not 'loading' — this never matches.",
       gold_wrong="status === 'loading'", gold_right="status === 'pending'"),
   repeat=dict(
       query="What status value does useQuery report before the first fetch resolves?",
       output=("It's `'loading'` until the first response arrives, then `'success'` or `'error'`. Check "
               "`query.status === 'loading'` to render the placeholder."),
       expect_contains=["query.status === 'pending'"], expect_absent=["'loading'"]),
   control=dict(
       query="Run the init code after the DOM is ready, even if the script loads late.",
       output=D("""
        ```ts
        if (document.readyState === 'loading') {
          document.addEventListener('DOMContentLoaded', init);
        } else {
          init();
        }
        ```
        """)),
   fix=[("It's `'loading'`", "It's `'pending'`"), ("query.status === 'loading'", "query.status === 'pending'")],
   holds="document.readyState === 'loading'")

# --------------------------------------------------------------------------- 041
sc(41, "next15-async-params", "paraphrase", "code_block", "same_topic",
   teach=dict(
       query="Build the project detail page at app/projects/[slug]/page.tsx.",
       output=D("""
        ```tsx
        export default async function ProjectPage({ params }: { params: { slug: string } }) {
          const project = await getProject(params.slug);
          if (!project) notFound();
          return <ProjectView project={project} />;
        }
        ```
        """),
       message="On Next 15 params is a Promise. Type it as Promise<{ slug: string }> and await it.",
       gold_wrong="params.slug", gold_right="(await params).slug"),
   repeat=dict(
       query="Add generateMetadata to the invoice page so the tab shows the invoice number.",
       output=D("""
        ```tsx
        // app/invoices/[id]/page.tsx
        export async function generateMetadata({ params }: { params: { id: string } }) {
          const invoice = await getInvoice(params.id);
          return { title: `Invoice ${invoice.number}` };
        }
        ```
        """),
       expect_contains=["await params"], expect_absent=["params.id"]),
   control=dict(
       query="How do I read ?tab= on a server page in Next 15?",
       output=D("""
        `searchParams` is a prop on the page, and like `params` it's a Promise in Next 15:

        ```tsx
        export default async function Page({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
          const { tab = 'overview' } = await searchParams;
          // ...
        }
        ```
        """)),
   fix=[("{ params }: { params: { id: string } }", "{ params }: { params: Promise<{ id: string }> }"),
        ("const invoice = await getInvoice(params.id);", "const { id } = await params;\n  const invoice = await getInvoice(id);")])

# --------------------------------------------------------------------------- 042
sc(42, "ts-catch-unknown", "semantic", "reworded", "same_topic",
   teach=dict(
       query="Show the error message from a failed save in the form footer.",
       output=D("""
        ```ts
        try {
          await saveSettings(values);
        } catch (err) {
          setFormError(err.message);
        }
        ```

        `err` is typed `any` in a catch clause, so `err.message` compiles without a cast.
        """),
       message=("We have strict on, so catch variables are unknown (useUnknownInCatchVariables, since 4.4). "
                "err.message won't compile — narrow with instanceof Error first."),
       gold_wrong="`err` is typed `any` in a catch clause", gold_right="`err` is typed `unknown` in a catch clause under strict"),
   repeat=dict(
       query="What type does TypeScript give the error in a try/catch in our codebase?",
       output=("It's `any`, so you can read `error.message` or `error.code` directly; TypeScript doesn't check "
               "anything about a caught value."),
       expect_contains=["unknown"], expect_absent=["re:(?i)it's `any`"]),
   control=dict(
       query="Can I annotate the catch variable as Error?",
       output=("No, the only annotations TypeScript accepts on a catch variable are `unknown` and `any`. Write "
               "`catch (err)` and narrow inside with `err instanceof Error`.")),
   fix=[("It's `any`, so you can read `error.message` or `error.code` directly; TypeScript doesn't check "
         "anything about a caught value.",
         "It's `unknown`, because `strict` turns on `useUnknownInCatchVariables`. Narrow it first, e.g. "
         "`if (error instanceof Error) setMessage(error.message)`.")])

# --------------------------------------------------------------------------- 043
sc(43, "prettier-print-width", "paraphrase", "code_block", "lookalike",
   teach=dict(
       query="What Prettier settings do we use? I'm configuring my editor.",
       output=("The shared config is `@tessera/prettier-config`: `singleQuote: true`, `trailingComma: 'all'`, "
               "`printWidth: 80` and `semi: true`. Point your editor at the workspace Prettier so it uses the "
               "repo's version."),
       message="printWidth is 100 in our config, the rest is right.",
       gold_wrong="printWidth: 80", gold_right="printWidth: 100"),
   repeat=dict(
       query="Write the .prettierrc for a new standalone repo that should match the monorepo.",
       output=D("""
        ```json
        {
          "singleQuote": true,
          "trailingComma": "all",
          "printWidth": 80,
          "semi": true
        }
        ```
        """),
       expect_contains=["\"printWidth\": 100"], expect_absent=["\"printWidth\": 80"]),
   control=dict(
       query="Cap the line length of the docs pages.",
       output=D("""
        Limit the prose column rather than the page:

        ```css
        .docs-content p,
        .docs-content li {
          max-width: 80ch;
        }
        ```

        Around 80 characters per line is a comfortable reading measure; code blocks can stay wider.
        """)),
   fix=[("\"printWidth\": 80", "\"printWidth\": 100")],
   holds="max-width: 80ch")

# --------------------------------------------------------------------------- 044
sc(44, "vitest-not-jest", "paraphrase", "code_block", "lookalike",
   teach=dict(
       query="Mock the analytics module in the checkout test.",
       output=D("""
        ```ts
        import { track } from '~/lib/analytics';

        jest.mock('~/lib/analytics', () => ({ track: jest.fn() }));

        it('tracks the purchase', async () => {
          await completeCheckout(cart);
          expect(track).toHaveBeenCalledWith('purchase_completed', expect.any(Object));
        });
        ```
        """),
       message="We're on Vitest — jest isn't even installed. vi.mock / vi.fn.",
       gold_wrong="jest.mock('~/lib/analytics', () => ({ track: jest.fn() }));",
       gold_right="vi.mock('~/lib/analytics', () => ({ track: vi.fn() }));"),
   repeat=dict(
       query="How do I assert the API client was called with the right payload in a unit test?",
       output=D("""
        Spy on the method:

        ```ts
        const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ ok: true });

        await submitFeedback({ rating: 5 });

        expect(post).toHaveBeenCalledWith('/v2/feedback', { rating: 5 });
        ```
        """),
       expect_contains=["vi.spyOn(apiClient, 'post')"], expect_absent=["jest."]),
   control=dict(
       query="Set up DOM matchers like toBeInTheDocument for component tests.",
       output=D("""
        Install `@testing-library/jest-dom` and import its Vitest entry in the setup file:

        ```ts
        // vitest.setup.ts
        import '@testing-library/jest-dom/vitest';
        ```

        The package name says jest, but that entry point extends Vitest's `expect`.
        """)),
   fix=[("jest.spyOn(apiClient, 'post')", "vi.spyOn(apiClient, 'post')")],
   holds="@testing-library/jest-dom/vitest")

# --------------------------------------------------------------------------- 045
sc(45, "urlsearchparams-get-null", "paraphrase", "renamed_identifier", "lookalike",
   teach=dict(
       query="Default to page 1 when the URL has no ?page param.",
       output=D("""
        ```ts
        const params = new URLSearchParams(location.search);
        const page = params.get('page') === undefined ? 1 : Number(params.get('page'));
        ```
        """),
       message=("URLSearchParams.get returns null for a missing key, not undefined — as written you end up with "
                "Number(null), i.e. page 0."),
       gold_wrong="params.get('page') === undefined", gold_right="params.get('page') === null"),
   repeat=dict(
       query="Read the optional ?tab= value and fall back to 'overview'.",
       output=D("""
        ```ts
        const searchParams = new URL(window.location.href).searchParams;
        const tab = searchParams.get('tab') === undefined ? 'overview' : searchParams.get('tab');
        ```
        """),
       expect_contains=[r"re:searchParams\.get\('tab'\) (===|==) null|searchParams\.get\('tab'\) \?\? 'overview'"],
       expect_absent=["searchParams.get('tab') === undefined"]),
   control=dict(
       query="Cache the workspace lookups in a Map and only fetch on a miss.",
       output=D("""
        ```ts
        const cache = new Map<string, Workspace>();

        export async function getWorkspace(id: string) {
          if (cache.get(id) === undefined) {
            cache.set(id, await fetchWorkspace(id));
          }
          return cache.get(id)!;
        }
        ```

        `Map#get` returns `undefined` for a missing key, so the check is exact.
        """)),
   fix=[("searchParams.get('tab') === undefined", "searchParams.get('tab') === null")],
   holds="cache.get(id) === undefined")

# --------------------------------------------------------------------------- 046
sc(46, "vercel-function-region", "paraphrase", "equivalent_construct", "lookalike",
   teach=dict(
       query="Our route handlers feel slow from Europe. Where should the functions run?",
       output=D("""
        Pin them next to the database. In `vercel.json`:

        ```json
        {
          "regions": ["iad1"]
        }
        ```

        That keeps each request's database round trips inside one region.
        """),
       message="The database is in Frankfurt, so it should be fra1. iad1 is Washington.",
       gold_wrong="\"regions\": [\"iad1\"]", gold_right="\"regions\": [\"fra1\"]"),
   repeat=dict(
       query="Set the region for the image-export route only.",
       output=D("""
        Use segment config in the route file:

        ```ts
        // app/api/export/route.ts
        export const runtime = 'nodejs';
        export const preferredRegion = 'iad1';
        export const maxDuration = 60;
        ```
        """),
       expect_contains=["preferredRegion = 'fra1'"], expect_absent=["iad1"]),
   control=dict(
       query="Vercel's status page reports degraded functions in iad1. Are we affected?",
       output=("Not directly: our functions are pinned to fra1, so an incident in iad1 doesn't touch them. Static "
               "assets come from the global edge network, which a single compute region doesn't affect.")),
   fix=[("preferredRegion = 'iad1'", "preferredRegion = 'fra1'")],
   holds="in iad1")

# --------------------------------------------------------------------------- 047
sc(47, "vite-preview-port", "literal", "reworded", "lookalike",
   teach=dict(
       query="How do I check the production build of the admin app locally?",
       output=("Run `pnpm --filter @tessera/admin build` and then `pnpm --filter @tessera/admin preview`. "
               "`vite preview` serves the `dist` folder on http://localhost:5173 by default."),
       message="vite preview defaults to 4173; 5173 is the dev server's default.",
       gold_wrong="http://localhost:5173", gold_right="http://localhost:4173"),
   repeat=dict(
       query="What URL does Playwright hit when we test against vite preview in CI?",
       output=("The preview server listens on port 5173 unless you pass `--port`, so set "
               "`baseURL: 'http://localhost:5173'` and have Playwright's `webServer` run `pnpm preview`."),
       expect_contains=["http://localhost:4173"], expect_absent=["re:port 5173|localhost:5173"]),
   control=dict(
       query="Which port does the Vite dev server use if we don't configure one?",
       output=("`vite` (the dev server) starts on 5173 by default and moves to the next free port if it's taken, "
               "unless `server.strictPort` is set. Our admin app pins 5174 in its config.")),
   fix=[("port 5173", "port 4173"), ("http://localhost:5173", "http://localhost:4173")],
   holds="starts on 5173 by default")

# --------------------------------------------------------------------------- 048
sc(48, "semver-caret-zero-major", "semantic", "prose_claim", "unrelated",
   teach=dict(
       query="We depend on \"@tessera/charts\": \"^0.3.1\". Will installs pick up 0.4.0 when it's published?",
       output=("Yes. The caret allows any version below the next major, so `^0.3.1` matches everything from 0.3.1 "
               "up to (but not including) 1.0.0, including 0.4.0."),
       message=("Not for 0.x versions — ^0.3.1 means >=0.3.1 <0.4.0. The caret never changes the left-most "
                "non-zero digit, so 0.4.0 won't be picked up."),
       gold_wrong="`^0.3.1` matches everything from 0.3.1 up to (but not including) 1.0.0",
       gold_right="`^0.3.1` matches >=0.3.1 <0.4.0"),
   repeat=dict(
       query="If I write ^0.8.2 for the tokens package, which versions can pnpm install?",
       output=("Anything from 0.8.2 up to 1.0.0 exclusive, since a caret range only stops at the next major. "
               "0.9.x and later 0.x releases are all allowed."),
       expect_contains=[r"re:<\s?0\.9\.0|0\.8\.x|below 0\.9"], expect_absent=[r"re:up to 1\.0\.0|0\.9\.x and later 0\.x releases are all allowed"]),
   control=dict(
       query="How do I convert a PNG to WebP on the command line?",
       output=("`cwebp -q 80 input.png -o output.webp` from the libwebp tools. `-lossless` keeps it "
               "pixel-identical at a larger file size.")),
   fix=[("Anything from 0.8.2 up to 1.0.0 exclusive, since a caret range only stops at the next major. "
         "0.9.x and later 0.x releases are all allowed.",
         "Only 0.8.x from 0.8.2 on: for 0.x versions the caret keeps the left-most non-zero digit fixed, so "
         "`^0.8.2` is `>=0.8.2 <0.9.0`. Bump the range yourself to take 0.9.")])

# --------------------------------------------------------------------------- 049
sc(49, "tsconfig-path-alias", "literal", "identifier", "same_topic",
   teach=dict(
       query="Import the API helper into the new settings page.",
       output=D("""
        ```tsx
        import { apiFetch } from '@/lib/api';

        export default async function SettingsPage() {
          const settings = await apiFetch('/v2/settings');
          return <SettingsForm initial={settings} />;
        }
        ```
        """),
       message="Our path alias is ~/, not @/ — check the tsconfig paths. @/ isn't configured, so that import won't resolve.",
       gold_wrong="'@/lib/api'", gold_right="'~/lib/api'"),
   repeat=dict(
       query="Import the API helper and its error class into the audit log table.",
       output=D("""
        ```tsx
        import { apiFetch, ApiError } from '@/lib/api';

        export async function AuditLogTable() {
          try {
            const rows = await apiFetch<AuditRow[]>('/v2/audit-log');
            return <AuditRows rows={rows} />;
          } catch (err) {
            if (err instanceof ApiError && err.status === 403) return <NoAccess />;
            throw err;
          }
        }
        ```
        """),
       expect_contains=["from '~/lib/api'"], expect_absent=["'@/"]),
   control=dict(
       query="Vitest can't resolve our ~/ imports.",
       output=("Vitest doesn't read tsconfig `paths` on its own. Add `vite-tsconfig-paths` to the plugins in "
               "`vitest.config.ts`, or mirror the alias with `resolve.alias: { '~': path.resolve(__dirname, 'src') }`.")),
   fix=[("'@/lib/api'", "'~/lib/api'")])

# --------------------------------------------------------------------------- 050
sc(50, "esm-package-module-exports", "paraphrase", "reworded", "lookalike",
   teach=dict(
       query="Add a PostCSS config with autoprefixer to the ui package.",
       output=D("""
        Create `packages/ui/postcss.config.js`:

        ```js
        module.exports = {
          plugins: {
            autoprefixer: {},
          },
        };
        ```

        Vite picks it up automatically.
        """),
       message=("packages/ui has \"type\": \"module\", so module.exports in a .js file throws 'module is not "
                "defined'. Use export default, or name it .cjs."),
       gold_wrong="module.exports = {", gold_right="export default {"),
   repeat=dict(
       query="The ui package needs a Tailwind config pointing at its src folder.",
       output=("Put this in `packages/ui/tailwind.config.js`: a `module.exports` object with "
               "`content: ['./src/**/*.{ts,tsx}']`, `theme: { extend: {} }` and an empty `plugins` array. "
               "Tailwind finds the file by name, so no other wiring is needed."),
       expect_contains=["export default"], expect_absent=["module.exports"]),
   control=dict(
       query="The legacy Stylelint config is .stylelintrc.cjs — is module.exports fine there?",
       output=("Yes. The `.cjs` extension forces CommonJS even though the package is `\"type\": \"module\"`, so "
               "`module.exports = { extends: ['stylelint-config-standard'] }` is correct in that file.")),
   fix=[("a `module.exports` object with", "an `export default` object with")],
   holds="module.exports = {")

# --------------------------------------------------------------------------- 051
sc(51, "gateway-tenant-header", "literal", "casing", "same_topic",
   teach=dict(
       query="The API gateway needs to know which workspace a request is for. Add that to our fetch wrapper.",
       output=D("""
        ```ts
        export function apiFetch(path: string, init: RequestInit = {}) {
          const headers = new Headers(init.headers);
          headers.set('X-Tenant-Id', getCurrentWorkspaceId());
          return fetch(`${API_BASE}${path}`, { ...init, headers, credentials: 'include' });
        }
        ```
        """),
       message="The gateway reads x-tessera-tenant, there's no X-Tenant-Id header on our side.",
       gold_wrong="X-Tenant-Id", gold_right="x-tessera-tenant"),
   repeat=dict(
       query="Forward the workspace header from the Next route handler to the backend.",
       output=D("""
        ```ts
        // app/api/v2/[...path]/route.ts
        export async function GET(req: Request) {
          const workspace = req.headers.get('x-tenant-id');
          return fetch(backendUrl(req), {
            headers: { 'x-tenant-id': workspace ?? '' },
          });
        }
        ```
        """),
       expect_contains=["'x-tessera-tenant'"], expect_absent=["re:(?i)x-tenant-id"]),
   control=dict(
       query="How does the gateway check CSRF on our requests?",
       output=("Double-submit: the gateway sets a `tsr_csrf` cookie, and every non-GET request has to echo it in "
               "the `x-csrf-token` header. `apiFetch` already does that, so only raw `fetch` calls need it added.")),
   fix=[("x-tenant-id", "x-tessera-tenant")])

# --------------------------------------------------------------------------- 052
sc(52, "tessera-env-production-value", "literal", "identifier", "already_correct",
   teach=dict(
       query="Only load the debug toolbar outside production.",
       output=D("""
        ```tsx
        const isProd = process.env.NEXT_PUBLIC_TESSERA_ENV === 'prod';

        export function DebugToolbarGate() {
          if (isProd) return null;
          return <DebugToolbar />;
        }
        ```
        """),
       message="TESSERA_ENV is 'production' in prod, never 'prod' — as written the toolbar would show up for customers.",
       gold_wrong="=== 'prod'", gold_right="=== 'production'"),
   repeat=dict(
       query="Never start the mock service worker in production.",
       output=D("""
        ```ts
        const appEnv = process.env.NEXT_PUBLIC_TESSERA_ENV;

        export async function startMocks() {
          if (appEnv === 'prod') return;
          const { worker } = await import('./mocks/browser');
          await worker.start({ onUnhandledRequest: 'bypass' });
        }
        ```
        """),
       expect_contains=["appEnv === 'production'"], expect_absent=["'prod'"]),
   control=dict(
       query="Tag Sentry events with our environment name.",
       output=D("""
        ```ts
        Sentry.init({
          dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
          environment: process.env.NEXT_PUBLIC_TESSERA_ENV, // 'development' | 'staging' | 'production'
          enabled: process.env.NEXT_PUBLIC_TESSERA_ENV === 'production',
        });
        ```
        """)),
   fix=[("appEnv === 'prod'", "appEnv === 'production'")],
   holds="=== 'production'")

# --------------------------------------------------------------------------- 053
sc(53, "css-token-prefix", "literal", "identifier", "already_correct",
   teach=dict(
       query="Style the primary call-to-action link with our brand colour.",
       output=D("""
        ```css
        .cta-link {
          color: var(--color-primary);
          font-weight: 600;
          text-underline-offset: 3px;
        }
        ```

        The token comes from `@tessera/tokens/css`, which the root layout already imports.
        """),
       message=("All our tokens are prefixed with --tsr-, so it's var(--tsr-color-primary). --color-primary isn't "
                "defined; the link would just inherit."),
       gold_wrong="var(--color-primary)", gold_right="var(--tsr-color-primary)"),
   repeat=dict(
       query="Give the focused input a brand-coloured outline.",
       output=D("""
        ```css
        .text-input:focus-visible {
          outline: 2px solid var(--color-primary);
          outline-offset: 2px;
        }
        ```
        """),
       expect_contains=["outline: 2px solid var(--tsr-color-primary)"], expect_absent=["var(--color-primary)"]),
   control=dict(
       query="Make the badge background a light tint of the brand colour.",
       output=D("""
        ```css
        .badge {
          background: var(--tsr-color-primary-subtle);
          color: var(--tsr-color-primary);
        }
        ```

        The `-subtle` variant is the light tint the tokens package generates for every brand colour.
        """)),
   fix=[("var(--color-primary)", "var(--tsr-color-primary)")],
   holds="var(--tsr-color-primary)")

# --------------------------------------------------------------------------- 054
sc(54, "next-font-builtin", "literal", "code_block", "already_correct",
   teach=dict(
       query="Load Inter for the marketing site without layout shift.",
       output=D("""
        ```tsx
        // app/layout.tsx
        import { Inter } from '@next/font/google';

        const inter = Inter({ subsets: ['latin'], display: 'swap' });

        export default function RootLayout({ children }: { children: React.ReactNode }) {
          return (
            <html lang="en" className={inter.className}>
              <body>{children}</body>
            </html>
          );
        }
        ```

        The font files are downloaded at build time and self-hosted, so there's no request to Google at runtime.
        """),
       message="@next/font was removed in Next 14 — it's built in now: next/font/google.",
       gold_wrong="'@next/font/google'", gold_right="'next/font/google'"),
   repeat=dict(
       query="Add JetBrains Mono for code blocks in the docs app, as a CSS variable.",
       output=D("""
        ```tsx
        import { JetBrains_Mono } from '@next/font/google';

        export const mono = JetBrains_Mono({
          subsets: ['latin'],
          variable: '--font-mono',
        });
        ```

        Add `mono.variable` to the `<html>` className, then use `font-family: var(--font-mono)` in the code block styles.
        """),
       expect_contains=["from 'next/font/google'"], expect_absent=["@next/font"]),
   control=dict(
       query="Use our self-hosted brand font files in the web app.",
       output=D("""
        ```tsx
        import localFont from 'next/font/local';

        export const brand = localFont({
          src: [
            { path: './fonts/TesseraSans-Regular.woff2', weight: '400' },
            { path: './fonts/TesseraSans-Semibold.woff2', weight: '600' },
          ],
          variable: '--font-brand',
        });
        ```
        """)),
   fix=[("'@next/font/google'", "'next/font/google'")],
   holds="from 'next/font/local'")

# --------------------------------------------------------------------------- 055
sc(55, "vite-glob-eager", "paraphrase", "code_block", "same_topic",
   teach=dict(
       query="Load all the locale JSON files up front in the admin app.",
       output=D(r"""
        ```ts
        const modules = import.meta.globEager('./locales/*.json');

        export const messages = Object.fromEntries(
          Object.entries(modules).map(([path, mod]) => [path.match(/(\w+)\.json$/)![1], mod.default]),
        );
        ```
        """),
       message="globEager was deprecated in Vite 3 and has since been removed. It's import.meta.glob('./locales/*.json', { eager: true }).",
       gold_wrong="import.meta.globEager('./locales/*.json')",
       gold_right="import.meta.glob('./locales/*.json', { eager: true })"),
   repeat=dict(
       query="Register every SVG icon in src/icons at startup.",
       output=D("""
        ```ts
        const icons = import.meta.globEager<{ default: string }>('./icons/*.svg');

        for (const [path, mod] of Object.entries(icons)) {
          registerIcon(path.split('/').pop()!.replace('.svg', ''), mod.default);
        }
        ```
        """),
       expect_contains=["{ eager: true }"], expect_absent=["globEager"]),
   control=dict(
       query="Code-split the admin routes so each page loads on demand.",
       output=D("""
        ```ts
        const pages = import.meta.glob('./pages/**/*.tsx');

        export const routes = Object.entries(pages).map(([path, load]) => ({
          path: toRoutePath(path),
          lazy: async () => ({ Component: ((await load()) as { default: React.ComponentType }).default }),
        }));
        ```

        Without `eager`, each entry is a dynamic import, so every page becomes its own chunk.
        """)),
   fix=[("import.meta.globEager<{ default: string }>('./icons/*.svg')",
         "import.meta.glob<{ default: string }>('./icons/*.svg', { eager: true })")])

# --------------------------------------------------------------------------- 056
sc(56, "api-client-baseurl-option", "literal", "identifier", "lookalike",
   teach=dict(
       query="Create the API client instance for the admin app.",
       output=D("""
        ```ts
        import { createClient } from '@tessera/api-client';

        export const api = createClient({
          baseURL: import.meta.env.VITE_API_URL,
          timeoutMs: 15_000,
        });
        ```
        """),
       message=("Our createClient option is baseUrl (lower-case rl). baseURL is axios's spelling and our client "
                "silently ignores it, so every call goes to the page origin."),
       gold_wrong="baseURL: import.meta.env.VITE_API_URL", gold_right="baseUrl: import.meta.env.VITE_API_URL"),
   repeat=dict(
       query="I need a second client in the admin app pointed at the reporting service.",
       output=D("""
        ```ts
        import { createClient } from '@tessera/api-client';

        export const reportingApi = createClient({
          baseURL: import.meta.env.VITE_REPORTING_URL,
          timeoutMs: 60_000,
        });
        ```

        Reports can take a while, hence the longer timeout.
        """),
       expect_contains=["baseUrl: import.meta.env.VITE_REPORTING_URL"], expect_absent=["baseURL"]),
   control=dict(
       query="The legacy upload page still uses axios. Set its default host.",
       output=D("""
        ```ts
        import axios from 'axios';

        export const uploads = axios.create({
          baseURL: import.meta.env.VITE_UPLOAD_URL,
          timeout: 120_000,
        });
        ```

        Axios spells the option `baseURL` and takes `timeout` in milliseconds.
        """)),
   fix=[("baseURL: import.meta.env.VITE_REPORTING_URL", "baseUrl: import.meta.env.VITE_REPORTING_URL")],
   holds="baseURL: import.meta.env.VITE_UPLOAD_URL")

# --------------------------------------------------------------------------- 057
sc(57, "webpack-loader-order", "paraphrase", "reordered_args", "already_correct",
   teach=dict(
       query="Add CSS support to the widget's webpack config.",
       output=D(r"""
        ```js
        module: {
          rules: [
            {
              test: /\.css$/,
              use: ['css-loader', 'style-loader'],
            },
          ],
        },
        ```

        `css-loader` resolves `@import` and `url()`, and `style-loader` injects the result into the page.
        """),
       message="Loaders run right to left, so style-loader has to be first in the array: ['style-loader', 'css-loader']. As written the build fails.",
       gold_wrong="['css-loader', 'style-loader']", gold_right="['style-loader', 'css-loader']"),
   repeat=dict(
       query="Now the widget needs SCSS too.",
       output=D(r"""
        ```js
        {
          test: /\.s[ac]ss$/,
          use: ['sass-loader', 'css-loader', 'style-loader'],
        },
        ```

        Install `sass` and `sass-loader` as dev dependencies.
        """),
       expect_contains=["['style-loader', 'css-loader', 'sass-loader']"],
       expect_absent=["['sass-loader', 'css-loader', 'style-loader']"]),
   control=dict(
       query="Does the widget's dev config need anything for CSS source maps?",
       output=D(r"""
        ```js
        {
          test: /\.css$/,
          use: ['style-loader', { loader: 'css-loader', options: { sourceMap: true } }],
        }
        ```

        With `devtool: 'eval-source-map'` that's enough to see the original file and line in DevTools.
        """)),
   fix=[("['sass-loader', 'css-loader', 'style-loader']", "['style-loader', 'css-loader', 'sass-loader']")],
   holds="['style-loader', { loader: 'css-loader'")

# --------------------------------------------------------------------------- 058
sc(58, "new-url-argument-order", "paraphrase", "reordered_args", "lookalike",
   teach=dict(
       query="Build the absolute URL for the orders endpoint from the configured base.",
       output=D("""
        ```ts
        const url = new URL(API_BASE, '/v2/orders');
        url.searchParams.set('status', 'open');
        const res = await apiFetch(url);
        ```
        """),
       message=("new URL takes the path first and the base second — new URL('/v2/orders', API_BASE). As written "
                "'/v2/orders' is parsed as the base, and that throws 'Invalid base URL'."),
       gold_wrong="new URL(API_BASE, '/v2/orders')", gold_right="new URL('/v2/orders', API_BASE)"),
   repeat=dict(
       query="Generate the share link for a report from the current origin.",
       output=D("""
        ```ts
        export function reportShareLink(reportId: string) {
          return new URL(window.location.origin, `/reports/${reportId}/share`).toString();
        }
        ```
        """),
       expect_contains=["new URL(`/reports/${reportId}/share`, window.location.origin)"],
       expect_absent=["new URL(window.location.origin,"]),
   control=dict(
       query="Turn the relative avatar path from the API into an absolute URL.",
       output=D("""
        ```ts
        const avatarUrl = new URL(user.avatarPath, 'https://media.tessera.dev').href;
        ```

        If `avatarPath` is already absolute (older accounts store full URLs), the base is ignored, so both kinds work.
        """)),
   fix=[("new URL(window.location.origin, `/reports/${reportId}/share`)",
         "new URL(`/reports/${reportId}/share`, window.location.origin)")],
   holds="new URL(user.avatarPath, 'https://media.tessera.dev')")

# --------------------------------------------------------------------------- 059
sc(59, "object-spread-precedence", "paraphrase", "reordered_args", "same_topic",
   teach=dict(
       query="Merge the caller's chart options over our defaults.",
       output=D("""
        ```ts
        export function resolveChartOptions(overrides: Partial<ChartOptions>): ChartOptions {
          return { ...overrides, ...DEFAULT_CHART_OPTIONS };
        }
        ```

        Anything the caller passes wins over the defaults.
        """),
       message=("Backwards — later spreads win, so this way the defaults clobber the overrides. It should be "
                "{ ...DEFAULT_CHART_OPTIONS, ...overrides }."),
       gold_wrong="{ ...overrides, ...DEFAULT_CHART_OPTIONS }", gold_right="{ ...DEFAULT_CHART_OPTIONS, ...overrides }"),
   repeat=dict(
       query="Combine the table's default pagination settings with what the page passes in.",
       output=D("""
        ```ts
        const pagination = { ...props.pagination, ...DEFAULT_PAGINATION };
        ```

        The page's values take precedence over the defaults.
        """),
       expect_contains=["{ ...DEFAULT_PAGINATION, ...props.pagination }"],
       expect_absent=["{ ...props.pagination, ...DEFAULT_PAGINATION }"]),
   control=dict(
       query="Does object spread deep-merge nested options like tooltip.enabled?",
       output=("No, spread is shallow. If `overrides.tooltip` exists it replaces the whole default `tooltip` "
               "object, so merge nested keys explicitly: `tooltip: { ...defaults.tooltip, ...overrides.tooltip }`.")),
   fix=[("{ ...props.pagination, ...DEFAULT_PAGINATION }", "{ ...DEFAULT_PAGINATION, ...props.pagination }")])

# --------------------------------------------------------------------------- 060
sc(60, "padstart-argument-order", "paraphrase", "reordered_args", "already_correct",
   teach=dict(
       query="Format the countdown as mm:ss.",
       output=D("""
        ```ts
        export function formatCountdown(totalSeconds: number) {
          const m = Math.floor(totalSeconds / 60);
          const s = totalSeconds % 60;
          return `${String(m).padStart('0', 2)}:${String(s).padStart('0', 2)}`;
        }
        ```
        """),
       message="padStart is (targetLength, padString), so padStart(2, '0'). Those args are swapped.",
       gold_wrong="padStart('0', 2)", gold_right="padStart(2, '0')"),
   repeat=dict(
       query="Show invoice numbers as INV- followed by six digits.",
       output=D("""
        ```ts
        export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart('0', 6)}`;
        ```
        """),
       expect_contains=["padStart(6, '0')"], expect_absent=["padStart('0'"]),
   control=dict(
       query="Zero-pad the hour in the timeline labels.",
       output=D("""
        ```ts
        const label = `${String(date.getHours()).padStart(2, '0')}:00`;
        ```
        """)),
   fix=[("padStart('0', 6)", "padStart(6, '0')")],
   holds="padStart(2, '0')")


# =========================================================================== checks
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, repeat):
    return (all(check(text, x) for x in repeat["expect_contains"])
            and not any(check(text, x) for x in repeat["expect_absent"]))


def validate():
    errors = []
    err = errors.append
    if len(SCENARIOS) != 60:
        err("expected 60 scenarios, got %d" % len(SCENARIOS))
    for i, s in enumerate(SCENARIOS, 1):
        sid = s["id"]
        if sid != "d59-%03d" % i:
            err("%s: id out of sequence (expected d59-%03d)" % (sid, i))
        if s["difficulty"] not in DIFFICULTY:
            err("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["repeat_variation"] not in VARIATION:
            err("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if s["control_kind"] not in CONTROL:
            err("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["topic"]):
            err("%s: topic is not a slug" % sid)
        t, r, c = s["teach"], s["repeat"], s["control"]
        for name, part, keys in (("teach", t, ("query", "output", "message", "gold_wrong", "gold_right")),
                                 ("repeat", r, ("query", "output", "expect_contains", "expect_absent")),
                                 ("control", c, ("query", "output"))):
            if set(part) != set(keys):
                err("%s: %s keys %s" % (sid, name, sorted(part)))
            for k in keys:
                if k not in part or (isinstance(part[k], str) and not part[k].strip()):
                    err("%s: %s.%s empty" % (sid, name, k))
        if t["gold_wrong"] not in t["output"]:
            err("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            err("%s: gold_wrong == gold_right" % sid)
        if t["gold_right"] in t["output"].replace(t["gold_wrong"], ""):
            err("%s: gold_right already in teach output" % sid)
        if not (r["expect_contains"] or r["expect_absent"]):
            err("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if not isinstance(spec, str) or not spec:
                err("%s: bad check %r" % (sid, spec))
            elif spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err("%s: bad regex %r: %s" % (sid, spec, e))
        if passes(r["output"], r):
            err("%s: repeat passes its own check as written" % sid)
        fixed = r["output"]
        for old, new in s["fix"]:
            if old not in fixed:
                err("%s: fix text not found: %r" % (sid, old[:60]))
            fixed = fixed.replace(old, new)
        if not passes(fixed, r):
            missing = [x for x in r["expect_contains"] if not check(fixed, x)]
            present = [x for x in r["expect_absent"] if check(fixed, x)]
            err("%s: fixed repeat fails (missing %s, present %s)" % (sid, missing, present))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                err("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                err("%s: holds %r not in control output" % (sid, s["holds"]))
        elif s["holds"]:
            err("%s: holds given for a %s control" % (sid, s["control_kind"]))
        if c["output"] == r["output"] or c["output"] == t["output"]:
            err("%s: control output repeats another output" % sid)
        if len({t["query"], r["query"], c["query"]}) != 3:
            err("%s: queries are not distinct" % sid)

    # no text duplicated across scenarios: whole fields, and long lines of outputs
    seen = {}
    lines = {}
    for s in SCENARIOS:
        for part in ("teach", "repeat", "control"):
            for k in ("query", "output", "message"):
                v = s[part].get(k)
                if v is None:
                    continue
                if v in seen and seen[v] != s["id"]:
                    err("%s: %s.%s duplicates text of %s" % (s["id"], part, k, seen[v]))
                seen.setdefault(v, s["id"])
                if k == "output":
                    for line in v.splitlines():
                        line = line.strip()
                        if len(line) >= 40:
                            other = lines.setdefault(line, s["id"])
                            if other != s["id"]:
                                err("%s: line shared with %s: %r" % (s["id"], other, line[:60]))

    for field, ranges in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        counts = Counter(s[field] for s in SCENARIOS)
        for value, (lo, hi) in ranges.items():
            if not lo <= counts.get(value, 0) <= hi:
                err("%s %s: %d not in %d-%d" % (field, value, counts.get(value, 0), lo, hi))
    return errors


# =========================================================================== output
def table(field, ranges):
    counts = Counter(s[field] for s in SCENARIOS)
    rows = ["| %s | n |" % field, "|---|---|"]
    rows += ["| %s | %d |" % (v, counts.get(v, 0)) for v in ranges]
    rows.append("| total | %d |" % sum(counts.values()))
    return "\n".join(rows)


def readme():
    return "\n".join([
        FIRST_LINE,
        "",
        "# %s: %s" % (SET, THEME),
        "",
        "60 teach → repeat → control scenarios for the cairn learning loop, in the format of "
        "`shared/eval/loop/scenarios_dev.jsonl` (run them with `run.py --scenarios`). A developer corrects one "
        "mistake in an assistant's answer about frontend tooling (TypeScript, React, Next.js, Vite, webpack, "
        "ESLint, npm/pnpm, CSS, browser APIs) or about one team's own packages, hosts, env vars, routes and "
        "conventions (the `@tessera/*` monorepo); a later session repeats the mistake in other words or code, and "
        "a control answer must come back byte-identical.",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data, with build-only `fix` and `holds`; validates, then writes the two files below |",
        "| `scenarios.jsonl` | 60 `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |",
        "| `README.md` | this file |",
        "",
        "Regenerate with `python3 build.py`; it refuses to write anything if a check fails (a repeat that passes "
        "as written or fails after its fix, a gold span missing from the teach output, a control without the "
        "text it must hold, counts out of range, text shared between scenarios).",
        "",
        "## Counts",
        "",
        table("difficulty", DIFFICULTY),
        "",
        table("repeat_variation", VARIATION),
        "",
        table("control_kind", CONTROL),
        "",
    ])


def main():
    errors = validate()
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errors), file=sys.stderr)
        sys.exit(1)
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    counts = {field: dict(Counter(s[field] for s in SCENARIOS))
              for field in ("difficulty", "repeat_variation", "control_kind")}
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
