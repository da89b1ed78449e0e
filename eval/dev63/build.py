#!/usr/bin/env python3
"""Build dev63: 60 teach -> repeat -> control scenarios about JVM backend services.

    python3 build.py

Validates every scenario (ids, enums, counts, checks, fixes, holds, no duplicated
text) and only then writes scenarios.jsonl and README.md next to this file.
Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "dev63"
PREFIX = "d63"
THEME = ("JVM backend services: Java and Kotlin, Spring Boot, Gradle and Maven, JUnit, Jackson, "
         "Hibernate/JPA, Kafka clients, and one team's own modules, properties, ports, versions and conventions")

DIFFICULTY = {"literal": (25, 31), "paraphrase": (16, 22), "semantic": (10, 16)}
CONTROL = {"lookalike": (29, 35), "same_topic": (13, 19), "already_correct": (7, 11), "unrelated": (2, 4)}
VARIATION = {"reworded": (13, 17), "code_block": (16, 20), "casing": (2, 8), "identifier": (2, 8),
             "renamed_identifier": (2, 8), "reordered_args": (2, 8), "equivalent_construct": (2, 8),
             "prose_claim": (2, 8)}

SCENARIOS = []


def S(n, topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    tq, to, tm, gw, gr = teach
    rq, ro, rc, ra = repeat
    cq, co = control
    SCENARIOS.append({
        "id": "%s-%03d" % (PREFIX, n), "topic": topic, "difficulty": difficulty,
        "repeat_variation": variation, "control_kind": control_kind,
        "teach": {"query": tq, "output": to, "message": tm, "gold_wrong": gw, "gold_right": gr},
        "repeat": {"query": rq, "output": ro, "expect_contains": rc, "expect_absent": ra},
        "control": {"query": cq, "output": co},
        "fix": fix, "holds": holds,
    })


# ---------------------------------------------------------------- 001
S(1, "internal-maven-repo", "literal", "code_block", "lookalike",
  ("How do I point the Gradle build at our Nexus so it can resolve platform-bom?",
   """\
Declare the repository once in `settings.gradle.kts` so every module uses it:

```kotlin
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        maven {
            name = "nexus"
            url = uri("https://nexus.ledgerly.internal/repository/maven-releases/")
            credentials(PasswordCredentials::class)
        }
    }
}
```

Gradle then reads `nexusUsername` and `nexusPassword` from `~/.gradle/gradle.properties`.""",
   "Resolve through maven-public, not maven-releases. Releases is only the hosted repo we publish into, it doesn't proxy Central, so half the dependencies won't resolve.",
   "https://nexus.ledgerly.internal/repository/maven-releases/",
   "https://nexus.ledgerly.internal/repository/maven-public/"),
  ("What goes in ~/.m2/settings.xml so Maven downloads everything through Nexus?",
   """\
Add a mirror that catches every repository, plus a server entry with the same id for the credentials:

```xml
<settings>
  <mirrors>
    <mirror>
      <id>ledgerly-nexus</id>
      <mirrorOf>*</mirrorOf>
      <url>https://nexus.ledgerly.internal/repository/maven-releases/</url>
    </mirror>
  </mirrors>
  <servers>
    <server>
      <id>ledgerly-nexus</id>
      <username>${env.NEXUS_USER}</username>
      <password>${env.NEXUS_PASSWORD}</password>
    </server>
  </servers>
</settings>
```""",
   ["<url>https://nexus.ledgerly.internal/repository/maven-public/</url>"],
   ["maven-releases"]),
  ("How do I set up publishing of ledger-client to Nexus with Gradle?",
   """\
Use `maven-publish` and pick the target repository by version:

```kotlin
publishing {
    publications {
        create<MavenPublication>("lib") { from(components["java"]) }
    }
    repositories {
        maven {
            name = "nexus"
            val releases = uri("https://nexus.ledgerly.internal/repository/maven-releases/")
            val snapshots = uri("https://nexus.ledgerly.internal/repository/maven-snapshots/")
            url = if (version.toString().endsWith("SNAPSHOT")) snapshots else releases
            credentials(PasswordCredentials::class)
        }
    }
}
```

CI runs `./gradlew publish` on tags only."""),
  [("repository/maven-releases/", "repository/maven-public/")],
  holds="repository/maven-releases/")

# ---------------------------------------------------------------- 002
S(2, "service-port", "literal", "reworded", "lookalike",
  ("What port does invoice-service come up on when I run it locally?",
   "After `./gradlew :invoice-service:bootRun` it listens on http://localhost:8080; `server.port` is set in `application-local.yml`, and bootRun activates the `local` profile by default.",
   "invoice-service is on 8086 locally. 8080 is the gateway in our compose stack.",
   "localhost:8080", "localhost:8086"),
  ("I started invoice-service from IntelliJ, what URL do I hit to create a test invoice?",
   "POST to http://localhost:8080/api/v1/invoices with a JSON body like `{\"customerId\": \"c-1001\", \"amountMinor\": 12500, \"currency\": \"EUR\"}`; the response carries the new invoice id in the `Location` header.",
   ["http://localhost:8086/api/v1/invoices"],
   ["localhost:8080"]),
  ("Where does the API gateway listen in the compose stack?",
   "The gateway is published on http://localhost:8080 and routes `/api/v1/invoices/**` to invoice-service and `/api/v1/payouts/**` to payout-service, so from the browser you only need that one address."),
  [("localhost:8080", "localhost:8086")],
  holds="http://localhost:8080")

# ---------------------------------------------------------------- 003
S(3, "management-port", "paraphrase", "equivalent_construct", "same_topic",
  ("Put actuator on a separate port for the Kubernetes probes in settlement-service.",
   """\
In `application.yml`:

```yaml
management:
  server:
    port: 8081
  endpoint:
    health:
      probes:
        enabled: true
  endpoints:
    web:
      exposure:
        include: health,info,prometheus
```

The probes then live at `/actuator/health/liveness` and `/actuator/health/readiness` on the management port, and the main port only serves the API.""",
   "All our services use 9091 as the management port, not 8081 — the ServiceMonitor and NetworkPolicy templates assume it.",
   "port: 8081", "port: 9091"),
  ("Can I set the actuator port from the Deployment env instead of application.yml?",
   """\
Yes, relaxed binding maps an environment variable onto it:

```yaml
containers:
  - name: settlement-service
    env:
      - name: MANAGEMENT_SERVER_PORT
        value: "8081"
    ports:
      - name: http
        containerPort: 8080
      - name: management
        containerPort: 8081
```

Then point the probes' `httpGet.port` at `management`.""",
   ['value: "9091"', "containerPort: 9091"],
   ["8081"]),
  ("Which actuator endpoints do we expose over HTTP?",
   "Only `health`, `info` and `prometheus` (`management.endpoints.web.exposure.include=health,info,prometheus`); `env`, `beans` and the rest stay off over HTTP."),
  [('value: "8081"', 'value: "9091"'), ("containerPort: 8081", "containerPort: 9091")])

# ---------------------------------------------------------------- 004
S(4, "kafka-bootstrap", "literal", "code_block", "lookalike",
  ("Bootstrap servers for the billing consumer in prod?",
   "`spring.kafka.bootstrap-servers=kafka.prod.ledgerly.internal:9092`, together with `spring.kafka.security.protocol=SASL_SSL` and `spring.kafka.properties.sasl.mechanism=SCRAM-SHA-512`; the JAAS config comes from the `kafka-billing` secret.",
   "The SASL_SSL listener is on 9094. 9092 is plaintext and blocked from the app namespaces.",
   "kafka.prod.ledgerly.internal:9092", "kafka.prod.ledgerly.internal:9094"),
  ("Write the Kotlin producer properties for the payout events producer in prod.",
   """\
```kotlin
val props = Properties().apply {
    put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka.prod.ledgerly.internal:9092")
    put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer::class.java)
    put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, KafkaAvroSerializer::class.java)
    put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SASL_SSL")
    put(SaslConfigs.SASL_MECHANISM, "SCRAM-SHA-512")
    put(SaslConfigs.SASL_JAAS_CONFIG, jaasConfig)
}
```

`jaasConfig` is read from the mounted secret at startup.""",
   ['"kafka.prod.ledgerly.internal:9094"'],
   [":9092"]),
  ("What bootstrap address do I use against the docker-compose Kafka?",
   "The compose stack runs a single broker with a PLAINTEXT listener, so `spring.kafka.bootstrap-servers=localhost:9092` and no SASL settings at all."),
  [("kafka.prod.ledgerly.internal:9092", "kafka.prod.ledgerly.internal:9094")],
  holds="localhost:9092")

# ---------------------------------------------------------------- 005
S(5, "java-toolchain", "literal", "code_block", "already_correct",
  ("Add the Java toolchain to our build-logic convention plugin.",
   """\
In `build-logic/src/main/kotlin/ledgerly.java-conventions.gradle.kts`:

```kotlin
plugins {
    java
}

java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(17)
        vendor = JvmVendorSpec.ADOPTIUM
    }
}

tasks.withType<JavaCompile>().configureEach {
    options.compilerArgs.add("-parameters")
}
```""",
   "We moved everything to Java 21 last quarter, the toolchain has to be 21 or the virtual-thread code won't compile.",
   "JavaLanguageVersion.of(17)", "JavaLanguageVersion.of(21)"),
  ("The new reconciliation-job module doesn't use the conventions plugin yet; give me its java block.",
   """\
```kotlin
java {
    toolchain {
        languageVersion.set(JavaLanguageVersion.of(17))
    }
    withSourcesJar()
}
```

Once it moves to `id("ledgerly.java-conventions")` you can drop this block.""",
   ["JavaLanguageVersion.of(21)"],
   ["JavaLanguageVersion.of(17)"]),
  ("Do I have to configure the test task separately to use the toolchain JDK?",
   "No. With `java.toolchain.languageVersion = JavaLanguageVersion.of(21)` set, Gradle gives `Test` tasks a launcher for that toolchain automatically; you'd only call `javaToolchains.launcherFor { }` to run tests on a different JDK."),
  [("JavaLanguageVersion.of(17)", "JavaLanguageVersion.of(21)")],
  holds="JavaLanguageVersion.of(21)")

# ---------------------------------------------------------------- 006
S(6, "spring-boot-version", "literal", "reworded", "lookalike",
  ("Which Spring Boot version does platform-bom 4.7.0 bring in?",
   "platform-bom 4.7.0 imports Spring Boot 3.2.5, Spring Cloud 2024.0.0 and Testcontainers 1.20.4, so leave the versions off those dependencies and let the BOM decide.",
   "It's Boot 3.4.1 in 4.7.0, we bumped it together with Spring Cloud 2024.0.",
   "Spring Boot 3.2.5", "Spring Boot 3.4.1"),
  ("Can I use @ServiceConnection in our tests, or is our Boot too old?",
   "You can: services get Spring Boot 3.2.5 through platform-bom, and `@ServiceConnection` has been there since 3.1, so the `@DynamicPropertySource` methods can go.",
   ["Spring Boot 3.4.1"],
   ["3.2.5"]),
  ("Which surefire and failsafe versions does platform-parent pin?",
   "Both `maven-surefire-plugin` and `maven-failsafe-plugin` are pinned to 3.2.5 in platform-parent's `pluginManagement`, which runs the JUnit Platform without any extra provider dependency."),
  [("Spring Boot 3.2.5", "Spring Boot 3.4.1")],
  holds="3.2.5")

# ---------------------------------------------------------------- 007
S(7, "parent-pom-coordinates", "literal", "code_block", "same_topic",
  ("What parent should a new Maven service inherit from?",
   """\
Inherit from the platform parent; it brings the BOM, plugin versions and the enforcer rules:

```xml
<parent>
  <groupId>com.ledgerly</groupId>
  <artifactId>platform-parent</artifactId>
  <version>4.7.0</version>
  <relativePath/>
</parent>
```""",
   "groupId for the parent is com.ledgerly.platform. Plain com.ledgerly was the 3.x line and isn't published any more.",
   "<groupId>com.ledgerly</groupId>", "<groupId>com.ledgerly.platform</groupId>"),
  ("Turn the settlement-service pom into a child of our parent.",
   """\
```xml
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent>
    <groupId>com.ledgerly</groupId>
    <artifactId>platform-parent</artifactId>
    <version>4.7.0</version>
    <relativePath/>
  </parent>
  <groupId>com.ledgerly.payments</groupId>
  <artifactId>settlement-service</artifactId>
  <version>0.1.0-SNAPSHOT</version>
</project>
```

Remove the `<dependencyManagement>` block you had; the parent covers it.""",
   ["<groupId>com.ledgerly.platform</groupId>"],
   ["<groupId>com.ledgerly</groupId>"]),
  ("How do I override a dependency version that platform-parent manages?",
   "Override the property the parent uses instead of redeclaring the dependency, e.g. `<jackson-bom.version>2.17.2</jackson-bom.version>` in your `<properties>`; the BOM import picks it up."),
  [("<groupId>com.ledgerly</groupId>", "<groupId>com.ledgerly.platform</groupId>")])

# ---------------------------------------------------------------- 008
S(8, "config-properties-prefix", "paraphrase", "renamed_identifier", "lookalike",
  ("Write a @ConfigurationProperties class for the payout retry settings.",
   """\
```java
@ConfigurationProperties(prefix = "payments.payout.retry")
public record PayoutRetryProperties(
        @DefaultValue("5") int maxAttempts,
        @DefaultValue("2s") Duration initialBackoff) {
}
```

Register it with `@ConfigurationPropertiesScan` on the application class.""",
   "Our own properties always sit under the ledgerly. prefix, so this should be ledgerly.payments.payout.retry.",
   'prefix = "payments.payout.retry"', 'prefix = "ledgerly.payments.payout.retry"'),
  ("I need a typed config class for the FX rate cache TTL and size.",
   """\
```java
@ConfigurationProperties(prefix = "payments.fx.cache")
public record FxCacheProperties(
        @DefaultValue("PT5M") Duration ttl,
        @DefaultValue("1000") int maximumSize) {
}
```

and in `application.yml` set `ttl` and `maximum-size` under that prefix.""",
   ['prefix = "ledgerly.payments.fx.cache"'],
   ['prefix = "payments.']),
  ("Which topic does payout-service publish payout requests to?",
   "`payments.payout-requested.v1`, keyed by payout id, 24 partitions; the Avro schema lives in the `ledger-schemas` repo."),
  [('prefix = "payments.fx.cache"', 'prefix = "ledgerly.payments.fx.cache"')],
  holds="payments.payout-requested.v1")

# ---------------------------------------------------------------- 009
S(9, "topic-naming", "literal", "reworded", "same_topic",
  ("What should the topic for invoice-created events be called?",
   "Following the domain.event pattern: `billing.invoice_created`, 12 partitions, replication factor 3, `cleanup.policy=delete` with `retention.ms=604800000` (7 days).",
   "We use kebab-case plus a version suffix, so billing.invoice-created.v1. Kafka also warns about mixing dots and underscores because they collide in metric names.",
   "billing.invoice_created", "billing.invoice-created.v1"),
  ("Which topic should the dunning consumer subscribe to for new invoices?",
   "Subscribe to `billing.invoice_created` with group id `dunning-service`, and set `auto-offset-reset: earliest` so the first deployment also picks up invoices created before it existed.",
   ["billing.invoice-created.v1"],
   ["invoice_created"]),
  ("What's the topic for refund events?",
   "`billing.refund-issued.v1`. It's compacted on refund id, so a new consumer can rebuild the current state of every refund from the start."),
  [("billing.invoice_created", "billing.invoice-created.v1")])

# ---------------------------------------------------------------- 010
S(10, "spring-profile-name", "paraphrase", "equivalent_construct", "lookalike",
  ("How do I run order-service locally against the staging config?",
   "Run `SPRING_PROFILES_ACTIVE=staging ./gradlew :order-service:bootRun`. The staging datasource password comes from Vault, so do a `vault login -method=oidc` first.",
   "the profile is stg, not staging. there's no application-staging.yml.",
   "SPRING_PROFILES_ACTIVE=staging", "SPRING_PROFILES_ACTIVE=stg"),
  ("My @SpringBootTest should load the staging Kafka settings, what annotation do I add?",
   """\
```java
@SpringBootTest
@ActiveProfiles("staging")
@Tag("manual")
class StagingKafkaSmokeTest {
```

The `manual` tag keeps it out of the CI test task.""",
   ['@ActiveProfiles("stg")'],
   ['@ActiveProfiles("staging")']),
  ("What's the staging Kafka bootstrap address?",
   "`kafka.staging.ledgerly.internal:9094` over SASL_SSL; same SCRAM username as prod, with its own password under the staging path in Vault."),
  [('@ActiveProfiles("staging")', '@ActiveProfiles("stg")')],
  holds="kafka.staging.ledgerly.internal:9094")

# ---------------------------------------------------------------- 011
S(11, "junit5-before-each", "literal", "identifier", "lookalike",
  ("Convert this LedgerServiceTest setup to JUnit 5.",
   """\
```java
import org.junit.jupiter.api.Test;

class LedgerServiceTest {

    private LedgerService service;

    @Before
    void setUp() {
        service = new LedgerService(new InMemoryLedgerRepository());
    }

    @Test
    void postsBalancedEntry() {
        var entry = service.post(Entry.debit("cash", 100).credit("revenue", 100));
        assertThat(entry.isBalanced()).isTrue();
    }
}
```""",
   "@Before is the JUnit 4 annotation. In Jupiter it's @BeforeEach.",
   "@Before", "@BeforeEach"),
  ("JUnit 5 test for FxRateClient with a MockWebServer started before every test.",
   """\
```java
class FxRateClientTest {

    private MockWebServer server;
    private FxRateClient client;

    @Before
    void startServer() throws IOException {
        server = new MockWebServer();
        server.start();
        client = new FxRateClient(server.url("/").toString());
    }

    @AfterEach
    void stopServer() throws IOException {
        server.shutdown();
    }
}
```""",
   ["@BeforeEach"],
   [r"re:@Before(?![A-Za-z])"]),
  ("Start the Kafka Testcontainer once for the whole test class.",
   """\
```java
class LedgerEventsKafkaIT {

    static KafkaContainer kafka = new KafkaContainer(DockerImageName.parse("confluentinc/cp-kafka:7.6.1"));

    @BeforeAll
    static void startKafka() {
        kafka.start();
    }
}
```

`@BeforeAll` methods must be static unless the class uses `@TestInstance(Lifecycle.PER_CLASS)`."""),
  [("@Before\n", "@BeforeEach\n")],
  holds="@BeforeAll")

# ---------------------------------------------------------------- 012
S(12, "jakarta-namespace", "literal", "code_block", "lookalike",
  ("Write the JPA entity for the payout table, we're on Boot 3.",
   """\
```java
import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Table;

@Entity
@Table(name = "payout")
public class Payout {
    @Id
    private UUID id;

    @Column(name = "amount_minor", nullable = false)
    private long amountMinor;

    @Column(nullable = false, length = 3)
    private String currency;
}
```""",
   "Boot 3 is Jakarta EE, so those have to be jakarta.persistence imports; javax.persistence isn't even on the classpath any more.",
   "javax.persistence", "jakarta.persistence"),
  ("Add an entity for refunds with a many-to-one to Payout.",
   """\
```java
import javax.persistence.*;

@Entity
@Table(name = "refund")
public class Refund {
    @Id
    private UUID id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "payout_id")
    private Payout payout;

    @Column(name = "amount_minor", nullable = false)
    private long amountMinor;
}
```""",
   ["import jakarta.persistence.*;"],
   ["javax.persistence"]),
  ("Wrap the DataSource so every connection gets a statement timeout.",
   """\
```java
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

public class TimeoutDataSource extends DelegatingDataSource {
    public TimeoutDataSource(DataSource target) {
        super(target);
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection c = super.getConnection();
        try (Statement s = c.createStatement()) {
            s.execute("SET statement_timeout = '5s'");
        }
        return c;
    }
}
```

`javax.sql` is part of the JDK, so it stays `javax` on Boot 3."""),
  [("javax.persistence", "jakarta.persistence")],
  holds="import javax.sql.DataSource;")

# ---------------------------------------------------------------- 013
S(13, "gradle-compile-configuration", "paraphrase", "identifier", "lookalike",
  ("Add spring-kafka to the billing-worker build.",
   """\
```kotlin
dependencies {
    implementation(platform("com.ledgerly.platform:platform-bom:4.7.0"))
    implementation("org.springframework.boot:spring-boot-starter-web")
    compile("org.springframework.kafka:spring-kafka")
    testImplementation("org.springframework.kafka:spring-kafka-test")
}
```""",
   "compile was removed in Gradle 7 — on our 8.7 wrapper that line doesn't even configure. Use implementation.",
   'compile("org.springframework.kafka:spring-kafka")', 'implementation("org.springframework.kafka:spring-kafka")'),
  ("ledger-core needs Flyway and the Postgres driver, update its dependencies.",
   """\
```kotlin
dependencies {
    implementation("org.springframework.boot:spring-boot-starter-data-jpa")
    compile("org.flywaydb:flyway-core")
    implementation("org.flywaydb:flyway-database-postgresql")
    runtimeOnly("org.postgresql:postgresql")
}
```""",
   ['implementation("org.flywaydb:flyway-core")'],
   [r"re:(?m)^\s*compile\("]),
  ("Lombok setup for the legacy-batch module in Gradle?",
   """\
```kotlin
dependencies {
    compileOnly("org.projectlombok:lombok")
    annotationProcessor("org.projectlombok:lombok")
    testCompileOnly("org.projectlombok:lombok")
    testAnnotationProcessor("org.projectlombok:lombok")
}
```

Lombok is compile-time only, so it never ends up in the boot jar."""),
  [('compile("org.flywaydb:flyway-core")', 'implementation("org.flywaydb:flyway-core")')],
  holds='compileOnly("org.projectlombok:lombok")')

# ---------------------------------------------------------------- 014
S(14, "maven-also-make", "paraphrase", "reordered_args", "lookalike",
  ("Build just ledger-api and the modules it depends on with Maven.",
   "`mvn -pl ledger-api -amd clean install` — `-pl` selects the module and `-amd` pulls in the modules it depends on, so you don't build the whole reactor.",
   "-amd is also-make-dependents, i.e. the modules that depend on ledger-api. For its dependencies it's -am.",
   "-pl ledger-api -amd", "-pl ledger-api -am"),
  ("Maven: package settlement-core plus its upstream modules, skip tests.",
   "`mvn -amd -pl settlement-core -DskipTests package` builds settlement-core together with the reactor modules it needs.",
   [r"re:-am(?![a-z])"],
   ["-amd"]),
  ("I changed platform-events; how do I rebuild everything that uses it?",
   "`mvn -pl platform-events -amd install` builds platform-events and then every module that depends on it (`-amd` = also-make-dependents)."),
  [("-amd", "-am")],
  holds="-pl platform-events -amd")

# ---------------------------------------------------------------- 015
S(15, "hibernate-ddl-auto", "paraphrase", "equivalent_construct", "unrelated",
  ("JPA settings for the prod profile of ledger-core?",
   """\
```yaml
spring:
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: update
    properties:
      hibernate:
        jdbc:
          time_zone: UTC
```""",
   "Never update in prod, Flyway owns the schema. ddl-auto should be validate so Hibernate only checks the mapping.",
   "ddl-auto: update", "ddl-auto: validate"),
  ("The reporting module builds its EntityManagerFactory by hand for prod. Which JPA properties should it pass?",
   """\
```java
Map<String, Object> jpaProperties = Map.of(
        "hibernate.hbm2ddl.auto", "update",
        "hibernate.default_schema", "reporting",
        "hibernate.jdbc.time_zone", "UTC");
factory.setJpaPropertyMap(jpaProperties);
```""",
   ['"hibernate.hbm2ddl.auto", "validate"'],
   ['"update"']),
  ("Why does `a == b` sometimes work for two Long ids and sometimes not?",
   "`Long.valueOf` caches values from -128 to 127, so `==` compares the same cached objects for small ids and different objects above that. Use `a.equals(b)` or `Objects.equals(a, b)`."),
  [('"hibernate.hbm2ddl.auto", "update"', '"hibernate.hbm2ddl.auto", "validate"')])

# ---------------------------------------------------------------- 016
S(16, "jackson-jsr310-module", "literal", "code_block", "lookalike",
  ("Jackson throws 'Java 8 date/time type java.time.Instant not supported by default' in the CLI tool. What do I add?",
   "Add `com.fasterxml.jackson.datatype:jackson-datatype-jdk8` and register the module: `mapper.registerModule(new JavaTimeModule())`. Spring Boot does this for you, but the CLI builds its own `ObjectMapper`.",
   "JavaTimeModule is in jackson-datatype-jsr310; the jdk8 artifact is the Optional one.",
   "jackson-datatype-jdk8", "jackson-datatype-jsr310"),
  ("Which dependency gives me LocalDate support in the export-tool's Gradle build?",
   """\
```kotlin
dependencies {
    implementation("com.fasterxml.jackson.core:jackson-databind")
    // LocalDate / Instant support for the export files
    implementation("com.fasterxml.jackson.datatype:jackson-datatype-jdk8")
}
```

then `JsonMapper.builder().addModule(new JavaTimeModule()).build()`.""",
   ["com.fasterxml.jackson.datatype:jackson-datatype-jsr310"],
   ["jackson-datatype-jdk8"]),
  ("Optional<String> fields come out as {\"present\":true} in the CLI's JSON; fix?",
   "Register `Jdk8Module` from `jackson-datatype-jdk8` (`mapper.registerModule(new Jdk8Module())`); then an empty Optional is written as null and a present one as its value."),
  [("jackson-datatype-jdk8", "jackson-datatype-jsr310")],
  holds="jackson-datatype-jdk8")

# ---------------------------------------------------------------- 017
S(17, "kafka-offset-reset", "literal", "reworded", "unrelated",
  ("Consumer properties for the reconciliation job so a new group starts at the beginning?",
   """\
```properties
group.id=reconciliation-job
enable.auto.commit=false
auto.offset.reset=smallest
max.poll.records=200
```""",
   "smallest was the old 0.8 consumer's value. The Java client only takes earliest, latest or none, and throws a ConfigException on smallest.",
   "auto.offset.reset=smallest", "auto.offset.reset=earliest"),
  ("A new consumer group only sees messages produced after it started. How do I get the old ones too?",
   "That's `auto.offset.reset`: with no committed offsets the group starts at `latest`. Set it to `smallest` for the group (it only applies when there is no committed offset), or reset an existing group with `kafka-consumer-groups --reset-offsets --to-earliest --execute`.",
   ["`earliest`"],
   ["smallest"]),
  ("How do I make IntelliJ optimise imports on save?",
   "Settings → Tools → Actions on Save → tick 'Optimize imports'. For the wildcard threshold go to Editor → Code Style → Java → Imports and set 'Class count to use import with *' to 99."),
  [("Set it to `smallest`", "Set it to `earliest`")])

# ---------------------------------------------------------------- 018
S(18, "mockbean-deprecation", "semantic", "prose_claim", "same_topic",
  ("Is @MockBean still the way to mock a bean in our Boot 3.4 tests?",
   "Yes. `@MockBean` from `spring-boot-test` is not deprecated and is still the standard way to replace a bean with a Mockito mock in a `@SpringBootTest` or slice test.",
   "It is deprecated as of Boot 3.4 — the replacement is @MockitoBean from spring-test (org.springframework.test.context.bean.override.mockito).",
   "`@MockBean` from `spring-boot-test` is not deprecated and is still the standard way",
   "`@MockBean` is deprecated since Boot 3.4; the standard way is now `@MockitoBean` from spring-test"),
  ("Code review asks why I used @MockBean for LedgerClient in the new test. Is that fine?",
   "It's fine — `@MockBean` isn't deprecated, and it remains the usual way to swap `LedgerClient` for a Mockito mock in the application context.",
   ["@MockitoBean"],
   ["isn't deprecated"]),
  ("How do I spy on a real bean in a Spring test now?",
   "Annotate the field with `@MockitoSpyBean`; the real bean is wrapped in a Mockito spy, so you can `verify(...)` calls on it and stub single methods with `doReturn(...)`."),
  [("It's fine — `@MockBean` isn't deprecated, and it remains the usual way",
    "Change it — `@MockBean` is deprecated since Boot 3.4, and `@MockitoBean` is now the usual way")])

# ---------------------------------------------------------------- 019
S(19, "hikari-pool-size", "literal", "code_block", "same_topic",
  ("Datasource settings for ledger-core in prod?",
   """\
```yaml
spring:
  datasource:
    url: jdbc:postgresql://ledger-db.prod.ledgerly.internal:5432/ledger
    username: ledger_app
    hikari:
      max-pool-size: 20
      connection-timeout: 3000
```""",
   "max-pool-size doesn't bind to anything, Hikari's property is maximum-pool-size — with this you silently stay at the default of 10.",
   "max-pool-size: 20", "maximum-pool-size: 20"),
  ("The reporting pod runs out of DB connections, how do I raise the pool in application.properties?",
   """\
```properties
spring.datasource.hikari.max-pool-size=30
spring.datasource.hikari.minimum-idle=5
```

Keep the total across pods below the database's `max_connections`.""",
   ["spring.datasource.hikari.maximum-pool-size=30"],
   ["hikari.max-pool-size"]),
  ("How long does Hikari wait for a free connection before throwing?",
   "`connection-timeout`, 30000 ms by default; ledger-core sets `spring.datasource.hikari.connection-timeout: 3000` so requests fail fast instead of piling up."),
  [("hikari.max-pool-size=30", "hikari.maximum-pool-size=30")])

# ---------------------------------------------------------------- 020
S(20, "tenant-header", "literal", "casing", "lookalike",
  ("Write a servlet filter that reads the tenant from the request into the MDC.",
   """\
```java
@Component
public class TenantFilter extends OncePerRequestFilter {
    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String tenant = request.getHeader("X-Tenant-Id");
        try (var ignored = MDC.putCloseable("tenant", tenant)) {
            chain.doFilter(request, response);
        }
    }
}
```""",
   "Our header is X-Ledgerly-Tenant. The gateway strips X-Tenant-Id from inbound requests, so this would always be null.",
   "X-Tenant-Id", "X-Ledgerly-Tenant"),
  ("Call ledger-api from payout-service with WebClient and forward the tenant.",
   """\
```java
return webClient.get()
        .uri("/api/v1/accounts/{id}/balance", accountId)
        .header("x-tenant-id", tenantId)
        .retrieve()
        .bodyToMono(Balance.class);
```""",
   [r're:(?i)"x-ledgerly-tenant"'],
   [r"re:(?i)x-tenant-id"]),
  ("What headers does the Northwind Bank sandbox expect on payout calls?",
   "Their sandbox wants `Authorization: Bearer <token>` and `X-Tenant-Id: LDG-0042` (our partner id on their side) on every request, plus an `Idempotency-Key` for POSTs."),
  [('"x-tenant-id"', '"X-Ledgerly-Tenant"')],
  holds="X-Tenant-Id: LDG-0042")

# ---------------------------------------------------------------- 021
S(21, "flyway-location", "literal", "reworded", "already_correct",
  ("Where do database migrations go in billing-service?",
   "Put them in `src/main/resources/db/migration` named `V<version>__<description>.sql`; Flyway runs them on startup before JPA validates the schema.",
   "We set spring.flyway.locations=classpath:db/migration/{vendor}, so they go in db/migration/postgres. Files directly in db/migration are ignored.",
   "`src/main/resources/db/migration`", "`src/main/resources/db/migration/postgres`"),
  ("I need a migration adding due_date to invoice — what's the file path?",
   "Create `src/main/resources/db/migration/V42__add_invoice_due_date.sql` containing `ALTER TABLE invoice ADD COLUMN due_date date;` and restart the service; Flyway applies it before JPA validation.",
   ["db/migration/postgres/V42__add_invoice_due_date.sql"],
   [r"re:db/migration/(?!postgres/)"]),
  ("Where should a migration that uses a Postgres-only feature go?",
   "In `src/main/resources/db/migration/postgres`. With `{vendor}` in `spring.flyway.locations`, Flyway only loads that folder when it talks to PostgreSQL."),
  [("db/migration/V42", "db/migration/postgres/V42")],
  holds="db/migration/postgres")

# ---------------------------------------------------------------- 022
S(22, "gradle-test-filter", "paraphrase", "reworded", "lookalike",
  ("Run only JournalEntryTest in ledger-core with Gradle.",
   "`./gradlew :ledger-core:test -Dtest=JournalEntryTest` — add `--info` if you want to see the test output in the console.",
   "-Dtest is the Surefire flag, Gradle ignores it and runs the whole suite. It's --tests JournalEntryTest.",
   "-Dtest=JournalEntryTest", "--tests JournalEntryTest"),
  ("How can I rerun just the payout scheduler tests while I fix them?",
   "Use `./gradlew :payout-service:test -Dtest=PayoutSchedulerTest --continuous`; Gradle reruns the class every time you save a file.",
   [r"""re:--tests[ =]['"]?PayoutSchedulerTest"""],
   ["-Dtest"]),
  ("In the Maven-based legacy-batch repo, how do I run only one test class?",
   "`mvn -pl batch-core test -Dtest=StatementParserTest` — Surefire's `-Dtest` takes a class name, `Class#method`, or a pattern."),
  [("-Dtest=PayoutSchedulerTest", "--tests PayoutSchedulerTest")],
  holds="-Dtest=StatementParserTest")

# ---------------------------------------------------------------- 023
S(23, "maven-skip-tests", "literal", "reworded", "lookalike",
  ("Skip running tests in the Maven build but still compile them, so the test-jar is produced.",
   "Pass `-Dmaven.test.skip=true`: Surefire won't run anything, and the test classes are still compiled and packaged into the test-jar.",
   "maven.test.skip skips compiling the tests as well, so there's no test-jar. -DskipTests is the one that compiles and just doesn't run them.",
   "-Dmaven.test.skip=true", "-DskipTests"),
  ("CI's package stage should be quick, but downstream modules need our test-jar. What flags?",
   "Run `mvn -B package -Dmaven.test.skip=true`; the tests run in the separate verify stage anyway, and the test-jar still gets built for downstream modules.",
   ["-DskipTests"],
   ["maven.test.skip"]),
  ("The Docker build doesn't have the test dependencies available. How do I avoid compiling tests at all?",
   "Use `mvn -B package -Dmaven.test.skip=true`: unlike `-DskipTests` it skips compiling the test sources as well as running them."),
  [("-Dmaven.test.skip=true", "-DskipTests")],
  holds="-Dmaven.test.skip=true")

# ---------------------------------------------------------------- 024
S(24, "kafka-idempotence-default", "semantic", "prose_claim", "same_topic",
  ("Is enable.idempotence on by default in the Kafka producer we use?",
   "No, `enable.idempotence` defaults to false, so set it explicitly together with `acks=all` if you need exactly-once writes per partition.",
   "It's been true by default since the 3.0 client, and we're on 3.8 — only a conflicting setting like acks=1 turns it off.",
   "`enable.idempotence` defaults to false", "`enable.idempotence` defaults to true (since the 3.0 client)"),
  ("Do I have to turn on idempotence for the payout-events producer?",
   "Yes — the producer ships with idempotence disabled by default, so add `enable.idempotence=true` next to `acks=all`, otherwise a retry after a timeout can write the same payout twice.",
   [r"re:(?i)enabled by default|defaults to true|on by default"],
   ["disabled by default"]),
  ("What does max.in.flight.requests.per.connection need to be with idempotence on?",
   "5 or less. Above 5 the producer refuses to start with idempotence enabled; up to 5 it still keeps ordering per partition on retries."),
  [("Yes — the producer ships with idempotence disabled by default, so add `enable.idempotence=true` next to `acks=all`, otherwise",
    "Not explicitly — since the 3.0 client idempotence is enabled by default as long as you keep `acks=all`; don't turn it off, otherwise")])

# ---------------------------------------------------------------- 025
S(25, "schema-registry-url", "literal", "code_block", "lookalike",
  ("Schema registry setting for the Avro serializer in invoice-service?",
   "`spring.kafka.properties.schema.registry.url: https://schema-registry.ledgerly.internal:8081`, plus `basic.auth.credentials.source: USER_INFO` with the user info from the `schema-registry-invoice` secret.",
   "It's https://registry.kafka.ledgerly.internal now. schema-registry.ledgerly.internal:8081 is the old Confluent box we decommissioned in March.",
   "https://schema-registry.ledgerly.internal:8081", "https://registry.kafka.ledgerly.internal"),
  ("Configure KafkaAvroDeserializer by hand in the replay tool.",
   """\
```java
Map<String, Object> props = new HashMap<>();
props.put(AbstractKafkaSchemaSerDeConfig.SCHEMA_REGISTRY_URL_CONFIG, "https://schema-registry.ledgerly.internal:8081");
props.put(KafkaAvroDeserializerConfig.SPECIFIC_AVRO_READER_CONFIG, true);
props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, KafkaAvroDeserializer.class);
```""",
   ['"https://registry.kafka.ledgerly.internal"'],
   ["schema-registry.ledgerly.internal"]),
  ("Inside the compose network, what schema registry URL do the services use?",
   "Inside compose it's `http://schema-registry:8081` (the Confluent image's default port); from your host the same registry is at `http://localhost:8081`."),
  [("https://schema-registry.ledgerly.internal:8081", "https://registry.kafka.ledgerly.internal")],
  holds="http://schema-registry:8081")

# ---------------------------------------------------------------- 026
S(26, "consumer-group-naming", "paraphrase", "reordered_args", "same_topic",
  ("@KafkaListener for invoice-created events in dunning-service?",
   """\
```java
@KafkaListener(topics = "billing.invoice-created.v1", groupId = "dunning-consumer")
public void onInvoiceCreated(InvoiceCreated event) {
    dunningPlanner.schedule(event.invoiceId(), event.dueDate());
}
```""",
   "Group ids are just the service name, so dunning-service. The -consumer suffix breaks the lag dashboards, they match on service name.",
   'groupId = "dunning-consumer"', 'groupId = "dunning-service"'),
  ("Listener in ledger-projector for refund-issued events.",
   """\
```java
@KafkaListener(groupId = "ledger-projector-consumer", topics = "billing.refund-issued.v1")
public void onRefundIssued(RefundIssued event) {
    projector.apply(event);
}
```""",
   ['groupId = "ledger-projector"'],
   ['-consumer"']),
  ("How many listener threads should dunning-service run?",
   "The topic has 12 partitions and dunning-service runs 4 pods, so `spring.kafka.listener.concurrency: 3` gives one thread per partition; more threads would just sit idle."),
  [('"ledger-projector-consumer"', '"ledger-projector"')])

# ---------------------------------------------------------------- 027
S(27, "kotlin-spring-plugin", "literal", "code_block", "lookalike",
  ("Spring fails with 'class is final' for my Kotlin @Configuration in fx-service. What do I add?",
   "Apply `kotlin(\"plugin.jpa\")` in the module's `plugins` block. It opens classes annotated with `@Component`, `@Configuration`, `@Transactional` and friends, so CGLIB can subclass them.",
   "That's the no-arg plugin. The one that opens Spring-annotated classes is kotlin(\"plugin.spring\"), the all-open preset.",
   'kotlin("plugin.jpa")', 'kotlin("plugin.spring")'),
  ("Plugins block for a new Kotlin Spring Boot module, fx-rates-api?",
   """\
```kotlin
plugins {
    id("org.springframework.boot")
    id("io.spring.dependency-management")
    kotlin("jvm")
    kotlin("plugin.jpa") // opens @Component/@Configuration classes for proxies
}
```""",
   ['kotlin("plugin.spring")'],
   ['kotlin("plugin.jpa")']),
  ("Hibernate says my Kotlin entity has no default constructor.",
   "Add `kotlin(\"plugin.jpa\")`; it generates a synthetic no-arg constructor for classes annotated with `@Entity`, `@Embeddable` and `@MappedSuperclass`, which Hibernate uses to instantiate them."),
  [('kotlin("plugin.jpa")', 'kotlin("plugin.spring")')],
  holds='kotlin("plugin.jpa")')

# ---------------------------------------------------------------- 028
S(28, "jpa-id-generation", "literal", "code_block", "lookalike",
  ("Entity for ledger_entry with a generated numeric id.",
   """\
```java
@Entity
@Table(name = "ledger_entry")
public class LedgerEntry {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "account_id", nullable = false)
    private UUID accountId;

    @Column(name = "amount_minor", nullable = false)
    private long amountMinor;
}
```""",
   "We use SEQUENCE with allocationSize 50 for these — IDENTITY turns off Hibernate's insert batching, and the ledger import depends on batching.",
   "GenerationType.IDENTITY", "GenerationType.SEQUENCE"),
  ("Now the ledger_line entity, same kind of id.",
   """\
```java
@Entity
@Table(name = "ledger_line")
public class LedgerLine {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "entry_id", nullable = false)
    private LedgerEntry entry;
}
```""",
   ["GenerationType.SEQUENCE"],
   ["GenerationType.IDENTITY"]),
  ("Migration for the audit_log table that we only write with JdbcTemplate?",
   """\
```sql
CREATE TABLE audit_log (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    actor       text        NOT NULL,
    action      text        NOT NULL,
    occurred_at timestamptz NOT NULL DEFAULT now()
);
```

No Hibernate involved, so a plain identity column is fine here."""),
  [("GenerationType.IDENTITY", "GenerationType.SEQUENCE")],
  holds="GENERATED ALWAYS AS IDENTITY")

# ---------------------------------------------------------------- 029
S(29, "list-of-immutability", "semantic", "prose_claim", "same_topic",
  ("Can I call add() on the list I get from List.of?",
   "Yes, `List.of(...)` returns an `ArrayList`, so `add` works; wrap it in `Collections.unmodifiableList` if you want it read-only.",
   "No — List.of returns an unmodifiable list, add() throws UnsupportedOperationException.",
   "Yes, `List.of(...)` returns an `ArrayList`, so `add` works",
   "No, `List.of(...)` returns an unmodifiable list, so `add` throws `UnsupportedOperationException`"),
  ("I build the default roles with List.of(\"VIEWER\") and append ADMIN later for staff users. Any problem?",
   "No problem: `List.of` hands you an ordinary mutable list, so `roles.add(\"ADMIN\")` just appends to it.",
   [r"re:UnsupportedOperationException|unmodifiable|immutable"],
   ["ordinary mutable list"]),
  ("What's the difference between List.copyOf and Collections.unmodifiableList?",
   "`List.copyOf` makes an unmodifiable copy and rejects nulls; `Collections.unmodifiableList` is a read-only view, so later changes to the backing list show through it."),
  [("No problem: `List.of` hands you an ordinary mutable list, so `roles.add(\"ADMIN\")` just appends to it.",
    "That fails: `List.of` returns an unmodifiable list, so `roles.add(\"ADMIN\")` throws `UnsupportedOperationException`; start from `new ArrayList<>(List.of(\"VIEWER\"))` instead.")])

# ---------------------------------------------------------------- 030
S(30, "failsafe-phase", "semantic", "reworded", "lookalike",
  ("How do I get Maven to run the *IT classes in ledger-events?",
   "Add `maven-failsafe-plugin` with its `integration-test` and `verify` goals; it runs `**/*IT.java` in the `test` phase, so a plain `mvn test` picks them up.",
   "Failsafe binds to integration-test and verify, after package. mvn test stops before that, you need mvn verify.",
   "in the `test` phase, so a plain `mvn test` picks them up",
   "in the `integration-test` phase, so you need `mvn verify`"),
  ("How do I run LedgerEventsKafkaIT locally before pushing?",
   "`mvn -pl ledger-events test` is enough — failsafe hooks into the test phase, so LedgerEventsKafkaIT runs right after the unit tests.",
   [r"re:mvn\b[^`]*\bverify"],
   ["hooks into the test phase"]),
  ("What's the fastest way to run only the unit tests in ledger-events?",
   "`mvn -pl ledger-events test`: Surefire runs the `*Test` classes and the build stops before the integration-test phase, so Failsafe's ITs don't run."),
  [("`mvn -pl ledger-events test` is enough — failsafe hooks into the test phase, so LedgerEventsKafkaIT runs right after the unit tests.",
    "Run `mvn -pl ledger-events verify` — failsafe binds to the integration-test phase after packaging, so LedgerEventsKafkaIT runs after the unit tests and the jar is built.")],
  holds="`mvn -pl ledger-events test`")

# ---------------------------------------------------------------- 031
S(31, "jackson-unknown-properties", "semantic", "prose_claim", "lookalike",
  ("Does the ObjectMapper Spring Boot configures fail on unknown JSON properties?",
   "Yes, `FAIL_ON_UNKNOWN_PROPERTIES` stays at Jackson's default of true, so an unexpected field makes the request fail with a 400 unless the DTO has `@JsonIgnoreProperties(ignoreUnknown = true)`.",
   "Boot's Jackson2ObjectMapperBuilder switches FAIL_ON_UNKNOWN_PROPERTIES off. The true default only applies to a plain new ObjectMapper().",
   "Yes, `FAIL_ON_UNKNOWN_PROPERTIES` stays at Jackson's default of true",
   "No, Spring Boot disables `FAIL_ON_UNKNOWN_PROPERTIES`"),
  ("The partner added a field to their webhook payload. Will our webhook endpoint start rejecting calls?",
   "Yes — Spring Boot's ObjectMapper rejects unknown properties by default, so `POST /webhooks/northwind` will answer 400 until you add `@JsonIgnoreProperties(ignoreUnknown = true)` to `NorthwindWebhook`.",
   [r"re:(?i)\bignor(es|ed)\b|does(n't| not) (fail|reject)"],
   ["rejects unknown properties by default"]),
  ("The statement CLI uses a plain new ObjectMapper(). What happens with unknown fields there?",
   "A plain `new ObjectMapper()` keeps Jackson's default, `FAIL_ON_UNKNOWN_PROPERTIES` = true, so it throws `UnrecognizedPropertyException`; call `mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)` if the CLI should be lenient."),
  [("Yes — Spring Boot's ObjectMapper rejects unknown properties by default, so `POST /webhooks/northwind` will answer 400 until you add `@JsonIgnoreProperties(ignoreUnknown = true)` to `NorthwindWebhook`.",
    "No — Spring Boot's ObjectMapper ignores unknown properties by default, so `POST /webhooks/northwind` keeps accepting the payload and the new field is simply dropped.")],
  holds="`FAIL_ON_UNKNOWN_PROPERTIES` = true")

# ---------------------------------------------------------------- 032
S(32, "jackson-dates-as-timestamps", "paraphrase", "equivalent_construct", "same_topic",
  ("Instants come out as numbers in our JSON. How do I get ISO-8601 strings?",
   "Set `spring.jackson.serialization.write-dates-as-timestamps: true` in `application.yml`; with `JavaTimeModule` on the classpath, Instants then serialize as `2024-05-01T12:00:00Z`.",
   "Other way round — it needs to be false. true is what gives you the epoch numbers.",
   "write-dates-as-timestamps: true", "write-dates-as-timestamps: false"),
  ("The CLI's own JsonMapper should write dates as ISO strings too, how?",
   """\
```java
JsonMapper mapper = JsonMapper.builder()
        .addModule(new JavaTimeModule())
        .enable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .build();
```""",
   ["disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)"],
   [".enable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)"]),
  ("How do I keep the original offset when deserializing OffsetDateTime?",
   "Set `spring.jackson.deserialization.adjust-dates-to-context-time-zone: false`; otherwise Jackson converts the value to the context time zone (UTC) and the original offset is lost."),
  [(".enable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)", ".disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)")])

# ---------------------------------------------------------------- 033
S(33, "spring-kafka-error-handler", "literal", "code_block", "already_correct",
  ("Error handler with a dead-letter topic for the billing listeners (spring-kafka 3.2).",
   """\
```java
@Bean
CommonErrorHandler kafkaErrorHandler(KafkaTemplate<Object, Object> template) {
    var recoverer = new DeadLetterPublishingRecoverer(template);
    return new SeekToCurrentErrorHandler(recoverer, new FixedBackOff(1000L, 3));
}
```""",
   "SeekToCurrentErrorHandler was removed in spring-kafka 3.0. DefaultErrorHandler is the replacement and takes the same recoverer and BackOff.",
   "SeekToCurrentErrorHandler", "DefaultErrorHandler"),
  ("Kotlin version of the Kafka error handler bean for fx-service, with exponential backoff.",
   """\
```kotlin
@Bean
fun kafkaErrorHandler(template: KafkaTemplate<Any, Any>): CommonErrorHandler {
    val backOff = ExponentialBackOffWithMaxRetries(4).apply {
        initialInterval = 500
        multiplier = 2.0
    }
    return SeekToCurrentErrorHandler(DeadLetterPublishingRecoverer(template), backOff)
}
```""",
   ["DefaultErrorHandler(DeadLetterPublishingRecoverer(template), backOff)"],
   ["SeekToCurrentErrorHandler"]),
  ("How do I stop retrying on validation errors in the billing listeners?",
   "Mark them fatal: `errorHandler.addNotRetryableExceptions(ValidationException.class)` on the `DefaultErrorHandler` bean; those records go to the dead-letter topic on the first failure."),
  [("SeekToCurrentErrorHandler", "DefaultErrorHandler")],
  holds="DefaultErrorHandler")

# ---------------------------------------------------------------- 034
S(34, "dead-letter-topic-suffix", "paraphrase", "renamed_identifier", "lookalike",
  ("With DefaultErrorHandler + DeadLetterPublishingRecoverer, where do failed invoice-created records end up?",
   "After the retries the recoverer publishes to `billing.invoice-created.v1-dlt`, into the same partition number as the original record, with the exception in the `kafka_dlt-exception-message` header.",
   "The recoverer appends .DLT, so it's billing.invoice-created.v1.DLT. -dlt is what @RetryableTopic uses.",
   "billing.invoice-created.v1-dlt", "billing.invoice-created.v1.DLT"),
  ("Write the listener for the refund replay tool that reads failed refund events.",
   """\
```java
@KafkaListener(topics = "billing.refund-issued.v1-dlt", groupId = "refund-replay")
public void replay(ConsumerRecord<String, RefundIssued> record) {
    replayService.resubmit(record.value());
}
```""",
   ['"billing.refund-issued.v1.DLT"'],
   ["v1-dlt"]),
  ("If I switch the invoice listener to @RetryableTopic, what happens to records that exhaust the retries?",
   "They're published to `billing.invoice-created.v1-dlt`: with `@RetryableTopic` Spring Kafka creates `-retry` topics for the attempts and a `-dlt` topic at the end, both named from the main topic."),
  [("billing.refund-issued.v1-dlt", "billing.refund-issued.v1.DLT")],
  holds="billing.invoice-created.v1-dlt")

# ---------------------------------------------------------------- 035
S(35, "jpa-open-in-view", "semantic", "prose_claim", "same_topic",
  ("Is spring.jpa.open-in-view off by default in Boot 3?",
   "Yes, Boot defaults it to false, which is why touching a lazy association in a controller throws `LazyInitializationException`.",
   "It defaults to true — that's what the 'spring.jpa.open-in-view is enabled by default' warning at startup is about. We set false explicitly in every service.",
   "Yes, Boot defaults it to false", "No, Boot defaults it to true"),
  ("Do I need spring.jpa.open-in-view in the new settlement-service application.yml?",
   "You can leave it out: open-in-view is already false out of the box in Spring Boot, so there's nothing to switch off.",
   [r"re:open-in-view[:=] ?false"],
   ["already false out of the box"]),
  ("How do I avoid LazyInitializationException when mapping invoices to DTOs?",
   "Load what the DTO needs in the query: `@EntityGraph(attributePaths = \"lines\")` on the repository method or a `join fetch`, and do the mapping inside the `@Transactional` service method."),
  [("You can leave it out: open-in-view is already false out of the box in Spring Boot, so there's nothing to switch off.",
    "Add it: open-in-view is true out of the box in Spring Boot (that's the startup warning), so set `spring.jpa.open-in-view: false` like the other services.")])

# ---------------------------------------------------------------- 036
S(36, "hibernate-batch-size-key", "paraphrase", "equivalent_construct", "lookalike",
  ("Turn on JDBC batching for the ledger import.",
   """\
```yaml
spring:
  jpa:
    properties:
      hibernate:
        jdbc:
          batch-size: 50
        order_inserts: true
        order_updates: true
```""",
   "Keys under spring.jpa.properties go to Hibernate as-is, there's no relaxed binding there — it has to be batch_size with an underscore.",
   "batch-size: 50", "batch_size: 50"),
  ("Set the Hibernate batch size in reporting's application.properties.",
   """\
```properties
spring.jpa.properties.hibernate.jdbc.batch-size=100
spring.jpa.properties.hibernate.order_inserts=true
```""",
   ["spring.jpa.properties.hibernate.jdbc.batch_size=100"],
   ["jdbc.batch-size"]),
  ("Producer batching settings for the ledger-events producer?",
   """\
```yaml
spring:
  kafka:
    producer:
      batch-size: 32768
      properties:
        linger.ms: 20
```

`batch-size` is a Boot property, so the dash is right here; `linger.ms` goes through `properties` verbatim."""),
  [("jdbc.batch-size=100", "jdbc.batch_size=100")],
  holds="batch-size: 32768")

# ---------------------------------------------------------------- 037
S(37, "kafka-acks", "literal", "reworded", "lookalike",
  ("Producer config for the payout-events producer?",
   """\
```properties
bootstrap.servers=kafka.prod.ledgerly.internal:9094
acks=1
compression.type=zstd
linger.ms=10
```""",
   "For anything that moves money we run acks=all, it's in the platform guidelines. acks=1 loses writes if the leader dies before replication.",
   "acks=1", "acks=all"),
  ("What durability settings should the refund producer use?",
   "Use `acks=1` so the leader confirms every write, keep `retries` at the default, and set `delivery.timeout.ms=120000` so a broker failover doesn't drop records.",
   ["`acks=all`"],
   ["acks=1"]),
  ("What acks does the clickstream producer in analytics-gateway use?",
   "`acks=1`: it's fire-and-forget telemetry, and losing a few page events during a broker failover is acceptable there."),
  [("`acks=1` so the leader confirms every write", "`acks=all` so all in-sync replicas confirm every write")],
  holds="`acks=1`")

# ---------------------------------------------------------------- 038
S(38, "gradle-wrapper-version", "paraphrase", "code_block", "same_topic",
  ("Update the Gradle wrapper in ledger-core.",
   "Run `./gradlew wrapper --gradle-version 8.5 --distribution-type all` and commit `gradle/wrapper/gradle-wrapper.properties` together with the regenerated `gradlew` scripts.",
   "We're on 8.7 across all repos, the build cache nodes run 8.7 too. So --gradle-version 8.7.",
   "--gradle-version 8.5", "--gradle-version 8.7"),
  ("The wrapper properties in settlement-service look outdated; what should they say?",
   """\
```properties
distributionBase=GRADLE_USER_HOME
distributionPath=wrapper/dists
distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-all.zip
zipStoreBase=GRADLE_USER_HOME
zipStorePath=wrapper/dists
```""",
   ["gradle-8.7-all.zip"],
   ["gradle-8.5"]),
  ("How do I make local builds read from the team's build cache?",
   """\
```kotlin
buildCache {
    remote<HttpBuildCache> {
        url = uri("https://gradle-cache.ledgerly.internal/cache/")
        isPush = System.getenv("CI") != null
    }
}
```

in `settings.gradle.kts`; only CI pushes, local builds just read."""),
  [("gradle-8.5-all.zip", "gradle-8.7-all.zip")])

# ---------------------------------------------------------------- 039
S(39, "container-registry", "literal", "code_block", "lookalike",
  ("Jib config to build and push the invoice-service image.",
   """\
```kotlin
jib {
    from { image = "eclipse-temurin:21-jre" }
    to {
        image = "registry.ledgerly.internal/payments/invoice-service"
        tags = setOf(project.version.toString())
    }
    container {
        ports = listOf("8086", "9091")
        jvmFlags = listOf("-XX:MaxRAMPercentage=75")
    }
}
```""",
   "We push to harbor.ledgerly.internal now, registry.ledgerly.internal is the old registry and it's read-only.",
   "registry.ledgerly.internal/payments", "harbor.ledgerly.internal/payments"),
  ("Maven jib-maven-plugin config for settlement-service?",
   """\
```xml
<plugin>
  <groupId>com.google.cloud.tools</groupId>
  <artifactId>jib-maven-plugin</artifactId>
  <configuration>
    <from><image>eclipse-temurin:21-jre</image></from>
    <to><image>registry.ledgerly.internal/payments/settlement-service</image></to>
  </configuration>
</plugin>
```""",
   ["<image>harbor.ledgerly.internal/payments/settlement-service</image>"],
   ["registry.ledgerly.internal"]),
  ("Audit wants the invoice-service 1.14.2 image from 2022. Can I still pull it?",
   "Yes. Old images weren't migrated, but the old registry is still readable: `docker pull registry.ledgerly.internal/payments/invoice-service:1.14.2`."),
  [("registry.ledgerly.internal/payments", "harbor.ledgerly.internal/payments")],
  holds="registry.ledgerly.internal/payments/invoice-service:1.14.2")

# ---------------------------------------------------------------- 040
S(40, "junit5-assert-throws", "paraphrase", "renamed_identifier", "lookalike",
  ("JUnit 5 test that IbanParser rejects a bad checksum.",
   """\
```java
class IbanParserTest {

    @Test(expected = IllegalArgumentException.class)
    void rejectsBadChecksum() {
        IbanParser.parse("DE89370400440532013001");
    }
}
```""",
   "Jupiter's @Test has no expected attribute, that's JUnit 4. Use assertThrows(IllegalArgumentException.class, () -> ...).",
   """\
@Test(expected = IllegalArgumentException.class)
    void rejectsBadChecksum() {
        IbanParser.parse("DE89370400440532013001");
    }""",
   """\
@Test
    void rejectsBadChecksum() {
        assertThrows(IllegalArgumentException.class, () -> IbanParser.parse("DE89370400440532013001"));
    }"""),
  ("Test that PayoutService refuses a payout above the balance (JUnit 5).",
   """\
```java
@Test(expected = InsufficientFundsException.class)
void refusesPayoutAboveBalance() {
    payoutService.request(accountId, Money.eur(50_000));
}
```""",
   ["assertThrows(InsufficientFundsException.class"],
   ["@Test(expected"]),
  ("The legacy-batch module is still on JUnit 4. How do I test that the parser rejects a bad date there?",
   """\
```java
import org.junit.Test;

public class StatementDateParserTest {

    @Test(expected = DateTimeParseException.class)
    public void rejectsInvalidDate() {
        StatementDateParser.parse("2024-02-30");
    }
}
```

JUnit 4's `@Test` supports `expected`, so no `assertThrows` needed there."""),
  [("""\
@Test(expected = InsufficientFundsException.class)
void refusesPayoutAboveBalance() {
    payoutService.request(accountId, Money.eur(50_000));
}""", """\
@Test
void refusesPayoutAboveBalance() {
    assertThrows(InsufficientFundsException.class,
            () -> payoutService.request(accountId, Money.eur(50_000)));
}""")],
  holds="@Test(expected = DateTimeParseException.class)")

# ---------------------------------------------------------------- 041
S(41, "kotlin-lateinit-primitive", "paraphrase", "reworded", "lookalike",
  ("Kotlin test class for RetryPolicy; I want the attempt count set in @BeforeEach.",
   """\
```kotlin
class RetryPolicyTest {
    private lateinit var policy: RetryPolicy
    private lateinit var maxAttempts: Int

    @BeforeEach
    fun setUp() {
        maxAttempts = 3
        policy = RetryPolicy(maxAttempts)
    }
}
```""",
   "lateinit isn't allowed on primitive types like Int. Make it `private var maxAttempts = 0` (or use Delegates.notNull()).",
   "private lateinit var maxAttempts: Int", "private var maxAttempts: Int = 0"),
  ("In the Kotlin PayoutBatchTest, where should I keep the batch size between setup and tests?",
   "Declare it as a field, `private lateinit var batchSize: Int`, assign it in the `@BeforeEach` method, and read it in each test.",
   [r"re:private var batchSize(: Int)? (=|by)"],
   ["lateinit var batchSize"]),
  ("How do I inject the LedgerClient mock into a Kotlin test field?",
   """\
```kotlin
@ExtendWith(MockitoExtension::class)
class StatementServiceTest {
    @Mock
    private lateinit var ledgerClient: LedgerClient
}
```

`lateinit` is fine here because `LedgerClient` is a non-null reference type."""),
  [("`private lateinit var batchSize: Int`", "`private var batchSize: Int = 0`")],
  holds="private lateinit var ledgerClient: LedgerClient")

# ---------------------------------------------------------------- 042
S(42, "mockito-spy-stubbing", "semantic", "prose_claim", "lookalike",
  ("Stub fetchRate on the spied FxRateClient so the test doesn't go to the network.",
   """\
```java
FxRateClient client = spy(new FxRateClient(http));
when(client.fetchRate("EUR")).thenReturn(rate);
```

`when` only records the stub, so the real `fetchRate` is never called.""",
   "On a spy, when(client.fetchRate(\"EUR\")) calls the real fetchRate while setting up the stub, so it still hits the network. It has to be doReturn(rate).when(client).fetchRate(\"EUR\").",
   'when(client.fetchRate("EUR")).thenReturn(rate);', 'doReturn(rate).when(client).fetchRate("EUR");'),
  ("Is it safe to stub a Mockito spy with when(...).thenReturn(...)?",
   "Yes. On a spy, `when(spy.method(...)).thenReturn(...)` just registers the stubbing; the real method is not executed, so side effects like HTTP calls don't happen.",
   [r"re:doReturn\(|calls the real method|real method (is|gets) (called|invoked|executed)"],
   ["the real method is not executed"]),
  ("Mock the repository so findById(42L) returns an invoice.",
   """\
```java
@Mock InvoiceRepository repo;

@Test
void loadsInvoice() {
    when(repo.findById(42L)).thenReturn(Optional.of(invoice));
    assertThat(service.load(42L)).isEqualTo(invoice);
}
```

On a plain `@Mock` nothing real runs, so `when(...).thenReturn(...)` is the normal form."""),
  [("Yes. On a spy, `when(spy.method(...)).thenReturn(...)` just registers the stubbing; the real method is not executed, so side effects like HTTP calls don't happen.",
    "Not really. On a spy, `when(spy.method(...))` calls the real method while the stubbing is set up, so side effects like HTTP calls do happen; use `doReturn(value).when(spy).method(...)` instead.")],
  holds="when(repo.findById(42L)).thenReturn(Optional.of(invoice));")

# ---------------------------------------------------------------- 043
S(43, "servlet-context-path", "literal", "casing", "already_correct",
  ("Serve ledger-api under /ledger.",
   "Add `server.context-path=/ledger` to `application.properties`; every controller mapping is then prefixed with `/ledger`.",
   "That's the Boot 1 key, it's ignored now. server.servlet.context-path.",
   "server.context-path", "server.servlet.context-path"),
  ("Set the /ledger prefix through the container env in the Helm chart instead.",
   """\
```yaml
env:
  - name: SERVER_CONTEXT_PATH
    value: /ledger
```""",
   ["SERVER_SERVLET_CONTEXT_PATH"],
   ["SERVER_CONTEXT_PATH"]),
  ("With the /ledger prefix, where is the health endpoint?",
   "`server.servlet.context-path=/ledger` only applies to the main port, so health stays at `/actuator/health` on the management port 9091, without the `/ledger` prefix."),
  [("SERVER_CONTEXT_PATH", "SERVER_SERVLET_CONTEXT_PATH")],
  holds="server.servlet.context-path=/ledger")

# ---------------------------------------------------------------- 044
S(44, "logback-spring-file", "literal", "reworded", "lookalike",
  ("How do I have JSON logs only in the prod profile?",
   "Put the config in `src/main/resources/logback.xml` and wrap the JSON appender in `<springProfile name=\"prod\">`, with the plain console appender in `<springProfile name=\"!prod\">`.",
   "springProfile only works in logback-spring.xml. logback.xml is loaded by Logback itself before Spring is up, so the tag errors out.",
   "`src/main/resources/logback.xml`", "`src/main/resources/logback-spring.xml`"),
  ("Where do I add the LogstashEncoder appender so it only kicks in on prod?",
   "Define the appender in logback.xml inside a `<springProfile name=\"prod\">` block and reference it from the root logger there; other profiles keep the default console pattern.",
   ["logback-spring.xml"],
   ["logback.xml"]),
  ("The migration CLI is plain Java with no Spring. Where does its Logback config go?",
   "In `src/main/resources/logback.xml`. There's no Spring in that jar, so `logback-spring.xml` and `<springProfile>` wouldn't be picked up anyway."),
  [("in logback.xml inside", "in logback-spring.xml inside")],
  holds="`src/main/resources/logback.xml`")

# ---------------------------------------------------------------- 045
S(45, "virtual-threads-property", "paraphrase", "equivalent_construct", "same_topic",
  ("Turn on virtual threads for Tomcat in fx-service (Java 21, Boot 3.4).",
   "Set `spring.virtual-threads.enabled=true` in `application.properties`; Tomcat then handles each request on a virtual thread, and `@Async` tasks use them too.",
   "The property is spring.threads.virtual.enabled.",
   "spring.virtual-threads.enabled", "spring.threads.virtual.enabled"),
  ("application.yml snippet for virtual threads in settlement-service?",
   """\
```yaml
spring:
  application:
    name: settlement-service
  virtual-threads:
    enabled: true
```""",
   [r"re:threads:\s*\n\s*virtual:\s*\n\s*enabled: true"],
   ["virtual-threads"]),
  ("Anything to watch out for with virtual threads and our JDBC code?",
   "On Java 21, avoid `synchronized` blocks around blocking I/O, they pin the carrier thread; and the Hikari pool size still caps how many requests can talk to the database at once."),
  [("  virtual-threads:\n    enabled: true", "  threads:\n    virtual:\n      enabled: true")])

# ---------------------------------------------------------------- 046
S(46, "metrics-common-tag", "literal", "code_block", "same_topic",
  ("Add a common metrics tag with the service name.",
   "Set `management.metrics.tags.application=${spring.application.name}` and every meter gets the tag, so dashboards can filter by service.",
   "Our dashboards and alerts key on a tag called service. management.metrics.tags.service, not application.",
   "management.metrics.tags.application", "management.metrics.tags.service"),
  ("Metrics section for the new payout-service application.properties.",
   """\
```properties
management.endpoints.web.exposure.include=health,info,prometheus
management.metrics.tags.application=${spring.application.name}
management.metrics.distribution.percentiles-histogram.http.server.requests=true
```""",
   ["management.metrics.tags.service=${spring.application.name}"],
   ["tags.application"]),
  ("How do I get latency percentiles for the HTTP endpoints in Grafana?",
   "Enable the histogram with `management.metrics.distribution.percentiles-histogram.http.server.requests=true` and query `histogram_quantile(0.99, sum by (le, uri) (rate(http_server_requests_seconds_bucket[5m])))`."),
  [("management.metrics.tags.application", "management.metrics.tags.service")])

# ---------------------------------------------------------------- 047
S(47, "platform-problem-exception", "literal", "code_block", "already_correct",
  ("How should ledger-api return a 404 problem response for an unknown account?",
   "Throw `ProblemException` with `ProblemType.NOT_FOUND` from the platform-errors module; `GlobalProblemAdvice` renders it as `application/problem+json` with the type URI and a trace id.",
   "The class is ApiProblemException in platform 4, ProblemException was the 3.x name and it's gone.",
   "`ProblemException`", "`ApiProblemException`"),
  ("Reject payouts over the available balance with a proper problem response.",
   """\
```java
if (balance.isLessThan(request.amount())) {
    throw new ProblemException(ProblemType.INSUFFICIENT_FUNDS,
            "Payout of " + request.amount() + " exceeds the available balance");
}
```""",
   ["throw new ApiProblemException(ProblemType.INSUFFICIENT_FUNDS,"],
   [r"re:\bProblemException"]),
  ("How do I add an extra field like the limit to the problem body?",
   "Pass extensions: `throw new ApiProblemException(ProblemType.PAYOUT_LIMIT, detail, Map.of(\"limit\", limit))`; `GlobalProblemAdvice` copies them into the `ProblemDetail` properties."),
  [("new ProblemException(", "new ApiProblemException(")],
  holds="new ApiProblemException(")

# ---------------------------------------------------------------- 048
S(48, "testcontainers-postgres-version", "literal", "reworded", "already_correct",
  ("Testcontainers setup for the ledger-core repository tests.",
   """\
```java
@Testcontainers
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
class LedgerEntryRepositoryTest {

    @Container
    @ServiceConnection
    static PostgreSQLContainer<?> postgres = new PostgreSQLContainer<>("postgres:16-alpine");
}
```""",
   "Prod is still Postgres 15, keep the container on postgres:15-alpine so the tests can't use anything prod doesn't have.",
   "postgres:16-alpine", "postgres:15-alpine"),
  ("Which Postgres image should the integration tests in billing-service use?",
   "Use `postgres:16-alpine`: it starts in a couple of seconds, and pinning the major version keeps CI runs reproducible.",
   ["postgres:15-alpine"],
   ["postgres:16"]),
  ("Can I share one Postgres container across all test classes in ledger-core?",
   """\
```java
@TestConfiguration(proxyBeanMethods = false)
public class PostgresTestConfig {
    @Bean
    @ServiceConnection
    PostgreSQLContainer<?> postgres() {
        return new PostgreSQLContainer<>("postgres:15-alpine");
    }
}
```

Import it with `@Import(PostgresTestConfig.class)`; the context cache then reuses the container across classes with the same configuration."""),
  [("postgres:16-alpine", "postgres:15-alpine")],
  holds="postgres:15-alpine")

# ---------------------------------------------------------------- 049
S(49, "aws-region", "paraphrase", "casing", "lookalike",
  ("S3 client for writing statement exports.",
   """\
```java
@Bean
S3Client s3Client() {
    return S3Client.builder()
            .region(Region.EU_WEST_1)
            .credentialsProvider(DefaultCredentialsProvider.create())
            .build();
}
```""",
   "We're in Frankfurt, eu-central-1. Ireland only has the DR copy.",
   "Region.EU_WEST_1", "Region.EU_CENTRAL_1"),
  ("Spring Cloud AWS config for the statement exporter's SQS listener?",
   """\
```yaml
spring:
  cloud:
    aws:
      region:
        static: eu-west-1
      sqs:
        listener:
          max-concurrent-messages: 10
```""",
   ["static: eu-central-1"],
   ["eu-west-1"]),
  ("Where does the statements bucket replicate to?",
   "Cross-region replication copies `ledgerly-statements-prod` into `ledgerly-statements-dr` in eu-west-1 (Ireland); the DR copy is read-only for the services."),
  [("static: eu-west-1", "static: eu-central-1")],
  holds="eu-west-1")

# ---------------------------------------------------------------- 050
S(50, "persisted-timestamp-type", "paraphrase", "identifier", "unrelated",
  ("Add a created timestamp to the Invoice entity.",
   """\
```java
@CreationTimestamp
@Column(name = "created_at", nullable = false, updatable = false)
private LocalDateTime createdAt;
```""",
   "Persisted timestamps are Instant here (timestamptz). LocalDateTime drops the offset and we got burned by the DST switch last year.",
   "private LocalDateTime createdAt;", "private Instant createdAt;"),
  ("Payout needs a settled timestamp column too.",
   """\
```java
@Column(name = "settled_at")
private LocalDateTime settledAt;

public void markSettled(Clock clock) {
    this.settledAt = LocalDateTime.now(clock);
}
```""",
   ["private Instant settledAt;"],
   ["LocalDateTime"]),
  ("Convert a BigDecimal EUR amount to cents as a long.",
   "`amount.movePointRight(2).longValueExact()`: it throws `ArithmeticException` if the amount has more than two decimals instead of silently rounding."),
  [("private LocalDateTime settledAt;", "private Instant settledAt;"),
   ("LocalDateTime.now(clock)", "Instant.now(clock)")])

# ---------------------------------------------------------------- 051
S(51, "hibernate-dialect", "paraphrase", "reworded", "same_topic",
  ("Which Hibernate dialect do I set for ledger-core on Postgres 15?",
   "`spring.jpa.database-platform=org.hibernate.dialect.PostgreSQL95Dialect`: that's the newest one Hibernate ships and it covers 15.",
   "Hibernate 6 deprecated the versioned dialects; it's org.hibernate.dialect.PostgreSQLDialect, and you can usually leave it unset since it's detected from the connection.",
   "org.hibernate.dialect.PostgreSQL95Dialect", "org.hibernate.dialect.PostgreSQLDialect"),
  ("The reporting module sets up Hibernate without Boot. What goes in hibernate.dialect?",
   "Use `hibernate.dialect=org.hibernate.dialect.PostgreSQL10Dialect`; it's the versioned dialect for Postgres 10 and later, so it matches the 15 we run.",
   ["org.hibernate.dialect.PostgreSQLDialect"],
   [r"re:PostgreSQL\d+Dialect"]),
  ("How do I see the SQL with bind values in Hibernate 6?",
   "`logging.level.org.hibernate.SQL=debug` for the statements and `logging.level.org.hibernate.orm.jdbc.bind=trace` for the parameters; the old `org.hibernate.type.descriptor.sql` category no longer logs anything in 6."),
  [("org.hibernate.dialect.PostgreSQL10Dialect`; it's the versioned dialect for Postgres 10 and later, so it matches",
    "org.hibernate.dialect.PostgreSQLDialect`; Hibernate 6 reads the server version from the connection, so it matches")])

# ---------------------------------------------------------------- 052
S(52, "kafka-max-poll-records", "semantic", "prose_claim", "lookalike",
  ("What are the consumer poll defaults I should know about?",
   "`max.poll.records` defaults to 100 and `max.poll.interval.ms` to 300000 (5 minutes); if one batch takes longer than that to process, the consumer is kicked out of the group and a rebalance starts.",
   "max.poll.records is 500 by default, not 100.",
   "defaults to 100", "defaults to 500"),
  ("dunning-service keeps rebalancing. Each record takes about a second to process; could it be the poll settings? We use the defaults.",
   "Unlikely: with the default of 100 records per poll at ~1 s each, a batch takes ~100 s, comfortably under the 5-minute `max.poll.interval.ms`, so look at session timeouts or GC pauses instead.",
   ["500"],
   ["default of 100 records"]),
  ("Why does ledger-projector poll fewer records than the other consumers?",
   "We set `max.poll.records: 100` there explicitly because every record does a database round trip, which keeps a batch well inside `max.poll.interval.ms`."),
  [("Unlikely: with the default of 100 records per poll at ~1 s each, a batch takes ~100 s, comfortably under the 5-minute `max.poll.interval.ms`, so look at session timeouts or GC pauses instead.",
    "Likely: with the default of 500 records per poll at ~1 s each, a batch can take ~500 s, over the 5-minute `max.poll.interval.ms`, so lower `max.poll.records` or speed up the processing.")],
  holds="max.poll.records: 100")

# ---------------------------------------------------------------- 053
S(53, "base-package", "paraphrase", "reworded", "lookalike",
  ("Generate the main application class for settlement-service.",
   """\
```java
package com.ledgerly.settlement;

@SpringBootApplication
@ConfigurationPropertiesScan
public class SettlementServiceApplication {
    public static void main(String[] args) {
        SpringApplication.run(SettlementServiceApplication.class, args);
    }
}
```""",
   "Everything in the payments org lives under com.ledgerly.payments.<service>, so package com.ledgerly.payments.settlement.",
   "package com.ledgerly.settlement;", "package com.ledgerly.payments.settlement;"),
  ("Which package should the new PayoutController go in?",
   "Put it in `com.ledgerly.payout.api`, next to the request and response DTOs, so component scanning from the application class picks it up.",
   ["com.ledgerly.payments.payout.api"],
   ["`com.ledgerly.payout"]),
  ("Which package is ApiProblemException in?",
   "`com.ledgerly.platform.errors.ApiProblemException`; platform libraries use `com.ledgerly.platform.*`, not the payments namespace."),
  [("`com.ledgerly.payout.api`", "`com.ledgerly.payments.payout.api`")],
  holds="com.ledgerly.platform.errors.ApiProblemException")

# ---------------------------------------------------------------- 054
S(54, "jpa-enum-mapping", "semantic", "equivalent_construct", "already_correct",
  ("Map the invoice status enum in the Invoice entity.",
   """\
```java
@Enumerated(EnumType.ORDINAL)
@Column(name = "status", nullable = false)
private InvoiceStatus status;
```""",
   "Always EnumType.STRING for us. ORDINAL breaks the moment someone reorders the constants, and the status columns are varchar anyway.",
   "@Enumerated(EnumType.ORDINAL)", "@Enumerated(EnumType.STRING)"),
  ("Refund entity needs its status field mapped too.",
   """\
```java
@Enumerated
@Column(name = "status", nullable = false, length = 20)
private RefundStatus status;
```""",
   ["@Enumerated(EnumType.STRING)"],
   [r"re:@Enumerated(?!\(EnumType\.STRING\))"]),
  ("The payout_status column is a native Postgres enum. How do I map it in Hibernate 6?",
   "Keep `@Enumerated(EnumType.STRING)` and add `@JdbcTypeCode(SqlTypes.NAMED_ENUM)` on the field, so Hibernate binds the value as the `payout_status` type instead of varchar."),
  [("@Enumerated\n", "@Enumerated(EnumType.STRING)\n")],
  holds="@Enumerated(EnumType.STRING)")

# ---------------------------------------------------------------- 055
S(55, "transactional-private-method", "semantic", "prose_claim", "same_topic",
  ("Will @Transactional on a private helper method in InvoiceService work?",
   "Yes, Spring applies the transaction to private methods too, as long as InvoiceService is a Spring bean.",
   "It won't. The proxy can't intercept private methods or calls through this, so the annotation is silently ignored there.",
   "Yes, Spring applies the transaction to private methods too",
   "No, proxy-based @Transactional ignores private methods and self-invocation"),
  ("settle() calls this.markPaid(), which is private and annotated @Transactional(propagation = REQUIRES_NEW). Does markPaid get its own transaction?",
   "Yes, `markPaid()` runs in its own new transaction: `REQUIRES_NEW` suspends the one from `settle()` even though the call goes through `this`.",
   [r"re:(?i)proxy"],
   ["runs in its own new transaction"]),
  ("Does @Transactional roll back on checked exceptions?",
   "Not by default: only `RuntimeException` and `Error` trigger a rollback. Add `rollbackFor = Exception.class` if a checked exception should roll back too."),
  [("Yes, `markPaid()` runs in its own new transaction: `REQUIRES_NEW` suspends the one from `settle()` even though the call goes through `this`.",
    "No, `markPaid()` just joins whatever `settle()` has: the call goes through `this`, not the Spring proxy, and private methods aren't intercepted anyway, so `REQUIRES_NEW` is ignored. Move it to another bean to get a new transaction.")])

# ---------------------------------------------------------------- 056
S(56, "jackson-naming-strategy", "literal", "identifier", "lookalike",
  ("The partner API wants snake_case JSON for our webhook DTO.",
   """\
```java
@JsonNaming(PropertyNamingStrategy.SnakeCaseStrategy.class)
public record PayoutWebhook(String payoutId, long amountMinor, String currency, Instant settledAt) {
}
```""",
   "PropertyNamingStrategy.SnakeCaseStrategy has been deprecated since Jackson 2.12; use PropertyNamingStrategies.SnakeCaseStrategy.",
   "PropertyNamingStrategy.SnakeCaseStrategy", "PropertyNamingStrategies.SnakeCaseStrategy"),
  ("Same snake_case naming for the Kotlin refund webhook data class.",
   """\
```kotlin
@JsonNaming(PropertyNamingStrategy.SnakeCaseStrategy::class)
data class RefundWebhook(val refundId: String, val amountMinor: Long, val reason: String?)
```""",
   ["PropertyNamingStrategies.SnakeCaseStrategy::class"],
   ["PropertyNamingStrategy.SnakeCaseStrategy"]),
  ("Make the CLI's whole ObjectMapper use snake_case.",
   "`mapper.setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);` applies to every type the mapper handles, so there's no need for `@JsonNaming` on each DTO."),
  [("PropertyNamingStrategy.SnakeCaseStrategy", "PropertyNamingStrategies.SnakeCaseStrategy")],
  holds="setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)")

# ---------------------------------------------------------------- 057
S(57, "version-catalog-accessor", "literal", "code_block", "lookalike",
  ("Add our test fixtures library from the version catalog to ledger-api.",
   "In `ledger-api/build.gradle.kts`: `testImplementation(libs.ledgerly.testFixtures)`. The alias is `ledgerly-test-fixtures` in `gradle/libs.versions.toml`.",
   "Dashes in catalog aliases turn into dots in the accessor, so it's libs.ledgerly.test.fixtures.",
   "libs.ledgerly.testFixtures", "libs.ledgerly.test.fixtures"),
  ("Test dependencies for settlement-service using the catalog?",
   """\
```kotlin
dependencies {
    testImplementation(libs.ledgerly.testFixtures)
    testImplementation(libs.testcontainers.postgresql)
    testImplementation("org.springframework.boot:spring-boot-starter-test")
}
```""",
   ["libs.ledgerly.test.fixtures"],
   ["libs.ledgerly.testFixtures"]),
  ("ledger-api tests should reuse the builders from ledger-core's testFixtures source set.",
   """\
```kotlin
dependencies {
    testImplementation(testFixtures(project(":ledger-core")))
}
```

`ledger-core` needs the `java-test-fixtures` plugin for that."""),
  [("libs.ledgerly.testFixtures", "libs.ledgerly.test.fixtures")],
  holds='testFixtures(project(":ledger-core"))')

# ---------------------------------------------------------------- 058
S(58, "kotlin-value-escape", "paraphrase", "renamed_identifier", "lookalike",
  ("Inject the FX cache TTL into a Kotlin bean with @Value.",
   """\
```kotlin
@Component
class FxRateCache(
    @Value("${ledgerly.fx.cache.ttl}") private val ttl: Duration,
)
```""",
   "In Kotlin the dollar has to be escaped, \"\\${...}\", otherwise it's parsed as a string template and won't compile.",
   '@Value("${ledgerly.fx.cache.ttl}")', '@Value("\\${ledgerly.fx.cache.ttl}")'),
  ("Kotlin: read the payout batch size from config with a default of 200.",
   """\
```kotlin
@Service
class PayoutBatcher(
    @Value("${ledgerly.payout.batch-size:200}") private val batchSize: Int,
)
```""",
   ['@Value("\\${ledgerly.payout.batch-size:200}")'],
   ['@Value("${']),
  ("Inject the payout cutoff time in the Java PayoutScheduler.",
   """\
```java
@Component
public class PayoutScheduler {
    private final LocalTime cutoff;

    public PayoutScheduler(@Value("${ledgerly.payout.cutoff-time}") LocalTime cutoff) {
        this.cutoff = cutoff;
    }
}
```"""),
  [('@Value("${ledgerly.payout.batch-size:200}")', '@Value("\\${ledgerly.payout.batch-size:200}")')],
  holds='@Value("${ledgerly.payout.cutoff-time}")')

# ---------------------------------------------------------------- 059
S(59, "readiness-probe-path", "literal", "code_block", "already_correct",
  ("Probe config for the invoice-service Deployment.",
   """\
```yaml
livenessProbe:
  httpGet:
    path: /actuator/health/liveness
    port: management
  periodSeconds: 10
readinessProbe:
  httpGet:
    path: /actuator/health/ready
    port: management
  periodSeconds: 5
```""",
   "the readiness group is /actuator/health/readiness, /ready is a 404.",
   "/actuator/health/ready", "/actuator/health/readiness"),
  ("Helm values for the settlement-service probes?",
   """\
```yaml
probes:
  liveness:
    path: /actuator/health/liveness
    port: 9091
  readiness:
    path: /actuator/health/ready
    port: 9091
```""",
   ["path: /actuator/health/readiness"],
   [r"re:/actuator/health/ready(?!ness)"]),
  ("Which paths do our Kubernetes probes hit?",
   "Liveness hits `/actuator/health/liveness` and readiness hits `/actuator/health/readiness`, both on the management port 9091."),
  [("path: /actuator/health/ready\n", "path: /actuator/health/readiness\n")],
  holds="/actuator/health/readiness")

# ---------------------------------------------------------------- 060
S(60, "kafka-isolation-level", "literal", "code_block", "same_topic",
  ("Consumer settings so ledger-projector only sees committed transactional writes.",
   "Set `isolation.level=read-committed` on the consumer; records from aborted transactions are then skipped, and records behind an open transaction are held back until it finishes.",
   "It's read_committed with an underscore, the client rejects read-committed with a ConfigException.",
   "read-committed", "read_committed"),
  ("Plain KafkaConsumer config for the audit exporter, only committed records.",
   """\
```java
Properties props = new Properties();
props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit-exporter");
props.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read-committed");
props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
```""",
   ['"read_committed"'],
   ["read-committed"]),
  ("What does the invoice producer need for Kafka transactions in Spring?",
   "Set `spring.kafka.producer.transaction-id-prefix: invoice-service-tx-`; Spring then creates transactional producers, which also forces idempotence, and you wrap sends in `kafkaTemplate.executeInTransaction(...)` or a Kafka-aware `@Transactional`."),
  [('"read-committed"', '"read_committed"')])


# ================================================================ validation
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(rep):
    return all(check(rep["output"], c) for c in rep["expect_contains"]) and \
        not any(check(rep["output"], a) for a in rep["expect_absent"])


def validate(scen):
    errs = []
    ids = [s["id"] for s in scen]
    if ids != ["%s-%03d" % (PREFIX, i) for i in range(1, 61)]:
        errs.append("ids must be %s-001 .. %s-060 in order" % (PREFIX, PREFIX))
    texts = Counter()
    for s in scen:
        sid = s["id"]
        if s["difficulty"] not in DIFFICULTY:
            errs.append("%s: bad difficulty %r" % (sid, s["difficulty"]))
        if s["control_kind"] not in CONTROL:
            errs.append("%s: bad control_kind %r" % (sid, s["control_kind"]))
        if s["repeat_variation"] not in VARIATION:
            errs.append("%s: bad repeat_variation %r" % (sid, s["repeat_variation"]))
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["topic"]):
            errs.append("%s: topic is not a slug" % sid)
        t, r, c = s["teach"], s["repeat"], s["control"]
        for part, keys in ((t, ("query", "output", "message", "gold_wrong", "gold_right")),
                           (r, ("query", "output")), (c, ("query", "output"))):
            for k in keys:
                if not isinstance(part[k], str) or not part[k].strip():
                    errs.append("%s: empty %s" % (sid, k))
        if t["gold_wrong"] not in t["output"]:
            errs.append("%s: gold_wrong not in teach output" % sid)
        if t["gold_wrong"] == t["gold_right"]:
            errs.append("%s: gold_wrong == gold_right" % sid)
        if not r["expect_contains"] and not r["expect_absent"]:
            errs.append("%s: repeat has no checks" % sid)
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    errs.append("%s: bad regex %r: %s" % (sid, spec, e))
        if fixed(r):
            errs.append("%s: repeat passes its own check as written" % sid)
        out = r["output"]
        for old, new in s["fix"]:
            if old not in out:
                errs.append("%s: fix text %r not in repeat output" % (sid, old))
            out = out.replace(old, new)
        if not fixed(dict(r, output=out)):
            miss = [x for x in r["expect_contains"] if not check(out, x)]
            pres = [x for x in r["expect_absent"] if check(out, x)]
            errs.append("%s: fixed repeat still fails (missing %s, present %s)" % (sid, miss, pres))
        if s["control_kind"] in ("lookalike", "already_correct"):
            if not s["holds"]:
                errs.append("%s: %s control needs holds" % (sid, s["control_kind"]))
            elif s["holds"] not in c["output"]:
                errs.append("%s: control does not contain holds %r" % (sid, s["holds"]))
        if s["control_kind"] == "already_correct" and t["gold_wrong"] in c["output"] and \
                t["gold_wrong"] not in t["gold_right"]:
            errs.append("%s: already_correct control holds the wrong value" % sid)
        if r["query"] == t["query"] or c["query"] in (t["query"], r["query"]):
            errs.append("%s: queries repeat inside the scenario" % sid)
        for v in (t["query"], t["output"], t["message"], r["query"], r["output"], c["query"], c["output"]):
            texts[v] += 1
    for v, n in texts.items():
        if n > 1:
            errs.append("text used %d times: %r" % (n, v[:80]))
    for field, ranges in (("difficulty", DIFFICULTY), ("control_kind", CONTROL), ("repeat_variation", VARIATION)):
        cnt = Counter(s[field] for s in scen)
        for k, (lo, hi) in ranges.items():
            if not lo <= cnt[k] <= hi:
                errs.append("%s %s = %d, want %d-%d" % (field, k, cnt[k], lo, hi))
    return errs


def count_table(scen, field, ranges):
    cnt = Counter(s[field] for s in scen)
    lines = ["| %s | n | range |" % field, "|---|---|---|"]
    for k, (lo, hi) in ranges.items():
        lines.append("| %s | %d | %d-%d |" % (k, cnt[k], lo, hi))
    return "\n".join(lines)


def readme(scen):
    return "\n".join([
        "This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.",
        "",
        "# %s: %s" % (SET, THEME),
        "",
        "60 teach -> repeat -> control scenarios for cairn's learning loop, in the format of",
        "`shared/eval/loop/scenarios_dev.jsonl`. A developer works on the JVM services of one payments",
        "team (Spring Boot 3 services built with Gradle and Maven, Kafka, Postgres through JPA, the team's",
        "platform parent/BOM, its Nexus, registry, ports, topics, properties and package conventions).",
        "In each scenario the assistant's teach output holds one mistake and the developer corrects it;",
        "the repeat is another session whose answer makes the same mistake again (verbatim, with",
        "another identifier or value, in another construct, or as a prose claim) and must come back",
        "fixed; the control must come back byte-identical. Lookalike controls use the mistaken text",
        "correctly in another meaning (the local broker on 9092, `-amd` when dependents are wanted,",
        "JUnit 4's `@Test(expected = ...)` in the legacy module, `javax.sql`).",
        "",
        "## Files",
        "",
        "| file | what |",
        "|---|---|",
        "| `build.py` | the scenarios as data plus the validator; `python3 build.py` checks them and writes the other two files |",
        "| `scenarios.jsonl` | %d scenarios `{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}` |" % len(scen),
        "| `README.md` | this file |",
        "",
        "Run it with `python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios <path to scenarios.jsonl>`.",
        "",
        "## Counts",
        "",
        count_table(scen, "difficulty", DIFFICULTY),
        "",
        count_table(scen, "control_kind", CONTROL),
        "",
        count_table(scen, "repeat_variation", VARIATION),
        "",
    ])


def main():
    errs = validate(SCENARIOS)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print("%d errors; nothing written" % len(errs), file=sys.stderr)
        return 1
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for s in SCENARIOS:
            f.write(json.dumps({k: s[k] for k in keys}, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(readme(SCENARIOS))
    c = {fld: dict(Counter(s[fld] for s in SCENARIOS)) for fld in ("difficulty", "control_kind", "repeat_variation")}
    print("wrote %d scenarios to %s" % (len(SCENARIOS), os.path.join(HERE, "scenarios.jsonl")))
    for fld, d in c.items():
        print("  %s: %s" % (fld, ", ".join("%s %d" % kv for kv in sorted(d.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
