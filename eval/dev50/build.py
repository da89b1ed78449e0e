#!/usr/bin/env python3
"""Builds the dev50 scenario set (Docker and container builds).

Standard library only. Holds the scenarios as data, validates them, and only if
validation passes writes scenarios.jsonl and README.md next to this file.

Build-only fields (never written out):
  fix   -- list of (old, new) replacements that turn repeat.output into a correct answer
  holds -- for lookalike / already_correct controls, a string the control must contain
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTY = ("literal", "paraphrase", "semantic")
CONTROL_KIND = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATION = ("reworded", "code_block", "casing", "other_identifier",
             "renamed_identifier", "reordered_args", "equivalent_construct",
             "prose_claim")

# allowed count ranges
RANGES = {
    "difficulty": {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)},
    "control_kind": {"lookalike": (29, 35), "same_topic": (13, 19),
                     "already_correct": (7, 11), "unrelated": (2, 4)},
    "repeat_variation": {"reworded": (13, 17), "code_block": (16, 20),
                         "casing": (2, 8), "other_identifier": (2, 8),
                         "renamed_identifier": (2, 8), "reordered_args": (2, 8),
                         "equivalent_construct": (2, 8), "prose_claim": (2, 8)},
}

DIGEST = "4a7c1e9f0b3d5a2c8e6f1b9d7a3c5e0f2b4d6a8c0e2f4a6b8c0d2e4f6a8b0c2d"
DIGEST2 = "9e2b7d4f1a6c3e8b0d5f2a7c4e9b1d6f3a8c5e0b2d7f4a9c6e1b3d8f5a0c7e2b"

S = []


def sc(id, topic, difficulty, variation, control_kind, teach, repeat, control,
       fix, holds=None):
    S.append(dict(id=id, topic=topic, difficulty=difficulty,
                  repeat_variation=variation, control_kind=control_kind,
                  teach=teach, repeat=repeat, control=control,
                  fix=fix, holds=holds))


def T(query, output, message, gold_wrong, gold_right):
    return dict(query=query, output=output, message=message,
                gold_wrong=gold_wrong, gold_right=gold_right)


def R(query, output, expect_contains, expect_absent):
    return dict(query=query, output=output, expect_contains=expect_contains,
                expect_absent=expect_absent)


def C(query, output):
    return dict(query=query, output=output)


# ---------------------------------------------------------------- scenarios

sc("d50-001", "dockerfile", "literal", "casing", "already_correct",
   T("Write the Dockerfile for the orders API, it starts with node server.js",
     "```dockerfile\nFROM node:20-bookworm-slim\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev\nCOPY . .\nENTRYPOINT node server.js\n```",
     "Use the exec form, ENTRYPOINT [\"node\", \"server.js\"]. In shell form node runs as a child of /bin/sh -c and never recieves the SIGTERM from docker stop.",
     "ENTRYPOINT node server.js",
     "ENTRYPOINT [\"node\", \"server.js\"]"),
   R("dockerfile for the webhook relay, same node 20 setup, entry point is server.js",
     "```dockerfile\nfrom node:20-alpine\nworkdir /srv/relay\ncopy package*.json ./\nrun npm ci --omit=dev\ncopy . .\nentrypoint node server.js\n```",
     [r're:(?i)(entrypoint|cmd)\s+\[\s*"node",\s*"server\.js"\s*\]'],
     [r"re:(?i)(entrypoint|cmd)\s+node\b"]),
   C("Finish the Dockerfile for the Nest service, the build output is dist/main.js",
     "```dockerfile\nFROM node:20-bookworm-slim\nWORKDIR /app\nCOPY --from=build /app/node_modules ./node_modules\nCOPY --from=build /app/dist ./dist\nENTRYPOINT [\"node\", \"dist/main.js\"]\n```"),
   fix=[("entrypoint node server.js", 'entrypoint ["node", "server.js"]')],
   holds='ENTRYPOINT ["node", "dist/main.js"]')

sc("d50-002", "healthcheck", "paraphrase", "reworded", "lookalike",
   T("What are the defaults if I write HEALTHCHECK CMD curl -f http://localhost/ with no options?",
     "Docker runs the check every 10s, gives each run 30s to finish, and marks the container unhealthy after 3 consecutive failures.",
     "interval defaults to 30s as well, not 10s. the timeout and retries are right",
     "every 10s",
     "every 30s"),
   R("how often does docker run a HEALTHCHECK probe if the Dockerfile doesn't set --interval?",
     "If you leave out `--interval`, the probe runs every 10 seconds, starting once the start period is over.",
     [r"re:\b30 ?(s|sec|seconds)\b"],
     [r"re:\b10 ?(s|sec|seconds)\b"]),
   C("Add a compose healthcheck to redis that runs every 10 seconds",
     "```yaml\n  redis:\n    image: redis:7.2\n    healthcheck:\n      test: [\"CMD\", \"redis-cli\", \"ping\"]\n      interval: 10s\n      timeout: 3s\n      retries: 5\n```"),
   fix=[("every 10 seconds", "every 30 seconds")],
   holds="interval: 10s")

sc("d50-003", "compose", "literal", "code_block", "same_topic",
   T("api should only start once postgres is healthy, what do I put in compose?",
     "```yaml\nservices:\n  api:\n    build: .\n    depends_on:\n      db:\n        condition: healthy\n  db:\n    image: postgres:16\n    healthcheck:\n      test: [\"CMD\", \"pg_isready\", \"-U\", \"postgres\"]\n      interval: 5s\n```",
     "condition: service_healthy. compose rejects a bare `healthy` there",
     "condition: healthy",
     "condition: service_healthy"),
   R("the worker needs to wait for rabbitmq to pass its healthcheck before booting",
     "```yaml\n  worker:\n    image: registry.tessera.internal/platform/worker:sha-4e1b9c2\n    depends_on:\n      rabbitmq:\n        condition: healthy\n```",
     ["condition: service_healthy"],
     [r"re:condition:\s*healthy"]),
   C("The migrate job has to finish before api starts, how do I express that in compose?",
     "```yaml\n  api:\n    depends_on:\n      migrate:\n        condition: service_completed_successfully\n```\nThe api container is only started after migrate exits with code 0."),
   fix=[("condition: healthy", "condition: service_healthy")])

sc("d50-004", "compose", "paraphrase", "reordered_args", "lookalike",
   T("I already run postgres on 5432 on my machine, expose the compose postgres on 5433 instead",
     "```yaml\n  db:\n    image: postgres:16\n    ports:\n      - \"5432:5433\"\n```",
     "backwards. it's HOST:CONTAINER, so \"5433:5432\"",
     "5432:5433",
     "5433:5432"),
   R("run a throwaway redis but on host port 6380, 6379 is taken on my laptop",
     "`docker run -d --name redis-tmp -p 6379:6380 redis:7.2`, then connect with `redis-cli -p 6380`.",
     ["-p 6380:6379"],
     ["6379:6380"]),
   C("From the api container, what's the connection string for that compose postgres?",
     "Inside the compose network you use the container port: `postgres://app:app@db:5432/app`. 5433 is only the host-side port."),
   fix=[("-p 6379:6380", "-p 6380:6379")],
   holds="db:5432")

sc("d50-005", "registry", "literal", "other_identifier", "already_correct",
   T("push command for the ledger 1.8.0 image to our registry",
     "`docker push registry.tessera.io/payments/ledger:1.8.0`",
     "our registry is registry.tessera.internal, tessera.io is the public website",
     "registry.tessera.io",
     "registry.tessera.internal"),
   R("my docker push to the company registry says unauthorized, how do I log in first?",
     "Log in with your SSO user: `docker login registry.tessera.io`, paste a CLI secret from your Harbor profile as the password, then push again.",
     ["docker login registry.tessera.internal"],
     ["registry.tessera.io"]),
   C("How do I pull the gateway image that CI built from my branch?",
     "`docker pull registry.tessera.internal/platform/gateway:sha-91c0d7e` (CI tags every build with the short commit sha)."),
   fix=[("registry.tessera.io", "registry.tessera.internal")],
   holds="registry.tessera.internal")

sc("d50-006", "team", "literal", "code_block", "lookalike",
   T("build and push the gateway image from my branch",
     "```sh\ndocker build -t registry.tessera.internal/platform/gateway:latest .\ndocker push registry.tessera.internal/platform/gateway:latest\n```",
     "We never push :latest to the internal registry. Branch/CI builds get sha-<short sha>, i.e. :sha-$(git rev-parse --short HEAD); releases get the version.",
     ":latest",
     ":sha-$(git rev-parse --short HEAD)"),
   R("CI script that builds and pushes the notifier image",
     "```sh\nIMAGE=registry.tessera.internal/platform/notifier:latest\ndocker build -t \"$IMAGE\" .\ndocker push \"$IMAGE\"\n```",
     [r"re:notifier:sha-"],
     ["notifier:latest"]),
   C("What does `docker pull alpine` fetch when I don't give a tag?",
     "It pulls `alpine:latest`; Docker fills in the `latest` tag when none is given, whatever that tag currently points to."),
   fix=[(":latest", ":sha-$(git rev-parse --short HEAD)")],
   holds="alpine:latest")

sc("d50-007", "runtime", "literal", "reworded", "already_correct",
   T("how do I check from a script whether the db container is healthy yet?",
     "`docker inspect --format '{{.Health.Status}}' db` prints healthy, unhealthy or starting.",
     "That template errors out, Health lives under State: {{.State.Health.Status}}",
     "{{.Health.Status}}",
     "{{.State.Health.Status}}"),
   R("bash wait loop until the kafka container reports healthy",
     "Poll `docker inspect -f '{{.Health.Status}}' kafka` once a second and break out of the loop when it prints healthy.",
     ["{{.State.Health.Status}}"],
     [r"re:\{\{\s*\.Health\.Status"]),
   C("How do I see the output of the last few health probes?",
     "`docker inspect --format '{{json .State.Health}}' api | jq` shows the recent probe log; `{{.State.Health.Status}}` gives just healthy, unhealthy or starting."),
   fix=[("{{.Health.Status}}", "{{.State.Health.Status}}")],
   holds="{{.State.Health.Status}}")

sc("d50-008", "runtime", "semantic", "prose_claim", "lookalike",
   T("how long does docker stop wait before it kills the process?",
     "`docker stop` sends SIGTERM and waits 30 seconds before sending SIGKILL.",
     "hmm, I think it's 10 seconds by default? -t / --time changes it",
     "30 seconds",
     "10 seconds"),
   R("our queue consumer needs time to drain on shutdown, how much time does docker give it after stop?",
     "By default you get half a minute between the SIGTERM and the SIGKILL, so make sure the drain finishes within that.",
     [r"re:\b10 ?(s|sec|seconds)\b|\bten seconds"],
     ["half a minute"]),
   C("What's the default grace period when Kubernetes deletes a pod?",
     "terminationGracePeriodSeconds defaults to 30 seconds; after that the kubelet sends SIGKILL."),
   fix=[("half a minute", "10 seconds")],
   holds="30 seconds")

sc("d50-009", "runtime", "literal", "code_block", "lookalike",
   T("tail the api container logs, last 200 lines and follow",
     "`docker logs --lines 200 -f api`",
     "--tail 200 (or -n 200), docker logs has no --lines",
     "--lines 200",
     "--tail 200"),
   R("show me only the last 50 log lines of the worker container",
     "```sh\ndocker logs --lines 50 worker\n```",
     [r"re:(--tail[ =]|-n[ =]?)50\b"],
     ["--lines 50"]),
   C("How do I see the last 200 lines of the Docker daemon's own log on a systemd host?",
     "`journalctl -u docker.service --lines 200 --no-pager`"),
   fix=[("--lines 50", "--tail 50")],
   holds="--lines 200")

sc("d50-010", "compose", "semantic", "prose_claim", "lookalike",
   T("will `docker compose down` wipe my postgres data volume?",
     "Yes. `docker compose down` removes the containers, the network and the named volumes, so the data is gone.",
     "no, named volumes survive down. they're only removed with down -v / --volumes",
     "Yes. `docker compose down` removes the containers, the network and the named volumes, so the data is gone.",
     "No. `docker compose down` removes the containers and the network; named volumes are only removed with `down -v`."),
   R("I want to recreate the dev stack but keep the database contents, is compose down safe?",
     "Not really: `docker compose down` deletes the named volumes along with the containers, so use `docker compose stop` if you want to keep the data.",
     [r"re:(?i)(keeps|survive|preserve)[^.]*volume|volumes?[^.]*(survive|kept|preserved|not (removed|deleted))|only[^.]*(-v\b|--volumes)"],
     ["deletes the named volumes along with the containers"]),
   C("How do I completely reset the dev stack, database included?",
     "`docker compose down -v` removes the containers, the network and the named volumes, so Postgres starts empty on the next `up`."),
   fix=[("Not really: `docker compose down` deletes the named volumes along with the containers, so use `docker compose stop` if you want to keep the data.",
         "Yes: `docker compose down` removes the containers and the network but keeps named volumes; only `down -v` deletes them.")],
   holds="down -v")

sc("d50-011", "dockerfile", "semantic", "reworded", "same_topic",
   T("Do I still need -p if the Dockerfile already has EXPOSE 8080?",
     "No, EXPOSE 8080 publishes the port on the host, so http://localhost:8080 works without -p.",
     "EXPOSE is only metadata, it doesn't publish anything. You still need -p 8080:8080 (or -P).",
     "No, EXPOSE 8080 publishes the port on the host, so http://localhost:8080 works without -p.",
     "Yes, EXPOSE 8080 only documents the port; publish it with -p 8080:8080."),
   R("the grafana-dev image exposes 3000, what's the run command so I can open it in my browser?",
     "Just `docker run -d grafana-dev`; the Dockerfile's EXPOSE 3000 already publishes it at http://localhost:3000.",
     [r"re:-p\s*(127\.0\.0\.1:)?3000:3000|\s-P\b|--publish"],
     ["already publishes"]),
   C("How do other containers on the compose network reach the api on 8080?",
     "They call `http://api:8080` directly; containers on the same network reach each other's ports without publishing them."),
   fix=[("Just `docker run -d grafana-dev`; the Dockerfile's EXPOSE 3000 already publishes it at http://localhost:3000.",
         "Run `docker run -d -p 3000:3000 grafana-dev`; EXPOSE 3000 only documents the port, -p is what makes http://localhost:3000 work.")])

sc("d50-012", "dockerfile", "paraphrase", "renamed_identifier", "lookalike",
   T("copy vendor.tar.gz into the image and unpack it into /opt/vendor",
     "`COPY vendor.tar.gz /opt/vendor/` does both, COPY extracts local tar archives automatically.",
     "COPY never extracts anything, that's ADD: ADD vendor.tar.gz /opt/vendor/",
     "`COPY vendor.tar.gz /opt/vendor/` does both, COPY extracts",
     "`ADD vendor.tar.gz /opt/vendor/` does both, ADD extracts"),
   R("unpack the JDK tarball into /opt/jdk while building the image",
     "```dockerfile\nCOPY OpenJDK21U-jdk_x64_linux.tar.gz /opt/jdk/\n```\nDocker unpacks the archive as part of the COPY.",
     [r"re:ADD\s+OpenJDK21U-jdk_x64_linux\.tar\.gz|tar\s+-?[a-z]*x"],
     ["as part of the COPY"]),
   C("The downloads page serves the release tarball from /srv/downloads, get it into the image as-is",
     "`COPY dist/app-1.4.2.tar.gz /srv/downloads/` keeps it as a single file; COPY never unpacks archives."),
   fix=[("COPY OpenJDK21U", "ADD OpenJDK21U"), ("as part of the COPY", "as part of the ADD")],
   holds="COPY dist/app-1.4.2.tar.gz")

sc("d50-013", "buildkit", "literal", "code_block", "already_correct",
   T("speed up pip install in the Dockerfile with a BuildKit cache",
     "```dockerfile\nRUN --mount=type=cache,path=/root/.cache/pip pip install -r requirements.txt\n```",
     "thanks, that's the idea — but path isn't a mount option, it's target= (dst= works too): --mount=type=cache,target=/root/.cache/pip",
     "path=/root/.cache/pip",
     "target=/root/.cache/pip"),
   R("cache go build artifacts between docker builds",
     "```dockerfile\nRUN --mount=type=cache,path=/root/.cache/go-build \\\n    go build -o /out/app ./cmd/app\n```",
     [r"re:--mount=type=cache,\S*(target|dst|destination)=/root/\.cache/go-build"],
     [r"re:--mount=\S*\bpath="]),
   C("keep the npm cache between image builds",
     "```dockerfile\nRUN --mount=type=cache,target=/root/.npm npm ci\n```"),
   fix=[("path=/root/.cache/go-build", "target=/root/.cache/go-build")],
   holds="type=cache,target=/root/.npm")

sc("d50-014", "buildkit", "semantic", "prose_claim", "same_topic",
   T("I build with `--secret id=npm_token,src=$HOME/.npm_token`; how does the RUN step read it?",
     "Add `--mount=type=secret,id=npm_token` to the RUN; inside it the secret is available as the environment variable $npm_token.",
     "by default it's mounted as a file, /run/secrets/npm_token, not an env var. so `NPM_TOKEN=$(cat /run/secrets/npm_token) npm ci` (newer dockerfile frontends also take env=NPM_TOKEN on the mount)",
     "available as the environment variable $npm_token",
     "mounted as a file at /run/secrets/npm_token"),
   R("Dockerfile: how do I use the gh_token secret I pass with docker build --secret id=gh_token to clone a private repo?",
     "Mount it on the RUN with `--mount=type=secret,id=gh_token`; BuildKit exports it as an environment variable named after the id, so `git clone https://$gh_token@github.com/tessera/protos.git` works.",
     [r"re:/run/secrets/gh_token|env=[A-Za-z_]+"],
     ["exports it as an environment variable named after the id"]),
   C("In compose, how does the api service get the db password secret?",
     "Declare it under the top-level `secrets:` with `file: ./db_password.txt` and list it under the service's `secrets:`; it shows up in the container at /run/secrets/db_password."),
   fix=[("BuildKit exports it as an environment variable named after the id, so `git clone https://$gh_token@github.com/tessera/protos.git` works.",
         "BuildKit mounts it as a file at /run/secrets/gh_token, so use `git clone https://$(cat /run/secrets/gh_token)@github.com/tessera/protos.git`.")])

sc("d50-015", "buildkit", "literal", "reworded", "lookalike",
   T("Build only the test stage of the multi-stage Dockerfile",
     "`docker build --stage test -t orders:test .`",
     "--target.",
     "--stage test",
     "--target test"),
   R("how do I stop the build after the deps stage so I can poke around in it?",
     "Pass --stage deps to docker build and it stops after that stage; tag it with -t app:deps to run a shell in it.",
     [r"re:--target[ =]deps"],
     ["--stage deps"]),
   C("How do I deploy the thumbnailer lambda to prod with the Serverless Framework?",
     "`serverless deploy --stage prod --region eu-west-1`"),
   fix=[("--stage deps", "--target deps")],
   holds="--stage prod")

sc("d50-016", "dockerfile", "paraphrase", "code_block", "lookalike",
   T("Make the python version a build arg and record it in /version.txt",
     "```dockerfile\nARG PY_VERSION=3.12\nFROM python:${PY_VERSION}-slim\nRUN echo \"$PY_VERSION\" > /version.txt\n```",
     "An ARG declared before FROM isn't in scope after it, so that RUN writes an empty line. Redeclare it with a bare `ARG PY_VERSION` right after the FROM.",
     "FROM python:${PY_VERSION}-slim\nRUN",
     "FROM python:${PY_VERSION}-slim\nARG PY_VERSION\nRUN"),
   R("parametrize the node major version and put it in an image label",
     "```dockerfile\nARG NODE_MAJOR=20\nFROM node:${NODE_MAJOR}-bookworm-slim\nLABEL com.tessera.node-major=$NODE_MAJOR\n```",
     [r"re:FROM node:\$\{NODE_MAJOR\}-bookworm-slim\n(?:.*\n)*?ARG NODE_MAJOR\s*\n(?:.*\n)*?LABEL com\.tessera\.node-major="],
     []),
   C("Pin the alpine version with a build arg",
     "```dockerfile\nARG ALPINE_VERSION=3.20\nFROM alpine:${ALPINE_VERSION}\nRUN apk add --no-cache ca-certificates\n```\nThe ARG is only used in the FROM line, so declaring it before FROM is enough."),
   fix=[("-bookworm-slim\nLABEL", "-bookworm-slim\nARG NODE_MAJOR\nLABEL")],
   holds="ARG ALPINE_VERSION=3.20\nFROM alpine:${ALPINE_VERSION}")

sc("d50-017", "runtime", "semantic", "prose_claim", "lookalike",
   T("From a container on my Linux box, how do I reach the postgres running on the host?",
     "Point it at `host.docker.internal:5432`; Docker Engine resolves that name automatically on Linux.",
     "Not on Linux, only Docker Desktop does that. On plain Engine you need --add-host=host.docker.internal:host-gateway (extra_hosts in compose).",
     "Docker Engine resolves that name automatically on Linux",
     "on Linux add --add-host=host.docker.internal:host-gateway"),
   R("Our CI runners are plain Linux docker hosts. Can the test container call the mock server on the runner at host.docker.internal:9000?",
     "Yes, host.docker.internal works out of the box there, just point the tests at http://host.docker.internal:9000.",
     ["host-gateway"],
     ["works out of the box"]),
   C("On my Mac with Docker Desktop, how does a container reach a service on the host?",
     "Use `host.docker.internal`; Docker Desktop resolves it to the host automatically."),
   fix=[("Yes, host.docker.internal works out of the box there, just point",
         "Yes, once you start the container with `--add-host=host.docker.internal:host-gateway`; then point")],
   holds="host.docker.internal")

sc("d50-018", "registry", "paraphrase", "casing", "unrelated",
   T("build and tag the OrderService image for the registry",
     "`docker build -t registry.tessera.internal/platform/OrderService:1.2.0 .`",
     "repo names have to be lowercase, docker rejects that reference. and our naming rule is kebab-case anyway: platform/order-service",
     "OrderService:1.2.0",
     "order-service:1.2.0"),
   R("what's the full image reference for InvoiceRenderer 1.0.3?",
     "It's `registry.tessera.internal/platform/InvoiceRenderer:1.0.3`.",
     ["platform/invoice-renderer:1.0.3"],
     ["InvoiceRenderer:"]),
   C("How do I count the lines in a file from the shell?",
     "`wc -l < access.log` prints just the number."),
   fix=[("InvoiceRenderer:1.0.3", "invoice-renderer:1.0.3")])

sc("d50-019", "buildkit", "semantic", "reworded", "already_correct",
   T("Since which Docker version is BuildKit the default for docker build?",
     "BuildKit has been the default builder since Docker Engine 20.10.",
     "23.0 actually. On 20.10 you still need DOCKER_BUILDKIT=1.",
     "20.10",
     "23.0"),
   R("our jenkins agents run docker 20.10.24, will RUN --mount work without setting anything?",
     "Yes, 20.10.24 is past the release where BuildKit became the default builder, so `RUN --mount` works as is.",
     [r"re:DOCKER_BUILDKIT=1|docker buildx build"],
     ["past the release where BuildKit became the default"]),
   C("Do I still need DOCKER_BUILDKIT=1 on Docker 24?",
     "No, Docker Engine 23.0 and later use BuildKit by default, so on 24 you can drop `DOCKER_BUILDKIT=1`."),
   fix=[("Yes, 20.10.24 is past the release where BuildKit became the default builder, so `RUN --mount` works as is.",
         "No, BuildKit only became the default in 23.0, so on 20.10.24 set `DOCKER_BUILDKIT=1` (or use `docker buildx build`) for `RUN --mount` to work.")],
   holds="23.0")

sc("d50-020", "buildkit", "literal", "code_block", "same_topic",
   T("push the build cache for the api image to our registry, intermediate stages included",
     "`docker buildx build --cache-to type=registry,ref=registry.tessera.internal/cache/api:buildcache,mode=all --push -t registry.tessera.internal/platform/api:sha-2f7d1e0 .`",
     "mode=max, there's no mode=all",
     "mode=all",
     "mode=max"),
   R("GitHub Actions step to build web with a registry cache for all stages",
     "```yaml\n- uses: docker/build-push-action@v6\n  with:\n    push: true\n    tags: ghcr.io/tessera-oss/web:${{ github.sha }}\n    cache-from: type=registry,ref=ghcr.io/tessera-oss/web:buildcache\n    cache-to: type=registry,ref=ghcr.io/tessera-oss/web:buildcache,mode=all\n```",
     ["mode=max"],
     ["mode=all"]),
   C("What gets exported with the default --cache-to mode?",
     "The default is mode=min, which exports only the layers of the final image; intermediate stages aren't cached."),
   fix=[("mode=all", "mode=max")])

sc("d50-021", "buildkit", "literal", "reworded", "same_topic",
   T("docker build hides most of the npm output, how do I see all of it?",
     "Add `--progress=verbose` and BuildKit prints the full output of every RUN step.",
     "it's --progress=plain",
     "--progress=verbose",
     "--progress=plain"),
   R("the CI log collapses the RUN output during docker build and I need the full compiler errors",
     "Run `docker buildx build --progress=verbose .` so every line of the RUN output ends up in the CI log.",
     [r"re:--progress[ =]plain"],
     ["--progress=verbose"]),
   C("How do I make docker build print only the image ID?",
     "`docker build -q .` (`--quiet`) suppresses the build output and prints the image ID at the end."),
   fix=[("--progress=verbose", "--progress=plain")])

sc("d50-022", "buildkit", "paraphrase", "code_block", "already_correct",
   T("multi-arch Dockerfile for the Go cli, amd64 and arm64, cross-compiling",
     "```dockerfile\nFROM --platform=$TARGETPLATFORM golang:1.22 AS build\nARG TARGETOS TARGETARCH\nWORKDIR /src\nCOPY . .\nRUN CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH go build -o /out/cli ./cmd/cli\n\nFROM gcr.io/distroless/static-debian12\nCOPY --from=build /out/cli /cli\nENTRYPOINT [\"/cli\"]\n```",
     "the build stage should be --platform=$BUILDPLATFORM so the compiler runs natively and cross-compiles via GOARCH. With $TARGETPLATFORM the arm64 build runs under QEMU and crawls",
     "--platform=$TARGETPLATFORM",
     "--platform=$BUILDPLATFORM"),
   R("Dockerfile for the exporter, Go 1.23 alpine, needs to build for amd64 and arm64 quickly",
     "```dockerfile\nFROM --platform=${TARGETPLATFORM} golang:1.23-alpine AS builder\nARG TARGETOS TARGETARCH\nWORKDIR /src\nCOPY . .\nRUN CGO_ENABLED=0 GOOS=${TARGETOS} GOARCH=${TARGETARCH} go build -o /exporter .\n```",
     [r"re:FROM --platform=\$\{?BUILDPLATFORM\}? golang:1\.23-alpine"],
     [r"re:FROM --platform=\$\{?TARGETPLATFORM"]),
   C("Cross-compiling build stage for the migrator binary",
     "```dockerfile\nFROM --platform=$BUILDPLATFORM golang:1.22 AS build\nARG TARGETOS TARGETARCH\nWORKDIR /src\nCOPY . .\nRUN CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH go build -o /out/migrator ./cmd/migrator\n```"),
   fix=[("--platform=${TARGETPLATFORM}", "--platform=${BUILDPLATFORM}")],
   holds="FROM --platform=$BUILDPLATFORM golang:1.22 AS build")

sc("d50-023", "healthcheck", "paraphrase", "code_block", "lookalike",
   T("compose healthcheck for the docs site container, curl its /ready endpoint on 3000",
     "```yaml\n    healthcheck:\n      test: [\"CMD\", \"curl -f http://localhost:3000/ready || exit 1\"]\n      interval: 15s\n```",
     "With CMD that whole string is taken as the name of one executable. Use CMD-SHELL for a shell string, or split it: [\"CMD\", \"curl\", \"-f\", \"http://localhost:3000/ready\"].",
     "\"CMD\", \"curl -f",
     "\"CMD-SHELL\", \"curl -f"),
   R("healthcheck for the admin-ui container, it has wget but no curl, endpoint /status on 4000",
     "```yaml\n    healthcheck:\n      test: [\"CMD\", \"wget -qO- http://localhost:4000/status || exit 1\"]\n      interval: 20s\n      retries: 3\n```",
     [r're:"CMD-SHELL",\s*"wget -qO- http://localhost:4000/status|"CMD",\s*"wget",\s*"-qO-"'],
     ['"CMD", "wget -qO- ']),
   C("healthcheck for the postgres service in compose",
     "```yaml\n    healthcheck:\n      test: [\"CMD\", \"pg_isready\", \"-U\", \"app\", \"-d\", \"app\"]\n      interval: 5s\n```\nThe exec form is fine here because each argument is its own list item."),
   fix=[('"CMD", "wget', '"CMD-SHELL", "wget')],
   holds='"CMD", "pg_isready"')

sc("d50-024", "team", "literal", "casing", "already_correct",
   T("Dockerfile for the etl job, python 3.12",
     "```dockerfile\nFROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nCOPY . .\nCMD [\"python\", \"-m\", \"etl\"]\n```",
     "we build from registry.tessera.internal/base/python:3.12-slim, pulls from Docker Hub are blocked on the CI runners",
     "FROM python:3.12-slim",
     "FROM registry.tessera.internal/base/python:3.12-slim"),
   R("two-stage dockerfile for the scorer, wheels built in the first stage",
     "```dockerfile\nfrom python:3.12-slim as wheels\nCOPY requirements.txt .\nRUN pip wheel --wheel-dir /wheels -r requirements.txt\n\nfrom python:3.12-slim\nCOPY --from=wheels /wheels /wheels\nRUN pip install --no-cache-dir /wheels/*\n```",
     [r"re:(?i)from registry\.tessera\.internal/base/python:3\.12-slim as wheels"],
     [r"re:(?i)from python:"]),
   C("Dockerfile for the tiny disk-check script",
     "```dockerfile\nFROM registry.tessera.internal/base/python:3.12-slim\nCOPY check.py /check.py\nCMD [\"python\", \"/check.py\"]\n```"),
   fix=[("from python:3.12-slim", "from registry.tessera.internal/base/python:3.12-slim")],
   holds="FROM registry.tessera.internal/base/python:3.12-slim")

sc("d50-025", "team", "paraphrase", "equivalent_construct", "lookalike",
   T("make the billing image run as a non-root user",
     "```dockerfile\nRUN useradd --system --uid 1000 app\nUSER 1000\n```",
     "We use uid 10001 in every image, 1000 collides with the dev accounts on the build hosts. So --uid 10001 and USER 10001.",
     "--uid 1000 app\nUSER 1000",
     "--uid 10001 app\nUSER 10001"),
   R("non-root user for the alpine-based exporter image",
     "```dockerfile\nRUN addgroup -S svc && adduser -S -G svc -u 1000 svc\nUSER svc\n```",
     [r"re:-u 10001\b"],
     [r"re:-u 1000\b"]),
   C("What uid does the node user in the official node images have?",
     "The `node` user in the official node images is uid 1000 (gid 1000)."),
   fix=[("-u 1000 svc", "-u 10001 svc")],
   holds="uid 1000")

sc("d50-026", "dockerfile", "paraphrase", "code_block", "same_topic",
   T("FROM scratch image for the Go api",
     "```dockerfile\nFROM golang:1.22 AS build\nWORKDIR /src\nCOPY . .\nRUN go build -o /out/api ./cmd/api\n\nFROM scratch\nCOPY --from=build /out/api /api\nENTRYPOINT [\"/api\"]\n```",
     "needs CGO_ENABLED=0. golang:1.22 ships gcc, so cgo is on and the binary links against glibc; it won't start on scratch",
     "RUN go build -o /out/api ./cmd/api",
     "RUN CGO_ENABLED=0 go build -o /out/api ./cmd/api"),
   R("scratch-based image for the worker binary, keep it small",
     "```dockerfile\nFROM golang:1.22 AS build\nWORKDIR /src\nCOPY . .\nRUN go build -ldflags=\"-s -w\" -o /out/worker ./cmd/worker\n\nFROM scratch\nCOPY --from=build /out/worker /worker\nENTRYPOINT [\"/worker\"]\n```",
     ["CGO_ENABLED=0"],
     []),
   C("How do I make the Go binary in the image smaller?",
     "Build with `-ldflags=\"-s -w\"` to strip the symbol table and the DWARF debug info; the binary runs the same."),
   fix=[("RUN go build", "RUN CGO_ENABLED=0 go build")])

sc("d50-027", "registry", "paraphrase", "reordered_args", "lookalike",
   T("I built auth:2.3.1 locally, how do I tag it for the internal registry?",
     "`docker tag registry.tessera.internal/platform/auth:2.3.1 auth:2.3.1`, then `docker push registry.tessera.internal/platform/auth:2.3.1`.",
     "the args are the other way round, source first: docker tag auth:2.3.1 registry.tessera.internal/platform/auth:2.3.1",
     "docker tag registry.tessera.internal/platform/auth:2.3.1 auth:2.3.1",
     "docker tag auth:2.3.1 registry.tessera.internal/platform/auth:2.3.1"),
   R("retag my local billing:0.9.0 so I can push it to ghcr.io/tessera-oss",
     "Run `docker tag ghcr.io/tessera-oss/billing:0.9.0 billing:0.9.0` and then `docker push ghcr.io/tessera-oss/billing:0.9.0`.",
     ["docker tag billing:0.9.0 ghcr.io/tessera-oss/billing:0.9.0"],
     ["docker tag ghcr.io"]),
   C("I pulled the auth image from the registry, how do I give it a short local name for my compose file?",
     "`docker tag registry.tessera.internal/platform/auth:2.3.1 auth:local`, then use `image: auth:local` in compose."),
   fix=[("docker tag ghcr.io/tessera-oss/billing:0.9.0 billing:0.9.0",
         "docker tag billing:0.9.0 ghcr.io/tessera-oss/billing:0.9.0")],
   holds="docker tag registry.tessera.internal/platform/auth:2.3.1 auth:local")

sc("d50-028", "registry", "paraphrase", "renamed_identifier", "lookalike",
   T("tag the payouts image with the full version string 1.4.0+build.87",
     "`docker build -t payouts:1.4.0+build.87 .`",
     "+ isn't a valid tag character (only letters, digits, _ . and -), so 1.4.0-build.87 or 1.4.0_build.87",
     "1.4.0+build.87",
     "1.4.0-build.87"),
   R("use our version string 2.0.1+g3f9c2a1 as the image tag for the exporter",
     "`docker build -t exporter:2.0.1+g3f9c2a1 .` keeps the build metadata in the tag.",
     [r"re:exporter:2\.0\.1[-_.]g3f9c2a1"],
     ["exporter:2.0.1+"]),
   C("Is 1.4.0+build.87 a valid version for package.json?",
     "Yes, `1.4.0+build.87` is valid SemVer 2.0.0; the build metadata after the `+` is ignored when comparing precedence."),
   fix=[("exporter:2.0.1+g3f9c2a1 .` keeps the build metadata in the tag.",
         "exporter:2.0.1-g3f9c2a1 .`; `+` isn't allowed in a tag, so the build metadata goes after a `-`.")],
   holds="1.4.0+build.87")

sc("d50-029", "registry", "literal", "code_block", "same_topic",
   T("log docker in to our ECR in eu-west-1",
     "`$(aws ecr get-login --no-include-email --region eu-west-1)`",
     "get-login was removed in AWS CLI v2, which is what the runners have. aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 482190331245.dkr.ecr.eu-west-1.amazonaws.com",
     "$(aws ecr get-login --no-include-email --region eu-west-1)",
     "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 482190331245.dkr.ecr.eu-west-1.amazonaws.com"),
   R("CI step: authenticate to ECR before pushing the ledger image",
     "```sh\n$(aws ecr get-login --no-include-email --region eu-west-1)\ndocker push 482190331245.dkr.ecr.eu-west-1.amazonaws.com/ledger:sha-7a1c3f0\n```",
     ["get-login-password", "--password-stdin"],
     ["get-login --no-include-email"]),
   C("create the ECR repository for the new payouts service",
     "`aws ecr create-repository --repository-name payouts --image-tag-mutability IMMUTABLE --region eu-west-1`"),
   fix=[("$(aws ecr get-login --no-include-email --region eu-west-1)",
         "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 482190331245.dkr.ecr.eu-west-1.amazonaws.com")])

sc("d50-030", "daemon", "literal", "reworded", "same_topic",
   T("cap the json-file logs on the build hosts at 3 files of 10 MB",
     "```json\n{\n  \"log-driver\": \"json-file\",\n  \"log-opts\": {\"max-size\": \"10m\", \"max-file\": 3}\n}\n```",
     "isn't max-file supposed to be a string, \"3\"? dockerd won't start with a number in log-opts",
     "\"max-file\": 3",
     "\"max-file\": \"3\""),
   R("what log rotation settings go into daemon.json for the new runners?",
     "Set \"log-driver\": \"json-file\" and, under log-opts, \"max-size\": \"10m\" next to \"max-file\": 3, then restart dockerd.",
     ['"max-file": "3"'],
     [r're:"max-file":\s*3\b']),
   C("how do I switch the default logging driver to local on a host?",
     "Set `\"log-driver\": \"local\"` in /etc/docker/daemon.json and restart dockerd; it applies to containers created afterwards, existing ones keep their driver."),
   fix=[('"max-file": 3', '"max-file": "3"')])

sc("d50-031", "daemon", "literal", "code_block", "same_topic",
   T("let docker on the lab box pull from the plain-http registry at 10.20.0.15:5000",
     "```json\n{\n  \"insecure-registry\": [\"10.20.0.15:5000\"]\n}\n```",
     "key is plural in daemon.json: insecure-registries (--insecure-registry is the dockerd flag)",
     "\"insecure-registry\"",
     "\"insecure-registries\""),
   R("daemon.json entry so the test VM trusts the http registry at registry.lab.local:5000",
     "```json\n{\n  \"insecure-registry\": [\"registry.lab.local:5000\"],\n  \"live-restore\": true\n}\n```",
     ['"insecure-registries"'],
     ['"insecure-registry"']),
   C("where is daemon.json on a linux host and how do changes take effect?",
     "It's /etc/docker/daemon.json; restart the daemon with `sudo systemctl restart docker` after editing it."),
   fix=[('"insecure-registry"', '"insecure-registries"')])

sc("d50-032", "compose", "semantic", "reworded", "lookalike",
   T("how do I get the values from .env into the api container?",
     "Nothing to do: compose injects everything in the .env file next to compose.yaml into every container's environment.",
     ".env is only used for ${VAR} interpolation in the compose file itself; containers don't see it unless you list it under env_file: or map the vars in environment:",
     "Nothing to do: compose injects everything in the .env file next to compose.yaml into every container's environment.",
     "Add `env_file: .env` to the service; on its own .env is only used for ${VAR} interpolation in compose.yaml."),
   R("I put STRIPE_KEY in .env, will the payments container see it?",
     "Yes, compose reads .env automatically and every service gets STRIPE_KEY in its environment.",
     [r"re:env_file|environment:|\$\{STRIPE_KEY\}"],
     ["every service gets STRIPE_KEY"]),
   C("How do I set the ledger image tag in compose.yaml from a variable?",
     "Put `TAG=1.8.0` in `.env` next to compose.yaml and write `image: registry.tessera.internal/payments/ledger:${TAG}`; compose substitutes it when it reads the file."),
   fix=[("Yes, compose reads .env automatically and every service gets STRIPE_KEY in its environment.",
         "Not by itself: compose only uses .env for ${VAR} interpolation, so add `env_file: .env` to the payments service (or `STRIPE_KEY: ${STRIPE_KEY}` under `environment:`).")],
   holds="in `.env` next to compose.yaml")

sc("d50-033", "compose", "paraphrase", "renamed_identifier", "lookalike",
   T("I want local-only port mappings without touching compose.yaml",
     "Put them in `compose.local.yaml`; compose merges that file automatically when you run `docker compose up`.",
     "only compose.override.yaml (or docker-compose.override.yml) gets merged automatically, any other name needs -f",
     "compose.local.yaml",
     "compose.override.yaml"),
   R("where do I put the debug ports so they only exist on my machine?",
     "Create `compose.dev.yaml` with just those ports; `docker compose up` merges it with compose.yaml on its own.",
     [r"re:compose\.override\.ya?ml|-f compose\.dev\.yaml"],
     []),
   C("How do I start the stack with the overrides in compose.local.yaml?",
     "`docker compose -f compose.yaml -f compose.local.yaml up -d`; files later on the command line override earlier ones."),
   fix=[("compose.dev.yaml", "compose.override.yaml")],
   holds="compose.local.yaml")

sc("d50-034", "team", "literal", "reworded", "lookalike",
   T("CI step to start the integration stack in the background",
     "`docker-compose up -d`, then run the tests against it.",
     "runners only have compose v2 -> `docker compose` with a space. docker-compose isn't installed there",
     "docker-compose up -d",
     "docker compose up -d"),
   R("pipeline step that runs the tests service from compose.ci.yaml once",
     "Use docker-compose -f compose.ci.yaml run --rm tests in the step; its exit code is the test result.",
     ["docker compose -f compose.ci.yaml run --rm tests"],
     ["docker-compose -f"]),
   C("The legacy repo only has docker-compose.yml, does compose v2 still read it?",
     "Yes, `docker compose` still picks up `docker-compose.yml` when there's no compose.yaml in the directory."),
   fix=[("docker-compose -f", "docker compose -f")],
   holds="docker-compose.yml")

sc("d50-035", "runtime", "semantic", "reworded", "same_topic",
   T("does `docker image prune` remove old tagged images that no container uses?",
     "Yes, `docker image prune` removes every image that isn't used by a container.",
     "without -a it only removes dangling (untagged) images. -a/--all is the one that removes all unused ones",
     "Yes, `docker image prune` removes every image",
     "Only with `-a`: `docker image prune -a` removes every image"),
   R("the build box disk is full of old tagged images, how do I clean up everything unused?",
     "`docker image prune -f` clears out all the images no container is using, tagged or not.",
     [r"re:image prune (-a|--all|-af|-fa|-f -a|-f --all)\b"],
     []),
   C("how do I see how much disk images, containers and volumes are using?",
     "`docker system df` shows the totals; add `-v` for a per-image and per-volume breakdown."),
   fix=[("`docker image prune -f`", "`docker image prune -a -f`")])

sc("d50-036", "runtime", "semantic", "prose_claim", "same_topic",
   T("our entrypoint starts chromium which leaves zombie processes behind, do we need to do anything?",
     "No, the Docker runtime reaps orphaned zombie processes for you.",
     "it doesn't. PID 1 in the container has to reap them and node won't. run with --init (tini) or make tini the entrypoint",
     "No, the Docker runtime reaps orphaned zombie processes for you.",
     "Yes: PID 1 has to reap them, so run with --init (or use tini as the entrypoint)."),
   R("in compose, does the puppeteer service need anything special for child processes that exit?",
     "No need; the container runtime cleans up zombie processes by itself, so node can be PID 1 directly.",
     [r"re:init: true|--init|tini|dumb-init"],
     ["cleans up zombie processes by itself"]),
   C("what does docker run --init actually do?",
     "It runs docker-init (tini) as PID 1, which forwards signals to your process and reaps zombie children."),
   fix=[("No need; the container runtime cleans up zombie processes by itself, so node can be PID 1 directly.",
         "Yes: set `init: true` on the service so tini runs as PID 1 and reaps the zombies; node as PID 1 won't.")])

sc("d50-037", "runtime", "semantic", "prose_claim", "same_topic",
   T("pytorch DataLoader workers crash with 'bus error' inside docker",
     "It's not shared memory: /dev/shm in a container is sized like the host's, half the RAM, so lower num_workers instead.",
     "Docker gives /dev/shm only 64MB by default, that's exactly the bus error. Use --shm-size=8g (or --ipc=host).",
     "It's not shared memory: /dev/shm in a container is sized like the host's, half the RAM, so lower num_workers instead.",
     "It's shared memory: /dev/shm in a container is only 64MB by default, so raise it with --shm-size=8g."),
   R("how big is /dev/shm for the trainer service in compose if I don't set anything?",
     "Same as the host's tmpfs, half of the machine's RAM, so there's no need for shm_size.",
     [r"re:64 ?(MB|MiB|M|m)\b"],
     ["half of the machine's RAM"]),
   C("What is /dev/shm used for in a training container?",
     "It's a tmpfs for POSIX shared memory; PyTorch DataLoader workers hand batches to the main process through it."),
   fix=[("Same as the host's tmpfs, half of the machine's RAM, so there's no need for shm_size.",
         "Only 64MB, Docker's default; set `shm_size: 8gb` on the service if the DataLoader workers need more.")])

sc("d50-038", "runtime", "literal", "reworded", "same_topic",
   T("limit the ingest container to 2 CPUs",
     "`docker run --cpu-shares 2 ingest:sha-5d2e8a1`",
     "--cpu-shares is a relative weight (default 1024) that only matters under contention. the hard cap is --cpus 2",
     "--cpu-shares 2",
     "--cpus 2"),
   R("the batch job keeps starving the box, cap it at two cores",
     "Start it with `--cpu-shares 2` so it can't use more than two cores.",
     [r"re:--cpus[ =]\"?2(\.0)?\b"],
     ["--cpu-shares 2"]),
   C("cap the ingest container's memory at 2 GB with no swap",
     "`docker run --memory 2g --memory-swap 2g ingest:sha-5d2e8a1`; setting --memory-swap equal to --memory means no swap."),
   fix=[("--cpu-shares 2", "--cpus 2")])

sc("d50-039", "runtime", "paraphrase", "equivalent_construct", "lookalike",
   T("the container should come back after reboots but stay down if I stop it by hand",
     "Use `--restart always`; a container you stopped manually stays stopped after the daemon restarts.",
     "that behaviour is unless-stopped. With always it comes back on daemon restart even after a manual stop",
     "--restart always",
     "--restart unless-stopped"),
   R("restart policy in compose so the metrics sidecar survives host reboots but I can stop it for maintenance",
     "```yaml\n  metrics:\n    restart: always\n```\nIf you `docker compose stop metrics`, it stays down across reboots.",
     ["restart: unless-stopped"],
     ["restart: always"]),
   C("the log shipper has to come back after every reboot, even if someone stopped it by hand",
     "Give it `restart: always`; unlike unless-stopped, it is started again when the daemon restarts even after a manual stop."),
   fix=[("restart: always", "restart: unless-stopped")],
   holds="restart: always")

sc("d50-040", "dockerfile", "literal", "code_block", "lookalike",
   T("add the label that links the image to its GitHub repo",
     "```dockerfile\nLABEL org.opencontainers.image.repository=\"https://github.com/tessera/ledger\"\n```",
     "The OCI key is org.opencontainers.image.source — that's also the one GHCR reads to link the package to the repo.",
     "org.opencontainers.image.repository",
     "org.opencontainers.image.source"),
   R("labels for the cli image: repo url and version",
     "```dockerfile\nLABEL org.opencontainers.image.repository=\"https://github.com/tessera-oss/cli\" \\\n      org.opencontainers.image.version=\"0.7.0\"\n```",
     ['org.opencontainers.image.source="https://github.com/tessera-oss/cli"'],
     ["org.opencontainers.image.repository="]),
   C("Helm template line for the container image",
     "`image: \"{{ .Values.image.repository }}:{{ .Values.image.tag }}\"`"),
   fix=[("org.opencontainers.image.repository", "org.opencontainers.image.source")],
   holds=".Values.image.repository")

sc("d50-041", "team", "paraphrase", "other_identifier", "same_topic",
   T("compose file for the CI integration tests, needs redis 7.2",
     "```yaml\nservices:\n  redis:\n    image: redis:7.2-alpine\n```",
     "CI can't reach Docker Hub directly, pull it through the Harbor proxy project: registry.tessera.internal/hub-proxy/library/redis:7.2-alpine",
     "image: redis:7.2-alpine",
     "image: registry.tessera.internal/hub-proxy/library/redis:7.2-alpine"),
   R("add postgres 16 to compose.ci.yaml for the integration job",
     "Add a `db` service with `image: postgres:16` and `POSTGRES_PASSWORD: test` in its environment.",
     ["registry.tessera.internal/hub-proxy/library/postgres:16"],
     ["image: postgres:16"]),
   C("how can I see which Docker Hub images the Harbor proxy has cached?",
     "Open the `hub-proxy` project in the Harbor UI; every image pulled through it shows up there as a repository after the first pull."),
   fix=[("image: postgres:16", "image: registry.tessera.internal/hub-proxy/library/postgres:16")])

sc("d50-042", "dockerfile", "literal", "code_block", "already_correct",
   T("install curl in the debian-based image",
     "```dockerfile\nRUN apt-get update\nRUN apt-get install -y curl\n```",
     "keep update and install in one RUN, otherwise teh cached `apt-get update` layer gets reused and install pulls from stale indexes",
     "RUN apt-get update\nRUN apt-get install",
     "RUN apt-get update && apt-get install"),
   R("the runtime image needs libpq5 and ca-certificates",
     "```dockerfile\nRUN apt-get update\nRUN apt-get install -y --no-install-recommends libpq5 ca-certificates \\\n    && rm -rf /var/lib/apt/lists/*\n```",
     [r"re:apt-get update\s*(\\\s*)?&&\s*(\\\s*)?apt-get install"],
     [r"re:RUN apt-get update\s*\n\s*RUN"]),
   C("add git to the build stage, it's debian based",
     "```dockerfile\nRUN apt-get update && apt-get install -y --no-install-recommends git \\\n    && rm -rf /var/lib/apt/lists/*\n```"),
   fix=[("RUN apt-get update\nRUN apt-get install", "RUN apt-get update && apt-get install")],
   holds="apt-get update && apt-get install")

sc("d50-043", "dockerfile", "literal", "reworded", "lookalike",
   T("print output from the python service only shows up in docker logs after a long delay",
     "Add `ENV PYTHONDONTWRITEBYTECODE=1` to the Dockerfile; that stops Python buffering stdout.",
     "PYTHONDONTWRITEBYTECODE is about .pyc files. For the buffering use PYTHONUNBUFFERED=1 (or python -u).",
     "PYTHONDONTWRITEBYTECODE=1",
     "PYTHONUNBUFFERED=1"),
   R("celery worker logs appear in docker logs minutes late, fix?",
     "Set PYTHONDONTWRITEBYTECODE=1 in the container environment so stdout is flushed right away.",
     [r"re:PYTHONUNBUFFERED=1|python -u\b"],
     ["PYTHONDONTWRITEBYTECODE=1 in the container environment"]),
   C("stop python from writing .pyc files into the image layers",
     "`ENV PYTHONDONTWRITEBYTECODE=1` in the Dockerfile; Python then skips writing .pyc files."),
   fix=[("PYTHONDONTWRITEBYTECODE=1", "PYTHONUNBUFFERED=1")],
   holds="PYTHONDONTWRITEBYTECODE=1")

sc("d50-044", "runtime", "paraphrase", "code_block", "lookalike",
   T("move the api:1.2 image to the air-gapped server",
     "`docker export api:1.2 > api.tar`, copy the file over, then `docker import api.tar api:1.2` on the server.",
     "works for files but export/import are for a container's filesystem, you lose the layers, CMD, ENV etc. For images it's docker save -o api.tar api:1.2 and docker load -i api.tar",
     "`docker export api:1.2 > api.tar`, copy the file over, then `docker import api.tar api:1.2`",
     "`docker save -o api.tar api:1.2`, copy the file over, then `docker load -i api.tar`"),
   R("get worker:3.0 onto the offline box over scp",
     "```sh\ndocker export worker:3.0 -o worker.tar\nscp worker.tar offline:/tmp/\nssh offline docker import /tmp/worker.tar worker:3.0\n```",
     [r"re:docker save\b", r"re:docker load\b"],
     ["docker export worker", "docker import /tmp"]),
   C("I want a tarball of the files inside the stopped build container to look through them",
     "`docker export build-7f3a > rootfs.tar` writes that container's filesystem as one flat tar."),
   fix=[("docker export worker:3.0 -o worker.tar", "docker save -o worker.tar worker:3.0"),
        ("docker import /tmp/worker.tar worker:3.0", "docker load -i /tmp/worker.tar")],
   holds="docker export build-7f3a")

sc("d50-045", "team", "literal", "code_block", "unrelated",
   T("HEALTHCHECK for the ledger service Dockerfile",
     "```dockerfile\nHEALTHCHECK --interval=30s CMD curl -fsS http://localhost:8080/health || exit 1\n```",
     "on the payments services health lives on the admin port, http://localhost:8081/internal/health. 8080 only serves the public API",
     "localhost:8080/health",
     "localhost:8081/internal/health"),
   R("compose healthcheck for payouts (it's one of the payments services)",
     "```yaml\n  payouts:\n    healthcheck:\n      test: [\"CMD-SHELL\", \"curl -fsS http://localhost:8080/health || exit 1\"]\n      interval: 30s\n```",
     ["localhost:8081/internal/health"],
     ["localhost:8080/health"]),
   C("How do I list running containers with just their names and ports?",
     "`docker ps --format 'table {{.Names}}\\t{{.Ports}}'`"),
   fix=[("localhost:8080/health", "localhost:8081/internal/health")])

sc("d50-046", "team", "literal", "reordered_args", "lookalike",
   T("set up a buildx builder in the CI job",
     "`docker buildx create --name ci --driver docker-container --use`",
     "On CI we don't start local builders, we use the shared buildkitd: docker buildx create --name ci --driver remote tcp://buildkitd.ci.tessera.internal:1234 --use",
     "--driver docker-container",
     "--driver remote tcp://buildkitd.ci.tessera.internal:1234"),
   R("the new gitlab job needs buildx, what's the setup line?",
     "`docker buildx create --use --driver docker-container --name gl-builder` before the build command.",
     ["--driver remote", "tcp://buildkitd.ci.tessera.internal:1234"],
     ["--driver docker-container"]),
   C("on my laptop I need a builder that can do multi-platform builds",
     "`docker buildx create --name multi --driver docker-container --use`, then `docker buildx build --platform linux/amd64,linux/arm64 ...`."),
   fix=[("--driver docker-container", "--driver remote tcp://buildkitd.ci.tessera.internal:1234")],
   holds="--driver docker-container")

sc("d50-047", "registry", "literal", "code_block", "same_topic",
   T("in the open-source cli repo, pin the alpine base by digest",
     "`FROM alpine:3.20:sha256:" + DIGEST + "`",
     "the digest goes after an @: alpine:3.20@sha256:...",
     "alpine:3.20:sha256:",
     "alpine:3.20@sha256:"),
   R("pin the distroless base of the oss exporter image by digest",
     "```dockerfile\nFROM gcr.io/distroless/static-debian12:nonroot:sha256:" + DIGEST2 + "\nCOPY exporter /exporter\nENTRYPOINT [\"/exporter\"]\n```",
     ["static-debian12:nonroot@sha256:"],
     [":nonroot:sha256:"]),
   C("how do I find the digest of the alpine image I pulled?",
     "`docker inspect --format '{{index .RepoDigests 0}}' alpine:3.20` prints alpine@sha256:... for the pulled image."),
   fix=[(":nonroot:sha256:", ":nonroot@sha256:")])

sc("d50-048", "dockerfile", "semantic", "prose_claim", "lookalike",
   T("`docker build -f docker/api/Dockerfile .` sends 2GB of context, how do I trim it?",
     "Add a `.dockerignore` in docker/api/ next to the Dockerfile listing node_modules and .git.",
     "it has to sit at the root of the build context, which is `.` here, so ./.dockerignore. Next to the Dockerfile it's only picked up if it's named Dockerfile.dockerignore",
     "in docker/api/ next to the Dockerfile",
     "at the root of the build context (./.dockerignore)"),
   R("context upload for `docker build -f build/worker.Dockerfile .` is huge, where does the ignore file go?",
     "Put `.dockerignore` in build/ beside worker.Dockerfile and list target/ and .git in it.",
     [r"re:(?i)root of the (build )?context|\./\.dockerignore|worker\.Dockerfile\.dockerignore"],
     ["in build/ beside worker.Dockerfile"]),
   C("my build is `docker build -t web ./frontend`, where does .dockerignore go?",
     "In `frontend/`, since that directory is the build context: `frontend/.dockerignore`."),
   fix=[("Put `.dockerignore` in build/ beside worker.Dockerfile",
         "Put `.dockerignore` at the root of the build context (./.dockerignore, since the context is `.`)")],
   holds="frontend/.dockerignore")

sc("d50-049", "dockerfile", "paraphrase", "renamed_identifier", "lookalike",
   T("copy the config dir into the image so it ends up at /etc/myapp/config",
     "`COPY config /etc/myapp/` creates /etc/myapp/config with the files inside it.",
     "COPY copies a directory's contents, not the directory itself, so that drops the files straight into /etc/myapp/. Use COPY config /etc/myapp/config/",
     "COPY config /etc/myapp/",
     "COPY config /etc/myapp/config/"),
   R("put the migrations folder into the image at /app/migrations",
     "```dockerfile\nWORKDIR /app\nCOPY migrations ./\n```\nThat gives you /app/migrations with the SQL files inside.",
     [r"re:COPY migrations (\./migrations|/app/migrations)/?\s"],
     ["COPY migrations ./\n"]),
   C("copy the static build output into nginx's html root",
     "`COPY dist/ /usr/share/nginx/html/` puts the contents of dist straight into the html root, which is what nginx serves."),
   fix=[("COPY migrations ./\n", "COPY migrations ./migrations/\n")],
   holds="COPY dist/ /usr/share/nginx/html/")

sc("d50-050", "runtime", "paraphrase", "renamed_identifier", "lookalike",
   T("env file for `docker run --env-file app.env`, the db password is s3cr3t",
     "```\nDB_HOST=db\nDB_PASSWORD=\"s3cr3t\"\n```\n`docker run --env-file` strips the quotes.",
     "it doesn't, docker run --env-file takes values literally so the password would include the quote characters. DB_PASSWORD=s3cr3t, no quotes",
     "DB_PASSWORD=\"s3cr3t\"",
     "DB_PASSWORD=s3cr3t"),
   R("write the env file for running the importer with docker run --env-file, the API key is k-77f2a9",
     "```\nAPI_KEY=\"k-77f2a9\"\nLOG_LEVEL=info\n```\nPass it with `docker run --env-file importer.env importer:sha-0c4f9b2`.",
     ["API_KEY=k-77f2a9"],
     ['API_KEY="']),
   C("in the compose env_file secrets.env, can I quote REDIS_URL?",
     "Yes, compose's env_file parser strips the surrounding quotes, so `REDIS_URL=\"redis://cache:6379/0\"` works there."),
   fix=[('API_KEY="k-77f2a9"', "API_KEY=k-77f2a9")],
   holds='REDIS_URL="redis://cache:6379/0"')

sc("d50-051", "dockerfile", "semantic", "reworded", "lookalike",
   T("image has ENTRYPOINT [\"python\", \"-m\", \"etl\"] and CMD [\"--help\"]. what does `docker run etl --date 2024-05-01` do?",
     "The arguments replace the ENTRYPOINT, so Docker tries to execute `--date` as the program.",
     "No, they replace CMD and get appended to the ENTRYPOINT, so it runs python -m etl --date 2024-05-01. Only --entrypoint replaces the entrypoint.",
     "The arguments replace the ENTRYPOINT, so Docker tries to execute `--date` as the program.",
     "The arguments replace CMD, so it runs `python -m etl --date 2024-05-01`."),
   R("ENTRYPOINT is [\"/usr/bin/app\"]; what runs when I do `docker run img serve --port 9000`?",
     "The trailing arguments override the entrypoint, so `serve` is executed as the command and /usr/bin/app never runs.",
     ["/usr/bin/app serve --port 9000"],
     ["override the entrypoint"]),
   C("how do I get a shell in the etl image instead of running the app?",
     "`docker run --rm -it --entrypoint sh etl`: --entrypoint replaces the ENTRYPOINT, and anything after the image name becomes its arguments."),
   fix=[("The trailing arguments override the entrypoint, so `serve` is executed as the command and /usr/bin/app never runs.",
         "The trailing arguments replace CMD and are appended to the entrypoint, so it runs `/usr/bin/app serve --port 9000`.")],
   holds="replaces the ENTRYPOINT")

sc("d50-052", "compose", "paraphrase", "other_identifier", "lookalike",
   T("DATABASE_URL for the api service in compose, mysql runs as the db service",
     "`DATABASE_URL=mysql://app:app@localhost:3306/app`",
     "localhost inside the api container is the api container itself. use the service name: @db:3306",
     "localhost:3306",
     "db:3306"),
   R("REDIS_URL for the worker in compose, the redis service is called cache",
     "```yaml\n  worker:\n    environment:\n      REDIS_URL: redis://localhost:6379/0\n```",
     ["redis://cache:6379/0"],
     ["localhost:6379"]),
   C("connection string for my laptop's mysql client against the compose db, which publishes 3306:3306",
     "From the host you go through the published port: `mysql://app:app@localhost:3306/app`."),
   fix=[("redis://localhost:6379/0", "redis://cache:6379/0")],
   holds="localhost:3306")

sc("d50-053", "registry", "semantic", "reworded", "lookalike",
   T("how do I check which platforms registry.tessera.internal/platform/gateway:1.6.0 was pushed for?",
     "Pull it and run `docker image inspect --format '{{.Architecture}}' registry.tessera.internal/platform/gateway:1.6.0`; it lists every platform in the manifest list.",
     "that only shows the arch of the one image you pulled. for the manifest list: docker buildx imagetools inspect registry.tessera.internal/platform/gateway:1.6.0",
     "Pull it and run `docker image inspect --format '{{.Architecture}}' registry.tessera.internal/platform/gateway:1.6.0`; it lists every platform in the manifest list.",
     "Run `docker buildx imagetools inspect registry.tessera.internal/platform/gateway:1.6.0`; it lists every platform in the manifest list."),
   R("was ghcr.io/tessera-oss/cli:0.7.0 also published for arm64?",
     "Pull it and check `docker image inspect -f '{{.Architecture}}' ghcr.io/tessera-oss/cli:0.7.0`, which prints all architectures the tag was pushed for.",
     [r"re:imagetools inspect|docker manifest inspect"],
     ["prints all architectures"]),
   C("what architecture is the image I just built locally?",
     "`docker image inspect --format '{{.Architecture}}' app:dev` prints it, e.g. arm64 on an Apple Silicon laptop."),
   fix=[("Pull it and check `docker image inspect -f '{{.Architecture}}' ghcr.io/tessera-oss/cli:0.7.0`, which prints all architectures the tag was pushed for.",
         "Check `docker buildx imagetools inspect ghcr.io/tessera-oss/cli:0.7.0`, which lists all platforms the tag was pushed for.")],
   holds="docker image inspect --format '{{.Architecture}}'")

sc("d50-054", "team", "literal", "code_block", "unrelated",
   T("use the shared S3 build cache for the api image",
     "`docker buildx build --cache-from type=s3,region=us-east-1,bucket=tessera-buildkit-cache,name=api --cache-to type=s3,region=us-east-1,bucket=tessera-buildkit-cache,name=api,mode=max -t registry.tessera.internal/platform/api:sha-2f7d1e0 --push .`",
     "the cache bucket is in eu-west-1, not us-east-1",
     "region=us-east-1",
     "region=eu-west-1"),
   R("cache flags for the notifier build in CI",
     "```sh\ndocker buildx build \\\n  --cache-from type=s3,region=us-east-1,bucket=tessera-buildkit-cache,name=notifier \\\n  --cache-to type=s3,region=us-east-1,bucket=tessera-buildkit-cache,name=notifier,mode=max \\\n  -t registry.tessera.internal/platform/notifier:sha-b81d04e --push .\n```",
     ["region=eu-west-1,bucket=tessera-buildkit-cache"],
     ["region=us-east-1"]),
   C("How do I undo the last git commit but keep the changes staged?",
     "`git reset --soft HEAD~1`"),
   fix=[("region=us-east-1", "region=eu-west-1")])

sc("d50-055", "dockerfile", "literal", "reworded", "same_topic",
   T("runtime stage for the java service, JDK 21, it only needs a JRE",
     "Use `FROM openjdk:21-jre` for the runtime stage and copy the jar in.",
     "pretty sure there's no openjdk:21-jre, the openjdk images are deprecated and never had 21 JRE tags. eclipse-temurin:21-jre",
     "openjdk:21-jre",
     "eclipse-temurin:21-jre"),
   R("which base should the final stage of the reporting service use? java 21, jar only",
     "Build with maven:3.9-eclipse-temurin-21 and switch to openjdk:21-jre for the final stage, it's the slim JRE image.",
     ["eclipse-temurin:21-jre"],
     ["to openjdk:21-jre"]),
   C("How do I make the JVM in the container respect the memory limit?",
     "Modern JVMs are container-aware; set `-XX:MaxRAMPercentage=75.0` in JAVA_TOOL_OPTIONS so the heap is sized from the container limit."),
   fix=[("openjdk:21-jre", "eclipse-temurin:21-jre")])

sc("d50-056", "compose", "literal", "code_block", "lookalike",
   T("`docker compose exec db psql -c 'select 1'` fails in CI with 'the input device is not a TTY'",
     "Add `-it`: `docker compose exec -it db psql -U app -c 'select 1'`.",
     "-it is what breaks it, CI has no TTY. Use -T to turn off the pseudo-TTY: docker compose exec -T db ...",
     "exec -it db",
     "exec -T db"),
   R("Makefile target that pipes dump.sql into the compose postgres",
     "```make\nrestore:\n\tdocker compose exec -it db psql -U app app < dump.sql\n```",
     ["exec -T db"],
     ["exec -it"]),
   C("get an interactive shell in the running api container",
     "`docker exec -it api sh` (use bash if the image has it)."),
   fix=[("exec -it db", "exec -T db")],
   holds="docker exec -it api sh")

sc("d50-057", "team", "literal", "other_identifier", "lookalike",
   T("CI login step for the internal registry",
     "`docker login registry.tessera.internal -u ci-bot -p \"$HARBOR_TOKEN\"`",
     "pls don't use -p in CI, it ends up in the process list and the job logs; policy is --password-stdin: echo \"$HARBOR_TOKEN\" | docker login registry.tessera.internal -u ci-bot --password-stdin",
     "docker login registry.tessera.internal -u ci-bot -p \"$HARBOR_TOKEN\"",
     "echo \"$HARBOR_TOKEN\" | docker login registry.tessera.internal -u ci-bot --password-stdin"),
   R("login line for the deploy job, it uses the deploy-bot robot account",
     "Add `docker login registry.tessera.internal -u deploy-bot -p \"$DEPLOY_TOKEN\"` before the pull.",
     ["--password-stdin"],
     [r're:\s-p\s+"?\$DEPLOY_TOKEN']),
   C("run the registry UI locally on port 8080",
     "`docker run -d -p 8080:8080 registry.tessera.internal/platform/registry-ui:2.5.0`"),
   fix=[("docker login registry.tessera.internal -u deploy-bot -p \"$DEPLOY_TOKEN\"",
         "echo \"$DEPLOY_TOKEN\" | docker login registry.tessera.internal -u deploy-bot --password-stdin")],
   holds="-p 8080:8080")

sc("d50-058", "dockerfile", "paraphrase", "reordered_args", "already_correct",
   T("add the dockerfile syntax directive to the ledger Dockerfile so we get the 1.7 features",
     "```dockerfile\n# Ledger service image\n# syntax=docker/dockerfile:1.7\nFROM registry.tessera.internal/base/python:3.12-slim\n```",
     "parser directives only count before any other comment or instruction, so the # syntax line has to be line 1, above the header comment",
     "# Ledger service image\n# syntax=docker/dockerfile:1.7",
     "# syntax=docker/dockerfile:1.7\n# Ledger service image"),
   R("put the syntax line into the cli Dockerfile, it starts with our copyright header",
     "```dockerfile\n# Copyright 2024 Tessera\n# syntax=docker/dockerfile:1\nFROM golang:1.23 AS build\n```",
     [r"re:^(```[a-z]*\n)?# ?syntax=docker/dockerfile:1\b"],
     [r"re:# Copyright 2024 Tessera\n# ?syntax="]),
   C("start the billing Dockerfile with the syntax directive and a header",
     "```dockerfile\n# syntax=docker/dockerfile:1\n# Billing service image\nFROM registry.tessera.internal/base/python:3.12-slim\n```"),
   fix=[("# Copyright 2024 Tessera\n# syntax=docker/dockerfile:1\n",
         "# syntax=docker/dockerfile:1\n# Copyright 2024 Tessera\n")],
   holds="# syntax=docker/dockerfile:1\n# Billing service image")

sc("d50-059", "team", "literal", "other_identifier", "lookalike",
   T("push the 1.9.0-rc.1 ledger build to staging",
     "`docker push registry.tessera.internal/payments/ledger:1.9.0-rc.1`",
     "in staging it's registry-stg.tessera.internal:5443, the main registry is prod only",
     "registry.tessera.internal/payments/ledger:1.9.0-rc.1",
     "registry-stg.tessera.internal:5443/payments/ledger:1.9.0-rc.1"),
   R("what image ref goes in the staging compose file for notifier 2.2.0-rc.3?",
     "`image: registry.tessera.internal/platform/notifier:2.2.0-rc.3`",
     ["registry-stg.tessera.internal:5443/platform/notifier:2.2.0-rc.3"],
     ["image: registry.tessera.internal/"]),
   C("image ref for notifier 2.1.4 in the production compose file",
     "`image: registry.tessera.internal/platform/notifier:2.1.4`"),
   fix=[("registry.tessera.internal/platform/notifier", "registry-stg.tessera.internal:5443/platform/notifier")],
   holds="registry.tessera.internal/platform/notifier:2.1.4")

sc("d50-060", "runtime", "literal", "equivalent_construct", "lookalike",
   T("our legacy oracle-client image fails on my M2 mac with 'no matching manifest for linux/arm64/v8'",
     "Run it with `--platform linux/arm64` so Docker picks the right variant.",
     "the image has no arm64 variant, that's what the error is telling you. --platform linux/amd64 and let Docker Desktop emulate it",
     "--platform linux/arm64",
     "--platform linux/amd64"),
   R("same oracle-client image in our compose file, what do I set so it starts on the M2?",
     "```yaml\n  oracle-client:\n    image: registry.tessera.internal/platform/oracle-client:4.1.0\n    platform: linux/arm64\n```",
     ["platform: linux/amd64"],
     ["platform: linux/arm64"]),
   C("build the image for our Graviton (arm64) ECS tasks",
     "`docker buildx build --platform linux/arm64 -t registry.tessera.internal/platform/thumbs:sha-3e9a0c1 --push .`"),
   fix=[("platform: linux/arm64", "platform: linux/amd64")],
   holds="--platform linux/arm64")


# ---------------------------------------------------------------- checking

def entry_ok(entry, text):
    if entry.startswith("re:"):
        return re.search(entry[3:], text) is not None
    return entry in text


def fixed(rep):
    return (all(entry_ok(e, rep["output"]) for e in rep["expect_contains"])
            and not any(entry_ok(e, rep["output"]) for e in rep["expect_absent"]))


def validate():
    errors = []
    assert len(DIGEST) == 64 and len(DIGEST2) == 64
    if len(S) != 60:
        errors.append(f"expected 60 scenarios, got {len(S)}")
    for i, s in enumerate(S, 1):
        want = f"d50-{i:03d}"
        sid = s["id"]
        if sid != want:
            errors.append(f"{sid}: expected id {want}")
        if s["difficulty"] not in DIFFICULTY:
            errors.append(f"{sid}: bad difficulty {s['difficulty']}")
        if s["control_kind"] not in CONTROL_KIND:
            errors.append(f"{sid}: bad control_kind {s['control_kind']}")
        if s["repeat_variation"] not in VARIATION:
            errors.append(f"{sid}: bad repeat_variation {s['repeat_variation']}")
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part.get(k), str) or not part[k].strip():
                    errors.append(f"{sid}: empty {k}")
        if t["gold_wrong"] not in t["output"]:
            errors.append(f"{sid}: gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            errors.append(f"{sid}: gold_wrong == gold_right")
        if not r["expect_contains"] and not r["expect_absent"]:
            errors.append(f"{sid}: repeat has no checks")
        for e in r["expect_contains"] + r["expect_absent"]:
            if e.startswith("re:"):
                try:
                    re.compile(e[3:])
                except re.error as ex:
                    errors.append(f"{sid}: bad regex {e!r}: {ex}")
        if fixed(r):
            errors.append(f"{sid}: repeat as written already passes its check")
        out = r["output"]
        if not s["fix"]:
            errors.append(f"{sid}: no fix")
        for old, new in s["fix"]:
            if old not in out:
                errors.append(f"{sid}: fix old {old!r} not in repeat.output")
            out = out.replace(old, new)
        if not fixed(dict(r, output=out)):
            errors.append(f"{sid}: repeat with fix applied still fails: {out!r}")
        # the teach output, corrected with its gold span, should not be a repeat failure
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errors.append(f"{sid}: {s['control_kind']} control needs holds")
            elif s["holds"] not in c["output"]:
                errors.append(f"{sid}: control does not contain holds {s['holds']!r}")
        elif s["holds"]:
            errors.append(f"{sid}: holds given for {s['control_kind']} control")
        if c["output"] == r["output"] or c["output"] == t["output"]:
            errors.append(f"{sid}: control output equals another output")
    # duplicate texts across the whole set
    seen = {}
    for s in S:
        for part in ("teach", "repeat", "control"):
            for k in ("query", "output", "message"):
                v = s[part].get(k)
                if v is None:
                    continue
                key = v.strip().lower()
                if key in seen:
                    errors.append(f"{s['id']}: duplicate {part}.{k} (also {seen[key]})")
                else:
                    seen[key] = f"{s['id']} {part}.{k}"
    # counts
    for field, ranges in RANGES.items():
        cnt = Counter(s[field] for s in S)
        for val, (lo, hi) in ranges.items():
            if not lo <= cnt.get(val, 0) <= hi:
                errors.append(f"count {field}={val}: {cnt.get(val, 0)} not in [{lo}, {hi}]")
    return errors


# ---------------------------------------------------------------- output

README_HEAD = ("This is a development set. Use it to find and understand failures. "
               "Do not copy its sentences, values or checks into code, tests, prompts, "
               "rules or training data.")


def table(field, values):
    cnt = Counter(s[field] for s in S)
    lines = [f"| {field} | count |", "|---|---|"]
    for v in values:
        lines.append(f"| `{v}` | {cnt.get(v, 0)} |")
    lines.append(f"| total | {sum(cnt.values())} |")
    return "\n".join(lines)


def readme():
    topics = Counter(s["topic"] for s in S)
    topic_line = ", ".join(f"`{k}` {v}" for k, v in sorted(topics.items()))
    return f"""{README_HEAD}

# dev50: Docker and container builds

60 teach -> repeat -> control scenarios (`d50-001` ... `d50-060`) in the scenario format of
`shared/eval/loop` (see its README, "Scenario rules"). Theme: Docker and container builds:
Dockerfiles, multi-stage builds, BuildKit/buildx, docker compose, registries and image
tags, base images, container runtime flags, healthchecks, and one team's own registry
hosts, base images and tagging rules (a fictional company, "tessera": Harbor registry
`registry.tessera.internal`, a staging registry, a Docker Hub proxy project, a shared
buildkitd, a uid and a health-port convention).

Each teach output holds exactly one mistake and the teach message corrects it; the repeat
is another session whose answer repeats the same mistake; the control must come back
byte-identical. Topics: {topic_line}.

## Files

| file | what |
|---|---|
| `build.py` | the scenarios as data, plus build-only `fix` and `holds` fields; validates and writes the two files below |
| `scenarios.jsonl` | 60 `{{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}}` |
| `README.md` | this file (generated) |

`build.py` checks ids, enums and counts, that every repeat as written fails its own check,
that the repeat with `fix` applied passes, that `gold_wrong` occurs in the teach output,
that lookalike / already_correct controls contain their `holds` string, and that no text
is duplicated. Run it with `python3 build.py`.

## Counts

{table("difficulty", DIFFICULTY)}

{table("control_kind", CONTROL_KIND)}

{table("repeat_variation", VARIATION)}
"""


def main():
    errors = validate()
    if errors:
        for e in errors:
            print("ERROR", e)
        print(f"{len(errors)} error(s); nothing written")
        return 1
    with open(os.path.join(HERE, "scenarios.jsonl"), "w", encoding="utf-8") as f:
        for s in S:
            obj = {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation",
                                     "control_kind")}
            obj["teach"] = {k: s["teach"][k] for k in
                            ("query", "output", "message", "gold_wrong", "gold_right")}
            obj["repeat"] = {k: s["repeat"][k] for k in
                             ("query", "output", "expect_contains", "expect_absent")}
            obj["control"] = {k: s["control"][k] for k in ("query", "output")}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme())
    for field in RANGES:
        print(field, dict(Counter(s[field] for s in S)))
    print(f"ok: wrote {len(S)} scenarios")
    return 0


if __name__ == "__main__":
    sys.exit(main())
