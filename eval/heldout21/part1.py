"""heldout21, part 1: h21-001 .. h21-015 (data only; build.py validates and writes).

Build-only fields, never written to scenarios.jsonl:
  fix    how a correct system would repair the repeat output (proves the checks can pass)
  holds  text the control must keep
  look   lookalike controls: the wrong text (or a piece of it) that the control uses correctly
  right  already_correct controls: specs the control must already satisfy (default: gold_right)
"""
WHOLE = None  # fix target meaning "replace the whole repeat output"
SCENARIOS = []


def S(num, topic, difficulty, variation, control_kind, teach, repeat, control, fix,
      holds=None, look=None, right=None):
    SCENARIOS.append({
        "id": "h21-%03d" % num, "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "fix": fix, "holds": holds, "look": look, "right": right,
    })


# ---------------------------------------------------------------- 001
S(1, "routeplanner-port", "literal", "code_block", "lookalike",
  ("How do I hit routeplanner's plan endpoint from the bastion to check the plan for depot STO-3?",
   r"""From the bastion:

```sh
curl -s -H "Authorization: Bearer $(dockside-token)" \
  "http://routeplanner.internal.norrlast.net:8080/api/v1/plans?depot=STO-3&date=2024-06-12" | jq '.routes | length'
```
That prints the number of routes in the plan; drop the `jq` filter to see the whole plan.""",
   "routeplanner listens on 8084, there's nothing on 8080 on those hosts. so routeplanner.internal.norrlast.net:8084",
   "routeplanner.internal.norrlast.net:8080", "routeplanner.internal.norrlast.net:8084"),
  ("What base URL should scanner-gateway's RoutePlannerClient use in prod?",
   r"""```kotlin
@Configuration
class RoutePlannerClientConfig {
    @Bean
    fun routePlannerWebClient(builder: WebClient.Builder): WebClient =
        builder
            .baseUrl("http://routeplanner.internal.norrlast.net:8080")
            .defaultHeader(HttpHeaders.ACCEPT, MediaType.APPLICATION_JSON_VALUE)
            .build()
}
```
Set a response timeout on the underlying `HttpClient` if plans for the big depots take longer than the default.""",
   ["routeplanner.internal.norrlast.net:8084"], ["routeplanner.internal.norrlast.net:8080"]),
  ("How do I start Keycloak locally for routeplanner's dev profile?",
   r"""```sh
docker run --rm -p 8080:8080 \
  -e KC_BOOTSTRAP_ADMIN_USERNAME=admin -e KC_BOOTSTRAP_ADMIN_PASSWORD=admin \
  quay.io/keycloak/keycloak:26.0 start-dev
```
The dev profile's `spring.security.oauth2.resourceserver.jwt.issuer-uri` already points at `http://localhost:8080/realms/dockside`, so routeplanner, on its own port, accepts tokens from that realm."""),
  [("routeplanner.internal.norrlast.net:8080", "routeplanner.internal.norrlast.net:8084")],
  holds="http://localhost:8080/realms/dockside", look="8080")

# ---------------------------------------------------------------- 002
S(2, "kotlin-value-escape", "paraphrase", "renamed_identifier", "same_topic",
  ("Inject the max stops per route from config into RouteBuilder, the property is routing.max-stops.",
   r"""```kotlin
@Component
class RouteBuilder(
    @Value("${routing.max-stops}") private val maxStops: Int,
    private val matrixClient: DistanceMatrixClient,
) {
    fun build(stops: List<Stop>): List<Route> =
        stops.chunked(maxStops).map { chunk -> Route(chunk, matrixClient.legsFor(chunk)) }
}
```""",
   r"""that won't compile in Kotlin, "${" starts a string template. You have to escape the dollar: "\${routing.max-stops}" """.strip(),
   r"""@Value("${routing.max-stops}")""", r"""@Value("\${routing.max-stops}")"""),
  ("EdiPoller needs the poll interval from dockside.edi.poll-interval-seconds as a constructor param, can you write it?",
   r"""```kotlin
@Component
class EdiPoller(
    @Value("${dockside.edi.poll-interval-seconds}") private val pollIntervalSeconds: Long,
    private val sftp: SftpSessionFactory,
) {
    @Scheduled(fixedDelayString = "PT1M")
    fun poll() = sftp.listNew("/edi/in").forEach(::enqueue)
}
```""",
   [r"""@Value("\${dockside.edi.poll-interval-seconds}")"""],
   [r"""@Value("${dockside.edi.poll-interval-seconds}")"""]),
  ("Can I bind all the routing.* properties into one typed class instead of a pile of constructor params?",
   r"""Yes, with `@ConfigurationProperties`:

```kotlin
@ConfigurationProperties(prefix = "routing")
data class RoutingProperties(
    val maxStops: Int = 40,
    val serviceTimeMinutes: Int = 6,
)
```
Register it with `@EnableConfigurationProperties(RoutingProperties::class)` on the application class. Relaxed binding maps `routing.max-stops` to `maxStops`, and on Boot 3 a data class is constructor-bound without any extra annotation."""),
  [(r"""@Value("${dockside.edi.poll-interval-seconds}")""",
    r"""@Value("\${dockside.edi.poll-interval-seconds}")""")])

# ---------------------------------------------------------------- 003
S(3, "jakarta-imports", "paraphrase", "other_identifier", "already_correct",
  ("Write a JPA entity for the depot table in routeplanner (id, code, name, timezone).",
   r"""```kotlin
import javax.persistence.Entity
import javax.persistence.Id
import javax.persistence.Table

@Entity
@Table(name = "depot", schema = "wms")
class Depot(
    @Id val id: Long,
    val code: String,
    val name: String,
    val timezone: String,
)
```""",
   "We're on Spring Boot 3.3, so it's jakarta.persistence, not javax.persistence. The javax ones aren't even on the classpath anymore.",
   "javax.persistence", "jakarta.persistence"),
  ("Add an entity for route_stop with a ManyToOne to Route.",
   r"""```kotlin
import javax.persistence.Entity
import javax.persistence.FetchType
import javax.persistence.GeneratedValue
import javax.persistence.Id
import javax.persistence.JoinColumn
import javax.persistence.ManyToOne
import javax.persistence.Table

@Entity
@Table(name = "route_stop", schema = "wms")
class RouteStop(
    @Id @GeneratedValue val id: Long? = null,
    val sequence: Int,
    @ManyToOne(fetch = FetchType.LAZY) @JoinColumn(name = "route_id") val route: Route,
)
```""",
   ["import jakarta.persistence.ManyToOne"], ["javax.persistence"]),
  ("Add optimistic locking to the Route entity, two planners keep overwriting each other.",
   r"""Add a version column and let Hibernate check it on every update:

```kotlin
import jakarta.persistence.Version

// inside Route
@Version
var version: Long = 0
```
A stale save then throws `OptimisticLockException`, which you can map to a 409 in the controller advice. The column needs a migration: `ALTER TABLE wms.route ADD COLUMN version bigint NOT NULL DEFAULT 0;`"""),
  [("javax.persistence", "jakarta.persistence")],
  holds="import jakarta.persistence.Version")

# ---------------------------------------------------------------- 004
S(4, "spring-profile-names", "literal", "other_identifier", "unrelated",
  ("Which Spring profile does routeplanner need in the prod ECS task definition?",
   r"""Set it through the container environment:

```json
"environment": [
  { "name": "SPRING_PROFILES_ACTIVE", "value": "prod" },
  { "name": "JAVA_TOOL_OPTIONS", "value": "-XX:MaxRAMPercentage=75" }
]
```
Spring then layers that profile's YAML over `application.yaml`.""",
   "our profiles are region-prefixed: eun1-prod (and euc1-prod for the DR side). there is no plain prod profile",
   '{ "name": "SPRING_PROFILES_ACTIVE", "value": "prod" }',
   '{ "name": "SPRING_PROFILES_ACTIVE", "value": "eun1-prod" }'),
  ("How do I start the routeplanner jar on my laptop with the prod config to reproduce a bug? I have read-only DB creds.",
   r"""```sh
export SPRING_DATASOURCE_USERNAME=ro_debug
export SPRING_DATASOURCE_PASSWORD='...'
java -jar build/libs/routeplanner.jar --spring.profiles.active=prod --server.port=9084
```
The extra port keeps it from clashing with anything you already run locally.""",
   ["--spring.profiles.active=eun1-prod"], ["--spring.profiles.active=prod"]),
  ("What's the Kotlin idiom for grouping stops by the first three digits of the postcode?",
   r"""```kotlin
val byArea: Map<String, List<Stop>> = stops.groupBy { it.postcode.take(3) }
```
Use `groupingBy { it.postcode.take(3) }.eachCount()` if you only need the counts; it doesn't build the intermediate lists."""),
  [("--spring.profiles.active=prod", "--spring.profiles.active=eun1-prod")])

# ---------------------------------------------------------------- 005
S(5, "jvm-toolchain", "paraphrase", "equivalent_construct", "same_topic",
  ("Set the JVM toolchain in routeplanner's build.gradle.kts.",
   r"""```kotlin
kotlin {
    jvmToolchain(17)
}
```
Gradle downloads a matching JDK through the foojay resolver plugin if none is installed.""",
   "we run on Corretto 21 in the image, toolchain should be 21",
   "jvmToolchain(17)", "jvmToolchain(21)"),
  ("The dockside-edi-model module is plain Java, no Kotlin plugin. How do I set its toolchain?",
   r"""Through the `java` extension:

```kotlin
java {
    toolchain {
        languageVersion.set(JavaLanguageVersion.of(17))
    }
}
```""",
   ["JavaLanguageVersion.of(21)"], ["JavaLanguageVersion.of(17)"]),
  ("How can I check which JDK Gradle actually picked for the toolchain?",
   r"""Run `./gradlew -q javaToolchains`: it lists every JDK Gradle detected and where it came from (auto-provisioned, SDKMAN, env var). Running a build with `--info` also logs which toolchain each compile task used."""),
  [("JavaLanguageVersion.of(17)", "JavaLanguageVersion.of(21)")])

# ---------------------------------------------------------------- 006
S(6, "actuator-management-port", "literal", "reworded", "already_correct",
  ("How do I check from the bastion whether a single routeplanner task is ready?",
   r"""Hit the readiness group on the task's private IP (from `aws ecs describe-tasks`):

`curl -s http://<task-ip>:8084/actuator/health/readiness`

It returns `{"status":"UP"}` once the task is ready; `OUT_OF_SERVICE` means it's still warming the distance-matrix cache.""",
   "close, but actuator runs on the management port, 8085, not 8084",
   ":8084/actuator", ":8085/actuator"),
  ("Is there a quick way to tell whether routeplanner's RabbitMQ connection is healthy on one particular task?",
   r"""Yes, through the `rabbit` health contributor: `curl -s http://<task-ip>:8084/actuator/health/rabbit` returns `UP` together with the broker version while the connection is open, and `DOWN` with the exception otherwise.""",
   [":8085/actuator/health/rabbit"], [":8084/actuator"]),
  ("Where does Prometheus scrape routeplanner's metrics from?",
   r"""From the management port: the ECS service-discovery job scrapes `http://<task-ip>:8085/actuator/prometheus` on every task every 30 seconds, and the job label comes out as `routeplanner`."""),
  [(":8084/actuator", ":8085/actuator")],
  holds=":8085/actuator/prometheus")

# ---------------------------------------------------------------- 007
S(7, "ortools-time-limit", "paraphrase", "renamed_identifier", "same_topic",
  ("In tourbatch's solve(), cap the OR-Tools search at 30 seconds per depot.",
   r"""```python
search_parameters = pywrapcp.DefaultRoutingSearchParameters()
search_parameters.first_solution_strategy = (
    routing_enums_pb2.FirstSolutionStrategy.PATH_CHEAPEST_ARC
)
search_parameters.local_search_metaheuristic = (
    routing_enums_pb2.LocalSearchMetaheuristic.GUIDED_LOCAL_SEARCH
)
search_parameters.time_limit = 30
solution = routing.SolveWithParameters(search_parameters)
```""",
   "time_limit is a protobuf Duration, assigning an int to it throws. search_parameters.time_limit.seconds = 30 (or .FromSeconds(30)).",
   "search_parameters.time_limit = 30", "search_parameters.time_limit.seconds = 30"),
  ("For the re-optimisation path in tourbatch we want a 5 second budget. Write the parameter setup.",
   r"""```python
params = pywrapcp.DefaultRoutingSearchParameters()
params.first_solution_strategy = routing_enums_pb2.FirstSolutionStrategy.SAVINGS
params.time_limit = 5
params.log_search = False
```""",
   [r"re:params\.time_limit(\.seconds\s*=\s*5\b|\.FromSeconds\(5\))"], [r"re:params\.time_limit\s*=\s*\d"]),
  ("How do I make the solver print its progress while it searches?",
   r"""Set `search_parameters.log_search = True` before `SolveWithParameters`. OR-Tools then logs every improved solution with its cost and elapsed time to stderr, which ends up in the task's log stream."""),
  [("params.time_limit = 5", "params.time_limit.seconds = 5")])

# ---------------------------------------------------------------- 008
S(8, "pandas-append-removed", "paraphrase", "renamed_identifier", "lookalike",
  ("tourbatch: after solving, add a synthetic depot-return row to the stops DataFrame for each route.",
   r"""```python
for route_id, depot in depots_by_route.items():
    depot_row = {"route_id": route_id, "stop_id": depot.code, "seq": 999,
                 "lat": depot.lat, "lon": depot.lon}
    stops = stops.append(depot_row, ignore_index=True)
```""",
   "DataFrame.append was removed in pandas 2.0 and we're on 2.2. Use pd.concat.",
   "stops = stops.append(depot_row, ignore_index=True)",
   "stops = pd.concat([stops, pd.DataFrame([depot_row])], ignore_index=True)"),
  ("Merge the late stops from the manual-overrides sheet into the planned stops frame before the export.",
   r"""```python
overrides_df = pd.read_excel(OVERRIDES_PATH, sheet_name="late_stops")
planned_df = planned_df.append(overrides_df, ignore_index=True)
planned_df = planned_df.sort_values(["route_id", "seq"])
```""",
   ["pd.concat(["], ["planned_df.append("]),
  ("Build the per-route summary rows in tourbatch and turn them into a DataFrame at the end.",
   r"""```python
rows = []
for route in solution_routes:
    rows.append({"route_id": route.id, "stops": len(route.stops), "km": route.distance_m / 1000})
summary = pd.DataFrame(rows)
```
Collecting plain dicts in a list and building the frame once is much faster than growing a DataFrame inside the loop."""),
  [("planned_df = planned_df.append(overrides_df, ignore_index=True)",
    "planned_df = pd.concat([planned_df, overrides_df], ignore_index=True)")],
  holds="rows.append(", look=".append(")

# ---------------------------------------------------------------- 009
S(9, "wms-export-semicolon", "literal", "reordered_args", "lookalike",
  ("Load the WMS stops export (stops_2024-06-12.csv) into pandas for tourbatch.",
   r"""```python
stops = pd.read_csv(
    "exports/stops_2024-06-12.csv",
    sep=",",
    encoding="utf-8",
    dtype={"postcode": str},
)
```
Keeping `postcode` as a string preserves leading zeros.""",
   "The WMS exports are semicolon-separated, so sep=\";\"",
   'sep=","', 'sep=";"'),
  ("Same for the returns export, but I only want order_id, postcode and weight_kg.",
   r"""```python
returns = pd.read_csv(
    "exports/returns_2024-06-12.csv",
    usecols=["order_id", "postcode", "weight_kg"],
    dtype={"postcode": str},
    sep=",",
)
```""",
   ['sep=";"'], ['sep=","']),
  ("Read the rate card Keystone Freight emailed us (rates_q3.csv) into a DataFrame.",
   r"""Their file is a plain US export, comma-separated with a dot as decimal mark:

```python
rates = pd.read_csv("inbox/rates_q3.csv", sep=",", dtype={"origin_zip3": str, "dest_zip3": str})
```
The zip3 columns stay strings so `"010"` doesn't turn into `10`."""),
  [('sep=","', 'sep=";"')],
  holds='pd.read_csv("inbox/rates_q3.csv", sep=","', look='sep=","')

# ---------------------------------------------------------------- 010
S(10, "postgis-makepoint-order", "paraphrase", "reordered_args", "same_topic",
  ("Insert the new Uppsala cross-dock (lat 59.8586, lon 17.6389) into wms.depot.",
   r"""```sql
INSERT INTO wms.depot (code, name, timezone, location)
VALUES ('UPP-1', 'Uppsala cross-dock', 'Europe/Stockholm',
        ST_SetSRID(ST_MakePoint(59.8586, 17.6389), 4326));
```""",
   "ST_MakePoint takes x then y, so longitude first: ST_MakePoint(17.6389, 59.8586).",
   "ST_MakePoint(59.8586, 17.6389)", "ST_MakePoint(17.6389, 59.8586)"),
  ("List the customer stops within 2 km of the Gothenburg central terminal (57.7089 N, 11.9746 E).",
   r"""```sql
SELECT s.stop_id, s.address
FROM wms.customer_stop s
WHERE ST_DWithin(
  s.location::geography,
  ST_SetSRID(ST_MakePoint(57.7089, 11.9746), 4326)::geography,
  2000
);
```""",
   ["ST_MakePoint(11.9746, 57.7089)"], ["ST_MakePoint(57.7089, 11.9746)"]),
  ("How do I get lat and lon back out of a depot's location for the API response?",
   r"""```sql
SELECT code, ST_Y(location) AS lat, ST_X(location) AS lon
FROM wms.depot;
```
For a WGS84 point X is the longitude and Y the latitude."""),
  [("ST_MakePoint(57.7089, 11.9746)", "ST_MakePoint(11.9746, 57.7089)")])

# ---------------------------------------------------------------- 011
S(11, "postgis-geography-metres", "paraphrase", "equivalent_construct", "already_correct",
  ("Find all depots within 50 km of a given stop; the stop id is a parameter.",
   r"""```sql
SELECT d.code, d.name
FROM wms.depot d
JOIN wms.customer_stop s ON s.stop_id = :stop_id
WHERE ST_DWithin(d.location, s.location, 50000);
```""",
   "isn't location a geometry in 4326? then that distance is in degrees, and 50000 degrees matches everything. cast both to geography",
   "ST_DWithin(d.location, s.location, 50000)",
   "ST_DWithin(d.location::geography, s.location::geography, 50000)"),
  ("Give me the distance in metres from every depot to stop 88412.",
   r"""```sql
SELECT d.code, ST_Distance(d.location, s.location) AS distance_m
FROM wms.depot d
CROSS JOIN wms.customer_stop s
WHERE s.stop_id = 88412
ORDER BY distance_m;
```""",
   [r"re:ST_Distance\(\s*d\.location::geography,\s*s\.location::geography\s*\)"],
   ["ST_Distance(d.location, s.location)"]),
  ("Which stops are within 300 m of the Malmö depot?",
   r"""```sql
SELECT s.stop_id, s.address
FROM wms.customer_stop s
JOIN wms.depot d ON d.code = 'MMA-1'
WHERE ST_DWithin(s.location::geography, d.location::geography, 300);
```
The geography casts make the 300 a distance in metres on the spheroid."""),
  [("ST_Distance(d.location, s.location)", "ST_Distance(d.location::geography, s.location::geography)")],
  holds="ST_DWithin(s.location::geography, d.location::geography, 300)",
  right=[r"re:ST_DWithin\(s\.location::geography, d\.location::geography, 300\)"])

# ---------------------------------------------------------------- 012
S(12, "pgbouncer-app-connections", "literal", "code_block", "lookalike",
  ("What's the datasource URL for routeplanner in application-eun1-prod.yaml?",
   r"""```yaml
spring:
  datasource:
    url: jdbc:postgresql://whdb-primary.db.norrlast.net:5432/whdb?currentSchema=wms
    username: routeplanner
    hikari:
      maximum-pool-size: 10
```""",
   "Apps go through pgbouncer: whdb-pool.db.norrlast.net:6432. The primary on 5432 is only for Flyway.",
   "whdb-primary.db.norrlast.net:5432", "whdb-pool.db.norrlast.net:6432"),
  ("tourbatch reads the stops through SQLAlchemy. What's the engine setup for prod?",
   r"""```python
engine = create_engine(
    "postgresql+psycopg://tourbatch@whdb-primary.db.norrlast.net:5432/whdb",
    pool_pre_ping=True,
    connect_args={"options": "-c search_path=wms"},
)
```
The password comes from `PGPASSWORD`, which the task definition injects from Secrets Manager.""",
   ["whdb-pool.db.norrlast.net:6432"], ["whdb-primary.db.norrlast.net:5432"]),
  ("Where does Flyway connect when the migrate step runs in the deploy pipeline?",
   r"""```yaml
spring:
  flyway:
    url: jdbc:postgresql://whdb-primary.db.norrlast.net:5432/whdb
    user: whdb_migrator
    schemas: wms
```
Migrations go straight to the primary: DDL and Flyway's advisory lock don't work through pgbouncer's transaction pooling."""),
  [("whdb-primary.db.norrlast.net:5432", "whdb-pool.db.norrlast.net:6432")],
  holds="url: jdbc:postgresql://whdb-primary.db.norrlast.net:5432/whdb", look="whdb-primary.db.norrlast.net:5432")

# ---------------------------------------------------------------- 013
S(13, "wms-schema", "paraphrase", "renamed_identifier", "unrelated",
  ("Create a table for the pallet dimensions per SKU (sku, length_mm, width_mm, height_mm, weight_g).",
   r"""```sql
CREATE TABLE public.sku_dimensions (
  sku        text PRIMARY KEY,
  length_mm  integer NOT NULL,
  width_mm   integer NOT NULL,
  height_mm  integer NOT NULL,
  weight_g   integer NOT NULL
);
```""",
   "nothing of ours goes in public, that's just where postgis lives. wms.sku_dimensions",
   "public.sku_dimensions", "wms.sku_dimensions"),
  ("I need a table that logs each dock door's open and close events (door_id, opened_at, closed_at).",
   r"""```sql
CREATE TABLE public.dock_door_event (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  door_id    text NOT NULL,
  opened_at  timestamptz NOT NULL,
  closed_at  timestamptz
);
```""",
   ["CREATE TABLE wms.dock_door_event"], ["public.dock_door_event"]),
  ("What does the slack argument of AddDimension mean in OR-Tools?",
   r"""Slack is how much a cumul variable may grow at a node beyond the transit into it. For a time dimension it is waiting time: with a slack of 30, a vehicle may wait up to 30 minutes at a stop, for example for a delivery window to open. For capacity dimensions it is usually 0, since load cannot appear from nowhere."""),
  [("public.dock_door_event", "wms.dock_door_event")])

# ---------------------------------------------------------------- 014
S(14, "zone-srid", "literal", "casing", "lookalike",
  ("Create a table for the delivery zone polygons of each depot.",
   r"""```sql
CREATE TABLE wms.delivery_zone (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  depot_code text NOT NULL REFERENCES wms.depot (code),
  name       text NOT NULL,
  boundary   geometry(Polygon, 4326) NOT NULL
);
```""",
   "Zones are stored in SWEREF99 TM, not WGS84: geometry(Polygon, 3006). That way ST_Area and ST_Buffer come out in metres.",
   "geometry(Polygon, 4326)", "geometry(Polygon, 3006)"),
  ("Add a second boundary column to delivery_zone for the winter road plan.",
   r"""```sql
ALTER TABLE wms.delivery_zone
  ADD COLUMN winter_boundary GEOMETRY(POLYGON, 4326);
```
Leave it nullable; only the northern depots have a winter plan.""",
   [r"re:(?i)geometry\(polygon,\s*3006\)"], [r"re:(?i)geometry\(polygon,\s*4326\)"]),
  ("Create the table for the truck GPS pings from the telematics feed.",
   r"""```sql
CREATE TABLE wms.truck_ping (
  truck_id    text NOT NULL,
  recorded_at timestamptz NOT NULL,
  position    geometry(Point, 4326) NOT NULL,
  speed_kmh   real
);
```
The telematics units send raw WGS84 latitude and longitude, so pings stay in 4326; transform them to 3006 only when you compare them with zones."""),
  [("GEOMETRY(POLYGON, 4326)", "GEOMETRY(POLYGON, 3006)")],
  holds="position    geometry(Point, 4326) NOT NULL", look="4326")

# ---------------------------------------------------------------- 015
S(15, "gist-index", "literal", "casing", "lookalike",
  ("Add a spatial index on delivery_zone.boundary.",
   r"""```sql
CREATE INDEX delivery_zone_boundary_idx ON wms.delivery_zone USING btree (boundary);
```
Build it `CONCURRENTLY` in prod if the table has grown large.""",
   "btree on a geometry column? I'm fairly sure that has to be gist",
   "USING btree (boundary)", "USING gist (boundary)"),
  ("Index the boundary column on wms.depot_yard too, the gate app does ST_Contains lookups on it.",
   r"""```sql
CREATE INDEX CONCURRENTLY depot_yard_boundary_idx ON wms.depot_yard USING BTREE (boundary);
```""",
   [r"re:(?i)using gist \(boundary\)"], [r"re:(?i)using\s+btree\s*\(boundary\)"]),
  ("Index customer_stop by postcode, the planners filter on it all day.",
   r"""```sql
CREATE INDEX CONCURRENTLY customer_stop_postcode_idx ON wms.customer_stop USING btree (postcode);
```
A plain B-tree is right here: equality and prefix lookups on a text column."""),
  [("USING BTREE (boundary)", "USING GIST (boundary)")],
  holds="USING btree (postcode)", look="USING btree (")
