package scope

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// Sorts of the lexicon.
const (
	Env       Sort = "environment"
	Dialect   Sort = "sql dialect"
	Language  Sort = "language"
	WebFW     Sort = "web framework"
	Frontend  Sort = "frontend framework"
	PkgJS     Sort = "js package manager"
	PkgPy     Sort = "python package manager"
	BuildJVM  Sort = "jvm build tool"
	CI        Sort = "ci system"
	Cloud     Sort = "cloud"
	OS        Sort = "operating system"
	Container Sort = "container tool"
	K8sDist   Sort = "kubernetes platform"
	Shell     Sort = "shell"
	TestJS    Sort = "js test runner"
	TestPy    Sort = "python test runner"
	TestJVM   Sort = "jvm test framework"
	TestNet   Sort = ".net test framework"
	TestRuby  Sort = "ruby test framework"
	Migrate   Sort = "migration tool"
	Flags     Sort = "feature flag service"
	Broker    Sort = "message broker"
	Cache     Sort = "cache"
	Search    Sort = "search engine"
	Metrics   Sort = "observability tool"
	IaC       Sort = "infrastructure tool"
	Runtime   Sort = "js runtime"
	PyLib     Sort = "python data library"
	HTTPPy    Sort = "python http client"
	RedisPy   Sort = "redis client"
	Logger    Sort = "logging library"
	Editor    Sort = "editor"
	VCSHost   Sort = "code host"
	Chat      Sort = "chat tool"
	Browser   Sort = "browser"
	Mobile    Sort = "mobile platform"
	Ingress   Sort = "proxy"
	Queue     Sort = "task queue"
	ORM       Sort = "orm"
	Sync      Sort = "concurrency model"
	Modules   Sort = "js module system"
	Scope     Sort = "visibility" // internal / public
	Season    Sort = "season"     // "in July" / "in January": summer time or not
	Protocol  Sort = "api protocol"
	DataTool  Sort = "data tool"
	Qualified Sort = "named" // see qualified.go: one sort per head noun
)

type entry struct {
	sort   Sort
	member string
	guard  func(text string, toks []tok, i, n int) bool
}

// maxWords is the longest lexicon entry, in words.
const maxWords = 3

var lexicon = map[string]entry{}

// firstWords holds the first word of every lexicon entry of several words:
// Find looks up the words from a token on only when the token is one.
var firstWords = map[string]bool{}

// put adds the entry of key (lower case) to the lexicon.
func put(key string, e entry) {
	if old, ok := lexicon[key]; ok && old.guard != nil && e.guard == nil && old.sort == e.sort && old.member == e.member {
		// An entry adds its member as an alias of its own: where the
		// member is also a common word and guarded ("go", the verb), the
		// guard stays, whichever line comes first.
		return
	}
	lexicon[key] = e
	if i := strings.IndexByte(key, ' '); i >= 0 {
		firstWords[key[:i]] = true
	}
}

func add(sort Sort, member string, aliases ...string) {
	for _, a := range append([]string{member}, aliases...) {
		put(fold.Lower(a), entry{sort: sort, member: member})
	}
}

// addGuarded adds aliases that are also common words: they count only when
// guard accepts the occurrence.
func addGuarded(sort Sort, member string, guard func(string, []tok, int, int) bool, aliases ...string) {
	for _, a := range aliases {
		put(fold.Lower(a), entry{sort: sort, member: member, guard: guard})
	}
}

// capitalised accepts an occurrence spelled with a capital letter, not at
// the start of a sentence: "Go" the language, not "go" the verb.
func capitalised(text string, toks []tok, i, n int) bool {
	r := text[toks[i].start:toks[i].end]
	if r == "" || r[0] < 'A' || r[0] > 'Z' {
		return false
	}
	j := toks[i].start - 1
	for j >= 0 && (text[j] == ' ' || text[j] == '*' || text[j] == '`') {
		j--
	}
	return j >= 0 && !strings.ContainsRune(".!?\n:", rune(text[j]))
}

// notCode accepts a word that does not modify a declaration ("public
// static void", "private final").
func notCode(text string, toks []tok, i, n int) bool {
	if i+n < len(toks) && codeWords[toks[i+n].w] {
		return false
	}
	return toks[i].end >= len(text) || text[toks[i].end] != '('
}

// notScheme accepts a word that is not a URL's scheme ("http://…") or
// a part of a longer name.
func notScheme(text string, toks []tok, i, n int) bool {
	end := toks[i+n-1].end
	return end >= len(text) || text[end] != ':' && text[end] != '.' && text[end] != '/'
}

var codeWords = map[string]bool{
	"static": true, "void": true, "class": true, "final": true, "abstract": true, "async": true, "readonly": true,
	"const": true, "func": true, "fn": true, "def": true, "interface": true, "struct": true, "enum": true,
	"string": true, "int": true, "bool": true, "boolean": true, "var": true, "val": true, "let": true, "fun": true,
	"override": true, "synchronized": true, "get": true, "set": true, "key": true, "ip": true, "_": true,
}

// afterIn accepts a word right after "in" or "during": "in July", "during
// winter", not "July 4" or "the winter release".
func afterIn(_ string, toks []tok, i, _ int) bool {
	return i > 0 && (toks[i-1].w == "in" || toks[i-1].w == "during")
}

// followedBy accepts an occurrence followed by one of a few nouns: "dev
// server", "test suite" stay words elsewhere.
func followedBy(nouns ...string) func(string, []tok, int, int) bool {
	set := map[string]bool{}
	for _, n := range nouns {
		set[n] = true
	}
	return func(_ string, toks []tok, i, n int) bool {
		return i+n < len(toks) && set[toks[i+n].w]
	}
}

// notPipelineStage accepts "stage" where it does not name a step of a
// pipeline: not a key ("stage: lint", "stages:"), not after "build",
// "test", "lint" or another step's name, not before "of the pipeline".
func notPipelineStage(text string, toks []tok, i, n int) bool {
	if end := toks[i+n-1].end; end < len(text) && text[end] == ':' {
		return false
	}
	if i > 0 {
		switch toks[i-1].w {
		case "build", "test", "tests", "lint", "deploy", "release", "package", "publish", "first", "second", "last", "next", "final", "each", "every", "pipeline", "ci", "docker", "multi", "one", "this":
			return false
		}
	}
	if i+n < len(toks) {
		switch toks[i+n].w {
		case "of", "in", "runs", "fails", "failed", "passes", "job", "jobs", "name":
			return false
		}
	}
	return true
}

func init() {
	// Environments. "dev", "test" and "local" are common words: they name
	// an environment before a noun of deployment, or as the word itself
	// where a value of it is listed.
	add(Env, "production", "prod", "prd")
	add(Env, "staging", "stg")
	// "stage" is also a step of a pipeline ("stage: lint", "the build
	// stage"): an environment only where no pipeline word is around it.
	addGuarded(Env, "staging", notPipelineStage, "stage")
	add(Env, "preprod", "pre-prod", "pre-production", "uat")
	add(Env, "sandbox")
	add(Env, "development", "dev-env")
	add(Env, "local", "locally", "localhost", "laptop", "on my machine", "my machine", "my laptop", "local dev", "local machine")
	addGuarded(Env, "local", followedBy("dev", "development", "machine", "env", "environment", "setup", "cluster", "database", "db", "docker", "build", "testing", "server", "instance", "run", "runs"), "local")
	add(Env, "ci", "in ci", "ci pipeline", "ci job", "ci runner", "ci step")
	addGuarded(Env, "development", followedBy("cluster", "environment", "env", "database", "db", "namespace", "account", "stack", "server", "deploy", "deployment", "config", "profile", "bucket", "project"), "dev")
	addGuarded(Env, "qa", followedBy("cluster", "environment", "env", "database", "db", "namespace", "account", "stack", "server"), "qa", "test")

	// SQL dialects.
	add(Dialect, "postgres", "postgresql", "psql", "pg", "postgis", "timescale", "timescaledb", "aurora postgres", "cockroachdb")
	add(Dialect, "mysql", "mariadb", "aurora mysql")
	add(Dialect, "mssql", "sql server", "t-sql", "tsql", "azure sql", "sqlserver", "ms sql")
	add(Dialect, "sqlite", "sqlite3")
	add(Dialect, "oracle", "pl/sql", "plsql")
	add(Dialect, "bigquery", "bq")
	add(Dialect, "snowflake")
	add(Dialect, "redshift")
	add(Dialect, "clickhouse")
	add(Dialect, "duckdb")
	add(Dialect, "spark sql", "databricks", "sparksql")
	add(Dialect, "trino", "presto", "athena")
	add(Dialect, "hive", "hiveql")
	add(Dialect, "db2")

	// Languages.
	add(Language, "python", "py", "python3", "python 3", "py3", "cpython")
	add(Language, "python2", "python 2", "py2")
	addGuarded(Language, "go", capitalised, "go")
	add(Language, "go", "golang")
	add(Language, "java")
	add(Language, "kotlin")
	add(Language, "scala")
	add(Language, "javascript", "js", "ecmascript")
	add(Language, "typescript")
	add(Language, "rust")
	add(Language, "ruby")
	add(Language, "php")
	add(Language, "c#", "csharp", ".net", "dotnet")
	add(Language, "c++", "cpp")
	add(Language, "swift")
	add(Language, "elixir")
	add(Language, "haskell")
	add(Language, "lua")
	add(Language, "perl")
	add(Language, "dart")
	add(Language, "clojure")

	// Web frameworks (server side).
	add(WebFW, "django", "django rest framework", "drf")
	add(WebFW, "flask")
	add(WebFW, "fastapi", "starlette")
	add(WebFW, "rails", "ruby on rails")
	add(WebFW, "spring", "spring boot", "springboot")
	add(WebFW, "express", "express.js", "expressjs")
	add(WebFW, "nestjs", "nest.js")
	add(WebFW, "laravel")
	add(WebFW, "symfony")
	add(WebFW, "asp.net", "aspnet", "asp.net core")
	add(WebFW, "gin")
	add(WebFW, "fiber")
	add(WebFW, "actix", "actix-web")
	add(WebFW, "axum")
	add(WebFW, "phoenix")
	add(WebFW, "sinatra")
	add(WebFW, "koa")
	add(WebFW, "chi", "go-chi")
	add(WebFW, "gorilla/mux", "gorilla mux", "mux.vars")
	add(WebFW, "servemux", "http.servemux", "net/http mux", "1.22 mux", "stdlib mux")
	add(WebFW, "httprouter")
	add(WebFW, "hapi")

	// Front-end frameworks and templates.
	add(Frontend, "react", "jsx", "tsx", "react native", "next.js", "nextjs")
	add(Frontend, "vue", "vue.js", "vuejs", "nuxt", "nuxt.js")
	add(Frontend, "angular", "angularjs")
	add(Frontend, "svelte", "sveltekit")
	add(Frontend, "solidjs")
	add(Frontend, "django template", "django templates", "jinja", "jinja2")
	add(Frontend, "erb", "haml")

	// Package managers.
	add(PkgJS, "npm", "npx")
	add(PkgJS, "yarn", "yarn berry")
	add(PkgJS, "pnpm")
	add(PkgJS, "bun")
	add(PkgPy, "pip", "pip3")
	add(PkgPy, "poetry")
	add(PkgPy, "pipenv")
	add(PkgPy, "conda", "mamba")
	add(PkgPy, "uv")
	add(PkgPy, "pdm")
	add(BuildJVM, "maven", "mvn")
	add(BuildJVM, "gradle")
	add(BuildJVM, "sbt")

	// CI systems and code hosts.
	add(CI, "github actions", "gh actions", "actions workflow", "github workflow")
	add(CI, "gitlab ci", "gitlab-ci", ".gitlab-ci.yml")
	add(CI, "jenkins", "jenkinsfile")
	add(CI, "circleci", "circle ci")
	add(CI, "travis", "travis ci")
	add(CI, "buildkite")
	add(CI, "azure pipelines", "azure devops")
	add(CI, "bitbucket pipelines")
	add(CI, "teamcity")
	add(CI, "drone")
	add(CI, "argo workflows")
	add(CI, "tekton")
	add(VCSHost, "github")
	add(VCSHost, "gitlab")
	add(VCSHost, "bitbucket")
	add(VCSHost, "gitea")

	// Clouds.
	add(Cloud, "aws", "amazon web services", "ec2", "ecs", "eks", "aws lambda", "cloudwatch", "s3")
	add(Cloud, "gcp", "google cloud", "gke", "gcs", "cloud run", "cloud functions")
	add(Cloud, "azure", "aks")
	add(Cloud, "digitalocean")
	add(Cloud, "heroku")
	add(Cloud, "vercel")
	add(Cloud, "netlify")
	add(Cloud, "fly.io")
	add(Cloud, "cloudflare", "cloudflare workers")

	// Operating systems.
	add(OS, "macos", "mac", "macs", "osx", "os x", "darwin", "bsd", "freebsd", "homebrew", "brew")
	add(OS, "linux", "ubuntu", "debian", "alpine", "centos", "rhel", "fedora", "arch linux", "amazon linux", "gnu sed")
	add(OS, "windows", "win32", "powershell", "wsl")

	// Container tools and orchestrators.
	add(Container, "docker", "dockerfile", "docker run", "docker compose", "docker-compose", "compose", "podman")
	add(Container, "kubernetes", "k8s", "kubectl", "helm", "kustomize", "kubelet", "minikube", "kind cluster", "k3s")
	add(Container, "nomad")
	add(Container, "ecs task", "fargate")
	add(K8sDist, "openshift")

	// Shells.
	add(Shell, "bash")
	add(Shell, "zsh")
	add(Shell, "fish")
	add(Shell, "sh", "posix sh")
	add(Shell, "cmd.exe")

	// Test runners.
	add(TestJS, "jest")
	add(TestJS, "mocha")
	add(TestJS, "vitest")
	add(TestJS, "jasmine")
	add(TestJS, "cypress")
	add(TestJS, "playwright")
	add(TestPy, "pytest")
	add(TestPy, "unittest")
	add(TestPy, "nose", "nose2")
	add(TestJVM, "junit 5", "junit5", "jupiter", "junit jupiter")
	add(TestJVM, "junit 4", "junit4")
	add(TestJVM, "testng")
	add(TestNet, "nunit")
	add(TestNet, "mstest")
	add(TestNet, "xunit", "xunit.net")
	add(TestRuby, "rspec")
	add(TestRuby, "minitest")

	// Migration tools.
	add(Migrate, "flyway")
	add(Migrate, "liquibase")
	add(Migrate, "alembic")
	add(Migrate, "goose")
	add(Migrate, "golang-migrate")
	add(Migrate, "sqitch")
	add(Migrate, "atlas")
	add(Migrate, "knex migrations")

	// Feature flags.
	add(Flags, "launchdarkly")
	add(Flags, "unleash")
	add(Flags, "flagsmith")
	add(Flags, "split.io")
	add(Flags, "growthbook")
	add(Flags, "configcat")

	// Brokers, caches, search.
	// API protocols: a server often listens for each on its own port
	// ("4317 is OTLP over gRPC, 4318 over HTTP"). HTTP is the word, not
	// the scheme of a URL every answer holds.
	add(Protocol, "grpc", "grpcurl", "grpc-web")
	addGuarded(Protocol, "http", notScheme, "http", "rest api", "http api", "http/json")
	add(Protocol, "websocket", "websockets")
	add(Protocol, "graphql")
	// Data tools: a warehouse or a connection is often set apart by the
	// tool that uses it ("COMPUTE_WH is for the dbt jobs").
	add(DataTool, "dbt", "dbt cloud", "dbt core")
	add(DataTool, "airflow")
	add(DataTool, "dagster")
	add(DataTool, "prefect")
	add(DataTool, "looker", "lookml")
	add(DataTool, "tableau")
	add(DataTool, "power bi", "powerbi")
	add(DataTool, "metabase")
	add(DataTool, "superset")
	add(Broker, "kafka")
	add(Broker, "rabbitmq", "amqp")
	add(Broker, "nats", "jetstream")
	add(Broker, "sqs")
	add(Broker, "sns")
	add(Broker, "kinesis")
	add(Broker, "pubsub", "pub/sub", "google pubsub")
	add(Broker, "pulsar")
	add(Broker, "redis streams")
	add(Cache, "redis")
	add(Cache, "memcached", "memcache")
	add(Cache, "valkey")
	add(Cache, "dragonfly")
	add(Search, "elasticsearch", "elastic")
	add(Search, "opensearch")
	add(Search, "solr")
	add(Search, "meilisearch")
	add(Search, "typesense")
	add(Search, "weaviate")
	add(Search, "qdrant")
	add(Search, "milvus", "zilliz")
	add(Search, "pinecone")
	add(Search, "chroma", "chromadb")
	add(Search, "vespa")

	// Observability.
	add(Metrics, "prometheus", "promql")
	add(Metrics, "datadog")
	add(Metrics, "new relic", "newrelic")
	add(Metrics, "grafana")
	add(Metrics, "loki", "logql")
	add(Metrics, "splunk")
	add(Metrics, "jaeger")
	add(Metrics, "honeycomb")
	add(Metrics, "sentry")
	add(Metrics, "opentelemetry", "otel")
	add(Metrics, "cloudwatch logs")
	add(Metrics, "kibana")

	// Infrastructure tools.
	add(IaC, "terraform", "opentofu", "tofu")
	add(IaC, "pulumi")
	add(IaC, "cloudformation", "cfn")
	add(IaC, "ansible")
	add(IaC, "chef")
	add(IaC, "puppet")
	add(IaC, "cdk")
	add(IaC, "atlantis")

	// JS runtimes.
	add(Runtime, "node", "node.js", "nodejs")
	add(Runtime, "deno")
	add(Runtime, "bun runtime")
	add(Runtime, "browser js")

	// Python libraries that do the same job.
	add(PyLib, "pandas")
	add(PyLib, "polars")
	add(PyLib, "numpy")
	add(PyLib, "pyspark")
	add(HTTPPy, "requests")
	add(HTTPPy, "httpx")
	add(HTTPPy, "aiohttp")
	add(HTTPPy, "urllib3", "urllib")
	add(RedisPy, "redis-py")
	add(RedisPy, "aioredis")
	add(RedisPy, "go-redis")
	add(RedisPy, "ioredis")
	add(RedisPy, "jedis")
	add(RedisPy, "lettuce")

	// Logging libraries: each names its levels and settings its own way
	// (slog's WARN, logrus's "warning", log4j's WARN, Python's WARNING).
	add(Logger, "slog", "log/slog")
	add(Logger, "logrus")
	add(Logger, "zap", "uber-go/zap")
	add(Logger, "zerolog")
	add(Logger, "log4j", "log4j2")
	add(Logger, "logback")
	add(Logger, "winston")
	add(Logger, "pino")
	add(Logger, "bunyan")
	add(Logger, "loguru")
	add(Logger, "structlog")
	add(Logger, "serilog")
	add(Logger, "nlog")

	// Editors.
	add(Editor, "vscode", "vs code", "visual studio code")
	add(Editor, "vim", "neovim", "nvim")
	add(Editor, "emacs")
	add(Editor, "intellij", "goland", "pycharm", "webstorm")

	// Chat.
	add(Chat, "slack")
	add(Chat, "teams", "microsoft teams")
	add(Chat, "discord")
	add(Chat, "mattermost")

	// Browsers and mobile platforms.
	add(Browser, "chrome", "chromium")
	add(Browser, "firefox")
	add(Browser, "safari")
	addGuarded(Browser, "edge", capitalised, "edge")
	add(Mobile, "ios", "iphone", "ipad")
	add(Mobile, "android")

	// Proxies and ingress controllers.
	add(Ingress, "nginx", "ingress-nginx")
	add(Ingress, "traefik")
	add(Ingress, "haproxy")
	add(Ingress, "envoy")
	add(Ingress, "caddy")
	add(Ingress, "apache", "httpd")
	add(Ingress, "istio")

	// Task queues and ORMs.
	add(Queue, "celery")
	add(Queue, "rq")
	add(Queue, "sidekiq")
	add(Queue, "bullmq")
	add(Queue, "dramatiq")
	add(Queue, "huey")
	add(ORM, "sqlalchemy")
	add(ORM, "django orm")
	add(ORM, "prisma")
	add(ORM, "typeorm")
	add(ORM, "sequelize")
	add(ORM, "hibernate", "jpa")
	add(ORM, "gorm")
	add(ORM, "activerecord", "active record")

	// Concurrency models: what blocks in one is fine in the other.
	// A season named as when something holds ("in July", "during
	// winter"): clocks, daylight saving and schedules differ between them.
	addGuarded(Season, "summer", afterIn, "summer", "june", "july", "august")
	addGuarded(Season, "winter", afterIn, "winter", "december", "january", "february")
	add(Sync, "async", "asyncio", "coroutine", "coroutines", "event loop", "async def", "await", "trio", "anyio")
	add(Sync, "synchronous", "sync", "blocking", "threaded", "threads", "multiprocessing")

	// JavaScript module systems.
	add(Modules, "esm", "es module", "es modules", "import.meta", "import.meta.url", ".mjs", "\"type\": \"module\"", "type module")
	add(Modules, "commonjs", "cjs", ".cjs", "module.exports", "require()")

	// Visibility: internal and public things are configured differently.
	add(Scope, "internal", "internal-only", "internal only", "intranet")
	add(Scope, "public", "internet-facing", "public-facing", "externally", "customer-facing")
	addGuarded(Scope, "internal", notCode, "internal", "private")
	addGuarded(Scope, "public", notCode, "public", "external")
}
