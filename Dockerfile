# cairn as a container image: one static binary (CGO_ENABLED=0; the SQLite
# driver is pure Go) on an empty base, run as an unprivileged user, its
# data in the volume /data. docs/container.md says how to run it.
#
#   docker build -t cairn .
#   docker run --rm -v cairn-data:/data cairn keys create --tenant acme --name ops
#   docker run -d -p 7878:7878 -v cairn-data:/data cairn
#
# The image has no shell and no curl: its HEALTHCHECK runs the binary's own
# probe, `cairn healthcheck` (GET /readyz on CAIRN_ADDR, on loopback).
# Orchestrators may probe GET /healthz and GET /readyz over HTTP instead,
# as docs/container.md shows.

# The build stage's Go toolchain: any image with Go 1.26 on the PATH, a
# shell and a CA bundle at /etc/ssl/certs/ca-certificates.crt will do.
ARG GO_IMAGE=golang:1.26-bookworm

FROM ${GO_IMAGE} AS build
WORKDIR /src
ENV CGO_ENABLED=0 GOFLAGS=-trimpath GOMODCACHE=/go/pkg/mod GOCACHE=/root/.cache/go-build
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
ARG VERSION=dev
RUN --mount=type=cache,target=/go/pkg/mod --mount=type=cache,target=/root/.cache/go-build \
    go build -ldflags "-s -w -X main.version=${VERSION}" -o /out/cairn ./cmd/cairn
# The data directory of the image, to be owned by its user.
RUN mkdir -p /out/data

FROM scratch
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=build /out/cairn /cairn
COPY --from=build --chown=65532:65532 /out/data /data
USER 65532:65532
WORKDIR /data
# The store, its saved indexes and the config file live in /data; the
# server listens on every address of the container, which it does only
# once the store holds an API key (cairn keys create).
ENV CAIRN_STORE=/data/cairn.db \
    CAIRN_ADDR=0.0.0.0:7878 \
    HOME=/data \
    XDG_CONFIG_HOME=/data/config \
    XDG_DATA_HOME=/data
VOLUME ["/data"]
EXPOSE 7878
# Ready when /readyz answers 200 (the store answers); one line says why not.
HEALTHCHECK --interval=30s --timeout=10s --start-period=30s --retries=3 \
    CMD ["/cairn", "healthcheck", "--timeout", "5s"]
ENTRYPOINT ["/cairn"]
CMD ["serve"]
