#!/usr/bin/env python3
"""Build and validate the dev47 scenario set (Kubernetes networking and platform add-ons).

    python3 build.py

Holds the 60 hand-written scenarios, validates them, and regenerates
scenarios.jsonl and README.md next to this file. Standard library only.
Exits non-zero if any check fails; cross-scenario overlaps are printed as warnings.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TARGET_VARIATION = {"reworded": 15, "code_block": 18}  # the others: 2..8 each

SCENARIOS = []


def S(sid, topic, difficulty, variation, control_kind, teach, repeat, control, fix, hold=None):
    """teach = (query, output, message, gold_wrong, gold_right)
    repeat = (query, output, expect_contains, expect_absent)
    control = (query, output)
    fix = [(old, new), ...] applied in order to repeat.output must make it pass
    hold = text the control output must contain (lookalike / already_correct)"""
    SCENARIOS.append({
        "id": "d47-%03d" % sid, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "_fix": fix, "_hold": hold,
    })


# ---------------------------------------------------------------------------- data

S(1, "ingress-nginx", "literal", "code_block", "same_topic",
  ("How do I let clients upload files up to 50 MB through ingress-nginx?",
   "Add the body-size annotation to the Ingress:\n\n```yaml\nmetadata:\n  annotations:\n    nginx.ingress.kubernetes.io/client-max-body-size: \"50m\"\n```\n\nThe controller's default is 1m, which is why bigger uploads come back as 413.",
   "that annotation doesn't exist, it's nginx.ingress.kubernetes.io/proxy-body-size (client_max_body_size is only what nginx calls it internally)",
   "nginx.ingress.kubernetes.io/client-max-body-size",
   "nginx.ingress.kubernetes.io/proxy-body-size"),
  ("uploads over 1MB fail with 413 on the docs-upload ingress, what annotation bumps it to 200 MB?",
   "Raise the limit on that Ingress only:\n\n```yaml\n  annotations:\n    nginx.ingress.kubernetes.io/client-max-body-size: 200m\n```\n\nRe-apply it and the controller reloads within a few seconds.",
   ["nginx.ingress.kubernetes.io/proxy-body-size"],
   ["client-max-body-size"]),
  ("Can I raise the upload limit for every Ingress on the controller at once?",
   "Yes, set it globally in the controller ConfigMap, e.g. `proxy-body-size: \"100m\"` under `controller.config` in the Helm values; a per-Ingress annotation still overrides it."),
  [("nginx.ingress.kubernetes.io/client-max-body-size", "nginx.ingress.kubernetes.io/proxy-body-size")])

S(2, "ingress-nginx", "literal", "reworded", "lookalike",
  ("I want requests to /api/orders on the ingress to reach /orders on the orders service, i.e. strip the /api prefix.",
   "Use a regex path and point the rewrite at the capture group:\n\n```yaml\nmetadata:\n  annotations:\n    nginx.ingress.kubernetes.io/use-regex: \"true\"\n    nginx.ingress.kubernetes.io/rewrite-target: /$1\nspec:\n  rules:\n  - http:\n      paths:\n      - path: /api(/|$)(.*)\n        pathType: ImplementationSpecific\n        backend:\n          service:\n            name: orders\n            port:\n              number: 8080\n```",
   "With that path the rest of the URL is the second group, so rewrite-target has to be /$2. /$1 only ever holds the slash.",
   "rewrite-target: /$1",
   "rewrite-target: /$2"),
  ("how do I strip the /billing prefix before traffic hits billing-svc? we're on ingress-nginx",
   "Give the path a capture group, `/billing(/|$)(.*)` with `pathType: ImplementationSpecific`, and set `nginx.ingress.kubernetes.io/rewrite-target: /$1` so billing-svc only sees the part after the prefix.",
   [r're:rewrite-target: "?/\$2'],
   ["rewrite-target: /$1"]),
  ("Assets under /static/ should be served from the root of the cdn-origin service. Which ingress annotation?",
   "With a single capture group the file path is `$1`: use path `/static/(.*)` (`pathType: ImplementationSpecific`) and `nginx.ingress.kubernetes.io/rewrite-target: \"/$1\"`, so `/static/app.js` reaches cdn-origin as `/app.js`."),
  [("rewrite-target: /$1", "rewrite-target: /$2")],
  hold='rewrite-target: "/$1"')

S(3, "platform-team", "literal", "code_block", "lookalike",
  ("Write me an Ingress for Grafana on our internal ingress, host grafana.int.acme.io.",
   "```yaml\napiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: grafana\n  namespace: observability\nspec:\n  ingressClassName: nginx\n  rules:\n  - host: grafana.int.acme.io\n    http:\n      paths:\n      - path: /\n        pathType: Prefix\n        backend:\n          service:\n            name: grafana\n            port:\n              number: 80\n```",
   "on our clusters `nginx` is the internet-facing class, internal stuff goes on nginx-internal",
   "ingressClassName: nginx",
   "ingressClassName: nginx-internal"),
  ("need an ingress manifest for the argocd UI, internal only",
   "```yaml\napiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: argocd-server\n  namespace: argocd\n  annotations:\n    nginx.ingress.kubernetes.io/backend-protocol: \"HTTPS\"\nspec:\n  ingressClassName: nginx\n  rules:\n  - host: argocd.int.acme.io\n    http:\n      paths:\n      - path: /\n        pathType: Prefix\n        backend:\n          service:\n            name: argocd-server\n            port:\n              number: 443\n```",
   ["ingressClassName: nginx-internal"],
   [r're:(?m)ingressClassName:\s*"?nginx"?\s*$']),
  ("Which ingress class should the public status page (status.acme.io) use?",
   "That one is internet-facing, so keep it on the public class: `ingressClassName: nginx`. The internal class only sits behind a private load balancer and wouldn't be reachable from outside."),
  [("ingressClassName: nginx\n", "ingressClassName: nginx-internal\n")],
  hold="ingressClassName: nginx`")

S(4, "cert-manager", "literal", "reworded", "same_topic",
  ("Set up a Let's Encrypt staging ClusterIssuer so I can test without hitting rate limits.",
   "```yaml\napiVersion: cert-manager.io/v1\nkind: ClusterIssuer\nmetadata:\n  name: letsencrypt-staging\nspec:\n  acme:\n    server: https://acme-staging.api.letsencrypt.org/directory\n    email: platform@acme.io\n    privateKeySecretRef:\n      name: letsencrypt-staging-account\n    solvers:\n    - dns01:\n        route53:\n          region: eu-west-1\n```",
   "that's the old ACME v1 staging host. it's https://acme-staging-v02.api.letsencrypt.org/directory",
   "https://acme-staging.api.letsencrypt.org/directory",
   "https://acme-staging-v02.api.letsencrypt.org/directory"),
  ("what ACME server URL goes in the issuer for LE staging?",
   "Point `spec.acme.server` at https://acme-staging.api.letsencrypt.org/directory; its certificates aren't trusted by browsers, but the rate limits are far higher than production.",
   ["acme-staging-v02.api.letsencrypt.org/directory"],
   ["acme-staging.api.letsencrypt.org"]),
  ("And the production ACME directory for the prod ClusterIssuer?",
   "`https://acme-v02.api.letsencrypt.org/directory`. Switch to it only once the staging issuer issues cleanly, because production has strict rate limits (50 certificates per registered domain per week)."),
  [("https://acme-staging.api.letsencrypt.org/directory", "https://acme-staging-v02.api.letsencrypt.org/directory")])

S(5, "platform-team", "literal", "code_block", "lookalike",
  ("How do I get sidecars injected into the new payments namespace?",
   "Label the namespace and restart its workloads so the pods get re-created with the proxy:\n\n```sh\nkubectl label namespace payments istio-injection=enabled\nkubectl -n payments rollout restart deployment\n```",
   "we run revisioned control planes, label it istio.io/rev=1-22. istio-injection=enabled isn't picked up by our injector",
   "istio-injection=enabled",
   "istio.io/rev=1-22"),
  ("onboarding the ledger namespace to the mesh, what do I run?",
   "```sh\nkubectl label ns ledger istio-injection=enabled --overwrite\nkubectl -n ledger rollout restart deploy\n```\nThe new pods come up with 2/2 containers once the sidecar is injected.",
   ["istio.io/rev=1-22"],
   [r"re:label (ns|namespace) ledger istio-injection=enabled"]),
  ("how can I find namespaces that still carry the old injection label before the upgrade?",
   "`kubectl get ns -l istio-injection=enabled` lists them; anything it returns is still on the legacy label and needs to move to the revision label."),
  [("istio-injection=enabled", "istio.io/rev=1-22")],
  hold="istio-injection=enabled")

S(6, "istio", "semantic", "prose_claim", "same_topic",
  ("If I don't create any PeerAuthentication, is traffic between sidecars plaintext?",
   "Yes. Without a PeerAuthentication, Istio leaves mTLS disabled, so sidecar-to-sidecar traffic is plaintext until you apply one with `mode: STRICT`.",
   "No, the default is PERMISSIVE, and auto mTLS means sidecars already use mTLS with each other. Plaintext is only *accepted*, from clients without a sidecar.",
   "Istio leaves mTLS disabled, so sidecar-to-sidecar traffic is plaintext",
   "Istio runs in PERMISSIVE mode and auto mTLS already encrypts sidecar-to-sidecar traffic"),
  ("do meshed pods need a PeerAuthentication before they talk mTLS to each other?",
   "They do. mTLS is off until a PeerAuthentication exists, so without one your meshed pods talk plaintext to each other. Apply one with `mode: STRICT` in `istio-system` to turn it on mesh-wide.",
   [r"re:(?i)permissive|auto(matic)?[ -]?mtls"],
   [r"re:(?i)mTLS is off", r"re:(?i)talk plaintext to each other"]),
  ("How do I require mTLS for just the payments namespace?",
   "```yaml\napiVersion: security.istio.io/v1\nkind: PeerAuthentication\nmetadata:\n  name: default\n  namespace: payments\nspec:\n  mtls:\n    mode: STRICT\n```\nWorkloads in other namespaces keep the mesh-wide setting."),
  [("They do. mTLS is off until a PeerAuthentication exists, so without one your meshed pods talk plaintext to each other.",
    "No. The default is PERMISSIVE, and auto mTLS already encrypts traffic between meshed pods."),
   ("to turn it on mesh-wide", "only if you also want to reject plaintext from clients without a sidecar")])

S(7, "envoy", "semantic", "prose_claim", "lookalike",
  ("The sidecar access log shows `503 UH` for calls to inventory. What does UH mean?",
   "`UH` means the upstream connection was reset mid-request, usually because the app closed an idle keep-alive connection. Compare the app's idle timeout with Envoy's.",
   "UH is \"no healthy upstream\": every endpoint was ejected or none are ready. the reset one is UC",
   "`UH` means the upstream connection was reset mid-request",
   "`UH` means there was no healthy upstream host"),
  ("lots of 503s with response_flags=UH in the envoy logs for the cart cluster, how do I read that?",
   "UH is Envoy's flag for an upstream reset: the cart backend dropped the connection while the request was in flight, typically an idle-timeout mismatch between Envoy and the app.",
   [r"re:(?i)no healthy (upstream|host|endpoint)"],
   [r"re:(?i)UH is Envoy's flag for an upstream reset", r"re:(?i)dropped the connection while the request was in flight"]),
  ("and what does UC mean in the same log?",
   "`UC` is upstream connection termination: the backend closed the connection while the request was in flight, often because the app's keep-alive timeout is shorter than Envoy's idle timeout."),
  [("UH is Envoy's flag for an upstream reset: the cart backend dropped the connection while the request was in flight, typically an idle-timeout mismatch between Envoy and the app.",
    "UH means no healthy upstream: Envoy had no ready, non-ejected endpoint in the cart cluster, so check pod readiness and outlier ejections.")],
  hold="closed the connection while the request was in flight")

S(8, "networkpolicy", "literal", "code_block", "same_topic",
  ("I added a default-deny egress policy in `jobs` and now nothing resolves. What do I need to allow?",
   "Allow DNS to the CoreDNS pods in kube-system:\n\n```yaml\negress:\n- to:\n  - namespaceSelector:\n      matchLabels:\n        kubernetes.io/metadata.name: kube-system\n    podSelector:\n      matchLabels:\n        k8s-app: coredns\n  ports:\n  - protocol: UDP\n    port: 53\n  - protocol: TCP\n    port: 53\n```",
   "the CoreDNS pods are still labelled k8s-app: kube-dns, coredns matches nothing here",
   "k8s-app: coredns",
   "k8s-app: kube-dns"),
  ("egress policy for the reports namespace: what rule lets pods do DNS lookups?",
   "Add this rule to the policy's `egress` list:\n\n```yaml\n- to:\n  - namespaceSelector:\n      matchLabels:\n        kubernetes.io/metadata.name: kube-system\n    podSelector:\n      matchLabels:\n        k8s-app: coredns\n  ports:\n  - protocol: UDP\n    port: 53\n  - protocol: TCP\n    port: 53\n```",
   ["k8s-app: kube-dns"],
   ["k8s-app: coredns"]),
  ("How can I test DNS from inside the reports namespace after applying it?",
   "Start a throwaway pod and query a service name:\n\n```sh\nkubectl -n reports run dnscheck --rm -it --restart=Never --image=busybox:1.36 -- nslookup kubernetes.default\n```\nA timeout rather than NXDOMAIN usually means the egress rule is still blocking port 53."),
  [("k8s-app: coredns", "k8s-app: kube-dns")])

S(9, "cluster-dns", "paraphrase", "other_identifier", "lookalike",
  ("What's the full DNS name for the `ledger` service in the `billing` namespace?",
   "`ledger.billing.cluster.local`. The pattern is `<service>.<namespace>.cluster.local`, and inside `billing` plain `ledger` works too.",
   "missing the svc part: ledger.billing.svc.cluster.local",
   "ledger.billing.cluster.local",
   "ledger.billing.svc.cluster.local"),
  ("what's the fully qualified name of redis-main in the cache namespace?",
   "It's `redis-main.cache.cluster.local`; from inside `cache` the short name `redis-main` resolves as well.",
   ["redis-main.cache.svc.cluster.local"],
   ["redis-main.cache.cluster.local"]),
  ("pods get DNS names too, right? what's the record for pod IP 10.244.1.17 in billing?",
   "Yes, with the default `pods insecure` setting in CoreDNS: `10-244-1-17.billing.pod.cluster.local`. Pod records use `pod` where service records use `svc`."),
  [("redis-main.cache.cluster.local", "redis-main.cache.svc.cluster.local")],
  hold="10-244-1-17.billing.pod.cluster.local")

S(10, "helm", "paraphrase", "reordered_args", "lookalike",
  ("How do I see which values the running ingress-nginx release was installed with?",
   "Run `helm show values ingress-nginx -n ingress-internal`; it prints the values that release is using.",
   "helm show values is the chart defaults. for a release you want `helm get values ingress-nginx -n ingress-internal` (add --all for the merged set)",
   "helm show values ingress-nginx",
   "helm get values ingress-nginx"),
  ("check what overrides the cert-manager release was deployed with",
   "`helm show values -n cert-manager cert-manager` lists the values that release was installed with.",
   [r"re:helm get values (-n cert-manager cert-manager|cert-manager -n cert-manager)"],
   [r"re:helm show values (-n cert-manager )?cert-manager"]),
  ("What are the defaults in the jetstack cert-manager chart we're pinned to?",
   "`helm show values jetstack/cert-manager --version v1.15.3 > cm-defaults.yaml` dumps the chart's defaults so you can diff them against our overrides."),
  [("helm show values -n cert-manager cert-manager", "helm get values -n cert-manager cert-manager")],
  hold="helm show values jetstack/cert-manager")

S(11, "platform-team", "literal", "reworded", "already_correct",
  ("Add TLS to the docs ingress, host docs.acme.io.",
   "Add the annotation `cert-manager.io/cluster-issuer: letsencrypt-prod` and a `tls` block with `hosts: [docs.acme.io]` and `secretName: docs-tls`; cert-manager's ingress-shim creates the Certificate for you.",
   "our ClusterIssuer is called letsencrypt-prod-dns (we only do DNS-01), there's no letsencrypt-prod",
   "cluster-issuer: letsencrypt-prod",
   "cluster-issuer: letsencrypt-prod-dns"),
  ("how do I get a cert for blog.acme.io on its ingress?",
   "Annotate the Ingress with cert-manager.io/cluster-issuer: letsencrypt-prod and list blog.acme.io under spec.tls with a secretName; the ingress-shim does the rest.",
   ["cluster-issuer: letsencrypt-prod-dns"],
   [r're:cluster-issuer: "?letsencrypt-prod"?(?![\w-])']),
  ("annotation for a cert on the wiki ingress?",
   "`cert-manager.io/cluster-issuer: letsencrypt-prod-dns` on the Ingress, plus a `tls` entry for wiki.acme.io with `secretName: wiki-tls`."),
  [("cluster-issuer: letsencrypt-prod ", "cluster-issuer: letsencrypt-prod-dns ")],
  hold="cluster-issuer: letsencrypt-prod-dns")

S(12, "linkerd", "paraphrase", "code_block", "already_correct",
  ("How do I mesh the `search` namespace with Linkerd?",
   "Label the namespace, then restart the deployments so the proxy gets injected: `kubectl label ns search linkerd.io/inject=enabled`.",
   "that's an annotation not a label: kubectl annotate ns search linkerd.io/inject=enabled",
   "kubectl label ns search linkerd.io/inject=enabled",
   "kubectl annotate ns search linkerd.io/inject=enabled"),
  ("enable linkerd injection for the reports namespace",
   "```sh\nkubectl label namespace reports linkerd.io/inject=enabled\nkubectl -n reports rollout restart deploy\n```",
   [r"re:kubectl annotate (ns|namespace) reports linkerd\.io/inject=enabled"],
   [r"re:kubectl label (ns|namespace) reports linkerd\.io/inject"]),
  ("how do I mesh the audit namespace with linkerd?",
   "```sh\nkubectl annotate ns audit linkerd.io/inject=enabled\nkubectl -n audit rollout restart deploy\n```\nNew pods get the `linkerd-proxy` container; `linkerd check --proxy -n audit` confirms it."),
  [("kubectl label namespace reports", "kubectl annotate namespace reports")],
  hold="kubectl annotate ns audit linkerd.io/inject=enabled")

S(13, "linkerd", "literal", "reworded", "same_topic",
  ("How do I see success rate per deployment with Linkerd 2.14?",
   "Run `linkerd stat deploy -n web`; it shows success rate, RPS and p50/p95/p99 latency for each deployment.",
   "on 2.14 thats part of the viz extension: linkerd viz stat deploy -n web",
   "linkerd stat deploy",
   "linkerd viz stat deploy"),
  ("golden metrics for the checkout deployment in linkerd?",
   "`linkerd stat deploy/checkout -n shop` prints success rate, request rate and latency percentiles for it.",
   ["linkerd viz stat deploy/checkout"],
   ["linkerd stat "]),
  ("how do I watch live requests hitting checkout?",
   "`linkerd viz tap deploy/checkout -n shop` streams each request with method, path, status and latency; add `--path /api` to narrow it down."),
  [("linkerd stat deploy", "linkerd viz stat deploy")])

S(14, "envoy", "semantic", "prose_claim", "lookalike",
  ("Does Envoy put a timeout on routes if I don't configure one?",
   "No, Envoy routes have no timeout unless you set `timeout` on the route, so a slow upstream can hold a request open indefinitely.",
   "it does. route timeout defaults to 15s, you'd set `timeout: 0s` to turn it off",
   "Envoy routes have no timeout unless you set `timeout` on the route",
   "Envoy routes time out after 15s unless you set `timeout` on the route"),
  ("our standalone envoy front proxy: with no timeout on the route, how long does it wait for the backend?",
   "It waits forever: without an explicit `timeout` on the route, Envoy never times out the upstream request.",
   [r"re:15 ?s"],
   [r"re:(?i)waits forever", r"re:(?i)never times out"]),
  ("In Istio, what's the default request timeout on a VirtualService http route?",
   "There isn't one: Istio sets the route timeout to 0s (disabled) unless you add `timeout:` to the http route, so a slow upstream can hold the request open indefinitely."),
  [("It waits forever: without an explicit `timeout` on the route, Envoy never times out the upstream request.",
    "15 seconds: without an explicit `timeout` on the route, Envoy applies its default 15s route timeout and answers 504.")],
  hold="0s (disabled)")

S(15, "cluster-dns", "literal", "reworded", "lookalike",
  ("Why does every external lookup from my pod turn into a bunch of DNS queries?",
   "Pods get `options ndots:2` in /etc/resolv.conf, so any name with fewer than two dots is tried against each search domain before it's sent as-is.",
   "kubelet writes ndots:5, not 2. that's why api.stripe.com (2 dots) still walks the search list",
   "ndots:2",
   "ndots:5"),
  ("what ndots value does kubernetes put in a pod's resolv.conf?",
   "The kubelet sets `ndots:2` and adds the namespace, `svc.cluster.local` and `cluster.local` search domains.",
   ["ndots:5"],
   [r"re:sets `?ndots:2"]),
  ("how do I cut down those search-domain lookups for one deployment?",
   "Override it in the pod spec:\n\n```yaml\ndnsConfig:\n  options:\n  - name: ndots\n    value: \"2\"\n```\n\nThose pods then get `ndots:2` in resolv.conf instead of the default, so `api.stripe.com` is tried as an absolute name first."),
  [("ndots:2", "ndots:5")],
  hold="ndots:2")

S(16, "helm", "paraphrase", "other_identifier", "lookalike",
  ("How do I set the AWS NLB annotation on the ingress-nginx controller Service with --set?",
   "```sh\nhelm upgrade ingress-nginx ingress-nginx/ingress-nginx -n ingress-internal --reuse-values \\\n  --set controller.service.annotations.service.beta.kubernetes.io/aws-load-balancer-type=nlb\n```",
   "The dots in the annotation key need escaping, otherwise helm nests it: `controller.service.annotations.service\\.beta\\.kubernetes\\.io/aws-load-balancer-type=nlb`",
   "controller.service.annotations.service.beta.kubernetes.io/aws-load-balancer-type=nlb",
   "controller.service.annotations.service\\.beta\\.kubernetes\\.io/aws-load-balancer-type=nlb"),
  ("make the ingress-nginx NLB internal-only via --set",
   "Add `--set controller.service.annotations.service.beta.kubernetes.io/aws-load-balancer-scheme=internal` to the upgrade and Helm puts the annotation on the controller Service.",
   [r're:service\\\.beta\\\.kubernetes\\\.io/aws-load-balancer-scheme"?=internal'],
   ["annotations.service.beta.kubernetes.io"]),
  ("same thing but in our values file instead of --set?",
   "In the values file the key is written as-is, no escaping:\n\n```yaml\ncontroller:\n  service:\n    annotations:\n      service.beta.kubernetes.io/aws-load-balancer-scheme: internal\n```"),
  [("annotations.service.beta.kubernetes.io/aws-load-balancer-scheme", "annotations.service\\.beta\\.kubernetes\\.io/aws-load-balancer-scheme")],
  hold="service.beta.kubernetes.io/aws-load-balancer-scheme: internal")

S(17, "istio", "paraphrase", "code_block", "lookalike",
  ("Which port on the Istio ingress gateway should the load balancer health check hit?",
   "Point the LB health check at port 15020, path `/healthz/ready`; it reports ready once the gateway's Envoy has received its config.",
   "isn't readiness on the status port 15021? 15020 is the merged prometheus metrics port iirc",
   "port 15020",
   "port 15021"),
  ("health check annotations for the NLB in front of istio-ingressgateway?",
   "```yaml\nmetadata:\n  annotations:\n    service.beta.kubernetes.io/aws-load-balancer-healthcheck-port: \"15020\"\n    service.beta.kubernetes.io/aws-load-balancer-healthcheck-path: /healthz/ready\n    service.beta.kubernetes.io/aws-load-balancer-healthcheck-protocol: HTTP\n```",
   [r"""re:healthcheck-port: ["']?15021"""],
   [r"""re:healthcheck-port: ["']?15020"""]),
  ("Where does Prometheus scrape the merged app + Envoy metrics on a meshed pod?",
   "Port 15020 at `/stats/prometheus`; with metrics merging on, the injector sets `prometheus.io/port: \"15020\"` and `prometheus.io/path: /stats/prometheus` on the pod."),
  [('healthcheck-port: "15020"', 'healthcheck-port: "15021"')],
  hold="15020")

S(18, "networkpolicy", "semantic", "prose_claim", "lookalike",
  ("Does this `from` only allow app=api pods in the frontend namespace, or more?\n\n```yaml\ningress:\n- from:\n  - namespaceSelector:\n      matchLabels:\n        kubernetes.io/metadata.name: frontend\n  - podSelector:\n      matchLabels:\n        app: api\n```",
   "Only `app=api` pods in the `frontend` namespace: both selectors have to match, so a peer must satisfy the namespace and the pod label together.",
   "Those are two separate entries (each has its own dash), so it's an OR: all of frontend, plus app=api pods in the policy's own namespace. For AND they have to be in the same element.",
   "both selectors have to match, so a peer must satisfy the namespace and the pod label together",
   "the two entries are ORed, so all pods in `frontend` plus `app=api` pods in the policy's own namespace are allowed"),
  ("Is this policy letting in only prometheus from the observability namespace?\n\n```yaml\n  ingress:\n  - from:\n    - namespaceSelector:\n        matchLabels:\n          kubernetes.io/metadata.name: observability\n    - podSelector:\n        matchLabels:\n          app: prometheus\n    ports:\n    - port: 9100\n```",
   "Yes, the two selectors are combined, so only pods labelled `app: prometheus` that run in the `observability` namespace can reach port 9100.",
   [r"re:(?i)\bOR\b|\bORed\b|either|any pod in|all pods in|separate (peers|entries|items)"],
   [r"re:(?i)selectors are combined", r"re:(?i)only pods labelled `app: prometheus` that run in"]),
  ("And this one?\n\n```yaml\n  ingress:\n  - from:\n    - namespaceSelector:\n        matchLabels:\n          kubernetes.io/metadata.name: observability\n      podSelector:\n        matchLabels:\n          app: prometheus\n```",
   "Only `app: prometheus` pods running in `observability`: the namespaceSelector and podSelector sit in the same `from` element, so a peer has to match both."),
  [("Yes, the two selectors are combined, so only pods labelled `app: prometheus` that run in the `observability` namespace can reach port 9100.",
    "No. The two selectors are separate entries and are ORed: any pod in `observability`, plus `app: prometheus` pods in the policy's own namespace, can reach port 9100.")],
  hold="has to match both")

S(19, "platform-team", "literal", "renamed_identifier", "lookalike",
  ("Where do I create the TLS secret for the shop.acme.io Gateway?",
   "Create it next to istiod: `kubectl create secret tls shop-acme-tls -n istio-system --cert=shop.crt --key=shop.key`, then reference it as `credentialName: shop-acme-tls` in the Gateway's `tls` block.",
   "our ingress gateway pods run in istio-ingress, and credentialName only looks in the gateway's namespace. so -n istio-ingress",
   "-n istio-system",
   "-n istio-ingress"),
  ("tls secret for api.acme.io on the mesh gateway, which namespace do I create it in?",
   "`kubectl -n istio-system create secret tls api-acme-tls --cert=fullchain.pem --key=privkey.pem`, then set `credentialName: api-acme-tls` on the Gateway server for api.acme.io.",
   [r"re:(-n |--namespace[= ])istio-ingress"],
   [r"re:-n istio-system create secret"]),
  ("where are the istiod logs?",
   "`kubectl -n istio-system logs deploy/istiod -f`; istiod stays in istio-system even though the gateways run elsewhere."),
  [("-n istio-system create", "-n istio-ingress create")],
  hold="-n istio-system")

S(20, "services", "paraphrase", "equivalent_construct", "already_correct",
  ("How do I keep the client source IP on a LoadBalancer Service behind an NLB in instance mode?",
   "Set `externalTrafficPolicy: Cluster` on the Service; that keeps the client IP while still spreading traffic over all nodes.",
   "Cluster SNATs to the node IP, so the client IP is lost. It has to be externalTrafficPolicy: Local",
   "externalTrafficPolicy: Cluster",
   "externalTrafficPolicy: Local"),
  ("one-liner to make the web Service keep the real client IP?",
   "`kubectl patch svc web -p '{\"spec\":{\"externalTrafficPolicy\":\"Cluster\"}}'` and the pods will see the original source address.",
   [r're:externalTrafficPolicy"?:\s*"?Local'],
   [r're:externalTrafficPolicy"?:\s*"?Cluster']),
  ("what do we set on the ingress-nginx controller Service so access logs show real client IPs?",
   "Our values already have `controller.service.externalTrafficPolicy: Local`, so the NLB only sends to nodes running a controller pod and the source IP is preserved."),
  [('"externalTrafficPolicy":"Cluster"', '"externalTrafficPolicy":"Local"')],
  hold="externalTrafficPolicy: Local")

S(21, "cert-manager", "literal", "code_block", "lookalike",
  ("The internal ingress for the reports UI should get its cert from our `vault-pki` ClusterIssuer. Which annotation?",
   "Add `cert-manager.io/issuer: vault-pki` to the Ingress metadata and a `tls` block with a `secretName`; cert-manager will request the certificate from Vault.",
   "vault-pki is a ClusterIssuer, so it's cert-manager.io/cluster-issuer. the issuer annotation only looks for an Issuer in the ingress's own namespace",
   "cert-manager.io/issuer: vault-pki",
   "cert-manager.io/cluster-issuer: vault-pki"),
  ("annotations for the ledger-api ingress so it gets a vault-pki cert?",
   "```yaml\nmetadata:\n  name: ledger-api\n  annotations:\n    cert-manager.io/issuer: vault-pki\n    cert-manager.io/common-name: ledger-api.int.acme.io\nspec:\n  tls:\n  - hosts:\n    - ledger-api.int.acme.io\n    secretName: ledger-api-tls\n```",
   ["cert-manager.io/cluster-issuer: vault-pki"],
   ["cert-manager.io/issuer: vault-pki"]),
  ("the payments team has its own namespaced Issuer called payments-ca. what goes on their ingress?",
   "Because `payments-ca` is a namespaced Issuer, use `cert-manager.io/issuer: payments-ca` on the Ingress, and keep the Ingress in the same namespace as the Issuer."),
  [("cert-manager.io/issuer: vault-pki", "cert-manager.io/cluster-issuer: vault-pki")],
  hold="cert-manager.io/issuer: payments-ca")

S(22, "cluster-dns", "paraphrase", "other_identifier", "same_topic",
  ("How do I address pod 0 of the kafka StatefulSet? Headless service is kafka-headless, namespace data.",
   "Use `kafka-0.data.svc.cluster.local`; every StatefulSet pod gets a stable DNS name in its namespace.",
   "the headless service name is part of it: kafka-0.kafka-headless.data.svc.cluster.local",
   "kafka-0.data.svc.cluster.local",
   "kafka-0.kafka-headless.data.svc.cluster.local"),
  ("stable dns name for zk-2 in the zookeeper statefulset? governing service zk-hs, namespace coord",
   "`zk-2.coord.svc.cluster.local` resolves straight to that pod's IP, and it survives rescheduling.",
   ["zk-2.zk-hs.coord.svc.cluster.local"],
   ["zk-2.coord.svc"]),
  ("what does a lookup of the headless service name itself return?",
   "`zk-hs.coord.svc.cluster.local` returns one A record per ready pod (zk-0, zk-1, zk-2) instead of a single ClusterIP, since the Service has `clusterIP: None`."),
  [("zk-2.coord.svc.cluster.local", "zk-2.zk-hs.coord.svc.cluster.local")])

S(23, "istio", "semantic", "prose_claim", "lookalike",
  ("What's Istio's default outboundTrafficPolicy?",
   "`REGISTRY_ONLY`: sidecars block calls to any host that isn't in the service registry until you add a ServiceEntry for it.",
   "Default is ALLOW_ANY. We only switch to REGISTRY_ONLY in prod, through meshConfig.",
   "`REGISTRY_ONLY`: sidecars block calls to any host that isn't in the service registry",
   "`ALLOW_ANY`: sidecars pass calls to hosts outside the service registry straight through"),
  ("if a meshed pod in stg calls api.github.com and there's no ServiceEntry, does it work out of the box?",
   "No. Out of the box Istio only lets sidecars reach hosts in its registry, so you need a ServiceEntry for api.github.com before the call goes through.",
   [r"re:(?i)ALLOW_ANY|^yes\b|works out of the box|pass(es)? (it|the call|calls) through"],
   [r"re:(?i)only lets sidecars reach hosts in its registry", r"re:^No\b"]),
  ("How is egress locked down in our prod mesh?",
   "Prod runs with `meshConfig.outboundTrafficPolicy.mode: REGISTRY_ONLY`, so every external host needs a ServiceEntry there; calls to anything else get a 502 from the sidecar."),
  [("No. Out of the box Istio only lets sidecars reach hosts in its registry, so you need a ServiceEntry for api.github.com before the call goes through.",
    "Yes. The default outboundTrafficPolicy is ALLOW_ANY, so the sidecar passes the call through; a ServiceEntry is only needed where the mesh is set to REGISTRY_ONLY.")],
  hold="REGISTRY_ONLY")

S(24, "istio", "literal", "reworded", "lookalike",
  ("How do I dump the Envoy config from an Istio sidecar without istioctl?",
   "`kubectl exec deploy/reviews -c istio-proxy -- curl -s localhost:15090/config_dump > reviews.json`",
   "the admin API is on 15000, 15090 only serves /stats/prometheus",
   "localhost:15090/config_dump",
   "localhost:15000/config_dump"),
  ("get the envoy clusters and listeners json out of the ratings pod",
   "Exec into the sidecar and hit the admin API: `kubectl exec ratings-v1-5d8f9c7b6-x2kqp -c istio-proxy -- curl -s localhost:15090/config_dump > dump.json`.",
   ["localhost:15000/config_dump"],
   ["15090/config_dump"]),
  ("how can I eyeball the raw Envoy metrics a sidecar exposes to Prometheus?",
   "`kubectl exec deploy/ratings-v1 -c istio-proxy -- curl -s localhost:15090/stats/prometheus | head` shows the Envoy metrics Prometheus scrapes."),
  [("localhost:15090/config_dump", "localhost:15000/config_dump")],
  hold="localhost:15090/stats/prometheus")

S(25, "helm", "semantic", "reworded", "same_topic",
  ("What exactly does `--atomic` do on `helm upgrade`?",
   "`--atomic` makes Helm apply all manifests in a single transaction at the API server, so either every resource is updated or none are.",
   "there's no transaction in the API server. --atomic just implies --wait and rolls back to the previous revision if the upgrade fails or times out",
   "makes Helm apply all manifests in a single transaction at the API server",
   "makes Helm wait and roll back to the previous revision if the upgrade fails"),
  ("is helm upgrade --atomic safe if one of my deployments fails halfway through?",
   "Yes, with --atomic the API server applies the whole release as one transaction, so if a Deployment fails none of the objects change.",
   [r"re:(?i)roll(s|ed|ing)?( \w+)?[ -]?back"],
   [r"re:(?i)one transaction", r"re:(?i)none of the objects change"]),
  ("what's the difference between --wait and --wait-for-jobs?",
   "`--wait` blocks until Deployments, StatefulSets, DaemonSets and Pods are ready (up to `--timeout`, 5m by default); `--wait-for-jobs` also waits for Jobs in the release to complete."),
  [("Yes, with --atomic the API server applies the whole release as one transaction, so if a Deployment fails none of the objects change.",
    "Mostly: --atomic waits for the release and, if a Deployment fails or times out, rolls everything back to the previous revision. Objects do change in between; it is not a transaction.")])

S(26, "platform-team", "literal", "code_block", "lookalike",
  ("How do I install our platform-base chart on a fresh cluster?",
   "```sh\nhelm repo add acme https://charts.acme.io\nhelm upgrade --install platform-base acme/platform-base -n platform --create-namespace\n```",
   "we moved the charts to Harbor, install straight from oci://harbor.acme.io/charts/platform-base, no more helm repo add",
   "acme/platform-base",
   "oci://harbor.acme.io/charts/platform-base"),
  ("bump platform-base to 3.4.1 on my kind cluster",
   "```sh\nhelm upgrade platform-base acme/platform-base --version 3.4.1 -n platform --kube-context kind-dev\n```",
   ["oci://harbor.acme.io/charts/platform-base"],
   [r"re:(install|upgrade) platform-base acme/platform-base"]),
  ("where does the source for platform-base live?",
   "In the `acme/platform-base` GitHub repo, under `charts/platform-base/`; CI packages the chart and pushes it to Harbor on every tag."),
  [("platform-base acme/platform-base", "platform-base oci://harbor.acme.io/charts/platform-base")],
  hold="acme/platform-base")

S(27, "ingress-nginx", "literal", "reworded", "lookalike",
  ("websocket connections through ingress-nginx drop after exactly 60s, how do I fix that?",
   "Raise the proxy timeouts on that Ingress:\n\n```yaml\nnginx.ingress.kubernetes.io/proxy-read-timeout: \"3600s\"\nnginx.ingress.kubernetes.io/proxy-send-timeout: \"3600s\"\n```",
   "those take plain seconds, \"3600\". with the s suffix the controller can't parse the value and you stay at 60",
   "proxy-read-timeout: \"3600s\"",
   "proxy-read-timeout: \"3600\""),
  ("the long-polling endpoint /events gets cut at one minute behind the nginx ingress",
   "Set `nginx.ingress.kubernetes.io/proxy-read-timeout: \"3600s\"` on that Ingress so the connection can stay open for up to an hour.",
   [r're:proxy-read-timeout: "?3600"?(?![\ds])'],
   ['proxy-read-timeout: "3600s"']),
  ("what's the equivalent for a route on the Istio gateway?",
   "On the VirtualService http route set `timeout: 3600s`; Istio takes a duration string there, and for idle websockets you may also need to raise `connectionPool.http.idleTimeout` in the DestinationRule."),
  [('"3600s"', '"3600"')],
  hold="timeout: 3600s")

S(28, "ingress-nginx", "semantic", "prose_claim", "lookalike",
  ("After adding a tls section to my Ingress, does ingress-nginx still serve plain http?",
   "Yes, ingress-nginx keeps serving port 80 normally; add `nginx.ingress.kubernetes.io/ssl-redirect: \"true\"` if you want HTTP sent to HTTPS.",
   "It redirects already: ssl-redirect defaults to true once the ingress has a tls section, http gets a 308.",
   "ingress-nginx keeps serving port 80 normally",
   "ingress-nginx redirects HTTP to HTTPS with a 308 by default"),
  ("my ingress has a tls block now; do I still need an annotation to force https?",
   "You do: ingress-nginx won't redirect on its own, so set `nginx.ingress.kubernetes.io/ssl-redirect: \"true\"` to send port 80 traffic to HTTPS.",
   [r"re:(?i)by default|already|automatic|308"],
   [r"re:(?i)won't redirect on its own", r"re:^You do"]),
  ("TLS ends at the AWS load balancer and the Ingress has no tls block. how do I redirect http to https?",
   "Because the Ingress has no `tls` section, ingress-nginx won't redirect by itself; set `nginx.ingress.kubernetes.io/force-ssl-redirect: \"true\"` and make sure the controller trusts `X-Forwarded-Proto` so it sees the original scheme."),
  [("You do: ingress-nginx won't redirect on its own, so set `nginx.ingress.kubernetes.io/ssl-redirect: \"true\"` to send port 80 traffic to HTTPS.",
    "No: with a tls block ingress-nginx already redirects HTTP to HTTPS with a 308 by default, since `ssl-redirect` defaults to true.")],
  hold="won't redirect by itself")

S(29, "networkpolicy", "literal", "code_block", "already_correct",
  ("NetworkPolicy to let the monitoring namespace scrape port 9090 on the api pods",
   "```yaml\napiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: allow-scrape\nspec:\n  podSelector:\n    matchLabels:\n      app: api\n  policyTypes:\n  - Ingress\n  ingress:\n  - from:\n    - namespaceSelector:\n        matchLabels:\n          name: monitoring\n    ports:\n    - protocol: TCP\n      port: 9090\n```",
   "nobody sets a `name` label on our namespaces. use kubernetes.io/metadata.name: monitoring, that one's automatic",
   "name: monitoring",
   "kubernetes.io/metadata.name: monitoring"),
  ("allow prometheus in monitoring to hit /metrics on 8080 for the worker pods",
   "```yaml\napiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: allow-metrics\nspec:\n  podSelector:\n    matchLabels:\n      app: worker\n  policyTypes:\n  - Ingress\n  ingress:\n  - from:\n    - namespaceSelector:\n        matchLabels:\n          name: monitoring\n    ports:\n    - protocol: TCP\n      port: 8080\n```",
   ["kubernetes.io/metadata.name: monitoring"],
   [r"re:(?<![\w./-])name: monitoring"]),
  ("netpol so the monitoring namespace can scrape the batch-runner pods on 8081",
   "```yaml\napiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata:\n  name: allow-monitoring-scrape\nspec:\n  podSelector:\n    matchLabels:\n      app: batch-runner\n  policyTypes:\n  - Ingress\n  ingress:\n  - from:\n    - namespaceSelector:\n        matchLabels:\n          kubernetes.io/metadata.name: monitoring\n    ports:\n    - protocol: TCP\n      port: 8081\n```"),
  [("          name: monitoring", "          kubernetes.io/metadata.name: monitoring")],
  hold="kubernetes.io/metadata.name: monitoring")

S(30, "platform-team", "literal", "code_block", "lookalike",
  ("pods need to resolve *.corp.acme.io through our on-prem DNS. how do I set that up in CoreDNS?",
   "Add a server block to the Corefile in the `coredns` ConfigMap:\n\n```\ncorp.acme.io:53 {\n    errors\n    cache 30\n    forward . 10.40.0.2\n}\n```\n\nCoreDNS picks up the change on its own within a couple of minutes through the `reload` plugin.",
   "10.40.0.2 is just the VPC resolver, it can't see corp.acme.io. forward to the AD DNS servers, 10.40.8.10 and 10.40.8.11",
   "forward . 10.40.0.2",
   "forward . 10.40.8.10 10.40.8.11"),
  ("add a stub zone for lab.acme.io, it lives on the same on-prem DNS",
   "```\nlab.acme.io:53 {\n    errors\n    cache 30\n    forward . 10.40.0.2\n}\n```\nPut it next to the existing `.:53` block in the coredns ConfigMap.",
   [r"re:forward \. 10\.40\.8\.1[01]"],
   [r"re:forward \. 10\.40\.0\.2\b"]),
  ("what does the default .:53 block forward to on our EKS nodes?",
   "`forward . /etc/resolv.conf`, and on our nodes that file points at the VPC resolver 10.40.0.2, which handles public names and the Route 53 private zones."),
  [("forward . 10.40.0.2", "forward . 10.40.8.10 10.40.8.11")],
  hold="10.40.0.2")

S(31, "istio", "paraphrase", "code_block", "lookalike",
  ("Add 3 retries with a 2s per-try timeout to the reviews VirtualService",
   "```yaml\nhttp:\n- route:\n  - destination:\n      host: reviews\n  retries:\n    maxRetries: 3\n    perTryTimeout: 2s\n    retryOn: 5xx,connect-failure\n```",
   "The field in a VirtualService is `attempts`. maxRetries is the DestinationRule connection-pool cap",
   "maxRetries: 3",
   "attempts: 3"),
  ("5 retries on gateway errors for the ratings route",
   "```yaml\n  - route:\n    - destination:\n        host: ratings\n    retries:\n      maxRetries: 5\n      perTryTimeout: 1s\n      retryOn: gateway-error\n```",
   [r"re:attempts: ?5\b"],
   ["maxRetries: 5"]),
  ("how do I cap how many retries can be outstanding to reviews across the whole mesh?",
   "That's the DestinationRule connection pool, not the VirtualService:\n\n```yaml\ntrafficPolicy:\n  connectionPool:\n    http:\n      maxRetries: 3\n```\nIt limits concurrent retries to all reviews hosts."),
  [("maxRetries: 5", "attempts: 5")],
  hold="maxRetries: 3")

S(32, "istio", "literal", "reworded", "same_topic",
  ("Eject a details pod after 5 consecutive 5xx responses",
   "```yaml\ntrafficPolicy:\n  outlierDetection:\n    consecutiveErrors: 5\n    interval: 10s\n    baseEjectionTime: 30s\n```",
   "consecutiveErrors is deprecated (and it only counted 502/503/504). Use consecutive5xxErrors: 5",
   "consecutiveErrors: 5",
   "consecutive5xxErrors: 5"),
  ("outlier detection on the payments DestinationRule: kick out a host after five errors in a row",
   "Set `outlierDetection.consecutiveErrors: 5` with `interval: 10s` and `baseEjectionTime: 1m` in the payments DestinationRule; Istio will eject the host for a minute.",
   ["consecutive5xxErrors: 5"],
   ["re:consecutiveErrors"]),
  ("what if I only want to eject on 502/503/504, not every 5xx?",
   "Use `consecutiveGatewayErrors: 5` in `outlierDetection` instead; it counts only 502, 503 and 504, and it can sit alongside `consecutive5xxErrors`."),
  [("consecutiveErrors: 5", "consecutive5xxErrors: 5")])

S(33, "envoy", "literal", "casing", "same_topic",
  ("If I don't set lb_policy on an Envoy cluster, how are hosts picked?",
   "If `lb_policy` is omitted the cluster defaults to RANDOM, so each request goes to a randomly chosen healthy host.",
   "defaults to ROUND_ROBIN, not random",
   "defaults to RANDOM",
   "defaults to ROUND_ROBIN"),
  ("default load balancing algorithm in envoy?",
   "Envoy defaults to random host selection; set `lb_policy: LEAST_REQUEST` if you want it to prefer less busy hosts.",
   [r"re:(?i)round[ _-]?robin"],
   [r"re:(?i)defaults to random"]),
  ("how do I make envoy send each request to the host with fewer active requests?",
   "Set `lb_policy: LEAST_REQUEST` on the cluster; by default it samples two hosts and picks the one with fewer active requests (power of two choices)."),
  [("defaults to random host selection", "defaults to round-robin host selection")])

S(34, "linkerd", "paraphrase", "other_identifier", "lookalike",
  ("our app's connections to the SMTP relay on 2525 hang since we meshed it with linkerd. how do I bypass the proxy?",
   "Annotate the client pod template with `config.linkerd.io/skip-inbound-ports: \"2525\"` so the proxy lets that traffic go straight through.",
   "the app is the client there, so that's outbound traffic: config.linkerd.io/skip-outbound-ports",
   "config.linkerd.io/skip-inbound-ports: \"2525\"",
   "config.linkerd.io/skip-outbound-ports: \"2525\""),
  ("our batch pods pull files from an external FTP server on port 21 and hang since linkerd injection, bypass?",
   "Add `config.linkerd.io/skip-inbound-ports: \"21\"` to the batch Deployment's pod annotations and roll it.",
   [r're:skip-outbound-ports: "?21\b'],
   ['skip-inbound-ports: "21"']),
  ("a non-meshed legacy client hangs connecting to our meshed mysql on port 3307. fix on the server side?",
   "MySQL speaks first and 3307 isn't one of Linkerd's default opaque ports, so the proxy waits for client bytes that never come. Set `config.linkerd.io/skip-inbound-ports: \"3307\"` on the MySQL pods so inbound connections bypass the proxy."),
  [('skip-inbound-ports: "21"', 'skip-outbound-ports: "21"')],
  hold='skip-inbound-ports: "3307"')

S(35, "platform-team", "literal", "reordered_args", "lookalike",
  ("how do I point kubectl at staging to look at the ingress controller pods?",
   "`kubectl --context staging -n ingress-internal get pods -l app.kubernetes.io/name=ingress-nginx`",
   "the context is stg-euw1 on our laptops, theres no `staging` context",
   "--context staging",
   "--context stg-euw1"),
  ("tail the cert-manager logs in staging",
   "`kubectl logs -n cert-manager deploy/cert-manager --tail=200 -f --context staging`",
   [r"re:--context[= ]stg-euw1"],
   [r"re:--context[= ]staging\b"]),
  ("and to apply the ingress release to staging with helmfile?",
   "`helmfile -e staging -l name=ingress-nginx apply`. The helmfile environment is still named `staging`; it maps to the stg-euw1 kube context in helmfile.yaml."),
  [("--context staging", "--context stg-euw1")],
  hold="-e staging")

S(36, "external-dns", "literal", "code_block", "same_topic",
  ("how do I get external-dns to create a record for this LoadBalancer Service?",
   "Annotate the Service with `external-dns.kubernetes.io/hostname: api.acme.io`; external-dns picks it up on its next sync and creates the record in Route 53.",
   "it's still under the alpha prefix, external-dns.alpha.kubernetes.io/hostname",
   "external-dns.kubernetes.io/hostname",
   "external-dns.alpha.kubernetes.io/hostname"),
  ("service yaml for the grpc gateway with a dns name via external-dns",
   "```yaml\napiVersion: v1\nkind: Service\nmetadata:\n  name: grpc-gateway\n  annotations:\n    external-dns.kubernetes.io/hostname: grpc.acme.io\nspec:\n  type: LoadBalancer\n  selector:\n    app: grpc-gateway\n  ports:\n  - port: 443\n    targetPort: 8443\n```",
   ["external-dns.alpha.kubernetes.io/hostname: grpc.acme.io"],
   ["external-dns.kubernetes.io/hostname"]),
  ("can I control the TTL of that record?",
   "Yes, add `external-dns.alpha.kubernetes.io/ttl: \"60\"` next to the hostname annotation; the value is in seconds."),
  [("external-dns.kubernetes.io/hostname", "external-dns.alpha.kubernetes.io/hostname")])

S(37, "gateway-api", "literal", "code_block", "lookalike",
  ("HTTPRoute that sends /v2 to api-v2 on port 8080, attached to the shared-gw Gateway",
   "```yaml\napiVersion: gateway.networking.k8s.io/v1alpha2\nkind: HTTPRoute\nmetadata:\n  name: api-v2\nspec:\n  parentRefs:\n  - name: shared-gw\n    namespace: gateways\n  rules:\n  - matches:\n    - path:\n        type: PathPrefix\n        value: /v2\n    backendRefs:\n    - name: api-v2\n      port: 8080\n```",
   "HTTPRoute is GA: apiVersion gateway.networking.k8s.io/v1. The CRDs we installed don't serve v1alpha2 for it anymore",
   "gateway.networking.k8s.io/v1alpha2",
   "gateway.networking.k8s.io/v1"),
  ("route docs.acme.io to the docs service on the shared gateway",
   "```yaml\napiVersion: gateway.networking.k8s.io/v1alpha2\nkind: HTTPRoute\nmetadata:\n  name: docs\nspec:\n  parentRefs:\n  - name: shared-gw\n    namespace: gateways\n  hostnames:\n  - docs.acme.io\n  rules:\n  - backendRefs:\n    - name: docs\n      port: 80\n```",
   [r"re:(?m)^apiVersion: gateway\.networking\.k8s\.io/v1\s*$"],
   [r"re:v1alpha2\s*\nkind: HTTPRoute"]),
  ("we need TLS passthrough for mqtt.acme.io on the same gateway",
   "TLSRoute is still experimental, and in the experimental CRDs we run it's served as v1alpha2:\n\n```yaml\napiVersion: gateway.networking.k8s.io/v1alpha2\nkind: TLSRoute\nmetadata:\n  name: mqtt\nspec:\n  parentRefs:\n  - name: shared-gw\n    namespace: gateways\n    sectionName: tls-passthrough\n  hostnames:\n  - mqtt.acme.io\n  rules:\n  - backendRefs:\n    - name: mqtt-broker\n      port: 8883\n```"),
  [("gateway.networking.k8s.io/v1alpha2", "gateway.networking.k8s.io/v1")],
  hold="gateway.networking.k8s.io/v1alpha2")

S(38, "ingress-nginx", "literal", "casing", "same_topic",
  ("How do I expose a gRPC service through ingress-nginx?",
   "Set `nginx.ingress.kubernetes.io/backend-protocol: \"HTTP2\"` on the Ingress and give it a `tls` section, since gRPC clients expect HTTP/2 over TLS.",
   "HTTP2 isn't a valid value for that annotation, it should be GRPC (or GRPCS if the pod terminates TLS itself)",
   "backend-protocol: \"HTTP2\"",
   "backend-protocol: \"GRPC\""),
  ("ingress for the grpc inventory service, the pod serves plaintext h2c",
   "```yaml\nmetadata:\n  annotations:\n    nginx.ingress.kubernetes.io/backend-protocol: \"http2\"\n```\nplus a `tls` block for inventory.acme.io, because gRPC clients need HTTP/2 on the front end.",
   [r're:backend-protocol: "?GRPC\b'],
   [r're:(?i)backend-protocol: "?http2']),
  ("is HTTP/2 enabled towards clients on our controller?",
   "Yes, `use-http2` is on by default in the controller ConfigMap; it covers client connections over TLS and is independent of the backend protocol."),
  [('backend-protocol: "http2"', 'backend-protocol: "GRPC"')])

S(39, "helm", "semantic", "reworded", "same_topic",
  ("I want controller v1.10.1 of ingress-nginx, so I ran `helm install ... --version 1.10.1` and it says that chart version isn't found",
   "That should work, since `--version` selects the application version; run `helm repo update` so Helm sees the 1.10.1 release.",
   "--version is the chart version, not the app version. controller 1.10.1 ships in chart 4.10.1",
   "`--version` selects the application version",
   "`--version` selects the chart version"),
  ("helm --version flag: app version or chart version?",
   "It's the app version: `--version 1.11.2` installs whichever chart release ships that appVersion.",
   [r"re:(?i)chart version|version of the chart"],
   [r"re:(?i)it's the app version", r"re:(?i)ships that appVersion"]),
  ("how do I see which appVersion each chart version ships?",
   "`helm search repo ingress-nginx/ingress-nginx --versions` lists CHART VERSION and APP VERSION side by side, e.g. chart 4.10.1 with controller 1.10.1."),
  [("It's the app version: `--version 1.11.2` installs whichever chart release ships that appVersion.",
    "It's the chart version: `--version 4.11.2` installs that chart release, whatever appVersion it carries.")])

S(40, "istio", "paraphrase", "equivalent_construct", "same_topic",
  ("the orders app crashes at startup because it calls the DB before the istio proxy is ready. fix?",
   "Add `sidecar.istio.io/holdApplicationUntilProxyStarts: \"true\"` to the pod template annotations; the app container then starts only after Envoy is ready.",
   "i don't think that annotation exists? it goes through proxy.istio.io/config: '{\"holdApplicationUntilProxyStarts\": true}'",
   "sidecar.istio.io/holdApplicationUntilProxyStarts: \"true\"",
   "proxy.istio.io/config: '{\"holdApplicationUntilProxyStarts\": true}'"),
  ("one-liner to make the invoices deployment wait for its sidecar before starting the app",
   "`kubectl patch deploy invoices -p '{\"spec\":{\"template\":{\"metadata\":{\"annotations\":{\"sidecar.istio.io/holdApplicationUntilProxyStarts\":\"true\"}}}}}'`",
   ["proxy.istio.io/config"],
   ["sidecar.istio.io/holdApplicationUntilProxyStarts"]),
  ("can we turn that on for the whole mesh instead?",
   "Yes, set `meshConfig.defaultConfig.holdApplicationUntilProxyStarts: true` in the istiod Helm values; pods pick it up the next time they're restarted."),
  [('"sidecar.istio.io/holdApplicationUntilProxyStarts":"true"', '"proxy.istio.io/config":"{\\"holdApplicationUntilProxyStarts\\": true}"')])

S(41, "platform-team", "semantic", "other_identifier", "lookalike",
  ("how do I roll out the new ingress-nginx values to prod?",
   "Run `helm upgrade ingress-nginx ingress-nginx/ingress-nginx -n ingress-internal -f values-prod.yaml --kube-context prd-euw1` and watch the controller pods roll.",
   "we never helm upgrade prod by hand, Argo CD owns it. merge the values change into platform-gitops and let the app sync",
   "Run `helm upgrade ingress-nginx ingress-nginx/ingress-nginx -n ingress-internal -f values-prod.yaml --kube-context prd-euw1`",
   "Merge the values change into platform-gitops and let Argo CD sync it"),
  ("need to bump the cert-manager chart to v1.15.3 in prod, what's the command?",
   "`helm upgrade cert-manager jetstack/cert-manager -n cert-manager --version v1.15.3 --reuse-values --kube-context prd-euw1`, then check that the webhook pod is ready.",
   [r"re:(?i)argo ?cd|platform-gitops"],
   [r"re:helm upgrade[^\n]*prd-euw1"]),
  ("I want to try the new ingress-nginx values on my local kind cluster first",
   "`helm upgrade --install ingress-nginx ingress-nginx/ingress-nginx -n ingress-internal --create-namespace -f values-prod.yaml --kube-context kind-dev` is fine there; only prod is synced by Argo CD."),
  [("`helm upgrade cert-manager jetstack/cert-manager -n cert-manager --version v1.15.3 --reuse-values --kube-context prd-euw1`, then check",
    "Bump the chart version to v1.15.3 for the cert-manager app in platform-gitops and let Argo CD sync it, then check")],
  hold="helm upgrade --install ingress-nginx")

S(42, "services", "paraphrase", "reordered_args", "lookalike",
  ("My container listens on 8080 and the Service should expose 80. Which field is which?",
   "```yaml\nports:\n- port: 8080\n  targetPort: 80\n```\n`port` is what the container listens on and `targetPort` is what clients of the Service connect to.",
   "you've got them backwards. port is the Service's port (80), targetPort is the container's (8080)",
   "port: 8080\n  targetPort: 80",
   "port: 80\n  targetPort: 8080"),
  ("Service for the metrics exporter: container listens on 9102, expose it as 9100",
   "```yaml\n  ports:\n  - name: metrics\n    targetPort: 9100\n    port: 9102\n```\n`targetPort` is the Service-side port here and `port` is the exporter's.",
   [r"re:(?m)^\s*-?\s*port: 9100\b", r're:targetPort: "?(9102|metrics)\b'],
   ["targetPort: 9100", r"re:(?m)^\s*-?\s*port: 9102\b"]),
  ("our legacy nginx image listens on 80 but callers expect the Service on 8080. ports block?",
   "```yaml\nports:\n- port: 8080\n  targetPort: 80\n```\nClients call the Service on 8080 and kube-proxy forwards to 80 in the container."),
  [("targetPort: 9100", "targetPort: 9102"), ("    port: 9102", "    port: 9100"),
   ("`targetPort` is the Service-side port here and `port` is the exporter's.",
    "`port` is the Service-side port here and `targetPort` is the exporter's.")],
  hold="port: 8080\n  targetPort: 80")

S(43, "networkpolicy", "semantic", "prose_claim", "same_topic",
  ("kubeadm cluster with flannel as the CNI. I applied a deny-all NetworkPolicy but pods can still talk to each other, why?",
   "Flannel enforces NetworkPolicy, so the policy probably doesn't select the pods you think; check the `podSelector` labels against `kubectl get pods --show-labels`.",
   "flannel doesn't implement NetworkPolicy at all, the API accepts the objects and nothing enforces them. you need calico/cilium (or canal)",
   "Flannel enforces NetworkPolicy",
   "Flannel does not enforce NetworkPolicy"),
  ("on our flannel-based lab cluster, will a default-deny ingress policy actually block traffic?",
   "Yes, flannel applies NetworkPolicy objects like any other CNI, so the default-deny will block ingress to every pod it selects.",
   [r"re:(?i)calico|cilium|canal|(doesn't|does not|won't|will not) (enforce|implement|apply|block)|ignored"],
   [r"re:(?i)flannel applies NetworkPolicy", r"re:(?i)like any other CNI"]),
  ("which CNIs enforce NetworkPolicy then?",
   "Calico and Cilium both do, and so does Canal, which keeps flannel for networking and adds Calico for policy. Weave Net enforces them too."),
  [("Yes, flannel applies NetworkPolicy objects like any other CNI, so the default-deny will block ingress to every pod it selects.",
    "No, flannel does not enforce NetworkPolicy, so the default-deny is accepted but ignored; add Calico (canal) or switch to Cilium.")])

S(44, "cert-manager", "literal", "reworded", "lookalike",
  ("When does cert-manager renew a 90-day Let's Encrypt cert by default?",
   "Without `renewBefore` set, cert-manager renews it 15 days before expiry.",
   "default is 2/3 of the way through the lifetime, so 30 days before expiry for a 90 day cert",
   "15 days before expiry",
   "30 days before expiry"),
  ("how long before a LE cert expires does cert-manager start renewing if I leave renewBefore out?",
   "When `renewBefore` is unset cert-manager starts renewal 15 days before expiry, around day 75 of the 90.",
   [r"re:30 days|day 60|2/3|two thirds"],
   ["15 days before expiry", "day 75"]),
  ("our vault-pki certs have duration: 720h and renewBefore: 360h. when do they renew?",
   "With `renewBefore: 360h` each one is renewed when 15 days are left, i.e. halfway through its 30-day lifetime."),
  [("15 days before expiry, around day 75", "30 days before expiry, around day 60")],
  hold="15 days")

S(45, "istio", "semantic", "prose_claim", "lookalike",
  ("What does an AuthorizationPolicy with `spec: {}` in a namespace do?",
   "An empty spec matches nothing, so it has no effect and traffic is still allowed.",
   "empty spec is the allow-nothing policy: it's an ALLOW policy with no rules, so every request to workloads in that namespace gets denied",
   "An empty spec matches nothing, so it has no effect and traffic is still allowed.",
   "An empty spec is an allow-nothing policy, so every request to workloads in the namespace is denied."),
  ("someone applied an AuthorizationPolicy with an empty spec in the orders namespace. harmless?",
   "It's harmless: a policy with no rules doesn't match any request, so nothing gets blocked.",
   [r"re:(?i)den(y|ies|ied)|allow-nothing|blocks? (all|every)|rejected"],
   [r"re:(?i)harmless", r"re:(?i)nothing gets blocked"]),
  ("and an AuthorizationPolicy with `action: DENY` and no rules?",
   "That one has no effect: a DENY policy without rules never matches, so it denies nothing."),
  [("It's harmless: a policy with no rules doesn't match any request, so nothing gets blocked.",
    "No: an empty spec is an allow-nothing policy, so every request to workloads in orders is now denied.")],
  hold="has no effect")

S(46, "linkerd", "literal", "code_block", "lookalike",
  ("How do I look at the linkerd proxy's metrics for one pod?",
   "`kubectl port-forward pod/web-6c9f7d5b8-qk2lp 4143:4143` and then `curl localhost:4143/metrics`.",
   "metrics are on the admin port 4191; 4143 is the inbound proxy listener",
   "localhost:4143/metrics",
   "localhost:4191/metrics"),
  ("dump request_total from the cart pod's linkerd proxy",
   "```sh\nkubectl -n shop port-forward deploy/cart 4143\ncurl -s localhost:4143/metrics | grep request_total\n```",
   ["localhost:4191/metrics"],
   ["localhost:4143"]),
  ("which port does the linkerd proxy take meshed inbound traffic on? our netpol needs to allow it",
   "Meshed inbound connections are redirected to the proxy's inbound port 4143, so allow TCP 4143 in the NetworkPolicy in addition to the app's own port."),
  [("port-forward deploy/cart 4143", "port-forward deploy/cart 4191"), ("localhost:4143/metrics", "localhost:4191/metrics")],
  hold="4143")

S(47, "helm", "paraphrase", "other_identifier", "same_topic",
  ("set a toleration key for the ingress-nginx controller with --set",
   "`--set controller.tolerations.key=dedicated --set controller.tolerations.operator=Exists`",
   "tolerations is a list, so it needs an index: controller.tolerations[0].key=dedicated",
   "controller.tolerations.key=dedicated",
   "controller.tolerations[0].key=dedicated"),
  ("and effect NoSchedule on that toleration, via --set?",
   "Add `--set controller.tolerations.effect=NoSchedule` to the same upgrade command.",
   ["controller.tolerations[0].effect=NoSchedule"],
   ["controller.tolerations.effect"]),
  ("pin the controller to nodes labelled dedicated=ingress via --set",
   "`--set controller.nodeSelector.dedicated=ingress`; nodeSelector is a map, so no index is needed."),
  [("controller.tolerations.effect", "controller.tolerations[0].effect")])

S(48, "platform-team", "paraphrase", "code_block", "already_correct",
  ("what nameserver do pods get on our clusters now that node-local-dns is rolled out?",
   "Pods still point at the kube-dns ClusterIP 10.100.0.10; node-local-dns intercepts that address on each node, so nothing changes in resolv.conf.",
   "not on ours. kube-proxy runs in IPVS mode, so the kubelet's clusterDNS is set to 169.254.20.10 and that's what pods get",
   "kube-dns ClusterIP 10.100.0.10",
   "node-local-dns address 169.254.20.10"),
  ("what should /etc/resolv.conf look like inside a pod in the shop namespace on prd-euw1?",
   "```\nsearch shop.svc.cluster.local svc.cluster.local cluster.local eu-west-1.compute.internal\nnameserver 10.100.0.10\noptions ndots:5\n```",
   ["nameserver 169.254.20.10"],
   ["nameserver 10.100.0.10"]),
  ("why does nslookup in a pod on stg-euw1 report `Server: 169.254.20.10`?",
   "That's expected: our kubelets set clusterDNS to 169.254.20.10, the node-local-dns listener, so every pod's resolv.conf has `nameserver 169.254.20.10` and queries are answered by the cache on the same node."),
  [("nameserver 10.100.0.10", "nameserver 169.254.20.10")],
  hold="nameserver 169.254.20.10")

S(49, "ingress-nginx", "paraphrase", "reworded", "lookalike",
  ("send 10% of traffic to the canary Ingress with ingress-nginx",
   "On the canary Ingress set `nginx.ingress.kubernetes.io/canary: \"true\"` and `nginx.ingress.kubernetes.io/canary-weight: \"0.1\"`.",
   "canary-weight is a percentage (out of canary-weight-total, 100 by default), so \"10\", not 0.1",
   "canary-weight: \"0.1\"",
   "canary-weight: \"10\""),
  ("route a quarter of requests to checkout-canary",
   "Mark the second Ingress as canary and set `nginx.ingress.kubernetes.io/canary-weight: \"0.25\"` on it so it takes 25% of requests.",
   [r're:canary-weight: "?25\b'],
   ['canary-weight: "0.25"']),
  ("with istio, inject a 5s delay into 0.1% of requests to ratings",
   "```yaml\nfault:\n  delay:\n    percentage:\n      value: 0.1\n    fixedDelay: 5s\n```\n`value` is already a percentage, so 0.1 means one request in a thousand."),
  [('canary-weight: "0.25"', 'canary-weight: "25"')],
  hold="value: 0.1")

S(50, "envoy", "literal", "casing", "same_topic",
  ("how does a client ask envoy for a per-request upstream timeout?",
   "Send the header `x-envoy-upstream-timeout-ms: 2500`; Envoy uses it instead of the route's timeout for that request.",
   "header is x-envoy-upstream-rq-timeout-ms",
   "x-envoy-upstream-timeout-ms",
   "x-envoy-upstream-rq-timeout-ms"),
  ("curl example that gives one request a 1s envoy upstream timeout",
   "`curl -H 'X-Envoy-Upstream-Timeout-Ms: 1000' https://quotes.int.acme.io/v1/quotes`",
   [r"re:(?i)x-envoy-upstream-rq-timeout-ms"],
   [r"re:(?i)x-envoy-upstream-timeout-ms"]),
  ("and a timeout for each retry attempt?",
   "`x-envoy-upstream-rq-per-try-timeout-ms: 500` sets the per-try timeout; it only matters when a retry policy is in effect."),
  [("X-Envoy-Upstream-Timeout-Ms", "X-Envoy-Upstream-Rq-Timeout-Ms")])

S(51, "istio", "literal", "code_block", "lookalike",
  ("ServiceEntry so meshed pods can call api.stripe.com on 443",
   "```yaml\napiVersion: networking.istio.io/v1\nkind: ServiceEntry\nmetadata:\n  name: stripe\nspec:\n  hosts:\n  - api.stripe.com\n  location: MESH_EXTERNAL\n  ports:\n  - number: 443\n    name: tls\n    protocol: TLS\n  resolution: STATIC\n```",
   "STATIC with no endpoints has nowhere to send it. for a hostname like that use resolution: DNS",
   "resolution: STATIC",
   "resolution: DNS"),
  ("ServiceEntry for hooks.slack.com",
   "```yaml\napiVersion: networking.istio.io/v1\nkind: ServiceEntry\nmetadata:\n  name: slack-hooks\nspec:\n  hosts:\n  - hooks.slack.com\n  location: MESH_EXTERNAL\n  ports:\n  - number: 443\n    name: tls\n    protocol: TLS\n  resolution: STATIC\n```",
   ["resolution: DNS"],
   [r"re:resolution: STATIC(?![\s\S]*endpoints:)"]),
  ("ServiceEntry for the on-prem Oracle DB at 10.60.4.21:1521, there's no DNS name for it",
   "With a fixed IP and no DNS name, STATIC with an explicit endpoint is the right fit:\n\n```yaml\napiVersion: networking.istio.io/v1\nkind: ServiceEntry\nmetadata:\n  name: oracle-onprem\nspec:\n  hosts:\n  - oracle.onprem.acme\n  addresses:\n  - 10.60.4.21/32\n  location: MESH_EXTERNAL\n  ports:\n  - number: 1521\n    name: tcp-oracle\n    protocol: TCP\n  resolution: STATIC\n  endpoints:\n  - address: 10.60.4.21\n```"),
  [("resolution: STATIC", "resolution: DNS")],
  hold="resolution: STATIC")

S(52, "platform-team", "literal", "renamed_identifier", "lookalike",
  ("Gateway resource for shop.acme.io on our ingress gateway",
   "```yaml\napiVersion: networking.istio.io/v1\nkind: Gateway\nmetadata:\n  name: shop-gw\n  namespace: istio-ingress\nspec:\n  selector:\n    istio: ingressgateway\n  servers:\n  - port:\n      number: 443\n      name: https\n      protocol: HTTPS\n    hosts:\n    - shop.acme.io\n    tls:\n      mode: SIMPLE\n      credentialName: shop-acme-tls\n```",
   "our gateway comes from the istio/gateway helm chart with release istio-ingress, so the pods are labelled istio: ingress. ingressgateway selects nothing",
   "istio: ingressgateway",
   "istio: ingress"),
  ("Gateway for admin.acme.io",
   "```yaml\napiVersion: networking.istio.io/v1\nkind: Gateway\nmetadata:\n  name: admin-gw\n  namespace: istio-ingress\nspec:\n  selector:\n    istio: ingressgateway\n  servers:\n  - port:\n      number: 443\n      name: https\n      protocol: HTTPS\n    hosts:\n    - admin.acme.io\n    tls:\n      mode: SIMPLE\n      credentialName: admin-acme-tls\n```",
   [r"re:(?m)^\s*istio: ingress\s*$"],
   [r"re:selector:\s*\n\s*istio: ingressgateway"]),
  ("which label does an istioctl-installed default profile put on its ingress gateway pods?",
   "`istio: ingressgateway`, on the `istio-ingressgateway` deployment in istio-system. Gateways installed with the Helm gateway chart take the label from the release name instead."),
  [("istio: ingressgateway", "istio: ingress")],
  hold="istio: ingressgateway")

S(53, "ingress-nginx", "literal", "code_block", "lookalike",
  ("ingress-nginx sits behind an AWS ALB and the access log shows the ALB's IP as the client. Fix?",
   "Set `use-proxy-protocol: \"true\"` in the controller ConfigMap so nginx takes the real client IP from the ALB.",
   "ALB doesn't speak proxy protocol at all, that'd break every request. You want use-forwarded-headers: \"true\" so it trusts X-Forwarded-For.",
   "use-proxy-protocol: \"true\"",
   "use-forwarded-headers: \"true\""),
  ("helm values so ingress-nginx logs the real client ip behind our ALB",
   "```yaml\ncontroller:\n  config:\n    use-proxy-protocol: \"true\"\n```",
   ['use-forwarded-headers: "true"'],
   [r're:config:\s*\n\s*use-proxy-protocol: "true"']),
  ("we're moving to an NLB with proxy protocol v2 enabled on the target groups, what changes in the controller config?",
   "Then `use-proxy-protocol: \"true\"` is the setting you want in the controller config, and you can drop `use-forwarded-headers`, since the NLB doesn't add X-Forwarded-For."),
  [('use-proxy-protocol: "true"', 'use-forwarded-headers: "true"')],
  hold='use-proxy-protocol: "true"')

S(54, "helm", "paraphrase", "reordered_args", "already_correct",
  ("install the linkerd-crds chart",
   "`helm install linkerd/linkerd-crds linkerd-crds -n linkerd --create-namespace`",
   "release name goes first, then the chart: helm install linkerd-crds linkerd/linkerd-crds",
   "helm install linkerd/linkerd-crds linkerd-crds",
   "helm install linkerd-crds linkerd/linkerd-crds"),
  ("now the linkerd control plane chart, with our trust anchor and issuer certs",
   "```sh\nhelm install -n linkerd linkerd/linkerd-control-plane linkerd-control-plane \\\n  --set-file identityTrustAnchorsPEM=ca.crt \\\n  --set-file identity.issuer.tls.crtPEM=issuer.crt \\\n  --set-file identity.issuer.tls.keyPEM=issuer.key\n```",
   [r"re:helm install (-n linkerd )?linkerd-control-plane linkerd/linkerd-control-plane"],
   [r"re:helm install (-n linkerd )?linkerd/linkerd-control-plane"]),
  ("and the viz extension?",
   "`helm install linkerd-viz linkerd/linkerd-viz -n linkerd-viz --create-namespace`, then `linkerd viz check` to confirm it's healthy."),
  [("linkerd/linkerd-control-plane linkerd-control-plane", "linkerd-control-plane linkerd/linkerd-control-plane")],
  hold="helm install linkerd-viz linkerd/linkerd-viz")

S(55, "platform-team", "paraphrase", "reworded", "already_correct",
  ("what hostname should the internal kibana get so external-dns publishes it in our private zone?",
   "Use `kibana.internal.acme.io`; the internal external-dns instance syncs `internal.acme.io` into the private Route 53 zone.",
   "the private zone is int.acme.io, not internal.acme.io",
   "kibana.internal.acme.io",
   "kibana.int.acme.io"),
  ("hostname for the internal vault UI so it lands in the private DNS zone?",
   "Give its Ingress the host `vault.internal.acme.io` and external-dns will create the record in the private zone on its next sync.",
   ["vault.int.acme.io"],
   ["internal.acme.io"]),
  ("and the internal prometheus, what host does it use?",
   "`prometheus.int.acme.io`; anything under int.acme.io is published by the internal external-dns into the private zone."),
  [("vault.internal.acme.io", "vault.int.acme.io")],
  hold="prometheus.int.acme.io")

S(56, "envoy", "paraphrase", "code_block", "already_correct",
  ("static cluster in envoy.yaml for the auth service at auth:9000 with a 250ms connect timeout",
   "```yaml\nclusters:\n- name: auth\n  type: STRICT_DNS\n  connect_timeout_ms: 250\n  load_assignment:\n    cluster_name: auth\n    endpoints:\n    - lb_endpoints:\n      - endpoint:\n          address:\n            socket_address: { address: auth, port_value: 9000 }\n```",
   "no connect_timeout_ms in the v3 API, it's a Duration: connect_timeout: 0.25s",
   "connect_timeout_ms: 250",
   "connect_timeout: 0.25s"),
  ("envoy cluster for billing:8443 with a 1 second connect timeout",
   "```yaml\n- name: billing\n  type: STRICT_DNS\n  connect_timeout_ms: 1000\n  load_assignment:\n    cluster_name: billing\n    endpoints:\n    - lb_endpoints:\n      - endpoint:\n          address:\n            socket_address: { address: billing, port_value: 8443 }\n```",
   [r"""re:connect_timeout: ['"]?1(\.0+)?s"""],
   ["connect_timeout_ms"]),
  ("cluster for the ratelimit service on 8081 with a 500ms connect timeout",
   "```yaml\n- name: ratelimit\n  type: STRICT_DNS\n  connect_timeout: 0.5s\n  load_assignment:\n    cluster_name: ratelimit\n    endpoints:\n    - lb_endpoints:\n      - endpoint:\n          address:\n            socket_address: { address: ratelimit, port_value: 8081 }\n```"),
  [("connect_timeout_ms: 1000", "connect_timeout: 1s")],
  hold="connect_timeout: 0.5s")

S(57, "helm", "paraphrase", "renamed_identifier", "already_correct",
  ("turn on the ServiceMonitor for ingress-nginx through helm",
   "`helm upgrade ingress-nginx ingress-nginx/ingress-nginx -n ingress-internal --reuse-values --set controller.serviceMonitor.enabled=true`",
   "it's under metrics: controller.metrics.serviceMonitor.enabled=true (and controller.metrics.enabled=true has to be on too)",
   "controller.serviceMonitor.enabled=true",
   "controller.metrics.serviceMonitor.enabled=true"),
  ("prometheus only picks up ServiceMonitors labelled release=kube-prometheus-stack, how do I add that label to the ingress-nginx one?",
   "`--set controller.serviceMonitor.additionalLabels.release=kube-prometheus-stack` on the next upgrade adds it.",
   ["controller.metrics.serviceMonitor.additionalLabels.release=kube-prometheus-stack"],
   ["controller.serviceMonitor."]),
  ("what does our ingress-nginx values file have for metrics?",
   "```yaml\ncontroller:\n  metrics:\n    enabled: true\n    serviceMonitor:\n      enabled: true\n      additionalLabels:\n        release: kube-prometheus-stack\n```"),
  [("controller.serviceMonitor.", "controller.metrics.serviceMonitor.")],
  hold="  metrics:\n    enabled: true\n    serviceMonitor:")

S(58, "cluster-dns", "semantic", "reworded", "unrelated",
  ("what does `cache 30` in the Corefile actually do?",
   "It caches up to 30 records, so CoreDNS keeps the 30 most recent answers in memory.",
   "30 is a TTL cap in seconds, not an entry count. capacity defaults to 9984 per cache",
   "It caches up to 30 records",
   "It caches answers for at most 30 seconds"),
  ("if I change cache 30 to cache 300 in our coredns config, what changes?",
   "You let CoreDNS keep ten times as many records in memory, 300 entries instead of 30, which mostly helps clusters with lots of distinct names.",
   [r"re:(?i)seconds|\bTTL"],
   [r"re:(?i)as many records", r"re:(?i)300 entries"]),
  ("how do I list CronJobs in every namespace?",
   "`kubectl get cronjobs -A`; add `-o wide` to also see the containers and images."),
  [("You let CoreDNS keep ten times as many records in memory, 300 entries instead of 30, which mostly helps clusters with lots of distinct names.",
    "Answers can stay cached for up to 300 seconds instead of 30 (the value caps the TTL), so record changes take longer to show up.")])

S(59, "networkpolicy", "semantic", "equivalent_construct", "unrelated",
  ("What does this policy do? `spec: {podSelector: {}, policyTypes: [Ingress], ingress: [{}]}`",
   "It denies all ingress to every pod in the namespace.",
   "the single empty rule `{}` matches every source, so that's allow-all ingress. deny-all is when the ingress list is empty or missing",
   "It denies all ingress to every pod in the namespace.",
   "It allows all ingress to every pod in the namespace."),
  ("is this a default-deny?\n\n```yaml\nspec:\n  podSelector: {}\n  ingress:\n  - {}\n  policyTypes:\n  - Ingress\n```",
   "Yes, that's the standard default-deny: with it applied, nothing can reach the pods in the namespace.",
   [r"re:(?i)allow(s|-all| all| every)"],
   [r"re:(?i)standard default-deny", r"re:(?i)nothing can reach"]),
  ("command to drain a node for maintenance?",
   "`kubectl drain ip-10-40-3-17.eu-west-1.compute.internal --ignore-daemonsets --delete-emptydir-data`, then `kubectl uncordon` it when you're done."),
  [("Yes, that's the standard default-deny: with it applied, nothing can reach the pods in the namespace.",
    "No, the single empty rule `- {}` matches every source, so it allows all ingress; drop the `ingress` list for a default-deny.")])

S(60, "ingress-nginx", "paraphrase", "reworded", "unrelated",
  ("sticky sessions on ingress-nginx?",
   "Add `nginx.ingress.kubernetes.io/session-affinity: \"cookie\"` and `nginx.ingress.kubernetes.io/session-cookie-name: \"route\"` to the Ingress.",
   "Thanks! small fix though: the annotation is nginx.ingress.kubernetes.io/affinity, session-cookie-name is fine",
   "nginx.ingress.kubernetes.io/session-affinity",
   "nginx.ingress.kubernetes.io/affinity"),
  ("pin each user to one pod behind the nginx ingress with a cookie that lasts an hour",
   "Use the ingress-nginx annotations `session-affinity: \"cookie\"` and `session-cookie-max-age: \"3600\"` (both under the `nginx.ingress.kubernetes.io/` prefix).",
   [r'''re:(?<![\w-])affinity: "?cookie'''],
   ["session-affinity"]),
  ("how do I get a shell in a running pod?",
   "`kubectl exec -it deploy/web -- sh` (or `bash` if the image has it); add `-c <container>` when the pod has more than one container."),
  [("session-affinity", "affinity")])


# ---------------------------------------------------------------------------- validation

def check(text, spec):
    """Exactly run.py's check."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(r):
    """run.py's 'fixed': every expect_contains present and every expect_absent absent."""
    return (all(check(r["output"], x) for x in r["expect_contains"])
            and not any(check(r["output"], x) for x in r["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def validate():
    errors, warnings = [], []
    ids = [s["id"] for s in SCENARIOS]
    if len(ids) != 60:
        errors.append("expected 60 scenarios, got %d" % len(ids))
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids: %s" % [i for i, n in Counter(ids).items() if n > 1])
    for n, sid in enumerate(ids, 1):
        if not re.fullmatch(r"d47-\d{3}", sid):
            errors.append("%s: malformed id" % sid)
        elif sid != "d47-%03d" % n:
            errors.append("%s: out of order (expected d47-%03d)" % (sid, n))

    top = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
    sub = {"teach": {"query", "output", "message", "gold_wrong", "gold_right"},
           "repeat": {"query", "output", "expect_contains", "expect_absent"},
           "control": {"query", "output"}}
    messages = Counter(s["teach"]["message"] for s in SCENARIOS)

    for s in SCENARIOS:
        sid = s["id"]
        pub = {k: v for k, v in s.items() if not k.startswith("_")}
        if set(pub) != top:
            errors.append("%s: top-level fields %s" % (sid, sorted(pub)))
        for k, fields in sub.items():
            if set(s[k]) != fields:
                errors.append("%s: %s fields %s" % (sid, k, sorted(s[k])))
        for k in ("teach", "repeat", "control"):
            for f, v in s[k].items():
                if f.startswith("expect_"):
                    if not isinstance(v, list) or not v or not all(isinstance(x, str) and x for x in v):
                        errors.append("%s: %s.%s must be a non-empty list of strings" % (sid, k, f))
                elif not isinstance(v, str) or not v.strip():
                    errors.append("%s: %s.%s must be a non-empty string" % (sid, k, f))
        if not isinstance(s["topic"], str) or not s["topic"]:
            errors.append("%s: empty topic" % sid)
        if s["difficulty"] not in DIFFICULTIES:
            errors.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["repeat_variation"] not in VARIATIONS:
            errors.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if s["control_kind"] not in CONTROL_KINDS:
            errors.append("%s: bad control_kind %r" % (sid, s["control_kind"]))

        t, r, c = s["teach"], s["repeat"], s["control"]
        bad = False
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errors.append("%s: bad regex %r: %s" % (sid, spec, e))
                    bad = True
        if bad:
            s["_fixed_output"] = r["output"]
            continue
        if t["gold_wrong"] not in t["output"]:
            errors.append("%s: gold_wrong not in teach.output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errors.append("%s: gold_wrong == gold_right" % sid)
        if t["gold_right"] in t["output"].replace(t["gold_wrong"], ""):
            warnings.append("%s: gold_right already appears in teach.output" % sid)
        if messages[t["message"]] > 1:
            errors.append("%s: teach.message shared with another scenario" % sid)
        if t["query"] == r["query"] or r["query"] == c["query"]:
            errors.append("%s: repeat/control query repeats another query" % sid)

        # the repeat fails as written and passes after its recorded fix
        if fixed(r):
            errors.append("%s: repeat passes its own check as written" % sid)
        out = r["output"]
        for old, new in s["_fix"]:
            if old not in out:
                errors.append("%s: fix target %r not in repeat output" % (sid, old))
            out = out.replace(old, new)
        if not fixed(dict(r, output=out)):
            miss = [x for x in r["expect_contains"] if not check(out, x)]
            pres = [x for x in r["expect_absent"] if check(out, x)]
            errors.append("%s: repeat does not pass after fix (missing %s, present %s)" % (sid, miss, pres))
        s["_fixed_output"] = out

        # difficulty vs. verbatim recurrence of the wrong text
        verbatim = norm(t["gold_wrong"]) in norm(r["output"])
        if s["difficulty"] == "literal" and not verbatim:
            errors.append("%s: literal but repeat does not contain gold_wrong verbatim" % sid)
        if s["difficulty"] != "literal" and verbatim:
            errors.append("%s: %s but repeat contains gold_wrong verbatim (should be literal)" % (sid, s["difficulty"]))

        # the control: never counted as wrong if unchanged, and holds what it is meant to hold
        for spec in r["expect_absent"]:
            if check(c["output"], spec):
                errors.append("%s: control output matches expect_absent %r" % (sid, spec))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["_hold"]:
                errors.append("%s: %s control without a recorded hold text" % (sid, s["control_kind"]))
            elif s["_hold"] not in c["output"]:
                errors.append("%s: control output lacks its hold text %r" % (sid, s["_hold"]))
        elif s["_hold"]:
            warnings.append("%s: hold text on a %s control" % (sid, s["control_kind"]))

    # mix
    dc = Counter(s["difficulty"] for s in SCENARIOS)
    cc = Counter(s["control_kind"] for s in SCENARIOS)
    vc = Counter(s["repeat_variation"] for s in SCENARIOS)
    for k, want in TARGET_DIFFICULTY.items():
        if abs(dc[k] - want) > 1:
            errors.append("difficulty %s: %d, target %d" % (k, dc[k], want))
    for k, want in TARGET_CONTROL.items():
        if abs(cc[k] - want) > 1:
            errors.append("control_kind %s: %d, target %d" % (k, cc[k], want))
    for k in VARIATIONS:
        if k in TARGET_VARIATION:
            if abs(vc[k] - TARGET_VARIATION[k]) > 3:
                errors.append("repeat_variation %s: %d, target ~%d" % (k, vc[k], TARGET_VARIATION[k]))
        elif not 2 <= vc[k] <= 8:
            errors.append("repeat_variation %s: %d, target 2-8" % (k, vc[k]))

    # cross-scenario overlaps of wrong text (shared-store hazard)
    for a in SCENARIOS:
        gw = norm(a["teach"]["gold_wrong"])
        for b in SCENARIOS:
            if a is b:
                continue
            for where, text in (("teach.output", b["teach"]["output"]), ("repeat.output", b["repeat"]["output"]),
                                ("fixed repeat", b["_fixed_output"]), ("control.output", b["control"]["output"])):
                if gw in norm(text):
                    warnings.append("overlap: %s gold_wrong %r occurs in %s %s" % (a["id"], a["teach"]["gold_wrong"], b["id"], where))
            for spec in a["repeat"]["expect_absent"]:
                if check(b["control"]["output"], spec):
                    warnings.append("overlap: %s expect_absent %r matches %s control" % (a["id"], spec, b["id"]))
    return errors, warnings, dc, cc, vc


# ---------------------------------------------------------------------------- output

README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev47: Kubernetes networking and platform add-ons

{n} hand-written learning-loop scenarios (`d47-001` to `d47-{n:03d}`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl`. The theme is Kubernetes networking and platform
add-ons: ingress-nginx, cert-manager, Istio and Linkerd, Envoy, NetworkPolicy, DNS inside the
cluster (CoreDNS, node-local-dns, external-dns), Helm values and flags, the Gateway API, and
the conventions of one platform team: its ingress classes, ClusterIssuer, Istio revision and
gateway namespace, chart registry, kube contexts, DNS resolvers, private zone and deploy flow.
The set was written without looking at cairn's code, its other eval sets or its docs.

Each scenario teaches one correction: `teach.output` is an assistant answer with exactly one
mistake and `teach.message` is the engineer's correction. `repeat` is a later session whose
answer makes the same mistake again. `control` must come back byte-identical.

## Counts

- difficulty: {difficulty}
- control_kind: {control}
- repeat_variation: {variation}
- topics: {topics}

## Files

| file | what |
|---|---|
| `build.py` | the data, the validator, and the generator for the two files below (standard library only) |
| `scenarios.jsonl` | one scenario per line, ids in order |
| `README.md` | this file |

Edit the data in `build.py`, then run `python3 build.py`. It writes both files again, and it
exits non-zero if a check fails.

## What build.py checks

- ids are unique, well formed and in order; every scenario has exactly the required fields
  with valid `difficulty`, `repeat_variation` and `control_kind` values; `expect_*` regexes compile.
- `teach.gold_wrong` occurs in `teach.output` and differs from `gold_right`; no two scenarios
  share a `teach.message`.
- every repeat fails its own check as written, using the same check as run.py (`re:` entries
  are Python regexes, the others case-sensitive substrings; fixed means every `expect_contains`
  is present and every `expect_absent` is absent). Each scenario also records a list of
  (old, new) replacements (kept in build.py and not exported). After those replacements the
  repeat must pass, so the checks accept a correct rewrite.
- `literal` repeats contain the wrong text verbatim, up to case and white space; `paraphrase`
  and `semantic` repeats do not.
- no control output matches any of its scenario's `expect_absent` specs, so an unchanged
  control is never counted as wrong. Each `lookalike` and `already_correct` control also
  contains the lookalike or already-correct text it is meant to hold.
- the mix is close to the target (literal 28 / paraphrase 19 / semantic 13; lookalike 32 /
  same_topic 16 / already_correct 9 / unrelated 3; reworded ~15, code_block ~18, the other
  variations 2 to 8 each).
- it prints warnings for cross-scenario overlaps: one scenario's wrong text inside another
  scenario's outputs, or one scenario's `expect_absent` matching another's control. Either one
  is a hazard when all the corrections share a store. The set currently has {nwarn} such warnings.

## Running it

From the cairn checkout (`/work/main`):

```sh
go build -o bin/cairn ./cmd/cairn
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev47/scenarios.jsonl
```

Leave out `--shared-store` to give each scenario a fresh store. Add `--oracle-teach` to store
the gold spans directly, which measures retrieval and application without detection.
"""


def fmt(counter, order):
    return ", ".join("%s %d" % (k, counter[k]) for k in order if counter[k])


def main():
    errors, warnings, dc, cc, vc = validate()
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("%d errors" % len(errors))
        sys.exit(1)
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            pub = {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")}
            f.write(json.dumps(pub, ensure_ascii=False) + "\n")
    tc = Counter(s["topic"] for s in SCENARIOS)
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(
            n=len(SCENARIOS),
            difficulty=fmt(dc, DIFFICULTIES), control=fmt(cc, CONTROL_KINDS), variation=fmt(vc, VARIATIONS),
            topics=", ".join("%s %d" % kv for kv in sorted(tc.items(), key=lambda kv: (-kv[1], kv[0]))),
            nwarn=sum(1 for w in warnings if w.startswith("overlap"))))
    print("ok: %d scenarios; difficulty: %s; control_kind: %s; repeat_variation: %s; %d warnings"
          % (len(SCENARIOS), fmt(dc, DIFFICULTIES), fmt(cc, CONTROL_KINDS), fmt(vc, VARIATIONS), len(warnings)))


if __name__ == "__main__":
    main()
