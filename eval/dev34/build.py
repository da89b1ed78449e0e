#!/usr/bin/env python3
"""Build the dev34 learning-loop scenarios (PHP and content platforms).

    python3 eval/dev34/build.py

Holds 60 scenarios as data, validates them (the same check semantics as
../shared/eval/loop/run.py) and, only if every check passes, writes
scenarios.jsonl and README.md next to this file. Standard library only.

Build-only fields (never written to the jsonl):
  fix     list of (old, new) replacements turning repeat.output into a fixed repeat
  cflags  check specs that would mark the control wrong; none may match the control
  cneeds  check specs that must match the control (look-alike text / right value present)
  literal for literal scenarios: the wrong text recurring in repeat.output (default gold_wrong)
"""
import json
import os
import re
import sys
import textwrap
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d34"
N = 60

DIFFICULTIES = {"literal", "paraphrase", "semantic"}
CONTROL_KINDS = {"unrelated", "same_topic", "already_correct", "lookalike"}
VARIATIONS = {"reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args"}

# target mix (roughly like the original set) and allowed deviation
MIX = {
    "difficulty": ({"literal": 28, "paraphrase": 19, "semantic": 13}, 3),
    "control_kind": ({"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}, 3),
}


def D(s):
    """Dedent a triple-quoted block and drop the leading/trailing newline."""
    return textwrap.dedent(s).strip("\n")


SCENARIOS = []


def S(id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    SCENARIOS.append(dict(id=id, topic=topic, difficulty=difficulty,
                          repeat_variation=repeat_variation, control_kind=control_kind,
                          teach=teach, repeat=repeat, control=control,
                          _fix=fix, _cflags=cflags, _cneeds=cneeds, _literal=literal))


# =====================================================================
# Laravel
# =====================================================================
S("d34-001", "laravel-deploy", "literal", "code_block", "lookalike",
  teach=dict(
      query="Write the deploy step for the shop's GitHub Actions workflow that runs the database migrations after the release is switched.",
      output=D(r"""
          Add this step right after the symlink switch:

          ```yaml
          - name: Run migrations
            run: |
              cd /var/www/shop/current
              php artisan migrate
          ```

          It applies any pending migrations against the production database.
          """),
      message="In production that step will just abort, artisan asks for confirmation when APP_ENV=production and there's no TTY in the runner. It has to be php artisan migrate --force.",
      gold_wrong="php artisan migrate",
      gold_right="php artisan migrate --force"),
  repeat=dict(
      query="Can you add the migrations to our Envoy deploy story for the booking app?",
      output=D(r"""
          ```blade
          @story('deploy')
              pull
              composer
              migrate
          @endstory

          @task('migrate', ['on' => 'web'])
              cd /var/www/booking/current
              php artisan migrate
          @endtask
          ```

          The migrate task runs after composer so new migration classes are autoloaded.
          """),
      expect_contains=["php artisan migrate --force"],
      expect_absent=[r"re:php artisan migrate(?!:| --force)"]),
  control=dict(
      query="How do I wipe my local database for the booking app and seed it again?",
      output=D(r"""
          Locally you can drop and rebuild everything in one go:

          ```bash
          php artisan migrate:fresh --seed
          ```

          That drops all tables, runs every migration and then the DatabaseSeeder. Only ever point it at your local database.
          """)),
  fix=[("php artisan migrate\n", "php artisan migrate --force\n")],
  cflags=["--force:fresh", "re:migrate --force"],
  cneeds=["php artisan migrate:fresh --seed"])

S("d34-002", "laravel-config", "paraphrase", "other_identifier", "lookalike",
  teach=dict(
      query="Wire up the Stripe client in the CheckoutController so we can create payment intents.",
      output=D(r"""
          ```php
          public function __construct()
          {
              $this->stripe = new \Stripe\StripeClient(env('STRIPE_SECRET'));
          }
          ```

          Then call `$this->stripe->paymentIntents->create([...])` in the `store()` action.
          """),
      message="Please don't read env() in app code. We run php artisan config:cache on every deploy and after that env() returns null outside the config files. Put it in config/services.php and use config('services.stripe.secret').",
      gold_wrong="env('STRIPE_SECRET')",
      gold_right="config('services.stripe.secret')"),
  repeat=dict(
      query="Add a Mailchimp client to the NewsletterService for the double opt-in.",
      output=D(r"""
          ```php
          class NewsletterService
          {
              private ApiClient $client;

              public function __construct()
              {
                  $this->client = new ApiClient();
                  $this->client->setConfig([
                      'apiKey' => env('MAILCHIMP_API_KEY'),
                      'server' => 'us21',
                  ]);
              }
          }
          ```
          """),
      expect_contains=[r"re:config\('services\.mailchimp\.\w+'\)"],
      expect_absent=["env('MAILCHIMP_API_KEY')"]),
  control=dict(
      query="Where do I put the Mailchimp API key so the newsletter service can read it?",
      output=D(r"""
          Add an entry to `config/services.php`:

          ```php
          'mailchimp' => [
              'key' => env('MAILCHIMP_API_KEY'),
              'server' => env('MAILCHIMP_SERVER', 'us21'),
          ],
          ```

          and set `MAILCHIMP_API_KEY` in the `.env` of each environment.
          """)),
  fix=[("env('MAILCHIMP_API_KEY')", "config('services.mailchimp.key')")],
  cflags=["'key' => config(", "re:config\\('services\\.mailchimp"],
  cneeds=["'key' => env('MAILCHIMP_API_KEY')"])

S("d34-003", "laravel-config", "literal", "reworded", "already_correct",
  teach=dict(
      query="What do I need in the .env to move the queue from sync to Redis?",
      output=D(r"""
          Set these in `.env`:

          ```
          QUEUE_DRIVER=redis
          REDIS_HOST=127.0.0.1
          REDIS_PORT=6379
          ```

          then restart the workers so they pick up the new connection.
          """),
      message="QUEUE_CONNECTION, not QUEUE_DRIVER. The key was renamed back in 5.7 and we're on 10, so QUEUE_DRIVER is simply ignored.",
      gold_wrong="QUEUE_DRIVER=redis",
      gold_right="QUEUE_CONNECTION=redis"),
  repeat=dict(
      query="The Forge site for the booking app still processes jobs synchronously. What should its environment say?",
      output="In Forge open the site's Environment tab and make sure it has QUEUE_DRIVER=redis next to the REDIS_* values. Save, then restart the daemon that runs `php artisan queue:work redis` so it reloads the config.",
      expect_contains=["QUEUE_CONNECTION=redis"],
      expect_absent=["QUEUE_DRIVER"]),
  control=dict(
      query="Which .env lines do the queue workers on the intranet app read?",
      output=D(r"""
          The relevant lines are:

          ```
          QUEUE_CONNECTION=redis
          REDIS_QUEUE=default
          REDIS_HOST=10.0.3.12
          ```

          `QUEUE_CONNECTION` picks the connection from `config/queue.php`, and `REDIS_QUEUE` is the queue name the workers listen on when you don't pass `--queue`.
          """)),
  fix=[("QUEUE_DRIVER=redis", "QUEUE_CONNECTION=redis")],
  cflags=["QUEUE_DRIVER", "QUEUE_CONNECTION=QUEUE_CONNECTION", "re:QUEUE_CONNECTION=redis\\s+QUEUE_CONNECTION"],
  cneeds=["QUEUE_CONNECTION=redis"])

S("d34-004", "laravel-middleware", "semantic", "reworded", "same_topic",
  teach=dict(
      query="Register the EnsureTenantIsActive middleware under the alias 'tenant.active'.",
      output=D(r"""
          Open `app/Http/Kernel.php` and add it to the `$middlewareAliases` array:

          ```php
          'tenant.active' => \App\Http\Middleware\EnsureTenantIsActive::class,
          ```

          After that you can use `->middleware('tenant.active')` on routes.
          """),
      message="This project is Laravel 11, there is no app/Http/Kernel.php any more. Aliases are registered in bootstrap/app.php inside ->withMiddleware(), with $middleware->alias([...]).",
      gold_wrong="Open `app/Http/Kernel.php` and add it to the `$middlewareAliases` array:",
      gold_right="Open `bootstrap/app.php` and register it inside `->withMiddleware()` with `$middleware->alias([...])`:"),
  repeat=dict(
      query="How do I make the LogApiRequests middleware run on every API route?",
      output=r"Append it to the `api` group in `app/Http/Kernel.php`: inside `$middlewareGroups['api']` add `\App\Http\Middleware\LogApiRequests::class` after the throttle entry. Every route in `routes/api.php` will then pass through it.",
      expect_contains=["bootstrap/app.php"],
      expect_absent=["app/Http/Kernel.php", "$middlewareGroups"]),
  control=dict(
      query="How do I put the admin routes behind auth and e-mail verification?",
      output=D(r"""
          Wrap them in a group in `routes/web.php`:

          ```php
          Route::middleware(['auth', 'verified'])->prefix('admin')->group(function () {
              Route::get('/dashboard', AdminDashboardController::class)->name('admin.dashboard');
          });
          ```

          `auth` and `verified` are built-in aliases, so nothing needs registering.
          """)),
  fix=[(r"Append it to the `api` group in `app/Http/Kernel.php`: inside `$middlewareGroups['api']` add `\App\Http\Middleware\LogApiRequests::class` after the throttle entry.",
        r"In `bootstrap/app.php`, inside `->withMiddleware()`, call `$middleware->api(append: [\App\Http\Middleware\LogApiRequests::class]);`.")])

S("d34-005", "laravel-scheduler", "paraphrase", "code_block", "lookalike",
  teach=dict(
      query="Give me the crontab entry for the shop's Laravel scheduler.",
      output=D(r"""
          Add this to the `deploy` user's crontab (`crontab -e`):

          ```
          */5 * * * * cd /var/www/shop/current && php artisan schedule:run >> /dev/null 2>&1
          ```

          That triggers the scheduler every five minutes, which covers the hourly and daily jobs in `routes/console.php`.
          """),
      message="schedule:run has to fire every minute, the scheduler itself decides what's due. With */5 anything on ->everyMinute() or at a minute that isn't a multiple of 5 is silently skipped. * * * * *.",
      gold_wrong="*/5 * * * *",
      gold_right="* * * * *"),
  repeat=dict(
      query="Set up the cron line for the intranet app's scheduler on the new box.",
      output=D(r"""
          ```
          # /etc/cron.d/intranet
          */15 * * * * deploy cd /var/www/intranet/current && php artisan schedule:run >> /dev/null 2>&1
          ```

          Every quarter of an hour is plenty for the nightly export and the 15-minute sync.
          """),
      expect_contains=[r"re:(?m)^\* \* \* \* \* deploy cd /var/www/intranet/current && php artisan schedule:run"],
      expect_absent=["*/15 * * * * deploy"]),
  control=dict(
      query="WordPress cron on the blog is unreliable with so little traffic. How do we run it from the system cron instead?",
      output=D(r"""
          Disable the page-load trigger in `wp-config.php` with `define( 'DISABLE_WP_CRON', true );` and add a system cron entry:

          ```
          # /etc/cron.d/blog
          */5 * * * * www-data wp --path=/var/www/blog cron event run --due-now --quiet
          ```

          Every five minutes is enough for scheduled posts and the newsletter queue.
          """)),
  fix=[("*/15 * * * * deploy", "* * * * * deploy"),
       ("Every quarter of an hour is plenty for the nightly export and the 15-minute sync.",
        "The scheduler runs every minute and decides itself when the nightly export and the 15-minute sync are due.")],
  cflags=[r"re:(?m)^\* \* \* \* \* www-data wp"],
  cneeds=["*/5 * * * * www-data wp --path=/var/www/blog cron event run --due-now"])

S("d34-006", "laravel-cache", "semantic", "reworded", "lookalike",
  teach=dict(
      query="Cache the navigation tree for an hour.",
      output=D(r"""
          ```php
          $menu = Cache::remember('nav.main', 60, fn () => MenuItem::tree());
          ```

          60 minutes, after that it's rebuilt on the next request.
          """),
      message="The TTL is in seconds since Laravel 5.8, so 60 is one minute. For an hour it's 3600 or now()->addHour().",
      gold_wrong="Cache::remember('nav.main', 60,",
      gold_right="Cache::remember('nav.main', 3600,"),
  repeat=dict(
      query="Keep the exchange rates from the ECB feed around for half an hour.",
      output="Store them with a 30 here, Laravel cache lifetimes are in minutes: `Cache::put('fx.rates', $rates, 30);` and read them back with `Cache::get('fx.rates')`.",
      expect_contains=[r"re:Cache::put\('fx\.rates', \$rates, (1800|now\(\)->addMinutes\(30\))\)"],
      expect_absent=["Cache::put('fx.rates', $rates, 30)", "lifetimes are in minutes"]),
  control=dict(
      query="How long do logged-in sessions last on the intranet?",
      output="`config/session.php` has `'lifetime' => env('SESSION_LIFETIME', 120)`, and that value is in minutes, so two hours of inactivity. In production we set `SESSION_LIFETIME=480` to cover a full shift."),
  fix=[("Store them with a 30 here, Laravel cache lifetimes are in minutes:", "Cache lifetimes are in seconds, so half an hour is 1800:"),
       ("Cache::put('fx.rates', $rates, 30)", "Cache::put('fx.rates', $rates, 1800)")],
  cflags=["in seconds", "'lifetime' => env('SESSION_LIFETIME', 7200)", "SESSION_LIFETIME=28800"],
  cneeds=["that value is in minutes", "'lifetime' => env('SESSION_LIFETIME', 120)"])

S("d34-007", "laravel-config", "literal", "code_block", "lookalike",
  teach=dict(
      query="The booking times show up an hour off. Set the app to German time.",
      output=D(r"""
          In `config/app.php`:

          ```php
          'timezone' => 'Europe/Berlin',
          ```

          then run `php artisan config:clear`.
          """),
      message="We keep app.timezone on UTC in every project, the database stores UTC. Convert to Europe/Berlin only when displaying, so 'timezone' => 'UTC' stays.",
      gold_wrong="'timezone' => 'Europe/Berlin'",
      gold_right="'timezone' => 'UTC'"),
  repeat=dict(
      query="The intranet shows the shift plan in UTC and the staff want local time.",
      output=D(r"""
          Change the application timezone:

          ```php
          // config/app.php
          'timezone' => 'Europe/Berlin',
          'locale' => 'de',
          ```

          Carbon instances will then be created in German time.
          """),
      expect_contains=["'timezone' => 'UTC'"],
      expect_absent=["'timezone' => 'Europe/Berlin'"]),
  control=dict(
      query="Show the shift start in local time in the Blade view.",
      output=D(r"""
          Convert it at display time:

          ```blade
          {{ $shift->starts_at->timezone('Europe/Berlin')->format('d.m.Y H:i') }}
          ```

          The model keeps the UTC value, only the output is converted.
          """)),
  fix=[("'timezone' => 'Europe/Berlin',", "'timezone' => 'UTC',"),
       ("Carbon instances will then be created in German time.", "Keep the app on UTC and convert to Europe/Berlin in the views.")],
  cflags=["timezone('UTC')", "'timezone' => 'UTC'"],
  cneeds=["->timezone('Europe/Berlin')->format('d.m.Y H:i')"])

S("d34-008", "laravel-blade", "paraphrase", "renamed_identifier", "unrelated",
  teach=dict(
      query="Render the comment text in the comments partial.",
      output=D(r"""
          ```blade
          <div class="comment-body">{!! $comment->body !!}</div>
          ```
          """),
      message="That's an XSS hole, comment bodies are user input. {{ $comment->body }} escapes it; if you need the line breaks use nl2br(e(...)).",
      gold_wrong="{!! $comment->body !!}",
      gold_right="{{ $comment->body }}"),
  repeat=dict(
      query="Show the customer's review text on the product page.",
      output=D(r"""
          ```blade
          <blockquote class="review">
              {!! $review->text !!}
              <footer>{{ $review->author_name }}</footer>
          </blockquote>
          ```
          """),
      expect_contains=["{{ $review->text }}"],
      expect_absent=["{!! $review->text !!}"]),
  control=dict(
      query="How do I run only the booking tests with Pest?",
      output="`./vendor/bin/pest --filter=Booking`, or point it at the directory: `./vendor/bin/pest tests/Feature/Booking`."),
  fix=[("{!! $review->text !!}", "{{ $review->text }}")])

S("d34-009", "laravel-env", "literal", "code_block", "lookalike",
  teach=dict(
      query="What should the top of the production .env for the booking app look like?",
      output=D(r"""
          ```
          APP_NAME="Lindner Buchung"
          APP_ENV=production
          APP_DEBUG=true
          APP_URL=https://buchung.lindner-reisen.de
          ```
          """),
      message="APP_DEBUG=false in production, always. With true the error page shows env values and stack traces to anyone who hits an exception.",
      gold_wrong="APP_DEBUG=true",
      gold_right="APP_DEBUG=false"),
  repeat=dict(
      query="Write the environment section of the production docker-compose file for the intranet.",
      output=D(r"""
          ```yaml
          services:
            app:
              image: registry.acme-agentur.de/intranet:1.14.2
              environment:
                - APP_ENV=production
                - APP_DEBUG=true
                - LOG_CHANNEL=stderr
          ```
          """),
      expect_contains=["APP_DEBUG=false"],
      expect_absent=["APP_DEBUG=true"]),
  control=dict(
      query="Here's my local .env for the intranet, is this fine for development?",
      output=D(r"""
          For local development that's right:

          ```
          APP_ENV=local
          APP_DEBUG=true
          APP_URL=http://intranet.test
          ```

          Debug mode gives you the full error page while you work; it just must never be on in production.
          """)),
  fix=[("APP_DEBUG=true", "APP_DEBUG=false")],
  cflags=["APP_DEBUG=false"],
  cneeds=["APP_ENV=local\nAPP_DEBUG=true"])

S("d34-010", "laravel-queues", "literal", "reworded", "lookalike",
  teach=dict(
      query="What should the shop's deploy do so the queue workers pick up the new code?",
      output="Add `php artisan queue:restart` at the end of the deploy. The workers finish their current job and exit, and supervisor starts them again on the new release.",
      message="The shop runs Horizon, so it's php artisan horizon:terminate. Supervisor restarts Horizon and it spawns fresh workers.",
      gold_wrong="php artisan queue:restart",
      gold_right="php artisan horizon:terminate"),
  repeat=dict(
      query="The shop's workers still run yesterday's code after a release. What's missing?",
      output="The deploy never tells the workers to reload. Add php artisan queue:restart as the last step of the release; each worker exits after its current job and supervisor brings it back on the new code.",
      expect_contains=["php artisan horizon:terminate"],
      expect_absent=["queue:restart"]),
  control=dict(
      query="The intranet app runs plain queue:work under supervisor with the database driver, no Horizon. How do its workers get new code after a deploy?",
      output="Run `php artisan queue:restart` at the end of the deploy. It sets a flag in the cache; each `queue:work` process finishes its current job, exits, and supervisor starts it again on the new release."),
  fix=[("php artisan queue:restart", "php artisan horizon:terminate")],
  cflags=["horizon:terminate"],
  cneeds=["php artisan queue:restart"])

S("d34-011", "laravel-storage", "paraphrase", "other_identifier", "lookalike",
  teach=dict(
      query="Show the user's avatar in the profile header. The files are on the public disk under avatars/.",
      output=D(r"""
          ```blade
          <img src="/storage/app/public/avatars/{{ $user->avatar }}" alt="" class="avatar">
          ```
          """),
      message="storage/app/public is the path on disk. The public URL goes through the storage:link symlink, so /storage/avatars/..., or just Storage::url('avatars/'.$user->avatar).",
      gold_wrong="/storage/app/public/avatars/",
      gold_right="/storage/avatars/"),
  repeat=dict(
      query="Link the invoice PDF in the customer's order history.",
      output=D(r"""
          ```blade
          <a href="{{ asset('storage/app/public/invoices/' . $invoice->filename) }}" download>Rechnung {{ $invoice->number }}</a>
          ```
          """),
      expect_contains=[r"re:asset\('storage/invoices/' \. \$invoice->filename\)|Storage::url\('invoices/' \. \$invoice->filename\)"],
      expect_absent=["storage/app/public/invoices"]),
  control=dict(
      query="Attach the invoice PDF to the order confirmation mail.",
      output=D(r"""
          ```php
          public function attachments(): array
          {
              return [
                  Attachment::fromPath(storage_path('app/public/invoices/' . $this->invoice->filename))
                      ->withMime('application/pdf'),
              ];
          }
          ```

          `storage_path()` gives the absolute path on disk, which is what the mailer needs.
          """)),
  fix=[("asset('storage/app/public/invoices/'", "asset('storage/invoices/'")],
  cflags=["storage_path('invoices/", "storage_path('app/invoices/", "Storage::url("],
  cneeds=["storage_path('app/public/invoices/' . $this->invoice->filename)"])

S("d34-012", "laravel-auth", "semantic", "reworded", "same_topic",
  teach=dict(
      query="The mobile team needs tokens for the booking API. How do I set that up?",
      output=D(r"""
          Install Passport and create a personal access client:

          ```bash
          composer require laravel/passport
          php artisan passport:install
          ```

          Then add the `HasApiTokens` trait from `Laravel\Passport` to the User model and protect the routes with `auth:api`.
          """),
      message="We use Sanctum on the booking app, not Passport, and it's already installed. $user->createToken('mobile')->plainTextToken and the auth:sanctum guard, no OAuth tables.",
      gold_wrong="composer require laravel/passport\nphp artisan passport:install",
      gold_right="$token = $user->createToken('mobile')->plainTextToken;"),
  repeat=dict(
      query="The CI pipeline needs an API token to call the booking app's import endpoint.",
      output="Create a Passport personal access client with `php artisan passport:client --personal`, then issue a token for the CI user and send it as a Bearer token. Routes behind `auth:api` will accept it.",
      expect_contains=["createToken("],
      expect_absent=["passport:client", "auth:api"]),
  control=dict(
      query="The SPA on app.lindner-reisen.de gets 419 errors when logging in.",
      output="Add the SPA's domain to `SANCTUM_STATEFUL_DOMAINS=app.lindner-reisen.de`, set `SESSION_DOMAIN=.lindner-reisen.de`, and make sure the frontend calls `/sanctum/csrf-cookie` before posting the login form so the XSRF-TOKEN cookie is set."),
  fix=[("Create a Passport personal access client with `php artisan passport:client --personal`, then issue a token for the CI user and send it as a Bearer token. Routes behind `auth:api` will accept it.",
        "Issue a Sanctum token for the CI user with `$ciUser->createToken('ci-import')->plainTextToken` and send it as a Bearer token. Routes behind `auth:sanctum` will accept it.")])

S("d34-013", "agency-conventions", "semantic", "code_block", "already_correct",
  teach=dict(
      query="Create a value object for the booking reference.",
      output=D(r"""
          ```php
          <?php

          namespace App\Domain\Booking;

          final class BookingReference
          {
              public function __construct(public readonly string $value)
              {
                  if (!preg_match('/^LR-\d{6}$/', $value)) {
                      throw new \InvalidArgumentException("Invalid booking reference: {$value}");
                  }
              }
          }
          ```
          """),
      message="Every PHP file in our repos starts with declare(strict_types=1); php-cs-fixer's declare_strict_types rule fails the pipeline without it.",
      gold_wrong="<?php\n\nnamespace App\\Domain\\Booking;",
      gold_right="<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\Domain\\Booking;"),
  repeat=dict(
      query="Add a PriceCalculator service to the booking app.",
      output=D(r"""
          ```php
          <?php

          namespace App\Services;

          final class PriceCalculator
          {
              public function total(int $nights, int $pricePerNightCents, float $taxRate = 0.07): int
              {
                  return (int) round($nights * $pricePerNightCents * (1 + $taxRate));
              }
          }
          ```
          """),
      expect_contains=["declare(strict_types=1);"],
      expect_absent=[]),
  control=dict(
      query="Write the BookingConfirmed event class.",
      output=D(r"""
          ```php
          <?php

          declare(strict_types=1);

          namespace App\Events;

          use App\Models\Booking;
          use Illuminate\Foundation\Events\Dispatchable;

          final class BookingConfirmed
          {
              use Dispatchable;

              public function __construct(public readonly Booking $booking) {}
          }
          ```
          """)),
  fix=[("<?php\n\nnamespace App\\Services;", "<?php\n\ndeclare(strict_types=1);\n\nnamespace App\\Services;")],
  cflags=[r"re:(declare\(strict_types=1\);[\s\S]*){2}", "<?php\n\nnamespace App\\Domain\\Booking;"],
  cneeds=["declare(strict_types=1);"])

# =====================================================================
# Symfony
# =====================================================================
S("d34-014", "symfony-console", "literal", "code_block", "lookalike",
  teach=dict(
      query="How do I run the pending Doctrine migrations on the Symfony 6.4 API after deploying?",
      output=D(r"""
          From the project root:

          ```bash
          php app/console doctrine:migrations:migrate --no-interaction --env=prod
          ```

          `--no-interaction` skips the confirmation prompt so it works in the pipeline.
          """),
      message="It's bin/console on anything since Symfony 4. app/console was the Symfony 2 layout and doesn't exist in this repo.",
      gold_wrong="app/console",
      gold_right="bin/console"),
  repeat=dict(
      query="What's the supervisor config for the Messenger worker on the API box?",
      output=D(r"""
          ```ini
          [program:api-messenger]
          command=php /var/www/api/current/app/console messenger:consume async --time-limit=3600 --memory-limit=256M
          user=deploy
          numprocs=2
          autostart=true
          autorestart=true
          process_name=%(program_name)s_%(process_num)02d
          ```

          `--time-limit` makes each worker exit after an hour so supervisor restarts it with fresh code.
          """),
      expect_contains=["/var/www/api/current/bin/console messenger:consume"],
      expect_absent=["app/console"]),
  control=dict(
      query="Scaffold an artisan command for the weekly report in the Laravel intranet app.",
      output="Run `php artisan make:command SendWeeklyReport`. It creates `app/Console/Commands/SendWeeklyReport.php`; set the `$signature` to `reports:weekly` and put the logic in `handle()`. Commands in app/Console/Commands are discovered automatically."),
  fix=[("current/app/console", "current/bin/console")],
  cflags=[r"re:(?i)bin/console/commands"],
  cneeds=["app/Console/Commands/SendWeeklyReport.php"])

S("d34-015", "symfony-routing", "literal", "code_block", "already_correct",
  teach=dict(
      query="Add a GET /api/products/{id} route to the ProductController on our Symfony 7.1 API.",
      output=D(r"""
          ```php
          namespace App\Controller;

          use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
          use Symfony\Component\HttpFoundation\JsonResponse;
          use Symfony\Component\Routing\Annotation\Route;

          class ProductController extends AbstractController
          {
              #[Route('/api/products/{id}', name: 'api_product_show', methods: ['GET'])]
              public function show(int $id): JsonResponse
              {
                  // ...
              }
          }
          ```
          """),
      message=r"Import Symfony\Component\Routing\Attribute\Route. The Annotation\Route class is deprecated since 6.4 and our CI runs with SYMFONY_DEPRECATIONS_HELPER=max[self]=0, so this fails the build.",
      gold_wrong=r"use Symfony\Component\Routing\Annotation\Route;",
      gold_right=r"use Symfony\Component\Routing\Attribute\Route;"),
  repeat=dict(
      query="Create an OrderController with a POST /api/orders endpoint.",
      output=D(r"""
          ```php
          namespace App\Controller;

          use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
          use Symfony\Component\HttpFoundation\JsonResponse;
          use Symfony\Component\HttpFoundation\Request;
          use Symfony\Component\Routing\Annotation\Route;

          final class OrderController extends AbstractController
          {
              #[Route('/api/orders', name: 'api_order_create', methods: ['POST'])]
              public function create(Request $request): JsonResponse
              {
                  $payload = $request->toArray();
                  // ...
                  return $this->json(['id' => $order->getId()], 201);
              }
          }
          ```
          """),
      expect_contains=[r"use Symfony\Component\Routing\Attribute\Route;"],
      expect_absent=[r"Routing\Annotation\Route"]),
  control=dict(
      query="Add a health check route to the API.",
      output=D(r"""
          ```php
          namespace App\Controller;

          use Symfony\Component\HttpFoundation\JsonResponse;
          use Symfony\Component\Routing\Attribute\Route;

          final class HealthController
          {
              #[Route('/healthz', name: 'health', methods: ['GET'])]
              public function __invoke(): JsonResponse
              {
                  return new JsonResponse(['status' => 'ok']);
              }
          }
          ```
          """)),
  fix=[(r"Routing\Annotation\Route", r"Routing\Attribute\Route")],
  cneeds=[r"use Symfony\Component\Routing\Attribute\Route;"])

S("d34-016", "symfony-doctrine", "literal", "code_block", "lookalike",
  teach=dict(
      query="How do the schema changes get to production in the API deploy?",
      output=D(r"""
          Run this once the new code is in place:

          ```bash
          php bin/console doctrine:schema:update --force
          ```

          It compares the entities with the database and applies the differences.
          """),
      message="We never run schema:update against prod, it can drop columns and nobody reviews what it does. Schema changes ship as migrations: php bin/console doctrine:migrations:migrate --no-interaction.",
      gold_wrong="doctrine:schema:update --force",
      gold_right="doctrine:migrations:migrate --no-interaction"),
  repeat=dict(
      query="Write the production deploy job for the API's GitLab pipeline.",
      output=D(r"""
          ```yaml
          deploy_production:
            stage: deploy
            script:
              - ssh deploy@api-01 'cd /var/www/api/current && php bin/console doctrine:schema:update --force && php bin/console cache:clear'
            only:
              - main
          ```
          """),
      expect_contains=["doctrine:migrations:migrate --no-interaction"],
      expect_absent=["doctrine:schema:update --force"]),
  control=dict(
      query="I changed the Invoice entity locally. How do I see which SQL Doctrine would run?",
      output=D(r"""
          Preview it without touching anything:

          ```bash
          php bin/console doctrine:schema:update --dump-sql
          ```

          Then generate the real migration from the diff with `php bin/console doctrine:migrations:diff` and review it before committing.
          """)),
  fix=[("doctrine:schema:update --force", "doctrine:migrations:migrate --no-interaction")],
  cflags=["--no-interaction --dump-sql", "re:schema:update --force"],
  cneeds=["doctrine:schema:update --dump-sql"])

S("d34-017", "php-version", "paraphrase", "renamed_identifier", "same_topic",
  teach=dict(
      query="Add a version constant to the SyncClient class.",
      output=D(r"""
          ```php
          final class SyncClient
          {
              public const string VERSION = '2.4.0';
              // ...
          }
          ```
          """),
      message="Typed class constants are PHP 8.3, production is still on 8.2 everywhere and that's a parse error there. Just const VERSION = '2.4.0';",
      gold_wrong="public const string VERSION",
      gold_right="public const VERSION"),
  repeat=dict(
      query="Give the RetryPolicy a constant for the maximum number of attempts.",
      output=D(r"""
          ```php
          final class RetryPolicy
          {
              private const int MAX_ATTEMPTS = 5;

              public function shouldRetry(int $attempt): bool
              {
                  return $attempt < self::MAX_ATTEMPTS;
              }
          }
          ```
          """),
      expect_contains=["private const MAX_ATTEMPTS = 5;"],
      expect_absent=[r"re:const int MAX_ATTEMPTS"]),
  control=dict(
      query="Make the Money value object immutable.",
      output=D(r"""
          On 8.2 you can mark the whole class readonly:

          ```php
          final readonly class Money
          {
              public function __construct(
                  public int $amount,
                  public string $currency,
              ) {}
          }
          ```
          """)),
  fix=[("private const int MAX_ATTEMPTS", "private const MAX_ATTEMPTS")])

# =====================================================================
# WordPress (hooks, wp-config, WP-CLI)
# =====================================================================
S("d34-018", "wordpress-hooks", "paraphrase", "other_identifier", "lookalike",
  teach=dict(
      query="Load the lightbox script and its CSS on the front end of the client theme.",
      output=D(r"""
          In `functions.php`:

          ```php
          function acme_enqueue_lightbox() {
              wp_enqueue_style( 'acme-lightbox', get_stylesheet_directory_uri() . '/assets/lightbox.css', [], '2.1.0' );
              wp_enqueue_script( 'acme-lightbox', get_stylesheet_directory_uri() . '/assets/lightbox.js', [], '2.1.0', true );
          }
          add_action( 'init', 'acme_enqueue_lightbox' );
          ```
          """),
      message="Scripts and styles get enqueued on wp_enqueue_scripts, not init. On init they also load in wp-admin and on the login page, and WordPress logs the 'called incorrectly' notice.",
      gold_wrong="add_action( 'init', 'acme_enqueue_lightbox' );",
      gold_right="add_action( 'wp_enqueue_scripts', 'acme_enqueue_lightbox' );"),
  repeat=dict(
      query="The slider needs swiper.js on the front page only, can you add it?",
      output=D(r"""
          ```php
          function acme_slider_assets() {
              if ( ! is_front_page() ) {
                  return;
              }
              wp_enqueue_script( 'swiper', get_stylesheet_directory_uri() . '/assets/swiper-bundle.min.js', [], '11.0.5', true );
          }
          add_action( 'init', 'acme_slider_assets' );
          ```
          """),
      expect_contains=["add_action( 'wp_enqueue_scripts', 'acme_slider_assets' )"],
      expect_absent=["add_action( 'init', 'acme_slider_assets' )"]),
  control=dict(
      query="Register a 'project' post type for the portfolio.",
      output=D(r"""
          ```php
          function acme_register_project_cpt() {
              register_post_type( 'project', [
                  'label'        => 'Projects',
                  'public'       => true,
                  'has_archive'  => true,
                  'show_in_rest' => true,
                  'supports'     => [ 'title', 'editor', 'thumbnail' ],
                  'rewrite'      => [ 'slug' => 'projekte' ],
              ] );
          }
          add_action( 'init', 'acme_register_project_cpt' );
          ```

          Flush the permalinks once (Settings → Permalinks → Save) so the `/projekte/` URLs resolve.
          """)),
  fix=[("add_action( 'init', 'acme_slider_assets' )", "add_action( 'wp_enqueue_scripts', 'acme_slider_assets' )")],
  cflags=["add_action( 'wp_enqueue_scripts', 'acme_register_project_cpt' )"],
  cneeds=["add_action( 'init', 'acme_register_project_cpt' );"])

S("d34-019", "wordpress-hooks", "semantic", "other_identifier", "lookalike",
  teach=dict(
      query="Append the SKU to the product name in the cart.",
      output=D(r"""
          ```php
          add_filter( 'woocommerce_cart_item_name', 'acme_cart_item_sku', 10 );

          function acme_cart_item_sku( $name, $cart_item, $cart_item_key ) {
              $sku = $cart_item['data']->get_sku();
              return $sku ? $name . ' <small>(' . esc_html( $sku ) . ')</small>' : $name;
          }
          ```
          """),
      message="Without accepted_args WordPress passes only $name, and PHP 8 throws an ArgumentCountError. It needs add_filter( ..., 10, 3 ).",
      gold_wrong="'acme_cart_item_sku', 10 );",
      gold_right="'acme_cart_item_sku', 10, 3 );"),
  repeat=dict(
      query="When a product is saved, push it to the search index, but skip autosaves and anything that isn't published.",
      output=D(r"""
          ```php
          add_action( 'save_post_product', 'acme_index_product', 20 );

          function acme_index_product( $post_id, $post, $update ) {
              if ( wp_is_post_autosave( $post_id ) || 'publish' !== $post->post_status ) {
                  return;
              }
              acme_search_index()->upsert( $post_id );
          }
          ```

          Priority 20 makes it run after WooCommerce has saved the product meta.
          """),
      expect_contains=["'acme_index_product', 20, 3 );"],
      expect_absent=[r"re:'acme_index_product', 20 \);"]),
  control=dict(
      query="Make the excerpts on the blog archive 30 words long.",
      output=D(r"""
          ```php
          add_filter( 'excerpt_length', 'acme_excerpt_length', 999 );

          function acme_excerpt_length( $length ) {
              return 30;
          }
          ```

          Priority 999 so it wins over the theme's own filter; the callback only needs the one argument.
          """)),
  fix=[("'acme_index_product', 20 );", "'acme_index_product', 20, 3 );")],
  cflags=[r"re:'acme_excerpt_length', 999, \d"],
  cneeds=["add_filter( 'excerpt_length', 'acme_excerpt_length', 999 );"])

S("d34-020", "wordpress-hosting", "literal", "code_block", "lookalike",
  teach=dict(
      query="Where do I find the PHP notices after enabling WP_DEBUG_LOG on the Kraemer shop?",
      output="With `WP_DEBUG_LOG` set to `true` WordPress writes them to `wp-content/debug.log`, so run `tail -f wp-content/debug.log` from the site root while you reproduce the error.",
      message="Not on our hosting. WP_DEBUG_LOG is set to '/srv/logs/wp/debug.log' in the shared wp-config include, so wp-content/debug.log never gets written. Tail /srv/logs/wp/debug.log instead.",
      gold_wrong="wp-content/debug.log",
      gold_right="/srv/logs/wp/debug.log"),
  repeat=dict(
      query="Checkout shows a white screen on the staging shop. How do I see what's failing?",
      output=D(r"""
          Turn on debugging and watch the log while you place a test order:

          ```bash
          wp config set WP_DEBUG true --raw
          wp config set WP_DEBUG_DISPLAY false --raw
          tail -f wp-content/debug.log
          ```

          The fatal error with file and line will show up there.
          """),
      expect_contains=["tail -f /srv/logs/wp/debug.log"],
      expect_absent=["wp-content/debug.log"]),
  control=dict(
      query="Harden the nginx vhost so nobody can download a stray debug log.",
      output=D(r"""
          Some plugins still write to the default location when they switch on logging themselves, so block it explicitly:

          ```nginx
          location = /wp-content/debug.log {
              deny all;
          }
          ```

          Put it above the generic `location /` block and reload nginx.
          """)),
  fix=[("tail -f wp-content/debug.log", "tail -f /srv/logs/wp/debug.log")],
  cflags=["location = /srv/logs", "location = //srv"],
  cneeds=["location = /wp-content/debug.log"])

S("d34-021", "wordpress-migration", "semantic", "prose_claim", "same_topic",
  teach=dict(
      query="We're moving the Kraemer site from staging to the live domain. How do I swap the URLs in the database?",
      output=D(r"""
          Export the staging database, replace the domain in the dump and import it on live:

          ```bash
          wp db export staging.sql
          sed -i 's#staging.kraemer-moebel.de#www.kraemer-moebel.de#g' staging.sql
          ```

          Then import `staging.sql` on the live server with `wp db import`.
          """),
      message="sed on the dump corrupts serialized options and widget data: the lengths in s:NN:\"...\" no longer match and WordPress silently throws those values away. Import first and use wp search-replace, it unserializes and fixes the lengths.",
      gold_wrong="sed -i 's#staging.kraemer-moebel.de#www.kraemer-moebel.de#g' staging.sql",
      gold_right="wp search-replace 'staging.kraemer-moebel.de' 'www.kraemer-moebel.de' --all-tables"),
  repeat=dict(
      query="For the Lindner migration, is it okay to just run a text replace over the SQL export to change the domain?",
      output="Yes, since only the hostname changes a plain text replacement on the export is safe: `sed -i 's#dev.lindner-reisen.de#lindner-reisen.de#g' export.sql`, then import it as usual.",
      expect_contains=["wp search-replace"],
      expect_absent=[r"re:sed -i 's#dev\.lindner", r"re:^Yes"]),
  control=dict(
      query="What else should I check after moving Kraemer to the live domain?",
      output="Check that `home` and `siteurl` are right with `wp option get home` and `wp option get siteurl`, flush the rewrite rules with `wp rewrite flush`, and clear the page cache (`wp cache flush` plus the nginx fastcgi cache directory) so nobody gets pages with staging links."),
  fix=[("Yes, since only the hostname changes a plain text replacement on the export is safe: `sed -i 's#dev.lindner-reisen.de#lindner-reisen.de#g' export.sql`, then import it as usual.",
        "No, a plain text replacement breaks serialized data because the string lengths change. Import the export as it is and run `wp search-replace 'dev.lindner-reisen.de' 'lindner-reisen.de' --all-tables` afterwards.")])

S("d34-022", "wp-cli", "literal", "reordered_args", "already_correct",
  teach=dict(
      query="Create an admin account for Jana from the client team on the Lindner site.",
      output=D(r"""
          ```bash
          wp user create jana jana.meier@lindner-reisen.de --role=admin --send-email
          ```

          `--send-email` mails her the account details.
          """),
      message="The role slug is administrator. With --role=admin WP-CLI stops with \"Error: Role doesn't exist: admin\".",
      gold_wrong="--role=admin",
      gold_right="--role=administrator"),
  repeat=dict(
      query="Mark from the agency needs full access to the Kraemer site too.",
      output=D(r"""
          Create him like this:

          ```bash
          wp user create --role=admin mark mark.vogt@acme-agentur.de
          ```

          He can set his password through the "Lost your password?" link.
          """),
      expect_contains=["--role=administrator"],
      expect_absent=[r"re:--role=admin\b"]),
  control=dict(
      query="List everyone with admin rights on the Lindner site.",
      output=D(r"""
          ```bash
          wp user list --role=administrator --fields=ID,user_login,user_email
          ```

          That prints a table of all administrators with their IDs and e-mail addresses.
          """)),
  fix=[("--role=admin ", "--role=administrator ")],
  cflags=[r"re:--role=admin\b", "administratoristrator"],
  cneeds=["--role=administrator"])

S("d34-023", "wordpress-http", "paraphrase", "renamed_identifier", "lookalike",
  teach=dict(
      query="Fetch the opening hours from the client's booking API and cache them in a transient.",
      output=D(r"""
          ```php
          $response = wp_remote_get( 'https://api.bookingkit.example/v3/hours', [ 'timeout' => 5 ] );
          if ( false === $response ) {
              return [];
          }
          $hours = json_decode( wp_remote_retrieve_body( $response ), true );
          set_transient( 'acme_opening_hours', $hours, HOUR_IN_SECONDS );
          ```
          """),
      message="wp_remote_get never returns false. On failure you get a WP_Error object, so that check never triggers and json_decode gets garbage. Use is_wp_error( $response ).",
      gold_wrong="false === $response",
      gold_right="is_wp_error( $response )"),
  repeat=dict(
      query="Send the newsletter signup to the CRM webhook when the form is submitted.",
      output=D(r"""
          ```php
          $res = wp_remote_post( $endpoint, [
              'headers' => [ 'Content-Type' => 'application/json' ],
              'body'    => wp_json_encode( [ 'email' => $email, 'list' => 'newsletter' ] ),
              'timeout' => 10,
          ] );
          if ( false === $res ) {
              error_log( 'CRM webhook failed for ' . $email );
          }
          ```
          """),
      expect_contains=["is_wp_error( $res )"],
      expect_absent=["false === $res"]),
  control=dict(
      query="Show a notice in wp-admin as long as the booking API key hasn't been saved.",
      output=D(r"""
          ```php
          add_action( 'admin_notices', function () {
              $key = get_option( 'acme_booking_api_key' );
              if ( false === $key ) {
                  echo '<div class="notice notice-warning"><p>Bitte den Booking-API-Key unter Einstellungen → Booking hinterlegen.</p></div>';
              }
          } );
          ```

          `get_option()` returns `false` when the option doesn't exist.
          """)),
  fix=[("false === $res", "is_wp_error( $res )")],
  cflags=["is_wp_error( $key )"],
  cneeds=["false === $key"])

S("d34-024", "wordpress-ajax", "paraphrase", "other_identifier", "unrelated",
  teach=dict(
      query="Write the admin-ajax handler for the vote button on the event pages.",
      output=D(r"""
          ```php
          add_action( 'wp_ajax_acme_vote', 'acme_handle_vote' );
          add_action( 'wp_ajax_nopriv_acme_vote', 'acme_handle_vote' );

          function acme_handle_vote() {
              check_admin_referer( 'acme_vote' );
              $event_id = absint( $_POST['event_id'] ?? 0 );
              // store the vote ...
              wp_send_json_success( [ 'votes' => acme_vote_count( $event_id ) ] );
          }
          ```
          """),
      message="For AJAX that should be check_ajax_referer( 'acme_vote', 'nonce' ). check_admin_referer looks for _wpnonce and dies with the 'link you followed has expired' page instead of a JSON error, and our JS sends the nonce as 'nonce'.",
      gold_wrong="check_admin_referer( 'acme_vote' );",
      gold_right="check_ajax_referer( 'acme_vote', 'nonce' );"),
  repeat=dict(
      query="Add the AJAX endpoint for RSVPs, same pattern as the voting.",
      output=D(r"""
          ```php
          add_action( 'wp_ajax_acme_rsvp', 'acme_handle_rsvp' );

          function acme_handle_rsvp() {
              check_admin_referer( 'acme_rsvp' );
              $event_id = absint( $_POST['event_id'] ?? 0 );
              update_user_meta( get_current_user_id(), 'acme_rsvp_' . $event_id, 'yes' );
              wp_send_json_success();
          }
          ```
          """),
      expect_contains=["check_ajax_referer( 'acme_rsvp', 'nonce' )"],
      expect_absent=["check_admin_referer( 'acme_rsvp' )"]),
  control=dict(
      query="What's the WP-CLI command to regenerate the thumbnails after we changed the image sizes?",
      output="`wp media regenerate --only-missing --yes` creates the new sizes without touching the ones that already exist. Drop `--only-missing` if you changed the dimensions of an existing size."),
  fix=[("check_admin_referer( 'acme_rsvp' );", "check_ajax_referer( 'acme_rsvp', 'nonce' );")])

S("d34-025", "wordpress-rest", "semantic", "code_block", "already_correct",
  teach=dict(
      query="Expose the upcoming events as a public REST endpoint for the app.",
      output=D(r"""
          ```php
          add_action( 'rest_api_init', function () {
              register_rest_route( 'acme/v1', '/events', [
                  'methods'  => WP_REST_Server::READABLE,
                  'callback' => 'acme_rest_list_events',
              ] );
          } );
          ```

          The app can then call `/wp-json/acme/v1/events`.
          """),
      message="Since WP 5.5 every route needs a permission_callback, otherwise it logs a _doing_it_wrong notice on every request. For a public one it's '__return_true'.",
      gold_wrong="'callback' => 'acme_rest_list_events',",
      gold_right="'callback' => 'acme_rest_list_events',\n        'permission_callback' => '__return_true',"),
  repeat=dict(
      query="Add a public endpoint that returns the opening hours.",
      output=D(r"""
          ```php
          add_action( 'rest_api_init', function () {
              register_rest_route( 'acme/v1', '/opening-hours', [
                  'methods'  => 'GET',
                  'callback' => 'acme_rest_opening_hours',
              ] );
          } );
          ```
          """),
      expect_contains=["'permission_callback' =>"],
      expect_absent=[]),
  control=dict(
      query="Add an endpoint that editors can use to mark an event as sold out.",
      output=D(r"""
          ```php
          add_action( 'rest_api_init', function () {
              register_rest_route( 'acme/v1', '/events/(?P<id>\d+)/sold-out', [
                  'methods'             => WP_REST_Server::EDITABLE,
                  'callback'            => 'acme_rest_mark_sold_out',
                  'permission_callback' => function () {
                      return current_user_can( 'edit_posts' );
                  },
              ] );
          } );
          ```
          """)),
  fix=[("'callback' => 'acme_rest_opening_hours',", "'callback' => 'acme_rest_opening_hours',\n        'permission_callback' => '__return_true',")],
  cflags=[r"re:('permission_callback'[\s\S]*){2}", "'callback' => 'acme_rest_list_events',"],
  cneeds=["'permission_callback' => function () {"])

S("d34-026", "wordpress-config", "semantic", "prose_claim", "lookalike",
  teach=dict(
      query="The WooCommerce product CSV import in wp-admin dies with 'Allowed memory size exhausted'. How do I give it more memory?",
      output=D(r"""
          Raise the limit in `wp-config.php`:

          ```php
          define( 'WP_MEMORY_LIMIT', '512M' );
          ```
          """),
      message="For anything in wp-admin it's WP_MAX_MEMORY_LIMIT, WordPress raises to that in the admin. WP_MEMORY_LIMIT is the front-end limit.",
      gold_wrong="define( 'WP_MEMORY_LIMIT', '512M' );",
      gold_right="define( 'WP_MAX_MEMORY_LIMIT', '512M' );"),
  repeat=dict(
      query="Generating the 3,000-page PDF catalogue from the plugin's settings page runs out of memory.",
      output="Raise WP_MEMORY_LIMIT to 1024M in wp-config.php. That limit applies to the admin screens too, so the export on the settings page gets the full gigabyte.",
      expect_contains=["WP_MAX_MEMORY_LIMIT"],
      expect_absent=[r"re:(?<!MAX_)WP_MEMORY_LIMIT to 1024M", "applies to the admin screens too"]),
  control=dict(
      query="The Elementor landing pages hit the 128M memory limit on the front end.",
      output=D(r"""
          Front-end requests use `WP_MEMORY_LIMIT`, so raise that one:

          ```php
          define( 'WP_MEMORY_LIMIT', '256M' );
          ```

          If the FPM pool sets `php_admin_value[memory_limit]` lower, WordPress can't go above it.
          """)),
  fix=[("Raise WP_MEMORY_LIMIT to 1024M in wp-config.php. That limit applies to the admin screens too, so the export on the settings page gets the full gigabyte.",
        "Raise WP_MAX_MEMORY_LIMIT to 1024M in wp-config.php. That's the limit WordPress uses on admin screens, so the export on the settings page gets the full gigabyte.")],
  cflags=["WP_MAX_MEMORY_LIMIT"],
  cneeds=["define( 'WP_MEMORY_LIMIT', '256M' );"])

S("d34-027", "wordpress-themes", "paraphrase", "other_identifier", "lookalike",
  teach=dict(
      query="Enqueue the child theme's custom.css.",
      output=D(r"""
          ```php
          wp_enqueue_style( 'kraemer-child-custom', get_template_directory_uri() . '/assets/css/custom.css', [], '1.3.0' );
          ```
          """),
      message="In a child theme get_template_directory_uri() points at the parent theme, so that file 404s. For the child's own files it's get_stylesheet_directory_uri().",
      gold_wrong="get_template_directory_uri() . '/assets/css/custom.css'",
      gold_right="get_stylesheet_directory_uri() . '/assets/css/custom.css'"),
  repeat=dict(
      query="Add the child theme's mobile-menu.js in the footer.",
      output=D(r"""
          ```php
          wp_enqueue_script( 'kraemer-child-menu', get_template_directory_uri() . '/assets/js/mobile-menu.js', [], '1.3.0', true );
          ```
          """),
      expect_contains=["get_stylesheet_directory_uri() . '/assets/js/mobile-menu.js'"],
      expect_absent=["get_template_directory_uri() . '/assets/js/mobile-menu.js'"]),
  control=dict(
      query="The child theme also needs the parent theme's style.css loaded first.",
      output=D(r"""
          ```php
          add_action( 'wp_enqueue_scripts', function () {
              wp_enqueue_style( 'kraemer-parent', get_template_directory_uri() . '/style.css', [], wp_get_theme( 'astra' )->get( 'Version' ) );
          } );
          ```

          `get_template_directory_uri()` is the parent theme's URL, which is exactly what we want for its stylesheet.
          """)),
  fix=[("get_template_directory_uri()", "get_stylesheet_directory_uri()")],
  cflags=["get_stylesheet_directory_uri() . '/style.css'"],
  cneeds=["get_template_directory_uri() . '/style.css'"])

S("d34-028", "wordpress-updates", "semantic", "prose_claim", "same_topic",
  teach=dict(
      query="Yoast has a security update out. How do I get it onto the Kraemer live site?",
      output="Log into wp-admin on the live site, go to Dashboard → Updates, tick Yoast SEO and click \"Update Plugins\". It only takes a few seconds.",
      message="Dashboard updates are switched off on all our sites, DISALLOW_FILE_MODS is true. Plugins come from wpackagist through composer: bump wpackagist-plugin/wordpress-seo locally, commit the lock file and deploy.",
      gold_wrong="Log into wp-admin on the live site, go to Dashboard → Updates, tick Yoast SEO and click \"Update Plugins\".",
      gold_right="Run composer update wpackagist-plugin/wordpress-seo locally, commit composer.lock and deploy."),
  repeat=dict(
      query="The latest WooCommerce release fixes the checkout bug the Lindner shop is hitting. How do we roll it out?",
      output="Easiest is straight from the admin: open Plugins on the live site and click \"update now\" under WooCommerce, then place a test order.",
      expect_contains=[r"re:composer (update|require) wpackagist-plugin/woocommerce"],
      expect_absent=[r"re:(?i)update now"]),
  control=dict(
      query="How do we add the Redirection plugin to the Lindner site?",
      output="Require it through composer with `composer require wpackagist-plugin/redirection:^5.4`, commit composer.json and composer.lock and deploy; then activate it with `wp plugin activate redirection`."),
  fix=[("Easiest is straight from the admin: open Plugins on the live site and click \"update now\" under WooCommerce, then place a test order.",
        "Update it through composer: run `composer update wpackagist-plugin/woocommerce` locally, place a test order, commit composer.lock and deploy.")])

S("d34-029", "wordpress-db", "literal", "casing", "same_topic",
  teach=dict(
      query="SQL to check the site URL in the Kraemer database?",
      output=D(r"""
          ```sql
          SELECT option_name, option_value FROM wp_options WHERE option_name IN ('siteurl', 'home');
          ```
          """),
      message="The Kraemer install uses the table prefix krm_, there is no wp_options there. It's krm_options.",
      gold_wrong="FROM wp_options",
      gold_right="FROM krm_options"),
  repeat=dict(
      query="How much autoloaded option data does the Kraemer site load on every request?",
      output=D(r"""
          ```sql
          select count(*), round(sum(length(option_value)) / 1024) as kb
          from wp_options
          where autoload in ('yes', 'on', 'auto-on', 'auto');
          ```
          """),
      expect_contains=["from krm_options"],
      expect_absent=["wp_options"]),
  control=dict(
      query="How do I read an option in the Kraemer plugin without hardcoding the table name?",
      output="Use the API: `get_option( 'kraemer_feed_url' )`. If you really need raw SQL, build the table name from `$wpdb->options`, which already includes the `krm_` prefix."),
  fix=[("from wp_options", "from krm_options")])

# =====================================================================
# WooCommerce and Magento shops
# =====================================================================
S("d34-030", "woocommerce-orders", "paraphrase", "equivalent_construct", "same_topic",
  teach=dict(
      query="Get all processing orders so the warehouse export can pick them up.",
      output=D(r"""
          ```php
          $query = new WP_Query( [
              'post_type'      => 'shop_order',
              'post_status'    => 'wc-processing',
              'posts_per_page' => -1,
          ] );
          foreach ( $query->posts as $post ) {
              $order = wc_get_order( $post->ID );
              // ...
          }
          ```
          """),
      message="HPOS is enabled on the shop, orders aren't in wp_posts any more, so that query comes back empty. Use wc_get_orders( [ 'status' => 'processing', 'limit' => -1 ] ), it works with either storage.",
      gold_wrong="new WP_Query( [\n    'post_type'      => 'shop_order',\n    'post_status'    => 'wc-processing',\n    'posts_per_page' => -1,\n] )",
      gold_right="wc_get_orders( [\n    'status' => 'processing',\n    'limit'  => -1,\n] )"),
  repeat=dict(
      query="Count the orders that are on hold for the dashboard widget.",
      output=D(r"""
          ```php
          $on_hold = get_posts( [
              'post_type'   => 'shop_order',
              'post_status' => 'wc-on-hold',
              'numberposts' => -1,
              'fields'      => 'ids',
          ] );
          $count = count( $on_hold );
          ```
          """),
      expect_contains=["wc_get_orders("],
      expect_absent=[r"re:'post_type'\s*=>\s*'shop_order'"]),
  control=dict(
      query="How do I store a pickup slot on the order and read it back later?",
      output=D(r"""
          Use the order's meta API, which works with HPOS and the legacy tables alike:

          ```php
          $order->update_meta_data( '_acme_pickup_slot', $slot );
          $order->save();

          // later
          $slot = $order->get_meta( '_acme_pickup_slot' );
          ```
          """)),
  fix=[("get_posts( [\n    'post_type'   => 'shop_order',\n    'post_status' => 'wc-on-hold',\n    'numberposts' => -1,\n    'fields'      => 'ids',\n] )",
        "wc_get_orders( [\n    'status' => 'on-hold',\n    'limit'  => -1,\n    'return' => 'ids',\n] )")])

S("d34-031", "woocommerce-orders", "paraphrase", "other_identifier", "already_correct",
  teach=dict(
      query="In the order-completed hook, send the customer's e-mail address to the loyalty API.",
      output=D(r"""
          ```php
          add_action( 'woocommerce_order_status_completed', function ( $order_id ) {
              $order = wc_get_order( $order_id );
              acme_loyalty_enroll( $order->billing_email, $order->get_total() );
          } );
          ```
          """),
      message="Order properties shouldn't be accessed directly since WC 3.0, it throws a doing_it_wrong notice on every call. Use the getter: $order->get_billing_email().",
      gold_wrong="$order->billing_email",
      gold_right="$order->get_billing_email()"),
  repeat=dict(
      query="Also pass the phone number to the SMS reminder service.",
      output=D(r"""
          ```php
          $order = wc_get_order( $order_id );
          acme_sms_schedule_reminder( $order->billing_phone, $order->get_date_created()->modify( '+1 day' ) );
          ```
          """),
      expect_contains=["$order->get_billing_phone()"],
      expect_absent=["$order->billing_phone"]),
  control=dict(
      query="Show the customer's e-mail address in a custom column of the admin order list.",
      output=D(r"""
          ```php
          add_action( 'manage_woocommerce_page_wc-orders_custom_column', function ( $column, $order ) {
              if ( 'acme_email' === $column ) {
                  echo esc_html( $order->get_billing_email() );
              }
          }, 10, 2 );
          ```

          With HPOS the column hook receives the `WC_Order` object directly, so no `wc_get_order()` is needed.
          """)),
  fix=[("$order->billing_phone", "$order->get_billing_phone()")],
  cflags=["$order->billing_email", "get_get_billing_email", "get_billing_email()()"],
  cneeds=["$order->get_billing_email()"])

S("d34-032", "woocommerce-hooks", "semantic", "prose_claim", "lookalike",
  teach=dict(
      query="Where should I hook the push of new orders to the ERP?",
      output=D(r"""
          Hook it to the thank-you page, that runs right after checkout:

          ```php
          add_action( 'woocommerce_thankyou', 'acme_push_order_to_erp' );
          ```

          `acme_push_order_to_erp( $order_id )` gets the order ID as its only argument.
          """),
      message="woocommerce_thankyou only fires when the customer actually loads the thank-you page. PayPal buyers who close the tab never trigger it and a reload triggers it twice. Hook the ERP push to woocommerce_order_status_processing instead.",
      gold_wrong="add_action( 'woocommerce_thankyou', 'acme_push_order_to_erp' );",
      gold_right="add_action( 'woocommerce_order_status_processing', 'acme_push_order_to_erp' );"),
  repeat=dict(
      query="We need to send each paid order to the warehouse API. Which hook is the safest?",
      output="The `woocommerce_thankyou` hook is the safest choice: it runs exactly once per order, right after payment, so you can call the warehouse API from there.",
      expect_contains=["woocommerce_order_status_processing"],
      expect_absent=["`woocommerce_thankyou` hook is the safest", "runs exactly once per order"]),
  control=dict(
      query="Fire the GA4 purchase event in the browser after checkout.",
      output=D(r"""
          Print the dataLayer push on the thank-you page, where the order is known:

          ```php
          add_action( 'woocommerce_thankyou', 'acme_ga4_purchase_event' );

          function acme_ga4_purchase_event( $order_id ) {
              $order = wc_get_order( $order_id );
              if ( ! $order || $order->get_meta( '_acme_ga4_sent' ) ) {
                  return; // don't count a reload twice
              }
              printf(
                  '<script>dataLayer.push({event:"purchase",ecommerce:{transaction_id:"%s",value:%s,currency:"%s"}});</script>',
                  esc_js( $order->get_order_number() ),
                  (float) $order->get_total(),
                  esc_js( $order->get_currency() )
              );
              $order->update_meta_data( '_acme_ga4_sent', 1 );
              $order->save();
          }
          ```
          """)),
  fix=[("The `woocommerce_thankyou` hook is the safest choice: it runs exactly once per order, right after payment, so you can call the warehouse API from there.",
        "Use `woocommerce_order_status_processing`: it fires when the payment is confirmed, whether or not the customer ever sees the thank-you page, so call the warehouse API from there.")],
  cflags=["woocommerce_order_status_processing"],
  cneeds=["add_action( 'woocommerce_thankyou', 'acme_ga4_purchase_event' );"])

S("d34-033", "magento-deploy", "literal", "code_block", "same_topic",
  teach=dict(
      query="What's the static content step for the Hofmann store deploy?",
      output=D(r"""
          After compiling DI, deploy the static files:

          ```bash
          bin/magento setup:di:compile
          bin/magento setup:static-content:deploy -f en_US
          ```

          `-f` forces the deploy regardless of the current mode.
          """),
      message="The Hofmann storefront is en_GB and de_DE, nobody uses en_US. With only en_US the German store view gets no static files and renders unstyled. setup:static-content:deploy -f en_GB de_DE.",
      gold_wrong="setup:static-content:deploy -f en_US",
      gold_right="setup:static-content:deploy -f en_GB de_DE"),
  repeat=dict(
      query="Write the build stage for Hofmann's Magento pipeline.",
      output=D(r"""
          ```yaml
          build:
            stage: build
            script:
              - composer install --no-dev --prefer-dist --no-progress
              - bin/magento setup:di:compile
              - bin/magento setup:static-content:deploy -f en_US --jobs 4
            artifacts:
              paths: [generated/, pub/static/, vendor/]
          ```
          """),
      expect_contains=["setup:static-content:deploy -f en_GB de_DE"],
      expect_absent=[r"re:static-content:deploy -f en_US"]),
  control=dict(
      query="How do I make Magento use the German locale for the Hofmann DE store view?",
      output="In the admin go to Stores → Configuration → General → Locale Options, switch the scope to the German store view and set Locale to German (Germany). From the CLI: `bin/magento config:set general/locale/code de_DE --scope=stores --scope-code=hofmann_de`."),
  fix=[("-f en_US --jobs 4", "-f en_GB de_DE --jobs 4")])

S("d34-034", "magento-cli", "literal", "reworded", "already_correct",
  teach=dict(
      query="How do I switch the Hofmann production server to production mode?",
      output="Run `bin/magento mode:set production` from the Magento root. It enables compiled DI and serving static files from pub/static, and switches off automatic code generation.",
      message="bin/magento deploy:mode:set production. There's no plain mode:set, you just get 'Command \"mode:set\" is not defined'.",
      gold_wrong="bin/magento mode:set",
      gold_right="bin/magento deploy:mode:set"),
  repeat=dict(
      query="The Hofmann staging box should run in developer mode for the theme work. What's the command?",
      output="Switch it with bin/magento mode:set developer and then clear the generated code with `rm -rf generated/code/*` so the new mode starts clean.",
      expect_contains=["bin/magento deploy:mode:set developer"],
      expect_absent=[r"re:bin/magento mode:set"]),
  control=dict(
      query="How can I see which mode the Hofmann staging store is in right now?",
      output="`bin/magento deploy:mode:show` prints it, e.g. \"Current application mode: developer.\" To change it you'd use `bin/magento deploy:mode:set` with `developer` or `production`."),
  fix=[("bin/magento mode:set developer", "bin/magento deploy:mode:set developer")],
  cflags=[r"re:bin/magento mode:set", "deploy:deploy:mode", "deploy:mode:deploy:mode"],
  cneeds=["bin/magento deploy:mode:set"])

S("d34-035", "magento-config", "literal", "reworded", "lookalike",
  teach=dict(
      query="Where do I change the database password for the Hofmann Magento install?",
      output="In `app/etc/config.php`, under `db` → `connection` → `default`, update `password`, then run `bin/magento cache:flush`.",
      message="The DB credentials are in app/etc/env.php. config.php is only the module list and scopes, and it's committed to git.",
      gold_wrong="app/etc/config.php",
      gold_right="app/etc/env.php"),
  repeat=dict(
      query="Hofmann's new Redis cache host needs to go into the Magento config. Which file do I edit?",
      output="Open app/etc/config.php and set `cache` → `frontend` → `default` → `backend_options` → `server` to the new host, then flush the cache.",
      expect_contains=["app/etc/env.php"],
      expect_absent=["app/etc/config.php"]),
  control=dict(
      query="I enabled the new Hofmann_Checkout module locally. What do I commit?",
      output="`bin/magento module:enable Hofmann_Checkout` adds the module to `app/etc/config.php`, so commit that file together with the module code. Then run `bin/magento setup:upgrade`."),
  fix=[("app/etc/config.php", "app/etc/env.php")],
  cflags=["module to `app/etc/env.php`"],
  cneeds=["adds the module to `app/etc/config.php`"])

# =====================================================================
# Drupal
# =====================================================================
S("d34-036", "drupal-drush", "literal", "code_block", "lookalike",
  teach=dict(
      query="After pulling the new theme templates on the Drupal 10 site nothing changes. What do I run?",
      output=D(r"""
          Clear the caches so the Twig templates and the theme registry are rebuilt:

          ```bash
          vendor/bin/drush cc all
          ```
          """),
      message="drush cc all is Drupal 7. On Drupal 10 it's drush cr (cache:rebuild).",
      gold_wrong="drush cc all",
      gold_right="drush cr"),
  repeat=dict(
      query="Write the post-deploy script for the Kulturamt Drupal site.",
      output=D(r"""
          ```bash
          #!/usr/bin/env bash
          set -euo pipefail
          cd /var/www/kulturamt/current
          vendor/bin/drush state:set system.maintenance_mode 0 --input-format=integer
          vendor/bin/drush cc all
          ```
          """),
      expect_contains=["vendor/bin/drush cr"],
      expect_absent=["drush cc all"]),
  control=dict(
      query="The aggregated CSS on the Kulturamt site is stale after changing a library, but I don't want a full rebuild on prod during the day.",
      output=D(r"""
          You can clear just the asset caches:

          ```bash
          vendor/bin/drush cc css-js
          ```

          That regenerates the aggregated CSS and JS without rebuilding the container and the router.
          """)),
  fix=[("vendor/bin/drush cc all", "vendor/bin/drush cr")],
  cflags=["drush cr css-js", r"re:drush cr\b"],
  cneeds=["drush cc css-js"])

S("d34-037", "drupal-config", "literal", "reworded", "same_topic",
  teach=dict(
      query="Point the Stadtwerke site's config sync at ../config/sync.",
      output=D(r"""
          In `web/sites/default/settings.php`:

          ```php
          $config_directories['sync'] = '../config/sync';
          ```

          Then `drush config:export` writes the YAML files there.
          """),
      message="$config_directories was removed in Drupal 9. On our D10 sites it's $settings['config_sync_directory'] = '../config/sync';",
      gold_wrong="$config_directories['sync']",
      gold_right="$settings['config_sync_directory']"),
  repeat=dict(
      query="The config export on the Museum site lands in sites/default/files. How do I move it out of the webroot?",
      output="Add $config_directories['sync'] = '../config/sync'; to settings.php (above the settings.local.php include), commit the new directory and run the export again.",
      expect_contains=["$settings['config_sync_directory'] = '../config/sync';"],
      expect_absent=["$config_directories"]),
  control=dict(
      query="Where does the hash salt go on the Museum site?",
      output=D(r"""
          Read it from the environment in `settings.php` so it isn't committed:

          ```php
          $settings['hash_salt'] = getenv('DRUPAL_HASH_SALT');
          ```

          and set `DRUPAL_HASH_SALT` with an `env[]` line in the site's FPM pool.
          """)),
  fix=[("$config_directories['sync']", "$settings['config_sync_directory']")])

S("d34-038", "drupal-hooks", "literal", "other_identifier", "lookalike",
  teach=dict(
      query="Hide the 'Promoted to front page' checkbox on the article node form.",
      output=D(r"""
          In `acme_tweaks.module`:

          ```php
          use Drupal\Core\Form\FormStateInterface;

          function acme_tweaks_form_alter(array $form, FormStateInterface $form_state, $form_id) {
            if ($form_id === 'node_article_form' || $form_id === 'node_article_edit_form') {
              $form['promote']['#access'] = FALSE;
            }
          }
          ```
          """),
      message="$form has to be taken by reference, array &$form, otherwise you're changing a copy and the checkbox stays.",
      gold_wrong="array $form",
      gold_right="array &$form"),
  repeat=dict(
      query="Add a placeholder to the username field of the login form.",
      output=D(r"""
          ```php
          function acme_tweaks_form_user_login_form_alter(array $form, FormStateInterface $form_state, $form_id) {
            $form['name']['#attributes']['placeholder'] = t('E-Mail oder Benutzername');
          }
          ```
          """),
      expect_contains=["acme_tweaks_form_user_login_form_alter(array &$form"],
      expect_absent=["_alter(array $form"]),
  control=dict(
      query="Create a simple settings form for the newsletter API key.",
      output=D(r"""
          ```php
          namespace Drupal\acme_tweaks\Form;

          use Drupal\Core\Form\ConfigFormBase;
          use Drupal\Core\Form\FormStateInterface;

          final class NewsletterSettingsForm extends ConfigFormBase {

            protected function getEditableConfigNames(): array {
              return ['acme_tweaks.newsletter'];
            }

            public function getFormId(): string {
              return 'acme_tweaks_newsletter_settings';
            }

            public function buildForm(array $form, FormStateInterface $form_state): array {
              $form['api_key'] = [
                '#type' => 'textfield',
                '#title' => $this->t('API key'),
                '#default_value' => $this->config('acme_tweaks.newsletter')->get('api_key'),
              ];
              return parent::buildForm($form, $form_state);
            }
          }
          ```
          """)),
  fix=[("_alter(array $form", "_alter(array &$form")],
  cflags=["buildForm(array &$form"],
  cneeds=["public function buildForm(array $form, FormStateInterface $form_state): array"])

S("d34-039", "drupal-api", "literal", "reworded", "lookalike",
  teach=dict(
      query="Load all published events in the custom block plugin.",
      output=D(r"""
          ```php
          $storage = \Drupal::entityManager()->getStorage('node');
          $ids = $storage->getQuery()
            ->accessCheck(TRUE)
            ->condition('type', 'event')
            ->condition('status', 1)
            ->execute();
          $events = $storage->loadMultiple($ids);
          ```
          """),
      message=r"entityManager() was removed in Drupal 9, this is a fatal error on our D10 site. \Drupal::entityTypeManager()->getStorage('node'), or better inject entity_type.manager.",
      gold_wrong=r"\Drupal::entityManager()",
      gold_right=r"\Drupal::entityTypeManager()"),
  repeat=dict(
      query="How do I get the terms of the 'district' vocabulary in a preprocess function?",
      output=r"Load them through the term storage: `\Drupal::entityManager()->getStorage('taxonomy_term')->loadTree('district', 0, NULL, TRUE)` returns the full term entities sorted by weight, and you can put them into `$variables['districts']`.",
      expect_contains=[r"\Drupal::entityTypeManager()->getStorage('taxonomy_term')"],
      expect_absent=["entityManager()"]),
  control=dict(
      query="Persist the imported orders in the Symfony sync command.",
      output=D(r"""
          Inject Doctrine's entity manager and flush in batches:

          ```php
          public function __construct(private readonly EntityManagerInterface $entityManager)
          {
              parent::__construct();
          }

          // in execute():
          foreach ($rows as $i => $row) {
              $this->entityManager->persist(Order::fromCsv($row));
              if ($i % 500 === 0) {
                  $this->entityManager->flush();
                  $this->entityManager->clear();
              }
          }
          $this->entityManager->flush();
          ```
          """)),
  fix=[(r"\Drupal::entityManager()", r"\Drupal::entityTypeManager()")],
  cflags=["entityTypeManager"],
  cneeds=["$this->entityManager->flush();"])

S("d34-040", "drupal-deploy", "semantic", "equivalent_construct", "same_topic",
  teach=dict(
      query="What are the deploy steps for the Museum Drupal site after composer install?",
      output=D(r"""
          ```bash
          vendor/bin/drush config:import -y
          vendor/bin/drush updatedb -y
          vendor/bin/drush cache:rebuild
          ```
          """),
      message="updatedb has to run before config:import, the update hooks can change the schema the imported config depends on. Or just use drush deploy, it runs updb, cim, cr and the deploy hooks in the right order.",
      gold_wrong="vendor/bin/drush config:import -y\nvendor/bin/drush updatedb -y",
      gold_right="vendor/bin/drush updatedb -y\nvendor/bin/drush config:import -y"),
  repeat=dict(
      query="Put the Drupal steps into the Stadtwerke GitLab deploy job.",
      output=D(r"""
          ```yaml
          deploy:
            stage: deploy
            script:
              - ssh deploy@web-03 "cd /var/www/stadtwerke/current && vendor/bin/drush cim -y && vendor/bin/drush updb -y && vendor/bin/drush cr"
          ```
          """),
      expect_contains=[r"re:drush updb -y && vendor/bin/drush cim -y|drush deploy"],
      expect_absent=[r"re:drush cim -y && vendor/bin/drush updb"]),
  control=dict(
      query="How do I export the config after changing a view on the Museum site?",
      output="`vendor/bin/drush config:export -y` (or `drush cex`) writes the changed YAML to the sync directory; check the diff with `git diff config/sync` and commit it."),
  fix=[("vendor/bin/drush cim -y && vendor/bin/drush updb -y", "vendor/bin/drush updb -y && vendor/bin/drush cim -y")])

# =====================================================================
# Composer
# =====================================================================
S("d34-041", "composer-deploy", "literal", "reordered_args", "lookalike",
  teach=dict(
      query="Write the composer step for the Lindner deploy script.",
      output=D(r"""
          ```bash
          cd /var/www/lindner/release
          composer update --no-interaction --prefer-dist
          ```

          That pulls the latest versions of all packages into `vendor/`.
          """),
      message="Never composer update on a server, that resolves versions nobody has tested. The deploy installs exactly what's in the committed composer.lock: composer install --no-dev --optimize-autoloader.",
      gold_wrong="composer update --no-interaction --prefer-dist",
      gold_right="composer install --no-dev --optimize-autoloader --no-interaction --prefer-dist"),
  repeat=dict(
      query="Add the PHP dependencies to the production Dockerfile for the Kraemer shop.",
      output=D(r"""
          ```dockerfile
          FROM php:8.2-fpm-bookworm
          COPY --from=composer:2 /usr/bin/composer /usr/bin/composer
          WORKDIR /var/www/html
          COPY composer.json composer.lock ./
          RUN composer update --prefer-dist --no-interaction --no-scripts
          COPY . .
          ```
          """),
      expect_contains=["composer install --no-dev"],
      expect_absent=["composer update"]),
  control=dict(
      query="There's a security release of laravel/framework we need in the Kraemer shop. How do I bump just that package?",
      output=D(r"""
          Locally, update only the framework and what it depends on:

          ```bash
          composer update laravel/framework --with-dependencies
          ```

          Run the test suite, commit the changed `composer.lock` and let the normal deploy install it.
          """)),
  fix=[("RUN composer update --prefer-dist --no-interaction --no-scripts", "RUN composer install --no-dev --prefer-dist --no-interaction --no-scripts --no-autoloader")],
  cflags=[r"re:composer install[^\n]*laravel/framework"],
  cneeds=["composer update laravel/framework --with-dependencies"],
  literal="composer update")

S("d34-042", "composer-deps", "paraphrase", "other_identifier", "lookalike",
  teach=dict(
      query="Add PHPUnit to the booking plugin so we can start writing tests.",
      output=D(r"""
          ```bash
          composer require phpunit/phpunit:^10.5
          ```

          Then create `phpunit.xml.dist` and a `tests/` directory.
          """),
      message="That goes in require-dev: composer require --dev phpunit/phpunit:^10.5. Test and QA tools never go into require, production installs run with --no-dev.",
      gold_wrong="composer require phpunit/phpunit:^10.5",
      gold_right="composer require --dev phpunit/phpunit:^10.5"),
  repeat=dict(
      query="Set up PHPStan with the Laravel extension on the intranet app.",
      output=D(r"""
          ```bash
          composer require larastan/larastan:^2.9
          ```

          and add a `phpstan.neon` that includes `vendor/larastan/larastan/extension.neon`, with `level: 6` and `paths: [app]`.
          """),
      expect_contains=["composer require --dev larastan/larastan:^2.9"],
      expect_absent=["composer require larastan"]),
  control=dict(
      query="The intranet app needs to write the SAP export as CSV. Add a CSV library.",
      output=D(r"""
          ```bash
          composer require league/csv:^9.15
          ```

          The export job uses it at runtime, so it belongs in `require`.
          """)),
  fix=[("composer require larastan", "composer require --dev larastan")],
  cflags=["composer require --dev league/csv"],
  cneeds=["composer require league/csv:^9.15"])

S("d34-043", "composer-git", "semantic", "code_block", "same_topic",
  teach=dict(
      query="Set up a .gitignore for the new Laravel project.",
      output=D(r"""
          ```gitignore
          /vendor/
          /node_modules/
          /public/build/
          .env
          composer.lock
          ```
          """),
      message="composer.lock is committed in all our projects. The deploy runs composer install from it so every server gets exactly the versions we tested. Take it out of the .gitignore.",
      gold_wrong=".env\ncomposer.lock\n",
      gold_right=".env\n"),
  repeat=dict(
      query="The Symfony API repo needs a .gitignore too.",
      output=D(r"""
          ```gitignore
          /vendor/
          /var/
          /.env.local
          /.env.local.php
          /composer.lock
          /public/bundles/
          ```
          """),
      expect_contains=["/vendor/"],
      expect_absent=[r"re:(?m)^/?composer\.lock$"]),
  control=dict(
      query="Should the auth.json with our private Packagist token be committed?",
      output="No, `auth.json` holds the token. Add it to `.gitignore` and provide the token on the build server through the `COMPOSER_AUTH` environment variable instead."),
  fix=[("/composer.lock\n", "")])

# =====================================================================
# PHP-FPM and nginx
# =====================================================================
S("d34-044", "nginx-fpm", "literal", "code_block", "lookalike",
  teach=dict(
      query="Write the PHP location block for the new Kraemer vhost.",
      output=D(r"""
          ```nginx
          location ~ \.php$ {
              include fastcgi_params;
              fastcgi_param SCRIPT_FILENAME $realpath_root$fastcgi_script_name;
              fastcgi_pass 127.0.0.1:9000;
          }
          ```
          """),
      message="FPM doesn't listen on TCP on our web servers, it's the socket: fastcgi_pass unix:/run/php/php8.2-fpm.sock; Nothing is on 9000, so this gives a 502.",
      gold_wrong="fastcgi_pass 127.0.0.1:9000;",
      gold_right="fastcgi_pass unix:/run/php/php8.2-fpm.sock;"),
  repeat=dict(
      query="Add the vhost for the Lindner staging site on web-02.",
      output=D(r"""
          ```nginx
          server {
              listen 443 ssl http2;
              server_name staging.lindner-reisen.de;
              include snippets/ssl-lindner.conf;
              root /var/www/lindner-staging/current;
              index index.php;

              location / {
                  try_files $uri $uri/ /index.php?$args;
              }

              location ~ \.php$ {
                  include fastcgi_params;
                  fastcgi_param SCRIPT_FILENAME $realpath_root$fastcgi_script_name;
                  fastcgi_pass 127.0.0.1:9000;
              }
          }
          ```
          """),
      expect_contains=["fastcgi_pass unix:/run/php/php8.2-fpm.sock;"],
      expect_absent=["127.0.0.1:9000"]),
  control=dict(
      query="Point the Laravel media disk at the local MinIO for development.",
      output=D(r"""
          In your local `.env`:

          ```
          FILESYSTEM_DISK=s3
          AWS_ACCESS_KEY_ID=minioadmin
          AWS_SECRET_ACCESS_KEY=minioadmin
          AWS_DEFAULT_REGION=us-east-1
          AWS_BUCKET=media
          AWS_ENDPOINT=http://127.0.0.1:9000
          AWS_USE_PATH_STYLE_ENDPOINT=true
          ```

          MinIO's S3 API listens on 9000 (the console is on 9001), and path-style is needed because there's no bucket subdomain locally.
          """)),
  fix=[("fastcgi_pass 127.0.0.1:9000;", "fastcgi_pass unix:/run/php/php8.2-fpm.sock;")],
  cflags=["AWS_ENDPOINT=http://unix:", "AWS_ENDPOINT=unix:", "php8.2-fpm.sock"],
  cneeds=["AWS_ENDPOINT=http://127.0.0.1:9000"])

S("d34-045", "nginx-fpm", "literal", "code_block", "lookalike",
  teach=dict(
      query="The bulk image optimisation in wp-admin dies with a 504 after 60 seconds. How do I give it more time?",
      output=D(r"""
          Raise the upstream timeout in the vhost:

          ```nginx
          location ~ \.php$ {
              include fastcgi_params;
              fastcgi_pass unix:/run/php/php8.2-fpm.sock;
              proxy_read_timeout 300s;
          }
          ```

          and make sure `max_execution_time` in PHP is at least as high.
          """),
      message="That block uses fastcgi_pass, so proxy_read_timeout does nothing there. It's fastcgi_read_timeout 300s;",
      gold_wrong="proxy_read_timeout 300s;",
      gold_right="fastcgi_read_timeout 300s;"),
  repeat=dict(
      query="A reindex triggered from the Magento admin times out after a minute on the Hofmann box.",
      output=D(r"""
          Bump the timeout in the PHP location of the Magento vhost:

          ```nginx
          location ~ ^/(index|get|static|errors/report|errors/404|errors/503|health_check)\.php$ {
              fastcgi_pass   fastcgi_backend;
              proxy_read_timeout 600s;
              include        fastcgi_params;
          }
          ```
          """),
      expect_contains=["fastcgi_read_timeout 600s;"],
      expect_absent=["proxy_read_timeout"]),
  control=dict(
      query="The Node preview server behind nginx drops long builds after 60 seconds.",
      output=D(r"""
          That vhost proxies to Node, so it's the proxy timeouts:

          ```nginx
          location /preview/ {
              proxy_pass http://127.0.0.1:3000;
              proxy_http_version 1.1;
              proxy_read_timeout 300s;
          }
          ```
          """)),
  fix=[("proxy_read_timeout 600s;", "fastcgi_read_timeout 600s;")],
  cflags=["fastcgi_read_timeout"],
  cneeds=["proxy_read_timeout 300s;"],
  literal="proxy_read_timeout")

S("d34-046", "nginx-laravel", "paraphrase", "equivalent_construct", "lookalike",
  teach=dict(
      query="What's the nginx location for the Laravel booking app on the new server?",
      output=D(r"""
          ```nginx
          location / {
              try_files $uri $uri/ /index.php;
          }
          ```

          Everything that isn't a real file goes to Laravel's front controller.
          """),
      message="That loses the query string, ?page=2 and the filter params never reach Laravel. The fallback needs /index.php?$query_string.",
      gold_wrong="try_files $uri $uri/ /index.php;",
      gold_right="try_files $uri $uri/ /index.php?$query_string;"),
  repeat=dict(
      query="Write the front controller part of the vhost for the Symfony API.",
      output=D(r"""
          ```nginx
          root /var/www/api/current/public;

          location / {
              try_files $uri /index.php;
          }

          location ~ ^/index\.php(/|$) {
              fastcgi_pass unix:/run/php/php8.2-fpm.sock;
              include fastcgi_params;
              fastcgi_param SCRIPT_FILENAME $realpath_root$fastcgi_script_name;
              internal;
          }
          ```
          """),
      expect_contains=[r"re:try_files \$uri /index\.php(\?\$query_string|\?\$args|\$is_args\$args);"],
      expect_absent=[r"re:try_files \$uri /index\.php;"]),
  control=dict(
      query="Only let existing PHP files reach FPM on the legacy WordPress vhost.",
      output=D(r"""
          ```nginx
          location ~ \.php$ {
              try_files $uri =404;
              include fastcgi_params;
              fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
              fastcgi_pass unix:/run/php/php8.2-fpm.sock;
          }
          ```

          `try_files $uri =404` stops nginx from handing scripts that don't exist, like `/uploads/shell.jpg/x.php`, to PHP.
          """)),
  fix=[("try_files $uri /index.php;", "try_files $uri /index.php$is_args$args;")],
  cflags=[r"re:=404\?", r"re:=404\$is_args", "query_string"],
  cneeds=["try_files $uri =404;"])

S("d34-047", "php-fpm-ops", "literal", "reworded", "lookalike",
  teach=dict(
      query="How do I apply the new pool settings on web-01?",
      output=D(r"""
          Reload FPM so the pools are re-read without dropping requests:

          ```bash
          sudo systemctl reload php-fpm
          ```
          """),
      message="On our Debian boxes the unit is versioned: systemctl reload php8.2-fpm. There's no php-fpm.service, so that fails with 'Unit php-fpm.service not found'.",
      gold_wrong="systemctl reload php-fpm",
      gold_right="systemctl reload php8.2-fpm"),
  repeat=dict(
      query="I raised pm.max_children in the Kraemer pool on web-02. How do I make that live?",
      output="Reload the service: run sudo systemctl reload php-fpm. The master re-reads the config and replaces the workers gracefully, no requests are dropped.",
      expect_contains=["systemctl reload php8.2-fpm"],
      expect_absent=[r"re:systemctl reload php-fpm\b"]),
  control=dict(
      query="How do I check the pool config for syntax errors before reloading?",
      output=D(r"""
          Run the FPM binary's config test:

          ```bash
          sudo php-fpm8.2 -t
          ```

          It prints `configuration file /etc/php/8.2/fpm/php-fpm.conf test is successful`, or the file and line of the problem.
          """)),
  fix=[("systemctl reload php-fpm", "systemctl reload php8.2-fpm")],
  cflags=["php8.2-fpm8.2", "php8.2-fpm -t"],
  cneeds=["sudo php-fpm8.2 -t"])

S("d34-048", "nginx-uploads", "paraphrase", "code_block", "same_topic",
  teach=dict(
      query="Editors can't upload the 40 MB brochure PDFs on the Stadtwerke site, nginx returns 413.",
      output=D(r"""
          Raise the body limit in the server block:

          ```nginx
          client_max_body_size 64MB;
          ```

          and set `upload_max_filesize` and `post_max_size` to 64M in PHP as well.
          """),
      message="64m. nginx doesn't know MB, nginx -t fails with 'invalid value'.",
      gold_wrong="client_max_body_size 64MB;",
      gold_right="client_max_body_size 64m;"),
  repeat=dict(
      query="The video uploads on the Museum site need up to 200 MB.",
      output=D(r"""
          ```nginx
          server {
              server_name museum-am-see.de;
              client_max_body_size 256MB;
              # ...
          }
          ```

          PHP needs `upload_max_filesize = 256M` and `post_max_size = 256M` too, otherwise PHP rejects the file after nginx accepted it.
          """),
      expect_contains=["client_max_body_size 256m;"],
      expect_absent=[r"re:client_max_body_size \d+MB"]),
  control=dict(
      query="What's the PHP side of the upload limit in the Stadtwerke pool?",
      output=D(r"""
          In `/etc/php/8.2/fpm/pool.d/stadtwerke.conf`:

          ```ini
          php_admin_value[upload_max_filesize] = 64M
          php_admin_value[post_max_size] = 72M
          ```

          `post_max_size` a bit above the file limit leaves room for the other form fields.
          """)),
  fix=[("client_max_body_size 256MB;", "client_max_body_size 256m;")])

S("d34-049", "nginx-fpm", "literal", "code_block", "already_correct",
  teach=dict(
      query="Write a minimal PHP location block for the intranet vhost.",
      output=D(r"""
          ```nginx
          location ~ \.php$ {
              include fastcgi_params;
              fastcgi_param SCRIPT_FILENAME /scripts$fastcgi_script_name;
              fastcgi_pass unix:/run/php/php8.2-fpm.sock;
          }
          ```
          """),
      message="The /scripts prefix is from the old example config, FPM looks for /scripts/index.php and answers 'Primary script unknown'. SCRIPT_FILENAME has to be $document_root$fastcgi_script_name.",
      gold_wrong="/scripts$fastcgi_script_name",
      gold_right="$document_root$fastcgi_script_name"),
  repeat=dict(
      query="Add a location for the legacy PHP tools under /tools on the intranet vhost.",
      output=D(r"""
          ```nginx
          location ^~ /tools/ {
              location ~ \.php$ {
                  include fastcgi_params;
                  fastcgi_param SCRIPT_FILENAME /scripts$fastcgi_script_name;
                  fastcgi_pass unix:/run/php/php8.2-fpm.sock;
              }
          }
          ```
          """),
      expect_contains=["fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;"],
      expect_absent=["/scripts$fastcgi_script_name"]),
  control=dict(
      query="The intranet sits behind the load balancer and thinks every request is plain http. Pass HTTPS to PHP.",
      output=D(r"""
          ```nginx
          location ~ \.php$ {
              include fastcgi_params;
              fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
              fastcgi_param HTTPS on;
              fastcgi_pass unix:/run/php/php8.2-fpm.sock;
          }
          ```

          With `HTTPS on`, `$_SERVER['HTTPS']` is set and the app generates https:// URLs.
          """)),
  fix=[("/scripts$fastcgi_script_name", "$document_root$fastcgi_script_name")],
  cflags=["/scripts$fastcgi_script_name", "$document_root$document_root"],
  cneeds=["fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;"])

S("d34-050", "php-opcache", "semantic", "prose_claim", "lookalike",
  teach=dict(
      query="Do we need to restart anything after the Kraemer deploy switches the symlink?",
      output="No, PHP picks up the new files on its own. OPcache notices the changed files within a couple of seconds and recompiles them.",
      message="On our prod pools opcache.validate_timestamps=0, so OPcache never looks at the files again and keeps serving the old release until FPM is reloaded. The deploy has to reload php8.2-fpm.",
      gold_wrong="No, PHP picks up the new files on its own. OPcache notices the changed files within a couple of seconds and recompiles them.",
      gold_right="Yes: opcache.validate_timestamps is 0 on the production pools, so reload php8.2-fpm after switching the symlink."),
  repeat=dict(
      query="After deploying the Stadtwerke theme fix, do I have to do anything on the web servers for it to go live?",
      output="Nothing else is needed. OPcache revalidates the cached scripts automatically, so the new release is served a few seconds after the symlink switch.",
      expect_contains=[r"re:(reload|restart) php8\.2-fpm|opcache_reset\(\)"],
      expect_absent=["Nothing else is needed", "revalidates the cached scripts automatically"]),
  control=dict(
      query="In the local Docker setup my PHP changes sometimes need a second refresh. Why?",
      output="The dev image sets `opcache.validate_timestamps=1` with `opcache.revalidate_freq=2`, so OPcache checks the files at most every two seconds and picks up your change a moment later. Set `opcache.revalidate_freq=0` locally if that bothers you."),
  fix=[("Nothing else is needed. OPcache revalidates the cached scripts automatically, so the new release is served a few seconds after the symlink switch.",
        "Yes: OPcache doesn't revalidate on the production pools (validate_timestamps=0), so run `sudo systemctl reload php8.2-fpm` after the symlink switch to serve the new release.")],
  cflags=["reload php8.2-fpm", "validate_timestamps=0"],
  cneeds=["opcache.validate_timestamps=1", "picks up your change"])

S("d34-051", "php-ini", "literal", "casing", "same_topic",
  teach=dict(
      query="What php.ini settings for error handling do the production FPM pools get?",
      output=D(r"""
          ```ini
          error_reporting = E_ALL
          display_errors = On
          log_errors = On
          error_log = /var/log/php/error.log
          ```
          """),
      message="display_errors must be Off in production. With On the notices end up in the HTML and break the JSON responses. Log only.",
      gold_wrong="display_errors = On",
      gold_right="display_errors = Off"),
  repeat=dict(
      query="The client wants a .user.ini in the webroot of the live shop to tweak a few PHP settings. What should it contain?",
      output=D(r"""
          ```ini
          ; .user.ini for the live shop
          memory_limit = 256M
          max_execution_time = 120
          display_errors = on
          ```

          PHP-FPM re-reads `.user.ini` every 300 seconds (`user_ini.cache_ttl`).
          """),
      expect_contains=[r"re:(?i)display_errors = off"],
      expect_absent=[r"re:(?i)display_errors = on"]),
  control=dict(
      query="Where do the PHP errors from the Kraemer pool end up?",
      output="The pool sets `php_admin_value[error_log] = /var/log/php/kraemer-error.log` and `php_admin_flag[log_errors] = on`, so check that file; `journalctl -u php8.2-fpm` only has the master process messages."),
  fix=[("display_errors = on", "display_errors = off")])

S("d34-052", "nginx-headers", "literal", "casing", "lookalike",
  teach=dict(
      query="The booking widget is embedded in an iframe on lindner-reisen.de and gets blocked. How do I allow that?",
      output=D(r"""
          Allow that origin in the widget vhost:

          ```nginx
          add_header X-Frame-Options "ALLOW-FROM https://www.lindner-reisen.de" always;
          ```
          """),
      message="ALLOW-FROM isn't supported by any current browser, they just ignore the header. Use add_header Content-Security-Policy \"frame-ancestors https://www.lindner-reisen.de\" always; and drop X-Frame-Options.",
      gold_wrong="add_header X-Frame-Options \"ALLOW-FROM https://www.lindner-reisen.de\" always;",
      gold_right="add_header Content-Security-Policy \"frame-ancestors https://www.lindner-reisen.de\" always;"),
  repeat=dict(
      query="The Kraemer room planner has to be embeddable on the partner site moebelwelt.de.",
      output=D(r"""
          ```nginx
          location /planner/ {
              add_header x-frame-options "allow-from https://moebelwelt.de" always;
              try_files $uri $uri/ /planner/index.html;
          }
          ```
          """),
      expect_contains=["frame-ancestors https://moebelwelt.de"],
      expect_absent=[r"re:(?i)allow-from"]),
  control=dict(
      query="Stop other sites from framing the Kraemer checkout.",
      output=D(r"""
          ```nginx
          add_header X-Frame-Options "SAMEORIGIN" always;
          add_header Content-Security-Policy "frame-ancestors 'self'" always;
          ```

          SAMEORIGIN is still honoured everywhere, and the CSP line covers the modern browsers.
          """)),
  fix=[("add_header x-frame-options \"allow-from https://moebelwelt.de\" always;",
        "add_header Content-Security-Policy \"frame-ancestors https://moebelwelt.de\" always;")],
  cflags=[r"re:(?i)allow-from", r"re:(?i)X-Frame-Options \"frame-ancestors"],
  cneeds=["add_header X-Frame-Options \"SAMEORIGIN\" always;"],
  literal="X-Frame-Options \"ALLOW-FROM")

# =====================================================================
# The agency's hosting facts
# =====================================================================
S("d34-053", "hosting-staging", "paraphrase", "other_identifier", "same_topic",
  teach=dict(
      query="What DB settings go into the staging .env for the booking app?",
      output=D(r"""
          ```
          DB_CONNECTION=mysql
          DB_HOST=db-stg-01.internal
          DB_PORT=3306
          DB_DATABASE=booking_staging
          DB_USERNAME=booking
          ```

          The password is in the team vault under "booking staging".
          """),
      message="3307.",
      gold_wrong="DB_PORT=3306",
      gold_right="DB_PORT=3307"),
  repeat=dict(
      query="Fill in the DB constants in the Lindner staging wp-config.php. It's on the same staging database server.",
      output=D(r"""
          ```php
          define( 'DB_NAME', 'lindner_staging' );
          define( 'DB_USER', 'lindner' );
          define( 'DB_PASSWORD', getenv( 'LINDNER_DB_PASSWORD' ) );
          define( 'DB_HOST', 'db-stg-01.internal:3306' );
          ```
          """),
      expect_contains=["define( 'DB_HOST', 'db-stg-01.internal:3307' );"],
      expect_absent=["db-stg-01.internal:3306"]),
  control=dict(
      query="Can I run the booking migrations against staging from my laptop?",
      output="Not directly, db-stg-01 only accepts connections from the staging web servers. SSH to web-stg-01 and run them from `/var/www/booking/current` there."),
  fix=[("db-stg-01.internal:3306", "db-stg-01.internal:3307")])

S("d34-054", "hosting-mail", "paraphrase", "other_identifier", "unrelated",
  teach=dict(
      query="Mail settings for the booking app's staging .env?",
      output=D(r"""
          ```
          MAIL_MAILER=smtp
          MAIL_HOST=smtp.postmarkapp.com
          MAIL_PORT=587
          MAIL_FROM_ADDRESS=buchung@lindner-reisen.de
          ```
          """),
      message="Staging never talks to Postmark, everything goes to our Mailpit: MAIL_HOST=mailpit.internal, MAIL_PORT=1025. Postmark on 587 is production only.",
      gold_wrong="MAIL_HOST=smtp.postmarkapp.com\nMAIL_PORT=587",
      gold_right="MAIL_HOST=mailpit.internal\nMAIL_PORT=1025"),
  repeat=dict(
      query="Configure WP Mail SMTP on the Kraemer staging site through wp-config constants.",
      output=D(r"""
          ```php
          define( 'WPMS_ON', true );
          define( 'WPMS_MAILER', 'smtp' );
          define( 'WPMS_SMTP_HOST', 'smtp.postmarkapp.com' );
          define( 'WPMS_SMTP_PORT', 587 );
          define( 'WPMS_SSL', 'tls' );
          define( 'WPMS_SMTP_AUTH', true );
          ```
          """),
      expect_contains=["define( 'WPMS_SMTP_HOST', 'mailpit.internal' );", "define( 'WPMS_SMTP_PORT', 1025 );"],
      expect_absent=["smtp.postmarkapp.com", "'WPMS_SMTP_PORT', 587"]),
  control=dict(
      query="How do I list the scheduled WP cron events on the Kraemer site?",
      output="`wp cron event list --fields=hook,next_run_relative,recurrence` shows every scheduled hook and when it runs next."),
  fix=[("'smtp.postmarkapp.com'", "'mailpit.internal'"),
       ("'WPMS_SMTP_PORT', 587", "'WPMS_SMTP_PORT', 1025"),
       ("define( 'WPMS_SSL', 'tls' );", "define( 'WPMS_SSL', '' );"),
       ("define( 'WPMS_SMTP_AUTH', true );", "define( 'WPMS_SMTP_AUTH', false );")])

S("d34-055", "hosting-deployer", "paraphrase", "other_identifier", "same_topic",
  teach=dict(
      query="What's the nginx root for the shop now that we deploy with Deployer?",
      output=D(r"""
          ```nginx
          root /var/www/shop/public;
          index index.php;
          ```
          """),
      message="With Deployer the release sits behind the current symlink: root /var/www/shop/current/public; /var/www/shop/public doesn't exist.",
      gold_wrong="/var/www/shop/public",
      gold_right="/var/www/shop/current/public"),
  repeat=dict(
      query="Supervisor program for the shop's Horizon process?",
      output=D(r"""
          ```ini
          [program:shop-horizon]
          command=php /var/www/shop/artisan horizon
          user=deploy
          autostart=true
          autorestart=true
          stopwaitsecs=3600
          stdout_logfile=/var/log/supervisor/shop-horizon.log
          ```
          """),
      expect_contains=["command=php /var/www/shop/current/artisan horizon"],
      expect_absent=["/var/www/shop/artisan"]),
  control=dict(
      query="Where does the shop's .env live now that we use Deployer?",
      output="In the shared directory: `/var/www/shop/shared/.env`. Deployer symlinks it into every release, so edit it there and not inside `releases/`."),
  fix=[("/var/www/shop/artisan", "/var/www/shop/current/artisan")])

# =====================================================================
# PHP itself
# =====================================================================
S("d34-056", "php-security", "literal", "casing", "lookalike",
  teach=dict(
      query="Hash the password before saving the member in the custom members table.",
      output=D(r"""
          ```php
          $stmt = $pdo->prepare('INSERT INTO members (email, password_hash) VALUES (?, ?)');
          $stmt->execute([$email, md5($password)]);
          ```
          """),
      message="md5 for passwords, really? password_hash($password, PASSWORD_DEFAULT) and password_verify() on login, md5 is cracked in seconds.",
      gold_wrong="md5($password)",
      gold_right="password_hash($password, PASSWORD_DEFAULT)"),
  repeat=dict(
      query="Port the registration from the old members module to the new microsite.",
      output=D(r"""
          ```php
          $member = [
              'email'    => strtolower(trim($_POST['email'])),
              'password' => MD5($password),
              'created'  => time(),
          ];
          $db->insert('members', $member);
          ```
          """),
      expect_contains=["password_hash($password, PASSWORD_DEFAULT)"],
      expect_absent=[r"re:(?i)md5\(\$password\)"]),
  control=dict(
      query="Show the member's Gravatar next to their name.",
      output=D(r"""
          ```php
          $hash = md5( strtolower( trim( $member['email'] ) ) );
          $url  = 'https://www.gravatar.com/avatar/' . $hash . '?s=80&d=mp';
          ```

          Gravatar identifies images by the MD5 of the trimmed, lower-cased e-mail address.
          """)),
  fix=[("MD5($password)", "password_hash($password, PASSWORD_DEFAULT)")],
  cflags=["password_hash("],
  cneeds=["md5( strtolower( trim( $member['email'] ) ) )"])

S("d34-057", "php-strings", "paraphrase", "renamed_identifier", "same_topic",
  teach=dict(
      query="Skip the maintenance banner for requests to wp-admin.",
      output=D(r"""
          ```php
          if ( strpos( $request_uri, '/wp-admin' ) ) {
              return;
          }
          acme_render_maintenance_banner();
          ```
          """),
      message="strpos returns 0 when the path starts with /wp-admin, and 0 is falsy, so the banner still shows in the admin. We're on 8.2: str_starts_with( $request_uri, '/wp-admin' ).",
      gold_wrong="strpos( $request_uri, '/wp-admin' )",
      gold_right="str_starts_with( $request_uri, '/wp-admin' )"),
  repeat=dict(
      query="Don't set the tracking cookie for REST API calls.",
      output=D(r"""
          ```php
          if ( strpos( $path, '/wp-json/' ) ) {
              return;
          }
          setcookie( 'acme_visit', $visit_id, time() + DAY_IN_SECONDS, '/', '', true, true );
          ```
          """),
      expect_contains=["str_starts_with( $path, '/wp-json/' )"],
      expect_absent=[r"re:if \( strpos\( \$path, '/wp-json/' \) \)"]),
  control=dict(
      query="Hide the banner for search engine bots as well.",
      output=D(r"""
          ```php
          $ua = $_SERVER['HTTP_USER_AGENT'] ?? '';
          if ( str_contains( strtolower( $ua ), 'bot' ) ) {
              return;
          }
          ```

          `str_contains()` is available since PHP 8.0, so this is fine on our servers.
          """)),
  fix=[("strpos( $path, '/wp-json/' )", "str_starts_with( $path, '/wp-json/' )")])

S("d34-058", "php-arrays", "paraphrase", "renamed_identifier", "lookalike",
  teach=dict(
      query="Combine the featured and the on-sale products. Both arrays are keyed by product ID.",
      output=D(r"""
          ```php
          $products = array_merge( $featured, $on_sale );
          foreach ( $products as $product_id => $product ) {
              // ...
          }
          ```
          """),
      message="array_merge renumbers integer keys, so $product_id is 0, 1, 2… after that. $featured + $on_sale keeps the IDs (the first one wins on duplicates).",
      gold_wrong="array_merge( $featured, $on_sale )",
      gold_right="$featured + $on_sale"),
  repeat=dict(
      query="Merge the hand-picked related posts with the automatic ones, both keyed by post ID.",
      output=D(r"""
          ```php
          $related = array_merge( $manual_by_id, $auto_by_id );
          $related = array_slice( $related, 0, 6, true );
          ```
          """),
      expect_contains=[r"re:\$manual_by_id \+ \$auto_by_id|array_replace\( \$auto_by_id, \$manual_by_id \)"],
      expect_absent=["array_merge( $manual_by_id"]),
  control=dict(
      query="Apply defaults to the shortcode attributes.",
      output=D(r"""
          ```php
          $defaults = [ 'count' => 6, 'layout' => 'grid', 'category' => '' ];
          $atts     = array_merge( $defaults, (array) $atts );
          ```

          With string keys `array_merge()` lets the passed attributes override the defaults, which is what we want here (`shortcode_atts()` would also drop unknown keys).
          """)),
  fix=[("array_merge( $manual_by_id, $auto_by_id )", "$manual_by_id + $auto_by_id")],
  cflags=[r"re:\$defaults \+", r"re:\+ \$defaults"],
  cneeds=["array_merge( $defaults, (array) $atts )"])

S("d34-059", "php-dates", "literal", "code_block", "lookalike",
  teach=dict(
      query="Add an 'exported at' line with a timestamp to the CSV export.",
      output=D(r"""
          ```php
          fputcsv( $out, [ 'Exported at', date( 'Y-m-d h:i:s' ) ] );
          ```
          """),
      message="Lowercase h is the 12-hour clock, so 15:30 comes out as 03:30. It needs H: 'Y-m-d H:i:s'.",
      gold_wrong="Y-m-d h:i:s",
      gold_right="Y-m-d H:i:s"),
  repeat=dict(
      query="Log when each order was synced to the ERP.",
      output=D(r"""
          ```php
          $logger->info( sprintf(
              'Order %d synced at %s',
              $order->get_id(),
              ( new DateTimeImmutable( 'now', wp_timezone() ) )->format( 'Y-m-d h:i:s' )
          ) );
          ```
          """),
      expect_contains=["->format( 'Y-m-d H:i:s' )"],
      expect_absent=["Y-m-d h:i:s"]),
  control=dict(
      query="The US store wants pickup times like '03:30 PM' on the confirmation page.",
      output=D(r"""
          ```php
          echo esc_html( $pickup->format( 'm/d/Y h:i A' ) );
          ```

          `h` is the 12-hour hour with a leading zero and `A` adds AM/PM, e.g. 04/18/2025 03:30 PM. Use `g` instead of `h` if you don't want the leading zero.
          """)),
  fix=[("'Y-m-d h:i:s'", "'Y-m-d H:i:s'")],
  cflags=["m/d/Y H:i A"],
  cneeds=["'m/d/Y h:i A'"])

S("d34-060", "mysql-charset", "literal", "casing", "already_correct",
  teach=dict(
      query="Create the database for the new Lindner install.",
      output=D(r"""
          ```sql
          CREATE DATABASE lindner_live CHARACTER SET utf8 COLLATE utf8_general_ci;
          ```
          """),
      message="utf8mb4 please. MySQL's utf8 is the 3-byte variant and the emoji in the reviews get cut off.",
      gold_wrong="CHARACTER SET utf8 COLLATE utf8_general_ci",
      gold_right="CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"),
  repeat=dict(
      query="Set up an empty database for the Kraemer staging site.",
      output=D(r"""
          ```sql
          create database kraemer_staging character set UTF8 collate UTF8_GENERAL_CI;
          grant all on kraemer_staging.* to 'kraemer'@'10.0.3.%';
          ```
          """),
      expect_contains=[r"re:(?i)character set utf8mb4 collate utf8mb4_unicode_ci"],
      expect_absent=[r"re:(?i)character set utf8\b", r"re:(?i)utf8_general_ci"]),
  control=dict(
      query="Which charset settings does the booking app's MySQL connection use?",
      output=D(r"""
          The booking app's `config/database.php` already sets them on the `mysql` connection:

          ```php
          'charset' => env('DB_CHARSET', 'utf8mb4'),
          'collation' => env('DB_COLLATION', 'utf8mb4_unicode_ci'),
          ```

          so you don't need anything in `.env`.
          """)),
  fix=[("character set UTF8 collate UTF8_GENERAL_CI", "character set utf8mb4 collate utf8mb4_unicode_ci")],
  cflags=["utf8mb4mb4", r"re:'utf8'", r"re:(?i)utf8_general_ci"],
  cneeds=["'utf8mb4'", "'utf8mb4_unicode_ci'"])


# =====================================================================
# validation (check semantics exactly as ../shared/eval/loop/run.py)
# =====================================================================
def check(text, spec):
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def fixed(text, rep):
    return (all(check(text, x) for x in rep["expect_contains"])
            and not any(check(text, x) for x in rep["expect_absent"]))


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


TOP = ["id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"]
TEACH = ["query", "output", "message", "gold_wrong", "gold_right"]
REPEAT = ["query", "output", "expect_contains", "expect_absent"]
CONTROL = ["query", "output"]


def public(s):
    return {k: s[k] for k in TOP}


def validate(scen):
    errs, warns = [], []
    ids = [s["id"] for s in scen]
    if len(scen) != N:
        errs.append("expected %d scenarios, got %d" % (N, len(scen)))
    if len(set(ids)) != len(ids):
        errs.append("duplicate ids: %s" % sorted(i for i, c in Counter(ids).items() if c > 1))
    want = ["%s-%03d" % (PREFIX, i) for i in range(1, N + 1)]
    if sorted(ids) != want:
        errs.append("ids are not exactly %s … %s" % (want[0], want[-1]))
    msgs = Counter(s["teach"]["message"] for s in scen)
    for m, c in msgs.items():
        if c > 1:
            errs.append("teach.message used %d times: %r" % (c, m[:60]))
    queries = Counter(q for s in scen for q in (s["teach"]["query"], s["repeat"]["query"], s["control"]["query"]))
    for q, c in queries.items():
        if c > 1:
            errs.append("query used %d times: %r" % (c, q[:60]))

    for s in scen:
        sid = s["id"]
        e = lambda m: errs.append("%s: %s" % (sid, m))
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, sid):
            e("malformed id")
        pub = public(s)
        extra = set(s) - set(TOP) - {"_fix", "_cflags", "_cneeds", "_literal"}
        if extra:
            e("unexpected fields %s" % sorted(extra))
        for name, keys in (("teach", TEACH), ("repeat", REPEAT), ("control", CONTROL)):
            if not isinstance(pub[name], dict) or set(pub[name]) != set(keys):
                e("%s fields %s != %s" % (name, sorted(pub[name]), sorted(keys)))
        if any(e_.startswith(sid + ": ") and "fields" in e_ for e_ in errs):
            continue
        for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind"):
            if not isinstance(pub[k], str) or not pub[k]:
                e("%s must be a non-empty string" % k)
        for name, keys in (("teach", TEACH), ("repeat", ["query", "output"]), ("control", CONTROL)):
            for k in keys:
                if not isinstance(pub[name][k], str) or not pub[name][k].strip():
                    e("%s.%s must be a non-empty string" % (name, k))
        if s["difficulty"] not in DIFFICULTIES:
            e("bad difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            e("bad control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            e("bad repeat_variation %r" % s["repeat_variation"])

        t, r, c = s["teach"], s["repeat"], s["control"]
        if t["gold_wrong"] not in t["output"]:
            e("gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"]:
            e("gold_wrong == gold_right")
        if t["gold_right"] in t["output"] and t["gold_right"] not in t["gold_wrong"]:
            e("gold_right already in teach.output")
        if len({t["query"], r["query"], c["query"]}) != 3:
            e("teach/repeat/control queries must differ")
        if len({t["output"], r["output"], c["output"]}) != 3:
            e("teach/repeat/control outputs must differ")

        specs = list(r["expect_contains"]) + list(r["expect_absent"])
        if not isinstance(r["expect_contains"], list) or not isinstance(r["expect_absent"], list):
            e("expect_contains / expect_absent must be lists")
        if not specs:
            e("repeat has no checks")
        for spec in specs + list(s["_cflags"] or []) + list(s["_cneeds"] or []):
            if not isinstance(spec, str) or not spec:
                e("empty or non-string check spec %r" % (spec,))
            elif spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as ex:
                    e("bad regex %r: %s" % (spec, ex))
        if errs and errs[-1].startswith(sid + ": bad regex"):
            continue

        # the repeat, as written, must fail its own check
        if fixed(r["output"], r):
            e("repeat as written already passes its check")
        # the fixed repeat must pass
        txt = r["output"]
        if not s["_fix"]:
            e("no fix given")
        for old, new in s["_fix"]:
            if old not in txt:
                e("fix: %r not in repeat output" % old[:50])
            txt = txt.replace(old, new)
        if not fixed(txt, r):
            miss = [x for x in r["expect_contains"] if not check(txt, x)]
            pres = [x for x in r["expect_absent"] if check(txt, x)]
            e("fixed repeat fails its check: missing %s, present %s" % (miss, pres))

        # literal: the wrong text recurs verbatim (up to case and white space)
        if s["difficulty"] == "literal":
            lit = s["_literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                e("literal text %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(t["output"]):
                e("literal text %r not in teach.output" % lit)
        elif s["_literal"]:
            e("literal given for a %s scenario" % s["difficulty"])

        # control checks
        kind = s["control_kind"]
        if kind == "lookalike" and (not s["_cflags"] or not s["_cneeds"]):
            e("lookalike control needs explicit cflags and cneeds")
        if kind == "already_correct" and not s["_cneeds"]:
            e("already_correct control needs cneeds (the right value)")
        cflags = s["_cflags"] if s["_cflags"] is not None else list(r["expect_absent"]) + [t["gold_wrong"]]
        for spec in cflags:
            if check(c["output"], spec):
                e("control matches cflag %r" % spec)
        for spec in s["_cneeds"] or []:
            if not check(c["output"], spec):
                e("control lacks cneed %r" % spec)
        if kind in ("same_topic", "unrelated", "already_correct"):
            # the mistaken text never appears in a control that has no look-alike role
            if t["gold_wrong"] in c["output"] and kind != "already_correct":
                e("%s control contains gold_wrong" % kind)
        # the repeat's "fixed" state must not already hold in the control for lookalikes
        # (i.e. the control is not just a copy of a corrected repeat)
        if kind == "lookalike" and c["output"] == txt:
            e("lookalike control equals the fixed repeat")

    # mix
    for field, (target, tol) in MIX.items():
        got = Counter(s[field] for s in scen)
        for k, v in target.items():
            if abs(got.get(k, 0) - v) > tol:
                errs.append("mix: %s %s = %d, target ~%d" % (field, k, got.get(k, 0), v))
    var = Counter(s["repeat_variation"] for s in scen)
    top2 = var["reworded"] + var["code_block"]
    if top2 < 0.4 * len(scen) or var.most_common(1)[0][0] not in ("reworded", "code_block"):
        errs.append("mix: reworded + code_block should dominate repeat_variation (%s)" % dict(var))
    for v in VARIATIONS:
        if var.get(v, 0) == 0:
            errs.append("mix: no repeat_variation %s" % v)

    # shared-store hygiene (warnings): one scenario's gold_wrong inside another's texts
    for a in scen:
        gw = a["teach"]["gold_wrong"]
        if len(gw) < 6:
            continue
        for b in scen:
            if b is a:
                continue
            for where in ("teach", "repeat", "control"):
                if gw in b[where]["output"]:
                    warns.append("%s gold_wrong %r appears in %s.%s.output" % (a["id"], gw[:40], b["id"], where))
    return errs, warns


README = """\
# dev34: learning-loop scenarios, PHP and content platforms

This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

## What it is

{n} hand-written scenarios in the format of `../shared/eval/loop/scenarios_dev.jsonl`
(`{{id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control}}`, ids
`{first}` … `{last}`). In each one a developer corrects a coding assistant once (`teach`),
another session asks something that makes the assistant repeat the same mistake
(`repeat`, fixed = every `expect_contains` present and every `expect_absent` absent; `re:`
entries are Python regexes), and a third session (`control`) must come back byte-identical.
The labelling follows the "Scenario rules" in `../shared/eval/loop/README.md`.

Theme: PHP and content platforms: Laravel, Symfony, WordPress (hooks, wp-config, WP-CLI),
Drupal, Composer, PHP-FPM and nginx, Magento and WooCommerce shops, and the agency's own
conventions and hosting facts (staging hosts and ports, Deployer layout, PHP version,
mail on staging, table prefixes, FPM sockets).

`scenarios.jsonl` is generated by `build.py`, which holds the scenarios as data and refuses
to write unless every check passes: ids and field sets, enums, gold spans present in the
teach output, every repeat failing its own check as written and passing it after the
scripted fix, literal scenarios really repeating the wrong text, controls free of the
mistake (and, for look-alike and already-correct controls, really containing the look-alike
text or the right value), unique teach messages and the target mix. Edit `build.py`, never
the jsonl.

## Counts

- difficulty: {difficulty}
- control_kind: {control_kind}
- repeat_variation: {repeat_variation}
- topics: {topics}

## How to run

From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 eval/dev34/build.py        # validate and regenerate scenarios.jsonl + this README
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev34/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev34/scenarios.jsonl            # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev34/scenarios.jsonl   # gold spans stored directly
```

Add `--out <path>` to choose where the JSON report goes (default `./loop-<mode>.json`).
"""


def fmt(counter):
    return ", ".join("%s %d" % kv for kv in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])))


def main():
    errs, warns = validate(SCENARIOS)
    for w in warns:
        print("warning: " + w)
    if errs:
        for e in errs:
            print("ERROR: " + e, file=sys.stderr)
        print("%d error(s); nothing written" % len(errs), file=sys.stderr)
        return 1
    out = os.path.join(HERE, "scenarios.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            f.write(json.dumps(public(s), ensure_ascii=False) + "\n")
    counts = {k: Counter(s[k] for s in SCENARIOS) for k in ("difficulty", "control_kind", "repeat_variation", "topic")}
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(n=len(SCENARIOS), first=SCENARIOS[0]["id"], last=SCENARIOS[-1]["id"],
                              difficulty=fmt(counts["difficulty"]), control_kind=fmt(counts["control_kind"]),
                              repeat_variation=fmt(counts["repeat_variation"]),
                              topics=len(counts["topic"])))
    print("wrote %s (%d scenarios) and README.md" % (out, len(SCENARIOS)))
    for k in ("difficulty", "control_kind", "repeat_variation"):
        print("  %-16s %s" % (k + ":", fmt(counts[k])))
    print("  %-16s %d distinct" % ("topics:", len(counts["topic"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
