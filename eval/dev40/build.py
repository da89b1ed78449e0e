#!/usr/bin/env python3
"""Build and validate the dev40 scenario set (Java / JVM ecosystem).

    python3 eval/dev40/build.py

Holds the hand-written scenarios, validates them (see validate()), and on success
writes scenarios.jsonl and README.md next to this file. Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d40"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")

TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TARGET_VARIATION = {"reworded": 15, "code_block": 18, "casing": 4, "other_identifier": 5,
                    "renamed_identifier": 5, "prose_claim": 5, "equivalent_construct": 4,
                    "reordered_args": 4}

SCENARIOS = []


def S(topic, difficulty, variation, control_kind, teach, repeat, control, fix, holds=None):
    """teach = (query, output, message, gold_wrong, gold_right)
    repeat = (query, output, expect_contains, expect_absent)
    control = (query, output)
    fix = [(old, new), ...] turning repeat.output into a correct answer
    holds = text the lookalike / already_correct control is meant to contain"""
    SCENARIOS.append({
        "topic": topic, "difficulty": difficulty, "repeat_variation": variation,
        "control_kind": control_kind,
        "teach": dict(zip(("query", "output", "message", "gold_wrong", "gold_right"), teach)),
        "repeat": dict(zip(("query", "output", "expect_contains", "expect_absent"), repeat)),
        "control": dict(zip(("query", "output"), control)),
        "_fix": fix, "_holds": holds,
    })


# --------------------------------------------------------------------------- data
# 001
S("spring-boot", "literal", "code_block", "lookalike",
  ("How do I point our Spring Boot 3 service at the Redis on cache-01:6379?",
   "Add these to `application.properties`:\n```properties\nspring.redis.host=cache-01\nspring.redis.port=6379\n```\nBoot's Redis auto-configuration picks them up for `RedisTemplate` and the cache manager.",
   "on boot 3 those keys moved to spring.data.redis.*, spring.redis.host is just ignored now",
   "spring.redis.", "spring.data.redis."),
  ("Which properties does a Boot 3.2 app need to reach the staging Redis with a password?",
   "```properties\nspring.redis.host=redis-stg.internal\nspring.redis.port=6380\nspring.redis.password=${REDIS_PASSWORD}\n```\nKeep the password in the environment rather than in the file.",
   [r"re:spring\.data\.redis\.host\s*[=:]\s*redis-stg\.internal|data:\s*\n\s+redis:\s*\n\s+host:\s*redis-stg\.internal"],
   [r"re:(?m)^spring\.redis\."]),
  ("The reporting service is still on Spring Boot 2.7 and can't find Redis since someone renamed its keys. Which ones does 2.7 read?",
   "Spring Boot 2.7 reads `spring.redis.host`, `spring.redis.port` and `spring.redis.password`; the `spring.data.redis.*` names only arrived with Boot 3.0, so put the old keys back until the reporting service is upgraded."),
  [("spring.redis.", "spring.data.redis.")], holds="spring.redis.")

# 002
S("jvm-gc", "literal", "reworded", "same_topic",
  ("Which flag turns on generational ZGC for our JDK 21 services?",
   "Add `-XX:+UseGenerationalZGC` to `JAVA_TOOL_OPTIONS`; on 21 that switches ZGC from the single-generation mode to the generational one.",
   "There's no UseGenerationalZGC flag. On 21 it's -XX:+UseZGC -XX:+ZGenerational (generational only became the default in 23)",
   "-XX:+UseGenerationalZGC", "-XX:+UseZGC -XX:+ZGenerational"),
  ("how do i get the generational mode of ZGC on java 21",
   "Start the JVM with -XX:+UseGenerationalZGC and keep your heap settings as they are; the generational mode is what cuts down the allocation stalls.",
   ["-XX:+ZGenerational", "-XX:+UseZGC"],
   ["UseGenerationalZGC"]),
  ("How do I move the batch importer from ZGC back to G1?",
   "Drop `-XX:+UseZGC` from its JVM options and add `-XX:+UseG1GC`, or add nothing at all: G1 is already the default collector on JDK 21."),
  [("-XX:+UseGenerationalZGC", "-XX:+UseZGC -XX:+ZGenerational")])

# 003
S("jvm-flags", "literal", "code_block", "lookalike",
  ("The reporting service on Java 17 keeps dying with OutOfMemoryError: Metaspace. How do I raise the limit to 512 MB?",
   "Add `-XX:MaxPermSize=512m` to the JVM options in `bin/setenv.sh`; that lets the class-metadata area grow to 512 MB before the JVM gives up.",
   "PermGen's been gone since Java 8, that flag is ignored on 17. -XX:MaxMetaspaceSize=512m",
   "-XX:MaxPermSize=512m", "-XX:MaxMetaspaceSize=512m"),
  ("What do I put in JAVA_TOOL_OPTIONS to give the invoice worker (JDK 17) a 512m metaspace cap?",
   "```bash\nexport JAVA_TOOL_OPTIONS=\"-XX:MaxRAMPercentage=75.0 -XX:MaxPermSize=512m\"\n```\nRestart the worker afterwards so the new cap is picked up.",
   ["-XX:MaxMetaspaceSize=512m"],
   [r're:JAVA_TOOL_OPTIONS="[^"]*MaxPermSize']),
  ("The old SOAP gateway still runs on Java 7 under Tomcat 7. How do I give it more room for class metadata?",
   "On Java 7 class metadata still lives in PermGen, so add `-XX:MaxPermSize=512m` to `CATALINA_OPTS` in `bin/setenv.sh`. Metaspace and `-XX:MaxMetaspaceSize` only exist from Java 8 on."),
  [("-XX:MaxPermSize=512m", "-XX:MaxMetaspaceSize=512m")], holds="-XX:MaxPermSize=512m")

# 004
S("junit", "literal", "code_block", "lookalike",
  ("Write a JUnit 5 setup method that builds a fresh InvoiceService before every test.",
   "```java\n@Before\nvoid setUp() {\n    service = new InvoiceService(new InMemoryInvoiceRepository());\n}\n```\nJUnit runs it before each `@Test` method, so every test gets a clean repository.",
   "@Before is the JUnit 4 annotation, jupiter needs @BeforeEach",
   "@Before", "@BeforeEach"),
  ("junit 5: reset the mocked CustomerRepository before each test in CustomerServiceTest",
   "```java\n@Before\nvoid resetMocks() {\n    Mockito.reset(customerRepository);\n}\n```\nWith `@Mock` fields and `MockitoExtension` you usually don't need this, since the extension creates fresh mocks per test.",
   ["@BeforeEach"],
   [r"re:@Before\b"]),
  ("I want one Testcontainers Postgres for the whole JUnit 5 test class, started once. Where does the start call go?",
   "Put it in a static method annotated with `@BeforeAll`:\n```java\n@BeforeAll\nstatic void startDb() {\n    postgres.start();\n}\n```\nJupiter requires `@BeforeAll` methods to be static unless the class is annotated `@TestInstance(Lifecycle.PER_CLASS)`."),
  [("@Before\n", "@BeforeEach\n")], holds="@BeforeAll")

# 005
S("maven", "literal", "reworded", "lookalike",
  ("Where do I put the Nexus credentials so Maven can pull from our private repo?",
   "Add a `<server>` entry with id `ledgerline-nexus` and your username/token to `~/.maven/settings.xml`; Maven reads it on every build and matches the id against the repository in the pom.",
   "~/.m2/settings.xml, not ~/.maven",
   "~/.maven/settings.xml", "~/.m2/settings.xml"),
  ("Maven can't authenticate to Nexus on my new laptop. Which file holds the server credentials?",
   "Create ~/.maven/settings.xml with a <servers> block whose <id> matches the repository id in the pom, then rerun the build.",
   [r"re:(~|\$HOME|\$\{user\.home\})/\.m2/settings\.xml"],
   [".maven/settings.xml"]),
  ("Where's the global Maven settings file that applies to every user on the build agent?",
   "The global one is `${maven.home}/conf/settings.xml`, e.g. `/opt/maven/conf/settings.xml` on the agents; per-user settings override whatever it defines."),
  [("~/.maven/settings.xml", "~/.m2/settings.xml")], holds="settings.xml")

# 006
S("spring-security", "paraphrase", "other_identifier", "lookalike",
  ("Spring Security 6: allow anonymous access to /public/** and require login for everything else.",
   "```java\nhttp.authorizeHttpRequests(auth -> auth\n        .antMatchers(\"/public/**\").permitAll()\n        .anyRequest().authenticated());\n```\nThe matchers are evaluated in order, so keep `anyRequest()` last.",
   "antMatchers is gone in Security 6, it's requestMatchers now",
   ".antMatchers(\"/public/**\")", ".requestMatchers(\"/public/**\")"),
  ("In our Boot 3 app, how do I leave /actuator/health open but keep the rest behind login?",
   "```java\nhttp.authorizeHttpRequests(auth -> auth\n        .antMatchers(\"/actuator/health\").permitAll()\n        .anyRequest().authenticated());\n```",
   [r"re:requestMatchers\(|EndpointRequest\.to\("],
   [r"re:\.antMatchers\("]),
  ("How do I open the H2 console in Security 6 when it complains that the pattern is ambiguous?",
   "Wrap the path in an explicit Ant matcher:\n```java\nhttp.authorizeHttpRequests(auth -> auth\n        .requestMatchers(AntPathRequestMatcher.antMatcher(\"/h2-console/**\")).permitAll());\n```\n`AntPathRequestMatcher.antMatcher(...)` is the supported form when MVC path matching can't be used for a servlet."),
  [(".antMatchers(", ".requestMatchers(")], holds="antMatcher")

# 007
S("team-env", "literal", "reworded", "lookalike",
  ("How do I run the billing service locally against the staging config?",
   "Start it with `./gradlew bootRun --args='--spring.profiles.active=staging'` and Boot will layer `application-staging.yml` over the defaults.",
   "our profile is called stage, not staging (application-stage.yml)",
   "spring.profiles.active=staging", "spring.profiles.active=stage"),
  ("What profile flag do I pass to the ledger-worker jar so it picks up the staging settings?",
   "Run java -jar ledger-worker.jar --spring.profiles.active=staging and it will read the staging overrides on top of application.yml.",
   [r"re:spring\.profiles\.active=stage\b"],
   [r"re:profiles\.active=staging"]),
  ("Which Kubernetes namespace do the billing-api staging pods run in?",
   "They're in the `staging` namespace: `kubectl -n staging get pods -l app=billing-api`."),
  [("--spring.profiles.active=staging", "--spring.profiles.active=stage")], holds="staging")

# 008
S("gradle", "paraphrase", "code_block", "lookalike",
  ("Add the Postgres JDBC driver to my build.gradle.",
   "Add it to the dependencies block:\n```groovy\ndependencies {\n    compile 'org.postgresql:postgresql:42.7.3'\n}\n```\nThen refresh the Gradle project in your IDE.",
   "compile was removed in Gradle 7, use implementation (or runtimeOnly for a driver)",
   "compile 'org.postgresql:postgresql:42.7.3'", "implementation 'org.postgresql:postgresql:42.7.3'"),
  ("gradle: how do I pull jackson-databind into the reporting module?",
   "```groovy\ndependencies {\n    compile 'com.fasterxml.jackson.core:jackson-databind:2.17.1'\n}\n```",
   [r"""re:(implementation|api)\s*\(?\s*['"]com\.fasterxml\.jackson\.core:jackson-databind"""],
   [r"""re:(?m)^\s*compile\s*[('"]"""]),
  ("How do I add Lombok to a Gradle build so it's only there at compile time?",
   "```groovy\ndependencies {\n    compileOnly 'org.projectlombok:lombok:1.18.32'\n    annotationProcessor 'org.projectlombok:lombok:1.18.32'\n}\n```\n`compileOnly` keeps Lombok off the runtime classpath, and the annotation processor entry is what actually generates the code."),
  [("compile 'com.", "implementation 'com.")], holds="compile")

# 009
S("jvm-tools", "literal", "reworded", "same_topic",
  ("How do I take a heap dump of the running order-service without restarting it?",
   "Find the PID with `jcmd -l`, then run `jcmd 4711 GC.dump_heap /tmp/order-service.hprof`; the file opens in Eclipse MAT.",
   "it's GC.heap_dump, teh other way round",
   "GC.dump_heap", "GC.heap_dump"),
  ("Capture the heap of pid 2231 to a file while the JVM keeps running",
   "Run jcmd 2231 GC.dump_heap /var/tmp/worker.hprof; by default it only dumps live objects, so it triggers a full GC first.",
   ["GC.heap_dump"],
   ["dump_heap"]),
  ("How can I see which classes take the most heap on a live JVM without a full dump?",
   "Run `jcmd <pid> GC.class_histogram | head -n 25`; it prints instance counts and bytes per class, largest first."),
  [("GC.dump_heap", "GC.heap_dump")])

# 010
S("spring-boot", "literal", "casing", "lookalike",
  ("Our nightly reconciliation job is a Spring Boot app but it shouldn't start Tomcat at all. How do I turn the web server off?",
   "Set `spring.main.web-application-type=reactive` in the job's `application.properties`; Boot then skips the servlet container and the process exits once the `CommandLineRunner` finishes.",
   "reactive doesn't turn it off, it starts a reactive server (or fails without webflux). for a job it should be none",
   "web-application-type=reactive", "web-application-type=none"),
  ("How do I stop the embedded web server from starting in our CSV import job (Boot 3)?",
   "Add `spring.main.web-application-type=REACTIVE` to the import job's properties; it then runs as a plain command-line app and exits when the import is done.",
   [r"re:(?i)web-application-type\s*[=:]\s*none"],
   ["web-application-type=REACTIVE"]),
  ("Our API gateway has both spring-webmvc and spring-webflux on the classpath. How do I make sure it starts on Netty?",
   "Boot prefers MVC when both are present, so force it with `spring.main.web-application-type=reactive`; the gateway then starts on Reactor Netty instead of Tomcat."),
  [("=REACTIVE", "=NONE")], holds="web-application-type=reactive")

# 011
S("kotlin", "paraphrase", "renamed_identifier", "lookalike",
  ("In Kotlin, how do I collect the ids of failed invoices while looping over them?",
   "```kotlin\nval failedIds = listOf<Long>()\nfor (inv in invoices) {\n    if (inv.status == Status.FAILED) failedIds.add(inv.id)\n}\n```",
   "listOf gives a read-only List, add() doesn't even compile. mutableListOf<Long>()",
   "listOf<Long>()", "mutableListOf<Long>()"),
  ("kotlin: build up a list of customer emails we skipped because they didn't opt in",
   "```kotlin\nval skippedEmails = listOf<String>()\ncustomers.forEach { c ->\n    if (!c.optedIn) skippedEmails.add(c.email)\n}\n```",
   [r"re:mutableListOf<String>\(\)|ArrayList<String>\(\)|\.filter\s*\{"],
   [r"re:=\s*listOf<String>\(\)"]),
  ("Kotlin: I need a fixed list of supported currencies to validate against. What's idiomatic?",
   "```kotlin\nval supportedCurrencies = listOf(\"EUR\", \"GBP\", \"CHF\")\n\nfun isSupported(code: String) = code in supportedCurrencies\n```\n`listOf` returns a read-only list, which is exactly what you want for a lookup that never changes."),
  [("listOf<String>()", "mutableListOf<String>()")], holds="listOf")

# 012
S("jvm-gc", "semantic", "prose_claim", "same_topic",
  ("Which garbage collector does our JDK 17 service use if we don't pass any GC flag?",
   "On JDK 17 the default is the Parallel collector on server-class machines, so unless you add `-XX:+UseG1GC` you're running the throughput-oriented Parallel GC.",
   "Hmm, I'm pretty sure G1 has been the default since JDK 9? Parallel was the JDK 8 default.",
   "the default is the Parallel collector", "the default is G1"),
  ("If I start a Java 21 app with no GC options at all, which collector runs?",
   "With no options, Java 21 picks Parallel GC as the default collector on multi-core servers; G1 only kicks in if you pass -XX:+UseG1GC.",
   [r"re:G1( GC)? (is|as) (the )?default|(picks|uses|runs) G1"],
   [r"re:picks Parallel|Parallel( GC)? (is|as) the default", "G1 only kicks in"]),
  ("How do I switch our batch importer to the throughput collector?",
   "Add `-XX:+UseParallelGC` to its JVM options; for a batch job that only cares about total runtime, Parallel usually gets more work done per CPU than G1."),
  [("picks Parallel GC as the default collector on multi-core servers; G1 only kicks in if you pass -XX:+UseG1GC.",
    "picks G1 as the default collector on multi-core servers; Parallel GC only runs if you pass -XX:+UseParallelGC.")])

# 013
S("spring-boot", "literal", "code_block", "already_correct",
  ("How do I cap the payments service's DB connection pool at 20 connections?",
   "Set `spring.datasource.max-pool-size=20` in `application.properties`; Boot passes it through to HikariCP.",
   "that key doesn't exist. spring.datasource.hikari.maximum-pool-size",
   "spring.datasource.max-pool-size", "spring.datasource.hikari.maximum-pool-size"),
  ("Limit Hikari to 12 connections in ledger-worker, properties file please",
   "```properties\nspring.datasource.username=ledger_app\nspring.datasource.max-pool-size=12\n```\nTwelve is plenty for a worker with four consumer threads.",
   [r"re:spring\.datasource\.hikari\.maximum-pool-size\s*[=:]\s*12"],
   ["max-pool-size"]),
  ("What Hikari settings keep 5 idle connections around in the reporting service without going over 20?",
   "Use `spring.datasource.hikari.minimum-idle=5` together with `spring.datasource.hikari.maximum-pool-size=20`; Hikari keeps five idle connections warm and never opens more than twenty."),
  [("spring.datasource.max-pool-size=12", "spring.datasource.hikari.maximum-pool-size=12")],
  holds="spring.datasource.hikari.maximum-pool-size")

# 014
S("jvm-debug", "paraphrase", "equivalent_construct", "lookalike",
  ("How do I attach IntelliJ to the JVM inside the billing container (Java 17) on port 5005?",
   "Add `-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=5005` to `JAVA_TOOL_OPTIONS` and publish port 5005 on the container.",
   "since 9 address=5005 binds to localhost only, so from outside the container you need address=*:5005",
   "address=5005", "address=*:5005"),
  ("Remote-debugging the worker pod on JDK 21 over port 8000, which JVM option do I add?",
   "Use `-Xdebug -Xrunjdwp:transport=dt_socket,server=y,suspend=n,address=8000` in the pod's JVM options and point your IDE at the pod IP on 8000.",
   [r"re:address=(\*|0\.0\.0\.0):8000"],
   [r"re:address=8000"]),
  ("I'm running the service straight from a terminal on my laptop. What debug flag do I need so IntelliJ can attach?",
   "Locally you can leave it on loopback: `-agentlib:jdwp=transport=dt_socket,server=y,suspend=n,address=5005`, then attach IntelliJ's Remote JVM Debug configuration to localhost:5005."),
  [("address=8000", "address=*:8000")], holds="address=5005")

# 015
S("team-env", "literal", "reworded", "lookalike",
  ("Which base image should the Dockerfile for the new notifications service use?",
   "Start from `openjdk:21-jdk-slim` and copy the Boot jar in; the slim variant keeps the image reasonably small.",
   "we build everything on eclipse-temurin:21-jre. the openjdk images are deprecated and we don't ship a full JDK to prod",
   "openjdk:21-jdk-slim", "eclipse-temurin:21-jre"),
  ("What FROM line should a Java 21 service image use here?",
   "Use FROM openjdk:21-jdk-slim, then copy the jar to /app/app.jar and set ENTRYPOINT [\"java\", \"-jar\", \"/app/app.jar\"].",
   ["eclipse-temurin:21-jre"],
   ["openjdk:21"]),
  ("The Ubuntu build agent needs JDK 21 for Gradle. What do I install?",
   "Install the distro package with `sudo apt-get install -y openjdk-21-jdk-headless`, then check that `java -version` prints 21."),
  [("openjdk:21-jdk-slim", "eclipse-temurin:21-jre")], holds="openjdk")

# 016
S("maven", "paraphrase", "code_block", "lookalike",
  ("How do I run only PaymentValidatorTest with Maven?",
   "Run `mvn test -Dtests=PaymentValidatorTest`; Surefire then skips every other test class.",
   "-Dtest, singular",
   "-Dtests=PaymentValidatorTest", "-Dtest=PaymentValidatorTest"),
  ("maven: run just the refundsAreCapped method in RefundServiceTest",
   "```bash\n./mvnw test -Dtests='RefundServiceTest#refundsAreCapped'\n```",
   [r"""re:-Dtest=['"]?RefundServiceTest#refundsAreCapped"""],
   ["-Dtests="]),
  ("How do I run a single test class with Gradle in the refunds module?",
   "Use the `--tests` filter: `./gradlew :refunds:test --tests 'io.ledgerline.refunds.RefundServiceTest'`. Wildcards work too, e.g. `--tests '*RefundService*'`."),
  [("-Dtests=", "-Dtest=")], holds="tests")

# 017
S("junit", "paraphrase", "reordered_args", "lookalike",
  ("Add a failure message to this JUnit 5 assertion on the invoice total.",
   "```java\nassertEquals(\"total should include VAT\", new BigDecimal(\"119.00\"), invoice.total());\n```",
   "In Jupiter the message is the last argument: assertEquals(expected, actual, message). Message-first is the JUnit 4 signature",
   "assertEquals(\"total should include VAT\", new BigDecimal(\"119.00\"), invoice.total())",
   "assertEquals(new BigDecimal(\"119.00\"), invoice.total(), \"total should include VAT\")"),
  ("jupiter: assert there are 3 orders and print 'one order per cart' if there aren't",
   "```java\nassertEquals(\"one order per cart\", 3, orders.size());\n```",
   [r're:assertEquals\(\s*3,\s*orders\.size\(\),\s*"one order per cart"\s*\)|hasSize\(3\)'],
   [r're:assertEquals\(\s*"one order per cart"']),
  ("The legacy-import module is still on JUnit 4. How do I add a message to assertEquals there?",
   "In JUnit 4 the message comes first: `assertEquals(\"rows imported\", 250, result.getRowCount());` with `org.junit.Assert.assertEquals`."),
  [("assertEquals(\"one order per cart\", 3, orders.size())", "assertEquals(3, orders.size(), \"one order per cart\")")],
  holds="assertEquals(\"")

# 018
S("app-server", "literal", "reworded", "lookalike",
  ("What URL do I open for the WildFly 30 admin console on the test box wf-test-01?",
   "Open `http://wf-test-01:9999/console` and log in with the management user you created with `add-user.sh`.",
   "management console is on 9990 on WildFly. 9999 was the old native management port from JBoss AS 7",
   ":9999/console", ":9990/console"),
  ("wildfly management console address on the UAT server wf-uat-02?",
   "It's http://wf-uat-02:9999/console; sign in with the admin user from add-user.sh.",
   [":9990/console"],
   [":9999/console"]),
  ("Which port do I point JConsole at for the Tomcat on app-03?",
   "Connect JConsole to `app-03:9999`; that's the `com.sun.management.jmxremote.port` set in its `bin/setenv.sh`."),
  [(":9999/console", ":9990/console")], holds="9999")

# 019
S("gradle", "semantic", "reworded", "same_topic",
  ("Where does the version catalog file go in our Gradle multi-project build?",
   "Create `libs.versions.toml` in the root project directory, next to `settings.gradle.kts`; Gradle picks it up automatically as the `libs` catalog.",
   "it goes in gradle/libs.versions.toml, that's the only place gradle looks for it by default",
   "in the root project directory, next to `settings.gradle.kts`",
   "in the `gradle/` directory (`gradle/libs.versions.toml`)"),
  ("Where should libs.versions.toml live so the generated libs accessors show up?",
   "Put libs.versions.toml at the top level of the repository, beside settings.gradle.kts, and then reference entries as libs.spring.boot.starter.web.",
   ["gradle/libs.versions.toml"],
   [r"re:libs\.versions\.toml at the top level"]),
  ("How do I reference a library from the version catalog in build.gradle.kts?",
   "Use the generated accessor, e.g. `implementation(libs.jackson.databind)` for an alias `jackson-databind`; dashes in the alias become dots in the accessor."),
  [("Put libs.versions.toml at the top level of the repository, beside settings.gradle.kts,",
    "Put it at gradle/libs.versions.toml (the gradle/ folder next to settings.gradle.kts),")])

# 020
S("kotlin", "semantic", "prose_claim", "lookalike",
  ("Why won't Spring proxy my Kotlin @Service that has @Transactional methods?",
   "Kotlin classes are final by default, so CGLIB can't subclass them; apply the `kotlin(\"plugin.jpa\")` compiler plugin and it opens Spring-annotated classes for proxying.",
   "close, but it's plugin.spring (the all-open preset) that opens them. plugin.jpa only adds no-arg constructors for entities",
   "kotlin(\"plugin.jpa\")", "kotlin(\"plugin.spring\")"),
  ("my kotlin @Transactional method isn't proxied, which Gradle plugin fixes that?",
   "Add the Kotlin JPA plugin; it makes classes annotated with @Service, @Component or @Transactional open so Spring can subclass them.",
   [r"re:plugin\.spring|kotlin-spring|all-?open"],
   [r"re:JPA plugin[^.]*open"]),
  ("Hibernate says my Kotlin @Entity has no default constructor. What do I add?",
   "Apply `kotlin(\"plugin.jpa\")` in the plugins block; it generates a synthetic no-arg constructor for `@Entity`, `@Embeddable` and `@MappedSuperclass` classes, which Hibernate needs to instantiate them."),
  [("Add the Kotlin JPA plugin;", "Add the Kotlin Spring plugin (`kotlin(\"plugin.spring\")`);")],
  holds="kotlin(\"plugin.jpa\")")

# 021
S("spring-boot", "literal", "code_block", "lookalike",
  ("Inject the `billing.retry.max-attempts` property into a field.",
   "```java\n@Value(\"#{billing.retry.max-attempts}\")\nprivate int maxAttempts;\n```",
   "that's SpEL syntax, it'll try to evaluate billing as a bean. property placeholders are ${billing.retry.max-attempts}",
   "#{billing.retry.max-attempts}", "${billing.retry.max-attempts}"),
  ("How do I pass billing.retry.max-attempts into the RetryingBillingClient constructor?",
   "```java\npublic RetryingBillingClient(@Value(\"#{billing.retry.max-attempts}\") int maxAttempts) {\n    this.maxAttempts = maxAttempts;\n}\n```",
   [r"re:\$\{billing\.retry\.max-attempts(:[^}]*)?\}"],
   ["#{billing"]),
  ("How do I inject a comma-separated property as a List<String> with @Value?",
   "```java\n@Value(\"#{'${billing.allowed-currencies}'.split(',')}\")\nprivate List<String> allowedCurrencies;\n```\nThe outer `#{...}` is SpEL; the inner `${...}` is resolved first, so SpEL only sees the raw string to split."),
  [("#{billing.retry.max-attempts}", "${billing.retry.max-attempts}")], holds="#{")

# 022
S("jvm-flags", "literal", "other_identifier", "already_correct",
  ("Which flags make the JVM write a heap dump when it runs out of memory?",
   "Add `-XX:+HeapDumpOnOutOfMemory -XX:HeapDumpPath=/var/log/app/dumps` to the JVM options; the dump lands in that directory, named after the PID.",
   "The flag is -XX:+HeapDumpOnOutOfMemoryError. Without the Error suffix the JVM refuses to start with 'Unrecognized VM option'.",
   "-XX:+HeapDumpOnOutOfMemory -XX:HeapDumpPath", "-XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath"),
  ("Set up the ledger-worker container so it dumps the heap to /dumps when it OOMs",
   "Add JAVA_TOOL_OPTIONS=\"-XX:+HeapDumpOnOutOfMemory -XX:HeapDumpPath=/dumps/ledger-worker.hprof\" to the container env and mount a volume at /dumps so the file survives the restart.",
   ["-XX:+HeapDumpOnOutOfMemoryError"],
   [r"re:HeapDumpOnOutOfMemory(?!Error)"]),
  ("What JVM flags make the pod restart on OOM but still leave a heap dump behind?",
   "Use `-XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath=/var/log/app/dumps -XX:+ExitOnOutOfMemoryError`; the JVM writes the dump, exits, and Kubernetes restarts the container."),
  [("-XX:+HeapDumpOnOutOfMemory ", "-XX:+HeapDumpOnOutOfMemoryError ")],
  holds="-XX:+HeapDumpOnOutOfMemoryError")

# 023
S("team-env", "literal", "reworded", "lookalike",
  ("What repository URL goes in the pom so it resolves our internal libraries?",
   "Add a `<repository>` with id `ledgerline-nexus` and URL `https://nexus.ledgerline.io/repository/maven-releases/`; the credentials come from the matching `<server>` in your settings.",
   "For resolving use the group, https://nexus.ledgerline.io/repository/maven-public/ . maven-releases is only the deploy target and has no snapshots or proxied central",
   "repository/maven-releases/", "repository/maven-public/"),
  ("Gradle can't find io.ledgerline:platform-bom. Which Maven repository URL should settings.gradle.kts point at?",
   "Point it at https://nexus.ledgerline.io/repository/maven-releases/ inside dependencyResolutionManagement { repositories { maven { url = uri(\"...\") } } } and add the credentials block.",
   ["repository/maven-public/"],
   [r"re:Point it at \S*maven-releases"]),
  ("Where does `mvn deploy` publish our release artifacts?",
   "The parent pom's `<distributionManagement>` sends releases to `https://nexus.ledgerline.io/repository/maven-releases/` and snapshots to `https://nexus.ledgerline.io/repository/maven-snapshots/`."),
  [("repository/maven-releases/", "repository/maven-public/")], holds="repository/maven-releases/")

# 024
S("spring-boot", "paraphrase", "equivalent_construct", "same_topic",
  ("How do I make the checkout service finish in-flight requests on SIGTERM?",
   "Enable it with `server.shutdown.graceful=true` and cap the wait with `spring.lifecycle.timeout-per-shutdown-phase=30s`.",
   "thanks, the timeout part is right, but it's server.shutdown=graceful (an enum value, not a boolean sub-key)",
   "server.shutdown.graceful=true", "server.shutdown=graceful"),
  ("Graceful shutdown with a 20 second limit for the Boot 3 gateway, in application.yml?",
   "```yaml\nserver:\n  shutdown:\n    graceful: true\nspring:\n  lifecycle:\n    timeout-per-shutdown-phase: 20s\n```",
   [r"re:shutdown:\s*graceful"],
   [r"re:graceful:\s*true"]),
  ("How long does Kubernetes wait after SIGTERM, and how should that relate to Boot's shutdown timeout?",
   "Kubernetes waits `terminationGracePeriodSeconds` (30 by default) before sending SIGKILL; keep `spring.lifecycle.timeout-per-shutdown-phase` a few seconds below that, e.g. 25s, so Boot finishes first."),
  [("  shutdown:\n    graceful: true\n", "  shutdown: graceful\n")])

# 025
S("jvm-gc", "semantic", "reworded", "lookalike",
  ("Can we keep `-XX:+UseConcMarkSweepGC` when the pricing service moves from Java 11 to 17?",
   "Yes. CMS is deprecated but still available on 17, so the flag keeps working and only prints a deprecation warning at startup.",
   "No, CMS was removed in JDK 14, there's no CMS on 17 at all. We should move pricing to G1.",
   "CMS is deprecated but still available on 17", "CMS was removed in JDK 14"),
  ("Is Concurrent Mark Sweep still an option on Java 21?",
   "It's deprecated but still available, so -XX:+UseConcMarkSweepGC will run; plan a move to G1 at some point.",
   ["re:removed"],
   ["It's deprecated but still available", "UseConcMarkSweepGC will run"]),
  ("Can the plugin sandbox still rely on the Security Manager on Java 17?",
   "For now: on Java 17 the Security Manager is deprecated for removal but still available, and enabling it prints a warning at startup. Plan for it going away in a later JDK."),
  [("It's deprecated but still available, so -XX:+UseConcMarkSweepGC will run; plan a move to G1 at some point.",
    "No. CMS was removed in JDK 14, so -XX:+UseConcMarkSweepGC does nothing useful on 21; move to G1.")],
  holds="still available")

# 026
S("junit", "paraphrase", "code_block", "lookalike",
  ("JUnit 5 test that creating Money with a negative amount throws IllegalArgumentException?",
   "```java\n@Test(expected = IllegalArgumentException.class)\nvoid rejectsNegativeAmount() {\n    new Money(-5, \"EUR\");\n}\n```",
   "jupiter's @Test has no expected attribute, use assertThrows(IllegalArgumentException.class, () -> new Money(-5, \"EUR\"))",
   "@Test(expected = IllegalArgumentException.class)",
   "assertThrows(IllegalArgumentException.class, () -> new Money(-5, \"EUR\"))"),
  ("Jupiter: check that closing an already closed Ledger throws IllegalStateException",
   "```java\n@Test(expected = IllegalStateException.class)\nvoid closingTwiceFails() {\n    ledger.close();\n    ledger.close();\n}\n```",
   [r"re:assertThrows\(\s*IllegalStateException\.class"],
   [r"re:@Test\(expected\s*=\s*IllegalStateException"]),
  ("The fx-rates module still runs on JUnit 4.13. What's the short way to expect a ParseException there?",
   "JUnit 4 lets you put it on the annotation: `@Test(expected = ParseException.class)` from `org.junit.Test`. If you also need to check the message, 4.13 has `Assert.assertThrows` as well."),
  [("@Test(expected = IllegalStateException.class)\nvoid closingTwiceFails() {\n    ledger.close();\n    ledger.close();\n}",
    "@Test\nvoid closingTwiceFails() {\n    ledger.close();\n    assertThrows(IllegalStateException.class, () -> ledger.close());\n}")],
  holds="@Test(expected = ")

# 027
S("app-server", "semantic", "prose_claim", "same_topic",
  ("Can we deploy the Spring Boot 3 WAR onto the existing Tomcat 9 servers?",
   "Yes, Tomcat 9 supports Servlet 4.0, which is all Spring Boot 3 needs, so the WAR deploys as is.",
   "Boot 3 is Jakarta EE 10 (jakarta.servlet), it needs Tomcat 10.1+. tomcat 9 is still javax so it won't even find the servlet initializer",
   "Tomcat 9 supports Servlet 4.0, which is all Spring Boot 3 needs",
   "Spring Boot 3 needs Tomcat 10.1 or later (Servlet 6.0, jakarta.servlet)"),
  ("will our Boot 3.2 war run on the Tomcat 9.0.85 cluster?",
   "It will: Boot 3.2 only needs a Servlet 4.0 container, and Tomcat 9.0.85 provides that.",
   [r"re:10\.1|Servlet 6|jakarta"],
   ["It will:", "only needs a Servlet 4.0"]),
  ("Which Tomcat version does Spring Boot 3.2 embed by default?",
   "Spring Boot 3.2 embeds Tomcat 10.1 via `spring-boot-starter-tomcat`; you can pin a different 10.1.x patch with the `tomcat.version` property."),
  [("It will: Boot 3.2 only needs a Servlet 4.0 container, and Tomcat 9.0.85 provides that.",
    "No: Boot 3.2 uses jakarta.servlet and needs a Servlet 6.0 container such as Tomcat 10.1; Tomcat 9.0.85 is still on javax.servlet.")])

# 028
S("team-env", "paraphrase", "other_identifier", "lookalike",
  ("What heap settings should the ledger-worker deployment use? Its container memory limit is 2Gi.",
   "Set `-Xmx1536m` in `JAVA_TOOL_OPTIONS` so the heap gets about 75% of the 2Gi limit and the rest is left for metaspace and threads.",
   "we don't hardcode -Xmx in k8s manifests, team rule is -XX:MaxRAMPercentage=75.0 so it follows the limit when someone resizes the pod",
   "-Xmx1536m", "-XX:MaxRAMPercentage=75.0"),
  ("Heap flags for the notifications deployment? The memory limit is 4Gi.",
   "Put -Xmx3g in JAVA_TOOL_OPTIONS, which leaves about 1Gi for metaspace, thread stacks and direct buffers.",
   ["MaxRAMPercentage"],
   ["-Xmx3g"]),
  ("The Gradle daemon on my laptop keeps running out of memory during the build. Where do I give it more heap?",
   "Set it in `gradle.properties`: `org.gradle.jvmargs=-Xmx1536m -Dfile.encoding=UTF-8`; the daemon picks up the new heap on the next build."),
  [("-Xmx3g", "-XX:MaxRAMPercentage=75.0")], holds="-Xmx1536m")

# 029
S("kotlin", "literal", "reworded", "same_topic",
  ("What Kotlin version should I put in the new module's plugins block?",
   "Use `kotlin(\"jvm\") version \"2.0.20\"` so the module builds with the K2 compiler like the rest of the repo.",
   "we're still on 1.9.24 everywhere, the K2 migration hasn't happened yet",
   "version \"2.0.20\"", "version \"1.9.24\""),
  ("kotlin plugin version for the audit-log module's build script?",
   "Declare kotlin(\"jvm\") version \"2.0.20\" in plugins {} so it lines up with the other modules.",
   ["1.9.24"],
   ["2.0.20"]),
  ("How do I set the JVM target for Kotlin and Java together in a module?",
   "Use a toolchain: `kotlin { jvmToolchain(21) }` in the module's build script sets the JDK for both the Kotlin and the Java compile tasks."),
  [("2.0.20", "1.9.24")])

# 030
S("spring-boot", "paraphrase", "casing", "same_topic",
  ("How do I turn on debug logging for our own code in the billing service?",
   "Add `logging.level.com.ledgerline=DEBUG` to `application-local.properties`; everything under our root package then logs at debug.",
   "our packages are io.ledgerline.*, not com. so logging.level.io.ledgerline=DEBUG",
   "logging.level.com.ledgerline", "logging.level.io.ledgerline"),
  ("Set debug logging for our packages on the staging billing pods via an environment variable",
   "Add LOGGING_LEVEL_COM_LEDGERLINE=DEBUG to the container env in the Helm values; Spring's relaxed binding maps it onto the logging level for our package.",
   ["LOGGING_LEVEL_IO_LEDGERLINE"],
   [r"re:(?i)com[._]ledgerline"]),
  ("How do I see the SQL Hibernate runs, with bind values, in a Boot 3 app?",
   "Set `logging.level.org.hibernate.SQL=DEBUG` for the statements and `logging.level.org.hibernate.orm.jdbc.bind=TRACE` for the bound parameter values (that's the Hibernate 6 category)."),
  [("LOGGING_LEVEL_COM_LEDGERLINE", "LOGGING_LEVEL_IO_LEDGERLINE")])

# 031
S("flyway", "paraphrase", "renamed_identifier", "already_correct",
  ("Name the Flyway migration that adds invoices.due_date; the last one applied is V6.",
   "Create `src/main/resources/db/migration/V7_add_invoice_due_date.sql` with `ALTER TABLE invoices ADD COLUMN due_date date;` in it; Flyway applies it on the next startup.",
   "needs a double underscore after the version: V7__add_invoice_due_date.sql. with a single _ flyway won't parse it as a versioned migration",
   "V7_add_invoice_due_date.sql", "V7__add_invoice_due_date.sql"),
  ("What should I call the migration that creates the refunds table? We're at V11.",
   "Name it V12_create_refunds_table.sql under db/migration and put the CREATE TABLE refunds (...) statement in it.",
   ["V12__create_refunds_table.sql"],
   [r"re:V12_(?!_)"]),
  ("I edited `V3__add_customer_email_index.sql` after it ran on staging and now startup fails. Why?",
   "Flyway stores a checksum for `V3__add_customer_email_index.sql` in `flyway_schema_history`, and validation fails because the file no longer matches it. Revert the edit and put the change in a new versioned migration instead."),
  [("V12_create_refunds_table.sql", "V12__create_refunds_table.sql")], holds="__add_")

# 032
S("spring-boot", "literal", "code_block", "already_correct",
  ("How do I expose the health, info and prometheus actuator endpoints over HTTP?",
   "Set `management.endpoints.web.expose=health,info,prometheus` in `application.properties`; the endpoints then show up under `/actuator`.",
   "the property is management.endpoints.web.exposure.include",
   "management.endpoints.web.expose=", "management.endpoints.web.exposure.include="),
  ("Which property exposes all actuator endpoints on my local profile?",
   "```properties\n# application-local.properties\nmanagement.endpoints.web.expose=*\n```\nDon't copy that into the deployed profiles.",
   ["management.endpoints.web.exposure.include=*"],
   ["endpoints.web.expose="]),
  ("Where does Prometheus scrape our Boot 3 metrics from?",
   "From `/actuator/prometheus`, once `micrometer-registry-prometheus` is on the classpath and `management.endpoints.web.exposure.include=health,prometheus` is set."),
  [("management.endpoints.web.expose=*", "management.endpoints.web.exposure.include=*")],
  holds="management.endpoints.web.exposure.include=")

# 033
S("spring-boot", "literal", "reworded", "same_topic",
  ("How do I get ISO-8601 strings instead of epoch numbers for dates in our JSON responses?",
   "Set `spring.jackson.write-dates-as-timestamps=false` and Boot's `ObjectMapper` writes `OffsetDateTime` values as ISO-8601 strings.",
   "It's under serialization: spring.jackson.serialization.write-dates-as-timestamps=false",
   "spring.jackson.write-dates-as-timestamps", "spring.jackson.serialization.write-dates-as-timestamps"),
  ("Our API returns createdAt as 1718000000.000. Which Jackson property makes Boot serialize it as an ISO string?",
   "Turn off numeric timestamps with spring.jackson.write-dates-as-timestamps=false in application.properties; after a restart createdAt comes out as ISO-8601 text.",
   ["spring.jackson.serialization.write-dates-as-timestamps=false"],
   ["spring.jackson.write-dates"]),
  ("How do I make Jackson in Boot reject requests that have a field our DTO doesn't know?",
   "Set `spring.jackson.deserialization.fail-on-unknown-properties=true`; Boot turns that feature off by default, so unknown fields are silently ignored today."),
  [("spring.jackson.write-dates-as-timestamps", "spring.jackson.serialization.write-dates-as-timestamps")])

# 034
S("maven", "paraphrase", "equivalent_construct", "lookalike",
  ("What should the compiler settings be in the pom of the new invoicing service?",
   "Set `<maven.compiler.release>17</maven.compiler.release>` in `<properties>`; `release` also checks that you don't call APIs missing from that JDK.",
   "All our services are on Java 21 now, so release should be 21",
   "<maven.compiler.release>17</maven.compiler.release>", "<maven.compiler.release>21</maven.compiler.release>"),
  ("Which Java toolchain should the build.gradle.kts of the new audit service declare?",
   "```kotlin\njava {\n    toolchain {\n        languageVersion = JavaLanguageVersion.of(17)\n    }\n}\n```",
   ["JavaLanguageVersion.of(21)"],
   ["JavaLanguageVersion.of(17)"]),
  ("What release level should the partner SDK jar compile to? Some partners are still on Java 17.",
   "Compile the SDK with `<maven.compiler.release>17</maven.compiler.release>` so partners on 17 can load it; our own services run the same jar on 21 without problems."),
  [("JavaLanguageVersion.of(17)", "JavaLanguageVersion.of(21)")],
  holds="<maven.compiler.release>17</maven.compiler.release>")

# 035
S("gradle", "semantic", "prose_claim", "lookalike",
  ("I added junit-jupiter to the Gradle build but `./gradlew test` says it ran 0 tests. Do I need anything else?",
   "No, Gradle picks up JUnit 5 automatically once `junit-jupiter` is on the test classpath, so the zero count must come from a filter somewhere.",
   "don't you need tasks.test { useJUnitPlatform() }? without it gradle uses the junit 4 runner and finds nothing",
   "Gradle picks up JUnit 5 automatically",
   "Gradle needs `tasks.test { useJUnitPlatform() }` to run JUnit 5"),
  ("new Gradle module, which bits do I need for Jupiter tests to run?",
   "Just add testImplementation(\"org.junit.jupiter:junit-jupiter:5.10.2\"); Gradle detects the Jupiter engine on its own and runs the tests.",
   ["useJUnitPlatform()"],
   ["detects the Jupiter engine on its own"]),
  ("Does Maven Surefire 3.2 need extra configuration to run JUnit 5 tests?",
   "No. Surefire 3.x picks up JUnit 5 automatically when `junit-jupiter-engine` is on the test classpath; you don't have to declare a provider."),
  [("; Gradle detects the Jupiter engine on its own and runs the tests.",
    " and tell Gradle to use the platform with tasks.test { useJUnitPlatform() }; without it no Jupiter tests run.")],
  holds="picks up JUnit 5 automatically")

# 036
S("kotlin", "paraphrase", "renamed_identifier", "lookalike",
  ("Kotlin: check whether the IBAN from the request matches the one stored on the account.",
   "```kotlin\nif (requestIban === account.iban) {\n    approveTransfer(request)\n}\n```\n`===` compares the string contents.",
   "=== is referential identity in kotlin, contents is ==",
   "requestIban === account.iban", "requestIban == account.iban"),
  ("kotlin: only apply the discount when the cart currency equals the customer's currency",
   "```kotlin\nif (cart.currency === customer.currency) {\n    cart.applyDiscount(discount)\n}\n```",
   [r"re:cart\.currency\s*==(?!=)\s*customer\.currency|customer\.currency\s*==(?!=)\s*cart\.currency|cart\.currency\s*\.equals\("],
   [r"re:currency\s*===\s*customer"]),
  ("Kotlin: how do I assert that my cache hands back the very same instance, not just an equal one?",
   "Use referential equality: `assertTrue(first === second)` (or `assertSame(first, second)`); `==` would only call `equals()`."),
  [("===", "==")], holds="===")

# 037
S("kotlin", "paraphrase", "renamed_identifier", "lookalike",
  ("Kotlin: the retry count comes from config after construction. How do I declare the field?",
   "Declare it as `lateinit var retryCount: Int` and assign it in the `@PostConstruct` method.",
   "lateinit isn't allowed on primitive types (Int, Long...). Either var retryCount: Int = 0 or by Delegates.notNull()",
   "lateinit var retryCount: Int", "var retryCount: Int by Delegates.notNull()"),
  ("Kotlin property for a timeout in ms that's only set in an init method: how do I declare it without a default?",
   "```kotlin\nlateinit var timeoutMs: Long\n\n@PostConstruct\nfun init() {\n    timeoutMs = props.timeoutMs\n}\n```",
   [r"re:var timeoutMs:\s*Long\s*(=|by\s+Delegates\.notNull)"],
   [r"re:lateinit var timeoutMs"]),
  ("Kotlin Spring test: how do I get MockMvc injected into a field?",
   "```kotlin\n@Autowired\nlateinit var mockMvc: MockMvc\n```\n`lateinit` works here because `MockMvc` is a non-null reference type that Spring sets before the first test runs."),
  [("lateinit var timeoutMs: Long", "var timeoutMs: Long by Delegates.notNull()")], holds="lateinit var")

# 038
S("gradle", "literal", "code_block", "same_topic",
  ("How do I turn on Gradle's build cache for the whole repo?",
   "Add `org.gradle.cache=true` to the root `gradle.properties`; task outputs are then reused across builds and branches.",
   "org.gradle.caching=true. cache isnt a recognised property, gradle just ignores it",
   "org.gradle.cache=true", "org.gradle.caching=true"),
  ("Make our CI Gradle builds faster with parallel execution and the build cache: what goes in gradle.properties?",
   "```properties\norg.gradle.parallel=true\norg.gradle.cache=true\n```\nCommit it to the repo root so CI and laptops share the settings.",
   ["org.gradle.caching=true"],
   ["org.gradle.cache="]),
  ("How do I enable Gradle's configuration cache?",
   "On Gradle 8.1+ add `org.gradle.configuration-cache=true` to `gradle.properties`, or try it first with `./gradlew build --configuration-cache`."),
  [("org.gradle.cache=true", "org.gradle.caching=true")])

# 039
S("maven", "semantic", "reworded", "same_topic",
  ("Why doesn't `mvn test` run OrderRepositoryIT in the orders service?",
   "It should: the Failsafe plugin is bound to the test phase, so `mvn test` runs the `*IT` classes right after the unit tests. Check that the class name really ends in IT.",
   "Failsafe runs in integration-test/verify, not test. you need mvn verify for the IT classes",
   "the Failsafe plugin is bound to the test phase",
   "the Failsafe plugin runs in the integration-test and verify phases"),
  ("How do I get the *IT tests to run locally with Maven?",
   "Run ./mvnw test; Failsafe executes the *IT classes as part of the test phase, right after Surefire's unit tests.",
   ["verify"],
   [r"re:Failsafe[^.]*(?<!integration-)test phase", "Run ./mvnw test;"]),
  ("Which test classes does Surefire run by default?",
   "Surefire's default includes are `**/Test*.java`, `**/*Test.java`, `**/*Tests.java` and `**/*TestCase.java`, and it runs them in the `test` phase."),
  [("Run ./mvnw test; Failsafe executes the *IT classes as part of the test phase, right after Surefire's unit tests.",
    "Run ./mvnw verify; Failsafe executes the *IT classes in the integration-test phase, after Surefire's unit tests, and verify checks their results.")])

# 040
S("spring-boot", "literal", "code_block", "already_correct",
  ("How do I raise the embedded Tomcat's worker thread limit to 400 on Boot 3?",
   "Set `server.tomcat.max-threads=400` in `application.properties`; the default is 200.",
   "renamed ages ago: server.tomcat.threads.max=400 (max-threads is gone in boot 3)",
   "server.tomcat.max-threads", "server.tomcat.threads.max"),
  ("Boot 3 gateway under load: let Tomcat use 300 worker threads and queue up to 200 connections",
   "```properties\nserver.tomcat.max-threads=300\nserver.tomcat.accept-count=200\n```\nRequests beyond the busy threads wait in the accept queue until it's full, then connections are refused.",
   ["server.tomcat.threads.max=300"],
   ["server.tomcat.max-threads"]),
  ("What's the default size of the embedded Tomcat worker pool in Boot 3?",
   "200 threads: that's the default for `server.tomcat.threads.max`, with `server.tomcat.threads.min-spare` at 10."),
  [("server.tomcat.max-threads=300", "server.tomcat.threads.max=300")], holds="server.tomcat.threads.max")

# 041
S("spring-test", "literal", "code_block", "lookalike",
  ("In a @SpringBootTest with webEnvironment = RANDOM_PORT, how do I get the port to build the URL?",
   "Inject it with `@Value(\"${server.port}\") int port;` and build `\"http://localhost:\" + port + \"/api/invoices\"`.",
   "server.port is literally 0 with RANDOM_PORT. Use @LocalServerPort",
   "@Value(\"${server.port}\")", "@LocalServerPort"),
  ("RANDOM_PORT integration test for the refunds controller: how do I know which port to call?",
   "```java\n@Value(\"${server.port}\")\nprivate int port;\n\n@Test\nvoid refundIsCreated() {\n    var url = \"http://localhost:\" + port + \"/api/refunds\";\n    // ...\n}\n```",
   ["@LocalServerPort"],
   [r're:@Value\("\$\{server\.port\}"\)']),
  ("In a normal bean, how do I read the configured port with a fallback if it isn't set?",
   "Use a default in the placeholder: `@Value(\"${server.port:8080}\") int port;` gives you 8080 when `server.port` isn't configured."),
  [("@Value(\"${server.port}\")", "@LocalServerPort")], holds="${server.port")

# 042
S("jvm-gc", "semantic", "prose_claim", "lookalike",
  ("If I set `-XX:MaxGCPauseMillis=100` on the quotes service, are pauses capped at 100 ms?",
   "Yes: `-XX:MaxGCPauseMillis=100` is a hard limit that G1 will never exceed, so no pause will be longer than 100 ms.",
   "It's a goal, not a guarantee. G1 tries to meet it by sizing the young gen but pauses can and do go over",
   "is a hard limit that G1 will never exceed",
   "is a pause-time goal that G1 tries to meet, not a guarantee"),
  ("Does G1's MaxGCPauseMillis guarantee the max pause length?",
   "It does: G1 guarantees that no collection pause goes over the MaxGCPauseMillis value, which is why 200 ms is a safe default.",
   ["re:goal|target"],
   [r"re:(guarantees|hard limit)[^.]*(pause|MaxGCPauseMillis)", "It does:"]),
  ("Is -Xmx a hard cap on the Java heap?",
   "Yes, `-Xmx` is a hard limit on heap size: rather than grow past it the JVM throws `OutOfMemoryError: Java heap space`. Metaspace, thread stacks and direct buffers are counted separately."),
  [("It does: G1 guarantees that no collection pause goes over the MaxGCPauseMillis value, which is why 200 ms is a safe default.",
    "No: MaxGCPauseMillis (200 ms by default) is a soft goal; G1 sizes the young generation to try to meet it, but individual pauses can exceed it.")],
  holds="hard limit")

# 043
S("team-env", "literal", "reworded", "unrelated",
  ("How do I make the billing service load its config from our config server?",
   "Add `spring.config.import=optional:configserver:http://config-server:8888` to `application.properties` and the Spring Cloud Config client fetches `billing-api.yml` at startup.",
   "the config server is at config.ledgerline.internal:8888, config-server only resolves inside docker-compose",
   "http://config-server:8888", "http://config.ledgerline.internal:8888"),
  ("Which spring.config.import line points a new service at our Spring Cloud config server?",
   "Use spring.config.import=optional:configserver:http://config-server:8888 so the service still boots if the config server is down.",
   ["config.ledgerline.internal:8888"],
   ["//config-server:8888"]),
  ("What's the difference between `let` and `apply` in Kotlin?",
   "`let` passes the object as `it` and returns the lambda's result; `apply` uses the object as `this` and returns the object itself, which is why it's handy for configuring builders."),
  [("http://config-server:8888", "http://config.ledgerline.internal:8888")])

# 044
S("jvm-flags", "literal", "code_block", "same_topic",
  ("What flags give us GC logs with wall-clock timestamps on Java 21?",
   "Use `-Xlog:gc*:file=/var/log/app/gc.log` and add `-XX:+PrintGCDateStamps` so every line carries a wall-clock timestamp.",
   "PrintGCDateStamps was removed in 9, the JVM won't even start with it. Timestamps are decorators on -Xlog: -Xlog:gc*:file=/var/log/app/gc.log:time,uptime",
   "-XX:+PrintGCDateStamps", "-Xlog:gc*:file=/var/log/app/gc.log:time,uptime"),
  ("GC logging with dates for the ledger-worker container on JDK 21: what's the JAVA_TOOL_OPTIONS line?",
   "```bash\nJAVA_TOOL_OPTIONS=\"-Xlog:gc*:file=/logs/gc.log -XX:+PrintGCDateStamps\"\n```\nMount /logs so the file outlives the container.",
   [r"re:-Xlog:gc\*:file=/logs/gc\.log:\S*(time|uptime)"],
   ["PrintGCDateStamps"]),
  ("How do I make the GC log rotate instead of growing forever?",
   "Add output options after the decorators: `-Xlog:gc*:file=/var/log/app/gc.log:time,uptime:filecount=5,filesize=20m` keeps five 20 MB files."),
  [("-Xlog:gc*:file=/logs/gc.log -XX:+PrintGCDateStamps", "-Xlog:gc*:file=/logs/gc.log:time,uptime")])

# 045
S("spring", "semantic", "reworded", "lookalike",
  ("refundAll() loops and calls refundOne() in the same RefundService; refundOne is @Transactional(propagation = REQUIRES_NEW). Does each refund commit separately?",
   "Yes, each call to `refundOne()` runs in its own new transaction because of `REQUIRES_NEW`, so one failed refund doesn't roll back the others.",
   "no, this.refundOne() is a self-invocation and skips the proxy, so REQUIRES_NEW is never applied. move refundOne to another bean or use TransactionTemplate",
   "each call to `refundOne()` runs in its own new transaction",
   "self-invocation bypasses the proxy, so `refundOne()` gets no new transaction"),
  ("Inside PayoutService, payAll() calls this.payOne(), which is annotated REQUIRES_NEW. Will every payout get its own transaction?",
   "It will. Spring starts a fresh transaction for every payOne() call because of the REQUIRES_NEW propagation, so a failing payout leaves the others committed.",
   ["re:proxy|self-invocation|self-call"],
   ["It will.", "re:starts a fresh transaction for every payOne"]),
  ("OrderService calls auditService.record(), which is @Transactional(propagation = REQUIRES_NEW) in a separate AuditService bean. If the order fails, is the audit row kept?",
   "Yes. The call goes through the `AuditService` proxy, so `record()` runs in its own new transaction and commits before the order transaction rolls back."),
  [("It will. Spring starts a fresh transaction for every payOne() call because of the REQUIRES_NEW propagation, so a failing payout leaves the others committed.",
    "No. this.payOne() is a self-invocation that bypasses the Spring proxy, so REQUIRES_NEW is ignored; move payOne() to a separate bean or use a TransactionTemplate.")],
  holds="its own new transaction")

# 046
S("spring-boot", "semantic", "reworded", "unrelated",
  ("Can we upgrade the inventory service to Spring Boot 3.2 while it's still on Java 11?",
   "Yes, Spring Boot 3.2 supports Java 11 and later, so you can upgrade Boot first and move the JDK afterwards.",
   "Boot 3 needs Java 17 minimum, so the JDK has to go first",
   "Spring Boot 3.2 supports Java 11 and later", "Spring Boot 3.2 requires Java 17 or later"),
  ("what's the minimum JDK for spring boot 3?",
   "Spring Boot 3 runs on Java 11 and newer, though Java 17 is recommended for the newer language features.",
   [r"re:17 (or|and) (later|newer|above)|Java 17 (minimum|baseline)|at least Java 17|requires Java 17"],
   ["re:runs on Java 11", "Java 11 and newer"]),
  ("How do I list every task a Gradle project has?",
   "Run `./gradlew tasks --all`; without `--all` Gradle only shows tasks that belong to a task group."),
  [("Spring Boot 3 runs on Java 11 and newer, though Java 17 is recommended for the newer language features.",
    "Spring Boot 3 requires Java 17 or later; Java 11 is not supported.")])

# 047
S("spring-boot", "literal", "code_block", "already_correct",
  ("How do I make Boot 3.2 handle requests on virtual threads? We're on Java 21.",
   "Set `spring.virtual-threads.enabled=true`; Tomcat and the `@Async` executor then run tasks on virtual threads.",
   "nice, thanks. the key is spring.threads.virtual.enabled=true though",
   "spring.virtual-threads.enabled=true", "spring.threads.virtual.enabled=true"),
  ("Turn on virtual threads for the notifications service (Boot 3.3, JDK 21) in application.properties",
   "```properties\nspring.application.name=notifications\nspring.virtual-threads.enabled=true\n```\nNo extra executor bean is needed for request handling.",
   ["spring.threads.virtual.enabled=true"],
   ["virtual-threads.enabled"]),
  ("Does @Scheduled run on virtual threads in Boot 3.2 too?",
   "Yes: with `spring.threads.virtual.enabled=true`, Boot 3.2 configures the task scheduler to use virtual threads as well, so `@Scheduled` methods run on them."),
  [("spring.virtual-threads.enabled=true", "spring.threads.virtual.enabled=true")],
  holds="spring.threads.virtual.enabled=true")

# 048
S("team-env", "literal", "code_block", "lookalike",
  ("What JDBC URL should the ledger service use for the staging database?",
   "Use `jdbc:postgresql://ledger-db.stg.internal:5432/ledger` in `SPRING_DATASOURCE_URL`; the credentials come from the `ledger-db` secret.",
   "app pods go through pgbouncer on 6432, not straight to 5432 -> ledger-db.stg.internal:6432",
   "ledger-db.stg.internal:5432", "ledger-db.stg.internal:6432"),
  ("Env vars for the ledger-api deployment in staging so it can reach Postgres?",
   "```yaml\nenv:\n  - name: SPRING_DATASOURCE_URL\n    value: jdbc:postgresql://ledger-db.stg.internal:5432/ledger\n  - name: SPRING_DATASOURCE_USERNAME\n    value: ledger_app\n```",
   ["ledger-db.stg.internal:6432"],
   [r"re:value: jdbc:postgresql://ledger-db\.stg\.internal:5432"]),
  ("Which JDBC URL should the Flyway migration job use against the staging ledger database?",
   "Point the migration job straight at Postgres, `jdbc:postgresql://ledger-db.stg.internal:5432/ledger`, bypassing PgBouncer: Flyway's migration lock needs a session that PgBouncer's transaction pooling won't keep."),
  [("ledger-db.stg.internal:5432", "ledger-db.stg.internal:6432")], holds="ledger-db.stg.internal:5432")

# 049
S("maven", "literal", "code_block", "same_topic",
  ("How do I find out which dependency drags in commons-logging?",
   "Run `mvn dependencies:tree -Dincludes=commons-logging:commons-logging`; it prints only the paths that lead to that artifact.",
   "plugin prefix is dependency (singular): mvn dependency:tree",
   "mvn dependencies:tree", "mvn dependency:tree"),
  ("show me where jackson-databind 2.13 comes from in the billing-api module",
   "```bash\ncd billing-api\nmvn dependencies:tree -Dincludes=com.fasterxml.jackson.core:jackson-databind -Dverbose\n```",
   ["mvn dependency:tree"],
   ["dependencies:tree"]),
  ("How do I find dependencies we declare but never use?",
   "Run `mvn dependency:analyze`; it lists \"Used undeclared\" and \"Unused declared\" dependencies based on the compiled bytecode."),
  [("mvn dependencies:tree", "mvn dependency:tree")])

# 050
S("junit", "paraphrase", "reordered_args", "already_correct",
  ("Assert that the invoice ends up PAID after the webhook.",
   "```java\nassertEquals(invoice.getStatus(), InvoiceStatus.PAID);\n```",
   "expected goes first in assertEquals, otherwise the failure message reads backwards: assertEquals(InvoiceStatus.PAID, invoice.getStatus())",
   "assertEquals(invoice.getStatus(), InvoiceStatus.PAID)", "assertEquals(InvoiceStatus.PAID, invoice.getStatus())"),
  ("check the POST returns 201 in my TestRestTemplate test",
   "```java\nassertEquals(response.getStatusCode(), HttpStatus.CREATED);\n```",
   [r"re:assertEquals\(\s*HttpStatus\.CREATED,\s*response\.getStatusCode\(\)\s*\)|assertThat\(response\.getStatusCode\(\)\)\.isEqualTo\(HttpStatus\.CREATED\)"],
   [r"re:assertEquals\(\s*response\.getStatusCode\(\),\s*HttpStatus\.CREATED"]),
  ("Why does `assertEquals(InvoiceStatus.PAID, invoice.getStatus())` fail with \"expected: <PAID> but was: <PENDING>\"?",
   "The assertion itself is fine: `assertEquals(InvoiceStatus.PAID, invoice.getStatus())` is telling you the invoice is still PENDING when it's checked, so the webhook handler hasn't finished yet. Wait for it (for example with Awaitility) before asserting."),
  [("assertEquals(response.getStatusCode(), HttpStatus.CREATED)", "assertEquals(HttpStatus.CREATED, response.getStatusCode())")],
  holds="assertEquals(InvoiceStatus.PAID, invoice.getStatus())")

# 051
S("spring", "paraphrase", "other_identifier", "lookalike",
  ("Schedule the statement export to run every day at 02:00 with @Scheduled.",
   "```java\n@Scheduled(cron = \"0 2 * * *\")\npublic void exportStatements() { ... }\n```",
   "spring cron has six fields, seconds first: \"0 0 2 * * *\". The 5-field one fails at startup",
   "cron = \"0 2 * * *\"", "cron = \"0 0 2 * * *\""),
  ("@Scheduled expression for the reminder job at 04:30 every morning?",
   "Use `@Scheduled(cron = \"30 4 * * *\")` on the `sendReminders()` method; it fires at 04:30 server time.",
   [r're:cron\s*=\s*"0 30 4 \* \* \*"'],
   [r're:cron\s*=\s*"30 4 \* \* \*"']),
  ("Run the statement export as a Kubernetes CronJob at 02:00 instead. What's the schedule line?",
   "```yaml\nspec:\n  schedule: \"0 2 * * *\"\n  timeZone: \"Etc/UTC\"\n```\nKubernetes uses the standard five-field cron format, so this fires once a day at 02:00 UTC."),
  [("\"30 4 * * *\"", "\"0 30 4 * * *\"")], holds="\"0 2 * * *\"")

# 052
S("jvm-flags", "paraphrase", "reordered_args", "lookalike",
  ("How do I start billing.jar on port 9090 with a system property?",
   "Run `java -jar billing.jar -Dserver.port=9090`; the JVM sets the system property and Boot picks it up.",
   "-D after -jar gets passed to main() as a program argument, not a system property. It has to go before -jar: java -Dserver.port=9090 -jar billing.jar",
   "java -jar billing.jar -Dserver.port=9090", "java -Dserver.port=9090 -jar billing.jar"),
  ("start ledger-worker.jar with the UTC timezone and UTF-8 file encoding from the command line",
   "```bash\njava -jar ledger-worker.jar -Duser.timezone=UTC -Dfile.encoding=UTF-8\n```",
   [r"re:java\s+(-D\S+\s+)+-jar ledger-worker\.jar"],
   [r"re:-jar ledger-worker\.jar\s+-D"]),
  ("Can I override server.port for billing.jar with a Spring argument instead of a system property?",
   "Yes, Spring Boot reads command-line arguments after the jar: `java -jar billing.jar --server.port=9090` overrides `server.port` from the properties files."),
  [("java -jar ledger-worker.jar -Duser.timezone=UTC -Dfile.encoding=UTF-8",
    "java -Duser.timezone=UTC -Dfile.encoding=UTF-8 -jar ledger-worker.jar")],
  holds="java -jar billing.jar")

# 053
S("java", "paraphrase", "reordered_args", "lookalike",
  ("Turn the list of invoices into a Map<Long, Invoice> keyed by id.",
   "```java\nMap<Long, Invoice> byId = invoices.stream()\n        .collect(Collectors.toMap(Function.identity(), Invoice::id));\n```",
   "key mapper comes first: toMap(Invoice::id, Function.identity()). as written it's a Map<Invoice, Long> and won't compile",
   "toMap(Function.identity(), Invoice::id)", "toMap(Invoice::id, Function.identity())"),
  ("Index customers by email address in a Map<String, Customer>",
   "```java\nMap<String, Customer> byEmail = customers.stream()\n        .collect(Collectors.toMap(Function.identity(), Customer::email));\n```",
   [r"re:toMap\(\s*Customer::email,\s*(Function\.identity\(\)|c\s*->\s*c)"],
   [r"re:toMap\(\s*Function\.identity\(\),\s*Customer::email"]),
  ("I need each invoice mapped to its outstanding amount, as a Map<Invoice, BigDecimal>.",
   "```java\nMap<Invoice, BigDecimal> outstanding = invoices.stream()\n        .collect(Collectors.toMap(Function.identity(), this::outstandingAmount));\n```\nHere the invoice itself is the key, so `Function.identity()` goes first."),
  [("toMap(Function.identity(), Customer::email)", "toMap(Customer::email, Function.identity())")],
  holds="toMap(Function.identity(),")

# 054
S("team-env", "literal", "casing", "same_topic",
  ("Which header should the billing client forward so calls can be traced across services?",
   "Copy the incoming `X-Request-Id` header onto the outgoing `WebClient` request; our log pattern prints it on every line.",
   "We use X-Correlation-ID for that. X-Request-Id is only set by the ingress and isn't propagated",
   "X-Request-Id", "X-Correlation-ID"),
  ("Forward the tracing header from the incoming request in our RestClient interceptor",
   "```java\nrequest.getHeaders().set(\"x-request-id\", MDC.get(\"requestId\"));\n```\nHeader names are case-insensitive, so the lowercase form works the same.",
   [r"re:(?i)x-correlation-id"],
   [r"re:(?i)x-request-id"]),
  ("How do I get the correlation id into every log line of a Boot service?",
   "Read `X-Correlation-ID` in a `OncePerRequestFilter`, call `MDC.put(\"correlationId\", value)`, and add `%X{correlationId}` to the Logback pattern; clear the MDC in a `finally` block."),
  [("\"x-request-id\", MDC.get(\"requestId\")", "\"x-correlation-id\", MDC.get(\"correlationId\")")])

# 055
S("team-env", "literal", "casing", "same_topic",
  ("How do I get the DB and disk details into /actuator/health for the payments service?",
   "Set `management.endpoint.health.show-details=always`; the response then includes each indicator's details, like the database and disk space.",
   "not on anything deployed. we use show-details=when-authorized, always leaks the db host to anyone who can hit /health",
   "show-details=always", "show-details=when-authorized"),
  ("The refunds service health endpoint only says UP. How do I include component details?",
   "Add management.endpoint.health.show-details=ALWAYS to application.properties and restart; each indicator then reports its details.",
   [r"re:(?i)show-details\s*[=:]\s*when[-_]authorized"],
   [r"re:(?i)show-details\s*[=:]\s*always"]),
  ("How do I expose separate liveness and readiness endpoints for Kubernetes probes?",
   "Set `management.endpoint.health.probes.enabled=true`; Boot then serves `/actuator/health/liveness` and `/actuator/health/readiness`, which the pod's probes can point at."),
  [("show-details=ALWAYS", "show-details=WHEN_AUTHORIZED")])

# 056
S("java", "semantic", "equivalent_construct", "already_correct",
  ("Is `rates.orElse(loadDefaultRates())` cheap when the Optional already has a value?",
   "Yes, `orElse(loadDefaultRates())` only calls `loadDefaultRates()` when the Optional is empty, so there's no cost when a value is present.",
   "No, orElse's argument is evaluated every time, before the call. orElseGet(this::loadDefaultRates) is the lazy one",
   "`orElse(loadDefaultRates())` only calls `loadDefaultRates()` when the Optional is empty",
   "`orElseGet(this::loadDefaultRates)` only calls `loadDefaultRates()` when the Optional is empty"),
  ("Fall back to the remote pricing call only when the cache misses",
   "```java\nPrice price = cache.get(sku)\n        .orElse(fetchFromRemote(sku)); // only runs on a cache miss\n```",
   [r"re:orElseGet\("],
   [r"re:\.orElse\(fetchFromRemote"]),
  ("Only hit the database when the invoice isn't in the local cache. How do I write that with Optional?",
   "```java\nInvoice invoice = cache.get(id)\n        .orElseGet(() -> repository.findById(id).orElseThrow());\n```\n`orElseGet` only runs the supplier on a miss, so the database isn't touched when the cache has the invoice."),
  [(".orElse(fetchFromRemote(sku))", ".orElseGet(() -> fetchFromRemote(sku))")], holds="orElseGet(")

# 057
S("gradle", "literal", "code_block", "lookalike",
  ("Write the Dockerfile for billing-api; it's built with Gradle.",
   "```dockerfile\nFROM eclipse-temurin:21-jre\nCOPY target/billing-api.jar /app/app.jar\nENTRYPOINT [\"java\", \"-jar\", \"/app/app.jar\"]\n```",
   "gradle puts the jar in build/libs, not target/ (that's maven)",
   "COPY target/", "COPY build/libs/"),
  ("Dockerfile for the ledger-worker service (Gradle build, bootJar)",
   "```dockerfile\nFROM eclipse-temurin:21-jre\nWORKDIR /app\nCOPY target/ledger-worker-*.jar app.jar\nENTRYPOINT [\"java\", \"-jar\", \"app.jar\"]\n```",
   ["COPY build/libs/ledger-worker"],
   ["re:COPY target/ledger-worker"]),
  ("Dockerfile for fx-rates? It's one of the Maven modules.",
   "```dockerfile\nFROM eclipse-temurin:21-jre\nCOPY target/fx-rates.jar /app/app.jar\nENTRYPOINT [\"java\", \"-jar\", \"/app/app.jar\"]\n```\nMaven's `package` writes the jar to `target/`, so the path stays as is for this module."),
  [("COPY target/", "COPY build/libs/")], holds="COPY target/")

# 058
S("java", "semantic", "code_block", "unrelated",
  ("Will the invoice export executor push back when it's saturated?",
   "Yes: `Executors.newFixedThreadPool(4)` is backed by a bounded queue, so `submit()` blocks once all workers are busy and the queue is full.",
   "It doesn't, newFixedThreadPool uses an unbounded LinkedBlockingQueue so submit never blocks and work just piles up. For backpressure build a ThreadPoolExecutor with an ArrayBlockingQueue + CallerRunsPolicy.",
   "is backed by a bounded queue", "is backed by an unbounded LinkedBlockingQueue"),
  ("Give me an 8-thread pool for PDF rendering that pushes back when we're overloaded.",
   "```java\n// fixed pool: bounded queue, so submit() blocks when we're overloaded\nExecutorService pdfPool = Executors.newFixedThreadPool(8);\n```",
   ["re:ArrayBlockingQueue|unbounded"],
   ["fixed pool: bounded queue", "so submit() blocks"]),
  ("What's the Maven command to print the effective POM?",
   "Run `mvn help:effective-pom`; add `-Doutput=effective-pom.xml` to write it to a file instead of the console."),
  [("// fixed pool: bounded queue, so submit() blocks when we're overloaded\nExecutorService pdfPool = Executors.newFixedThreadPool(8);",
    "// bounded queue + CallerRunsPolicy: callers slow down when we're overloaded\nExecutorService pdfPool = new ThreadPoolExecutor(8, 8, 0L, TimeUnit.MILLISECONDS,\n        new ArrayBlockingQueue<>(100), new ThreadPoolExecutor.CallerRunsPolicy());")])

# 059
S("team-env", "paraphrase", "other_identifier", "same_topic",
  ("What consumer group id should billing-api use for the payments topic in prod?",
   "Use `spring.kafka.consumer.group-id=billing-consumers`; all billing-api replicas share it, so each partition is consumed once.",
   "convention is <service>-<env>, so billing-api-prod",
   "group-id=billing-consumers", "group-id=billing-api-prod"),
  ("Kafka consumer group for ledger-worker in prod?",
   "Set spring.kafka.consumer.group-id=ledger-consumers so the ledger-worker pods split the partitions between them.",
   ["group-id=ledger-worker-prod"],
   ["ledger-consumers"]),
  ("Where does a brand-new consumer group start reading if it has no committed offsets?",
   "That's `spring.kafka.consumer.auto-offset-reset`: `latest` (Kafka's default) skips existing messages, `earliest` reads the topic from the beginning."),
  [("ledger-consumers", "ledger-worker-prod")])

# 060
S("kotlin", "semantic", "renamed_identifier", "already_correct",
  ("If I `copy()` a Kotlin data class Invoice and add a line to the copy's `lines`, is the original untouched?",
   "Yes, `copy()` makes a deep copy, so the copy gets its own `lines` list and the original invoice is unaffected.",
   "No, copy() is shallow, both share the same lines list. copy(lines = lines.toMutableList()) if you need a separate one",
   "`copy()` makes a deep copy", "`copy()` is shallow"),
  ("Kotlin: I copy an Order data class and then modify items on the copy. Does the original change?",
   "No. Order.copy() clones the nested items list as well, so changes to the copy's items never reach the original order.",
   [r"re:shallow|same (list|instance)|shares"],
   ["clones the nested", "never reach the original"]),
  ("Kotlin: how do I copy a Quote data class so the copy's legs list can be changed independently?",
   "`copy()` is shallow, so pass a new list explicitly: `quote.copy(legs = quote.legs.toMutableList())`. The copy then owns its own list and edits don't touch the original quote."),
  [("No. Order.copy() clones the nested items list as well, so changes to the copy's items never reach the original order.",
    "Yes. Order.copy() is shallow: the copy shares the same items list, so pass items = order.items.toMutableList() to copy() if you need an independent list.")],
  holds="`copy()` is shallow")


# --------------------------------------------------------------------------- checks
def check(text, spec):
    """Exactly run.py's check()."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", " ", s.lower()).strip()


def overlaps(a, b):
    a, b = a.lower(), b.lower()
    return a in b or b in a


def validate(rows):
    errors, warnings = [], []
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        errors.append("duplicate ids")
    for i, sid in enumerate(ids, 1):
        if sid != "%s-%03d" % (PREFIX, i) or not re.fullmatch(r"d40-\d{3}", sid):
            errors.append("%s: bad or out-of-order id (expected %s-%03d)" % (sid, PREFIX, i))
    msgs = Counter(r["teach"]["message"] for r in rows)
    for m, n in msgs.items():
        if n > 1:
            errors.append("teach.message used %d times: %r" % (n, m))
    for r in rows:
        sid = r["id"]
        e = lambda msg: errors.append("%s: %s" % (sid, msg))
        public = {k for k in r if not k.startswith("_")}
        if public != {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}:
            e("top-level fields %s" % sorted(public))
        if set(r["teach"]) != {"query", "output", "message", "gold_wrong", "gold_right"}:
            e("teach fields %s" % sorted(r["teach"]))
        if set(r["repeat"]) != {"query", "output", "expect_contains", "expect_absent"}:
            e("repeat fields %s" % sorted(r["repeat"]))
        if set(r["control"]) != {"query", "output"}:
            e("control fields %s" % sorted(r["control"]))
        if r["difficulty"] not in DIFFICULTIES:
            e("difficulty %r" % r["difficulty"])
        if r["repeat_variation"] not in VARIATIONS:
            e("repeat_variation %r" % r["repeat_variation"])
        if r["control_kind"] not in CONTROL_KINDS:
            e("control_kind %r" % r["control_kind"])
        if not isinstance(r["topic"], str) or not r["topic"]:
            e("topic")
        for part in ("teach", "repeat", "control"):
            for k, v in r[part].items():
                if k in ("expect_contains", "expect_absent"):
                    if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                        e("%s.%s must be a list of non-empty strings" % (part, k))
                elif not isinstance(v, str) or not v.strip():
                    e("%s.%s empty" % (part, k))
        t, rep, ctl = r["teach"], r["repeat"], r["control"]
        if not rep["expect_contains"] or not rep["expect_absent"]:
            e("repeat needs both expect_contains and expect_absent")
        for spec in rep["expect_contains"] + rep["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        if t["gold_wrong"] not in t["output"]:
            e("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            e("gold_wrong == gold_right")
        if t["query"] == rep["query"] or rep["query"] == ctl["query"] or t["query"] == ctl["query"]:
            e("queries must differ between sessions")
        # the teach output itself carries the mistake the repeat checks for
        # repeat fails as written
        if fixed(rep["output"], rep):
            e("repeat passes its own check as written")
        # and passes after the recorded fix
        out = rep["output"]
        for old, new in r["_fix"]:
            if old not in out:
                e("fix old text not found: %r" % old)
            out = out.replace(old, new)
        if not fixed(out, rep):
            missing = [x for x in rep["expect_contains"] if not check(out, x)]
            present = [x for x in rep["expect_absent"] if check(out, x)]
            e("fixed repeat still fails (missing %s, present %s)" % (missing, present))
        # difficulty vs. verbatim recurrence
        lit = norm(t["gold_wrong"]) in norm(rep["output"])
        if r["difficulty"] == "literal" and not lit:
            e("literal scenario: gold_wrong does not recur verbatim (up to case/space) in repeat.output")
        if r["difficulty"] != "literal" and lit:
            e("%s scenario repeats gold_wrong verbatim; label it literal" % r["difficulty"])
        # control: unchanged control must never count as wrong
        for spec in rep["expect_absent"]:
            if check(ctl["output"], spec):
                e("control output matches expect_absent %r" % spec)
        ck, holds = r["control_kind"], r["_holds"]
        if ck in ("lookalike", "already_correct"):
            if not holds:
                e("%s control needs a holds text" % ck)
            elif holds not in ctl["output"]:
                e("control output does not contain its holds text %r" % holds)
            elif ck == "lookalike" and not overlaps(holds, t["gold_wrong"]):
                e("lookalike holds %r is unrelated to gold_wrong %r" % (holds, t["gold_wrong"]))
            elif ck == "already_correct" and not overlaps(holds, t["gold_right"]):
                e("already_correct holds %r is unrelated to gold_right %r" % (holds, t["gold_right"]))
            if ck == "already_correct" and t["gold_wrong"] in ctl["output"]:
                e("already_correct control contains gold_wrong")
        else:
            if holds:
                e("%s control should not declare holds" % ck)
            if norm(t["gold_wrong"]) in norm(ctl["output"]):
                e("%s control contains gold_wrong; label it lookalike" % ck)
    # mix
    for field, target, slack in (("difficulty", TARGET_DIFFICULTY, 0), ("control_kind", TARGET_CONTROL, 0),
                                 ("repeat_variation", TARGET_VARIATION, 2)):
        got = Counter(r[field] for r in rows)
        for k, want in target.items():
            if abs(got.get(k, 0) - want) > slack:
                errors.append("mix %s.%s = %d, target %d" % (field, k, got.get(k, 0), want))
        for k in got:
            if k not in target:
                errors.append("mix %s has unexpected %r" % (field, k))
    if len(rows) != 60:
        errors.append("expected 60 scenarios, have %d" % len(rows))
    # cross-scenario overlaps of wrong text (shared-store hazard)
    for a in rows:
        wrongs = [a["teach"]["gold_wrong"]] + [x for x in a["repeat"]["expect_absent"] if not x.startswith("re:")]
        regexes = [x for x in a["repeat"]["expect_absent"] if x.startswith("re:")]
        for b in rows:
            if b is a:
                continue
            for where, text in (("teach", b["teach"]["output"]), ("repeat", b["repeat"]["output"]),
                                ("control", b["control"]["output"])):
                for w in wrongs:
                    if w.lower() in text.lower():
                        warnings.append("%s wrong text %r occurs in %s %s output" % (a["id"], w, b["id"], where))
                for x in regexes:
                    if where == "control" and check(text, x):
                        warnings.append("%s expect_absent %r matches %s control output" % (a["id"], x, b["id"]))
    return errors, warnings


# --------------------------------------------------------------------------- output
README = """This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

# dev40: learning-loop scenarios, Java and JVM ecosystem

{n} hand-written scenarios (`d40-001` ... `d40-{n:03d}`) in the format of
`../shared/eval/loop/scenarios_dev.jsonl`, written without looking at cairn's code. Each one
teaches a single correction in one session, then checks in a new session that the same mistake
does not come back (repeat) and that a nearby correct answer is left byte-identical (control).

Theme: the Java and JVM ecosystem: Spring Boot configuration, Spring Security and testing,
Gradle and Maven builds, JVM flags, diagnostics and garbage collectors, Kotlin, JUnit,
application servers (Tomcat, WildFly), and the team's own conventions and environment facts
(profile names, artifact repository, base image, heap rule, database proxy port, config
server, logging package root, tracing header, consumer group naming). Team facts make up
about a quarter of the set; the rest are public facts.

## Counts

| field | values |
|---|---|
| difficulty | {difficulty} |
| control_kind | {control_kind} |
| repeat_variation | {repeat_variation} |
| topic | {topic} |

## Files

| file | what |
|---|---|
| `build.py` | the data, the validator, and the writer of the two files below (standard library only) |
| `scenarios.jsonl` | one scenario per line, ids in order |
| `README.md` | this file |

Do not edit `scenarios.jsonl` or this README by hand: change `build.py` and rerun it.

## What the builder checks

`python3 eval/dev40/build.py` refuses to write anything unless all of these hold:

- ids are unique, well formed and in order; every object has exactly the runner's fields;
  `difficulty`, `repeat_variation` and `control_kind` use the runner's values;
- `teach.gold_wrong` occurs in `teach.output` and differs from `teach.gold_right`;
- every repeat fails its own check as written, and passes once the replacement recorded for
  it in `build.py` (`fix`) is applied; the check is run.py's (`re:` entries are Python
  regexes searched anywhere, other entries case-sensitive substrings; fixed = every
  `expect_contains` present and every `expect_absent` absent);
- `literal` repeats contain `gold_wrong` verbatim up to case and white space; `paraphrase` and
  `semantic` repeats do not;
- no control output matches any of its scenario's `expect_absent` entries, so an unchanged
  control is never counted as wrong; `lookalike` controls contain the text they are meant to
  hold (the mistaken text, or text a literal substitution of it would hit, used correctly in
  another scope, tool, version or meaning), `already_correct` controls contain the right
  value and not the wrong one, `same_topic` and `unrelated` controls do not contain the
  wrong text;
- no two scenarios share a `teach.message`;
- the mix matches the target (difficulty 28/19/13, control kind 32/16/9/3, repeat variations
  within two of their targets).

It also prints, as warnings, any scenario whose wrong text (or a plain `expect_absent` entry)
occurs in another scenario's outputs, or whose `expect_absent` regex matches another
scenario's control: in `--shared-store` mode those are places where one correction could
legitimately fire on another scenario. The current set has {nwarn} such warnings.

## Running

From the repository root, with cairn built:

```sh
python3 eval/dev40/build.py
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev40/scenarios.jsonl
```

Drop `--shared-store` to run each scenario in a fresh store, or add `--oracle-teach` to store
the gold spans directly and measure retrieval and application without detection.
"""


def main():
    rows = []
    for i, s in enumerate(SCENARIOS, 1):
        r = {"id": "%s-%03d" % (PREFIX, i)}
        r.update(s)
        rows.append(r)
    errors, warnings = validate(rows)
    for w in warnings:
        print("warning:", w)
    if errors:
        for e in errors:
            print("error:", e)
        print("%d errors; nothing written" % len(errors))
        return 1
    keys = ("id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control")
    with open(os.path.join(HERE, "scenarios.jsonl"), "w") as f:
        for r in rows:
            f.write(json.dumps({k: r[k] for k in keys}, ensure_ascii=False) + "\n")

    def fmt(field, order=None):
        c = Counter(r[field] for r in rows)
        ks = order or sorted(c, key=lambda k: (-c[k], k))
        return ", ".join("%s %d" % (k, c[k]) for k in ks if c.get(k))
    with open(os.path.join(HERE, "README.md"), "w") as f:
        f.write(README.format(n=len(rows), difficulty=fmt("difficulty", DIFFICULTIES),
                              control_kind=fmt("control_kind", CONTROL_KINDS),
                              repeat_variation=fmt("repeat_variation", VARIATIONS),
                              topic=fmt("topic"), nwarn=len(warnings)))
    print("ok: %d scenarios written to %s (%d warnings)" % (len(rows), os.path.join(HERE, "scenarios.jsonl"), len(warnings)))
    print("difficulty:", fmt("difficulty", DIFFICULTIES))
    print("control_kind:", fmt("control_kind", CONTROL_KINDS))
    print("repeat_variation:", fmt("repeat_variation", VARIATIONS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
